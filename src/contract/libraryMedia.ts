/**
 * My library's uploads and videos (issue 18; spec 7.5, spec 9; server src/server/routes/libraryMedia.ts, rules and
 * sentences src/domain/libraryMedia.ts), all on one account:
 *
 * - POST /auth/uploadLibraryMedia (ours; 'posts.write'): multipart/form-data with the file in `file` (an image: PNG,
 *   JPEG, WebP or GIF up to 10 MB, re-encoded like a logo; or a video: MP4 or WebM up to VIDEO_MAX_BYTES, stored as
 *   sent), for a video an optional `poster` (the frame the browser captured, any of our image types), and the account
 *   in the `account_id` field or the `account_Id` header. Answers the stored item. A refusal answers the domain's
 *   sentence at `file` (or `poster`): 415 wrong type or not multipart, 413 too large, 400 empty, damaged, no file.
 * - POST /auth/getlibraryuploads and POST /auth/getvideoposts {page, account_id} (spec 7.5; 'account.view'): the
 *   account's images or videos, newest first, LIBRARY_PAGE_SIZE (12) a page; `rows` is how many there are in all
 *   (spec 9: total pages = rows / 12 rounded up). `page` is a positive whole number, 1 when absent.
 * - POST /auth/deleteLibraryMedia {account_id, id} (ours; 'posts.write'): removes one of the account's items; 404
 *   when it has no such item, 409 while a post that is not published yet uses it.
 * - POST /auth/cropLibraryMedia {account_id, id, shape, crop: {x, y, width, height}} (ours, issue 19's media editor;
 *   'posts.write'): cuts `crop` (whole pixels of the stored image, as `width`/`height` describe it) out of one of the
 *   account's image uploads, resizes it to the shape's size (never enlarged, src/domain/mediaCrop.ts) and stores it
 *   as a NEW upload of the account (the original stays), named `<original name>-<shape>.png|jpg`. Answers the new
 *   item as an upload does. Refusals: `cropMessages`.
 *
 * Each item is served at `url` (`/api/media/{id}`, byte ranges for a video's seeking) and `thumbnail_url` (a WebP of
 * at most 256 px: the image, or a video's poster frame).
 */
import * as v from 'valibot';
import { LIBRARY_PAGE_SIZE } from '../domain/library.ts';
import { LIBRARY_MEDIA_KINDS } from '../domain/libraryMedia.ts';
import { CROP_SHAPE_IDS, cropText } from '../domain/mediaCrop.ts';
import { envelope } from './envelope.ts';
import { MAX_PAGE, idField, wholeNumberField } from './fields.ts';
import { mediaIdField } from './media.ts';

export { LIBRARY_PAGE_SIZE };

/** The routes, as the SPA calls them (the client adds API_BASE). */
export const LIBRARY_MEDIA_PATHS = {
  upload: '/auth/uploadLibraryMedia',
  uploads: '/auth/getlibraryuploads',
  videos: '/auth/getvideoposts',
  remove: '/auth/deleteLibraryMedia',
  crop: '/auth/cropLibraryMedia',
} as const;

/** The multipart fields of an upload. */
export const LIBRARY_UPLOAD_FIELDS = { file: 'file', poster: 'poster', accountId: 'account_id' } as const;

export const libraryMediaWire = v.object({
  id: v.string(),
  kind: v.picklist(LIBRARY_MEDIA_KINDS),
  url: v.string(),
  thumbnail_url: v.string(),
  content_type: v.string(),
  width: v.number(),
  height: v.number(),
  byte_size: v.number(),
  /** The name it was uploaded under (null when it had none). */
  file_name: v.nullable(v.string()),
  /** A video's length in milliseconds; null for an image. */
  duration_ms: v.nullable(v.number()),
  /** ISO 8601. */
  created_at: v.string(),
  /** Who uploaded it; null once that person is gone. */
  uploaded_by: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
export type LibraryMediaWire = v.InferOutput<typeof libraryMediaWire>;

/** A page of uploads or videos: `rows` is how many there are in all. */
export const libraryMediaPageResponse = envelope(v.array(libraryMediaWire));
export type LibraryMediaPageAnswer = v.InferOutput<typeof libraryMediaPageResponse>;

/** An upload's answer: the item as stored. */
export const libraryMediaItemResponse = envelope(libraryMediaWire);

/** A page number: a positive whole number (1 first), at most MAX_PAGE; absent: 1. */
export const libraryPageField = v.optional(wholeNumberField('page', 1, MAX_PAGE), 1);

/** POST /auth/getlibraryuploads and /auth/getvideoposts. */
export const libraryMediaPageRequest = v.object({
  page: libraryPageField,
  account_id: idField('account_id'),
});
export type LibraryMediaPageRequest = v.InferOutput<typeof libraryMediaPageRequest>;

/** POST /auth/deleteLibraryMedia. */
export const deleteLibraryMediaRequest = v.object({
  account_id: idField('account_id'),
  id: mediaIdField,
});

export const deleteLibraryMediaResponse = envelope(v.object({ id: v.string(), deleted: v.literal(true) }));

/** The page size of both lists (spec 9). */
export const LIBRARY_MEDIA_PAGE_SIZE = LIBRARY_PAGE_SIZE;

/** The sentences of POST /auth/cropLibraryMedia's refusals (the page shows them as they are). */
export const cropMessages = {
  /** 404 at `id`: not an upload of this account (unknown, removed, another account's, a logo). */
  notFound: cropText.notAnUpload,
  /** 400 at `id`: one of the account's videos. */
  video: cropText.video,
  /** 400 at `crop`: not inside the stored image, or a side under MIN_CROP_SIDE. */
  cropOutside: cropText.cropOutside,
  /** 400 at `crop`: not of the shape's proportions (1 pixel of rounding allowed on either side). */
  wrongProportions: 'The crop must have the proportions of the chosen shape.',
  /** 400 at `shape` (prefixed `shape: ` like every field of the body). */
  badShape: `shape must be one of ${CROP_SHAPE_IDS.join(', ')}`,
  /** 400 at `id`: the stored image could not be decoded or the crop could not be stored. */
  unreadable: 'This image could not be read to crop it. Upload it again, then crop the new copy.',
  /** A side of `crop` that is not a whole number (prefixed with the field, e.g. `crop.x: `). */
  wholePixels: (side: string) => `crop.${side} must be a whole number of pixels`,
} as const;

const cropSide = (side: 'x' | 'y' | 'width' | 'height') =>
  v.pipe(v.number(cropMessages.wholePixels(side)), v.integer(cropMessages.wholePixels(side)));

/**
 * POST /auth/cropLibraryMedia. `crop` is in the pixels of the stored image (the item's `width` × `height`); whether
 * it lies inside the image is the server's check (`isCropInside`), with `cropMessages.cropOutside`.
 */
export const cropLibraryMediaRequest = v.object({
  account_id: idField('account_id'),
  id: mediaIdField,
  shape: v.picklist(CROP_SHAPE_IDS, cropMessages.badShape),
  crop: v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'crop must be an object {x, y, width, height}',
    ),
    // Without a message of its own: a missing side reads `crop.x: crop.x is required` (http.ts).
    v.object({ x: cropSide('x'), y: cropSide('y'), width: cropSide('width'), height: cropSide('height') }),
  ),
});
export type CropLibraryMediaRequest = v.InferInput<typeof cropLibraryMediaRequest>;

/** The crop's answer: the new upload, as an upload answers it. */
export const cropLibraryMediaResponse = libraryMediaItemResponse;
