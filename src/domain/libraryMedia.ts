/**
 * My library's own media (issue 18; spec 7.5 getlibraryuploads and getvideoposts, spec 9's page size 12): the images
 * an account uploads ('upload', the rules of src/domain/media.ts: PNG, JPEG, WebP or GIF up to 10 MB) and its short
 * videos ('video': MP4 or WebM, known by the file's first bytes, at most VIDEO_MAX_BYTES). One rule for the browser's
 * pre-check and the server; the server then reads the whole container (src/server/videoProbe.ts): a file it cannot
 * walk, or whose duration it cannot find, is refused with a sentence of this file. A video is stored as sent (never
 * re-encoded); its thumbnail is a poster frame the browser captured (`posterTimeSeconds`), or a drawn placeholder
 * when the browser could not capture one (docs/decisions.md, issue 18). The wording is ours.
 */
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from './media.ts';

/** What a library item is: an uploaded image, or a video. */
export const LIBRARY_MEDIA_KINDS = ['upload', 'video'] as const;
export type LibraryMediaKind = (typeof LIBRARY_MEDIA_KINDS)[number];

/**
 * The largest video accepted, in bytes (50 MB): about a minute of 1080p at 6 Mbit/s, the length of a reel or a
 * short clip for a post. Videos are kept in the database like images (one row, read into memory to serve a whole
 * file), so the limit also bounds what one upload or one download holds in memory (docs/decisions.md, issue 18).
 */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** The video file input's `accept` (the check itself is `checkVideoBytes`). */
export const VIDEO_ACCEPT = [...VIDEO_TYPES, '.mp4', '.m4v', '.webm'].join(',');

/** The image file input's `accept`: the media store's own. */
export const LIBRARY_IMAGE_ACCEPT = MEDIA_ACCEPT;

/**
 * How many first bytes `sniffVideoType` reads: the EBML header of a WebM file, which names its DocType, fits (about
 * 40 bytes as encoders write it; up to about 100 with every size written in 8 bytes).
 */
export const VIDEO_SNIFF_BYTES = 256;

/** The longest file name kept for display (characters). */
export const FILE_NAME_MAX = 200;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const libraryMediaMessages = {
  // Refusals of a video (the server answers the same sentences).
  videoWrongType: 'This file is not an MP4 or WebM video. Please choose a video in one of those formats.',
  videoTooLarge: `This video is larger than ${megabytes(VIDEO_MAX_BYTES)} MB. Please choose a shorter or smaller one.`,
  videoEmpty: 'This file is empty. Please choose a video.',
  videoUnreadable:
    'This video could not be read; the file may be damaged or cut short. Please choose another one.',
  videoNoDuration:
    'This video does not say how long it is (recordings made in a browser often do not). Please save or export it again as MP4 or WebM and try again.',
  videoNoPicture: 'This file has sound but no picture. Please choose a video.',
  posterUnreadable: 'The preview picture of this video could not be read. Please choose the video again.',
  // Refusals of the upload as a whole.
  wrongType:
    'This file is not an image (PNG, JPEG, WebP or GIF) or a video (MP4 or WebM). Please choose one of those.',
  tooLarge: `This file is too large: images can be up to ${megabytes(MEDIA_MAX_BYTES)} MB and videos up to ${megabytes(VIDEO_MAX_BYTES)} MB. Please choose a smaller one.`,
  empty: 'This file is empty. Please choose an image or a video.',
  noFile: 'Please choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  badForm: 'The upload could not be read. Please choose the file again.',
  tooManyUploads: 'You have uploaded many files in a short time. Please wait a few minutes and try again.',
  noSuchMedia: 'This file is not in the library (it may have been removed already).',
  inUse:
    'This file is used by a post that is not published yet. Remove it from that post first, then try again.',
  // The tabs.
  uploadImage: 'Upload an image',
  uploadVideo: 'Upload a video',
  uploading: 'Uploading…',
  preparingVideo: 'Preparing the video…',
  imageHint: `PNG, JPEG, WebP or GIF, up to ${megabytes(MEDIA_MAX_BYTES)} MB.`,
  videoHint: `MP4 or WebM, up to ${megabytes(VIDEO_MAX_BYTES)} MB.`,
  dropHere: 'You can also drop a file here.',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  imageSaved: 'The image has been added to your uploads.',
  videoSaved: 'The video has been added to your videos.',
  removed: 'The file has been removed from your library.',
  removeFailed: 'The file could not be removed. Please try again.',
  remove: 'Remove',
  crop: 'Crop',
  removeExplained:
    'It is deleted from the library for everyone on this account. Posts already published keep their copy.',
  uploadPages: 'Upload pages',
  videoPages: 'Video pages',
  removing: 'Removing…',
  cancel: 'Cancel',
  play: 'Play',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  untitledImage: 'Untitled image',
  untitledVideo: 'Untitled video',
  uploadsLoadFailed: 'Your uploads could not be loaded.',
  videosLoadFailed: 'Your videos could not be loaded.',
  loadingUploads: 'Loading your uploads',
  loadingVideos: 'Loading your videos',
  uploadsEmptyTitle: 'No uploads yet',
  videosEmptyTitle: 'No videos yet',
  uploadsEmptyEditor:
    'Upload your own photos and graphics to keep them here and use them in your posts. Use the button above, or drop an image on this tab.',
  videosEmptyEditor:
    'Upload short videos to keep them here and use them in your posts. Use the button above, or drop a video on this tab.',
  uploadsEmptyReader: 'Members who may edit the library can upload images here.',
  videosEmptyReader: 'Members who may edit the library can upload videos here.',
  readOnly: 'Your role on this account lets you look at the library, not change it.',
  playerFallback: 'Your browser cannot play this video here.',
} as const;

