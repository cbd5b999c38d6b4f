/**
 * Analytics, spec 7.6 (issue 17; shapes and rules in src/contract/analytics.ts). Every call reads only the insight
 * tables (migration 0017) that syncInsights (insights.ts) fills, so it answers while a network is down. Each GET
 * takes the account of the accountId / account_Id header (accountScope.ts) and is registered with and without its
 * trailing `{ids}`. POST /auth/syncInsights {account_id} syncs that account's connected links now (the last
 * SYNC_DAYS days), at most SYNC_LIMIT times per account per 15 minutes. The range checks and the posts-of-a-range
 * query are shared with the dashboard's subpages (insightQueries.ts).
 */
import { Hono, type Context } from 'hono';
import {
  TOP_POSTS_LIMIT,
  syncInsightsRequest,
  topPostsParams,
  type InsightMetrics,
  type MetricSeries,
} from '../../contract/analytics.ts';
import { scopedAccount } from '../accountScope.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseBody } from '../http.ts';
import { UTC_DAY, dayList, engagementsOf, postsInRange, rangeOf, type Range } from '../insightQueries.ts';
import { defaultSyncRange, syncInsights } from '../insights.ts';
import type { Logger } from '../logger.ts';
import type { Providers } from '../providers.ts';
import { spendAttempt, type RateLimiter } from '../rateLimit.ts';

interface DayRow {
  day: string;
  impressions: number;
  reach: number;
  likes: number;
  comments: number;
  shares: number;
  clicks: number;
  followers: number;
  posts: number;
}

/** A stored day of one network as networkDays' query hands it over. */
type StoredDay = [
  day: string,
  impressions: number,
  reach: number,
  likes: number,
  comments: number,
  shares: number,
  clicks: number,
  followers: number,
];

/** The metrics a network reports per day, which add up over days and networks (followers do not add up over days). */
const DAILY_METRICS = ['impressions', 'reach', 'likes', 'comments', 'shares', 'clicks'] as const;

/** Adds `row`'s daily metrics into `into` (and followers, when `withFollowers`). */
function addInto(
  into: Record<(typeof DAILY_METRICS)[number] | 'followers', number>,
  row: Pick<DayRow, (typeof DAILY_METRICS)[number] | 'followers'>,
  withFollowers: boolean,
) {
  for (const metric of DAILY_METRICS) into[metric] += row[metric];
  if (withFollowers) into.followers += row.followers;
}

const ZERO: InsightMetrics = {
  impressions: 0,
  reach: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  clicks: 0,
  followers: 0,
  engagements: 0,
};

/**
 * Per network of `ids`, every day of `from..to` (0 where nothing is stored) with the posts published that day;
 * followers are the network's count that day, else its last known count before (a gap does not read as losing every
 * follower). Three indexed queries, whatever the range, each answering a row per network; summed in memory.
 */
async function networkDays(
  db: Queryable,
  accountId: number,
  ids: number[],
  from: string,
  to: string,
): Promise<Map<number, DayRow[]>> {
  const [stored, before, posts] = await Promise.all([
    // One row per network, its days in one JSON array: PGlite hands every row and value over to JavaScript one by
    // one, which for a year of five networks (1,825 rows) cost several times the query itself (docs/benchmarks.md).
    db.query<{ provider_id: number; days: StoredDay[] }>(
      `select provider_id, json_agg(json_build_array(to_char(day, 'YYYY-MM-DD'), impressions, reach, likes, comments,
         shares, clicks, followers) order by day) as days
       from insight_days where account_id = $1 and provider_id = any($2::int[]) and day between $3 and $4
       group by provider_id`,
      [accountId, ids, from, to],
    ),
    db.query<{ provider_id: number; followers: number }>(
      `select distinct on (provider_id) provider_id, followers from insight_days
       where account_id = $1 and provider_id = any($2::int[]) and day < $3 order by provider_id, day desc`,
      [accountId, ids, from],
    ),
    db.query<{ provider_id: number; days: [day: string, posts: number][] }>(
      `select provider_id, json_agg(json_build_array(day, n)) as days from (
         select provider_id, to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
         from insight_posts where account_id = $1 and provider_id = any($2::int[])
           and posted_at >= ${UTC_DAY('$3')} and posted_at < ${UTC_DAY('$4')} + interval '1 day'
         group by 1, 2) as counted
       group by provider_id`,
      [accountId, ids, from, to],
    ),
  ]);
  const days = dayList(from, to);
  const result = new Map<number, DayRow[]>();
  for (const id of ids) {
    const byDay = new Map(
      (stored.find((row) => row.provider_id === id)?.days ?? []).map(
        ([day, impressions, reach, likes, comments, shares, clicks, followers]) =>
          [day, { impressions, reach, likes, comments, shares, clicks, followers }] as const,
      ),
    );
    const postsByDay = new Map(posts.find((row) => row.provider_id === id)?.days ?? []);
    let followers = before.find((row) => row.provider_id === id)?.followers ?? 0;
    result.set(
      id,
      days.map((day) => {
        const row = byDay.get(day);
        if (row) followers = row.followers;
        const metrics = Object.fromEntries(DAILY_METRICS.map((metric) => [metric, row?.[metric] ?? 0]));
        return {
          day,
          ...(metrics as Record<(typeof DAILY_METRICS)[number], number>),
          followers,
          posts: postsByDay.get(day) ?? 0,
        };
      }),
    );
  }
  return result;
}

