/**
 * My library's uploads and videos (issue 18; contract src/contract/libraryMedia.ts, rules and sentences
 * src/domain/libraryMedia.ts, store src/server/media.ts):
 * - POST /auth/uploadLibraryMedia ('posts.write'): multipart, the file in `file`, a video's captured frame in
 *   `poster`, the account in the `account_id` field or the `account_Id`/`accountId` header (one of them is required,
 *   like the logo's account: an upload never lands on a default account). An image (its first bytes say PNG, JPEG,
 *   WebP or GIF) is checked and re-encoded like a logo and stored as an 'upload'; a video (MP4 or WebM) is checked
 *   by its container and stored as sent, with its duration, as a 'video'. Rate-limited per person.
 * - POST /auth/getlibraryuploads, POST /auth/getvideoposts {page, account_id} ('account.view', spec 7.5): one page
 *   of LIBRARY_PAGE_SIZE items, newest first, `rows` the total (spec 9).
 * - POST /auth/deleteLibraryMedia {account_id, id} ('posts.write'): removes an item of that account (404 for any
 *   other id, whoever's it is), unless a post of the account that is not published yet lists it (409).
 * - POST /auth/cropLibraryMedia {account_id, id, shape, crop} ('posts.write'; issue 19's media editor): one of the
 *   account's image uploads (404 for any other id, 400 for a video), the crop checked against its stored size (400
 *   at `crop`), cut and resized by ../mediaCrop.ts and stored as a new upload of the account by the member; the
 *   original stays. Counts as an upload for the rate limit (it decodes and encodes an image too).
 * The files are served by routes/media.ts (GET /media/:id with byte ranges, /media/:id/thumbnail).
 *
 * The body: an upload's may be LIBRARY_MAX_BODY_BYTES (a video, its poster and the multipart framing); app.ts skips
 * its 1 MB limit for this path (`exceptLibraryUploads`) and runs `libraryUploadForm` between the session check and
 * the account check, so the account named in the form is checked like one named in a JSON body. A refusal answers a
 * sentence of the domain at `file` (or `poster`): 415 not multipart or not one of our types, 413 too large, 400 an
 * empty, damaged or cut-short file, a video without a duration or a picture, a missing file; never a 500, and
 * nothing is stored.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { API_BASE } from '../../contract/envelope.ts';
import {
  LIBRARY_MEDIA_PATHS,
  LIBRARY_UPLOAD_FIELDS,
  cropLibraryMediaRequest,
  cropMessages,
  deleteLibraryMediaRequest,
  libraryMediaPageRequest,
  type LibraryMediaWire,
} from '../../contract/libraryMedia.ts';
import { mediaUrl, thumbnailUrlOf } from '../../contract/media.ts';
import { LIBRARY_PAGE_SIZE } from '../../domain/library.ts';
import {
  VIDEO_MAX_BYTES,
  VIDEO_SNIFF_BYTES,
  displayFileName,
  libraryMediaMessages,
  sniffVideoType,
  type LibraryMediaKind,
} from '../../domain/libraryMedia.ts';
import { MEDIA_MAX_BYTES, mediaMessages, sniffImageType } from '../../domain/media.ts';
import { bodyLimit } from '../bodyLimit.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, badField, errorBody, ok, paged, parseBody } from '../http.ts';
import {
  databaseMediaStore,
  processImage,
  type ImageRefusal,
  type LibraryItem,
  type MediaItem,
  type MediaStore,
  type ProcessedImage,
  type ProcessedVideo,
  type VideoRefusal,
} from '../media.ts';
import { processVideo } from '../mediaVideo.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { cropBoxRefusal, cropImage, croppedFileName, isImageType } from '../mediaCrop.ts';
import { RATE_LIMITS, spendAttempt, type RateLimiter } from '../rateLimit.ts';

/** The largest upload body: a video, a poster frame and room for the multipart framing. */
export const LIBRARY_MAX_BODY_BYTES = VIDEO_MAX_BYTES + MEDIA_MAX_BYTES + 64 * 1024;

