/**
 * Uploads and the media they make (issue 16; contract src/contract/media.ts, store src/server/media.ts):
 * - POST /media/avatar (multipart, field `file`): the signed-in person's own avatar ('user'; not while
 *   impersonating, like the profile); DELETE /media/avatar removes it. Both answer `{user, media}`.
 * - POST /media/logo (multipart; the account in the `account_Id`/`accountId` header) and DELETE /media/logo (header
 *   or body `account_id`): the account's logo, for members whose role may change the account's settings
 *   ('account.settings' of ROUTE_RULES, checked by accountScope like every account call). Both answer
 *   `{account_id, logo, media}`; GET /auth/getLogo (spec 7.2) answers the header account's logo.
 * - GET /media/:id and /media/:id/thumbnail ('public'): the bytes, with a strong ETag (304 on If-None-Match) and a
 *   year's immutable caching: the URL names the id, and a new upload is a new id. A logo is `public` (shown to
 *   everyone on the account, and on shared pages later); an avatar is `private` (browsers only, no shared cache, so
 *   a removed one is not kept by a proxy), and so are the library's uploads and videos (routes/libraryMedia.ts).
 *   Ids are 128 random bits: a URL cannot be guessed. One byte range (`Range: bytes=a-b`, issue 18: a video's
 *   <video> seeks) answers 206 with Content-Range, read from the store without the rest of the file; a range past
 *   the end 416; every answer says `Accept-Ranges: bytes`.
 * An upload's body may be MEDIA_MAX_BODY_BYTES (the file plus the multipart framing; app.ts skips its 1 MB limit for
 * these two paths). A refused upload answers a sentence of src/domain/media.ts at `file`: 415 for a body that is not
 * multipart or a file that is not one of our image types, 413 for one over 10 MB, 400 for an empty, damaged or
 * oversized (pixels) image or a missing file; never a 500. Replacing or removing an image deletes the old one.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { API_BASE } from '../../contract/envelope.ts';
import { UPLOAD_FIELD, mediaUrl, mediaIdOf, thumbnailUrlOf } from '../../contract/media.ts';
import { MEDIA_MAX_BYTES, mediaMessages } from '../../domain/media.ts';
import { profileMessages } from '../../domain/profile.ts';
import { accountScope, scopedAccount } from '../accountScope.ts';
import { bodyLimit } from '../bodyLimit.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, errorBody, ok } from '../http.ts';
import {
  MEDIA_ID_PATTERN,
  databaseMediaStore,
  processImage,
  type ImageRefusal,
  type MediaItem,
  type MediaOwner,
  type MediaStore,
  type MediaVariant,
  type ProcessedImage,
  type StoredKind,
} from '../media.ts';
import { ifRangeHolds, parseByteRange } from '../byteRange.ts';
import { RATE_LIMITS, spendAttempt } from '../rateLimit.ts';
import { authUserOf } from '../store.ts';

/** The largest upload body: the file and room for the multipart framing (boundaries, part headers). */
export const MEDIA_MAX_BODY_BYTES = MEDIA_MAX_BYTES + 64 * 1024;

/** Uploads per person per 15 minutes (each one is decoded and encoded twice). */
export const UPLOADS_PER_QUARTER_HOUR = RATE_LIMITS.mediaUploadsPerUser.limit;

const UPLOAD_PATHS = new Set([`${API_BASE}/media/avatar`, `${API_BASE}/media/logo`]);

/** Whether a request is an upload, which has its own body limit instead of app.ts's. */
export function isUploadRequest(method: string, path: string): boolean {
  return method === 'POST' && UPLOAD_PATHS.has(path);
}

/** `middleware` on every request but an upload (app.ts: the 1 MB body limit). */
export function exceptUploads(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (isUploadRequest(c.req.method, c.req.path) ? next() : middleware(c, next));
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
export const CACHE_CONTROL = {
  avatar: `private, max-age=${YEAR_SECONDS}, immutable`,
  logo: `public, max-age=${YEAR_SECONDS}, immutable`,
  // A library upload or video (issue 18) is the account's own and can be removed: browsers only, like an avatar.
  upload: `private, max-age=${YEAR_SECONDS}, immutable`,
  video: `private, max-age=${YEAR_SECONDS}, immutable`,
  // A design as a published post sent it out (issue 19): the networks and their caches fetch it.
  published: `public, max-age=${YEAR_SECONDS}, immutable`,
} as const satisfies Record<StoredKind, string>;

export const NO_SUCH_MEDIA = 'No such image.';
export const RANGE_NOT_SATISFIABLE = 'The requested range is not in this file.';

/** A refusal of the upload, at the field `file`. */
const refuse = (c: Context<AppEnv>, status: 400 | 413 | 415, sentence: string) =>
  c.json(errorBody(status, sentence, UPLOAD_FIELD), status);

const REFUSAL_STATUS: Record<ImageRefusal, 400 | 413 | 415> = {
  empty: 400,
  tooLarge: 413,
  wrongType: 415,
  unreadable: 400,
  tooManyPixels: 400,
};

const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The upload body limit, answering the domain's sentence instead of bodyLimit's. */
function uploadLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit(MEDIA_MAX_BODY_BYTES);
  return async (c, next) => {
    const refused = await limit(c, next);
    if (refused instanceof Response && refused.status === 413) return refuse(c, 413, mediaMessages.tooLarge);
    return refused;
  };
}

