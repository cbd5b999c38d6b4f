/**
 * Analytics storage (issue 17): `syncInsights` asks the social providers for per-day account metrics and per-post
 * metrics of every connected link of an account (or of every account) and upserts them into `insight_days` and
 * `insight_posts` (migration 0017; followers gained and lost per day: migration 0019), so a sync run twice stores
 * the same rows. The pg-boss queue `insights.sync` (jobs.ts) runs it once a day for every connected link, together
 * with the Google reviews' sync (reviews/sync.ts); POST /auth/syncInsights runs it for one account. The analytics
 * calls (routes/analytics.ts, dashboardInsights.ts) read only these tables.
 */
import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';
import type { Logger } from './logger.ts';
import type { DailyInsights, Providers } from './providers.ts';
import { connectionOf, type LinkRow } from './socialLinks.ts';
import { DAY_MS, dayOf } from './sandbox/insights.ts';
import { providerById } from '../domain/posts.ts';

/** How many days a sync covers, ending with today (UTC): late likes and comments still land on earlier days. */
export const SYNC_DAYS = 7;

export interface SyncRange {
  /** First UTC day (YYYY-MM-DD), inclusive. */
  from: string;
  /** Last UTC day, inclusive. */
  to: string;
}

/** The default range of a sync: the SYNC_DAYS days that end today (UTC). */
export function defaultSyncRange(clock: Clock): SyncRange {
  const today = dayOf(clock.now());
  return { from: dayOf(new Date(Date.parse(`${today}T00:00:00Z`) - (SYNC_DAYS - 1) * DAY_MS)), to: today };
}

export interface SyncResult {
  /** Links synced. */
  links: number;
  /** Links whose network failed (left as they were). */
  failed: { accountId: number; providerId: number; reason: string }[];
  days: number;
  posts: number;
}

interface SyncLink extends LinkRow {
  account_id: number;
}

/**
 * Syncs the connected links of `accountId` (null: every account) for the days of `range`. A network that fails is
 * reported in `failed` and keeps what was stored before; the others are stored all the same.
 */
export async function syncInsights(
  deps: { db: Queryable; providers: Providers; clock: Clock; log?: Logger; tokenKey?: Buffer | null },
  accountId: number | null,
  range: SyncRange,
): Promise<SyncResult> {
  const { db, providers, clock } = deps;
  const links = await db.query<SyncLink>(
    `select account_id, provider_id, name, external_id, access_token, refresh_token, expires_at, connected
     from social_links where connected and ($1::int is null or account_id = $1) order by account_id, provider_id`,
    [accountId],
  );
  const result: SyncResult = { links: 0, failed: [], days: 0, posts: 0 };
  const start = new Date(`${range.from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS);
  const syncedAt = clock.now().toISOString();
  for (const link of links) {
    const network = providerById(link.provider_id)?.key;
    const provider = network ? providers.social[network] : undefined;
    if (!network || !provider) {
      result.failed.push({
        accountId: link.account_id,
        providerId: link.provider_id,
        reason: 'not available',
      });
      continue;
    }
    let answer: DailyInsights;
    try {
      answer = await provider.dailyInsights(connectionOf(link, network, deps.tokenKey), { start, end });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log?.warn(`insights: ${network} of account ${link.account_id} did not answer: ${reason}`);
      result.failed.push({ accountId: link.account_id, providerId: link.provider_id, reason });
      continue;
    }
    await storeInsights(db, link.account_id, link.provider_id, answer, range.to, syncedAt);
    result.links++;
    result.days += answer.days.length;
    result.posts += answer.posts.length;
  }
  return result;
}

/** Upserts one link's answer (one statement per table, whatever its size). */
export async function storeInsights(
  db: Queryable,
  accountId: number,
  providerId: number,
  answer: DailyInsights,
  asOf: string,
  syncedAt: string,
): Promise<void> {
  const { days, posts } = answer;
  if (days.length > 0) {
    await db.query(
      `insert into insight_days (account_id, provider_id, day, impressions, reach, likes, comments, shares, clicks,
         followers, followers_gained, followers_lost, synced_at)
       select $1, $2, d.day, d.impressions, d.reach, d.likes, d.comments, d.shares, d.clicks, d.followers,
         d.followers_gained, d.followers_lost, $3
       from unnest($4::date[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[],
         $12::int[], $13::int[])
         as d(day, impressions, reach, likes, comments, shares, clicks, followers, followers_gained, followers_lost)
       on conflict (account_id, provider_id, day) do update set impressions = excluded.impressions,
         reach = excluded.reach, likes = excluded.likes, comments = excluded.comments, shares = excluded.shares,
         clicks = excluded.clicks, followers = excluded.followers, followers_gained = excluded.followers_gained,
         followers_lost = excluded.followers_lost, synced_at = excluded.synced_at`,
      [
        accountId,
        providerId,
        syncedAt,
        days.map((d) => d.day),
        days.map((d) => d.impressions),
        days.map((d) => d.reach),
        days.map((d) => d.likes),
        days.map((d) => d.comments),
        days.map((d) => d.shares),
        days.map((d) => d.clicks),
        days.map((d) => d.followers),
        days.map((d) => d.followersGained),
        days.map((d) => d.followersLost),
      ],
    );
  }
  if (posts.length > 0) {
    // The planner's post of each network post, when it was published through the product.
    await db.query(
      `insert into insight_posts (account_id, provider_id, external_post_id, post_id, text, posted_at, as_of,
         impressions, reach, likes, comments, shares, clicks, synced_at)
       select $1, $2, p.external_post_id,
         (select pc.post_id from post_channels pc join posts po on po.id = pc.post_id
          where pc.external_post_id = p.external_post_id and pc.provider_id = $2 and po.account_id = $1 limit 1),
         p.text, p.posted_at, $3::date, p.impressions, p.reach, p.likes, p.comments, p.shares, p.clicks, $4
       from unnest($5::text[], $6::text[], $7::timestamptz[], $8::int[], $9::int[], $10::int[], $11::int[],
         $12::int[], $13::int[]) as p(external_post_id, text, posted_at, impressions, reach, likes, comments, shares,
         clicks)
       on conflict (account_id, provider_id, external_post_id) do update set post_id = excluded.post_id,
         text = excluded.text, posted_at = excluded.posted_at, as_of = excluded.as_of,
         impressions = excluded.impressions, reach = excluded.reach, likes = excluded.likes,
         comments = excluded.comments, shares = excluded.shares, clicks = excluded.clicks,
         synced_at = excluded.synced_at
       where insight_posts.as_of <= excluded.as_of`,
      [
        accountId,
        providerId,
        asOf,
        syncedAt,
        posts.map((p) => p.externalPostId),
        posts.map((p) => p.text),
        posts.map((p) => p.postedAt.toISOString()),
        posts.map((p) => p.impressions),
        posts.map((p) => p.reach),
        posts.map((p) => p.likes),
        posts.map((p) => p.comments),
        posts.map((p) => p.shares),
        posts.map((p) => p.clicks),
      ],
    );
  }
}