/**
 * Library uploads per person per 15 minutes: twice a logo's (routes/media.ts), since a library is filled in batches;
 * still a bound on the decoding and encoding each image costs.
 */
export const LIBRARY_UPLOADS_PER_QUARTER_HOUR = RATE_LIMITS.libraryUploadsPerUser.limit;

export const LIBRARY_UPLOAD_PATH = `${API_BASE}${LIBRARY_MEDIA_PATHS.upload}`;

/** Whether a request is a library upload, which has its own body limit instead of app.ts's. */
export function isLibraryUpload(method: string, path: string): boolean {
  return method === 'POST' && path === LIBRARY_UPLOAD_PATH;
}

/** `middleware` on every request but a library upload (app.ts: the 1 MB body limit). */
export function exceptLibraryUploads(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (isLibraryUpload(c.req.method, c.req.path) ? next() : middleware(c, next));
}

const { file: FILE_FIELD, poster: POSTER_FIELD, accountId: ACCOUNT_FIELD } = LIBRARY_UPLOAD_FIELDS;

/** A refusal of the upload, at `field`. */
const refuse = (c: Context<AppEnv>, status: 400 | 413 | 415, sentence: string, field: string = FILE_FIELD) =>
  c.json(errorBody(status, sentence, field), status);

const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The form of each upload request, read by `libraryUploadForm` before the account check. */
const forms = new WeakMap<Request, FormData>();

/**
 * On POST /auth/uploadLibraryMedia, after the session check and before the account check (app.ts): the upload's
 * body limit (413 with the domain's sentence), then the form, read once; its `account_id` field is what
 * accountScope checks (with the headers), as a JSON body's would be. A body that is not multipart names the account
 * by its headers alone, and the route refuses it (415).
 */
export function libraryUploadForm(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit(LIBRARY_MAX_BODY_BYTES);
  return async (c, next) => {
    const answered = await limit(c, async () => {
      if (!isMultipart(c)) {
        c.set('jsonBody', {});
        return next();
      }
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        c.res = refuse(c, 400, libraryMediaMessages.badForm);
        return;
      }
      forms.set(c.req.raw, form);
      const named = form.get(ACCOUNT_FIELD);
      c.set('jsonBody', named === null ? {} : { account_id: named });
      return next();
    });
    if (answered instanceof Response && answered.status === 413) {
      return refuse(c, 413, libraryMediaMessages.tooLarge);
    }
    return answered;
  };
}

const IMAGE_STATUS: Record<ImageRefusal, 400 | 413 | 415> = {
  empty: 400,
  tooLarge: 413,
  wrongType: 415,
  unreadable: 400,
  tooManyPixels: 400,
};

const VIDEO_STATUS: Record<VideoRefusal, 400 | 413 | 415> = {
  videoEmpty: 400,
  videoTooLarge: 413,
  videoWrongType: 415,
  videoUnreadable: 400,
  videoNoDuration: 400,
  videoNoPicture: 400,
  posterUnreadable: 400,
};

type Upload =
  | { kind: 'upload'; file: ProcessedImage; name: string }
  | { kind: 'video'; file: ProcessedVideo; name: string };

