/**
 * Tracked links (issue 17): publishing sends the post's links as short links with UTM parameters and keeps the
 * stored text; GET /l/{code} redirects to the stored target only, counts clicks and unique clicks, leaves link
 * preview robots out, answers a 404 page to an unknown code and is rate limited; GET /auth/getLinkClicks sums per day,
 * network, post, landing page and link, with the previous period, a link without a planner post listed under the
 * network's post it was published with; the demo account has a year of seeded clicks, whatever the seed's day.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkClicksResponse, type LinkClicks } from '../../../src/contract/links.ts';
import { addDays as dayAfter } from '../../../src/domain/analytics.ts';
import { postsResponse } from '../../../src/contract/posts.ts';
import { publishPost, type PublishDeps } from '../../../src/server/publishing.ts';
import { RATE_LIMITS } from '../../../src/server/rateLimit.ts';
import { linkPageText } from '../../../src/server/routes/links.ts';
import { trackedText } from '../../../src/server/trackedLinks.ts';
import {
  NEWOWNER,
  NO_SUCH_ACCOUNT,
  OWNER,
  TEST_PUBLIC_URL,
  VIEWER,
  call,
  seededServer,
  testProviders,
} from './support.ts';

// Sessions outlast the days this file moves the clock through.
const t = seededServer(
  { owner: OWNER, viewer: VIEWER, stranger: NEWOWNER },
  { sessionIdleSeconds: 31_536_000, sessionMaxHours: 8760 },
);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const TEXT =
  'Cakes to order: https://shop.example/cakes?size=large#top. ' +
  'More about us (see https://shop.example/about?utm_source=newsletter) and ftp://files.example/menu.pdf';

let deps: PublishDeps;
let postId: number;
/** The short links as each network received them, in the order of the text. */
const sent: Record<string, string[]> = {};

const today = () => t.server.clock.now().toISOString().slice(0, 10);

