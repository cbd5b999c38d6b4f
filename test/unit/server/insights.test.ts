/**
 * Analytics (issue 17): the sandbox networks' deterministic series, syncInsights into the insight tables, and the
 * spec 7.6 calls that read them (routes/analytics.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  accountInsightsResponse,
  allAccountInsightsResponse,
  metricSeriesResponse,
  syncInsightsResponse,
  topPostsResponse,
} from '../../../src/contract/analytics.ts';
import { defaultSyncRange, syncInsights } from '../../../src/server/insights.ts';
import { noProviders, type SocialConnection } from '../../../src/server/providers.ts';
import { sandboxAccountDays, sandboxPostMetrics } from '../../../src/server/sandbox/insights.ts';
import {
  OWNER,
  VIEWER,
  call,
  logIn,
  otherApp,
  seededServer,
  testProviders,
  type LoggedIn,
} from './support.ts';

const t = seededServer({ owner: OWNER });
// A test moves the clock by a day: each test logs in afresh (a session idles out after 30 minutes).
let owner: LoggedIn;
beforeEach(async () => {
  owner = await logIn(t.server.app, OWNER);
});

const DAY = 24 * 60 * 60 * 1000;
const day = (at: Date) => at.toISOString().slice(0, 10);
const connection = (externalId: string): SocialConnection => ({
  network: 'facebook',
  externalId,
  name: 'x',
  accessToken: 'a',
  refreshToken: null,
  expiresAt: null,
});

const get = (path: string, accountId = t.acme) => t.getAs(owner, `/api/auth/${path}`, { accountId });
/** The same call on an app of the same database whose networks are all down (every provider throws). */
const getWhileDown = async (path: string, accountId = t.acme) => {
  const down = { ...noProviders() };
  for (const [network, provider] of Object.entries(testProviders(t.server.db, t.server.clock).social)) {
    down.social[network as keyof typeof down.social] = {
      ...provider,
      dailyInsights: () => Promise.reject(new Error(`${network} is down`)),
      insights: () => Promise.reject(new Error(`${network} is down`)),
    };
  }
  return call(otherApp(t.server, {}, { providers: down }), 'GET', `/api/auth/${path}`, {
    token: owner.token,
    headers: { accountId: String(accountId) },
  });
};

describe('the sandbox series', () => {
  it('are deterministic: the same link, days and posts give the same figures', () => {
    const days = ['2025-01-01', '2025-01-02', '2025-01-03'];
    const posts = [{ externalPostId: 'p1', postedAt: new Date('2025-01-01T10:00:00Z') }];
    const first = sandboxAccountDays('facebook', 'ext-1', days, posts);
    expect(sandboxAccountDays('facebook', 'ext-1', days, posts)).toEqual(first);
    expect(sandboxAccountDays('facebook', 'ext-2', days, posts)).not.toEqual(first);
    for (const row of first) {
      expect(row.reach).toBeLessThanOrEqual(row.impressions);
      expect(row.likes).toBeGreaterThan(0);
      expect(row.followers).toBeGreaterThan(0);
    }
  });

  it('a post lifts the day after it was published, and has metrics of its own from then', () => {
    const days = ['2025-01-01', '2025-01-02', '2025-01-03'];
    const post = { externalPostId: 'p1', postedAt: new Date('2025-01-01T10:00:00Z') };
    const without = sandboxAccountDays('facebook', 'ext-1', days, []);
    const withPost = sandboxAccountDays('facebook', 'ext-1', days, [post]);
    expect(withPost[0]).toEqual(without[0]);
    expect(withPost[1]!.impressions).toBe(without[1]!.impressions + 180);
    expect(withPost[1]!.likes).toBeGreaterThan(without[1]!.likes);
    expect(withPost[2]!.impressions).toBe(without[2]!.impressions);
    expect(withPost[2]!.followers).toBeGreaterThan(without[2]!.followers);
    expect(sandboxPostMetrics(post, '2025-01-01')).toBeNull();
    const d1 = sandboxPostMetrics(post, '2025-01-02')!;
    const d9 = sandboxPostMetrics(post, '2025-01-10')!;
    expect(d1.impressions).toBeGreaterThan(0);
    expect(d9.impressions).toBeGreaterThan(d1.impressions);
    expect(sandboxPostMetrics(post, '2025-01-10')).toEqual(d9);
  });
});

