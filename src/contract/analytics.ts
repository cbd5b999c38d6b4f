/**
 * Analytics, spec 7.6 (all GET, account-scoped by the accountId / account_Id header; issue 17):
 * /auth/getAccountInsights/{start}/{end}/{ids?}, getAllAccountInsights, getAccountFollowers, getPostsLikes,
 * getPostsViews, getPostInsights, getPostsTotalEngagements (same path shape), and
 * /auth/getTopPostsInsights/{start}/{end}/{sortId}/{ids?}; plus ours: POST /auth/syncInsights {account_id}.
 *
 * - start, end: YYYY-MM-DD, whole UTC days, both inclusive; end not before start, at most MAX_RANGE_DAYS days,
 *   end not after tomorrow (UTC; a day ahead so every time zone's "today" is allowed).
 * - ids: comma-separated provider ids of spec 9 (1 facebook, 2 twitter, 3 instagram, 4 linkedin, 6 tiktok), each once
 *   at most; absent: DEFAULT_INSIGHT_IDS (1 to 4, spec 9).
 * - sortId: TOP_POST_SORTS (1 engagements, the spec's default; 2 likes; 3 views; 4 newest).
 * - The previous period is the same number of days just before start ("change against the previous period").
 */
import * as v from 'valibot';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

/** Spec 9: the insight networks selected by default. */
export const DEFAULT_INSIGHT_IDS = [1, 2, 3, 4] as const;
export const INSIGHT_PROVIDER_IDS = [1, 2, 3, 4, 6] as const;
/** Two years, with a leap day. */
export const MAX_RANGE_DAYS = 731;
/** How many posts getTopPostsInsights answers. */
export const TOP_POSTS_LIMIT = 10;

/** sortId of getTopPostsInsights: what the posts are ranked by (spec 9: default 1). */
export const TOP_POST_SORTS = { 1: 'engagements', 2: 'likes', 3: 'views', 4: 'newest' } as const;
export const DEFAULT_TOP_POST_SORT = 1;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (years 2000 to 2999). */
export function dayField(name: string) {
  return v.pipe(
    v.string(`${name} must be a date written YYYY-MM-DD`),
    v.regex(DAY, `${name} must be a date written YYYY-MM-DD`),
    v.check((text) => {
      const match = DAY.exec(text);
      if (!match) return true; // the regex above has said what is wrong
      const [, y, m, d] = match;
      const year = Number(y);
      const at = new Date(Date.UTC(year, Number(m) - 1, Number(d)));
      return (
        year >= 2000 && year <= 2999 && at.getUTCMonth() === Number(m) - 1 && at.getUTCDate() === Number(d)
      );
    }, `${name} must be a real date between 2000 and 2999`),
  );
}

/** Comma-separated provider ids of spec 9, each once. Output: the ids, in the order sent. */
export const idsField = v.pipe(
  v.string('ids must be provider ids separated by commas'),
  v.regex(/^\d{1,2}(,\d{1,2}){0,4}$/, 'ids must be provider ids (1, 2, 3, 4, 6) separated by commas'),
  v.transform((text) => text.split(',').map(Number)),
  v.check(
    (ids) =>
      Array.isArray(ids) && ids.every((id) => (INSIGHT_PROVIDER_IDS as readonly number[]).includes(id)),
    'ids must name only the networks 1, 2, 3, 4 and 6',
  ),
  v.check(
    (ids) => !Array.isArray(ids) || new Set(ids).size === ids.length,
    'ids must name each network once',
  ),
);

export const sortIdField = v.pipe(
  v.string('sortId must be 1, 2, 3 or 4'),
  v.regex(/^[1-4]$/, 'sortId must be 1 (engagements), 2 (likes), 3 (views) or 4 (newest)'),
  v.transform(Number),
);

export const insightsParams = v.object({
  start: dayField('start'),
  end: dayField('end'),
  ids: v.optional(idsField),
});
export const topPostsParams = v.object({ ...insightsParams.entries, sortId: sortIdField });

export const syncInsightsRequest = v.object({ account_id: idField('account_id') });

const DAY_MS = 86_400_000;
/** Days from `start` to `end`, both counted. */
export const rangeDays = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** Why start..end is not a range the calls answer (null: it is), given today's UTC day. */
export function rangeProblem(
  start: string,
  end: string,
  today: string,
): { field: string; message: string } | null {
  if (end < start) return { field: 'end', message: 'end must not be before start' };
  if (rangeDays(start, end) > MAX_RANGE_DAYS)
    return { field: 'end', message: `The range must be at most ${MAX_RANGE_DAYS} days (2 years)` };
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  if (end > tomorrow) return { field: 'end', message: 'end must not be after tomorrow' };
  return null;
}

const metrics = {
  impressions: v.number(),
  reach: v.number(),
  likes: v.number(),
  comments: v.number(),
  shares: v.number(),
  clicks: v.number(),
};
export const insightMetrics = v.object({ ...metrics, followers: v.number(), engagements: v.number() });
export type InsightMetrics = v.InferOutput<typeof insightMetrics>;

const period = { start: v.string(), end: v.string() };

/** getAccountInsights: the selected networks summed per day, the totals, and the previous period's totals. */
export const accountInsights = v.object({
  ...period,
  ids: v.array(v.number()),
  days: v.array(v.object({ day: v.string(), ...insightMetrics.entries })),
  totals: insightMetrics,
  previous: v.object({ ...period, totals: insightMetrics }),
  /** When the newest stored figures were synced (null: nothing synced yet). */
  synced_at: v.nullable(v.string()),
});
export type AccountInsights = v.InferOutput<typeof accountInsights>;

/** getAllAccountInsights: the same totals per selected network. */
export const allAccountInsights = v.object({
  ...period,
  ids: v.array(v.number()),
  networks: v.array(
    v.object({ provider_Id: v.number(), totals: insightMetrics, previous: insightMetrics, days: v.number() }),
  ),
});

/**
 * getAccountFollowers, getPostsLikes, getPostsViews, getPostsTotalEngagements, getPostInsights: one metric per day
 * (selected networks summed), its total and the previous period's. For followers `total` is the count on the last
 * day that has figures (previous: on the previous period's last day) and `change` the followers gained; for
 * getPostInsights the metric is the posts published each day.
 */
export const metricSeries = v.object({
  ...period,
  ids: v.array(v.number()),
  metric: v.picklist(['followers', 'likes', 'views', 'engagements', 'posts']),
  days: v.array(v.object({ day: v.string(), value: v.number() })),
  total: v.number(),
  previous: v.object({ ...period, total: v.number() }),
});
export type MetricSeries = v.InferOutput<typeof metricSeries>;

export const topPost = v.object({
  post_id: v.nullable(v.number()),
  provider_Id: v.number(),
  external_post_id: v.string(),
  text: v.string(),
  posted_at: v.string(),
  as_of: v.string(),
  ...metrics,
  views: v.number(),
  engagements: v.number(),
});
export const topPosts = v.object({
  ...period,
  ids: v.array(v.number()),
  sortId: v.number(),
  posts: v.array(topPost),
});

export const syncInsightsAnswer = v.object({
  account_id: v.number(),
  links: v.number(),
  failed: v.array(v.object({ provider_Id: v.number(), reason: v.string() })),
  synced_at: v.string(),
});

export const accountInsightsResponse = envelope(accountInsights);
export const allAccountInsightsResponse = envelope(allAccountInsights);
export const metricSeriesResponse = envelope(metricSeries);
export const topPostsResponse = envelope(topPosts);
export const syncInsightsResponse = envelope(syncInsightsAnswer);
