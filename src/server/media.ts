/**
 * The media store (issue 16, "Uploads that survive"): uploaded images behind one interface, `MediaStore`, kept in
 * the database by default (migration 0015_media.sql, bytea columns), so every server instance on one PostgreSQL
 * serves the same files and a restart loses none. Used for avatars and logos (routes/media.ts) and for an account's
 * library uploads, images ('upload') and videos ('video', routes/libraryMedia.ts; issue 18).
 *
 * `processImage` turns an upload into what is stored: the rules of src/domain/media.ts on the first bytes (never the
 * file's name or claimed type), then sharp decodes the whole image. A file sharp cannot decode, whose decoded format
 * is not the one its first bytes announced, or with more than MEDIA_MAX_PIXELS pixels, is refused with a sentence.
 * What is stored and served is re-encoded by sharp in the upload's own format, turned upright by its EXIF orientation
 * and without any metadata (EXIF, XMP, comments, ICC profile: converted to sRGB); an animated GIF or WebP keeps its
 * frames. The thumbnail is a WebP of at most THUMBNAIL_SIZE px on its longer side (first frame, never enlarged).
 * Each variant's ETag is the SHA-256 of its bytes.
 *
 * `processVideo` (mediaVideo.ts, issue 18) checks a library video by its first bytes and its container
 * (videoProbe.ts: type, duration, picture size, a file cut short) and stores its bytes as sent, never re-encoded; its
 * thumbnail is the poster frame the browser captured, through `processImage`, or a drawn placeholder when there is
 * none.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { LibraryMediaKind, VideoType } from '../domain/libraryMedia.ts';
import {
  MEDIA_MAX_PIXELS,
  SNIFF_BYTES,
  THUMBNAIL_SIZE,
  checkImageBytes,
  type MediaKind,
  type MediaType,
} from '../domain/media.ts';
import { MEDIA_ID_PATTERN } from '../contract/media.ts';
import type { Queryable } from './db.ts';

/** Whose an item is: a person's avatar, an account's logo, one of an account's library uploads or videos. */
export type MediaOwner =
  | { kind: 'avatar'; userId: number }
  | { kind: 'logo' | LibraryMediaKind | typeof PUBLISHED_KIND; accountId: number };

/** A design's image as a published post sent it out (migration 0026; src/server/publishing.ts). */
export const PUBLISHED_KIND = 'published';

/** Any item of an account's library, an upload or a video (what the library's delete names). */
export interface LibraryOwner {
  kind: 'library';
  accountId: number;
}

/** What an item is, in the media table. */
export type StoredKind = MediaKind | LibraryMediaKind | typeof PUBLISHED_KIND;
/** What an original is served as. */
export type StoredType = MediaType | VideoType;

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

/** A library video ready to store: its bytes as sent, what its container says, and its thumbnail. */
export interface ProcessedVideo {
  contentType: VideoType;
  bytes: Uint8Array;
  width: number;
  height: number;
  durationMs: number;
  /** Whether the thumbnail is the browser's poster frame (false: the drawn placeholder). */
  posterFrame: boolean;
  thumbnail: ProcessedImage['thumbnail'];
}

/** Why a video was refused (the sentences are libraryMediaMessages' of the same names). */
export type VideoRefusal =
  | 'videoEmpty'
  | 'videoTooLarge'
  | 'videoWrongType'
  | 'videoUnreadable'
  | 'videoNoDuration'
  | 'videoNoPicture'
  | 'posterUnreadable';

export interface MediaItem {
  /** 22 characters of base64url (128 random bits): the URL cannot be guessed. */
  id: string;
  kind: StoredKind;
  userId: number | null;
  accountId: number | null;
  uploadedBy: number | null;
  contentType: StoredType;
  byteSize: number;
  width: number;
  height: number;
  /** The original's strong ETag (its SHA-256, quoted). */
  etag: string;
  createdAt: Date;
  /** A video's length (null for an image). */
  durationMs: number | null;
  /** The name the file was uploaded under (library items; null otherwise or when it had none). */
  fileName: string | null;
}

