/**
 * Tracked links (issue 17; migration 0018; rules in src/domain/trackedLinks.ts):
 * - `trackedText`: at publish time (publishing.ts), the text sent to a network with each http(s) link replaced by
 *   the product's short link `{publicUrl}/l/{code}`; one tracked link per (post, network, URL), made once and reused
 *   by a retry. The post's stored text is not changed.
 * - `linkByCode` and `recordClick`: what GET /l/{code} (routes/links.ts) reads and writes. A click is stored per
 *   link, UTC day and visitor (`visitorKey`: an HMAC of the day, address and user agent under a key derived from the
 *   server's token key; never the address), so repeated clicks of one visitor on one day are one unique click.
 * - `linkClicksOf`: the report of GET /auth/getLinkClicks. Its per-post list counts a link of a planner post under
 *   that post and network; a link without one (the post was deleted, or it was published on the network directly,
 *   like the demo's year of posts, seedLinks.ts) under its network and the moment it was made, which is when the post
 *   was published: the network's post of that moment (`insight_posts`) gives its text and time when there is one
 *   (else the text is empty: "a deleted post").
 */
import { createHmac, randomBytes } from 'node:crypto';
import { LINK_LIST_LIMIT, type ClickCounts, type LinkClicks } from '../contract/links.ts';
import { findLinks, replaceLinks, shortLink, trackedTarget, trackedUtm } from '../domain/trackedLinks.ts';
import type { Queryable } from './db.ts';
import { DAY_MS, dayOf } from './sandbox/insights.ts';

/** 9 random bytes: 12 base64url characters. */
const CODE_BYTES = 9;
export const newLinkCode = () => randomBytes(CODE_BYTES).toString('base64url');

export interface TrackedTextInput {
  accountId: number;
  postId: number;
  providerId: number;
  /** The network's key (facebook, twitter ...): utm_source. */
  network: string;
  text: string;
  /** The product's origin (AppConfig.publicUrl): the short links' base. */
  publicUrl: string;
  now: Date;
  /** Default: random codes (the seed passes deterministic ones). */
  code?: (url: string) => string;
}

