/**
 * The leads, website traffic and action items calls of the SPA (src/api/dashboardLinks.ts) against the in-process
 * server: the answers parsed with the contract into the domain's shapes, cached per account and filters
 * (src/api/queries/dashboardLinks.ts), and a shape the contract refuses is an error, never undefined.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { dashboardLinkCalls, type LinkClicksRequest } from '../../../src/api/dashboardLinks.ts';
import { createQueryClient, fetchCached } from '../../../src/api/queries/client.ts';
import { actionItems, linkClicksRead } from '../../../src/api/queries/dashboardLinks.ts';
import { OWNER } from '../server/support.ts';
import { clientWith, credentials, json, seededServer } from './clientSupport.ts';

const live = seededServer({ owner: OWNER });
/** The seed's day is the test clock's start; its clicks are in the 30 days up to it. */
const RANGE = { start: '2024-12-17', end: '2025-01-15', ids: [1, 2, 3, 4] };

describe('getLinkClicks', () => {
  it('answers the clicks in the domain’s shape', async () => {
    const calls = dashboardLinkCalls(live.clientAs(live.as.owner));
    const figures = await calls.getLinkClicks(RANGE);
    expect(figures.totals.clicks).toBeGreaterThan(0);
    expect(figures.days).toHaveLength(30);
    expect(figures.networks.map((network) => network.providerId)).toEqual([1, 2, 3, 4]);
    expect(figures.posts[0]).toEqual({
      postId: expect.any(Number),
      providerId: expect.any(Number),
      text: expect.stringContaining('https://acmebakery.example'),
      postedAt: expect.stringMatching(/^2025-01-/),
      clicks: expect.any(Number),
      unique: expect.any(Number),
    });
    expect(figures.links[0]!.shortUrl).toMatch(/^http:\/\/app\.test\/l\/[A-Za-z0-9_-]{12}$/);
  });

  it('is cached per account, range and networks', async () => {
    let asked = 0;
    const calls = dashboardLinkCalls(live.clientAs(live.as.owner));
    const counted = {
      getLinkClicks: (request: LinkClicksRequest) => {
        asked += 1;
        return calls.getLinkClicks(request);
      },
    };
    const cache = createQueryClient();
    const accountId = live.as.owner.user.accountId!;
    await fetchCached(linkClicksRead(counted, accountId, RANGE), cache);
    await fetchCached(linkClicksRead(counted, accountId, RANGE), cache);
    expect(asked).toBe(1);
    await fetchCached(linkClicksRead(counted, accountId, { ...RANGE, ids: [1] }), cache);
    expect(asked).toBe(2);
  });

  it('refuses an answer that does not match the contract', async () => {
    const calls = dashboardLinkCalls(
      clientWith(
        () => Promise.resolve(json(200, { status: 200, data: { totals: 'many' } })),
        credentials('tok', 1),
      ),
    );
    await expect(calls.getLinkClicks(RANGE)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('getActionItems', () => {
  it('answers the account’s to-dos, most severe first, through the cache', async () => {
    const calls = dashboardLinkCalls(live.clientAs(live.as.owner));
    const items = await actionItems.fetch(calls, live.as.owner.user.accountId!, createQueryClient());
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.severity).toBe('urgent');
    expect(items.every((item) => item.href.startsWith(`/${live.as.owner.user.accountId}/`))).toBe(true);
  });
});
