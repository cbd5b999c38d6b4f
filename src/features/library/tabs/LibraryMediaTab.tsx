/**
 * What My library's Uploads and Videos tabs share (issue 18; spec 7.5 getlibraryuploads and getvideoposts, spec 9's
 * 12 a page): the account's own images or videos, newest first, a page at a time ("Page 1 of 2" with Previous and
 * Next, the page kept in the tab's state), with loading, empty and error states. Members who may edit the library
 * (`canEdit`) get an upload button (a file input whose visible label is the button; a file dropped anywhere on the
 * tab works too) and Remove, with a confirmation; the others see the lists only.
 *
 * A file is checked in the browser first by the domain's rules (empty, too large, not one of our types by its first
 * bytes): a refusal shows its sentence and sends nothing. A video's poster frame is captured in the browser before it
 * is sent (posterFrame.ts). The server's refusal shows its own sentence; nothing is stored then. After an upload the
 * first page is shown, where the new file is. The video player and the remove confirmation are in
 * LibraryMediaDialogs.tsx.
 */
import { useEffect, useId, useState, type DragEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { api } from '../../../api/index.ts';
import { libraryMediaCalls, libraryMediaErrorSentence } from '../../../api/libraryMedia.ts';
import { libraryMediaChanged, libraryMediaPages } from '../../../api/queries/libraryMedia.ts';
import { useQuery, type Loaded } from '../../../api/queries/useQuery.ts';
import { totalPagesOf, type LibraryPage } from '../../../domain/library.ts';
import {
  LIBRARY_IMAGE_ACCEPT,
  VIDEO_ACCEPT,
  VIDEO_SNIFF_BYTES,
  checkVideoBytes,
  durationWords,
  formatDuration,
  libraryMediaMessages as words,
  mediaAltText,
  mediaDetails,
  type LibraryMediaItem,
  type LibraryMediaKind,
} from '../../../domain/libraryMedia.ts';
import { checkImageBytes, imageCheckSentence } from '../../../domain/media.ts';
import { mediaEditorHref } from '../../../domain/postEditorWords.ts';
import { Button } from '../../../ui/Button.tsx';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { FormNotice, type FormNoticeValue } from '../../../ui/FormNotice.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { LibraryTabProps } from '../types.ts';
import { PlayDialog, RemoveDialog } from './LibraryMediaDialogs.tsx';
import { capturePosterFrame } from './posterFrame.ts';

const calls = libraryMediaCalls(api);

/** The words of each tab. */
const TAB_WORDS: Record<
  LibraryMediaKind,
  {
    upload: string;
    hint: string;
    accept: string;
    saved: string;
    loading: string;
    loadFailed: string;
    emptyTitle: string;
    emptyEditor: string;
    emptyReader: string;
    pages: string;
  }
> = {
  upload: {
    upload: words.uploadImage,
    hint: words.imageHint,
    accept: LIBRARY_IMAGE_ACCEPT,
    saved: words.imageSaved,
    loading: words.loadingUploads,
    loadFailed: words.uploadsLoadFailed,
    emptyTitle: words.uploadsEmptyTitle,
    emptyEditor: words.uploadsEmptyEditor,
    emptyReader: words.uploadsEmptyReader,
    pages: words.uploadPages,
  },
  video: {
    upload: words.uploadVideo,
    hint: words.videoHint,
    accept: VIDEO_ACCEPT,
    saved: words.videoSaved,
    loading: words.loadingVideos,
    loadFailed: words.videosLoadFailed,
    emptyTitle: words.videosEmptyTitle,
    emptyEditor: words.videosEmptyEditor,
    emptyReader: words.videosEmptyReader,
    pages: words.videoPages,
  },
};

/** The browser's checks of a chosen file: null when it may be sent, else the sentence refusing it. */
export async function refusalOf(kind: LibraryMediaKind, file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
  if (kind === 'upload') {
    const check = checkImageBytes(file.size, head);
    return check.ok ? null : imageCheckSentence(check.reason);
  }
  const check = checkVideoBytes(file.size, head);
  return check.ok ? null : words[check.reason];
}

type Work = 'idle' | 'checking' | 'preparing' | 'uploading';

export function LibraryMediaTab({ accountId, canEdit, kind }: LibraryTabProps & { kind: LibraryMediaKind }) {
  const [page, setPage] = useState(1);
  const { state, retry } = useQuery(libraryMediaPages.query(calls, kind, accountId, page));
  const [work, setWork] = useState<Work>('idle');
  const [notice, setNotice] = useState<FormNoticeValue | null>(null);
  const [playing, setPlaying] = useState<LibraryMediaItem | null>(null);
  const [removing, setRemoving] = useState<LibraryMediaItem | null>(null);
  const [dragging, setDragging] = useState(false);
  const tab = TAB_WORDS[kind];

  // A page left empty by a removal (or past the end for another reason): show the last page there is.
  const pages = state.status === 'loaded' ? totalPagesOf(state.data.rows) : null;
  useEffect(() => {
    if (pages !== null && page > pages) setPage(pages);
  }, [page, pages]);

  const take = async (file: File | undefined) => {
    if (!file || work !== 'idle') return;
    setNotice(null);
    setWork('checking');
    try {
      const refusal = await refusalOf(kind, file);
      if (refusal) {
        setNotice({ kind: 'error', text: refusal });
        return;
      }
      let poster: Blob | null = null;
      if (kind === 'video') {
        setWork('preparing');
        poster = await capturePosterFrame(file);
      }
      setWork('uploading');
      await calls.upload(accountId, file, poster);
      await libraryMediaChanged(kind, accountId);
      setPage(1);
      setNotice({ kind: 'saved', text: tab.saved });
    } catch (failure) {
      setNotice({ kind: 'error', text: libraryMediaErrorSentence(failure, words.uploadFailed, kind) });
    } finally {
      setWork('idle');
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (canEdit) void take(event.dataTransfer.files[0]);
  };

  const removed = async () => {
    setRemoving(null);
    setNotice({ kind: 'saved', text: words.removed });
    await libraryMediaChanged(kind, accountId);
  };

  return (
    <div
      className={`min-w-0 space-y-4 rounded-lg ${dragging ? 'outline-2 outline-offset-4 outline-indigo-500 outline-dashed' : ''}`}
      aria-busy={work !== 'idle' || undefined}
      onDragOver={(event) => {
        if (!canEdit) return;
        event.preventDefault();
        if (work === 'idle') setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      {canEdit ? (
        <UploadControl kind={kind} work={work} onFile={(file) => void take(file)} />
      ) : (
        <p className="text-sm text-slate-600">{words.readOnly}</p>
      )}
      <FormNotice notice={notice} />
      <LibraryMediaList
        kind={kind}
        state={state}
        page={Math.min(page, pages ?? page)}
        canEdit={canEdit}
        onPage={setPage}
        onRetry={retry}
        onPlay={setPlaying}
        onRemove={(item) => {
          setNotice(null);
          setRemoving(item);
        }}
        cropHrefOf={(item) => mediaEditorHref(accountId, item.id)}
      />
      {kind === 'video' ? <PlayDialog item={playing} onClose={() => setPlaying(null)} /> : null}
      <RemoveDialog
        accountId={accountId}
        item={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => void removed()}
      />
    </div>
  );
}

/** The upload button (a file input whose visible label is the button), its hint and its busy state. */
export function UploadControl({
  kind,
  work,
  onFile,
}: {
  kind: LibraryMediaKind;
  work: Work;
  onFile: (file: File | undefined) => void;
}) {
  const id = useId();
  const tab = TAB_WORDS[kind];
  const busy = work !== 'idle';
  const busyText = work === 'preparing' ? words.preparingVideo : words.uploading;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
      <input
        id={id}
        type="file"
        accept={tab.accept}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again is a new choice.
          event.target.value = '';
          onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          'primary',
          'md',
          `cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 ${
            busy ? 'cursor-not-allowed opacity-50' : ''
          }`,
        )}
      >
        {tab.upload}
      </label>
      <p id={`${id}-hint`} className="min-w-0 flex-1 text-sm text-slate-600">
        {tab.hint} <span className="hidden sm:inline">{words.dropHere}</span>
      </p>
      {busy ? (
        <p role="status" className="w-full text-sm text-slate-700">
          {busyText}
        </p>
      ) : null}
    </div>
  );
}

/** The list in each of its states: loading, failed, empty, a page of cards with the pager. */
export function LibraryMediaList({
  kind,
  state,
  page,
  canEdit,
  onPage,
  onRetry,
  onPlay,
  onRemove,
  cropHrefOf,
}: {
  kind: LibraryMediaKind;
  state: Loaded<LibraryPage<LibraryMediaItem>>;
  page: number;
  canEdit: boolean;
  onPage: (page: number) => void;
  onRetry: () => void;
  onPlay: (item: LibraryMediaItem) => void;
  onRemove: (item: LibraryMediaItem) => void;
  /** The media editor of an uploaded image (issue 19), for members who may edit. */
  cropHrefOf?: (item: LibraryMediaItem) => string;
}) {
  const tab = TAB_WORDS[kind];
  if (state.status === 'loading') {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{tab.loading}</span>
        <MediaGrid>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="mt-2 h-4 w-2/3" />
            </li>
          ))}
        </MediaGrid>
      </div>
    );
  }
  if (state.status === 'failed') {
    return <ErrorWithRetry message={`${tab.loadFailed} ${state.message}`} onRetry={onRetry} />;
  }
  const { items, rows } = state.data;
  if (rows === 0) {
    return <EmptyState title={tab.emptyTitle}>{canEdit ? tab.emptyEditor : tab.emptyReader}</EmptyState>;
  }
  return (
    <>
      <MediaGrid>
        {items.map((item) => (
          <MediaCard
            key={item.id}
            item={item}
            onPlay={kind === 'video' ? () => onPlay(item) : undefined}
            onRemove={canEdit ? () => onRemove(item) : undefined}
            cropHref={canEdit && kind === 'upload' && cropHrefOf ? cropHrefOf(item) : undefined}
          />
        ))}
      </MediaGrid>
      <Pager label={tab.pages} page={page} pages={totalPagesOf(rows)} onPage={onPage} />
    </>
  );
}

function MediaGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">{children}</ul>;
}

/** One upload or video: its picture (a video's plays in a dialog), name, size, and Remove for editors. */
export function MediaCard({
  item,
  onPlay,
  onRemove,
  cropHref,
}: {
  item: LibraryMediaItem;
  onPlay?: () => void;
  onRemove?: () => void;
  /** The media editor (crop for a network), for uploaded images. */
  cropHref?: string;
}) {
  const name = mediaAltText(item.kind, item.fileName);
  const picture = (
    <img
      src={item.thumbnailUrl}
      alt={name}
      width={256}
      height={256}
      loading="lazy"
      className="aspect-square w-full bg-slate-100 object-cover"
    />
  );
  const frame =
    'relative block w-full overflow-hidden rounded-t-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500';
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      {onPlay ? (
        <button type="button" className={frame} onClick={onPlay}>
          {/* Named "Play {file name} {duration}": the visible duration is part of the name. */}
          <span className="sr-only">{words.play} </span>
          {picture}
          <span className="absolute right-1.5 bottom-1.5 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
            {formatDuration(item.durationMs ?? 0)}
          </span>
        </button>
      ) : (
        <a href={item.url} target="_blank" rel="noreferrer" className={frame}>
          {picture}
        </a>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-2">
        <p className="truncate text-sm font-medium text-slate-900" title={name}>
          {name}
        </p>
        <p className="text-xs text-slate-600">
          {item.durationMs !== null ? (
            <>
              <span className="sr-only">{durationWords(item.durationMs)}, </span>
              <span aria-hidden="true">{formatDuration(item.durationMs)} · </span>
            </>
          ) : null}
          {mediaDetails(item)}
        </p>
        {onRemove || cropHref ? (
          <div className="mt-auto flex flex-wrap gap-2">
            {cropHref ? (
              <Link href={cropHref} className={buttonClass('secondary', 'sm')}>
                {words.crop}
                <span className="sr-only"> {name}</span>
              </Link>
            ) : null}
            {onRemove ? (
              <Button variant="secondary" size="sm" onClick={onRemove}>
                {words.remove}
                <span className="sr-only"> {name}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
