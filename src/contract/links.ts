/**
 * Link clicks (issue 17: leads and website traffic; spec 1's UTM). Published posts' links go through the product's
 * short links, GET /l/{code} (public, outside /api), which redirect to the link with UTM parameters and count the
 * click; see src/domain/trackedLinks.ts.
 *
 * GET /auth/getLinkClicks/{start}/{end}/{ids?} (account-scoped by the accountId / account_Id header, like the
 * analytics calls of spec 7.6; the same start, end and ids rules, src/contract/analytics.ts): the clicks of the
 * selected networks' tracked links in the range (whole UTC days, both included), per day, per network, per post,
 * per landing page and per link, with the totals and those of the previous period of the same length.
 *
 * Clicks count every visit through a short link but those of link-preview crawlers; unique clicks count each visitor
 * once per link and day (a visitor is not recognised from one day to the next, so a range's unique clicks are the
 * sum of its days').
 */
import * as v from 'valibot';
import { LINK_CODE_PATTERN } from '../domain/trackedLinks.ts';
import { envelope } from './envelope.ts';

export { insightsParams as linkClicksParams } from './analytics.ts';

/** The code of GET /l/{code}. */
export const linkCodeField = v.pipe(
  v.string('code must be a link code'),
  v.regex(LINK_CODE_PATTERN, 'code must be 8 to 32 letters, digits, - or _'),
);

/** How many rows the per-post, per-page and per-link lists answer at most (the most clicked first). */
export const LINK_LIST_LIMIT = 50;

const counts = { clicks: v.number(), unique: v.number() };
export const clickCounts = v.object(counts);
export type ClickCounts = v.InferOutput<typeof clickCounts>;

const period = { start: v.string(), end: v.string() };

export const linkClicks = v.object({
  ...period,
  ids: v.array(v.number()),
  totals: clickCounts,
  previous: v.object({ ...period, totals: clickCounts }),
  /** Every day of the range, 0 where nobody clicked. */
  days: v.array(v.object({ day: v.string(), ...counts })),
  /** Every selected network, 0 where nobody clicked. */
  networks: v.array(v.object({ provider_Id: v.number(), ...counts })),
  /** Per post and network (a post published on two networks has two rows), most clicked first. */
  posts: v.array(
    v.object({
      post_id: v.nullable(v.number()),
      provider_Id: v.number(),
      /** The post's text as written (empty when the post is gone). */
      text: v.string(),
      /** When the post was published on that network (null when unknown). */
      posted_at: v.nullable(v.string()),
      ...counts,
    }),
  ),
  /** Per landing page: the link without its utm parameters, most clicked first. */
  pages: v.array(v.object({ url: v.string(), ...counts })),
  /** Per tracked link: its short link and where it leads (with UTM), most clicked first. */
  links: v.array(
    v.object({
      short_url: v.string(),
      target: v.string(),
      post_id: v.nullable(v.number()),
      provider_Id: v.number(),
      ...counts,
    }),
  ),
});
export type LinkClicks = v.InferOutput<typeof linkClicks>;

export const linkClicksResponse = envelope(linkClicks);
