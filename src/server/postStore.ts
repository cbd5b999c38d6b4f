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
