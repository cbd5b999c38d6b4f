/**
 * Google reviews (issue 17, the dashboard's google-reviews page): a Google Business Profile sits behind its own
 * provider interface, apart from the social networks. An account connects one profile (POST
 * /auth/connectGoogleBusiness); the daily `insights.sync` job and the connect itself copy its reviews into
 * `google_reviews` (reviews/sync.ts), and GET /auth/getGoogleReviews reads only that table. The built-in sandbox
 * (sandbox/reviews.ts) answers at once with deterministic reviews; a real provider (the Business Profile APIs, with
 * its own consent flow) plugs in behind the same interface.
 */

/** The profile (a business location) an account is connected to. */
export interface BusinessProfile {
  /** The profile's id on the provider. */
  externalId: string;
  /** The business's name as the profile shows it. */
  name: string;
}

export type ReviewRating = 1 | 2 | 3 | 4 | 5;

/** One review of the profile. */
export interface BusinessReview {
  /** The review's id on the provider (unique per profile). */
  id: string;
  author: string;
  rating: ReviewRating;
  /** May be empty: a rating without words. */
  text: string;
  createdAt: Date;
  /** The business's public answer, when it gave one. */
  reply?: { text: string; createdAt: Date };
}

export interface ReviewsConnectRequest {
  accountId: number;
  /** The account's name: what a sandbox profile is called. */
  accountName: string;
}

export type ReviewsConnectResult =
  { kind: 'connected'; profile: BusinessProfile } | { kind: 'refused'; message: string };

export interface ReviewsProvider {
  /** Shown in the log ("sandbox Google Business Profile"). */
  readonly name: string;
  /** True for the built-in sandbox: it connects only in demo mode. */
  readonly sandbox: boolean;
  /** Connects the account's business profile. */
  connect(request: ReviewsConnectRequest): Promise<ReviewsConnectResult>;
  /** The profile's reviews written in `[from, to)`, with their replies so far; throws when the provider is down. */
  reviews(link: BusinessProfile, from: Date, to: Date): Promise<BusinessReview[]>;
}
