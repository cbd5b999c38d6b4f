/**
 * My library's Uploads and Videos tabs as they render (src/features/library/tabs/LibraryMediaTab.tsx, issue 18),
 * drawn to static markup in each state: loading, failed, empty (for an editor and for a reader), a page of cards
 * with the pager, videos with their duration and a Play button, and the upload button only for editors. The
 * browser's checks before sending are checked on real File objects.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Loaded } from '../../src/api/queries/useQuery.ts';
import type { LibraryPage } from '../../src/domain/library.ts';
import {
  VIDEO_MAX_BYTES,
  libraryMediaMessages as words,
  type LibraryMediaItem,
  type LibraryMediaKind,
} from '../../src/domain/libraryMedia.ts';
import { MEDIA_MAX_BYTES, mediaMessages } from '../../src/domain/media.ts';
import {
  LibraryMediaList,
  UploadControl,
  refusalOf,
} from '../../src/features/library/tabs/LibraryMediaTab.tsx';
import { REAL_MP4, REAL_WEBM } from './server/videoFixtures.ts';

const item = (n: number, kind: LibraryMediaKind = 'upload'): LibraryMediaItem => ({
  id: `id${String(n).padStart(20, '0')}`,
  kind,
  url: `/api/media/id${n}`,
  thumbnailUrl: `/api/media/id${n}/thumbnail`,
  contentType: kind === 'video' ? 'video/mp4' : 'image/png',
  width: 1080,
  height: 1080,
  byteSize: 84 * 1024,
  fileName: n === 0 ? null : `file ${n}.${kind === 'video' ? 'mp4' : 'png'}`,
  durationMs: kind === 'video' ? 65_000 : null,
  createdAt: '2026-11-27T10:00:00.000Z',
  uploadedBy: { id: 1, name: 'Olivia Owner' },
});

function list(
  kind: LibraryMediaKind,
  state: Loaded<LibraryPage<LibraryMediaItem>>,
  { page = 1, canEdit = true } = {},
): string {
  const nothing = () => undefined;
  return renderToStaticMarkup(
    <LibraryMediaList
      kind={kind}
      state={state}
      page={page}
      canEdit={canEdit}
      onPage={nothing}
      onRetry={nothing}
      onPlay={nothing}
      onRemove={nothing}
    />,
  );
}

const loaded = (items: LibraryMediaItem[], rows = items.length) =>
  ({ status: 'loaded', data: { items, rows } }) as const;

describe('the list of uploads', () => {
  it('shows a busy placeholder while loading, named for screen readers', () => {
    const html = list('upload', { status: 'loading' });
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(words.loadingUploads);
  });

  it('shows the failure with Try again', () => {
    const html = list('upload', { status: 'failed', message: 'Network error: unable to reach the server.' });
    expect(html).toContain('role="alert"');
    expect(html).toContain(`${words.uploadsLoadFailed} Network error`);
    expect(html).toContain('Try again');
  });

  it('says what to do when empty: editors upload, readers are told who can', () => {
    const editor = list('upload', loaded([]));
    expect(editor).toContain(words.uploadsEmptyTitle);
    expect(editor).toContain(words.uploadsEmptyEditor);
    const reader = list('upload', loaded([]), { canEdit: false });
    expect(reader).toContain(words.uploadsEmptyReader);
    expect(list('video', loaded([]))).toContain(words.videosEmptyTitle);
  });

  it('shows a page of cards: the picture named by its file name, size and shape, Remove, and the pager', () => {
    const items = Array.from({ length: 12 }, (_, index) => item(index + 1));
    const html = list('upload', loaded(items, 13));
    expect(html.match(/<li/g)).toHaveLength(12);
    expect(html).toContain('alt="file 1.png"');
    expect(html).toContain('src="/api/media/id1/thumbnail"');
    expect(html).toContain('84 KB · 1080 × 1080');
    expect(html.match(/>Remove<span class="sr-only"> file \d+\.png<\/span>/g)).toHaveLength(12);
    expect(html).toContain('>Page 1 of 2<');
    expect(html).toContain('aria-label="Upload pages"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Next/);
  });

  it('names an upload without a name by what it is; a reader gets no Remove; one page has no pager', () => {
    const html = list('upload', loaded([item(0)]), { canEdit: false });
    expect(html).toContain(`alt="${words.untitledImage}"`);
    expect(html).not.toContain('Remove');
    expect(html).not.toContain('Page 1');
  });
});

describe('the list of videos', () => {
  it('shows each poster with its duration, in a button named Play, the file name and the duration', () => {
    const html = list('video', loaded([item(1, 'video')]));
    expect(html).toContain('alt="file 1.mp4"');
    expect(html).toMatch(
      /<button type="button"[^>]*><span class="sr-only">Play <\/span><img[^>]*alt="file 1.mp4"[^>]*\/><span[^>]*>1:05<\/span><\/button>/,
    );
    expect(html).toContain('1:05');
    expect(html).toContain('<span class="sr-only">1 minute 5 seconds, </span>');
  });
});

describe('the upload control', () => {
  it('is a file input whose label is the button, described by the hint', () => {
    const html = renderToStaticMarkup(<UploadControl kind="upload" work="idle" onFile={() => undefined} />);
    expect(html).toMatch(
      /<input id="([^"]+)" type="file" accept="image\/png[^"]*" aria-describedby="\1-hint"/,
    );
    expect(html).toContain(`>${words.uploadImage}</label>`);
    expect(html).toContain(words.imageHint);
    expect(html).not.toContain('role="status"');
    const video = renderToStaticMarkup(
      <UploadControl kind="video" work="preparing" onFile={() => undefined} />,
    );
    expect(video).toContain('accept="video/mp4,video/webm,.mp4,.m4v,.webm"');
    expect(video).toContain('disabled=""');
    expect(video).toContain(`role="status" class="w-full text-sm text-slate-700">${words.preparingVideo}`);
  });
});

describe('the checks before anything is sent', () => {
  const file = (bytes: Uint8Array, name: string, type = '') =>
    new File([new Uint8Array(bytes)], name, { type });

  it('refuses a non-image in Uploads and a non-video in Videos with the sentence', async () => {
    const text = new TextEncoder().encode('just some notes');
    expect(await refusalOf('upload', file(text, 'notes.png', 'image/png'))).toBe(mediaMessages.wrongType);
    expect(await refusalOf('video', file(text, 'notes.mp4', 'video/mp4'))).toBe(words.videoWrongType);
    expect(await refusalOf('upload', file(REAL_MP4, 'clip.mp4'))).toBe(mediaMessages.wrongType);
    expect(await refusalOf('video', file(new Uint8Array(), 'empty.webm'))).toBe(words.videoEmpty);
  });

  it('refuses files over the limits and lets good ones through', async () => {
    const bigImage = new Uint8Array(MEDIA_MAX_BYTES + 1);
    bigImage.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await refusalOf('upload', file(bigImage, 'big.png'))).toBe(mediaMessages.tooLarge);
    const bigVideo = new Uint8Array(VIDEO_MAX_BYTES + 1);
    bigVideo.set(REAL_MP4.subarray(0, 64));
    expect(await refusalOf('video', file(bigVideo, 'big.mp4'))).toBe(words.videoTooLarge);
    expect(await refusalOf('video', file(REAL_MP4, 'clip.mp4'))).toBeNull();
    expect(await refusalOf('video', file(REAL_WEBM, 'clip.webm'))).toBeNull();
  });
});
