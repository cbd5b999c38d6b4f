/**
 * Reading posts as the planner sees them (src/contract/posts.ts `post`): one row per post with its channels as
 * `msp[0].channeldata`. Shared by the post routes and publishing.
 */
import type { PostWire } from '../contract/posts.ts';
import type { Queryable } from './db.ts';

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
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The columns of PostRow but its channels, for `from posts p`. */
const POST_COLUMNS = `p.id, p.account_id, p.description, p.media, p.scheduled_at, p.created_at, p.updated_at,
  p.status, p.approved`;

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
  const media = Array.isArray(row.media)
    ? row.media.filter((item): item is string => typeof item === 'string')
    : [];
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
  };
}

/** Posts of `accountId` (not deleted) matching `where` (params from $2), in `order`, shaped for the wire. */
export async function postsOf(
  db: Queryable,
  accountId: number,
  where = 'true',
  params: readonly unknown[] = [],
  tail = 'order by p.id',
): Promise<PostWire[]> {
  const rows = await db.query<Omit<PostRow, 'channels'>>(
    `select ${POST_COLUMNS} from posts p where p.account_id = $1 and p.deleted_at is null and (${where}) ${tail}`,
    [accountId, ...params],
  );
  const channels = await channelsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPost({ ...row, channels: channels.get(row.id) ?? [] }));
}

/** One post of the account (not deleted), or null (also for another account's post: never leaked). */
export async function postOf(db: Queryable, accountId: number, postId: number): Promise<PostWire | null> {
  const [found] = await postsOf(db, accountId, 'p.id = $2', [postId]);
  return found ?? null;
}

/** UTC ISO 8601 with milliseconds, as `Date.toISOString()` writes it (what the full post answers). */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The calendar's answer (src/contract/posts.ts `calendarPost`) for posts of `accountId` scheduled in [start, end)
 * and every post of the account without a date (the planner lists those beside any range: docs/decisions.md): the
 * total and, ordered by time (undated last), at most `limit` posts as one JSON array text. One query builds the JSON
 * inside the database: the embedded database hands over one row instead of a row per post and per channel, and
 * no object is built in between (the month view of 2,000 posts spent most of its server time there). The values
 * are the full post's (toPost): media only its strings, a channel being published shows as SCHEDULED.
 */
export async function calendarPostsJson(
  db: Queryable,
  accountId: number,
  start: string,
  end: string,
  limit: number,
): Promise<{ rows: number; json: string }> {
  const [found] = await db.query<{ total: number; data: string }>(
    `with ranged as (
       select p.id, p.description, p.media, p.scheduled_at, p.status, p.approved from posts p
       where p.account_id = $1 and p.deleted_at is null
         and (p.scheduled_at is null or (p.scheduled_at >= $2::timestamptz and p.scheduled_at < $3::timestamptz))
     ),
     shown as (select * from ranged order by scheduled_at nulls last, id limit $4),
     channels as (
       select pc.post_id, json_agg(
         (select c from (select pc.provider_id as "provider_Id",
           case when pc.status in ('POSTED', 'FAILED') then pc.status else 'SCHEDULED' end as status,
           pc.error) c)
         order by pc.provider_id) as list
       from post_channels pc join shown on shown.id = pc.post_id group by pc.post_id
     )
     select (select count(*) from ranged)::int as total,
       (select coalesce(json_agg(row_to_json(x) order by x.scheduled_at nulls last, x.id), '[]')::text from (
         select shown.id, shown.description,
           case when jsonb_typeof(shown.media) <> 'array' then '[]'::jsonb
             when shown.media = '[]'::jsonb then shown.media
             else (select coalesce(jsonb_agg(m), '[]'::jsonb) from jsonb_array_elements(shown.media) m
               where jsonb_typeof(m) = 'string') end as media,
           ${isoSql('shown.scheduled_at')} as scheduled_at, shown.status, shown.approved,
           coalesce(channels.list, '[]'::json) as channels
         from shown left join channels on channels.post_id = shown.id) x) as data`,
    [accountId, start, end, limit],
  );
  return { rows: found?.total ?? 0, json: found?.data ?? '[]' };
}
