/**
 * Google reviews (issue 17, src/contract/reviews.ts), each answer parsed with the contract and turned into the
 * domain's shapes (src/domain/dashboardInsights.ts).
 *
 * - googleReviews: GET /auth/getGoogleReviews/{start}/{end} (accountId header): the profile and its reviews.
 * - connect: POST /auth/connectGoogleBusiness {account_id}; disconnect: POST /auth/disconnectGoogleBusiness.
 */
import { googleBusinessStatusResponse, googleReviewsResponse } from '../contract/reviews.ts';
import type { DashboardRange } from '../domain/analytics.ts';
import type { GoogleReviews } from '../domain/dashboardInsights.ts';
import { dataOf, type ApiClient } from './client.ts';

export interface GoogleBusinessStatus {
  connected: boolean;
  name: string | null;
  reviews: number;
}

export function reviewsCalls(api: ApiClient) {
  const write = async (call: string, accountId: number): Promise<GoogleBusinessStatus> => {
    const path = `/auth/${call}`;
    const answer = dataOf(
      path,
      await api.call(googleBusinessStatusResponse, path, { body: { account_id: accountId } }),
    );
    return { connected: answer.connected, name: answer.name, reviews: answer.reviews };
  };
  return {
    googleReviews: async ({ start, end }: DashboardRange): Promise<GoogleReviews> => {
      const path = `/auth/getGoogleReviews/${start}/${end}`;
      const answer = dataOf(path, await api.call(googleReviewsResponse, path));
      return {
        connected: answer.connected,
        profile: answer.profile
          ? {
              name: answer.profile.name,
              connectedAt: answer.profile.connected_at,
              syncedAt: answer.profile.synced_at,
            }
          : null,
        overall: answer.overall,
        range: answer.range,
        distribution: answer.distribution,
        weeks: answer.weeks,
        latest: answer.latest.map((review) => ({
          id: review.id,
          author: review.author,
          rating: review.rating,
          text: review.text,
          createdAt: review.created_at,
          reply: review.reply ? { text: review.reply.text, createdAt: review.reply.created_at } : null,
        })),
      };
    },
    connect: (accountId: number) => write('connectGoogleBusiness', accountId),
    disconnect: (accountId: number) => write('disconnectGoogleBusiness', accountId),
  };
}

export type ReviewsCalls = ReturnType<typeof reviewsCalls>;
