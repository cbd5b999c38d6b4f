/**
 * Choosing an image for a design (issue 19: "images from uploads and the library"): the account's uploads a page at
 * a time (My library's Uploads, through the same cached pages), and an upload of a new one from this device, which
 * joins the list and is placed at once.
 */
import { useRef, useState } from 'react';
import { api } from '../../api/index.ts';
import { libraryMediaCalls } from '../../api/libraryMedia.ts';
import { libraryMediaChanged, libraryMediaPages } from '../../api/queries/libraryMedia.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { designMessages } from '../../domain/design.ts';
import { totalPagesOf } from '../../domain/library.ts';
import type { LibraryMediaItem } from '../../domain/libraryMedia.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

const media = libraryMediaCalls(api);

export function ImagePickerDialog({
  open,
  accountId,
  onClose,
  onPick,
}: {
  open: boolean;
  accountId: number;
  onClose: () => void;
  onPick: (src: string, size: { width: number; height: number }) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} width="max-w-2xl">
      {open ? <Picker accountId={accountId} onClose={onClose} onPick={onPick} /> : null}
    </Modal>
  );
}

function Picker({
  accountId,
  onClose,
  onPick,
}: {
  accountId: number;
  onClose: () => void;
  onPick: (src: string, size: { width: number; height: number }) => void;
}) {
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, retry } = useQuery(libraryMediaPages.query(media, 'upload', accountId, page));
  const pick = (item: LibraryMediaItem) => onPick(item.url, { width: item.width, height: item.height });

  const upload = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      const item = await media.upload(accountId, file);
      await libraryMediaChanged('upload', accountId);
      pick(item);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : designMessages.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{designMessages.pickImageTitle}</h2>
          <p className="text-sm text-slate-700">{designMessages.pickImageIntro}</p>
        </div>
        <Button variant="secondary" onClick={onClose}>
          {designMessages.close}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          aria-label={designMessages.uploadImage}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          busy={uploading}
          busyLabel={designMessages.uploading}
          onClick={() => fileInput.current?.click()}
        >
          {designMessages.uploadImage}
        </Button>
        {uploadError ? (
          <p role="alert" className="text-sm text-red-700">
            {uploadError}
          </p>
        ) : null}
      </div>
      {state.status === 'loading' ? <Skeleton className="h-48 w-full" /> : null}
      {state.status === 'failed' ? <ErrorWithRetry message={state.message} onRetry={retry} /> : null}
      {state.status === 'loaded' && state.data.items.length === 0 ? (
        <EmptyState title={designMessages.noUploadsTitle}>{designMessages.noUploads}</EmptyState>
      ) : null}
      {state.status === 'loaded' && state.data.items.length > 0 ? (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={designMessages.pickImageTitle}>
            {state.data.items
              .filter((item) => item.kind === 'upload')
              .map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => pick(item)}
                    className="block w-full overflow-hidden rounded-md border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700"
                  >
                    <img
                      src={item.thumbnailUrl}
                      alt={designMessages.useImage(item.fileName ?? designMessages.anUpload)}
                      className="aspect-square w-full object-cover"
                      loading="lazy"
                    />
                  </button>
                </li>
              ))}
          </ul>
          <Pager
            page={page}
            pages={totalPagesOf(state.data.rows)}
            onPage={setPage}
            label={designMessages.uploadPages}
          />
        </>
      ) : null}
    </div>
  );
}
