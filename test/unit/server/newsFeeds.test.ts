/**
 * Industry news from feeds (issue 18; src/server/newsFeeds.ts and newsText.ts, NEWS_FEEDS in config.ts, the news.fetch job): a local
 * HTTP server serves an RSS and an Atom feed written here, a broken one, an HTTP error, a slow one, huge ones and a
 * Latin-1 one; runs store each article once (across runs, feeds and concurrent runs), keep plain text and http(s)
 * links only, and a feed that fails is logged while the others are read.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industryNewsResponse } from '../../../src/contract/news.ts';
import { ConfigError, NEWS_FEEDS_MAX, loadConfig, parseNewsFeeds } from '../../../src/server/config.ts';
import { NEWS_FETCH_CRON, QUEUES, startJobs } from '../../../src/server/jobs.ts';
import {
  NEWS_FEED_MAX_BYTES,
  NEWS_SUMMARY_MAX,
  fetchNewsFeeds,
  type NewsFetchSettings,
} from '../../../src/server/newsFeeds.ts';
import { articleUrl, plainText } from '../../../src/server/newsText.ts';
import { OWNER, call, logIn, seededServer, waitFor } from './support.ts';

const t = seededServer();

// ---- the feeds ---------------------------------------------------------------------------------------------------

const LONG = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');

/** The RSS feed; `renamed` moves the first article to another address under the same guid. */
const rss = (renamed: boolean) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>Bakery Trade &amp; Co</title>
  <link>https://bakery.example/</link>
  <atom:link rel="self" href="https://bakery.example/rss.xml" />
  <item>
    <title>Bakeries add pre-order windows</title>
    <link>https://bakery.example/news/${renamed ? 'moved' : 'preorders'}</link>
    <guid isPermaLink="false">bakery-1</guid>
    <pubDate>Tue, 24 Nov 2026 08:30:00 GMT</pubDate>
    <description><![CDATA[<p>Weekend <b>pre-orders</b> cut waste&nbsp;by&#160;20&#37;.</p><script>alert('x')</script>
      <style>p { color: red }</style><img src="x" onerror="alert(1)"><p title="a > b">Bakers&rsquo; view.</p>]]></description>
  </item>
  <item><title>Script link</title><link>javascript:alert(1)</link><guid>bakery-2</guid></item>
  <item><title>Data link</title><link>data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;</link></item>
  <item><title>Mail link</title><link>mailto:news@bakery.example</link></item>
  <item><title>Relative link</title><link>/news/relative#comments</link><dc:date>2026-11-20T10:00:00Z</dc:date></item>
  <item><title>Guid as the link</title><guid>http://bakery.example/news/by-guid</guid></item>
  <item><link>https://bakery.example/news/untitled</link><description>No title</description></item>
  <item><title>&lt;em&gt;Fresh&lt;/em&gt; loaves &amp;amp; rolls</title><link>https://bakery.example/news/loaves</link>
    <description>${LONG}</description><pubDate>not a date</pubDate></item>
  <item><title>From the future</title><link>https://bakery.example/news/future</link>
    <pubDate>Fri, 01 Jan 2100 00:00:00 GMT</pubDate></item>
  <item><title>Too old</title><link>https://bakery.example/news/old</link><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate></item>
  <item><title>Repeated</title><link>https://bakery.example/news/preorders</link></item>
</channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="html">Property &lt;i&gt;Weekly&lt;/i&gt;</title>
  <id>urn:uuid:property-weekly</id>
  <updated>2026-11-25T09:00:00Z</updated>
  <entry>
    <title>Video tours shorten time to viewing</title>
    <link rel="enclosure" href="https://property.example/tour.mp4" />
    <link rel="alternate" type="text/html" href="https://property.example/articles/video-tours" />
    <id>urn:uuid:video-tours</id>
    <published>2026-11-25T07:00:00+01:00</published>
    <updated>2026-11-26T07:00:00Z</updated>
    <summary type="html">&lt;p&gt;Buyers ask to visit &lt;strong&gt;sooner&lt;/strong&gt;.&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title>Content only</title>
    <link href="https://property.example/articles/content-only" />
    <id>urn:uuid:content-only</id>
    <updated>2026-11-23T12:00:00Z</updated>
    <content type="html">&lt;div&gt;Agents write&lt;br/&gt;local guides.&lt;/div&gt;</content>
  </entry>
  <entry><title>Bad link</title><link href="javascript:alert(1)" /><id>urn:uuid:bad</id></entry>
