/**
 * The designs' queries (issue 19; migration 0024_designs.sql, contract src/contract/designs.ts, routes
 * routes/designs.ts). An account reads its own designs and the ready-made templates (account_id null); it changes
 * only its own. A save writes the document and the next version in one statement guarded by `version = $n`, so of
 * two saves from the same version exactly one wins; the other finds the newer version and is a conflict.
 *
 * Image sources (an image node's `src`, src/contract/designs.ts designImageSrc) point at the product's own media:
 * - `/api/media/{id}` and `/api/media/{id}/thumbnail`: the account's logo or one of its library uploads;
 * - `/api/library/images/{id}.png` (or without `.png`) and `/api/library/images/{id}/thumbnail.webp`: a library
 *   post's image (public content).
 * Anything else (another account's upload, an avatar, a video, another path) is refused when a document is written,
 * unless the stored design already held that very src (a save must not fail because an upload was removed since).
 */
import { API_BASE } from '../contract/envelope.ts';
import { DESIGNS_PAGE_SIZE, type DesignSummaryWire, type DesignWire } from '../contract/designs.ts';
import { presetOf, type DesignDoc, type DesignPresetId } from '../domain/design.ts';
import type { BrandFill } from '../domain/designFill.ts';
import type { Queryable } from './db.ts';
import { accountPicks } from './libraryStore.ts';
import type { MediaVariant } from './media.ts';

/** A design as stored. */
export interface DesignRow {
  id: number;
  account_id: number | null;
  industry_id: number | null;
  name: string;
  preset: DesignPresetId;
  width: number;
  height: number;
  doc: DesignDoc;
  version: number;
  is_template: boolean;
  updated_at: Date | string;
}

const COLUMNS =
  'd.id, d.account_id, d.industry_id, d.name, d.preset, d.width, d.height, d.version, d.is_template, d.updated_at';
const WITH_DOC = `${COLUMNS}, d.doc`;
const RETURNING = COLUMNS.replace(/d\./g, '');
const RETURNING_DOC = `${RETURNING}, doc`;

export type DesignListKind = 'designs' | 'templates';

/** The address of a design's image (routes/designs.ts): its version makes it a new address after every save. */
export function designImagePath(
  row: Pick<DesignRow, 'id' | 'version' | 'account_id'>,
  query: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  params.set('v', String(row.version));
  if (row.account_id !== null) params.set('account_Id', String(row.account_id));
  return `${API_BASE}/designs/${row.id}/image?${params.toString()}`;
}

/** The thumbnail a list shows: a 360 px wide WebP. */
export const designThumbnailPath = (row: Pick<DesignRow, 'id' | 'version' | 'account_id'>) =>
  designImagePath(row, { format: 'webp', width: 360 });

export function summaryWire(row: DesignRow): DesignSummaryWire {
  return {
    id: row.id,
    name: row.name,
    preset: row.preset,
    width: row.width,
    height: row.height,
    version: row.version,
    is_template: row.is_template,
    thumbnail_url: designThumbnailPath(row),
    updated_at: new Date(row.updated_at).toISOString(),
    industry_id: row.industry_id,
  };
}

export const designWireOf = (row: DesignRow): DesignWire => ({ ...summaryWire(row), doc: row.doc });

/** The size columns of a document: whole pixels, and the preset that size is. */
export function sizeOf(doc: Pick<DesignDoc, 'width' | 'height'>) {
  const width = Math.round(doc.width);
  const height = Math.round(doc.height);
  return { width, height, preset: presetOf(width, height) };
}

/** Lone surrogates (text a JSON string may carry but PostgreSQL's jsonb refuses). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A document as jsonb text: every string well-formed (a lone surrogate becomes U+FFFD, as in any text column). */
export function docJson(doc: DesignDoc): string {
  return JSON.stringify(doc, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
  );
}

