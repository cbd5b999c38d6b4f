/**
 * The dashboard's new connections, leaderboard and hashtag calls (routes/dashboardInsights.ts; issue 17): the
 * sandbox's followers gained and lost, the migration's backfill, and the three calls over the seeded year and over
 * rows a test writes itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { metricSeriesResponse } from '../../../src/contract/analytics.ts';
import {
  hashtagInsightsResponse,
  newConnectionsResponse,
  postsLeaderboardResponse,
} from '../../../src/contract/dashboardInsights.ts';
import { LEADERBOARD_LIMIT } from '../../../src/domain/dashboardInsights.ts';
import { hashtagKey, hashtagsOf } from '../../../src/domain/hashtags.ts';
import { syncInsights } from '../../../src/server/insights.ts';
import { MIGRATIONS_DIR } from '../../../src/server/migrate.ts';
import { sandboxAccountDays } from '../../../src/server/sandbox/insights.ts';
import { OWNER, VIEWER, call, logIn, seededServer, testProviders, type LoggedIn } from './support.ts';

const t = seededServer({ owner: OWNER });
let owner: LoggedIn;
beforeEach(async () => {
  owner = await logIn(t.server.app, OWNER);
});

const DAY = 24 * 60 * 60 * 1000;
const day = (at: Date | number) => new Date(at).toISOString().slice(0, 10);
const today = () => day(t.server.clock.now());
const daysAgo = (n: number) => day(t.server.clock.now().getTime() - n * DAY);

const get = (path: string, accountId = t.acme) => t.getAs(owner, `/api/auth/${path}`, { accountId });
const connections = async (path: string, accountId = t.acme) => {
  const answer = await get(`getNewConnections/${path}`, accountId);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(newConnectionsResponse, answer.json).data!;
};
const leaderboard = async (path: string, accountId = t.acme) => {
  const answer = await get(`getPostsLeaderboard/${path}`, accountId);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(postsLeaderboardResponse, answer.json).data!;
};
const hashtags = async (path: string, accountId = t.acme) => {
  const answer = await get(`getHashtagInsights/${path}`, accountId);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(hashtagInsightsResponse, answer.json).data!;
};

/** Northwind Studio has no links: rows a test writes there are all its calls see. */
async function withNorthwindRows(sql: string, params: unknown[], test: () => Promise<void>) {
  await t.server.db.query(sql, params);
  try {
    await test();
  } finally {
    await t.server.db.query('delete from insight_days where account_id = $1', [t.northwind]);
    await t.server.db.query('delete from insight_posts where account_id = $1', [t.northwind]);
  }
}

