/**
 * My designs' "New design" (issue 19): the chooser of DesignChooser.tsx (a size, a custom size or a template, and a
 * name) in a dialog; Create opens the new design in the editor.
 */
import { newDesignText as text } from '../../domain/designPages.ts';
import { Modal, ModalHeader } from '../../ui/Modal.tsx';
import { DesignChooser } from './DesignChooser.tsx';

export function NewDesignDialog({
  accountId,
  open,
  onClose,
}: {
  accountId: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} width="max-w-5xl" nearTop>
      <ModalHeader title={text.title} onClose={onClose} />
      <p className="mt-1 max-w-prose text-sm text-slate-600">{text.startIntro}</p>
      <div className="mt-4">
        <DesignChooser accountId={accountId} day={null} onCancel={onClose} headingLevel="h3" />
      </div>
    </Modal>
  );
}