/** The file of an upload, processed; or the answer refusing it. */
async function readUpload(c: Context<AppEnv>): Promise<Upload | { refused: Response }> {
  const form = forms.get(c.req.raw);
  if (!isMultipart(c) || !form) return { refused: refuse(c, 415, libraryMediaMessages.notMultipart) };
  const file = form.get(FILE_FIELD);
  if (file === null || typeof file === 'string')
    return { refused: refuse(c, 400, libraryMediaMessages.noFile) };
  if (file.size === 0) return { refused: refuse(c, 400, libraryMediaMessages.empty) };
  const head = new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
  if (sniffImageType(head) !== null) {
    if (file.size > MEDIA_MAX_BYTES) return { refused: refuse(c, 413, mediaMessages.tooLarge) };
    const image = await processImage(new Uint8Array(await file.arrayBuffer()));
    if ('refused' in image) {
      return { refused: refuse(c, IMAGE_STATUS[image.refused], mediaMessages[image.refused]) };
    }
    return { kind: 'upload', file: image, name: file.name };
  }
  if (sniffVideoType(head) !== null) {
    if (file.size > VIDEO_MAX_BYTES) return { refused: refuse(c, 413, libraryMediaMessages.videoTooLarge) };
    const poster = form.get(POSTER_FIELD);
    if (typeof poster === 'string' && poster !== '') {
      return { refused: refuse(c, 400, libraryMediaMessages.posterUnreadable, POSTER_FIELD) };
    }
    // No poster, or an empty one: the browser could not capture a frame (the store draws a placeholder).
    const frame =
      poster instanceof File && poster.size > 0 ? new Uint8Array(await poster.arrayBuffer()) : null;
    const video = await processVideo(new Uint8Array(await file.arrayBuffer()), frame);
    if ('refused' in video) {
      const field = video.refused === 'posterUnreadable' ? POSTER_FIELD : FILE_FIELD;
      return {
        refused: refuse(c, VIDEO_STATUS[video.refused], libraryMediaMessages[video.refused], field),
      };
    }
    return { kind: 'video', file: video, name: file.name };
  }
  return { refused: refuse(c, 415, libraryMediaMessages.wrongType) };
}

/** An item as the library answers it. */
export function libraryItemWire(
  item: MediaItem,
  uploader: { id: number; name: string } | null,
): LibraryMediaWire {
  const url = mediaUrl(item.id);
  return {
    id: item.id,
    kind: item.kind as LibraryMediaKind,
    url,
    thumbnail_url: thumbnailUrlOf(url),
    content_type: item.contentType,
    width: item.width,
    height: item.height,
    byte_size: item.byteSize,
    file_name: item.fileName,
    duration_ms: item.durationMs,
    created_at: item.createdAt.toISOString(),
    uploaded_by: uploader,
  };
}

const listedWire = (item: LibraryItem) =>
  libraryItemWire(
    item,
    item.uploadedBy === null ? null : { id: item.uploadedBy, name: item.uploaderName ?? '' },
  );

async function nameOf(db: Db, userId: number): Promise<string> {
  const rows = await db.query<{ name: string }>(
    `select trim(concat_ws(' ', first_name, last_name)) as name from users where id = $1`,
    [userId],
  );
  return rows[0]?.name ?? '';
}