/** The networks' days summed per day. */
function summed(perNetwork: Map<number, DayRow[]>, from: string, to: string): DayRow[] {
  return dayList(from, to).map((day, index) => {
    const total: DayRow = { day, ...ZERO_DAY };
    for (const rows of perNetwork.values()) {
      const row = rows[index]!;
      addInto(total, row, true);
      total.posts += row.posts;
    }
    return total;
  });
}

const ZERO_DAY = {
  ...(Object.fromEntries(DAILY_METRICS.map((metric) => [metric, 0])) as Record<
    (typeof DAILY_METRICS)[number],
    number
  >),
  followers: 0,
  posts: 0,
};

/** The selected networks summed per day of `from..to`. */
async function daysOf(db: Queryable, accountId: number, ids: number[], from: string, to: string) {
  return summed(await networkDays(db, accountId, ids, from, to), from, to);
}

/** Sums of the rows; followers: the last day's count. */
function totalsOf(rows: readonly DayRow[]): InsightMetrics {
  const totals = { ...ZERO };
  for (const row of rows) addInto(totals, row, false);
  totals.followers = rows.at(-1)?.followers ?? 0;
  totals.engagements = engagementsOf(totals);
  return totals;
}

type Metric = MetricSeries['metric'];
const METRIC_OF: Record<Metric, (row: DayRow) => number> = {
  followers: (row) => row.followers,
  likes: (row) => row.likes,
  views: (row) => row.impressions,
  engagements: engagementsOf,
  posts: (row) => row.posts,
};

async function metricSeries(db: Queryable, accountId: number, range: Range, metric: Metric) {
  const [rows, previous] = await Promise.all([
    daysOf(db, accountId, range.ids, range.start, range.end),
    daysOf(db, accountId, range.ids, range.prevStart, range.prevEnd),
  ]);
  const value = METRIC_OF[metric];
  const total = (list: readonly DayRow[]) =>
    metric === 'followers' ? (list.at(-1)?.followers ?? 0) : list.reduce((sum, row) => sum + value(row), 0);
  return {
    start: range.start,
    end: range.end,
    ids: range.ids,
    metric,
    days: rows.map((row) => ({ day: row.day, value: value(row) })),
    total: total(rows),
    previous: { start: range.prevStart, end: range.prevEnd, total: total(previous) },
  } satisfies MetricSeries;
}

const SORT_SQL: Record<number, string> = {
  1: '(likes + comments + shares + clicks) desc, posted_at desc',
  2: 'likes desc, posted_at desc',
  3: 'impressions desc, posted_at desc',
  4: 'posted_at desc',
};

/** POST /auth/syncInsights: per account, this many syncs per 15 minutes. */
export const SYNC_LIMIT = 6;

