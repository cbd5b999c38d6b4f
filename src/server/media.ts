/**
 * The media store (issue 16, "Uploads that survive"): uploaded images behind one interface, `MediaStore`, kept in
 * the database by default (migration 0015_media.sql, bytea columns), so every server instance on one PostgreSQL
 * serves the same files and a restart loses none. Used for avatars and logos (routes/media.ts), later by the library.
 *
 * `processImage` turns an upload into what is stored: the rules of src/domain/media.ts on the first bytes (never the
 * file's name or claimed type), then sharp decodes the whole image. A file sharp cannot decode, whose decoded format
 * is not the one its first bytes announced, or with more than MEDIA_MAX_PIXELS pixels, is refused with a sentence.
 * What is stored and served is re-encoded by sharp in the upload's own format, turned upright by its EXIF orientation
 * and without any metadata (EXIF, XMP, comments, ICC profile: converted to sRGB); an animated GIF or WebP keeps its
 * frames. The thumbnail is a WebP of at most THUMBNAIL_SIZE px on its longer side (first frame, never enlarged).
 * Each variant's ETag is the SHA-256 of its bytes.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  MEDIA_MAX_PIXELS,
  SNIFF_BYTES,
  THUMBNAIL_SIZE,
  checkImageBytes,
  type MediaKind,
  type MediaType,
} from '../domain/media.ts';
import type { Queryable } from './db.ts';

/** Whose an item is: a person's avatar, an account's logo. */
export type MediaOwner = { kind: 'avatar'; userId: number } | { kind: 'logo'; accountId: number };

export type MediaVariant = 'original' | 'thumbnail';

/** An image ready to store: the served bytes of both variants and what describes them. */
export interface ProcessedImage {
  contentType: MediaType;
  bytes: Uint8Array;
  width: number;
  height: number;
  thumbnail: { contentType: 'image/webp'; bytes: Uint8Array; width: number; height: number };
}

/** Why an upload was refused (the sentences are mediaMessages' of the same names). */
export type ImageRefusal = 'empty' | 'tooLarge' | 'wrongType' | 'unreadable' | 'tooManyPixels';

export interface MediaItem {
  /** 22 characters of base64url (128 random bits): the URL cannot be guessed. */
  id: string;
  kind: MediaKind;
  userId: number | null;
  accountId: number | null;
  uploadedBy: number | null;
  contentType: MediaType;
  byteSize: number;
  width: number;
  height: number;
  /** The original's strong ETag (its SHA-256, quoted). */
  etag: string;
  createdAt: Date;
}

/** One variant's bytes as served. */
export interface MediaFile {
  id: string;
  kind: MediaKind;
  contentType: string;
  bytes: Uint8Array;
  etag: string;
}

export interface NewMedia {
  owner: MediaOwner;
  uploadedBy: number;
  image: ProcessedImage;
  createdAt: Date;
}

/** Where images live. The database store is the default; another (an object store) plugs in behind this. */
export interface MediaStore {
  put(media: NewMedia): Promise<MediaItem>;
  /** The bytes of a variant, or null when there is no such item. */
  get(id: string, variant: MediaVariant): Promise<MediaFile | null>;
  /** Deletes the item only when it is `owner`'s; true when something was deleted. */
  delete(id: string, owner: MediaOwner): Promise<boolean>;
}

/** A new item id: 16 random bytes in base64url (22 characters). */
export function newMediaId(): string {
  return randomBytes(16).toString('base64url');
}

export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The quoted strong ETag of `bytes`. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('hex')}"`;
}