describe('syncInsights', () => {
  it("a post published through the sandbox raises the next day's numbers after a sync, and a sync is idempotent", async () => {
    const { db, clock } = t.server;
    const providers = testProviders(db, clock);
    const [link] = await db.query<{ external_id: string }>(
      'select external_id from social_links where account_id = $1 and provider_id = 1',
      [t.acme],
    );
    const today = day(clock.now());
    const tomorrow = day(new Date(clock.now().getTime() + DAY));
    const read = () =>
      db.query<{ day: string; impressions: number; likes: number; followers: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, impressions, likes, followers from insight_days
         where account_id = $1 and provider_id = 1 and day between $2 and $3 order by day`,
        [t.acme, today, tomorrow],
      );
    const deps = { db, providers, clock };
    await syncInsights(deps, t.acme, { from: today, to: tomorrow });
    const before = await read();
    expect(before.map((row) => row.day)).toEqual([today, tomorrow]);

    const text = `insights probe ${Date.now()}`;
    const published = await providers.social.facebook!.publish(connection(link!.external_id), {
      text,
      mediaUrls: [],
      firstComment: null,
      altTexts: [],
    });
    expect(published.status).toBe('POSTED');
    const externalPostId = (published as { externalPostId: string }).externalPostId;
    // Still today: the post has no metrics yet, today's figures are unchanged.
    const result = await syncInsights(deps, t.acme, { from: today, to: tomorrow });
    expect(result.failed).toEqual([]);
    const after = await read();
    expect(after[0]).toEqual(before[0]);
    expect(after[1]!.impressions).toBe(before[1]!.impressions + 180);
    expect(after[1]!.likes).toBeGreaterThan(before[1]!.likes);

    // The next day, the daily range (ending today) has the post's own metrics too.
    clock.advance(DAY);
    const range = defaultSyncRange(clock);
    expect(range.to).toBe(tomorrow);
    await syncInsights(deps, t.acme, range);
    const count = () =>
      t.count('select * from insight_posts where account_id = $1 and external_post_id = $2', [
        t.acme,
        externalPostId,
      ]);
    expect(await count()).toBe(1);
    const snapshot = await db.query(
      'select * from insight_days where account_id = $1 order by provider_id, day',
      [t.acme],
    );
    const posts = await db.query(
      'select impressions, likes, as_of from insight_posts where account_id = $1 order by external_post_id',
      [t.acme],
    );
    // Idempotent: the same sync again stores the same figures (only synced_at moves).
    await syncInsights(deps, t.acme, range);
    const again = await db.query(
      'select * from insight_days where account_id = $1 order by provider_id, day',
      [t.acme],
    );
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ synced_at: _s, ...row }) => row);
    expect(strip(again)).toEqual(strip(snapshot));
    expect(
      await db.query(
        'select impressions, likes, as_of from insight_posts where account_id = $1 order by external_post_id',
        [t.acme],
      ),
    ).toEqual(posts);
    expect(await count()).toBe(1);

    owner = await logIn(t.server.app, OWNER);
    // The API answers the post among the top posts of today's range, sorted newest first (sortId 4).
    const top = await get(`getTopPostsInsights/${today}/${today}/4`);
    expect(top.status, top.text).toBe(200);
    const data = v.parse(topPostsResponse, top.json).data!;
    expect(data.posts[0]).toMatchObject({ external_post_id: externalPostId, text, provider_Id: 1 });
  });

  it('a network that fails is reported and keeps its stored figures; the others are stored', async () => {
    const { db, clock } = t.server;
    const sandbox = testProviders(db, clock);
    const failing = {
      ...noProviders(),
      social: {
        ...sandbox.social,
        facebook: {
          ...sandbox.social.facebook!,
          dailyInsights: () => Promise.reject(new Error('facebook is down')),
        },
      },
    };
    const today = day(clock.now());
    const result = await syncInsights({ db, providers: failing, clock }, t.acme, { from: today, to: today });
    expect(result.failed).toEqual([{ accountId: t.acme, providerId: 1, reason: 'facebook is down' }]);
    expect(result.links).toBe(3);
  });
});

describe('the spec 7.6 calls', () => {
  it('answer the seeded year from the tables, with the previous period, while the network is down', async () => {
    // Every network of this app throws: the answers come from the tables alone.
    const end = day(t.server.clock.now());
    const start = day(new Date(t.server.clock.now().getTime() - 29 * DAY));
    const answer = await getWhileDown(`getAccountInsights/${start}/${end}`);
    expect(answer.status, answer.text).toBe(200);
    const data = v.parse(accountInsightsResponse, answer.json).data!;
    expect(data).toEqual(
      v.parse(accountInsightsResponse, (await get(`getAccountInsights/${start}/${end}`)).json).data,
    );
    expect(data.ids).toEqual([1, 2, 3, 4]);
    expect(data.days).toHaveLength(30);
    expect(data.totals.impressions).toBe(data.days.reduce((sum, d) => sum + d.impressions, 0));
    expect(data.totals.impressions).toBeGreaterThan(0);
    expect(data.totals.engagements).toBe(
      data.totals.likes + data.totals.comments + data.totals.shares + data.totals.clicks,
    );
    expect(data.previous.end).toBe(day(new Date(Date.parse(start) - DAY)));
    expect(data.previous.start).toBe(day(new Date(Date.parse(start) - 30 * DAY)));
    expect(data.previous.totals.impressions).toBeGreaterThan(0);
    expect(data.previous.totals.impressions).not.toBe(data.totals.impressions);

    // The previous period's figure is the current figure of that earlier range.
    const likes = v.parse(metricSeriesResponse, (await get(`getPostsLikes/${start}/${end}`)).json).data!;
    const earlier = v.parse(
      metricSeriesResponse,
      (await get(`getPostsLikes/${data.previous.start}/${data.previous.end}`)).json,
    ).data!;
    expect(likes.total).toBe(data.totals.likes);
    expect(likes.previous.total).toBe(earlier.total);

    const one = v.parse(
      accountInsightsResponse,
      (await get(`getAccountInsights/${start}/${end}/3`)).json,
    ).data!;
    const all = v.parse(
      allAccountInsightsResponse,
      (await get(`getAllAccountInsights/${start}/${end}`)).json,
    ).data!;
    expect(all.networks.map((n) => n.provider_Id)).toEqual([1, 2, 3, 4]);
    expect(all.networks.find((n) => n.provider_Id === 3)!.totals).toEqual(one.totals);
    expect(all.networks.reduce((sum, n) => sum + n.totals.impressions, 0)).toBe(data.totals.impressions);

    const followers = v.parse(
      metricSeriesResponse,
      (await get(`getAccountFollowers/${start}/${end}`)).json,
    ).data!;
    expect(followers.total).toBe(followers.days.at(-1)!.value);
    expect(followers.total).toBeGreaterThan(0);
    for (const path of ['getPostsViews', 'getPostInsights', 'getPostsTotalEngagements']) {
      const series = await get(`${path}/${start}/${end}/1,2`);
      expect(series.status, series.text).toBe(200);
      expect(v.parse(metricSeriesResponse, series.json).data!.ids).toEqual([1, 2]);
    }
    const yearStart = day(new Date(t.server.clock.now().getTime() - 364 * DAY));
    const posts = v.parse(
      metricSeriesResponse,
      (await get(`getPostInsights/${yearStart}/${end}`)).json,
    ).data!;
    expect(posts.total).toBeGreaterThan(0);
  });

  it('rank top posts by sortId (1 engagements, 2 likes, 3 views, 4 newest)', async () => {
    const end = day(t.server.clock.now());
    const start = day(new Date(t.server.clock.now().getTime() - 364 * DAY));
    const ranked = async (sortId: number) =>
      v.parse(topPostsResponse, (await get(`getTopPostsInsights/${start}/${end}/${sortId}`)).json).data!
        .posts;
    const byEngagement = await ranked(1);
    expect(byEngagement.length).toBeGreaterThan(1);
    const key = { 1: 'engagements', 2: 'likes', 3: 'views' } as const;
    for (const sortId of [1, 2, 3] as const) {
      const values = (await ranked(sortId)).map((post) => post[key[sortId]]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    const dates = (await ranked(4)).map((post) => post.posted_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuse bad input with a 400 naming the field, and change nothing', async () => {
    const today = day(t.server.clock.now());
    const before = await t.count('select * from insight_days');
    const cases: [string, RegExp][] = [
      ['getAccountInsights/2025-13-01/2025-01-10', /^start: /],
      ['getAccountFollowers/2025-02-30/2025-03-01', /^start: .*real date/],
      ['getPostsLikes/yesterday/2025-01-10', /^start: .*YYYY-MM-DD/],
      ['getPostsViews/2025-01-10/2025-01-01', /^end: end must not be before start/],
      ['getPostInsights/2022-01-01/2025-01-10', /^end: The range must be at most 731 days/],
      ['getPostsTotalEngagements/2025-01-01/2025-06-01', /^end: end must not be after tomorrow/],
      ['getAllAccountInsights/2025-01-01/2025-01-10/5', /^ids: /],
      ['getAccountInsights/2025-01-01/2025-01-10/1,1', /^ids: ids must name each network once/],
      ['getAccountInsights/2025-01-01/2025-01-10/1;2', /^ids: /],
      ['getTopPostsInsights/2025-01-01/2025-01-10/0', /^sortId: /],
      ['getTopPostsInsights/2025-01-01/2025-01-10/five/1', /^sortId: /],
    ];
    for (const [path, message] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect((answer.json as { message: string }).message, path).toMatch(message);
    }
    const tomorrow = day(new Date(t.server.clock.now().getTime() + DAY));
    expect((await get(`getAccountInsights/${today}/${tomorrow}`)).status).toBe(200);
    const longest = day(new Date(Date.parse(today) - 730 * DAY));
    expect((await get(`getAccountInsights/${longest}/${today}`)).status).toBe(200);
    const tooLong = day(new Date(Date.parse(today) - 731 * DAY));
    expect((await get(`getAccountInsights/${tooLong}/${today}`)).status).toBe(400);
    expect(await t.count('select * from insight_days')).toBe(before);
  });

  it("answer 404 'No such account.' for another account, and 401 without a session", async () => {
    const today = day(t.server.clock.now());
    const stranger = await t.count('select * from accounts');
    const notMine = (
      await t.server.db.query<{ id: number }>(
        `select id from accounts where id not in
         (select account_id from account_memberships where user_id = $1) order by id limit 1`,
        [owner.user.id],
      )
    )[0]!.id;
    expect(stranger).toBeGreaterThan(0);
    for (const path of [`getAccountInsights/${today}/${today}`, `getTopPostsInsights/${today}/${today}/1`]) {
      const answer = await get(path, notMine);
      expect(answer.status).toBe(404);
      expect((answer.json as { message: string }).message).toBe('No such account.');
    }
    const sync = await call(t.server.app, 'POST', '/api/auth/syncInsights', {
      token: owner.token,
      body: { account_id: notMine },
    });
    expect(sync.status).toBe(404);
    expect((await call(t.server.app, 'GET', `/api/auth/getAccountInsights/${today}/${today}`)).status).toBe(
      401,
    );
  });

  it('an account without links answers zeros, not an error', async () => {
    const today = day(t.server.clock.now());
    const answer = await get(`getAccountInsights/${today}/${today}`, t.northwind);
    expect(answer.status, answer.text).toBe(200);
    const data = v.parse(accountInsightsResponse, answer.json).data!;
    expect(data.totals.impressions).toBe(0);
    expect(data.synced_at).toBeNull();
  });
});

describe('days without figures', () => {
  it('count 0, while followers carry the last known count', async () => {
    const { db } = t.server;
    await db.query(
      `insert into insight_days (account_id, provider_id, day, impressions, reach, likes, comments, shares, clicks,
         followers, synced_at) values ($1, 2, '2024-12-01', 100, 50, 7, 1, 1, 2, 640, now())`,
      [t.northwind],
    );
    try {
      const followers = v.parse(
        metricSeriesResponse,
        (await get('getAccountFollowers/2024-12-01/2024-12-03', t.northwind)).json,
      ).data!;
      expect(followers.days.map((d) => d.value)).toEqual([640, 640, 640]);
      expect(followers.total).toBe(640);
      expect(followers.previous.total).toBe(0);
      const later = v.parse(
        metricSeriesResponse,
        (await get('getAccountFollowers/2024-12-05/2024-12-06/2', t.northwind)).json,
      ).data!;
      expect(later.days.map((d) => d.value)).toEqual([640, 640]);
      const likes = v.parse(
        metricSeriesResponse,
        (await get('getPostsLikes/2024-12-01/2024-12-03', t.northwind)).json,
      ).data!;
      expect(likes.days.map((d) => d.value)).toEqual([7, 0, 0]);
      const engagements = v.parse(
        metricSeriesResponse,
        (await get('getPostsTotalEngagements/2024-12-01/2024-12-01', t.northwind)).json,
      ).data!;
      expect(engagements.total).toBe(7 + 1 + 1 + 2);
      // Not among the networks asked: not counted.
      const facebookOnly = v.parse(
        metricSeriesResponse,
        (await get('getPostsLikes/2024-12-01/2024-12-03/1', t.northwind)).json,
      ).data!;
      expect(facebookOnly.total).toBe(0);
    } finally {
      await db.query('delete from insight_days where account_id = $1', [t.northwind]);
    }
  });
});

describe('roles', () => {
  it('the read-only role 3 reads analytics (account.view); a role without permissions is refused 403', async () => {
    const today = day(t.server.clock.now());
    const viewer = await logIn(t.server.app, VIEWER);
    const read = () => t.getAs(viewer, `/api/auth/getPostsViews/${today}/${today}`, { accountId: t.acme });
    expect((await read()).status).toBe(200);
    await t.server.db.query(
      'update account_memberships set account_role = 9 where user_id = $1 and account_id = $2',
      [viewer.user.id, t.acme],
    );
    try {
      const refused = await read();
      expect(refused.status).toBe(403);
      expect((refused.json as { message: string }).message).toBe(
        'Your role on this account does not allow this.',
      );
      const sync = await call(t.server.app, 'POST', '/api/auth/syncInsights', {
        token: viewer.token,
        body: { account_id: t.acme },
      });
      expect(sync.status).toBe(403);
    } finally {
      await t.server.db.query(
        'update account_memberships set account_role = 3 where user_id = $1 and account_id = $2',
        [viewer.user.id, t.acme],
      );
    }
  });
});

describe('POST /auth/syncInsights', () => {
  it("syncs the account's links now, and is rate-limited per account", async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/syncInsights', {
      token: owner.token,
      body: { account_id: t.acme },
    });
    // The test app's providers are the sandbox networks: every connected link syncs.
    expect(answer.status, answer.text).toBe(200);
    const data = v.parse(syncInsightsResponse, answer.json).data!;
    expect(data.links).toBe(4);
    expect(data.failed).toEqual([]);
    for (let i = 1; i < 6; i++) {
      const again = await call(t.server.app, 'POST', '/api/auth/syncInsights', {
        token: owner.token,
        body: { account_id: t.acme },
      });
      expect(again.status).toBe(200);
    }
    const limited = await call(t.server.app, 'POST', '/api/auth/syncInsights', {
      token: owner.token,
      body: { account_id: t.acme },
    });
    expect(limited.status).toBe(429);
    const bad = await call(t.server.app, 'POST', '/api/auth/syncInsights', {
      token: owner.token,
      body: { account_id: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/^account_id/);
  });
});
