/**
 * The leads, website traffic and action items reads (issue 17), cached for spec 9's 5 minutes:
 * - link clicks keyed by account, start, end and networks, so going back to a range already seen answers from the
 *   cache while fresh (the leads and website traffic pages share one entry);
 * - action items keyed by account. Approving posts, connecting a network or changing the plan changes them: those
 *   writes call `invalidateActionItems` (the planner, social, plan picker, checkout, card form and setup logic).
 */
import type { LinkClickFigures } from '../../domain/dashboardLinks.ts';
import type { DashboardLinkCalls, LinkClicksRequest } from '../dashboardLinks.ts';
import { invalidate, keyedResource, queryClient, type CachedRead, type DataCache } from './client.ts';

const CLICKS_ROOT = 'linkClicks';

export const linkClicksKey = (accountId?: number) =>
  accountId === undefined ? [CLICKS_ROOT] : [CLICKS_ROOT, accountId];

export const linkClicksRead = (
  calls: Pick<DashboardLinkCalls, 'getLinkClicks'>,
  accountId: number,
  request: LinkClicksRequest,
): CachedRead<LinkClickFigures> => ({
  queryKey: [...linkClicksKey(accountId), request.start, request.end, request.ids.join(',')],
  queryFn: () => calls.getLinkClicks(request),
});

export const invalidateLinkClicks = (accountId: number, client: DataCache = queryClient) =>
  invalidate(linkClicksKey(accountId), client);

export const actionItems = keyedResource('actionItems', (calls: Pick<DashboardLinkCalls, 'getActionItems'>) =>
  calls.getActionItems(),
);

/** After a write that may change the account's to-dos; no account: every account's entry (a card update). */
export const invalidateActionItems = (accountId?: number, client: DataCache = queryClient): Promise<void> =>
  actionItems.invalidate(accountId, client);
