/**
 * The dashboard's new connections, leaderboard and hashtag calls (issue 17; shapes and rules in
 * src/contract/dashboardInsights.ts). Like the analytics calls of spec 7.6 (analytics.ts, whose range checks and
 * posts-of-a-range query they share: insightQueries.ts) each reads only the insight tables that syncInsights fills
 * (insight_days with the followers gained and lost of migration 0019, insight_posts), takes the account of the
 * accountId / account_Id header and is registered with and without its trailing `{ids}`.
 */
import { Hono, type Context } from 'hono';
import { engagementRate, LEADERBOARD_EXCERPT, LEADERBOARD_LIMIT } from '../../domain/dashboardInsights.ts';
import { hashtagFigures, hashtagsOf } from '../../domain/hashtags.ts';
import { cutText } from '../../domain/text.ts';
import { scopedAccount } from '../accountScope.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../http.ts';
import { dayList, engagementsOf, postsInRange, rangeOf } from '../insightQueries.ts';

interface Connections {
  gained: number;
  lost: number;
  net: number;
}
const zero = (): Connections => ({ gained: 0, lost: 0, net: 0 });
const add = (into: Connections, gained: number, lost: number) => {
  into.gained += gained;
  into.lost += lost;
  into.net += gained - lost;
};

/**
 * Followers gained and lost on each day of `from..to` (the networks `ids` summed; 0 where nothing is stored), per
 * network with its followers at `to` (its last count known by then), and in total.
 */
async function connectionsOf(db: Queryable, accountId: number, ids: number[], from: string, to: string) {
  const [rows, last] = await Promise.all([
    db.query<{ provider_id: number; day: string; gained: number; lost: number }>(
      `select provider_id, to_char(day, 'YYYY-MM-DD') as day, followers_gained as gained, followers_lost as lost
       from insight_days where account_id = $1 and provider_id = any($2::int[]) and day between $3 and $4`,
      [accountId, ids, from, to],
    ),
    db.query<{ provider_id: number; followers: number }>(
      `select distinct on (provider_id) provider_id, followers from insight_days
       where account_id = $1 and provider_id = any($2::int[]) and day <= $3 order by provider_id, day desc`,
      [accountId, ids, to],
    ),
  ]);
  const byDay = new Map<string, Connections>(dayList(from, to).map((day) => [day, zero()]));
  const byNetwork = new Map<number, Connections>(ids.map((id) => [id, zero()]));
  const totals = zero();
  for (const row of rows) {
    add(byDay.get(row.day)!, row.gained, row.lost);
    add(byNetwork.get(row.provider_id)!, row.gained, row.lost);
    add(totals, row.gained, row.lost);
  }
  const followersOf = (id: number) => last.find((row) => row.provider_id === id)?.followers ?? 0;
  return {
    days: [...byDay.entries()].map(([day, figures]) => ({ day, ...figures })),
    networks: ids.map((id) => ({ provider_Id: id, ...byNetwork.get(id)!, followers: followersOf(id) })),
    totals: { ...totals, followers: ids.reduce((sum, id) => sum + followersOf(id), 0) },
  };
}

export function dashboardInsightsRoutes(deps: { db: Queryable; clock: Clock }) {
  const { db, clock } = deps;
  const routes = new Hono<AppEnv>();
  const both = (path: string, handler: (c: Context<AppEnv>) => Promise<Response>) => {
    routes.get(path, handler);
    routes.get(`${path}/:ids`, handler);
  };

  both('/auth/getNewConnections/:start/:end', async (c) => {
    const { range } = rangeOf(c, clock);
    const accountId = scopedAccount(c);
    const [current, previous] = await Promise.all([
      connectionsOf(db, accountId, range.ids, range.start, range.end),
      connectionsOf(db, accountId, range.ids, range.prevStart, range.prevEnd),
    ]);
    return ok(c, {
      start: range.start,
      end: range.end,
      ids: range.ids,
      days: current.days,
      networks: current.networks,
      totals: current.totals,
      previous: { start: range.prevStart, end: range.prevEnd, totals: previous.totals },
    });
  });

  both('/auth/getPostsLeaderboard/:start/:end', async (c) => {
    const { range } = rangeOf(c, clock);
    const rows = await postsInRange(db, scopedAccount(c), range, 'posted_at desc');
    const scored = rows.map((row) => {
      const engagements = engagementsOf(row);
      return { row, engagements, ratio: row.reach > 0 ? engagements / row.reach : null };
    });
    // By rate (exact, not the rounded one shown), posts that reached nobody last; then engagements, then newest
    // (rows come newest first, and the sort is stable).
    scored.sort(
      (a, b) =>
        (a.ratio === null ? 1 : 0) - (b.ratio === null ? 1 : 0) ||
        (b.ratio ?? 0) - (a.ratio ?? 0) ||
        b.engagements - a.engagements,
    );
    const perNetwork = new Map<
      number,
      { posts: number; ratios: number[]; reach: number; engagements: number }
    >();
    for (const { row, engagements, ratio } of scored) {
      const network = perNetwork.get(row.provider_id) ?? { posts: 0, ratios: [], reach: 0, engagements: 0 };
      network.posts += 1;
      network.reach += row.reach;
      network.engagements += engagements;
      if (ratio !== null) network.ratios.push(ratio);
      perNetwork.set(row.provider_id, network);
    }
    const networks = [...perNetwork.entries()].map(([id, network]) => {
      const mean = network.ratios.reduce((sum, ratio) => sum + ratio, 0) / network.ratios.length;
      return {
        provider_Id: id,
        posts: network.posts,
        // The mean of the posts' exact rates, then rounded as a rate is (engagementRate of mean / 1).
        rate: network.ratios.length === 0 ? null : engagementRate(mean, 1),
        reach: network.reach,
        engagements: network.engagements,
      };
    });
    networks.sort(
      (a, b) =>
        (a.rate === null ? 1 : 0) - (b.rate === null ? 1 : 0) ||
        (b.rate ?? 0) - (a.rate ?? 0) ||
        b.posts - a.posts ||
        a.provider_Id - b.provider_Id,
    );
    return ok(c, {
      start: range.start,
      end: range.end,
      ids: range.ids,
      total: rows.length,
      posts: scored.slice(0, LEADERBOARD_LIMIT).map(({ row, engagements }, index) => ({
        rank: index + 1,
        post_id: row.post_id,
        provider_Id: row.provider_id,
        external_post_id: row.external_post_id,
        text: cutText(row.text, LEADERBOARD_EXCERPT - 3, LEADERBOARD_EXCERPT),
        posted_at: new Date(row.posted_at).toISOString(),
        reach: row.reach,
        engagements,
        rate: engagementRate(engagements, row.reach),
        likes: row.likes,
        comments: row.comments,
        shares: row.shares,
        clicks: row.clicks,
      })),
      networks,
    });
  });

  both('/auth/getHashtagInsights/:start/:end', async (c) => {
    const { range } = rangeOf(c, clock);
    const rows = await postsInRange(db, scopedAccount(c), range, 'posted_at desc');
    const posts = rows.map((row) => ({ text: row.text, reach: row.reach, engagements: engagementsOf(row) }));
    const { hashtags, total } = hashtagFigures(posts);
    return ok(c, {
      start: range.start,
      end: range.end,
      ids: range.ids,
      posts: rows.length,
      tagged_posts: posts.filter((post) => hashtagsOf(post.text).length > 0).length,
      total,
      hashtags: hashtags.map(({ averageReach, ...row }) => ({ ...row, average_reach: averageReach })),
    });
  });

  return routes;
}
