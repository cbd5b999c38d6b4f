/**
 * Library videos (issue 18) as the media store keeps them: the checks of an uploaded video (its type by its first
 * bytes, its size, a readable duration and picture, src/server/videoProbe.ts) and its thumbnail, the poster frame
 * the browser captured or a drawn placeholder. Split from media.ts, which keeps the images and the store.
 */
import sharp from 'sharp';
import { VIDEO_MAX_BYTES, VIDEO_SNIFF_BYTES, checkVideoBytes } from '../domain/libraryMedia.ts';
import { THUMBNAIL_SIZE } from '../domain/media.ts';
import { processImage, type ProcessedImage, type ProcessedVideo, type VideoRefusal } from './media.ts';
import { probeVideo } from './videoProbe.ts';

/**
 * The thumbnail of a video the browser could not capture a poster frame of (a codec it does not play): a dark frame
 * of the video's shape with a play sign, as a WebP of at most THUMBNAIL_SIZE px on its longer side.
 */
export async function placeholderPoster(width: number, height: number): Promise<ProcessedImage['thumbnail']> {
  const scale = THUMBNAIL_SIZE / Math.max(width, height, 1);
  const w = Math.max(16, Math.round(width * scale));
  const h = Math.max(16, Math.round(height * scale));
  const r = Math.round(Math.min(w, h) / 5);
  const [cx, cy] = [w / 2, h / 2];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="#1e293b"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.9"/>
    <path d="M ${cx - r * 0.35} ${cy - r * 0.5} L ${cx + r * 0.55} ${cy} L ${cx - r * 0.35} ${cy + r * 0.5} Z" fill="#1e293b"/>
  </svg>`;
  const drawn = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { contentType: 'image/webp', bytes: drawn.data, width: drawn.info.width, height: drawn.info.height };
}

/**
 * A library video's checks (see the top of this file) and its thumbnail: `poster`, the frame the browser captured
 * (any image processImage takes), else the drawn placeholder. A poster that is there but not an image we can read
 * refuses the upload (`posterUnreadable`): the browser sent something else than it should.
 */
export async function processVideo(
  upload: Uint8Array,
  poster: Uint8Array | null,
): Promise<ProcessedVideo | { refused: VideoRefusal }> {
  const check = checkVideoBytes(upload.length, upload.subarray(0, VIDEO_SNIFF_BYTES));
  if (!check.ok) return { refused: check.reason };
  if (upload.length > VIDEO_MAX_BYTES) return { refused: 'videoTooLarge' };
  const probe = probeVideo(upload);
  if (!probe.ok) {
    const refusals = {
      wrongType: 'videoWrongType',
      unreadable: 'videoUnreadable',
      noDuration: 'videoNoDuration',
      noPicture: 'videoNoPicture',
    } as const;
    return { refused: refusals[probe.reason] };
  }
  let thumbnail: ProcessedImage['thumbnail'];
  if (poster !== null) {
    const frame = await processImage(poster);
    if ('refused' in frame) return { refused: 'posterUnreadable' };
    thumbnail = frame.thumbnail;
  } else {
    thumbnail = await placeholderPoster(probe.width, probe.height);
  }
  return {
    contentType: probe.type,
    bytes: upload,
    width: probe.width,
    height: probe.height,
    durationMs: probe.durationMs,
    posterFrame: poster !== null,
    thumbnail,
  };
}
