/**
 * Link clicks for the demo (issue 17), a year of them like the other insights: every published post of a seeded
 * account whose text carries a link gets its tracked link per network, as publishing would have made it
 * (trackedLinks.ts: the same target and landing page; a deterministic code; made when the post was published), and
 * clicks from the day it was published until `now`: most in the first days, then a long tail that fades over the
 * months, more on some networks than others, some visitors clicking more than once. The posts are
 * - the planner's published posts with a link (seedPosts.ts; from the current month on), and
 * - the posts published on the networks directly over the last year (seedInsights.ts; `insight_posts` without a
 *   planner post), a share of which carry a link: their tracked links have no post (post_id null), were made at the
 *   moment the post was published (which is how the clicks report finds the post's text, trackedLinks.ts), and carry
 *   no utm_content (there is no planner post number to name).
 * Deterministic (hashes, no Math.random): the same seed gives the same figures. One statement per table. Runs once
 * per account (an account with tracked links is left alone), after seedPosts and seedInsights.
 */
import { createHash } from 'node:crypto';
import { providerById } from '../domain/posts.ts';
import { findLinks, trackedTarget, trackedUtm, UTM_CAMPAIGN, UTM_MEDIUM } from '../domain/trackedLinks.ts';
import type { UtmValues } from '../domain/utm.ts';
import type { Queryable } from './db.ts';
import { DAY_MS, dayFromNumber, dayNumber, dayOf, unitHash } from './sandbox/insights.ts';

/** How much people click a post's link on each network (Instagram captions' links cannot be clicked in the app). */
const NETWORK_CLICK_SHARE: Readonly<Record<string, number>> = {
  facebook: 1.2,
  twitter: 1,
  linkedin: 0.8,
  instagram: 0.25,
  tiktok: 0.5,
};

/** How fast a link's tail of clicks fades: to a third after this many days. */
const TAIL_DAYS = 60;

/** The seed's code of a link: 12 base64url characters of a hash, so the same seed gives the same short links. */
const seedCode = (post: number | string, providerId: number, url: string) =>
  createHash('sha256').update(`seed-link|${post}|${providerId}|${url}`).digest('base64url').slice(0, 12);

/**
 * Visitors on the day `age` days after publishing, for a link that starts with `first` a day: most in the first
 * days, then a tail of a few a day that fades over the next months (a year-old post's link is still clicked now and
 * then, but the account's clicks do not pile up as its posts do).
 */
function visitorsOn(first: number, age: number, noise: number): number {
  const expected = first * Math.exp(-age / 2.5) + first * 0.06 * Math.exp(-age / TAIL_DAYS);
  return Math.max(0, Math.round(expected * (0.6 + noise * 0.8)));
}

/** A published post on one network (its text may carry links). */
interface PublishedPost {
  accountId: number;
  /** The planner's post; null for a post published on the network directly. */
  postId: number | null;
  /** What tells the post apart for its links' codes: the planner post's id or the network's post id. */
  key: number | string;
  providerId: number;
  text: string;
  postedAt: Date;
}

/** A tracked link to make, as publishing would (trackedLinkFor of trackedLinks.ts). */
interface SeedLink {
  code: string;
  accountId: number;
  postId: number | null;
  providerId: number;
  url: string;
  page: string;
  target: string;
  postedAt: Date;
  network: string;
}

/** The UTM tags of a post's links: those of publishing; without utm_content for a post with no planner number. */
const utmOf = (network: string, postId: number | null): UtmValues =>
  postId === null
    ? { utm_source: network, utm_medium: UTM_MEDIUM, utm_campaign: UTM_CAMPAIGN }
    : trackedUtm(network, postId);

