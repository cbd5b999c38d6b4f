/**
 * The media editor's crop (issue 19, `/{accid}/usermediaditor/{id}`; route POST /auth/cropLibraryMedia in
 * routes/libraryMedia.ts, contract src/contract/libraryMedia.ts, shapes and box rules src/domain/mediaCrop.ts).
 *
 * The crop is in the pixels of the stored original, as its `width` × `height` describe it: processImage
 * (media.ts) stored it upright (EXIF orientation applied) and without metadata, so what the page showed is what is
 * cut here. sharp decodes the original (the first frame of an animated GIF or WebP), `extract`s the box, resizes
 * it to the shape's size (`outputSize`: never enlarged) and encodes it; the result then goes through processImage
 * like any upload (its checks, the size limits and the thumbnail). PNG stays PNG; JPEG and opaque WebP become JPEG;
 * a GIF, or a WebP with transparency, becomes PNG (keeps its transparency).
 */
import sharp from 'sharp';
import { FILE_NAME_MAX } from '../domain/libraryMedia.ts';
import { MEDIA_MAX_PIXELS, MEDIA_TYPES, type MediaType } from '../domain/media.ts';
import {
  cropShape,
  isCropInside,
  outputSize,
  type CropBox,
  type CropShapeId,
  type Size,
} from '../domain/mediaCrop.ts';
import { processImage, type ProcessedImage } from './media.ts';

/** What a crop box may be refused for, before any decoding (sentences: cropMessages of the same names). */
export type CropBoxRefusal = 'cropOutside' | 'wrongProportions';

/** Whether a stored content type is one of our image types (a video is not). */
export function isImageType(contentType: string): contentType is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(contentType);
}

/**
 * Null when `crop` may be cut from an image of `image`'s size at `shape`'s proportions; else why not: outside the
 * image (or a side under MIN_CROP_SIDE, or not whole pixels), or not of the shape's proportions. The page's box is
 * rounded to whole pixels (src/domain/mediaCrop.ts), so either side may be 1 pixel off what the other makes it:
 * the height off the width's by at most 1, or the width off the height's by at most 1. (The height alone is not
 * enough: fitCrop floors the width of a tall shape on a wide image, e.g. Vertical 9:16 on 2000 × 1015 is
 * 570 × 1015, whose exact height would be 1013.3.)
 */
export function cropBoxRefusal(crop: CropBox, image: Size, shapeId: CropShapeId): CropBoxRefusal | null {
  if (!isCropInside(crop, image)) return 'cropOutside';
  const shape = cropShape(shapeId);
  const heightOff = Math.abs(crop.height - (crop.width * shape.height) / shape.width);
  const widthOff = Math.abs(crop.width - (crop.height * shape.width) / shape.height);
  return heightOff <= 1 || widthOff <= 1 ? null : 'wrongProportions';
}

/** The type a crop of `original` is stored as: PNG, or JPEG for a photo format without transparency. */
export function croppedType(original: MediaType, hasAlpha: boolean): 'image/png' | 'image/jpeg' {
  if (original === 'image/jpeg') return 'image/jpeg';
  if (original === 'image/webp' && !hasAlpha) return 'image/jpeg';
  return 'image/png';
}

const EXTENSION: Record<MediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The crop's file name: the original's without its extension, `-<shape>` and the new extension
 * (`Summer menu.png` -> `Summer menu-square.png`), within FILE_NAME_MAX characters; `image-<shape>.png` when the
 * original had no name.
 */
export function croppedFileName(original: string | null, shape: CropShapeId, type: MediaType): string {
  const suffix = `-${shape}.${EXTENSION[type]}`;
  const withoutExtension = (original ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  const base = Array.from(withoutExtension === '' ? 'image' : withoutExtension)
    .slice(0, FILE_NAME_MAX - suffix.length)
    .join('')
    .trimEnd();
  return `${base}${suffix}`;
}

/**
 * `crop` cut from `original` (the stored bytes, of type `contentType`), at `shape`'s output size, as processImage
 * makes an upload of it; `unreadable` when the stored file cannot be decoded, is not of the size the crop was
 * checked against, or the result is refused.
 */
export async function cropImage(
  original: Uint8Array,
  contentType: MediaType,
  crop: CropBox,
  shapeId: CropShapeId,
): Promise<ProcessedImage | { refused: 'unreadable' }> {
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, autoOrient: true } as const;
  try {
    const metadata = await sharp(original, options).metadata();
    const decoded = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    if (!isCropInside(crop, decoded)) return { refused: 'unreadable' };
    const type = croppedType(contentType, metadata.hasAlpha ?? false);
    const size = outputSize(crop, cropShape(shapeId));
    const pipeline = sharp(original, options)
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(size.width, size.height, { fit: 'fill' });
    // Near-lossless here: processImage encodes the JPEG once more at its own quality.
    const bytes = await (type === 'image/png' ? pipeline.png() : pipeline.jpeg({ quality: 100 })).toBuffer();
    const image = await processImage(new Uint8Array(bytes));
    return 'refused' in image ? { refused: 'unreadable' } : image;
  } catch {
    return { refused: 'unreadable' };
  }
}