describe('followers gained and lost in the sandbox', () => {
  it('add up to the change in followers every day, with a small share lost', () => {
    const days = Array.from({ length: 60 }, (_, index) =>
      day(Date.parse('2025-01-01T00:00:00Z') + index * DAY),
    );
    const posts = [
      { externalPostId: 'p1', postedAt: new Date('2025-01-10T10:00:00Z') },
      { externalPostId: 'p2', postedAt: new Date('2025-01-10T15:00:00Z') },
    ];
    for (const [network, externalId] of [
      ['facebook', 'ext-1'],
      ['instagram', 'ext-2'],
    ] as const) {
      // One day more in front, to know the first day's change.
      const before = sandboxAccountDays(network, externalId, ['2024-12-31'], posts)[0]!;
      const rows = sandboxAccountDays(network, externalId, days, posts);
      let previous = before.followers;
      for (const row of rows) {
        expect(row.followersGained - row.followersLost, row.day).toBe(row.followers - previous);
        expect(row.followersGained).toBeGreaterThanOrEqual(0);
        expect(row.followersLost).toBeGreaterThanOrEqual(0);
        // A small share of the day before's followers, unless the count fell further.
        expect(row.followersLost).toBeLessThanOrEqual(
          Math.max(previous * 0.0025, previous - row.followers) + 1,
        );
        previous = row.followers;
      }
      expect(rows.some((row) => row.followersLost > 0)).toBe(true);
      // The day after the two posts gains their lift (3 followers each) on top of the usual growth.
      const lifted = rows.find((row) => row.day === '2025-01-11')!;
      const without = sandboxAccountDays(network, externalId, ['2025-01-11'], [])[0]!;
      expect(lifted.followersGained - lifted.followersLost).toBe(
        without.followersGained - without.followersLost + 6,
      );
    }
  });

  it('a sync stores them, as the sandbox answers them', async () => {
    const { db, clock } = t.server;
    const providers = testProviders(db, clock);
    const [link] = await db.query<{ external_id: string }>(
      'select external_id from social_links where account_id = $1 and provider_id = 3',
      [t.acme],
    );
    const result = await syncInsights({ db, providers, clock }, t.acme, { from: today(), to: today() });
    expect(result.failed).toEqual([]);
    const [stored] = await db.query<{ followers: number; followers_gained: number; followers_lost: number }>(
      `select followers, followers_gained, followers_lost from insight_days
       where account_id = $1 and provider_id = 3 and day = $2`,
      [t.acme, today()],
    );
    const posts = await db.query<{ external_post_id: string; posted_at: Date }>(
      `select external_post_id, posted_at from sandbox_social_posts where network = 'instagram' and external_id = $1`,
      [link!.external_id],
    );
    const expected = sandboxAccountDays(
      'instagram',
      link!.external_id,
      [today()],
      posts.map((post) => ({ externalPostId: post.external_post_id, postedAt: new Date(post.posted_at) })),
    )[0]!;
    expect(stored).toEqual({
      followers: expected.followers,
      followers_gained: expected.followersGained,
      followers_lost: expected.followersLost,
    });
    expect(expected.followersGained).toBeGreaterThan(0);
  });
});

describe('migration 0019', () => {
  it("splits stored rows' change in followers into gained and lost; a link's first day stays 0/0", async () => {
    const sql = readFileSync(join(MIGRATIONS_DIR, '0019_reviews_connections.sql'), 'utf8');
    const backfill = /update insight_days d[\s\S]*?;/.exec(sql)![0];
    await withNorthwindRows(
      `insert into insight_days (account_id, provider_id, day, impressions, reach, likes, comments, shares, clicks,
         followers, synced_at)
       values ($1, 2, '2024-11-01', 0, 0, 0, 0, 0, 0, 2000, now()), ($1, 2, '2024-11-02', 0, 0, 0, 0, 0, 0, 2010, now()),
         ($1, 2, '2024-11-03', 0, 0, 0, 0, 0, 0, 1990, now()), ($1, 2, '2024-11-05', 0, 0, 0, 0, 0, 0, 1995, now())`,
      [t.northwind],
      async () => {
        await t.server.db.exec(
          backfill.replace('where p.account_id', `where d.account_id = ${t.northwind} and p.account_id`),
        );
        const rows = await t.server.db.query<{
          day: string;
          followers_gained: number;
          followers_lost: number;
        }>(
          `select to_char(day, 'YYYY-MM-DD') as day, followers_gained, followers_lost from insight_days
           where account_id = $1 order by day`,
          [t.northwind],
        );
        expect(rows).toEqual([
          { day: '2024-11-01', followers_gained: 0, followers_lost: 0 },
          // +10: 0.1% of 2000 left (2), so 12 came.
          { day: '2024-11-02', followers_gained: 12, followers_lost: 2 },
          // -20: more than 0.1% left, so 20 left and nobody came.
          { day: '2024-11-03', followers_gained: 0, followers_lost: 20 },
          // The day before is not stored: nothing to split.
          { day: '2024-11-05', followers_gained: 0, followers_lost: 0 },
        ]);
      },
    );
  });
});

