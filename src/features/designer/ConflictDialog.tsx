/**
 * The choice offered when a newer version of the design was saved elsewhere (issue 19: "two tabs editing one design
 * get a conflict choice, never a silent overwrite"). Escape or the backdrop cannot dismiss it: one of the three
 * choices is needed, and each keeps both versions reachable (theirs stays in the server's history by version, mine
 * one undo away or in a copy).
 */
import { Description, DialogTitle } from '@headlessui/react';
import { designMessages } from '../../domain/design.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

export function ConflictDialog({
  open,
  busy,
  error,
  onKeepMine,
  onTakeTheirs,
  onKeepCopy,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onKeepCopy: () => void;
}) {
  return (
    <Modal open={open} onClose={() => {}} width="max-w-lg" compact centred role="alertdialog" busy={busy}>
      <DialogTitle className="text-lg font-semibold text-slate-900">
        {designMessages.conflictTitle}
      </DialogTitle>
      <Description className="mt-2 text-slate-700">{designMessages.conflictBody}</Description>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onTakeTheirs} disabled={busy}>
          {designMessages.takeTheirs}
        </Button>
        <Button
          variant="secondary"
          onClick={onKeepCopy}
          busy={busy}
          busyLabel={designMessages.conflictWorking}
        >
          {designMessages.keepBothCopy}
        </Button>
        <Button onClick={onKeepMine} disabled={busy}>
          {designMessages.keepMine}
        </Button>
      </div>
    </Modal>
  );
}