/** One page of an account's designs or of the templates it can use, and how many there are in all. */
export async function designPage(
  db: Queryable,
  accountId: number,
  kind: DesignListKind,
  page: number,
): Promise<{ data: DesignSummaryWire[]; total: number }> {
  const offset = (Math.max(1, page) - 1) * DESIGNS_PAGE_SIZE;
  if (kind === 'designs') {
    const where = 'd.account_id = $1 and d.deleted_at is null and not d.is_template';
    const rows = await db.query<DesignRow>(
      `select ${COLUMNS} from designs d where ${where}
       order by d.updated_at desc, d.id desc limit ${DESIGNS_PAGE_SIZE} offset ${offset}`,
      [accountId],
    );
    const [count] = await db.query<{ total: number }>(
      `select count(*)::int as total from designs d where ${where}`,
      [accountId],
    );
    return { data: rows.map(summaryWire), total: count?.total ?? 0 };
  }
  // The account's own templates (newest change first), then the ready-made ones of the industries it picked, then
  // the others, each in the industries' order.
  const { industries } = await accountPicks(db, accountId);
  const where = 'd.deleted_at is null and d.is_template and (d.account_id = $1 or d.account_id is null)';
  const rows = await db.query<DesignRow>(
    `select ${COLUMNS} from designs d left join industries i on i.id = d.industry_id
     where ${where}
     order by (d.account_id is not null) desc,
       case when d.account_id is not null then d.updated_at end desc nulls last,
       coalesce(d.industry_id = any($2::int[]), false) desc,
       i.sort_order nulls last, d.id
     limit ${DESIGNS_PAGE_SIZE} offset ${offset}`,
    [accountId, industries],
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from designs d where ${where}`,
    [accountId],
  );
  return { data: rows.map(summaryWire), total: count?.total ?? 0 };
}

/** A design the account may read: its own (not deleted) or a ready-made template; null otherwise. */
export async function readableDesign(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<DesignRow | null> {
  const rows = await db.query<DesignRow>(
    `select ${WITH_DOC} from designs d
     where d.id = $2 and d.deleted_at is null and (d.account_id = $1 or (d.account_id is null and d.is_template))`,
    [accountId, id],
  );
  return rows[0] ?? null;
}

/** A design by id alone (not deleted), whoever's it is: for the image route, which checks membership itself. */
export async function designById(db: Queryable, id: number): Promise<DesignRow | null> {
  const rows = await db.query<DesignRow>(
    `select ${WITH_DOC} from designs d where d.id = $1 and d.deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

/** The names of the account's designs (for "Untitled design N"). */
export async function designNames(db: Queryable, accountId: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select name from designs where account_id = $1 and deleted_at is null and name like 'Untitled design%'`,
    [accountId],
  );
  return rows.map((row) => row.name);
}

export interface NewDesign {
  accountId: number;
  name: string;
  doc: DesignDoc;
  isTemplate: boolean;
  createdBy: number;
  now: Date;
}

export async function insertDesign(db: Queryable, design: NewDesign): Promise<DesignRow> {
  const { width, height, preset } = sizeOf(design.doc);
  const rows = await db.query<DesignRow>(
    `insert into designs (account_id, name, preset, width, height, doc, version, is_template, created_by, created_at,
       updated_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, 1, $7, $8, $9, $9)
     returning ${RETURNING_DOC}`,
    [
      design.accountId,
      design.name,
      preset,
      width,
      height,
      docJson(design.doc),
      design.isTemplate,
      design.createdBy,
      design.now.toISOString(),
    ],
  );
  return rows[0]!;
}

export interface DesignSave {
  id: number;
  accountId: number;
  /** The version the editor started from. */
  version: number;
  doc: DesignDoc;
  name?: string | undefined;
  isTemplate?: boolean | undefined;
  now: Date;
}

/**
 * Writes the document at the next version when the stored version is still `save.version`, in one statement; null
 * when it is not (another save won, or the design is gone): the caller reads the design again to say which.
 */
export async function saveDesign(db: Queryable, save: DesignSave): Promise<DesignRow | null> {
  const { width, height, preset } = sizeOf(save.doc);
  const rows = await db.query<DesignRow>(
    `update designs set doc = $4::jsonb, width = $5, height = $6, preset = $7, name = coalesce($8, name),
       is_template = coalesce($9, is_template), version = version + 1, updated_at = $10
     where id = $1 and account_id = $2 and deleted_at is null and version = $3
     returning ${RETURNING_DOC}`,
    [
      save.id,
      save.accountId,
      save.version,
      docJson(save.doc),
      width,
      height,
      preset,
      save.name ?? null,
      save.isTemplate ?? null,
      save.now.toISOString(),
    ],
  );
  return rows[0] ?? null;
}

/** Renames one of the account's designs (the version stays); null when it has no such design. */
export async function renameDesign(
  db: Queryable,
  accountId: number,
  id: number,
  name: string,
  now: Date,
): Promise<DesignRow | null> {
  const rows = await db.query<DesignRow>(
    `update designs set name = $3, updated_at = $4 where id = $1 and account_id = $2 and deleted_at is null
     returning ${RETURNING}`,
    [id, accountId, name, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** Deletes (softly) one of the account's designs; false when it has no such design. */
export async function deleteDesign(
  db: Queryable,
  accountId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update designs set deleted_at = $3 where id = $1 and account_id = $2 and deleted_at is null returning id`,
    [id, accountId, now.toISOString()],
  );
  return rows.length > 0;
}

/** The logo and brand colour a template is filled with (src/domain/designFill.ts). */
export async function brandFillOf(db: Queryable, accountId: number): Promise<BrandFill> {
  const rows = await db.query<{ logo: string | null; brand_color: string | null }>(
    'select logo, brand_color from accounts where id = $1',
    [accountId],
  );
  const logo = rows[0]?.logo ?? null;
  return {
    logo: logo !== null && imageSourceOf(logo)?.kind === 'media' ? logo : null,
    brandColor: rows[0]?.brand_color ?? null,
  };
}

/** Where an image src points: one of the media store's items, or a library post's drawn image. */
export type ImageSource =
  | { kind: 'media'; id: string; variant: MediaVariant }
  | { kind: 'library'; id: number; variant: MediaVariant };

const MEDIA_SRC = new RegExp(`^${API_BASE}/media/([A-Za-z0-9_-]{22})(/thumbnail)?$`);
const LIBRARY_SRC = new RegExp(`^${API_BASE}/library/images/([1-9][0-9]{0,8})(\\.png|/thumbnail\\.webp)?$`);

/** The item an image src names, or null for any other text. */
export function imageSourceOf(src: string): ImageSource | null {
  const media = MEDIA_SRC.exec(src);
  if (media) return { kind: 'media', id: media[1]!, variant: media[2] ? 'thumbnail' : 'original' };
  const library = LIBRARY_SRC.exec(src);
  if (library) {
    return {
      kind: 'library',
      id: Number(library[1]),
      variant: library[2] === '/thumbnail.webp' ? 'thumbnail' : 'original',
    };
  }
  return null;
}

/**
 * The first image node of `doc` whose src the account may not use (see the top of this file), as its index, or
 * null when every one is fine. `kept`: the srcs the stored design already holds.
 */
export async function foreignImage(
  db: Queryable,
  accountId: number,
  doc: DesignDoc,
  kept: ReadonlySet<string> = new Set(),
): Promise<number | null> {
  const asked = doc.nodes
    .map((node, index) => ({ node, index }))
    .filter(({ node }) => node.kind === 'image' && node.src !== '' && !kept.has(node.src));
  if (asked.length === 0) return null;
  const sources = asked.map(({ node }) => (node.kind === 'image' ? imageSourceOf(node.src) : null));
  const mediaIds = sources.flatMap((source) => (source?.kind === 'media' ? [source.id] : []));
  const libraryIds = sources.flatMap((source) => (source?.kind === 'library' ? [source.id] : []));
  const [media, library] = await Promise.all([
    mediaIds.length > 0
      ? db.query<{ id: string }>(
          `select id from media where id = any($1::text[]) and account_id = $2 and kind in ('logo', 'upload')`,
          [mediaIds, accountId],
        )
      : Promise.resolve([]),
    libraryIds.length > 0
      ? db.query<{ id: number }>('select id from library_posts where id = any($1::int[])', [libraryIds])
      : Promise.resolve([]),
  ]);
  const ownMedia = new Set(media.map((row) => row.id));
  const libraryPosts = new Set(library.map((row) => row.id));
  const bad = asked.find((_, n) => {
    const source = sources[n];
    if (!source) return true;
    return source.kind === 'media' ? !ownMedia.has(source.id) : !libraryPosts.has(source.id);
  });
  return bad ? bad.index : null;
}

/** The image srcs a document holds. */
export function imageSources(doc: DesignDoc): Set<string> {
  return new Set(doc.nodes.flatMap((node) => (node.kind === 'image' && node.src !== '' ? [node.src] : [])));
}