</feed>`;

let variant = { renamed: false };
let feedServer: Server;
let base = '';

beforeAll(async () => {
  feedServer = createServer((request, response) => {
    const path = request.url ?? '/';
    const xml = (body: string | Buffer, type = 'application/rss+xml; charset=utf-8') => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    if (path === '/rss.xml') return xml(rss(variant.renamed));
    if (path === '/atom.xml') return xml(ATOM, 'application/atom+xml');
    // The same articles under other guids, in another feed.
    if (path === '/copy.xml') return xml(rss(false).replaceAll('bakery-1', 'copy-1'));
    if (path === '/fresh.xml') {
      return xml(rss(false).replaceAll('bakery.example', 'fresh.example').replaceAll('bakery-', 'fresh-'));
    }
    if (path === '/broken.xml') return xml('<rss><channel><item><title>Cut off');
    if (path === '/page.html') return xml('<html><body><p>Not a feed</p></body></html>', 'text/html');
    if (path === '/latin1.xml') {
      const feed = `<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Café news</title>
        <item><title>Crème brûlée returns</title><link>https://cafe.example/creme</link></item></channel></rss>`;
      return xml(Buffer.from(feed, 'latin1'), 'text/xml');
    }
    if (path === '/error.xml') {
      response.writeHead(503);
      return response.end('busy');
    }
    if (path === '/slow.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write('<rss><channel>'); // ... and nothing more: the body never ends.
      return;
    }
    if (path === '/huge.xml' || path === '/huge-declared.xml') {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const chunks = Math.ceil(NEWS_FEED_MAX_BYTES / chunk.length) + 2;
      response.writeHead(200, {
        'content-type': 'application/rss+xml',
        ...(path === '/huge-declared.xml' ? { 'content-length': String(chunks * chunk.length) } : {}),
      });
      for (let index = 0; index < chunks; index++) response.write(chunk);
      return response.end();
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

const FOOD = 9;
const PROPERTY = 18;
const feed = (path: string, industryId = FOOD) => ({ industryId, url: `${base}${path}` });
const settings = (feeds: NewsFetchSettings['feeds']): NewsFetchSettings => ({ feeds, timeoutMs: 1500 });
const run = (feeds: NewsFetchSettings['feeds']) =>
  fetchNewsFeeds({ db: t.server.db, clock: t.server.clock, log: t.server.log }, settings(feeds));

interface StoredRow {
  title: string;
  summary: string;
  source_name: string;
  url: string;
  guid: string | null;
  published_at: Date;
  industry_id: number;
}
const fetched = () =>
  t.server.db
    .query<StoredRow>(
      `select title, summary, source_name, url, guid, published_at, industry_id
     from industry_news where feed_url is not null`,
    )
    .then((rows) => rows.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)));
const byUrl = async (url: string) => (await fetched()).find((row) => row.url === url);

// ---- runs --------------------------------------------------------------------------------------------------------