export type VideoRefusal = 'videoEmpty' | 'videoTooLarge' | 'videoWrongType';

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  bytes.length >= at + expected.length && expected.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The EBML magic that starts a WebM (Matroska) file. */
export const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3] as const;

/**
 * `ftyp` major brands of files that are ISO media but not videos we take: QuickTime (.mov, its own container) and
 * still images in the same box format (HEIF/HEIC, AVIF).
 */
export const NOT_MP4_BRANDS = new Set([
  'qt  ',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** The 4-character text at `at`, or null past the end. */
export function fourCc(bytes: Uint8Array, at: number): string | null {
  if (bytes.length < at + 4) return null;
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/**
 * The video type the first bytes of a file announce, or null: MP4 is a box `ftyp` first (bytes 4 to 7) whose major
 * brand is not one of NOT_MP4_BRANDS; WebM starts with the EBML magic and names the DocType `webm` in its header
 * (within VIDEO_SNIFF_BYTES). A Matroska file (.mkv, DocType `matroska`) is not WebM.
 */
export function sniffVideoType(head: Uint8Array): VideoType | null {
  if (startsWith(head, 4, ascii('ftyp'))) {
    const brand = fourCc(head, 8);
    return brand !== null && !NOT_MP4_BRANDS.has(brand) ? 'video/mp4' : null;
  }
  if (startsWith(head, 0, EBML_MAGIC)) {
    const window = head.subarray(0, VIDEO_SNIFF_BYTES);
    const webm = ascii('webm');
    for (let at = 4; at + webm.length <= window.length; at += 1) {
      if (startsWith(window, at, webm)) return 'video/webm';
    }
  }
  return null;
}

export type VideoCheck = { ok: true; type: VideoType } | { ok: false; reason: VideoRefusal };

/**
 * The checks before the container is read, in the order a person can act on them: an empty file, one over
 * VIDEO_MAX_BYTES, one whose first bytes are not an MP4 or a WebM. `head`: the first VIDEO_SNIFF_BYTES bytes.
 */
export function checkVideoBytes(size: number, head: Uint8Array): VideoCheck {
  if (size === 0) return { ok: false, reason: 'videoEmpty' };
  if (size > VIDEO_MAX_BYTES) return { ok: false, reason: 'videoTooLarge' };
  const type = sniffVideoType(head);
  return type === null ? { ok: false, reason: 'videoWrongType' } : { ok: true, type };
}

/**
 * The file name kept for display: the last part of a path, without control characters, trimmed, cut to
 * FILE_NAME_MAX characters (whole characters, never half of one); null when nothing is left.
 */
export function displayFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (clean === '') return null;
  const characters = Array.from(clean);
  return characters.length <= FILE_NAME_MAX ? clean : characters.slice(0, FILE_NAME_MAX).join('').trimEnd();
}

/** A duration as a clock reads it: `0:07`, `1:05`, `1:02:03` (whole seconds, rounded; under a second reads 0:01). */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0:00';
  const total = Math.max(1, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A duration in words, for screen readers: `7 seconds`, `1 minute 5 seconds`. */
export function durationWords(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.max(1, Math.round(ms / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const parts = [
    hours > 0 ? part(hours, 'hour') : null,
    minutes > 0 ? part(minutes, 'minute') : null,
    seconds > 0 || total === 0 ? part(seconds, 'second') : null,
  ].filter((text): text is string => text !== null);
  return parts.join(' ');
}

/** A file size in bytes, KB or MB (1024-based, one decimal under 10): `512 bytes`, `84 KB`, `1.5 MB`, `23 MB`. */
export function formatByteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${units[unit]}`;
}

/**
 * Where the browser captures a video's poster frame: one second in, or a tenth of the way through a video shorter
 * than ten seconds (so a short clip's frame is not its last); 0 when the length is unknown.
 */
export function posterTimeSeconds(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(1, durationSeconds / 10);
}

/** The longest side of a captured poster frame, in pixels (the server keeps a 256 px thumbnail of it). */
export const POSTER_MAX_SIDE = 1280;

/** How long the browser tries to capture a poster frame before uploading without one (ms). */
export const POSTER_CAPTURE_TIMEOUT_MS = 8000;

/** What a card's picture is called: the file name, else what it is. */
export function mediaAltText(kind: LibraryMediaKind, fileName: string | null): string {
  if (fileName) return fileName;
  return kind === 'video' ? libraryMediaMessages.untitledVideo : libraryMediaMessages.untitledImage;
}

/** The question of the removal's confirmation. */
export function removeQuestion(name: string): string {
  return `Remove “${name}”?`;
}

/** An upload or a video as the tabs show it (src/api/libraryMedia.ts reads it from the contract's wire shape). */
export interface LibraryMediaItem {
  id: string;
  kind: LibraryMediaKind;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  fileName: string | null;
  /** A video's length; null for an image. */
  durationMs: number | null;
  /** ISO 8601. */
  createdAt: string;
  uploadedBy: { id: number; name: string } | null;
}

/** A card's second line: `84 KB · 1080 × 1080`. */
export function mediaDetails(item: Pick<LibraryMediaItem, 'byteSize' | 'width' | 'height'>): string {
  return `${formatByteSize(item.byteSize)} · ${item.width} × ${item.height}`;
}
