/**
 * The dashboard's cached analytics reads (spec 9: 5 minutes per collection), keyed by account, call and filters, so
 * going back to a range or a set of networks already seen answers from the cache while fresh. `invalidate` drops an
 * account's entries after its networks were synced (Update now).
 */
import type { AccountInsights } from '../../contract/analytics.ts';
import {
  OVERVIEW_METRICS,
  type MetricSeries,
  type NetworkFigures,
  type OverviewFigures,
  type OverviewMetric,
  type TopPostFigures,
} from '../../domain/analytics.ts';
import type { AnalyticsCalls, InsightsRequest } from '../analytics.ts';
import { fetchCached, invalidate, queryClient, type CachedRead, type DataCache } from './client.ts';

const ROOT = 'analytics';
const filtersKey = ({ start, end, ids }: InsightsRequest) => [start, end, ids.join(',')];

export const analyticsKey = (accountId?: number) => (accountId === undefined ? [ROOT] : [ROOT, accountId]);

export const metricSeriesRead = (
  calls: Pick<AnalyticsCalls, 'metricSeries'>,
  accountId: number,
  metric: OverviewMetric,
  request: InsightsRequest,
): CachedRead<MetricSeries> => ({
  queryKey: [...analyticsKey(accountId), metric, ...filtersKey(request)],
  queryFn: () => calls.metricSeries(metric, request),
});

export const networksRead = (
  calls: Pick<AnalyticsCalls, 'networks'>,
  accountId: number,
  request: InsightsRequest,
): CachedRead<NetworkFigures[]> => ({
  queryKey: [...analyticsKey(accountId), 'networks', ...filtersKey(request)],
  queryFn: () => calls.networks(request),
});

export const accountInsightsRead = (
  calls: Pick<AnalyticsCalls, 'accountInsights'>,
  accountId: number,
  request: InsightsRequest,
): CachedRead<AccountInsights> => ({
  queryKey: [...analyticsKey(accountId), 'account', ...filtersKey(request)],
  queryFn: () => calls.accountInsights(request),
});

export const topPostsRead = (
  calls: Pick<AnalyticsCalls, 'topPosts'>,
  accountId: number,
  request: InsightsRequest & { sortId: number },
): CachedRead<TopPostFigures[]> => ({
  queryKey: [...analyticsKey(accountId), 'topPosts', request.sortId, ...filtersKey(request)],
  queryFn: () => calls.topPosts(request),
});

/** The overview's figures: the five series and the per-network totals, loaded side by side. */
export async function fetchOverviewFigures(
  calls: Pick<AnalyticsCalls, 'metricSeries' | 'networks'>,
  accountId: number,
  request: InsightsRequest,
  client: DataCache = queryClient,
): Promise<OverviewFigures> {
  const [networks, ...series] = await Promise.all([
    fetchCached(networksRead(calls, accountId, request), client),
    ...OVERVIEW_METRICS.map((metric) =>
      fetchCached(metricSeriesRead(calls, accountId, metric, request), client),
    ),
  ]);
  return {
    networks,
    series: Object.fromEntries(series.map((one) => [one.metric, one])) as Record<
      OverviewMetric,
      MetricSeries
    >,
  };
}

export const fetchTopPosts = (
  calls: Pick<AnalyticsCalls, 'topPosts'>,
  accountId: number,
  request: InsightsRequest & { sortId: number },
  client: DataCache = queryClient,
) => fetchCached(topPostsRead(calls, accountId, request), client);

export const invalidateAnalytics = (accountId: number, client: DataCache = queryClient) =>
  invalidate(analyticsKey(accountId), client);
