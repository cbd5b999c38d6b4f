/**
 * The dashboard's leads, website traffic and action items calls (issue 17; src/contract/links.ts,
 * src/contract/actionItems.ts), each answer parsed with the contract and turned into the domain's shapes
 * (src/domain/dashboardLinks.ts). Both GET and account-scoped (the accountId header).
 *
 * - getLinkClicks: GET /auth/getLinkClicks/{start}/{end}/{ids}: the tracked links' clicks of the selected networks.
 * - getActionItems: GET /auth/getActionItems: the account's to-dos, most severe first.
 *
 * With no network selected the pages send nothing, so `ids` here is never empty.
 */
import { actionItemsResponse } from '../contract/actionItems.ts';
import { linkClicksResponse } from '../contract/links.ts';
import type { DashboardRange } from '../domain/analytics.ts';
import type { ActionItem, LinkClickFigures } from '../domain/dashboardLinks.ts';
import { dataOf, type ApiClient } from './client.ts';

export interface LinkClicksRequest extends DashboardRange {
  ids: readonly number[];
}

export function dashboardLinkCalls(api: ApiClient) {
  return {
    getLinkClicks: async ({ start, end, ids }: LinkClicksRequest): Promise<LinkClickFigures> => {
      const path = `/auth/getLinkClicks/${start}/${end}/${ids.join(',')}`;
      const answer = dataOf(path, await api.call(linkClicksResponse, path));
      return {
        totals: answer.totals,
        previous: answer.previous.totals,
        days: answer.days,
        networks: answer.networks.map(({ provider_Id, ...counts }) => ({
          providerId: provider_Id,
          ...counts,
        })),
        posts: answer.posts.map((post) => ({
          postId: post.post_id,
          providerId: post.provider_Id,
          text: post.text,
          postedAt: post.posted_at,
          clicks: post.clicks,
          unique: post.unique,
        })),
        pages: answer.pages,
        links: answer.links.map((link) => ({
          shortUrl: link.short_url,
          target: link.target,
          postId: link.post_id,
          providerId: link.provider_Id,
          clicks: link.clicks,
          unique: link.unique,
        })),
      };
    },
    getActionItems: async (): Promise<ActionItem[]> => {
      const path = '/auth/getActionItems';
      return dataOf(path, await api.call(actionItemsResponse, path)).items;
    },
  };
}

export type DashboardLinkCalls = ReturnType<typeof dashboardLinkCalls>;
