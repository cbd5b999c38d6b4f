/**
 * The new connections, leaderboard, hashtag and Google reviews calls of the SPA (src/api/dashboardInsights.ts,
 * reviews.ts) against the in-process server: answers parsed with the contracts into the domain's shapes, cached per
 * account and filters (src/api/queries/dashboardInsights.ts), a connect or disconnect loading the reviews again, and
 * a shape the contract refuses is an error, never undefined.
 */
import { describe, expect, it } from 'vitest';
import type { InsightsRequest } from '../../../src/api/analytics.ts';
import { ApiError, createApiClient } from '../../../src/api/client.ts';
import { dashboardInsightsCalls } from '../../../src/api/dashboardInsights.ts';
import { createQueryClient, fetchCached } from '../../../src/api/queries/client.ts';
import {
  connectGoogleBusiness,
  disconnectGoogleBusiness,
  googleReviewsRead,
  hashtagsRead,
  leaderboardRead,
  newConnectionsRead,
} from '../../../src/api/queries/dashboardInsights.ts';
import { reviewsCalls } from '../../../src/api/reviews.ts';
import { OWNER } from '../server/support.ts';
import { clientWith, credentials, json, seededServer } from './clientSupport.ts';

const live = seededServer({ owner: OWNER });
/** The seed's day is the test clock's start (2025-01-15). */
const RANGE = { start: '2024-12-17', end: '2025-01-15', ids: [1, 2, 3, 4] };

describe('new connections, leaderboard and hashtags', () => {
  it('answer in the domain’s shapes', async () => {
    const calls = dashboardInsightsCalls(live.clientAs(live.as.owner));
    const connections = await calls.newConnections(RANGE);
    expect(connections.days).toHaveLength(30);
    expect(connections.networks.map((network) => network.providerId)).toEqual([1, 2, 3, 4]);
    expect(connections.totals.net).toBe(connections.totals.gained - connections.totals.lost);
    expect(connections.previous).toEqual({
      gained: expect.any(Number),
      lost: expect.any(Number),
      net: expect.any(Number),
      followers: expect.any(Number),
    });

    const board = await calls.leaderboard(RANGE);
    expect(board.total).toBeGreaterThan(0);
    expect(board.posts[0]).toEqual({
      rank: 1,
      postId: null,
      providerId: expect.any(Number),
      externalPostId: expect.any(String),
      excerpt: expect.any(String),
      postedAt: expect.stringMatching(/^202[45]-/),
      reach: expect.any(Number),
      engagements: expect.any(Number),
      rate: expect.any(Number),
      likes: expect.any(Number),
      comments: expect.any(Number),
      shares: expect.any(Number),
      clicks: expect.any(Number),
    });
    expect(board.networks[0]).toEqual({
      providerId: expect.any(Number),
      posts: expect.any(Number),
      rate: expect.any(Number),
      reach: expect.any(Number),
      engagements: expect.any(Number),
    });

    const tags = await calls.hashtags(RANGE);
    expect(tags.hashtags[0]).toEqual({
      tag: expect.stringMatching(/^#/),
      posts: expect.any(Number),
      reach: expect.any(Number),
      engagements: expect.any(Number),
      rate: expect.any(Number),
      averageReach: expect.any(Number),
    });
    expect(tags.taggedPosts).toBeLessThanOrEqual(tags.posts);
  });

  it('are cached per account, call, range and networks', async () => {
    const calls = dashboardInsightsCalls(live.clientAs(live.as.owner));
    const asked: string[] = [];
    const counted = {
      newConnections: (request: InsightsRequest) => (
        asked.push('connections'),
        calls.newConnections(request)
      ),
      leaderboard: (request: InsightsRequest) => (asked.push('leaderboard'), calls.leaderboard(request)),
      hashtags: (request: InsightsRequest) => (asked.push('hashtags'), calls.hashtags(request)),
    };
    const cache = createQueryClient();
    const accountId = live.as.owner.user.accountId!;
    for (let round = 0; round < 2; round++) {
      await fetchCached(newConnectionsRead(counted, accountId, RANGE), cache);
      await fetchCached(leaderboardRead(counted, accountId, RANGE), cache);
      await fetchCached(hashtagsRead(counted, accountId, RANGE), cache);
    }
    expect(asked).toEqual(['connections', 'leaderboard', 'hashtags']);
    await fetchCached(hashtagsRead(counted, accountId, { ...RANGE, ids: [1] }), cache);
    await fetchCached(hashtagsRead(counted, accountId, { ...RANGE, start: '2024-12-18' }), cache);
    expect(asked).toHaveLength(5);
  });

  it('refuse an answer that does not match the contract', async () => {
    const calls = dashboardInsightsCalls(
      clientWith(
        () => Promise.resolve(json(200, { status: 200, data: { days: 'many' } })),
        credentials('tok', 1),
      ),
    );
    await expect(calls.newConnections(RANGE)).rejects.toBeInstanceOf(ApiError);
    await expect(calls.leaderboard(RANGE)).rejects.toBeInstanceOf(ApiError);
    await expect(calls.hashtags(RANGE)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('Google reviews', () => {
  it('connecting and disconnecting load the cached reviews again', async () => {
    const northwind = live.accounts['Northwind Studio']!;
    const client = createApiClient({
      credentials: { token: () => live.as.owner.token, accountId: () => northwind },
      baseURL: 'http://app.test/api',
      fetch: async (input, init) => live.server.app.request(new Request(input, init)),
    });
    const calls = reviewsCalls(client);
    const cache = createQueryClient();
    const range = { start: '2024-10-18', end: '2025-01-15' };
    const read = () => fetchCached(googleReviewsRead(calls, northwind, range), cache);
    expect(await read()).toMatchObject({ connected: false, profile: null, latest: [] });

    const connected = await connectGoogleBusiness(calls, northwind, cache);
    expect(connected).toMatchObject({ connected: true, name: 'Northwind Studio' });
    const reviews = await read();
    expect(reviews.connected).toBe(true);
    expect(reviews.profile?.name).toBe('Northwind Studio');
    expect(reviews.range.count).toBeGreaterThan(20);
    expect(reviews.distribution.map((part) => part.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(reviews.latest[0]).toEqual({
      id: expect.any(String),
      author: expect.any(String),
      rating: expect.any(Number),
      text: expect.any(String),
      createdAt: expect.stringMatching(/^202[45]-/),
      reply:
        reviews.latest[0]!.reply === null
          ? null
          : { text: expect.any(String), createdAt: expect.any(String) },
    });

    expect(await disconnectGoogleBusiness(calls, northwind, cache)).toMatchObject({ connected: false });
    expect(await read()).toMatchObject({ connected: false });
    await expect(disconnectGoogleBusiness(calls, northwind, cache)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an answer that does not match the contract', async () => {
    const calls = reviewsCalls(
      clientWith(
        () => Promise.resolve(json(200, { status: 200, data: { connected: 'yes' } })),
        credentials('tok', 1),
      ),
    );
    await expect(calls.googleReviews({ start: '2025-01-01', end: '2025-01-02' })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(calls.connect(1)).rejects.toBeInstanceOf(ApiError);
  });
});
