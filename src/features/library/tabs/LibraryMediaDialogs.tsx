/**
 * The two dialogs of My library's Uploads and Videos tabs (LibraryMediaTab.tsx, issue 18): a video playing with the
 * browser's controls (seeking asks the server for byte ranges), and "Remove …?" with Cancel and Remove, which sends
 * the removal and shows the server's refusal (a post that is not published yet still uses the file) in the dialog.
 */
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
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
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
    <ConfirmDialog
      open={item !== null}
      onClose={close}
      busy={busy}
      title={removeQuestion(name)}
      explanation={words.removeExplained}
      error={error}
      cancelLabel={words.cancel}
      confirmLabel={words.remove}
      busyLabel={words.removing}
      onConfirm={() => void confirm()}
    />
  );
}
