/**
 * Industry news and data deletion status calls (src/contract/news.ts), each answer parsed with the contract's
 * schema and turned into the domain's shape (src/domain/news.ts, dataDeletion.ts).
 *
 * - getIndustryNews: GET /auth/getIndustryNews (header account_Id): the newest items of the account's industries.
 * - dataDeletionStatus: GET /dataDeletionStatus?code= (public): a Facebook data deletion request's status.
 */
import { dataDeletionStatusResponse, industryNewsResponse } from '../contract/news.ts';
import type { DeletionRequest } from '../domain/dataDeletion.ts';
import type { IndustryNews } from '../domain/news.ts';
import { dataOf, type ApiClient } from './client.ts';

export function newsCalls(api: ApiClient) {
  return {
    getIndustryNews: async (): Promise<IndustryNews> => {
      const path = '/auth/getIndustryNews';
      const news = dataOf(path, await api.call(industryNewsResponse, path, { accountIdHeader: true }));
      return {
        allIndustries: news.all_industries,
        industries: news.industries,
        items: news.items.map((item) => ({
          id: item.id,
          industryId: item.industry_id,
          industry: item.industry,
          title: item.title,
          summary: item.summary,
          source: item.source_name,
          url: item.url,
          publishedAt: item.published_at,
          sample: item.sample,
        })),
      };
    },
    dataDeletionStatus: async (code: string): Promise<DeletionRequest> => {
      const path = '/dataDeletionStatus';
      const request = dataOf(path, await api.call(dataDeletionStatusResponse, path, { query: { code } }));
      return {
        code: request.confirmation_code,
        provider: request.provider,
        status: request.status,
        requestedAt: request.requested_at,
        completedAt: request.completed_at,
      };
    },
  };
}

export type NewsCalls = ReturnType<typeof newsCalls>;