async function follow(path: string, options: { ip?: string; ua?: string | null; method?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.ua !== null) headers['User-Agent'] = options.ua ?? BROWSER;
  const env = { incoming: { socket: { remoteAddress: options.ip ?? '203.0.113.10' } } };
  const response = await t.server.app.request(path, { method: options.method ?? 'GET', headers }, env);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function linkClicks(path: string, who = t.owner, accountId = t.acme) {
  return call(t.server.app, 'GET', `/api/auth/getLinkClicks/${path}`, {
    token: who.token,
    headers: { accountId: String(accountId) },
  });
}

async function report(path: string): Promise<LinkClicks> {
  const answer = await linkClicks(path);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(linkClicksResponse, answer.json).data!;
}

const codeOf = (shortUrl: string) => shortUrl.slice(`${TEST_PUBLIC_URL}/l/`.length);

beforeAll(async () => {
  // Past the seeded clicks (they end on the seed's day), so this file's days hold only its own clicks.
  t.server.clock.advance(60 * DAY);
  deps = {
    db: t.server.db,
    providers: testProviders(t.server.db, t.server.clock),
    clock: t.server.clock,
    log: t.server.log,
    publicUrl: TEST_PUBLIC_URL,
  };
  const added = await call(t.server.app, 'POST', '/api/auth/addPost', {
    token: t.owner.token,
    body: {
      account_id: t.acme,
      description: TEXT,
      scheduled_at: new Date(t.server.clock.now().getTime() + MINUTE).toISOString(),
      channels: [1, 2],
      approved: 1,
    },
  });
  expect(added.status, added.text).toBe(200);
  postId = (added.json as { data: { id: number } }).data.id;
  t.server.clock.advance(2 * MINUTE);
  expect((await publishPost(deps, postId))?.status).toBe('POSTED');
  for (const network of ['facebook', 'twitter']) {
    const [row] = await t.server.db.query<{ text: string }>(
      `select text from sandbox_social_posts where network = $1 and external_id = $2 order by id desc limit 1`,
      [network, `sbx-${network}-acme`],
    );
    sent[network] = [...(row?.text ?? '').matchAll(/http:\/\/app\.test\/l\/[A-Za-z0-9_-]+/g)].map(
      (m) => m[0],
    );
  }
});

describe('publishing a post with links', () => {
  it('sends each http(s) link as a short link of the product and leaves the rest of the text as written', async () => {
    const [row] = await t.server.db.query<{ text: string }>(
      `select text from sandbox_social_posts where network = 'facebook' and external_id = 'sbx-facebook-acme'
       order by id desc limit 1`,
    );
    expect(sent.facebook).toHaveLength(2);
    expect(sent.twitter).toHaveLength(2);
    const [cakes, about] = sent.facebook as [string, string];
    expect(row!.text).toBe(
      `Cakes to order: ${cakes}. More about us (see ${about}) and ftp://files.example/menu.pdf`,
    );
    // One link per post, network and URL: the networks get different codes for the same URL.
    expect(new Set([...sent.facebook!, ...sent.twitter!]).size).toBe(4);
    for (const link of [...sent.facebook!, ...sent.twitter!])
      expect(codeOf(link)).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('keeps the stored post text as the user wrote it', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/getpost', {
      token: t.owner.token,
      body: { page: 1, account_id: t.acme, start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z' },
    });
    const post = v.parse(postsResponse, answer.json).data!.find((item) => item.id === postId);
    expect(post?.description).toBe(TEXT);
  });

  it('stores targets with the UTM tags appended, keeping the query, the fragment and a utm tag the user wrote', async () => {
    const rows = await t.server.db.query<{ provider_id: number; url: string; page: string; target: string }>(
      'select provider_id, url, page, target from tracked_links where post_id = $1 order by provider_id, id',
      [postId],
    );
    expect(rows).toEqual([
      {
        provider_id: 1,
        url: 'https://shop.example/cakes?size=large#top',
        page: 'https://shop.example/cakes?size=large#top',
        target: `https://shop.example/cakes?size=large&utm_source=facebook&utm_medium=social&utm_campaign=brandpilot&utm_content=post-${postId}#top`,
      },
      {
        provider_id: 1,
        url: 'https://shop.example/about?utm_source=newsletter',
        page: 'https://shop.example/about',
        target: `https://shop.example/about?utm_source=newsletter&utm_medium=social&utm_campaign=brandpilot&utm_content=post-${postId}`,
      },
      {
        provider_id: 2,
        url: 'https://shop.example/cakes?size=large#top',
        page: 'https://shop.example/cakes?size=large#top',
        target: `https://shop.example/cakes?size=large&utm_source=twitter&utm_medium=social&utm_campaign=brandpilot&utm_content=post-${postId}#top`,
      },
      {
        provider_id: 2,
        url: 'https://shop.example/about?utm_source=newsletter',
        page: 'https://shop.example/about',
        target: `https://shop.example/about?utm_source=newsletter&utm_medium=social&utm_campaign=brandpilot&utm_content=post-${postId}`,
      },
    ]);
  });

  it('reuses the same short links when the same post is sent to the same network again (a retry)', async () => {
    const again = await trackedText(t.server.db, {
      accountId: t.acme,
      postId,
      providerId: 1,
      network: 'facebook',
      text: TEXT,
      publicUrl: TEST_PUBLIC_URL,
      now: t.server.clock.now(),
    });
    expect(again).toContain(sent.facebook![0]);
    expect(again).toContain(sent.facebook![1]);
    expect(await t.count('select 1 from tracked_links where post_id = $1', [postId])).toBe(4);
  });

  it('without a public URL (publishing not configured for links) the text goes out as written', async () => {
    const added = await call(t.server.app, 'POST', '/api/auth/addPost', {
      token: t.owner.token,
      body: {
        account_id: t.acme,
        description: 'Plain https://shop.example/plain',
        scheduled_at: new Date(t.server.clock.now().getTime() + MINUTE).toISOString(),
        channels: [4],
        approved: 1,
      },
    });
    const id = (added.json as { data: { id: number } }).data.id;
    t.server.clock.advance(2 * MINUTE);
    expect((await publishPost({ ...deps, publicUrl: null }, id))?.status).toBe('POSTED');
    expect(
      await t.count("select 1 from sandbox_social_posts where text = 'Plain https://shop.example/plain'"),
    ).toBe(1);
    expect(await t.count('select 1 from tracked_links where post_id = $1', [id])).toBe(0);
  });
});

describe('GET /l/{code}', () => {
  it('redirects (302, not cached) to the stored target, whatever the request adds', async () => {
    const [row] = await t.server.db.query<{ target: string }>(
      'select target from tracked_links where code = $1',
      [codeOf(sent.facebook![0]!)],
    );
    const answer = await follow(
      `/l/${codeOf(sent.facebook![0]!)}?to=https://evil.example/&next=//evil.example`,
      {
        ip: '198.51.100.1',
      },
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(row!.target);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('counts every click and each visitor once per link and day; robots and HEAD requests are not counted', async () => {
    t.server.clock.advance(DAY);
    const day = today();
    const code = codeOf(sent.twitter![0]!);
    const clicksOf = async () => {
      const [row] = await t.server.db.query<{ clicks: number; unique: number }>(
        `select coalesce(sum(c.clicks), 0)::int as clicks, count(*)::int as unique
         from link_clicks c join tracked_links l on l.id = c.link_id where l.code = $1 and c.day = $2`,
        [code, day],
      );
      return row;
    };
    for (let i = 0; i < 3; i++) expect((await follow(`/l/${code}`, { ip: '198.51.100.2' })).status).toBe(302);
    expect(await clicksOf()).toEqual({ clicks: 3, unique: 1 });
    await follow(`/l/${code}`, { ip: '198.51.100.3' });
    await follow(`/l/${code}`, { ip: '198.51.100.2', ua: PHONE });
    expect(await clicksOf()).toEqual({ clicks: 5, unique: 3 });
    for (const ua of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      null,
    ]) {
      const answer = await follow(`/l/${code}`, { ip: '198.51.100.4', ua });
      expect(answer.status).toBe(302);
    }
    expect((await follow(`/l/${code}`, { ip: '198.51.100.5', method: 'HEAD' })).status).toBe(302);
    expect(await clicksOf()).toEqual({ clicks: 5, unique: 3 });
    // The next day the same visitor is a new unique click.
    t.server.clock.advance(DAY);
    await follow(`/l/${code}`, { ip: '198.51.100.2' });
    const [next] = await t.server.db.query<{ n: number }>(
      `select count(*)::int as n from link_clicks c join tracked_links l on l.id = c.link_id
       where l.code = $1 and c.day = $2`,
      [code, today()],
    );
    expect(next?.n).toBe(1);
  });

  it('stores a visitor key, never the address or the user agent', async () => {
    const rows = await t.server.db.query<{ visitor: string }>(
      `select c.visitor from link_clicks c join tracked_links l on l.id = c.link_id where l.post_id = $1`,
      [postId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.visitor).not.toContain('198.51');
    }
    const columns = await t.server.db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'link_clicks' order by 1",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'account_id',
      'clicks',
      'day',
      'link_id',
      'visitor',
    ]);
  });

  it('answers an unknown or malformed code with the 404 page, never a 500', async () => {
    for (const path of [
      '/l/unknownCode123',
      '/l/short',
      `/l/${'x'.repeat(40)}`,
      '/l/%00%00%00%00%00%00%00%00',
      '/l/..%2F..%2Fetc',
    ]) {
      const answer = await follow(path, { ip: '198.51.100.6' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.text).toContain(linkPageText.notValidTitle);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('never redirects to anything but an http(s) URL', async () => {
    // The database refuses another scheme outright.
    await expect(
      t.server.db.query(
        `insert into tracked_links (code, account_id, post_id, provider_id, url, page, target, created_at)
         values ('badscheme01', $1, null, 1, 'x', 'x', 'javascript:alert(1)', now())`,
        [t.acme],
      ),
    ).rejects.toThrow();
    // A target that passes the column's check but is no URL is not followed either.
    await t.server.db.query(
      `insert into tracked_links (code, account_id, post_id, provider_id, url, page, target, created_at)
       values ('nohost0001', $1, null, 1, 'http://', 'http://', 'http://', now())`,
      [t.acme],
    );
    const answer = await follow('/l/nohost0001', { ip: '198.51.100.7' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
    // Links of other schemes in a post are never tracked.
    const text = await trackedText(t.server.db, {
      accountId: t.acme,
      postId,
      providerId: 3,
      network: 'instagram',
      text: 'javascript:alert(1) data:text/html,hi mailto:a@b.example ftp://f.example/x',
      publicUrl: TEST_PUBLIC_URL,
      now: t.server.clock.now(),
    });
    expect(text).toBe('javascript:alert(1) data:text/html,hi mailto:a@b.example ftp://f.example/x');
  });

  it(`lets one address follow ${RATE_LIMITS.linkRedirectPerIp.limit} links a minute, then answers 429`, async () => {
    const code = codeOf(sent.facebook![1]!);
    for (let i = 0; i < RATE_LIMITS.linkRedirectPerIp.limit; i++) {
      expect((await follow(`/l/${code}`, { ip: '198.51.100.8', ua: 'Twitterbot/1.0' })).status).toBe(302);
    }
    const refused = await follow(`/l/${code}`, { ip: '198.51.100.8', ua: 'Twitterbot/1.0' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await follow(`/l/${code}`, { ip: '198.51.100.9', ua: 'Twitterbot/1.0' })).status).toBe(302);
    t.server.clock.advance(RATE_LIMITS.linkRedirectPerIp.windowMs + 1);
    expect((await follow(`/l/${code}`, { ip: '198.51.100.8', ua: 'Twitterbot/1.0' })).status).toBe(302);
  });
});

describe('GET /auth/getLinkClicks', () => {
  /** Clicks on three days: d1 (the previous period), d2 and d3 (the range). */
  let d1: string;
  let d2: string;
  let d3: string;
  beforeAll(async () => {
    t.server.clock.advance(10 * DAY);
    const [cakesFb, aboutFb] = sent.facebook!.map(codeOf) as [string, string];
    const [cakesTw] = sent.twitter!.map(codeOf) as [string];
    d1 = today();
    await follow(`/l/${cakesFb}`, { ip: '192.0.2.1' });
    await follow(`/l/${cakesFb}`, { ip: '192.0.2.1' });
    t.server.clock.advance(2 * DAY);
    d2 = today();
    await follow(`/l/${cakesFb}`, { ip: '192.0.2.1' });
    await follow(`/l/${cakesFb}`, { ip: '192.0.2.2' });
    await follow(`/l/${aboutFb}`, { ip: '192.0.2.1' });
    await follow(`/l/${cakesTw}`, { ip: '192.0.2.3' });
    await follow(`/l/${cakesTw}`, { ip: '192.0.2.3' });
    await follow(`/l/${cakesTw}`, { ip: '192.0.2.4', ua: 'Twitterbot/1.0' });
    t.server.clock.advance(DAY);
    d3 = today();
    await follow(`/l/${aboutFb}`, { ip: '192.0.2.5' });
  });

  it('sums clicks and unique clicks per day, network, post, landing page and link, with the previous period', async () => {
    const data = await report(`${d2}/${dayAfter(d2, 1)}`);
    expect(data.start).toBe(d2);
    expect(data.end).toBe(d3);
    expect(data.ids).toEqual([1, 2, 3, 4]);
    expect(data.totals).toEqual({ clicks: 6, unique: 5 });
    expect(data.previous).toEqual({ start: d1, end: dayAfter(d2, -1), totals: { clicks: 2, unique: 1 } });
    expect(data.days).toEqual([
      { day: d2, clicks: 5, unique: 4 },
      { day: d3, clicks: 1, unique: 1 },
    ]);
    expect(data.networks).toEqual([
      { provider_Id: 1, clicks: 4, unique: 4 },
      { provider_Id: 2, clicks: 2, unique: 1 },
      { provider_Id: 3, clicks: 0, unique: 0 },
      { provider_Id: 4, clicks: 0, unique: 0 },
    ]);
    expect(data.posts).toEqual([
      expect.objectContaining({ post_id: postId, provider_Id: 1, text: TEXT, clicks: 4, unique: 4 }),
      expect.objectContaining({ post_id: postId, provider_Id: 2, text: TEXT, clicks: 2, unique: 1 }),
    ]);
    expect(data.posts[0]!.posted_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.pages).toEqual([
      { url: 'https://shop.example/cakes?size=large#top', clicks: 4, unique: 3 },
      { url: 'https://shop.example/about', clicks: 2, unique: 2 },
    ]);
    // Most clicks first, then most unique clicks, then the newest link.
    expect(data.links.map((link) => [link.short_url, link.provider_Id, link.clicks, link.unique])).toEqual([
      [sent.facebook![1], 1, 2, 2],
      [sent.facebook![0], 1, 2, 2],
      [sent.twitter![0], 2, 2, 1],
    ]);
    expect(data.links[0]!.target).toContain('utm_source=newsletter');
    expect(data.links[1]!.target).toContain('utm_source=facebook');
  });

  it('counts only the networks asked for', async () => {
    const data = await report(`${d2}/${d3}/2`);
    expect(data.ids).toEqual([2]);
    expect(data.totals).toEqual({ clicks: 2, unique: 1 });
    expect(data.networks).toEqual([{ provider_Id: 2, clicks: 2, unique: 1 }]);
    expect(data.pages).toEqual([{ url: 'https://shop.example/cakes?size=large#top', clicks: 2, unique: 1 }]);
  });

  it('answers every day of a range without clicks as 0', async () => {
    const data = await report(`${dayAfter(d3, -40)}/${dayAfter(d3, -35)}`);
    expect(data.totals).toEqual({ clicks: 0, unique: 0 });
    expect(data.days).toHaveLength(6);
    expect(data.days.every((day) => day.clicks === 0 && day.unique === 0)).toBe(true);
    expect(data.posts).toEqual([]);
    expect(data.pages).toEqual([]);
    expect(data.links).toEqual([]);
  });

  it('refuses a bad range or bad ids with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`${d3}/${d2}`, 'end'],
      ['2025-02-30/2025-03-01', 'start'],
      ['yesterday/today', 'start'],
      [`${d2}/${dayAfter(today(), 2)}`, 'end'],
      ['2020-01-01/2022-12-31', 'end'],
      [`${d2}/${d3}/5`, 'ids'],
      [`${d2}/${d3}/1,1`, 'ids'],
      [`${d2}/${d3}/1,x`, 'ids'],
    ];
    for (const [path, field] of cases) {
      const answer = await linkClicks(path);
      expect(answer.status, path).toBe(400);
      expect((answer.json as { field?: string }).field, path).toBe(field);
    }
  });

  it('answers any member (role 3 too) and refuses a stranger to the account like every account call', async () => {
    expect((await linkClicks(`${d2}/${d3}`, t.viewer)).status).toBe(200);
    const refused = await linkClicks(`${d2}/${d3}`, t.stranger);
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual(NO_SUCH_ACCOUNT);
    const anonymous = await call(t.server.app, 'GET', `/api/auth/getLinkClicks/${d2}/${d3}`, {
      headers: { accountId: String(t.acme) },
    });
    expect(anonymous.status).toBe(401);
  });
});
