/**
 * The demo's tracked links and clicks (issue 17, src/server/seedLinks.ts): a year of clicks for Acme Bakery, on its
 * planner posts and on the posts published on the networks directly, whatever the seed's day (also on the 1st of a
 * month, before its first planner post). Split from trackedLinks.test.ts, which covers publishing, the redirect and
 * the report on posts of its own.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { linkClicksResponse, type LinkClicks } from '../../../src/contract/links.ts';
import { addDays as dayAfter } from '../../../src/domain/analytics.ts';
import { manualClock } from '../../../src/server/clock.ts';
import { seedInsights } from '../../../src/server/seedInsights.ts';
import { seedLinks } from '../../../src/server/seedLinks.ts';
import { seedPosts } from '../../../src/server/seedPosts.ts';
import { linkClicksOf, recordClick } from '../../../src/server/trackedLinks.ts';
import { OWNER, TEST_PUBLIC_URL, call, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER }, { sessionIdleSeconds: 31_536_000, sessionMaxHours: 8760 });
const DAY = 24 * 60 * 60_000;
const today = () => t.server.clock.now().toISOString().slice(0, 10);
/** The seed's day: the test clock's start (seededDatabase.ts). */
const SEED_DAY = manualClock().now().toISOString().slice(0, 10);

async function report(path: string): Promise<LinkClicks> {
  const answer = await call(t.server.app, 'GET', `/api/auth/getLinkClicks/${path}`, {
    token: t.owner.token,
    headers: { accountId: String(t.acme) },
  });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(linkClicksResponse, answer.json).data!;
}

describe('the seeded demo account', () => {
  it('has tracked links on its published posts with links, and clicks from their publishing day on', async () => {
    const links = await t.server.db.query<{ url: string; description: string; code: string; target: string }>(
      `select l.url, p.description, l.code, l.target from tracked_links l join posts p on p.id = l.post_id
       where l.account_id = $1 order by l.id`,
      [t.acme],
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.description).toContain(link.url);
      expect(link.target).toContain('utm_medium=social');
    }
    // The seed's day is the test clock's start: the 30 days up to it have clicks.
    const data = await report(`${dayAfter(SEED_DAY, -29)}/${SEED_DAY}`);
    expect(data.totals.clicks).toBeGreaterThan(data.totals.unique);
    expect(data.totals.unique).toBeGreaterThan(0);
    expect(data.posts.length).toBeGreaterThan(0);
    expect(data.pages.every((page) => !page.url.includes('utm_'))).toBe(true);
    const networks = data.networks
      .filter((network) => network.clicks > 0)
      .map((network) => network.provider_Id);
    expect(networks.length).toBeGreaterThan(1);
  });

  it('has a year of clicks: on days 300 and more days before the seed, and in every month of the year', async () => {
    const start = dayAfter(SEED_DAY, -364);
    const data = await report(`${start}/${SEED_DAY}`);
    const clicked = data.days.filter((day) => day.clicks > 0).map((day) => day.day);
    expect(clicked.filter((day) => day <= dayAfter(SEED_DAY, -300)).length).toBeGreaterThan(10);
    expect(clicked[0]! <= dayAfter(start, 14), clicked[0]).toBe(true);
    const months = new Set(data.days.map((day) => day.day.slice(0, 7)));
    expect(months.size).toBe(13);
    for (const month of months) {
      const clicks = data.days
        .filter((day) => day.day.startsWith(month))
        .reduce((n, day) => n + day.clicks, 0);
      expect(clicks, month).toBeGreaterThan(100);
    }
    // The planner's posts are of the seed's month only: most of the year's clicks are on posts published on the
    // networks directly, listed with their text, network and time but no planner post.
    const direct = data.posts.filter((post) => post.post_id === null);
    expect(direct.length).toBeGreaterThan(10);
    for (const post of direct) {
      expect(post.text).toContain('https://acmebakery.example/');
      expect([1, 2, 3, 4]).toContain(post.provider_Id);
      expect(post.posted_at! < `${dayAfter(SEED_DAY, -1)}T23:59:59.999Z`, post.posted_at!).toBe(true);
    }
    expect(new Set(direct.map((post) => `${post.provider_Id} ${post.posted_at}`)).size).toBe(direct.length);
    // A few landing pages, none with its utm tags.
    expect(data.pages.length).toBeGreaterThanOrEqual(5);
    expect(data.pages.every((page) => !page.url.includes('utm_'))).toBe(true);
  });

  it("tags a directly published post's links like publishing, keeping the author's own utm tags", async () => {
    const links = await t.server.db.query<{ url: string; target: string; created_at: Date; text: string }>(
      `select l.url, l.target, l.created_at, i.text from tracked_links l
       join insight_posts i on i.account_id = l.account_id and i.provider_id = l.provider_id
         and i.posted_at = l.created_at and i.post_id is null
       where l.account_id = $1 and l.post_id is null order by l.id`,
      [t.acme],
    );
    expect(links.length).toBeGreaterThan(50);
    for (const link of links) {
      expect(link.text).toContain(link.url);
      expect(link.target).toMatch(/[?&]utm_source=(facebook|twitter|instagram|linkedin)&utm_medium=social/);
      // No planner post: no post number to name in utm_content but the author's own.
      expect(link.target).not.toMatch(/utm_content=post-/);
    }
    const own = links.find((link) => link.url.includes('utm_campaign=bread-club'))!;
    expect(own.target).toContain('utm_campaign=bread-club');
    expect(own.target).not.toContain('utm_campaign=brandpilot');
  });

  it('lists each link without a planner post on its own, with the text of the network post made then if any', async () => {
    t.server.clock.advance(5 * DAY);
    const day = today();
    const [known] = await t.server.db.query<{ provider_id: number; text: string; posted_at: Date }>(
      `select provider_id, text, posted_at from insight_posts where account_id = $1 and post_id is null
       order by posted_at desc limit 1`,
      [t.acme],
    );
    const made = [
      { code: 'nopost000001', at: known!.posted_at.toISOString(), providerId: known!.provider_id },
      { code: 'nopost000002', at: '2024-06-01T10:00:00.000Z', providerId: 1 },
      { code: 'nopost000003', at: '2024-06-02T10:00:00.000Z', providerId: 1 },
    ];
    for (const [index, link] of made.entries()) {
      const [row] = await t.server.db.query<{ id: number; post_id: null }>(
        `insert into tracked_links (code, account_id, post_id, provider_id, url, page, target, created_at)
         values ($1, $2, null, $3, 'https://shop.example/x', 'https://shop.example/x', 'https://shop.example/x', $4)
         returning id, post_id`,
        [link.code, t.acme, link.providerId, link.at],
      );
      for (let visitor = 0; visitor <= index; visitor++) {
        await recordClick(
          t.server.db,
          { id: row!.id, account_id: t.acme, provider_id: link.providerId, post_id: null, target: '' },
          day,
          `visitor-${link.code}-${visitor}`,
        );
      }
    }
    const data = await report(`${day}/${day}`);
    expect(data.posts).toEqual([
      { post_id: null, provider_Id: 1, text: '', posted_at: null, clicks: 3, unique: 3 },
      { post_id: null, provider_Id: 1, text: '', posted_at: null, clicks: 2, unique: 2 },
      {
        post_id: null,
        provider_Id: known!.provider_id,
        text: known!.text,
        posted_at: known!.posted_at.toISOString(),
        clicks: 1,
        unique: 1,
      },
    ]);
  });
});

