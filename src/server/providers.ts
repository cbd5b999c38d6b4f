/**
 * The outside services the server talks to, behind interfaces: social networks and payments.
 * Only the interfaces exist for now; a provider that is not configured is simply absent from
 * the bag (a route that needs it answers that it is not available). Sandbox implementations
 * come later behind the same interfaces.
 */

import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import type { ReviewsProvider } from './reviews/provider.ts';

/** Spec 3 and 9: provider ids. */
export const SOCIAL_PROVIDER_IDS = {
  facebook: 1,
  twitter: 2,
  instagram: 3,
  linkedin: 4,
  tiktok: 6,
} as const;
export type SocialNetwork = keyof typeof SOCIAL_PROVIDER_IDS;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[SocialNetwork];

/** A link between an account and one social profile or page. */
export interface SocialConnection {
  network: SocialNetwork;
  /** The profile or page id on the network. */
  externalId: string;
  name: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface SocialConnectRequest {
  accountId: number;
  userId: number;
  /** Where the network sends the user back after consent. */
  callbackUrl: string;
  /** The authorisation code the network returned, on the way back. */
  code: string | null;
  /** The one-time state the network hands back with the code (starting only). */
  state?: string;
}

export type SocialConnectResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'connected'; connection: SocialConnection }
  | { kind: 'refused'; message: string };

export interface SocialPost {
  /** The network's own text of the post, else the post's text (issue 19). */
  text: string;
  mediaUrls: readonly string[];
  /** Published under the post (a reply on X); null: none, or the network takes none (networkRules.ts). */
  firstComment: string | null;
  /** The alt text of each of `mediaUrls`, in order ('' for none). */
  altTexts: readonly string[];
}

/**
 * POSTED; FAILED: the network rejected the post (not retried); REFUSED: the user withdrew permission (not retried,
 * the link is auto-disconnected, spec 8). A transient failure throws (retried with backoff).
 */
export type PublishResult =
  | { status: 'POSTED'; externalPostId: string }
  | { status: 'FAILED'; reason: string }
  | { status: 'REFUSED'; reason: string };

export interface InsightsRange {
  start: Date;
  end: Date;
}

/** Spec 3 "Insights": followers, likes, views, posts, total engagements, top posts. */
export interface SocialInsights {
  followers: number;
  likes: number;
  views: number;
  posts: number;
  engagements: number;
  topPosts: { externalPostId: string; text: string; engagements: number; postedAt: Date }[];
}

/** The metrics of one UTC day (analytics, issue 17); `followers` is the count at the day's end. */
export interface DailyMetrics {
  impressions: number;
  reach: number;
  likes: number;
  comments: number;
  shares: number;
  clicks: number;
}

export interface DailyAccountInsights extends DailyMetrics {
  /** YYYY-MM-DD (UTC). */
  day: string;
  followers: number;
  /** Followers gained and lost that day (issue 17, new connections): gained - lost is the day's change. */
  followersGained: number;
  followersLost: number;
}

/** A published post's metrics so far (as of the last day of the range asked). */
export interface PostInsights extends DailyMetrics {
  externalPostId: string;
  text: string;
  postedAt: Date;
}

/** What `dailyInsights` answers for `[range.start, range.end)` (whole UTC days). */
export interface DailyInsights {
  days: DailyAccountInsights[];
  /** The posts published through the connection before the range's end, with their metrics up to its last day. */
  posts: PostInsights[];
}

/** The profile a network vouches for when someone signs in with it (spec 3: social login data). */
export interface SocialIdentity {
  network: SocialNetwork;
  /** The profile's id on the network: what a login is found by. */
  socialId: string;
  name: string;
  /** The e-mail the network shares; null when it shares none. */
  email: string | null;
}

export interface SocialSignInRequest {
  /** Where the network sends the user back after consent. */
  callbackUrl: string;
  /** The authorisation code the network returned, on the way back. */
  code: string | null;
  /** The one-time state the network hands back with the code (starting only). */
  state?: string;
}

export type SocialSignInResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'identified'; identity: SocialIdentity }
  | { kind: 'refused'; message: string };

export interface SocialProvider {
  readonly network: SocialNetwork;
  readonly providerId: SocialProviderId;
  /** Starts (no code) or finishes (with the code) the consent flow. */
  connect(request: SocialConnectRequest): Promise<SocialConnectResult>;
  /** Renews the access token; `refused` means the user withdrew permission (auto-disconnect, spec 8). */
  refresh(connection: SocialConnection): Promise<SocialConnection | { kind: 'refused'; message: string }>;
  publish(connection: SocialConnection, post: SocialPost): Promise<PublishResult>;
  insights(connection: SocialConnection, range: InsightsRange): Promise<SocialInsights>;
  /**
   * Per-day account metrics and per-post metrics for whole UTC days `[range.start, range.end)` (issue 17); what
   * syncInsights (insights.ts) stores. A post counts from the day after it was published.
   */
  dailyInsights(connection: SocialConnection, range: InsightsRange): Promise<DailyInsights>;
  /**
   * Signing in with the network (issue 16): starts (no code: the consent page for the user's profile) or finishes
   * (with the code: who the user is on the network). Absent when the network offers no sign-in.
   */
  signIn?(request: SocialSignInRequest): Promise<SocialSignInResult>;
}

/** Spec 4.4: subscription statuses the app reacts to. */
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'paused' | 'canceled';

export interface ProviderSubscription {
  id: string;
  status: SubscriptionStatus;
  customerId: string;
  priceId: string;
  nextBilledAt: Date | null;
  endsAt: Date | null;
  managementUrls: { updatePaymentMethod: string | null; cancel: string | null };
}

/** A verified webhook event (for example transaction.completed, subscription.updated). */
export interface PaymentEvent {
  id: string;
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export interface PaymentsProvider {
  readonly name: string;
  /** The client token and environment the SPA needs to open checkout, or null for the local sandbox. */
  checkoutSettings(input: {
    sandbox: boolean;
  }): { clientToken: string; environment: 'sandbox' | 'production' } | null;
  /** Checks the signature and parses the body; null when the signature is wrong. */
  verifyWebhook(input: { rawBody: string; signature: string | null }): Promise<PaymentEvent | null>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  changePlan(subscriptionId: string, priceId: string): Promise<ProviderSubscription>;
  cancel(subscriptionId: string): Promise<ProviderSubscription>;
}

/**
 * The partner network of spec 7.1 (Circle Network): signs a user in and answers the one-time URL that opens the
 * network in a new tab, and the user's member id there (stored as users.partner_id).
 */
export interface PartnerNetwork {
  readonly name: string;
  signIn(user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<{ url: string; partnerMemberId: number }>;
}

export interface Providers {
  social: Partial<Record<SocialNetwork, SocialProvider>>;
  /** The sandbox networks' pages (consent, feed, switches), mounted at the root when present (sandbox/social.ts). */
  socialSandbox?: { readonly routes: Hono<AppEnv> } | null;
  payments: PaymentsProvider | null;
  /** null: POST /partnerAuth/partnerSignIn answers 503. main.ts uses the sandbox partner (sandbox/partner.ts). */
  partner: PartnerNetwork | null;
  /**
   * Google Business Profile reviews (issue 17; reviews/provider.ts). Absent or null: connecting a profile answers
   * 503. main.ts uses the sandbox (sandbox/reviews.ts) in demo mode.
   */
  reviews?: ReviewsProvider | null;
}

/** No outside service configured. */
export function noProviders(): Providers {
  return { social: {}, payments: null, partner: null };
}
