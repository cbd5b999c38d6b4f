/**
 * The header account's industry news (GET /auth/getIndustryNews, issue 16). Choosing the account's industries
 * (the setup's topics step, POST /addupdateIndustries) changes it: those writes may `invalidate` it.
 */
import type { DeletionRequest } from '../../domain/dataDeletion.ts';
import type { NewsCalls } from '../news.ts';
import { keyedResource, type CachedRead } from './client.ts';

export const industryNews = keyedResource('industryNews', (calls: Pick<NewsCalls, 'getIndustryNews'>) =>
  calls.getIndustryNews(),
);

/**
 * A Facebook data deletion request's status by confirmation code (GET /dataDeletionStatus?code=, public): one entry
 * per code, so going back to a code already shown answers from the cache while fresh.
 */
export const dataDeletionStatus = {
  key: (code?: string) => (code === undefined ? ['dataDeletionStatus'] : ['dataDeletionStatus', code]),
  query: (calls: Pick<NewsCalls, 'dataDeletionStatus'>, code: string): CachedRead<DeletionRequest> => ({
    queryKey: dataDeletionStatus.key(code),
    queryFn: () => calls.dataDeletionStatus(code),
  }),
};
