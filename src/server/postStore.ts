/**
 * The posts of an account, read and written: reads answer posts as the planner sees them (src/contract/posts.ts
 * `post`: one row per post with its channels as `msp[0].channeldata`), chosen by a typed filter; writes check what
 * the planner's calls may change (a post of another account is never found: 404, like one that does not exist).
 * The routes of routes/posts.ts only read the request and answer; plannerStore.ts holds the account's other planner
 * data (calendar, status, feed schedule, settings). Every write tells the account's members in the caller's
 * transaction (`posts.changed` with the post's id, live.ts: it leaves at commit, issue 20).
 */
import { POST_PAGE_SIZE, postMessages, type PostWire } from '../contract/posts.ts';
import { providerById } from '../domain/posts.ts';
import type { Queryable } from './db.ts';
import { HttpError } from './http.ts';
import { publishPostsChanged } from './live.ts';
import {
  altTextsFollowingMedia,
  checkPostContent,
  storedStrings,
  storedTexts,
  textsOn,
  textsWire,
  type ChannelTexts,
} from './postContent.ts';

interface ChannelJson {
  provider_Id: number;
  status: string;
  error: string | null;
  externalPostId: string | null;
  posted_at: string | null;
}

export interface PostRow {
  id: number;
  account_id: number;
  description: string;
  media: unknown;
  scheduled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  status: string;
  approved: number;
  channels: ChannelJson[] | string | null;
  /** posts.texts: the networks' own texts, keyed by provider id (postContent.ts). */
  texts: unknown;
  first_comment: string;
  alt_texts: unknown;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The columns of PostRow but its channels, for `from posts p`. */
const POST_COLUMNS = `p.id, p.account_id, p.description, p.media, p.scheduled_at, p.created_at, p.updated_at,
  p.status, p.approved, p.texts, p.first_comment, p.alt_texts`;

interface ChannelRow {
  post_id: number;
  provider_id: number;
  status: string;
  error: string | null;
  external_post_id: string | null;
  posted_at: Date | string | null;
}

/**
 * The channels of `postIds`, by post. One query for the whole list: a subquery per post made the month view of
 * 2,000 posts spend most of its time in the database.
 */
async function channelsOf(db: Queryable, postIds: readonly number[]): Promise<Map<number, ChannelJson[]>> {
  const byPost = new Map<number, ChannelJson[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db.query<ChannelRow>(
    `select post_id, provider_id, status, error, external_post_id, posted_at from post_channels
     where post_id = any($1::int[]) order by post_id, provider_id`,
    [postIds],
  );
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({
      provider_Id: row.provider_id,
      status: row.status,
      error: row.error,
      externalPostId: row.external_post_id,
      posted_at: row.posted_at === null ? null : iso(row.posted_at),
    });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

export function toPost(row: PostRow): PostWire {
  const channels: ChannelJson[] =
    typeof row.channels === 'string' ? (JSON.parse(row.channels) as ChannelJson[]) : (row.channels ?? []);
  const media = storedStrings(row.media);
  return {
    id: row.id,
    account_id: row.account_id,
    description: row.description,
    media,
    scheduled_at: row.scheduled_at === null ? null : iso(row.scheduled_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    msp: [
      {
        status: row.status as PostWire['msp'][number]['status'],
        approved: row.approved === 1 ? 1 : 0,
        channeldata: channels.map((channel) => ({
          provider_Id: channel.provider_Id as 1 | 2 | 3 | 4 | 6,
          // PUBLISHING is internal: the card shows it as still scheduled until the result is stored.
          status: channel.status === 'POSTED' || channel.status === 'FAILED' ? channel.status : 'SCHEDULED',
          error: channel.error,
          externalPostId: channel.externalPostId,
          posted_at: channel.posted_at === null ? null : iso(channel.posted_at),
        })),
      },
    ],
    texts: textsWire(
      storedTexts(row.texts),
      channels.map((channel) => channel.provider_Id),
    ),
    first_comment: row.first_comment,
    alt_texts: storedStrings(row.alt_texts),
  };
}

/** Which posts of the account to read (every condition given must hold; none: every post not deleted). */
export interface PostFilter {
  ids?: readonly number[];
  /** Scheduled in [start, end) (ISO dates, or '-infinity' / 'infinity'). */
  scheduled?: { start: string; end: string };
  /** Scheduled and waiting for approval. */
  pending?: true;
  createdBy?: number;
  favourite?: true;
}

/** Orders of the lists: the planner's pages list the latest scheduled (undated first), the others by time. */
const ORDERS = {
  id: 'p.id',
  latestFirst: 'p.scheduled_at desc nulls first, p.id desc',
  byTime: 'p.scheduled_at nulls last, p.id',
  newestCreated: 'p.created_at desc, p.id desc',
} as const;

export interface PostQuery {
  filter?: PostFilter;
  order?: keyof typeof ORDERS;
  limit?: number;
  offset?: number;
}

/** The SQL condition of `filter` on `posts p` of the account $1, its values from $2 on. */
function whereOf(accountId: number, filter: PostFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [accountId];
  const conditions = ['p.account_id = $1', 'p.deleted_at is null'];
  const value = (item: unknown) => {
    params.push(item);
    return `$${params.length}`;
  };
  if (filter.ids) conditions.push(`p.id = any(${value(filter.ids)}::int[])`);
  if (filter.scheduled) {
    const { start, end } = filter.scheduled;
    conditions.push(
      `p.scheduled_at >= ${value(start)}::timestamptz and p.scheduled_at < ${value(end)}::timestamptz`,
    );
  }
  if (filter.pending) conditions.push("p.status = 'SCHEDULED' and p.approved = 0");
  if (filter.createdBy !== undefined) conditions.push(`p.created_by = ${value(filter.createdBy)}`);
  if (filter.favourite) conditions.push('p.favourite = 1');
  return { sql: conditions.join(' and '), params };
}

/** Posts of `accountId` (not deleted) matching the query, shaped for the wire. */
export async function postsOf(db: Queryable, accountId: number, query: PostQuery = {}): Promise<PostWire[]> {
  const where = whereOf(accountId, query.filter ?? {});
  const limit = query.limit === undefined ? '' : ` limit ${query.limit} offset ${query.offset ?? 0}`;
  const rows = await db.query<Omit<PostRow, 'channels'>>(
    `select ${POST_COLUMNS} from posts p where ${where.sql} order by ${ORDERS[query.order ?? 'id']}${limit}`,
    where.params,
  );
  const channels = await channelsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPost({ ...row, channels: channels.get(row.id) ?? [] }));
}

/** How many posts of `accountId` (not deleted) match `filter`. */
export async function countPosts(db: Queryable, accountId: number, filter: PostFilter = {}): Promise<number> {
  const where = whereOf(accountId, filter);
  const [found] = await db.query<{ total: number }>(
    `select count(*)::int as total from posts p where ${where.sql}`,
    where.params,
  );
  return found?.total ?? 0;
}

/** One page (from 1, POST_PAGE_SIZE posts, latest scheduled first) of the posts matching `filter`, and their total. */
export async function postPage(
  db: Queryable,
  accountId: number,
  filter: PostFilter,
  page: number,
): Promise<{ data: PostWire[]; total: number }> {
  const offset = (Math.max(1, page) - 1) * POST_PAGE_SIZE;
  const data = await postsOf(db, accountId, { filter, order: 'latestFirst', limit: POST_PAGE_SIZE, offset });
  return { data, total: await countPosts(db, accountId, filter) };
}

/** One post of the account (not deleted), or null (also for another account's post: never leaked). */
export async function postOf(db: Queryable, accountId: number, postId: number): Promise<PostWire | null> {
  const [found] = await postsOf(db, accountId, { filter: { ids: [postId] } });
  return found ?? null;
}

// ---- writes --------------------------------------------------------------------------------------------------

/** What addPost and updatePost store; `scheduledAt` null: not dated. */
export interface PostFields {
  description: string;
  /** undefined on update: the media stay as they are. */
  media: readonly string[] | undefined;
  scheduledAt: Date | null;
  channels: readonly number[];
  /**
   * The networks' own texts, the first comment and the alt texts (issue 19). undefined on update: as stored, less
   * the texts of networks no longer among the channels; the alt texts follow their images when the media change.
   */
  texts: ChannelTexts | undefined;
  firstComment: string | undefined;
  altTexts: readonly string[] | undefined;
}

/** 400 unless every channel is a connected link of the account. */
async function checkChannels(db: Queryable, accountId: number, channels: readonly number[]): Promise<void> {
  const rows = await db.query<{ provider_id: number }>(
    'select provider_id from social_links where account_id = $1 and connected and provider_id = any($2::int[])',
    [accountId, channels],
  );
  const connected = new Set(rows.map((row) => row.provider_id));
  const missing = channels.find((id) => !connected.has(id));
  if (missing !== undefined) {
    throw new HttpError(
      400,
      postMessages.channelNotConnected(providerById(missing)?.name ?? String(missing)),
      'channels',
    );
  }
}

interface PostState {
  id: number;
  status: string;
  approved: number;
  publishing: number;
}

/** The state of a post that may still change, locked for the transaction; 404 when not found, 409 once published. */
async function lockChangeable(tx: Queryable, accountId: number, postId: number): Promise<PostState> {
  const rows = await tx.query<PostState>(
    `select p.id, p.status, p.approved,
       (select count(*)::int from post_channels pc where pc.post_id = p.id and pc.status = 'PUBLISHING') as publishing
     from posts p where p.id = $1 and p.account_id = $2 and p.deleted_at is null for update`,
    [postId, accountId],
  );
  const found = rows[0];
  if (!found) throw new HttpError(404, postMessages.notFound);
  if (found.status === 'POSTED') throw new HttpError(409, postMessages.alreadyPublished);
  if (found.publishing > 0) throw new HttpError(409, postMessages.publishing);
  return found;
}

/** Replaces the channels of a post not yet published: every channel SCHEDULED again, attempts from 0. */
async function setChannels(tx: Queryable, postId: number, channels: readonly number[]): Promise<void> {
  await tx.query('delete from post_channels where post_id = $1', [postId]);
  await tx.query(`insert into post_channels (post_id, provider_id) select $1, unnest($2::int[])`, [
    postId,
    channels,
  ]);
}

/** The post as stored, or 404 (it was found and locked before, so only a bug ends here). */
async function storedPost(tx: Queryable, accountId: number, postId: number): Promise<PostWire> {
  const post = await postOf(tx, accountId, postId);
  if (!post) throw new HttpError(404, postMessages.notFound);
  return post;
}

/** A new post (SCHEDULED; approved or not) on connected channels of the account. */
export async function createPost(
  tx: Queryable,
  accountId: number,
  fields: PostFields & { approved: number; createdBy: number; now: Date; libraryPostId?: number | null },
): Promise<PostWire> {
  await checkChannels(tx, accountId, fields.channels);
  const content = {
    description: fields.description,
    texts: fields.texts ?? {},
    channels: fields.channels,
    media: fields.media ?? [],
    firstComment: fields.firstComment ?? '',
    altTexts: fields.altTexts ?? [],
  };
  checkPostContent(content);
  const libraryPostId = fields.libraryPostId ?? null;
  if (libraryPostId !== null) {
    const [source] = await tx.query('select 1 from library_posts where id = $1', [libraryPostId]);
    if (!source) throw new HttpError(400, 'library_post_id: no such library post', 'library_post_id');
  }
  const [row] = await tx.query<{ id: number }>(
    `insert into posts (account_id, description, media, scheduled_at, status, approved, created_by, created_at,
       updated_at, library_post_id, texts, first_comment, alt_texts)
     values ($1, $2, $3::jsonb, $4, 'SCHEDULED', $5, $6, $7, $7, $8, $9::jsonb, $10, $11::jsonb) returning id`,
    [
      accountId,
      content.description,
      JSON.stringify(content.media),
      fields.scheduledAt?.toISOString() ?? null,
      fields.approved,
      fields.createdBy,
      fields.now.toISOString(),
      libraryPostId,
      JSON.stringify(content.texts),
      content.firstComment,
      JSON.stringify(content.altTexts),
    ],
  );
  if (!row) throw new Error('the post was not stored');
  await setChannels(tx, row.id, fields.channels);
  await publishPostsChanged(tx, accountId, [row.id]);
  return storedPost(tx, accountId, row.id);
}

/**
 * New text, media, time, channels and content of a post not yet published (what is not sent stays as stored, see
 * PostFields); a failed post is scheduled again.
 */
export async function editPost(
  tx: Queryable,
  accountId: number,
  postId: number,
  fields: PostFields & { now: Date },
): Promise<PostWire> {
  await lockChangeable(tx, accountId, postId);
  await checkChannels(tx, accountId, fields.channels);
  const [stored] = await tx.query<{
    media: unknown;
    texts: unknown;
    first_comment: string;
    alt_texts: unknown;
  }>('select media, texts, first_comment, alt_texts from posts where id = $1', [postId]);
  const storedMedia = storedStrings(stored?.media);
  const media = fields.media ?? storedMedia;
  const storedAlts = storedStrings(stored?.alt_texts);
  const content = {
    description: fields.description,
    texts: fields.texts ?? textsOn(storedTexts(stored?.texts), fields.channels),
    channels: fields.channels,
    media,
    firstComment: fields.firstComment ?? stored?.first_comment ?? '',
    altTexts: fields.altTexts ?? altTextsFollowingMedia(storedAlts, storedMedia, media),
  };
  checkPostContent(content);
  await tx.query(
    `update posts set description = $3, media = $4::jsonb, scheduled_at = $5,
       status = case when status = 'FAILED' then 'SCHEDULED' else status end, updated_at = $6,
       texts = $7::jsonb, first_comment = $8, alt_texts = $9::jsonb
     where id = $1 and account_id = $2`,
    [
      postId,
      accountId,
      content.description,
      JSON.stringify(content.media),
      fields.scheduledAt?.toISOString() ?? null,
      fields.now.toISOString(),
      JSON.stringify(content.texts),
      content.firstComment,
      JSON.stringify(content.altTexts),
    ],
  );
  await setChannels(tx, postId, fields.channels);
  await publishPostsChanged(tx, accountId, [postId]);
  return storedPost(tx, accountId, postId);
}

/** Approves the posts among `ids` that wait for it (404 unless every id is a post of the account); the approved. */
export async function approvePosts(
  tx: Queryable,
  accountId: number,
  ids: readonly number[],
  now: Date,
): Promise<PostWire[]> {
  const found = await tx.query<{ id: number }>(
    'select id from posts where account_id = $1 and deleted_at is null and id = any($2::int[]) for update',
    [accountId, ids],
  );
  if (found.length !== ids.length) throw new HttpError(404, postMessages.notFound);
  const changed = await tx.query<{ id: number }>(
    `update posts set approved = 1, updated_at = $3
     where account_id = $1 and id = any($2::int[]) and status = 'SCHEDULED' and approved = 0 and deleted_at is null
     returning id`,
    [accountId, ids, now.toISOString()],
  );
  if (changed.length === 0) return [];
  await publishPostsChanged(
    tx,
    accountId,
    changed.map((row) => row.id),
  );
  return postsOf(tx, accountId, { filter: { ids: changed.map((row) => row.id) }, order: 'byTime' });
}

/** A post not yet published at a new time; one that failed is tried again then, on every channel. */
export async function reschedulePost(
  tx: Queryable,
  accountId: number,
  postId: number,
  scheduledAt: Date | null,
  now: Date,
): Promise<PostWire> {
  const state = await lockChangeable(tx, accountId, postId);
  await tx.query(
    `update posts set scheduled_at = $3, updated_at = $4,
       status = case when status = 'FAILED' then 'SCHEDULED' else status end
     where id = $1 and account_id = $2`,
    [postId, accountId, scheduledAt?.toISOString(), now.toISOString()],
  );
  if (state.status === 'FAILED') {
    await tx.query(
      `update post_channels set status = 'SCHEDULED', error = null, attempts = 0, next_attempt_at = null,
         claimed_at = null where post_id = $1`,
      [postId],
    );
  } else {
    await tx.query('update post_channels set next_attempt_at = null where post_id = $1', [postId]);
  }
  await publishPostsChanged(tx, accountId, [postId]);
  return storedPost(tx, accountId, postId);
}

/** Marks a post of the account deleted; 404 when there is none (or it was deleted before). */
export async function deletePost(tx: Queryable, accountId: number, postId: number, now: Date): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    'update posts set deleted_at = $3, updated_at = $3 where id = $1 and account_id = $2 and deleted_at is null returning id',
    [postId, accountId, now.toISOString()],
  );
  if (!rows[0]) throw new HttpError(404, postMessages.notFound);
  await publishPostsChanged(tx, accountId, [postId]);
}