/** A library item as the library lists it: with its uploader's name (null once they are gone). */
export interface LibraryItem extends MediaItem {
  uploaderName: string | null;
}

/** A variant's description, without its bytes (what a range request needs first). */
export interface MediaStat {
  id: string;
  kind: StoredKind;
  contentType: string;
  etag: string;
  size: number;
}

/** One variant's bytes as served. */
export interface MediaFile {
  id: string;
  kind: StoredKind;
  contentType: string;
  bytes: Uint8Array;
  etag: string;
}

export interface NewMedia {
  owner: MediaOwner;
  /** Null for what the server made itself (a design rendered for a published post). */
  uploadedBy: number | null;
  /** The processed file: an image, or (a library video) a video and its thumbnail. */
  image: ProcessedImage | ProcessedVideo;
  createdAt: Date;
  /** The name it was uploaded under, for display (library items). */
  fileName?: string | null;
}

/** Where media live. The database store is the default; another (an object store) plugs in behind this. */
export interface MediaStore {
  put(media: NewMedia): Promise<MediaItem>;
  /** The bytes of a variant, or null when there is no such item. */
  get(id: string, variant: MediaVariant): Promise<MediaFile | null>;
  /** A variant's type, ETag and size without its bytes, or null when there is no such item. */
  stat(id: string, variant: MediaVariant): Promise<MediaStat | null>;
  /** `length` bytes of a variant from `start` (0-based; the caller keeps within its size), or null. */
  slice(id: string, variant: MediaVariant, start: number, length: number): Promise<Uint8Array | null>;
  /** One page of an account's library items of `kind`, newest first, and how many there are in all. */
  listLibrary(
    accountId: number,
    kind: LibraryMediaKind,
    page: { limit: number; offset: number },
  ): Promise<{ items: LibraryItem[]; total: number }>;
  /** Deletes the item only when it is `owner`'s; true when something was deleted. */
  delete(id: string, owner: MediaOwner | LibraryOwner): Promise<boolean>;
  /** The account's published image kept under `fileName` (src/domain/designImageRef.ts), or null. */
  findPublished(accountId: number, fileName: string): Promise<MediaItem | null>;
}

/** A new item id: 16 random bytes in base64url (22 characters). */
export function newMediaId(): string {
  return randomBytes(16).toString('base64url');
}

export { MEDIA_ID_PATTERN };

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
  kind: StoredKind;
  user_id: number | null;
  account_id: number | null;
  uploaded_by: number | null;
  content_type: StoredType;
  byte_size: number;
  width: number;
  height: number;
  etag: string;
  created_at: Date | string;
  duration_ms: number | null;
  file_name: string | null;
}

const ITEM_COLUMNS = `id, kind, user_id, account_id, uploaded_by, content_type, byte_size, width, height, etag,
  created_at, duration_ms, file_name`;

const itemOf = (row: MediaRow): MediaItem => ({
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
  durationMs: row.duration_ms,
  fileName: row.file_name,
});

/** The columns of a variant: its type, ETag and bytes. */
const VARIANT_COLUMNS: Record<MediaVariant, { type: string; etag: string; data: string }> = {
  original: { type: 'content_type', etag: 'etag', data: 'data' },
  thumbnail: { type: 'thumbnail_type', etag: 'thumbnail_etag', data: 'thumbnail' },
};

/** bytea as both engines return it (PGlite: Uint8Array; pg: Buffer, itself a Uint8Array). */
const bytesOf = (value: unknown): Uint8Array => {
  if (value instanceof Uint8Array) return value;
  throw new Error('media: a bytea column did not come back as bytes');
};

