/**
 * The dashboard's new connections, leaderboard and hashtag calls (issue 17, src/contract/dashboardInsights.ts), each
 * answer parsed with the contract and turned into the domain's shapes (src/domain/dashboardInsights.ts). All GET
 * and account-scoped (the accountId header): /auth/<call>/{start}/{end}/{ids}.
 *
 * With no network selected the pages send nothing, so `ids` here is never empty.
 */
import {
  hashtagInsightsResponse,
  newConnectionsResponse,
  postsLeaderboardResponse,
} from '../contract/dashboardInsights.ts';
import type { HashtagInsights, Leaderboard, NewConnections } from '../domain/dashboardInsights.ts';
import type { InsightsRequest } from './analytics.ts';
import { dataOf, type ApiClient } from './client.ts';

const pathOf = (call: string, { start, end, ids }: InsightsRequest) =>
  `/auth/${call}/${start}/${end}/${ids.join(',')}`;

export function dashboardInsightsCalls(api: ApiClient) {
  return {
    newConnections: async (request: InsightsRequest): Promise<NewConnections> => {
      const path = pathOf('getNewConnections', request);
      const answer = dataOf(path, await api.call(newConnectionsResponse, path));
      return {
        days: answer.days,
        networks: answer.networks.map(({ provider_Id, ...figures }) => ({
          providerId: provider_Id,
          ...figures,
        })),
        totals: answer.totals,
        previous: answer.previous.totals,
      };
    },
    leaderboard: async (request: InsightsRequest): Promise<Leaderboard> => {
      const path = pathOf('getPostsLeaderboard', request);
      const answer = dataOf(path, await api.call(postsLeaderboardResponse, path));
      return {
        total: answer.total,
        posts: answer.posts.map((post) => ({
          rank: post.rank,
          postId: post.post_id,
          providerId: post.provider_Id,
          externalPostId: post.external_post_id,
          excerpt: post.text,
          postedAt: post.posted_at,
          reach: post.reach,
          engagements: post.engagements,
          rate: post.rate,
          likes: post.likes,
          comments: post.comments,
          shares: post.shares,
          clicks: post.clicks,
        })),
        networks: answer.networks.map(({ provider_Id, ...figures }) => ({
          providerId: provider_Id,
          ...figures,
        })),
      };
    },
    hashtags: async (request: InsightsRequest): Promise<HashtagInsights> => {
      const path = pathOf('getHashtagInsights', request);
      const answer = dataOf(path, await api.call(hashtagInsightsResponse, path));
      return {
        total: answer.total,
        posts: answer.posts,
        taggedPosts: answer.tagged_posts,
        hashtags: answer.hashtags.map(({ average_reach, ...row }) => ({
          ...row,
          averageReach: average_reach,
        })),
      };
    },
  };
}

export type DashboardInsightsCalls = ReturnType<typeof dashboardInsightsCalls>;
