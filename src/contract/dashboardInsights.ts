/**
 * The dashboard's new connections, leaderboard and hashtag calls (issue 17; all GET, account-scoped by the
 * accountId / account_Id header, registered with and without the trailing `{ids}`), checked like the analytics calls
 * of spec 7.6 (src/contract/analytics.ts: start, end, ids and their bounds; the same 400s):
 *
 * - /auth/getNewConnections/{start}/{end}/{ids?}: followers gained, lost and net per day (the networks summed), per
 *   network (with the followers at the range's end), the totals and the previous period's.
 * - /auth/getPostsLeaderboard/{start}/{end}/{ids?}: the posts published in the range ranked by engagement rate
 *   (engagements / reach in percent, one decimal; posts with reach 0 last), the first LEADERBOARD_LIMIT, and each
 *   network's average rate.
 * - /auth/getHashtagInsights/{start}/{end}/{ids?}: the hashtags of those posts (src/domain/hashtags.ts) with posts,
 *   reach, engagements, rate and average reach per post, by engagements, the first HASHTAG_LIMIT.
 */
import * as v from 'valibot';
import { envelope } from './envelope.ts';
import { insightsParams } from './analytics.ts';

/** The path parameters of the three calls: start, end and the optional ids (as the analytics calls). */
export const dashboardInsightsParams = insightsParams;

const period = { start: v.string(), end: v.string() };
const connectionFigures = { gained: v.number(), lost: v.number(), net: v.number() };
const connectionTotals = v.object({ ...connectionFigures, followers: v.number() });

export const newConnections = v.object({
  ...period,
  ids: v.array(v.number()),
  days: v.array(v.object({ day: v.string(), ...connectionFigures })),
  networks: v.array(v.object({ provider_Id: v.number(), ...connectionFigures, followers: v.number() })),
  totals: connectionTotals,
  previous: v.object({ ...period, totals: connectionTotals }),
});
export type NewConnectionsWire = v.InferOutput<typeof newConnections>;

export const leaderboardPost = v.object({
  rank: v.number(),
  post_id: v.nullable(v.number()),
  provider_Id: v.number(),
  external_post_id: v.string(),
  /** The post's text cut to LEADERBOARD_EXCERPT characters (src/domain/dashboardInsights.ts). */
  text: v.string(),
  posted_at: v.string(),
  reach: v.number(),
  engagements: v.number(),
  /** Percent, one decimal; null when reach is 0. */
  rate: v.nullable(v.number()),
  likes: v.number(),
  comments: v.number(),
  shares: v.number(),
  clicks: v.number(),
});

export const postsLeaderboard = v.object({
  ...period,
  ids: v.array(v.number()),
  /** Posts published in the range; `posts` holds the first LEADERBOARD_LIMIT. */
  total: v.number(),
  posts: v.array(leaderboardPost),
  /** Networks with posts in the range, by average rate (none last). */
  networks: v.array(
    v.object({
      provider_Id: v.number(),
      posts: v.number(),
      rate: v.nullable(v.number()),
      reach: v.number(),
      engagements: v.number(),
    }),
  ),
});

export const hashtagInsights = v.object({
  ...period,
  ids: v.array(v.number()),
  /** Posts published in the range, and those with a hashtag. */
  posts: v.number(),
  tagged_posts: v.number(),
  /** Different hashtags; `hashtags` holds the first HASHTAG_LIMIT by engagements. */
  total: v.number(),
  hashtags: v.array(
    v.object({
      tag: v.string(),
      posts: v.number(),
      reach: v.number(),
      engagements: v.number(),
      rate: v.nullable(v.number()),
      average_reach: v.number(),
    }),
  ),
});

export const newConnectionsResponse = envelope(newConnections);
export const postsLeaderboardResponse = envelope(postsLeaderboard);
export const hashtagInsightsResponse = envelope(hashtagInsights);
