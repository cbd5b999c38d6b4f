/**
 * Uploads (issue 16; src/server/routes/media.ts): the avatar of the signed-in person and the logo of an account, and
 * the URLs their images are served at. The spec names no upload call: these are ours. An upload is
 * `multipart/form-data` with the image in the field `file`; the account of a logo is the `account_Id` (or
 * `accountId`) header. The rules and sentences are src/domain/media.ts'.
 *
 * An item's URL names its id (`/api/media/{id}`, thumbnail `/api/media/{id}/thumbnail`): a new upload is a new id,
 * so a URL never changes what it shows and is cached for a year. `users.avatar` (spec 3's `avatar`) and
 * `accounts.logo` (getaccountowner's and getLogo's `logo`) hold the original's URL.
 */
import * as v from 'valibot';
import { API_BASE, envelope } from './envelope.ts';
import { authUser } from './session.ts';

/** The routes, as the SPA calls them (the client adds API_BASE). */
export const MEDIA_PATHS = {
  avatar: '/media/avatar',
  logo: '/media/logo',
  getLogo: '/auth/getLogo',
} as const;

/** The name of the multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** A media id: 22 characters of base64url. */
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const mediaIdField = v.pipe(
  v.string('id must be text'),
  v.regex(MEDIA_ID_PATTERN, 'id is not a media id'),
);

/** Where an item's original is served. */
export function mediaUrl(id: string): string {
  return `${API_BASE}/media/${id}`;
}

const OUR_URL = new RegExp(`^${API_BASE}/media/([A-Za-z0-9_-]{22})$`);

/** The id of one of our media URLs, or null for anything else (a URL of before the media store, a seeded one). */
export function mediaIdOf(url: string | null | undefined): string | null {
  if (!url) return null;
  return OUR_URL.exec(url)?.[1] ?? null;
}

/** The thumbnail of one of our media URLs; any other URL is itself (shown as it is). */
export function thumbnailUrlOf(url: string): string {
  return mediaIdOf(url) === null ? url : `${url}/thumbnail`;
}

/** An item as an upload answers it. */
export const mediaItem = v.object({
  id: v.string(),
  url: v.string(),
  thumbnailUrl: v.string(),
  contentType: v.string(),
  byteSize: v.number(),
  width: v.number(),
  height: v.number(),
});
export type MediaItemAnswer = v.InferOutput<typeof mediaItem>;

/** POST (upload) and DELETE (remove) /media/avatar: the person as they now are (`avatar` set or null). */
export const avatarResponse = envelope(v.object({ user: authUser, media: v.nullable(mediaItem) }));

/** POST and DELETE /media/logo, GET /auth/getLogo: the account's logo URL (null: none). */
export const logoResponse = envelope(
  v.object({ account_id: v.number(), logo: v.nullable(v.string()), media: v.nullable(mediaItem) }),
);
export type LogoAnswer = v.InferOutput<typeof logoResponse>;