/**
 * An upload's body is a file, not JSON: accountScope (which reads an `account_id` from a JSON body) then names the
 * account from the headers alone. Any other body goes on to accountScope as it is (and the route answers 415).
 */
const headersNameTheAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isMultipart(c)) c.set('jsonBody', {});
  await next();
};

/** The image of an upload request, processed; or the answer refusing it. */
async function readUpload(c: Context<AppEnv>): Promise<{ image: ProcessedImage } | { refused: Response }> {
  if (!isMultipart(c)) return { refused: refuse(c, 415, mediaMessages.notMultipart) };
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return { refused: refuse(c, 400, mediaMessages.badForm) };
  }
  const file = form.get(UPLOAD_FIELD);
  if (file === null || typeof file === 'string') return { refused: refuse(c, 400, mediaMessages.noFile) };
  if (file.size > MEDIA_MAX_BYTES) return { refused: refuse(c, 413, mediaMessages.tooLarge) };
  const processed = await processImage(new Uint8Array(await file.arrayBuffer()));
  if ('refused' in processed) {
    return { refused: refuse(c, REFUSAL_STATUS[processed.refused], mediaMessages[processed.refused]) };
  }
  return { image: processed };
}

/** An item as the answers carry it. */
function itemAnswer(item: MediaItem) {
  const url = mediaUrl(item.id);
  return {
    id: item.id,
    url,
    thumbnailUrl: thumbnailUrlOf(url),
    contentType: item.contentType,
    byteSize: item.byteSize,
    width: item.width,
    height: item.height,
  };
}

/** Whether `If-None-Match` names `etag` (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Points the owner's column at `url` (null: none) and answers the URL it held before, in one statement that locks
 * the row, so two uploads at once each replace exactly what the other left.
 */
async function swapPointer(db: Queryable, owner: MediaOwner, url: string | null): Promise<string | null> {
  const rows = await db.query<{ previous: string | null }>(
    owner.kind === 'avatar'
      ? `update users u set avatar = $2 from (select id, avatar from users where id = $1 for update) old
         where u.id = old.id returning old.avatar as previous`
      : `update accounts a set logo = $2 from (select id, logo from accounts where id = $1 for update) old
         where a.id = old.id returning old.logo as previous`,
    [owner.kind === 'avatar' ? owner.userId : owner.accountId, url],
  );
  return rows[0]?.previous ?? null;
}