describe('GET /auth/getNewConnections', () => {
  it("answers the seeded year: each day's net is that day's change in followers; networks add up to the totals", async () => {
    const start = daysAgo(29);
    const data = await connections(`${start}/${today()}`);
    expect(data.ids).toEqual([1, 2, 3, 4]);
    expect(data.days).toHaveLength(30);
    // The followers of the selected networks each day, from one day before the range.
    const followers = v
      .parse(metricSeriesResponse, (await get(`getAccountFollowers/${daysAgo(30)}/${today()}`)).json)
      .data!.days.map((d) => d.value);
    data.days.forEach((row, index) => {
      expect(row.net, row.day).toBe(row.gained - row.lost);
      expect(row.net, row.day).toBe(followers[index + 1]! - followers[index]!);
    });
    expect(data.totals.gained).toBeGreaterThan(data.totals.lost);
    expect(data.totals.lost).toBeGreaterThan(0);
    const sum = (key: 'gained' | 'lost' | 'net' | 'followers') =>
      data.networks.reduce((total, network) => total + network[key], 0);
    expect(data.networks.map((network) => network.provider_Id)).toEqual([1, 2, 3, 4]);
    for (const key of ['gained', 'lost', 'net', 'followers'] as const)
      expect(sum(key)).toBe(data.totals[key]);
    expect(data.totals.followers).toBe(followers.at(-1));
    expect(data.totals.net).toBe(followers.at(-1)! - followers[0]!);

    // The previous period is the current figure of that earlier range.
    expect(data.previous).toMatchObject({ start: daysAgo(59), end: daysAgo(30) });
    const earlier = await connections(`${daysAgo(59)}/${daysAgo(30)}`);
    expect(data.previous.totals).toEqual(earlier.totals);

    const one = await connections(`${start}/${today()}/3`);
    const instagram = data.networks.find((network) => network.provider_Id === 3)!;
    expect(one.networks).toEqual([instagram]);
    const { provider_Id: _id, ...figures } = instagram;
    expect(one.totals).toEqual(figures);
  });

  it('an account without figures answers zeros for every day', async () => {
    const data = await connections(`${daysAgo(6)}/${today()}/1,6`, t.northwind);
    expect(data.days).toHaveLength(7);
    expect(data.days.every((row) => row.gained === 0 && row.lost === 0 && row.net === 0)).toBe(true);
    expect(data.networks).toEqual([
      { provider_Id: 1, gained: 0, lost: 0, net: 0, followers: 0 },
      { provider_Id: 6, gained: 0, lost: 0, net: 0, followers: 0 },
    ]);
    expect(data.totals).toEqual({ gained: 0, lost: 0, net: 0, followers: 0 });
  });
});

