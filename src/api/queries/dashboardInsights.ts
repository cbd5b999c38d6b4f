/**
 * The cached reads of the dashboard's new connections, leaderboard, hashtag and Google reviews pages (issue 17;
 * spec 9: 5 minutes per collection), keyed by account, call, range and networks, so going back to a range or a set
 * of networks already seen answers from the cache while fresh. Connecting or disconnecting a Google Business
 * Profile invalidates the account's reviews (`connectGoogleBusiness`, `disconnectGoogleBusiness` below do it).
 */
import type { DashboardRange } from '../../domain/analytics.ts';
import type {
  GoogleReviews,
  HashtagInsights,
  Leaderboard,
  NewConnections,
} from '../../domain/dashboardInsights.ts';
import type { InsightsRequest } from '../analytics.ts';
import type { DashboardInsightsCalls } from '../dashboardInsights.ts';
import type { GoogleBusinessStatus, ReviewsCalls } from '../reviews.ts';
import { invalidate, queryClient, type CachedRead, type DataCache } from './client.ts';

const ROOT = 'dashboardInsights';
const REVIEWS_ROOT = 'googleReviews';
const filtersKey = ({ start, end, ids }: InsightsRequest) => [start, end, ids.join(',')];

export const dashboardInsightsKey = (accountId?: number) =>
  accountId === undefined ? [ROOT] : [ROOT, accountId];
export const googleReviewsKey = (accountId?: number) =>
  accountId === undefined ? [REVIEWS_ROOT] : [REVIEWS_ROOT, accountId];

export const newConnectionsRead = (
  calls: Pick<DashboardInsightsCalls, 'newConnections'>,
  accountId: number,
  request: InsightsRequest,
): CachedRead<NewConnections> => ({
  queryKey: [...dashboardInsightsKey(accountId), 'newConnections', ...filtersKey(request)],
  queryFn: () => calls.newConnections(request),
});

export const leaderboardRead = (
  calls: Pick<DashboardInsightsCalls, 'leaderboard'>,
  accountId: number,
  request: InsightsRequest,
): CachedRead<Leaderboard> => ({
  queryKey: [...dashboardInsightsKey(accountId), 'leaderboard', ...filtersKey(request)],
  queryFn: () => calls.leaderboard(request),
});

export const hashtagsRead = (
  calls: Pick<DashboardInsightsCalls, 'hashtags'>,
  accountId: number,
  request: InsightsRequest,
): CachedRead<HashtagInsights> => ({
  queryKey: [...dashboardInsightsKey(accountId), 'hashtags', ...filtersKey(request)],
  queryFn: () => calls.hashtags(request),
});

export const googleReviewsRead = (
  calls: Pick<ReviewsCalls, 'googleReviews'>,
  accountId: number,
  range: DashboardRange,
): CachedRead<GoogleReviews> => ({
  queryKey: [...googleReviewsKey(accountId), range.start, range.end],
  queryFn: () => calls.googleReviews(range),
});

/** Drops the account's cached figures (every range and network). */
export const invalidateDashboardInsights = (accountId: number, client: DataCache = queryClient) =>
  invalidate(dashboardInsightsKey(accountId), client);

/** Drops the account's cached Google reviews (every range). */
export const invalidateGoogleReviews = (accountId: number, client: DataCache = queryClient) =>
  invalidate(googleReviewsKey(accountId), client);

/** Connects the account's Google Business Profile, then its reviews load again. */
export async function connectGoogleBusiness(
  calls: Pick<ReviewsCalls, 'connect'>,
  accountId: number,
  client: DataCache = queryClient,
): Promise<GoogleBusinessStatus> {
  const status = await calls.connect(accountId);
  await invalidateGoogleReviews(accountId, client);
  return status;
}

/** Disconnects it, then its reviews load again (as not connected). */
export async function disconnectGoogleBusiness(
  calls: Pick<ReviewsCalls, 'disconnect'>,
  accountId: number,
  client: DataCache = queryClient,
): Promise<GoogleBusinessStatus> {
  const status = await calls.disconnect(accountId);
  await invalidateGoogleReviews(accountId, client);
  return status;
}