export function mediaRoutes(
  { db, clock, log, session, limits }: RouteDeps,
  store: MediaStore = databaseMediaStore(db),
) {
  const routes = new Hono<AppEnv>();
  const member = accountScope({ db });
  const limit = uploadLimit();
  /** Counts an upload of `userId`; the 429 when the window is full. */
  const spendUpload = (c: Context<AppEnv>, userId: number) =>
    spendAttempt(c, [[limits.mediaUploadsPerUser, String(userId)]], mediaMessages.tooManyUploads);

  /**
   * Stores `image` as `owner`'s, points the owner at it and deletes what it replaced; with no image, only removes.
   * Answers the new item (null when removed).
   */
  async function replace(owner: MediaOwner, uploadedBy: number, image: ProcessedImage | null) {
    const item = image ? await store.put({ owner, uploadedBy, image, createdAt: clock.now() }) : null;
    let previous: string | null;
    try {
      previous = await swapPointer(db, owner, item ? mediaUrl(item.id) : null);
    } catch (error) {
      if (item) await store.delete(item.id, owner);
      throw error;
    }
    const old = mediaIdOf(previous);
    if (old !== null && old !== item?.id) await store.delete(old, owner);
    return item;
  }

  const notWhileImpersonating = (c: Context<AppEnv>) => {
    if (c.get('session').impersonatorUserId !== null) throw new HttpError(403, profileMessages.impersonating);
  };

  const avatarAnswer = async (c: Context<AppEnv>, item: MediaItem | null) => {
    const { userId, impersonatorUserId } = c.get('session');
    const user = await authUserOf(db, userId, impersonatorUserId);
    return ok(c, { user: user!, media: item ? itemAnswer(item) : null });
  };

  routes.post('/media/avatar', session, limit, async (c) => {
    notWhileImpersonating(c);
    const userId = c.get('session').userId;
    const busy = await spendUpload(c, userId);
    if (busy) return busy;
    const upload = await readUpload(c);
    if ('refused' in upload) return upload.refused;
    const item = await replace({ kind: 'avatar', userId }, userId, upload.image);
    log.info(`avatar: user #${userId} uploaded media ${item!.id} (${item!.byteSize} bytes)`);
    return avatarAnswer(c, item);
  });

  routes.delete('/media/avatar', session, async (c) => {
    notWhileImpersonating(c);
    const userId = c.get('session').userId;
    await replace({ kind: 'avatar', userId }, userId, null);
    return avatarAnswer(c, null);
  });

  /** The account a logo call names (header, or body for DELETE); required: a logo is never changed by default. */
  const namedAccount = (c: Context<AppEnv>) => {
    const accountId = c.get('accountId');
    if (accountId === null) throw badField('account_id', 'account_id is required (the account_Id header)');
    return accountId;
  };

  const logoOf = async (accountId: number) => {
    const rows = await db.query<{ logo: string | null }>('select logo from accounts where id = $1', [
      accountId,
    ]);
    return rows[0]?.logo ?? null;
  };

  routes.post('/media/logo', session, limit, headersNameTheAccount, member, async (c) => {
    const accountId = namedAccount(c);
    const userId = c.get('session').userId;
    const busy = await spendUpload(c, userId);
    if (busy) return busy;
    const upload = await readUpload(c);
    if ('refused' in upload) return upload.refused;
    const item = await replace({ kind: 'logo', accountId }, userId, upload.image);
    log.info(`logo: user #${userId} uploaded media ${item!.id} for account #${accountId}`);
    return ok(c, { account_id: accountId, logo: mediaUrl(item!.id), media: itemAnswer(item!) });
  });

  routes.delete('/media/logo', session, member, async (c) => {
    const accountId = namedAccount(c);
    await replace({ kind: 'logo', accountId }, c.get('session').userId, null);
    return ok(c, { account_id: accountId, logo: null, media: null });
  });

  /** Spec 7.2 GET /auth/getLogo: the logo of the header account (else the landing account). */
  routes.get('/auth/getLogo', async (c) => {
    const accountId = scopedAccount(c);
    return ok(c, { account_id: accountId, logo: await logoOf(accountId), media: null });
  });

  const notFound = (c: Context<AppEnv>) => c.json(errorBody(404, NO_SUCH_MEDIA), 404);
  /** The headers every answer about an item carries (200, 206, 304). */
  const describe = (c: Context<AppEnv>, kind: StoredKind, etag: string) => {
    c.header('Cache-Control', CACHE_CONTROL[kind]);
    c.header('ETag', etag);
    c.header('Accept-Ranges', 'bytes');
  };

  /**
   * One range of bytes (issue 18: a library video's <video> seeks), read from the store without the rest: 206, or
   * 416 for a range past the end; null when the whole file is to be served instead (byteRange.ts).
   */
  const serveRange = async (c: Context<AppEnv>, id: string, variant: MediaVariant, asked: string) => {
    const stat = await store.stat(id, variant);
    if (!stat) return notFound(c);
    describe(c, stat.kind, stat.etag);
    if (matchesEtag(c.req.header('if-none-match'), stat.etag)) return c.body(null, 304);
    const range = ifRangeHolds(c.req.header('if-range'), stat.etag) ? parseByteRange(asked, stat.size) : null;
    if (range === null) return null;
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${stat.size}`);
      return c.json(errorBody(416, RANGE_NOT_SATISFIABLE), 416);
    }
    const bytes = await store.slice(id, variant, range.start, range.end - range.start + 1);
    if (!bytes) return notFound(c);
    c.header('Content-Type', stat.contentType);
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 206);
  };

  const serve = (variant: MediaVariant) => async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!MEDIA_ID_PATTERN.test(id)) return notFound(c);
    const asked = c.req.header('range');
    if (asked !== undefined) {
      const partial = await serveRange(c, id, variant, asked);
      if (partial) return partial;
    }
    const file = await store.get(id, variant);
    if (!file) return notFound(c);
    describe(c, file.kind, file.etag);
    if (matchesEtag(c.req.header('if-none-match'), file.etag)) return c.body(null, 304);
    c.header('Content-Type', file.contentType);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
  };
  routes.get('/media/:id', serve('original'));
  routes.get('/media/:id/thumbnail', serve('thumbnail'));

  return routes;
}