/** The store on the database: `db` may be an open transaction. */
export function databaseMediaStore(db: Queryable): MediaStore {
  return {
    async put({ owner, uploadedBy, image, createdAt, fileName = null }) {
      const id = newMediaId();
      const rows = await db.query<MediaRow>(
        `insert into media (id, kind, user_id, account_id, uploaded_by, content_type, byte_size, width, height, etag,
           data, thumbnail_type, thumbnail_size, thumbnail_etag, thumbnail, created_at, duration_ms, file_name)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         returning ${ITEM_COLUMNS}`,
        [
          id,
          owner.kind,
          owner.kind === 'avatar' ? owner.userId : null,
          owner.kind === 'avatar' ? null : owner.accountId,
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
          'durationMs' in image ? image.durationMs : null,
          fileName,
        ],
      );
      return itemOf(rows[0]!);
    },

    async get(id, variant) {
      if (!MEDIA_ID_PATTERN.test(id)) return null;
      const rows = await db.query<{ kind: StoredKind; content_type: string; etag: string; data: unknown }>(
        variant === 'original'
          ? 'select kind, content_type, etag, data from media where id = $1'
          : 'select kind, thumbnail_type as content_type, thumbnail_etag as etag, thumbnail as data from media where id = $1',
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      return { id, kind: row.kind, contentType: row.content_type, etag: row.etag, bytes: bytesOf(row.data) };
    },

    async stat(id, variant) {
      if (!MEDIA_ID_PATTERN.test(id)) return null;
      const columns = VARIANT_COLUMNS[variant];
      const rows = await db.query<{ kind: StoredKind; content_type: string; etag: string; size: number }>(
        `select kind, ${columns.type} as content_type, ${columns.etag} as etag, octet_length(${columns.data}) as size
         from media where id = $1`,
        [id],
      );
      const row = rows[0];
      return row
        ? { id, kind: row.kind, contentType: row.content_type, etag: row.etag, size: Number(row.size) }
        : null;
    },

    async slice(id, variant, start, length) {
      if (!MEDIA_ID_PATTERN.test(id)) return null;
      // bytea is stored out of line, uncompressed (0015_media.sql): substring reads only the chunks it needs.
      const rows = await db.query<{ data: unknown }>(
        `select substring(${VARIANT_COLUMNS[variant].data} from $2 for $3) as data from media where id = $1`,
        [id, start + 1, length],
      );
      return rows[0] ? bytesOf(rows[0].data) : null;
    },

    async findPublished(accountId, fileName) {
      const rows = await db.query<MediaRow>(
        `select ${ITEM_COLUMNS} from media where account_id = $1 and kind = '${PUBLISHED_KIND}' and file_name = $2
         order by created_at limit 1`,
        [accountId, fileName],
      );
      return rows[0] ? itemOf(rows[0]) : null;
    },
    async listLibrary(accountId, kind, { limit, offset }) {
      const [rows, counted] = await Promise.all([
        db.query<MediaRow & { uploader_name: string | null }>(
          `select m.id, m.kind, m.user_id, m.account_id, m.uploaded_by, m.content_type, m.byte_size, m.width,
             m.height, m.etag, m.created_at, m.duration_ms, m.file_name,
             nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as uploader_name
           from media m left join users u on u.id = m.uploaded_by
           where m.account_id = $1 and m.kind = $2
           order by m.created_at desc, m.id desc
           limit $3 offset $4`,
          [accountId, kind, limit, offset],
        ),
        db.query<{ total: number }>(
          'select count(*)::int as total from media where account_id = $1 and kind = $2',
          [accountId, kind],
        ),
      ]);
      return {
        items: rows.map((row) => ({ ...itemOf(row), uploaderName: row.uploader_name })),
        total: counted[0]?.total ?? 0,
      };
    },

    async delete(id, owner) {
      if (!MEDIA_ID_PATTERN.test(id)) return false;
      const rows = await db.query(
        owner.kind === 'avatar'
          ? `delete from media where id = $1 and kind = 'avatar' and user_id = $2 returning id`
          : owner.kind === 'library'
            ? `delete from media where id = $1 and kind in ('upload', 'video') and account_id = $2 returning id`
            : `delete from media where id = $1 and kind = $3 and account_id = $2 returning id`,
        owner.kind === 'avatar'
          ? [id, owner.userId]
          : owner.kind === 'library'
            ? [id, owner.accountId]
            : [id, owner.accountId, owner.kind],
      );
      return rows.length > 0;
    },
  };
}
