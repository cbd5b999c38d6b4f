/**
 * Google reviews (issue 17): one Google Business Profile per account, behind its own provider (server
 * src/server/reviews/provider.ts; the sandbox answers in demo mode).
 *
 * - POST /auth/connectGoogleBusiness {account_id}: connects the account's profile and fetches its last year of
 *   reviews (an already connected profile answers as it is). Needs a role that may manage social networks.
 * - POST /auth/disconnectGoogleBusiness {account_id}: removes the profile and its stored reviews (404 when none).
 * - GET /auth/getGoogleReviews/{start}/{end} (accountId header): connected or not, the profile, the average rating
 *   overall and in the range (one decimal), the counts, the distribution 1-5 stars and the average per week of the
 *   range (weeks start on Monday, clipped to the range), and the LATEST_REVIEWS newest reviews of the range. start and
 *   end as the analytics calls (src/contract/analytics.ts: whole UTC days, at most 731, end not after tomorrow).
 */
import * as v from 'valibot';
import { dayField } from './analytics.ts';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

export const googleReviewsParams = v.object({ start: dayField('start'), end: dayField('end') });
export const googleBusinessRequest = v.object({ account_id: idField('account_id') });

const rating = { average: v.nullable(v.number()), count: v.number() };

export const googleReview = v.object({
  id: v.string(),
  author: v.string(),
  rating: v.number(),
  text: v.string(),
  created_at: v.string(),
  reply: v.nullable(v.object({ text: v.string(), created_at: v.string() })),
});

export const googleReviews = v.object({
  start: v.string(),
  end: v.string(),
  connected: v.boolean(),
  profile: v.nullable(
    v.object({ name: v.string(), connected_at: v.string(), synced_at: v.nullable(v.string()) }),
  ),
  overall: v.object(rating),
  range: v.object(rating),
  /** 5 stars first. */
  distribution: v.array(v.object({ rating: v.number(), count: v.number() })),
  weeks: v.array(v.object({ start: v.string(), end: v.string(), ...rating })),
  latest: v.array(googleReview),
});
export type GoogleReviewsWire = v.InferOutput<typeof googleReviews>;

/** What connect and disconnect answer: the account's profile now. */
export const googleBusinessStatus = v.object({
  account_id: v.number(),
  connected: v.boolean(),
  name: v.nullable(v.string()),
  /** Reviews stored for the profile. */
  reviews: v.number(),
});

export const reviewsMessages = {
  notAvailable: 'Google Business Profile is not available on this server.',
  notConnected: 'No Google Business Profile is connected to this account.',
} as const;

export const googleReviewsResponse = envelope(googleReviews);
export const googleBusinessStatusResponse = envelope(googleBusinessStatus);