export function libraryMediaRoutes(
  { db, clock, log, limits }: { db: Db; clock: Clock; log: Logger; limits: RateLimiter },
  store: MediaStore = databaseMediaStore(db),
) {
  const routes = new Hono<AppEnv>();
  /** The 429 answer when `userId` has uploaded (or cropped) too much lately; else counts this one and is null. */
  const rateLimited = (c: Context<AppEnv>, userId: number) =>
    spendAttempt(c, [[limits.libraryUploadsPerUser, String(userId)]], libraryMediaMessages.tooManyUploads);

  routes.post(LIBRARY_MEDIA_PATHS.upload, async (c) => {
    const accountId = c.get('accountId');
    if (accountId === null) {
      throw badField(ACCOUNT_FIELD, 'account_id is required (the account_id field or the account_Id header)');
    }
    const userId = c.get('session').userId;
    const limited = await rateLimited(c, userId);
    if (limited) return limited;
    const upload = await readUpload(c);
    if ('refused' in upload) return upload.refused;
    const item = await store.put({
      owner: { kind: upload.kind, accountId },
      uploadedBy: userId,
      image: upload.file,
      createdAt: clock.now(),
      fileName: displayFileName(upload.name),
    });
    log.info(
      `library: user #${userId} uploaded ${upload.kind} ${item.id} (${item.byteSize} bytes) for account #${accountId}`,
    );
    return ok(c, libraryItemWire(item, { id: userId, name: await nameOf(db, userId) }));
  });

  const list = (kind: LibraryMediaKind) => async (c: Context<AppEnv>) => {
    const body = await parseBody(c, libraryMediaPageRequest);
    const { items, total } = await store.listLibrary(body.account_id, kind, {
      limit: LIBRARY_PAGE_SIZE,
      offset: (body.page - 1) * LIBRARY_PAGE_SIZE,
    });
    return paged(c, items.map(listedWire), total);
  };
  routes.post(LIBRARY_MEDIA_PATHS.uploads, list('upload'));
  routes.post(LIBRARY_MEDIA_PATHS.videos, list('video'));

  routes.post(LIBRARY_MEDIA_PATHS.remove, async (c) => {
    const body = await parseBody(c, deleteLibraryMediaRequest);
    const url = mediaUrl(body.id);
    const rows = await db.query<{ id: string; in_use: boolean }>(
      `select m.id, exists (
         select 1 from posts p
         where p.account_id = m.account_id and p.deleted_at is null and p.status <> 'POSTED'
           and (p.media ? $3 or p.media ? $4)
       ) as in_use
       from media m where m.id = $1 and m.account_id = $2 and m.kind in ('upload', 'video')`,
      [body.id, body.account_id, url, thumbnailUrlOf(url)],
    );
    const found = rows[0];
    if (!found) throw new HttpError(404, libraryMediaMessages.noSuchMedia, 'id');
    if (found.in_use) throw new HttpError(409, libraryMediaMessages.inUse, 'id');
    if (!(await store.delete(body.id, { kind: 'library', accountId: body.account_id }))) {
      throw new HttpError(404, libraryMediaMessages.noSuchMedia, 'id');
    }
    log.info(
      `library: user #${c.get('session').userId} removed media ${body.id} of account #${body.account_id}`,
    );
    return ok(c, { id: body.id, deleted: true as const });
  });

  routes.post(LIBRARY_MEDIA_PATHS.crop, async (c) => {
    const body = await parseBody(c, cropLibraryMediaRequest);
    const rows = await db.query<{
      kind: string;
      content_type: string;
      width: number;
      height: number;
      file_name: string | null;
    }>(
      `select kind, content_type, width, height, file_name from media
       where id = $1 and account_id = $2 and kind in ('upload', 'video')`,
      [body.id, body.account_id],
    );
    const original = rows[0];
    if (!original) throw new HttpError(404, cropMessages.notFound, 'id');
    const contentType = original.content_type;
    if (original.kind !== 'upload' || !isImageType(contentType)) {
      throw new HttpError(400, cropMessages.video, 'id');
    }
    const refusal = cropBoxRefusal(body.crop, original, body.shape);
    if (refusal) throw new HttpError(400, cropMessages[refusal], 'crop');
    const userId = c.get('session').userId;
    const limited = await rateLimited(c, userId);
    if (limited) return limited;
    const file = await store.get(body.id, 'original');
    if (!file) throw new HttpError(404, cropMessages.notFound, 'id');
    const image = await cropImage(file.bytes, contentType, body.crop, body.shape);
    if ('refused' in image) {
      log.warn(`library: media ${body.id} of account #${body.account_id} could not be cropped`);
      throw new HttpError(400, cropMessages.unreadable, 'id');
    }
    const item = await store.put({
      owner: { kind: 'upload', accountId: body.account_id },
      uploadedBy: userId,
      image,
      createdAt: clock.now(),
      fileName: croppedFileName(original.file_name, body.shape, image.contentType),
    });
    log.info(
      `library: user #${userId} cropped ${body.id} to ${body.shape} as upload ${item.id} for account #${body.account_id}`,
    );
    return ok(c, libraryItemWire(item, { id: userId, name: await nameOf(db, userId) }));
  });

  return routes;
}
