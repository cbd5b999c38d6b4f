/**
 * The two dialogs of My library's Uploads and Videos tabs (LibraryMediaTab.tsx, issue 18): a video playing with the
 * browser's controls (seeking asks the server for byte ranges), and "Remove …?" with Cancel and Remove, which sends
 * the removal and shows the server's refusal (a post that is not published yet still uses the file) in the dialog.
 */
import { Description, DialogTitle } from '@headlessui/react';
import { api } from '../../../api/index.ts';
import { libraryMediaCalls, libraryMediaErrorSentence } from '../../../api/libraryMedia.ts';
import {
  formatDuration,
  libraryMediaMessages as words,
  mediaAltText,
  mediaDetails,
  removeQuestion,
  type LibraryMediaItem,
} from '../../../domain/libraryMedia.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal, ModalHeader } from '../../../ui/Modal.tsx';
import { useDialogAction } from '../../../ui/useDialogAction.ts';

const calls = libraryMediaCalls(api);

/** A video playing in a dialog, with the browser's controls (seeking asks the server for byte ranges). */
export function PlayDialog({ item, onClose }: { item: LibraryMediaItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} width="max-w-2xl">
      {item ? (
        <>
          <ModalHeader
            title={mediaAltText(item.kind, item.fileName)}
            onClose={onClose}
            closeLabel={words.close}
          />
          <video
            key={item.id}
            src={item.url}
            poster={item.thumbnailUrl}
            controls
            autoPlay
            playsInline
            preload="metadata"
            className="mt-4 max-h-[70vh] w-full rounded-md bg-black"
          >
            {words.playerFallback}
          </video>
          <p className="mt-2 text-sm text-slate-600">
            {formatDuration(item.durationMs ?? 0)} · {mediaDetails(item)}
          </p>
        </>
      ) : null}
    </Modal>
  );
}

/** "Remove …?" with Cancel and Remove; the server's refusal (a post still uses the file) shows in the dialog. */
export function RemoveDialog({
  accountId,
  item,
  onClose,
  onRemoved,
}: {
  accountId: number;
  item: LibraryMediaItem | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { busy, error, close, run } = useDialogAction(item, onClose);
  const confirm = () =>
    item
      ? run(
          async () => {
            await calls.remove(accountId, item.id);
            onRemoved();
          },
          (failure) => libraryMediaErrorSentence(failure, words.removeFailed, item.kind),
        )
      : Promise.resolve();
  const name = item ? mediaAltText(item.kind, item.fileName) : '';
  return (
    <Modal
      open={item !== null}
      onClose={close}
      width="max-w-md"
      compact
      centred
      role="alertdialog"
      busy={busy}
    >
      <DialogTitle className="text-base font-semibold break-words text-slate-900">
        {removeQuestion(name)}
      </DialogTitle>
      <Description className="mt-2 text-sm text-slate-700">{words.removeExplained}</Description>
      {error ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={close} disabled={busy}>
          {words.cancel}
        </Button>
        <Button variant="danger" busy={busy} busyLabel={words.removing} onClick={() => void confirm()}>
          {words.remove}
        </Button>
      </div>
    </Modal>
  );
}