describe('the demo seed on the first of a month', () => {
  it('has clicks in the last 30 days before any planner post of the month is published', async () => {
    // Acme Bakery seeded anew as of the 1st, 06:00 UTC (its month's first planner post is at 08:00 in London), in a
    // transaction rolled back at the end, so this file's account keeps its data.
    const now = new Date('2025-03-01T06:00:00.000Z');
    const rollback = new Error('rolled back');
    let published = -1;
    let data: LinkClicks | null = null;
    await expect(
      t.server.db.transaction(async (tx) => {
        await tx.query("update accounts set account_name = 'Acme Bakery (kept)' where id = $1", [t.acme]);
        await tx.query("delete from sandbox_social_posts where external_id like 'sbx-%-acme'");
        const [account] = await tx.query<{ id: number }>(
          "insert into accounts (account_name) values ('Acme Bakery') returning id",
        );
        await seedPosts(tx, now);
        await seedInsights(tx, now);
        await seedLinks(tx, now);
        const [row] = await tx.query<{ n: number }>(
          `select count(*)::int as n from post_channels pc join posts p on p.id = pc.post_id
           where p.account_id = $1 and pc.status = 'POSTED'`,
          [account!.id],
        );
        published = row!.n;
        data = await linkClicksOf(
          tx,
          account!.id,
          {
            start: '2025-01-31',
            end: '2025-03-01',
            ids: [1, 2, 3, 4],
            prevStart: '2025-01-01',
            prevEnd: '2025-01-30',
          },
          TEST_PUBLIC_URL,
        );
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await t.count("select 1 from accounts where account_name = 'Acme Bakery'")).toBe(1);
    expect(published).toBe(0);
    const clicks = data as LinkClicks | null;
    expect(clicks!.totals.clicks).toBeGreaterThan(100);
    expect(clicks!.previous.totals.clicks).toBeGreaterThan(100);
    expect(clicks!.days.filter((day) => day.clicks > 0).length).toBeGreaterThan(25);
    expect(clicks!.posts.length).toBeGreaterThan(0);
    expect(clicks!.posts.every((post) => post.post_id === null && post.text !== '')).toBe(true);
  });
});
