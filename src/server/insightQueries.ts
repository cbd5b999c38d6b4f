/**
 * What the analytics routes share (routes/analytics.ts, spec 7.6, and routes/dashboardInsights.ts, the dashboard's
 * subpages; issue 17): the checked range of a call's path with its previous period, the day helpers, the
 * engagements of a set of metrics, and the published posts of a range with their latest metrics (`insight_posts`,
 * migration 0017).
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import { DEFAULT_INSIGHT_IDS, insightsParams, rangeDays, rangeProblem } from '../contract/analytics.ts';
import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';
import type { AppEnv } from './env.ts';
import { HttpError, check } from './http.ts';
import { DAY_MS, dayOf } from './sandbox/insights.ts';

export interface Range {
  start: string;
  end: string;
  ids: number[];
  /** The previous period: as many days, ending the day before start. */
  prevStart: string;
  prevEnd: string;
}

export const shiftDay = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The checked range of a call's path (400 naming the field when it is not one the calls answer). */
export function rangeOf(c: Context<AppEnv>, clock: Clock, schema: v.GenericSchema = insightsParams) {
  const params = check(schema, c.req.param()) as v.InferOutput<typeof insightsParams> & { sortId?: number };
  const problem = rangeProblem(params.start, params.end, dayOf(clock.now()));
  if (problem) throw new HttpError(400, `${problem.field}: ${problem.message}`, problem.field);
  const days = rangeDays(params.start, params.end);
  const range: Range = {
    start: params.start,
    end: params.end,
    ids: params.ids ?? [...DEFAULT_INSIGHT_IDS],
    prevStart: shiftDay(params.start, -days),
    prevEnd: shiftDay(params.start, -1),
  };
  return { range, sortId: params.sortId ?? 1 };
}

/** Each YYYY-MM-DD day of `from..to`, both included. */
export function dayList(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    days.push(dayOf(new Date(at)));
  }
  return days;
}

/** `day` as the start of that UTC day, for comparing with timestamptz columns whatever the session's time zone. */
export const UTC_DAY = (param: string) => `(${param}::date)::timestamp at time zone 'UTC'`;

/** Total engagements: likes, comments, shares and link clicks. */
export const engagementsOf = (m: { likes: number; comments: number; shares: number; clicks: number }) =>
  m.likes + m.comments + m.shares + m.clicks;

/** A published post of `insight_posts` with its latest metrics. */
export interface PostRow {
  post_id: number | null;
  provider_id: number;
  external_post_id: string;
  text: string;
  posted_at: Date | string;
  as_of: string;
  impressions: number;
  reach: number;
  likes: number;
  comments: number;
  shares: number;
  clicks: number;
}

/**
 * The posts of the networks `ids` published on the UTC days `start..end`, ordered by `orderBy` (SQL over the
 * columns of PostRow; the external post id breaks ties), at most `limit` (null: all).
 */
export function postsInRange(
  db: Queryable,
  accountId: number,
  range: Pick<Range, 'start' | 'end' | 'ids'>,
  orderBy: string,
  limit: number | null = null,
): Promise<PostRow[]> {
  return db.query<PostRow>(
    `select post_id, provider_id, external_post_id, text, posted_at, to_char(as_of, 'YYYY-MM-DD') as as_of,
       impressions, reach, likes, comments, shares, clicks
     from insight_posts
     where account_id = $1 and provider_id = any($2::int[])
       and posted_at >= ${UTC_DAY('$3')} and posted_at < ${UTC_DAY('$4')} + interval '1 day'
     order by ${orderBy}, external_post_id limit $5`,
    [accountId, range.ids, range.start, range.end, limit],
  );
}
