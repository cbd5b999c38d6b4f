/**
 * The content library's reads and the account's favourites (issue 18; migration 0020_library.sql, contract
 * src/contract/library.ts). Search is PostgreSQL full-text search on the generated `search` column (GIN index): the
 * words of `q` (letters and digits only, so nothing of tsquery's syntax gets through), each also as a prefix, all
 * required, stemmed as English; best match (ts_rank) first.
 */
import { API_BASE } from '../contract/envelope.ts';
import { LIBRARY_PAGE_SIZE, type LibraryPostWire, type SharedImageWire } from '../contract/library.ts';
import type { Queryable } from './db.ts';

/** The most search words used (the rest are ignored). */
const MAX_SEARCH_WORDS = 8;

export interface LibraryFilter {
  /** null: every industry. */
  industries: readonly number[] | null;
  /** null: every category. */
  categories: readonly number[] | null;
  network: number | null;
  q: string;
}

/** The tsquery of a search text ('' when it has no word): `bak:* & bread:*`. */
export function searchQueryOf(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** The industries and categories an account picked in its setup (empty lists: none picked). */
export async function accountPicks(
  db: Queryable,
  accountId: number,
): Promise<{ industries: number[]; categories: number[] }> {
  const rows = await db.query<{ kind: string; id: number }>(
    `select 'industry' as kind, industry_id as id from account_industries where account_id = $1
     union all
     select 'category', category_id from account_categories where account_id = $1`,
    [accountId],
  );
  return {
    industries: rows.filter((row) => row.kind === 'industry').map((row) => row.id),
    categories: rows.filter((row) => row.kind === 'category').map((row) => row.id),
  };
}

export const libraryImagePath = (id: number) => `${API_BASE}/library/images/${id}.png`;
export const libraryThumbnailPath = (id: number) => `${API_BASE}/library/images/${id}/thumbnail.webp`;

interface PostRow extends Omit<LibraryPostWire, 'image_url' | 'thumbnail_url'> {
  total?: number;
}

const POST_COLUMNS = `p.id, p.industry_id, i.name as industry, p.category_id, c.name as category, p.title, p.caption,
  p.hashtags, p.networks, (f.account_id is not null) as favourite`;

const POST_JOINS = `from library_posts p
  join industries i on i.id = p.industry_id
  join content_categories c on c.id = p.category_id
  left join library_favourites f on f.account_id = $1 and f.library_post_id = p.id`;

const wire = (row: PostRow): LibraryPostWire => ({
  id: row.id,
  industry_id: row.industry_id,
  industry: row.industry,
  category_id: row.category_id,
  category: row.category,
  title: row.title,
  caption: row.caption,
  hashtags: row.hashtags,
  networks: row.networks,
  favourite: row.favourite,
  image_url: libraryImagePath(row.id),
  thumbnail_url: libraryThumbnailPath(row.id),
});

const offsetOf = (page: number) => (Math.max(1, page) - 1) * LIBRARY_PAGE_SIZE;

/** One page of the library for `accountId` (its favourites marked) and how many posts match in all. */
export async function libraryPage(
  db: Queryable,
  accountId: number,
  filter: LibraryFilter,
  page: number,
): Promise<{ data: LibraryPostWire[]; total: number }> {
  const params: unknown[] = [accountId];
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.industries !== null) conditions.push(`p.industry_id = any(${param(filter.industries)}::int[])`);
  if (filter.categories !== null) conditions.push(`p.category_id = any(${param(filter.categories)}::int[])`);
  if (filter.network !== null) conditions.push(`${param(filter.network)}::int = any(p.networks)`);
  const tsquery = searchQueryOf(filter.q);
  let score = '0::real';
  if (filter.q.trim() !== '') {
    // Text with no word at all (only punctuation) matches nothing rather than everything.
    if (tsquery === '') return { data: [], total: 0 };
    const query = param(tsquery);
    conditions.push(`p.search @@ to_tsquery('english', ${query})`);
    score = `ts_rank(p.search, to_tsquery('english', ${query}))`;
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const countParams = params.slice();
  // The page's ids first (best match, then id), then their names and favourite flags: joined to every match before
  // the sort, those cost as much as ranking thousands of matches (npm run bench, part 9).
  const rows = await db.query<PostRow>(
    `select ${POST_COLUMNS} ${POST_JOINS}
     join (select p.id, ${score} as score from library_posts p ${where} order by score desc, p.id
       limit ${LIBRARY_PAGE_SIZE} offset ${offsetOf(page)}) top on top.id = p.id
     order by top.score desc, top.id`,
    params,
  );
  // The count query has the same conditions; the account id stays $1 (unused by it but keeps the numbering).
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from library_posts p where $1::int is not null ${
      conditions.length > 0 ? `and ${conditions.join(' and ')}` : ''
    }`,
    countParams,
  );
  return { data: rows.map(wire), total: count?.total ?? 0 };
}

/** One library post (with the account's favourite flag), or null. */
export async function libraryPostOf(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<LibraryPostWire | null> {
  const [row] = await db.query<PostRow>(`select ${POST_COLUMNS} ${POST_JOINS} where p.id = $2`, [
    accountId,
    id,
  ]);
  return row ? wire(row) : null;
}

/** The account's favourite library posts, the newest favourite first. */
export async function favouritePage(
  db: Queryable,
  accountId: number,
  page: number,
): Promise<{ data: LibraryPostWire[]; total: number }> {
  const rows = await db.query<PostRow>(
    `select ${POST_COLUMNS}, count(*) over ()::int as total ${POST_JOINS}
     where f.account_id is not null
     order by f.created_at desc, p.id
     limit ${LIBRARY_PAGE_SIZE} offset ${offsetOf(page)}`,
    [accountId],
  );
  const total =
    rows[0]?.total ??
    (
      await db.query<{ total: number }>(
        'select count(*)::int as total from library_favourites where account_id = $1',
        [accountId],
      )
    )[0]?.total ??
    0;
  return { data: rows.map(wire), total };
}

/** Marks or unmarks a favourite; false when the library post does not exist. */
export async function setFavourite(
  db: Queryable,
  accountId: number,
  postId: number,
  favourite: boolean,
  by: number,
  now: Date,
): Promise<boolean> {
  const [exists] = await db.query('select 1 from library_posts where id = $1', [postId]);
  if (!exists) return false;
  if (favourite) {
    await db.query(
      `insert into library_favourites (account_id, library_post_id, created_by, created_at) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [accountId, postId, by, now],
    );
  } else {
    await db.query('delete from library_favourites where account_id = $1 and library_post_id = $2', [
      accountId,
      postId,
    ]);
  }
  return true;
}

/** The ready-made images of the account's industries (every industry while it picked none), paged. */
export async function sharedImagesPage(
  db: Queryable,
  accountId: number,
  page: number,
): Promise<{ data: SharedImageWire[]; total: number }> {
  const { industries } = await accountPicks(db, accountId);
  const all = industries.length === 0;
  const rows = await db.query<{ id: number; title: string; industry: string; total: number }>(
    `select p.id, p.title, i.name as industry, count(*) over ()::int as total
     from library_posts p join industries i on i.id = p.industry_id
     where $1::boolean or p.industry_id = any($2::int[])
     order by i.sort_order, p.id
     limit ${LIBRARY_PAGE_SIZE} offset ${offsetOf(page)}`,
    [all, industries],
  );
  const total =
    rows[0]?.total ??
    (
      await db.query<{ total: number }>(
        'select count(*)::int as total from library_posts where $1::boolean or industry_id = any($2::int[])',
        [all, industries],
      )
    )[0]?.total ??
    0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      industry: row.industry,
      image_url: libraryImagePath(row.id),
      thumbnail_url: libraryThumbnailPath(row.id),
    })),
    total,
  };
}
