/**
 * Uploaded images (issue 16, "Uploads that survive"): the avatar of a person and the logo of an account, later the
 * library's uploads. One rule for the browser's pre-check and the server: PNG, JPEG, WebP or GIF, known by the
 * file's first bytes (never by its name or the type the browser claims), at most 10 MB, not empty. The server then
 * decodes the image (src/server/media.ts); one it cannot decode is refused with `unreadable`. The wording is ours
 * (docs/decisions.md, issue 16).
 */

/** The largest file accepted, in bytes (10 MB). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** The most pixels (width × height) an image may have: bounds the memory a decoded image takes (40 megapixels). */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The longest side of a thumbnail, in pixels (served as WebP; a smaller image is not enlarged). */
export const THUMBNAIL_SIZE = 256;

export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The file input's `accept`: what the picker offers first (the check itself is `checkImageBytes`). */
export const MEDIA_ACCEPT = [...MEDIA_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.gif'].join(',');

/** How many first bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

/** What an uploaded image is used for. */
export const MEDIA_KINDS = ['avatar', 'logo'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const mediaMessages = {
  wrongType:
    'This file is not a PNG, JPEG, WebP or GIF image. Please choose an image in one of those formats.',
  tooLarge: `This image is larger than ${megabytes(MEDIA_MAX_BYTES)} MB. Please choose a smaller one.`,
  empty: 'This file is empty. Please choose an image.',
  unreadable: 'This image could not be read; the file may be damaged. Please choose another one.',
  tooManyPixels: `This image has more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels. Please choose a smaller one.`,
  noFile: 'Please choose an image to upload.',
  notMultipart: 'Send the image as multipart/form-data, in a field named "file".',
  badForm: 'The upload could not be read. Please choose the image again.',
  uploadFailed: 'The image could not be uploaded. Please try again.',
  removeFailed: 'The image could not be removed. Please try again.',
  tooManyUploads: 'You have uploaded many images in a short time. Please wait a few minutes and try again.',
  uploading: 'Uploading…',
  removing: 'Removing…',
  remove: 'Remove',
  hint: `PNG, JPEG, WebP or GIF, up to ${megabytes(MEDIA_MAX_BYTES)} MB.`,
  dropHere: 'You can also drop an image here.',
} as const;

/** The words of each use of the upload field. */
export const mediaUseMessages: Record<
  MediaKind,
  { title: string; choose: string; replace: string; none: string; saved: string; removed: string }
> = {
  avatar: {
    title: 'Profile picture',
    choose: 'Choose a picture',
    replace: 'Choose another picture',
    none: 'No picture yet',
    saved: 'Your profile picture has been saved.',
    removed: 'Your profile picture has been removed.',
  },
  logo: {
    title: 'Logo',
    choose: 'Choose a logo',
    replace: 'Choose another logo',
    none: 'No logo yet',
    saved: 'The logo has been saved.',
    removed: 'The logo has been removed.',
  },
};

/** What a member whose role may not change the account's settings reads instead of the upload field. */
export const logoReadOnly = 'Your role on this account does not allow changing its logo.';

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  bytes.length >= at + expected.length && expected.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the first bytes of a file announce, or null when they are none of ours:
 * PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, GIF `GIF87a`/`GIF89a`, WebP `RIFF....WEBP`.
 */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}

export type ImageCheck =
  { ok: true; type: MediaType } | { ok: false; reason: 'empty' | 'tooLarge' | 'wrongType' };

/**
 * The checks before decoding, in the order a person can act on them: an empty file, one over MEDIA_MAX_BYTES, one
 * whose first bytes are not an image of ours. `size` is the whole file's; `head` its first SNIFF_BYTES bytes (or all
 * of it).
 */
export function checkImageBytes(size: number, head: Uint8Array): ImageCheck {
  if (size === 0) return { ok: false, reason: 'empty' };
  if (size > MEDIA_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const type = sniffImageType(head);
  return type === null ? { ok: false, reason: 'wrongType' } : { ok: true, type };
}

/** The sentence of a refused check. */
export function imageCheckSentence(reason: 'empty' | 'tooLarge' | 'wrongType'): string {
  return mediaMessages[reason];
}

/** Whether a post's media item may be drawn: the product's own paths and web addresses only. */
export function isSafeMediaUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a post's media item is a video (by its address's extension), to draw it as one. */
export function isVideoUrl(url: string): boolean {
  return /\.(mp4|webm|mov|m4v)(\?|#|$)/i.test(url);
}