const SHARP_FORMAT: Record<MediaType, 'png' | 'jpeg' | 'webp' | 'gif'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The upload's checks, decoding and re-encoding (see the top of this file). */
export async function processImage(upload: Uint8Array): Promise<ProcessedImage | { refused: ImageRefusal }> {
  const check = checkImageBytes(upload.length, upload.subarray(0, SNIFF_BYTES));
  if (!check.ok) return { refused: check.reason };
  const format = SHARP_FORMAT[check.type];
  const animated = format === 'gif' || format === 'webp';
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning', autoOrient: true } as const;
  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded): the pixel limit is checked below, with its own sentence.
    metadata = await sharp(upload, { ...options, animated, limitInputPixels: false }).metadata();
  } catch {
    return { refused: 'unreadable' };
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) return { refused: 'unreadable' };
  // With `animated`, height is every frame's together: the pixels decoding takes.
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) return { refused: 'tooManyPixels' };
  try {
    const original = sharp(upload, { ...options, animated });
    const encoded = await (
      format === 'png'
        ? original.png()
        : format === 'jpeg'
          ? original.jpeg({ quality: 90 })
          : format === 'webp'
            ? original.webp({ quality: 90 })
            : original.gif()
    ).toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(upload, options)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      contentType: check.type,
      bytes: encoded.data,
      width: encoded.info.width,
      height: encoded.info.pageHeight ?? encoded.info.height,
      thumbnail: {
        contentType: 'image/webp',
        bytes: thumbnail.data,
        width: thumbnail.info.width,
        height: thumbnail.info.height,
      },
    };
  } catch {
    // A damaged file: its header read, its pixels did not (or sharp refused its size).
    return { refused: 'unreadable' };
  }
}

interface MediaRow {
  id: string;
  kind: MediaKind;
  user_id: number | null;
  account_id: number | null;
  uploaded_by: number | null;
  content_type: MediaType;
  byte_size: number;
  width: number;
  height: number;
  etag: string;
  created_at: Date | string;
}

/** bytea as both engines return it (PGlite: Uint8Array; pg: Buffer, itself a Uint8Array). */
const bytesOf = (value: unknown): Uint8Array => {
  if (value instanceof Uint8Array) return value;
  throw new Error('media: a bytea column did not come back as bytes');
};

/** The store on the database: `db` may be an open transaction. */
export function databaseMediaStore(db: Queryable): MediaStore {
  return {
    async put({ owner, uploadedBy, image, createdAt }) {
      const id = newMediaId();
      const rows = await db.query<MediaRow>(
        `insert into media (id, kind, user_id, account_id, uploaded_by, content_type, byte_size, width, height, etag,
           data, thumbnail_type, thumbnail_size, thumbnail_etag, thumbnail, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         returning id, kind, user_id, account_id, uploaded_by, content_type, byte_size, width, height, etag,
           created_at`,
        [
          id,
          owner.kind,
          owner.kind === 'avatar' ? owner.userId : null,
          owner.kind === 'logo' ? owner.accountId : null,
          uploadedBy,
          image.contentType,
          image.bytes.length,
          image.width,
          image.height,
          etagOf(image.bytes),
          Buffer.from(image.bytes),
          image.thumbnail.contentType,
          image.thumbnail.bytes.length,
          etagOf(image.thumbnail.bytes),
          Buffer.from(image.thumbnail.bytes),
          createdAt.toISOString(),
        ],
      );
      const row = rows[0]!;
      return {
        id: row.id,
        kind: row.kind,
        userId: row.user_id,
        accountId: row.account_id,
        uploadedBy: row.uploaded_by,
        contentType: row.content_type,
        byteSize: row.byte_size,
        width: row.width,
        height: row.height,
        etag: row.etag,
        createdAt: new Date(row.created_at),
      };
    },

    async get(id, variant) {
      if (!MEDIA_ID_PATTERN.test(id)) return null;
      const rows = await db.query<{ kind: MediaKind; content_type: string; etag: string; data: unknown }>(
        variant === 'original'
          ? 'select kind, content_type, etag, data from media where id = $1'
          : 'select kind, thumbnail_type as content_type, thumbnail_etag as etag, thumbnail as data from media where id = $1',
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      return { id, kind: row.kind, contentType: row.content_type, etag: row.etag, bytes: bytesOf(row.data) };
    },

    async delete(id, owner) {
      const rows = await db.query(
        owner.kind === 'avatar'
          ? `delete from media where id = $1 and kind = 'avatar' and user_id = $2 returning id`
          : `delete from media where id = $1 and kind = 'logo' and account_id = $2 returning id`,
        [id, owner.kind === 'avatar' ? owner.userId : owner.accountId],
      );
      return rows.length > 0;
    },
  };
}