describe('GET /auth/getPostsLeaderboard', () => {
  it('ranks the posts by engagement rate, posts that reached nobody last, with a per-network ranking', async () => {
    await withNorthwindRows(
      `insert into insight_posts (account_id, provider_id, external_post_id, text, posted_at, as_of, impressions,
         reach, likes, comments, shares, clicks, synced_at)
       values ($1, 1, 'a', 'Ten percent', '2024-12-02T10:00:00Z', '2024-12-10', 200, 100, 6, 2, 1, 1, now()),
         ($1, 2, 'b', 'Twenty percent', '2024-12-03T10:00:00Z', '2024-12-10', 90, 50, 5, 3, 1, 1, now()),
         ($1, 1, 'c', 'Nobody saw it', '2024-12-04T10:00:00Z', '2024-12-10', 0, 0, 40, 5, 3, 2, now()),
         ($1, 1, 'd', $2, '2024-12-05T23:59:00Z', '2024-12-10', 30, 30, 1, 0, 0, 0, now()),
         ($1, 2, 'e', 'Outside the range', '2024-12-06T00:00:00Z', '2024-12-10', 10, 10, 9, 0, 0, 0, now()),
         ($1, 6, 'f', 'Another network', '2024-12-03T10:00:00Z', '2024-12-10', 10, 10, 9, 0, 0, 0, now())`,
      [t.northwind, `${'Long text '.repeat(30)}end`],
      async () => {
        const data = await leaderboard('2024-12-01/2024-12-05', t.northwind);
        expect(data.total).toBe(4);
        expect(data.posts.map((post) => [post.rank, post.external_post_id, post.rate])).toEqual([
          [1, 'b', 20],
          [2, 'a', 10],
          [3, 'd', 3.3],
          [4, 'c', null],
        ]);
        expect(data.posts[0]).toMatchObject({
          provider_Id: 2,
          text: 'Twenty percent',
          posted_at: '2024-12-03T10:00:00.000Z',
          reach: 50,
          engagements: 10,
          likes: 5,
          comments: 3,
          shares: 1,
          clicks: 1,
          post_id: null,
        });
        const long = data.posts.find((post) => post.external_post_id === 'd')!;
        expect(Array.from(long.text)).toHaveLength(140);
        expect(long.text.endsWith('...')).toBe(true);
        // Facebook: posts a (10%) and d (3.3%) reached people, c did not: (10 + 3.33) / 2 = 6.7.
        expect(data.networks).toEqual([
          { provider_Id: 2, posts: 1, rate: 20, reach: 50, engagements: 10 },
          { provider_Id: 1, posts: 3, rate: 6.7, reach: 130, engagements: 61 },
        ]);
        const withTikTok = await leaderboard('2024-12-01/2024-12-05/6', t.northwind);
        expect(withTikTok.posts.map((post) => post.external_post_id)).toEqual(['f']);
      },
    );
  });

  it('ranks the seeded year, at most LEADERBOARD_LIMIT posts, rates as engagements / reach', async () => {
    const data = await leaderboard(`${daysAgo(364)}/${today()}`);
    expect(data.total).toBeGreaterThan(LEADERBOARD_LIMIT);
    expect(data.posts).toHaveLength(LEADERBOARD_LIMIT);
    expect(data.posts.map((post) => post.rank)).toEqual(data.posts.map((_, index) => index + 1));
    const rates = data.posts.map((post) => post.rate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    for (const post of data.posts) {
      expect(post.engagements).toBe(post.likes + post.comments + post.shares + post.clicks);
      expect(post.rate).toBe(Math.round((post.engagements / post.reach) * 1000) / 10);
    }
    expect(data.networks.map((network) => network.provider_Id).sort()).toEqual([1, 2, 3, 4]);
    expect(data.networks.reduce((sum, network) => sum + network.posts, 0)).toBe(data.total);
    const networkRates = data.networks.map((network) => network.rate!);
    expect(networkRates).toEqual([...networkRates].sort((a, b) => b - a));
  });
});

describe('GET /auth/getHashtagInsights', () => {
  it('sums the hashtags of the posts of the range and networks, case-insensitively, by engagements', async () => {
    await withNorthwindRows(
      `insert into insight_posts (account_id, provider_id, external_post_id, text, posted_at, as_of, impressions,
         reach, likes, comments, shares, clicks, synced_at)
       values ($1, 1, 'a', 'Fresh #Bread and #cake #bread', '2024-12-02T10:00:00Z', '2024-12-10', 0, 100, 6, 2, 1, 1, now()),
         ($1, 2, 'b', 'More #bread', '2024-12-03T10:00:00Z', '2024-12-10', 0, 300, 10, 3, 1, 1, now()),
         ($1, 2, 'c', 'No tags, C# or #2024', '2024-12-03T11:00:00Z', '2024-12-10', 0, 50, 50, 0, 0, 0, now()),
         ($1, 1, 'd', '#Cake', '2024-12-06T10:00:00Z', '2024-12-10', 0, 10, 1, 0, 0, 0, now())`,
      [t.northwind],
      async () => {
        const data = await hashtags('2024-12-01/2024-12-05', t.northwind);
        expect(data).toMatchObject({ posts: 3, tagged_posts: 2, total: 2 });
        expect(data.hashtags).toEqual([
          // Bread and bread: one post each, a tie that goes to the spelling that sorts first.
          { tag: '#Bread', posts: 2, reach: 400, engagements: 25, rate: 6.3, average_reach: 200 },
          { tag: '#cake', posts: 1, reach: 100, engagements: 10, rate: 10, average_reach: 100 },
        ]);
        const facebook = await hashtags('2024-12-01/2024-12-06/1', t.northwind);
        // Facebook to the 6th: #cake in a (10 engagements) and #Cake in d (1), #Bread in a only.
        expect(facebook.hashtags.map((row) => [row.tag, row.posts, row.engagements])).toEqual([
          ['#Cake', 2, 11],
          ['#Bread', 1, 10],
        ]);
      },
    );
  });

  it("answers the seeded year's hashtags, each counted in the posts that use it", async () => {
    const start = daysAgo(364);
    const data = await hashtags(`${start}/${today()}`);
    expect(data.hashtags.length).toBeGreaterThan(5);
    const engagements = data.hashtags.map((row) => row.engagements);
    expect(engagements).toEqual([...engagements].sort((a, b) => b - a));
    const posts = await t.server.db.query<{ text: string }>(
      `select text from insight_posts where account_id = $1 and provider_id = any('{1,2,3,4}')
         and posted_at >= $2::date and posted_at < $3::date + 1`,
      [t.acme, start, today()],
    );
    expect(data.posts).toBe(posts.length);
    let spelledTwoWays = 0;
    for (const row of data.hashtags) {
      const key = hashtagKey(row.tag.slice(1));
      const spellings = new Map<string, number>();
      for (const post of posts) {
        const tag = hashtagsOf(post.text).find((each) => hashtagKey(each) === key);
        if (tag !== undefined) spellings.set(tag, (spellings.get(tag) ?? 0) + 1);
      }
      const using = [...spellings.values()].reduce((sum, n) => sum + n, 0);
      expect(row.posts, row.tag).toBe(using);
      expect(row.average_reach).toBe(Math.round(row.reach / row.posts));
      // Shown in the spelling most posts used.
      expect(spellings.get(row.tag.slice(1)), row.tag).toBe(Math.max(...spellings.values()));
      if (spellings.size > 1) spelledTwoWays++;
    }
    // The seed writes #Sourdough and #sourdough: one tag.
    expect(spelledTwoWays).toBeGreaterThan(0);
    expect(data.hashtags.filter((row) => hashtagKey(row.tag) === '#sourdough')).toHaveLength(1);
  });
});

describe('bad input, membership and roles', () => {
  const calls = ['getNewConnections', 'getPostsLeaderboard', 'getHashtagInsights'];

  it('refuse bad input with a 400 naming the field, for each call', async () => {
    for (const name of calls) {
      const cases: [string, RegExp][] = [
        [`${name}/2025-13-01/2025-01-10`, /^start: /],
        [`${name}/2025-01-10/2025-01-01`, /^end: end must not be before start/],
        [`${name}/2022-01-01/2025-01-10`, /^end: The range must be at most 731 days/],
        [`${name}/2025-01-01/2025-06-01`, /^end: end must not be after tomorrow/],
        [`${name}/2025-01-01/2025-01-10/5`, /^ids: /],
        [`${name}/2025-01-01/2025-01-10/1,1`, /^ids: ids must name each network once/],
      ];
      for (const [path, message] of cases) {
        const answer = await get(path);
        expect(answer.status, path).toBe(400);
        expect((answer.json as { message: string }).message, path).toMatch(message);
      }
    }
  });

  it('answer 404 for another account and 401 without a session; role 3 reads, a role without rights is refused', async () => {
    const [notMine] = await t.server.db.query<{ id: number }>(
      `select id from accounts where id not in (select account_id from account_memberships where user_id = $1)
       order by id limit 1`,
      [owner.user.id],
    );
    const viewer = await logIn(t.server.app, VIEWER);
    for (const name of calls) {
      const path = `/api/auth/${name}/${today()}/${today()}`;
      expect((await get(`${name}/${today()}/${today()}`, notMine!.id)).status).toBe(404);
      expect((await call(t.server.app, 'GET', path)).status).toBe(401);
      expect((await t.getAs(viewer, path, { accountId: t.acme })).status).toBe(200);
    }
    await t.server.db.query(
      'update account_memberships set account_role = 9 where user_id = $1 and account_id = $2',
      [viewer.user.id, t.acme],
    );
    try {
      for (const name of calls) {
        const refused = await t.getAs(viewer, `/api/auth/${name}/${today()}/${today()}`, {
          accountId: t.acme,
        });
        expect(refused.status).toBe(403);
      }
    } finally {
      await t.server.db.query(
        'update account_memberships set account_role = 3 where user_id = $1 and account_id = $2',
        [viewer.user.id, t.acme],
      );
    }
  });
});