export async function seedLinks(tx: Queryable, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const accounts = `select a.id from accounts a where a.account_name = 'Acme Bakery'
    and not exists (select 1 from tracked_links t where t.account_id = a.id)`;
  const planned = await tx.query<{
    account_id: number;
    post_id: number;
    provider_id: number;
    text: string;
    posted_at: Date | string;
  }>(
    `select p.account_id, p.id as post_id, pc.provider_id, p.description as text, pc.posted_at
     from posts p join post_channels pc on pc.post_id = p.id
     where p.account_id in (${accounts}) and pc.status = 'POSTED' and pc.posted_at is not null
       and pc.posted_at <= $1 and p.deleted_at is null
     order by p.id, pc.provider_id`,
    [stamp],
  );
  const direct = await tx.query<{
    account_id: number;
    provider_id: number;
    external_post_id: string;
    text: string;
    posted_at: Date | string;
  }>(
    `select i.account_id, i.provider_id, i.external_post_id, i.text, i.posted_at from insight_posts i
     where i.account_id in (${accounts}) and i.post_id is null and i.posted_at <= $1
     order by i.posted_at, i.provider_id, i.external_post_id`,
    [stamp],
  );
  const posts: PublishedPost[] = [
    ...planned.map((row) => ({
      accountId: row.account_id,
      postId: row.post_id,
      key: row.post_id,
      providerId: row.provider_id,
      text: row.text,
      postedAt: new Date(row.posted_at),
    })),
    ...direct.map((row) => ({
      accountId: row.account_id,
      postId: null,
      key: row.external_post_id,
      providerId: row.provider_id,
      text: row.text,
      postedAt: new Date(row.posted_at),
    })),
  ];

  const links: SeedLink[] = [];
  for (const post of posts) {
    const network = providerById(post.providerId)?.key ?? String(post.providerId);
    const urls = new Set(findLinks(post.text).map((link) => link.url));
    for (const url of urls) {
      const tracked = trackedTarget(url, utmOf(network, post.postId));
      if (tracked === null) continue;
      links.push({
        code: seedCode(post.key, post.providerId, url),
        accountId: post.accountId,
        postId: post.postId,
        providerId: post.providerId,
        url,
        page: tracked.page,
        target: tracked.target,
        postedAt: post.postedAt,
        network,
      });
    }
  }
  if (links.length === 0) return;
  const made = await tx.query<{ id: number; code: string }>(
    `insert into tracked_links (code, account_id, post_id, provider_id, url, page, target, created_at)
     select * from unnest($1::text[], $2::int[], $3::int[], $4::smallint[], $5::text[], $6::text[], $7::text[],
       $8::timestamptz[])
     on conflict do nothing returning id, code`,
    [
      links.map((link) => link.code),
      links.map((link) => link.accountId),
      links.map((link) => link.postId),
      links.map((link) => link.providerId),
      links.map((link) => link.url),
      links.map((link) => link.page),
      links.map((link) => link.target),
      links.map((link) => link.postedAt.toISOString()),
    ],
  );
  const ids = new Map(made.map((row) => [row.code, row.id]));

  const today = dayNumber(dayOf(now));
  const clicks = {
    link: [] as number[],
    account: [] as number[],
    day: [] as string[],
    visitor: [] as string[],
  };
  const times: number[] = [];
  for (const link of links) {
    const id = ids.get(link.code);
    if (id === undefined) continue;
    const first = (6 + unitHash('linkFirst', link.code) * 30) * (NETWORK_CLICK_SHARE[link.network] ?? 1);
    const published = Math.floor(link.postedAt.getTime() / DAY_MS);
    for (let n = published; n <= today; n++) {
      const day = dayFromNumber(n);
      const count = visitorsOn(first, n - published, unitHash('linkDay', link.code, day));
      for (let i = 0; i < count; i++) {
        clicks.link.push(id);
        clicks.account.push(link.accountId);
        clicks.day.push(day);
        clicks.visitor.push(
          createHash('sha256')
            .update(`seed-visitor|${link.code}|${day}|${i}`)
            .digest('base64url')
            .slice(0, 22),
        );
        // Most visitors click once; some come back to the link the same day.
        const again = unitHash('linkAgain', link.code, day, i);
        times.push(again < 0.8 ? 1 : again < 0.95 ? 2 : 3);
      }
    }
  }
  if (times.length === 0) return;
  await tx.query(
    `insert into link_clicks (link_id, account_id, day, visitor, clicks)
     select * from unnest($1::int[], $2::int[], $3::date[], $4::text[], $5::int[])`,
    [clicks.link, clicks.account, clicks.day, clicks.visitor, times],
  );
  // Statistics for the planner: without them (the embedded database has no autovacuum) the clicks report joins a
  // year of clicks row by row, several times slower.
  await tx.query('analyze tracked_links, link_clicks');
}
