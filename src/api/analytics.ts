/**
 * The dashboard's analytics calls (spec 7.6, src/contract/analytics.ts), each answer parsed with the contract and
 * turned into the domain's shapes (src/domain/analytics.ts). All GET and account-scoped (the accountId header).
 *
 * - Series: getAccountFollowers, getPostsLikes, getPostsViews, getPostsTotalEngagements, getPostInsights:
 *   /auth/<call>/{start}/{end}/{ids}.
 * - getAccountInsights (every daily figure summed, with the previous period) and getAllAccountInsights (per network).
 * - getTopPostsInsights: /auth/getTopPostsInsights/{start}/{end}/{sortId}/{ids}.
 * - syncInsights: POST /auth/syncInsights {account_id}: asks the networks for fresh figures now.
 *
 * With no network selected the machine sends nothing (spec 5), so `ids` here is never empty.
 */
import {
  accountInsightsResponse,
  allAccountInsightsResponse,
  metricSeriesResponse,
  syncInsightsResponse,
  topPostsResponse,
  type AccountInsights,
} from '../contract/analytics.ts';
import type {
  DashboardRange,
  MetricSeries,
  NetworkFigures,
  OverviewMetric,
  TopPostFigures,
} from '../domain/analytics.ts';
import { dataOf, type ApiClient } from './client.ts';

export interface InsightsRequest extends DashboardRange {
  ids: readonly number[];
}

const SERIES_CALLS: Readonly<Record<OverviewMetric, string>> = {
  followers: 'getAccountFollowers',
  likes: 'getPostsLikes',
  views: 'getPostsViews',
  engagements: 'getPostsTotalEngagements',
  posts: 'getPostInsights',
};

const pathOf = (call: string, { start, end, ids }: InsightsRequest) =>
  `/auth/${call}/${start}/${end}/${ids.join(',')}`;

function networkTotals(totals: {
  followers: number;
  likes: number;
  impressions: number;
  engagements: number;
  reach: number;
  clicks: number;
}): NetworkFigures['totals'] {
  return {
    followers: totals.followers,
    likes: totals.likes,
    views: totals.impressions,
    engagements: totals.engagements,
    reach: totals.reach,
    clicks: totals.clicks,
  };
}

export function analyticsCalls(api: ApiClient) {
  return {
    /** One of the five series of the overview. */
    metricSeries: async (metric: OverviewMetric, request: InsightsRequest): Promise<MetricSeries> => {
      const path = pathOf(SERIES_CALLS[metric], request);
      const series = dataOf(path, await api.call(metricSeriesResponse, path));
      return { metric, days: series.days, total: series.total, previousTotal: series.previous.total };
    },
    /** Every daily figure of the selected networks summed, with the previous period's totals. */
    accountInsights: async (request: InsightsRequest): Promise<AccountInsights> => {
      const path = pathOf('getAccountInsights', request);
      return dataOf(path, await api.call(accountInsightsResponse, path));
    },
    networks: async (request: InsightsRequest): Promise<NetworkFigures[]> => {
      const path = pathOf('getAllAccountInsights', request);
      const answer = dataOf(path, await api.call(allAccountInsightsResponse, path));
      return answer.networks.map((network) => ({
        providerId: network.provider_Id,
        totals: networkTotals(network.totals),
        previous: networkTotals(network.previous),
      }));
    },
    topPosts: async (request: InsightsRequest & { sortId: number }): Promise<TopPostFigures[]> => {
      const { start, end, sortId, ids } = request;
      const path = `/auth/getTopPostsInsights/${start}/${end}/${sortId}/${ids.join(',')}`;
      const answer = dataOf(path, await api.call(topPostsResponse, path));
      return answer.posts.map((post) => ({
        postId: post.post_id,
        providerId: post.provider_Id,
        text: post.text,
        postedAt: post.posted_at,
        likes: post.likes,
        views: post.views,
        engagements: post.engagements,
        reach: post.reach,
        clicks: post.clicks,
      }));
    },
    syncInsights: async (accountId: number): Promise<void> => {
      const path = '/auth/syncInsights';
      dataOf(path, await api.call(syncInsightsResponse, path, { body: { account_id: accountId } }));
    },
  };
}

export type AnalyticsCalls = ReturnType<typeof analyticsCalls>;