describe('a run over the feeds', () => {
  beforeAll(() => t.server.clock.set('2026-11-27T02:00:00Z'));

  it('stores the RSS and Atom articles and logs each feed that failed, without stopping the others', async () => {
    const broken = [
      '/broken.xml',
      '/page.html',
      '/error.xml',
      '/slow.xml',
      '/huge.xml',
      '/huge-declared.xml',
    ];
    const result = await run([
      feed('/rss.xml'),
      ...broken.map((path) => feed(path)),
      feed('/atom.xml', PROPERTY),
      feed('/latin1.xml'),
      { industryId: 999, url: `${base}/atom.xml?other` },
    ]);
    const reasons = Object.fromEntries(result.failed.map((outcome) => [outcome.url, outcome.error]));
    expect(reasons).toEqual({
      [`${base}/broken.xml`]: expect.stringMatching(/^is not well-formed XML/),
      [`${base}/page.html`]: expect.stringMatching(/^is not an RSS or Atom feed/),
      [`${base}/error.xml`]: 'answered HTTP 503',
      [`${base}/slow.xml`]: 'no complete answer within 1.5 s',
      [`${base}/huge.xml`]: 'the feed is larger than 2 MB',
      [`${base}/huge-declared.xml`]: 'the feed is larger than 2 MB',
      [`${base}/atom.xml?other`]: expect.stringContaining('names industry 999, which does not exist'),
    });
    const warnings = t.server.log.entries
      .filter((entry) => entry.level === 'warn')
      .map((entry) => entry.message);
    expect(warnings).toContain(`news: the feed ${base}/error.xml (industry 9) answered HTTP 503`);
    // The log names a feed without its query, which may hold a key.
    expect(warnings.some((line) => line.includes('?other'))).toBe(false);

    const counts = Object.fromEntries(result.feeds.map((outcome) => [outcome.url, outcome.inserted]));
    expect(counts[`${base}/rss.xml`]).toBe(5);
    expect(counts[`${base}/atom.xml`]).toBe(2);
    expect(counts[`${base}/latin1.xml`]).toBe(1);
    expect(result.inserted).toBe(8);
    expect((await fetched()).map((row) => row.url)).toEqual([
      `${base}/news/relative`,
      'http://bakery.example/news/by-guid',
      'https://bakery.example/news/future',
      'https://bakery.example/news/loaves',
      'https://bakery.example/news/preorders',
      'https://cafe.example/creme',
      'https://property.example/articles/content-only',
      'https://property.example/articles/video-tours',
    ]);
  });

  it('keeps plain text: tags, scripts and styles dropped, entities decoded, long text cut at a word', async () => {
    const preorders = await byUrl('https://bakery.example/news/preorders');
    expect(preorders).toMatchObject({
      title: 'Bakeries add pre-order windows',
      summary: 'Weekend pre-orders cut waste by 20%. Bakers’ view.',
      source_name: 'Bakery Trade & Co',
      guid: 'bakery-1',
      industry_id: FOOD,
    });
    expect(preorders!.published_at.toISOString()).toBe('2026-11-24T08:30:00.000Z');
    const loaves = await byUrl('https://bakery.example/news/loaves');
    expect(loaves!.title).toBe('Fresh loaves & rolls');
    expect(Array.from(loaves!.summary).length).toBeLessThanOrEqual(NEWS_SUMMARY_MAX);
    expect(loaves!.summary).toMatch(/^word0 word1 .* word\d+…$/);
    expect(await byUrl('https://cafe.example/creme')).toMatchObject({
      title: 'Crème brûlée returns',
      source_name: 'Café news',
    });
    const tours = await byUrl('https://property.example/articles/video-tours');
    expect(tours).toMatchObject({
      title: 'Video tours shorten time to viewing',
      summary: 'Buyers ask to visit sooner.',
      source_name: 'Property Weekly',
      guid: 'urn:uuid:video-tours',
      industry_id: PROPERTY,
    });
    expect(tours!.published_at.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect((await byUrl('https://property.example/articles/content-only'))!.summary).toBe(
      'Agents write local guides.',
    );
  });

  it('dates an item without a readable date, or dated in the future, at the fetch time; skips one too old', async () => {
    const now = t.server.clock.now().toISOString();
    expect((await byUrl('https://bakery.example/news/loaves'))!.published_at.toISOString()).toBe(now);
    expect((await byUrl('https://bakery.example/news/future'))!.published_at.toISOString()).toBe(now);
    expect(await byUrl('https://bakery.example/news/old')).toBeUndefined();
    expect((await byUrl(`${base}/news/relative`))!.published_at.toISOString()).toBe(
      '2026-11-20T10:00:00.000Z',
    );
  });

  it('stores nothing twice: a second run, the same articles in another feed, a moved article, runs at once', async () => {
    const before = (await fetched()).length;
    // Each feed is read (no failure hides a refused insert) and adds nothing.
    const nothingNew = (result: Awaited<ReturnType<typeof run>>) => {
      expect(result.failed).toEqual([]);
      expect(result.inserted).toBe(0);
    };
    nothingNew(await run([feed('/rss.xml'), feed('/atom.xml', PROPERTY)]));
    nothingNew(await run([feed('/copy.xml')]));
    variant = { renamed: true };
    try {
      nothingNew(await run([feed('/rss.xml')]));
    } finally {
      variant = { renamed: false };
    }
    expect((await fetched()).length).toBe(before);
    // Two runs at once (two servers) over a feed of new articles: each stored once.
    const both = await Promise.all([run([feed('/fresh.xml')]), run([feed('/fresh.xml')])]);
    expect(both.flatMap((result) => result.failed)).toEqual([]);
    // 4: its relative link resolves to the address the RSS feed's already stored.
    expect(both[0].inserted + both[1].inserted).toBe(4);
    expect((await fetched()).length).toBe(before + 4);
    await t.server.db.query("delete from industry_news where url like 'http%://fresh.example/%'");
  });

  it("answers fetched articles on the news page, in place of their industry's samples", async () => {
    await t.server.db.query('delete from account_industries where account_id = $1', [t.acme]);
    await t.server.db.query(
      'insert into account_industries (account_id, industry_id) values ($1, $2), ($1, $3)',
      [t.acme, FOOD, 15],
    );
    // The clock moved to the feeds' days: a session of today.
    const owner = await logIn(t.server.app, OWNER);
    const answer = await call(t.server.app, 'GET', '/api/auth/getIndustryNews', {
      token: owner.token,
      headers: { account_Id: String(t.acme) },
    });
    expect(answer.status, answer.text).toBe(200);
    const items = v.parse(industryNewsResponse, answer.json).data!.items;
    const food = items.filter((item) => item.industry_id === FOOD);
    expect(food.length).toBe(6);
    expect(food.every((item) => !item.sample && !item.title.startsWith('Sample'))).toBe(true);
    const marketing = items.filter((item) => item.industry_id === 15);
    expect(marketing.map((item) => item.sample)).toEqual([true, true]);
    await t.server.db.query('delete from account_industries where account_id = $1', [t.acme]);
  });

  it('removes fetched articles older than the retention after a run', async () => {
    t.server.clock.advance(400 * 24 * 60 * 60 * 1000);
    try {
      const result = await run([]);
      expect(result.removed).toBe(8);
      expect(await fetched()).toEqual([]);
      expect(await t.count('select * from industry_news where feed_url is null')).toBe(40);
    } finally {
      t.server.clock.set('2026-11-27T02:00:00Z');
    }
  });
});

describe('the news.fetch job', () => {
  it('is scheduled every hour and runs once at start when NEWS_FEEDS lists feeds; removed without', async () => {
    t.server.clock.set('2026-11-27T02:00:00Z');
    const jobs = await startJobs({
      db: t.server.db,
      clock: t.server.clock,
      log: t.server.log,
      pollingIntervalSeconds: 0.5,
      news: settings([feed('/atom.xml', PROPERTY)]),
    });
    try {
      expect(await jobs.boss.getSchedules()).toContainEqual(
        expect.objectContaining({ name: QUEUES.newsFetch, cron: NEWS_FETCH_CRON }),
      );
      expect(NEWS_FETCH_CRON.split(' ').slice(1)).toEqual(['*', '*', '*', '*']);
      await waitFor(
        async () => (await byUrl('https://property.example/articles/video-tours')) !== undefined,
        10_000,
        'the start run to store the Atom articles',
      );
    } finally {
      await jobs.stop();
    }
    const again = await startJobs({
      db: t.server.db,
      clock: t.server.clock,
      log: t.server.log,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const names = (await again.boss.getSchedules()).map((schedule) => schedule.name);
      expect(names).not.toContain(QUEUES.newsFetch);
    } finally {
      await again.stop();
    }
  });
});

// ---- pieces ------------------------------------------------------------------------------------------------------

describe('plain text and links', () => {
  it('strips tags safely: unclosed tags, quoted ">", comments, a "<" that is text, control characters', () => {
    expect(plainText('<p>a</p><!-- <b>hidden</b> --><p>b &lt; c</p>', 100)).toBe('a b < c');
    expect(plainText('x < y and <a href="?a>b">link</a>', 100)).toBe('x < y and link');
    expect(plainText('text <img src="x" onerror="alert(1)"', 100)).toBe('text');
    expect(plainText('<SCRIPT>evil()</SCRIPT>ok<style>.a{}</style>', 100)).toBe('ok');
    expect(plainText('a\u0000b\u202Ec\n\t d', 100)).toBe('abc d');
    expect(plainText('&#x1F950; &#0; &bogus; &amp;amp;', 100)).toBe('🥐 &bogus; &amp;');
    // Unclosed tags end the text in one pass (no scan per '<'), and only the start of a huge text is read.
    expect(plainText('ok <a '.repeat(200_000), 20)).toBe('ok');
    expect(plainText('<<<<', 20)).toBe('<<<<');
  });

  it('keeps http and https links only, resolved against the feed, without credentials or fragment', () => {
    const feedUrl = 'https://news.example/feeds/rss.xml';
    expect(articleUrl('https://a.example/x?y=1#top')).toBe('https://a.example/x?y=1');
    expect(articleUrl('http://a.example/x')).toBe('http://a.example/x');
    expect(articleUrl('../story', feedUrl)).toBe('https://news.example/story');
    expect(articleUrl(' https://a.example/with space ')).toBe('https://a.example/with%20space');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.example',
      'ftp://a.example/x',
      'https://user:pass@a.example/',
      'https://a.example/\nx',
      '',
      `https://a.example/${'x'.repeat(2000)}`,
    ]) {
      expect(articleUrl(bad, feedUrl), bad).toBe(null);
    }
    expect(articleUrl('relative/without/base')).toBe(null);
  });
});

