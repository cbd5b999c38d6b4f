/**
 * A question before a step that cannot be undone (delete, remove, disconnect): a short alert dialog with its title,
 * what will happen, the failure when the step failed, Cancel and the danger button (busy while the step runs). While
 * busy, Escape and a click outside do nothing and Cancel is disabled.
 */
import { Description, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { ErrorLine } from './ErrorLine.tsx';
import { Modal } from './Modal.tsx';

export function ConfirmDialog({
  open,
  onClose,
  busy,
  title,
  explanation,
  error = null,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  title: ReactNode;
  explanation: ReactNode;
  error?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel?: string;
  onConfirm: () => void;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal open={open} onClose={close} width="max-w-md" compact centred role="alertdialog" busy={busy}>
      <div className="flex flex-col gap-3">
        <DialogTitle className="text-base font-semibold break-words text-slate-900">{title}</DialogTitle>
        <Description className="text-sm text-slate-700">{explanation}</Description>
        <ErrorLine message={error} />
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