/** The tracked link of (post, network, url), made when missing; null when the URL is not one we track. */
export async function trackedLinkFor(
  db: Queryable,
  input: Omit<TrackedTextInput, 'text'>,
  url: string,
): Promise<{ id: number; code: string } | null> {
  const tracked = trackedTarget(url, trackedUtm(input.network, input.postId));
  if (tracked === null) return null;
  const find = () =>
    db.query<{ id: number; code: string }>(
      'select id, code from tracked_links where post_id = $1 and provider_id = $2 and url = $3',
      [input.postId, input.providerId, url],
    );
  const [existing] = await find();
  if (existing) return existing;
  // A new code; the rare clash with another link's code is tried again with another one.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = attempt === 0 && input.code ? input.code(url) : newLinkCode();
    await db.query(
      `insert into tracked_links (code, account_id, post_id, provider_id, url, page, target, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
      [
        code,
        input.accountId,
        input.postId,
        input.providerId,
        url,
        tracked.page,
        tracked.target,
        input.now.toISOString(),
      ],
    );
    const [made] = await find();
    if (made) return made;
  }
  throw new Error(`post #${input.postId}: no free code for a tracked link after 5 tries`);
}

/** The text to send to the network: every http(s) link replaced by its short link (see the file comment). */
export async function trackedText(db: Queryable, input: TrackedTextInput): Promise<string> {
  const links = findLinks(input.text, input.publicUrl);
  if (links.length === 0) return input.text;
  const codes = new Map<string, string | null>();
  for (const { url } of links) {
    if (codes.has(url)) continue;
    const link = await trackedLinkFor(db, input, url);
    codes.set(url, link === null ? null : link.code);
  }
  return replaceLinks(input.text, links, (url) => {
    const code = codes.get(url);
    return code ? shortLink(input.publicUrl, code) : null;
  });
}

export interface LinkRow {
  id: number;
  account_id: number;
  provider_id: number;
  post_id: number | null;
  target: string;
}

export async function linkByCode(db: Queryable, code: string): Promise<LinkRow | null> {
  const rows = await db.query<LinkRow>(
    'select id, account_id, provider_id, post_id, target from tracked_links where code = $1',
    [code],
  );
  return rows[0] ?? null;
}

/** The key the visitor keys are made with: derived from the server's token key, so it is secret and stable. */
export function visitorSecret(tokenKey: Buffer): Buffer {
  return createHmac('sha256', tokenKey).update('brandpilot tracked-link visitors v1').digest();
}

/** One visitor on one UTC day: 22 base64url characters of an HMAC; the address itself is never stored. */
export function visitorKey(secret: Buffer, day: string, ip: string, userAgent: string): string {
  return createHmac('sha256', secret)
    .update(`${day}\n${ip}\n${userAgent}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** Counts a click of `visitor` on `link` on `day` (YYYY-MM-DD, UTC). */
export async function recordClick(db: Queryable, link: LinkRow, day: string, visitor: string): Promise<void> {
  await db.query(
    `insert into link_clicks (link_id, account_id, day, visitor, clicks) values ($1, $2, $3, $4, 1)
     on conflict (link_id, day, visitor) do update set clicks = link_clicks.clicks + 1`,
    [link.id, link.account_id, day, visitor],
  );
}

export interface ClicksRange {
  start: string;
  end: string;
  ids: number[];
  prevStart: string;
  prevEnd: string;
}

/** The clicks filter of the report's queries: $1 account, $2 networks, $3 start, $4 end. */
const CLICKS_IN_RANGE = `from link_clicks c join tracked_links l on l.id = c.link_id
  where c.account_id = $1 and l.provider_id = any($2::int[]) and c.day between $3::date and $4::date`;
/** Unique clicks: each visitor once per link and day. */
const COUNTS = `coalesce(sum(c.clicks), 0)::int as clicks, count(*)::int as "unique"`;

function dayList(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    days.push(dayOf(new Date(at)));
  }
  return days;
}

/** GET /auth/getLinkClicks: see src/contract/links.ts. */
export async function linkClicksOf(
  db: Queryable,
  accountId: number,
  range: ClicksRange,
  publicUrl: string,
): Promise<LinkClicks> {
  const params = [accountId, range.ids, range.start, range.end];
  const [totals, previous, days, networks, posts, pages, links] = await Promise.all([
    db.query<ClickCounts>(`select ${COUNTS} ${CLICKS_IN_RANGE}`, params),
    db.query<ClickCounts>(`select ${COUNTS} ${CLICKS_IN_RANGE}`, [
      accountId,
      range.ids,
      range.prevStart,
      range.prevEnd,
    ]),
    db.query<ClickCounts & { day: string }>(
      `select to_char(c.day, 'YYYY-MM-DD') as day, ${COUNTS} ${CLICKS_IN_RANGE} group by c.day`,
      params,
    ),
    db.query<ClickCounts & { provider_id: number }>(
      `select l.provider_id, ${COUNTS} ${CLICKS_IN_RANGE} group by l.provider_id`,
      params,
    ),
    db.query<
      ClickCounts & {
        post_id: number | null;
        provider_id: number;
        text: string | null;
        posted_at: Date | string | null;
      }
    >(
      `select t.post_id, t.provider_id, coalesce(p.description, n.text) as text,
         coalesce(pc.posted_at, n.posted_at) as posted_at, t.clicks, t."unique"
       from (select l.post_id, l.provider_id, case when l.post_id is null then l.created_at end as made_at, ${COUNTS}
         ${CLICKS_IN_RANGE} group by l.post_id, l.provider_id, made_at) t
       left join posts p on p.id = t.post_id
       left join post_channels pc on pc.post_id = t.post_id and pc.provider_id = t.provider_id
       left join lateral (select i.text, i.posted_at from insight_posts i
         where t.post_id is null and i.account_id = $1 and i.provider_id = t.provider_id and i.posted_at = t.made_at
         order by i.external_post_id limit 1) n on true
       order by t.clicks desc, t."unique" desc, t.post_id desc nulls last, t.made_at desc nulls last, t.provider_id
       limit ${LINK_LIST_LIMIT}`,
      params,
    ),
    db.query<ClickCounts & { url: string }>(
      `select l.page as url, ${COUNTS} ${CLICKS_IN_RANGE} group by l.page
       order by clicks desc, "unique" desc, url limit ${LINK_LIST_LIMIT}`,
      params,
    ),
    db.query<ClickCounts & { code: string; target: string; post_id: number | null; provider_id: number }>(
      `select l.code, l.target, l.post_id, l.provider_id, ${COUNTS} ${CLICKS_IN_RANGE}
       group by l.id order by clicks desc, "unique" desc, l.id desc limit ${LINK_LIST_LIMIT}`,
      params,
    ),
  ]);
  const byDay = new Map(days.map((row) => [row.day, row]));
  const byNetwork = new Map(networks.map((row) => [row.provider_id, row]));
  const countsOf = (row: ClickCounts | undefined): ClickCounts => ({
    clicks: row?.clicks ?? 0,
    unique: row?.unique ?? 0,
  });
  return {
    start: range.start,
    end: range.end,
    ids: range.ids,
    totals: countsOf(totals[0]),
    previous: { start: range.prevStart, end: range.prevEnd, totals: countsOf(previous[0]) },
    days: dayList(range.start, range.end).map((day) => ({ day, ...countsOf(byDay.get(day)) })),
    networks: range.ids.map((id) => ({ provider_Id: id, ...countsOf(byNetwork.get(id)) })),
    posts: posts.map((row) => ({
      post_id: row.post_id,
      provider_Id: row.provider_id,
      text: row.text ?? '',
      posted_at: row.posted_at === null ? null : new Date(row.posted_at).toISOString(),
      ...countsOf(row),
    })),
    pages: pages.map((row) => ({ url: row.url, ...countsOf(row) })),
    links: links.map((row) => ({
      short_url: shortLink(publicUrl, row.code),
      target: row.target,
      post_id: row.post_id,
      provider_Id: row.provider_id,
      ...countsOf(row),
    })),
  };
}