describe('NEWS_FEEDS', () => {
  it('reads industry=url entries separated by commas or white space; unset or empty is no feed', () => {
    expect(parseNewsFeeds('9=https://a.example/feed.xml,18=http://b.example/rss?x=1')).toEqual([
      { industryId: 9, url: 'https://a.example/feed.xml' },
      { industryId: 18, url: 'http://b.example/rss?x=1' },
    ]);
    expect(parseNewsFeeds(' 9=https://a.example/a , \n 9=https://a.example/b#x ,')).toEqual([
      { industryId: 9, url: 'https://a.example/a' },
      { industryId: 9, url: 'https://a.example/b' },
    ]);
    expect(parseNewsFeeds(undefined)).toEqual([]);
    expect(loadConfig({ NEWS_FEEDS: '  ' }, '/srv').newsFeeds).toEqual([]);
    expect(loadConfig({ NEWS_FEEDS: '4=https://a.example/f' }, '/srv').newsFeeds).toEqual([
      { industryId: 4, url: 'https://a.example/f' },
    ]);
  });

  it('stops the start with a sentence naming the entry that is wrong', () => {
    const cases: [string, RegExp][] = [
      [
        'https://a.example/feed.xml',
        /entry 1 \("https:\/\/a\.example\/feed\.xml"\) must be <industry id>=<feed URL>/,
      ],
      ['9=https://a.example/f,x=https://b.example/f', /entry 2 .* must start with an industry id/],
      ['0=https://a.example/f', /must start with an industry id/],
      ['9=', /must give the feed's full address/],
      ['9=a.example/feed', /must give the feed's full address/],
      ['9=ftp://a.example/feed', /must start with https:\/\/ or http:\/\//],
      ['9=javascript:alert(1)', /must start with https:\/\/ or http:\/\//],
      ['9=https://me:secret@a.example/f', /cannot hold a user name or password/],
      ['9=https://a.example/f,18=https://a.example/f', /entry 2 .* lists a feed already listed/],
    ];
    for (const [raw, message] of cases) {
      expect(() => parseNewsFeeds(raw), raw).toThrow(ConfigError);
      expect(() => loadConfig({ NEWS_FEEDS: raw }, '/srv'), raw).toThrow(message);
    }
    const many = Array.from({ length: NEWS_FEEDS_MAX + 1 }, (_, index) => `1=https://a.example/${index}`);
    expect(() => parseNewsFeeds(many.join(','))).toThrow(`at most ${NEWS_FEEDS_MAX} are allowed`);
  });
});
