/**
 * My library's uploads and videos (issue 18; src/contract/libraryMedia.ts): a page of either list (spec 7.5
 * getlibraryuploads, getvideoposts), an upload sent as multipart/form-data (the file, a video's poster frame, the
 * account in the form) and a removal, through the one API client; answers turned into the domain's shape.
 */
import {
  LIBRARY_MEDIA_PATHS,
  LIBRARY_UPLOAD_FIELDS,
  deleteLibraryMediaResponse,
  libraryMediaItemResponse,
  libraryMediaPageResponse,
  type LibraryMediaWire,
} from '../contract/libraryMedia.ts';
import type { CropBox, CropShapeId } from '../domain/mediaCrop.ts';
import type { LibraryPage } from '../domain/library.ts';
import {
  libraryMediaMessages,
  type LibraryMediaItem,
  type LibraryMediaKind,
} from '../domain/libraryMedia.ts';
import { mediaMessages } from '../domain/media.ts';
import { ApiError, dataOf, type ApiClient } from './client.ts';

export const libraryMediaItemOf = (wire: LibraryMediaWire): LibraryMediaItem => ({
  id: wire.id,
  kind: wire.kind,
  url: wire.url,
  thumbnailUrl: wire.thumbnail_url,
  contentType: wire.content_type,
  width: wire.width,
  height: wire.height,
  byteSize: wire.byte_size,
  fileName: wire.file_name,
  durationMs: wire.duration_ms,
  createdAt: wire.created_at,
  uploadedBy: wire.uploaded_by,
});

const LIST_PATHS: Record<LibraryMediaKind, string> = {
  upload: LIBRARY_MEDIA_PATHS.uploads,
  video: LIBRARY_MEDIA_PATHS.videos,
};

export function libraryMediaCalls(api: ApiClient) {
  return {
    /** POST /auth/getlibraryuploads or /auth/getvideoposts {page, account_id}: one page and the total. */
    async page(
      kind: LibraryMediaKind,
      accountId: number,
      page: number,
    ): Promise<LibraryPage<LibraryMediaItem>> {
      const path = LIST_PATHS[kind];
      const answer = await api.call(libraryMediaPageResponse, path, {
        body: { page, account_id: accountId },
      });
      const items = dataOf(path, answer).map(libraryMediaItemOf);
      return { items, rows: answer.rows ?? items.length };
    },
    /** POST /auth/uploadLibraryMedia: the file (and a video's poster frame, when the browser captured one). */
    async upload(accountId: number, file: File, poster: Blob | null = null): Promise<LibraryMediaItem> {
      const form = new FormData();
      form.append(LIBRARY_UPLOAD_FIELDS.file, file, file.name);
      if (poster) form.append(LIBRARY_UPLOAD_FIELDS.poster, poster, 'poster.jpg');
      form.append(LIBRARY_UPLOAD_FIELDS.accountId, String(accountId));
      const path = LIBRARY_MEDIA_PATHS.upload;
      return libraryMediaItemOf(dataOf(path, await api.call(libraryMediaItemResponse, path, { body: form })));
    },
    /**
     * POST /auth/cropLibraryMedia: `box` (the stored image's pixels) of upload `id` cut to `shape` and kept as a new
     * upload (issue 19's media editor); answers the new item.
     */
    async crop(accountId: number, id: string, shape: CropShapeId, box: CropBox): Promise<LibraryMediaItem> {
      const path = LIBRARY_MEDIA_PATHS.crop;
      const body = { account_id: accountId, id, shape, crop: { ...box } };
      return libraryMediaItemOf(dataOf(path, await api.call(libraryMediaItemResponse, path, { body })));
    },
    /** POST /auth/deleteLibraryMedia {account_id, id}. */
    async remove(accountId: number, id: string): Promise<void> {
      const path = LIBRARY_MEDIA_PATHS.remove;
      dataOf(path, await api.call(deleteLibraryMediaResponse, path, { body: { account_id: accountId, id } }));
    },
  };
}
export type LibraryMediaCalls = ReturnType<typeof libraryMediaCalls>;

/**
 * The sentence of a failed upload or removal: the server's own for a refusal (its sentences are the domain's), the
 * size sentence of `kind` for a 413 without one of ours (a proxy's), the session's when it timed out, else
 * `fallback`.
 */
export function libraryMediaErrorSentence(error: unknown, fallback: string, kind: LibraryMediaKind): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === 'sessionTimeout') return error.message;
  if (error.kind !== 'http' || error.status === null) return fallback;
  if (error.status === 413 && error.field === null) {
    return kind === 'video' ? libraryMediaMessages.videoTooLarge : mediaMessages.tooLarge;
  }
  return error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : fallback;
}