export function analyticsRoutes(deps: {
  db: Queryable;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  providers: Providers;
  tokenKey: Buffer | null;
}) {
  const { db, clock } = deps;
  const routes = new Hono<AppEnv>();
  const both = (path: string, handler: (c: Context<AppEnv>) => Promise<Response>) => {
    routes.get(path, handler);
    routes.get(`${path}/:ids`, handler);
  };

  both('/auth/getAccountInsights/:start/:end', async (c) => {
    const { range } = rangeOf(c, clock);
    const accountId = scopedAccount(c);
    const [rows, previous, synced] = await Promise.all([
      daysOf(db, accountId, range.ids, range.start, range.end),
      daysOf(db, accountId, range.ids, range.prevStart, range.prevEnd),
      db.query<{ synced_at: Date | string | null }>(
        'select max(synced_at) as synced_at from insight_days where account_id = $1 and provider_id = any($2::int[])',
        [accountId, range.ids],
      ),
    ]);
    const syncedAt = synced[0]?.synced_at ?? null;
    return ok(c, {
      start: range.start,
      end: range.end,
      ids: range.ids,
      days: rows.map(({ posts: _posts, ...row }) => ({ ...row, engagements: engagementsOf(row) })),
      totals: totalsOf(rows),
      previous: { start: range.prevStart, end: range.prevEnd, totals: totalsOf(previous) },
      synced_at: syncedAt === null ? null : new Date(syncedAt).toISOString(),
    });
  });

  both('/auth/getAllAccountInsights/:start/:end', async (c) => {
    const { range } = rangeOf(c, clock);
    const accountId = scopedAccount(c);
    const [current, previous, stored] = await Promise.all([
      networkDays(db, accountId, range.ids, range.start, range.end),
      networkDays(db, accountId, range.ids, range.prevStart, range.prevEnd),
      db.query<{ provider_id: number; n: number }>(
        `select provider_id, count(*)::int as n from insight_days
         where account_id = $1 and provider_id = any($2::int[]) and day between $3 and $4 group by provider_id`,
        [accountId, range.ids, range.start, range.end],
      ),
    ]);
    const networks = range.ids.map((id) => ({
      provider_Id: id,
      totals: totalsOf(current.get(id)!),
      previous: totalsOf(previous.get(id)!),
      days: stored.find((row) => row.provider_id === id)?.n ?? 0,
    }));
    return ok(c, { start: range.start, end: range.end, ids: range.ids, networks });
  });

  const series: [string, Metric][] = [
    ['/auth/getAccountFollowers/:start/:end', 'followers'],
    ['/auth/getPostsLikes/:start/:end', 'likes'],
    ['/auth/getPostsViews/:start/:end', 'views'],
    ['/auth/getPostInsights/:start/:end', 'posts'],
    ['/auth/getPostsTotalEngagements/:start/:end', 'engagements'],
  ];
  for (const [path, metric] of series) {
    both(path, async (c) => ok(c, await metricSeries(db, scopedAccount(c), rangeOf(c, clock).range, metric)));
  }

  both('/auth/getTopPostsInsights/:start/:end/:sortId', async (c) => {
    const { range, sortId } = rangeOf(c, clock, topPostsParams);
    const rows = await postsInRange(db, scopedAccount(c), range, SORT_SQL[sortId]!, TOP_POSTS_LIMIT);
    return ok(c, {
      start: range.start,
      end: range.end,
      ids: range.ids,
      sortId,
      posts: rows.map(({ provider_id, posted_at, ...row }) => ({
        ...row,
        provider_Id: provider_id,
        posted_at: new Date(posted_at).toISOString(),
        views: row.impressions,
        engagements: engagementsOf(row),
      })),
    });
  });

  routes.post('/auth/syncInsights', async (c) => {
    const { account_id } = await parseBody(c, syncInsightsRequest);
    const refused = await spendAttempt(c, [[deps.limits.insightsSyncPerAccount, String(account_id)]]);
    if (refused) return refused;
    const result = await syncInsights(
      { db, providers: deps.providers, clock, log: deps.log, tokenKey: deps.tokenKey },
      account_id,
      defaultSyncRange(clock),
    );
    return ok(c, {
      account_id,
      links: result.links,
      failed: result.failed.map((failure) => ({ provider_Id: failure.providerId, reason: failure.reason })),
      synced_at: clock.now().toISOString(),
    });
  });

  return routes;
}
