/**
 * A year of analytics for the demo accounts (issue 17): for every connected link of a seeded account, the sandbox
 * series (sandbox/insights.ts) of the 365 days before `now` plus today, and each published post's metrics, stored
 * as a sync would (storeInsights: one statement per link and table). Deterministic: the same seed gives the same
 * figures. Runs after seedPosts, whose published posts lift the days after them.
 *
 * What the series follow is the sandbox network's own record of what was published through the link
 * (`sandbox_social_posts`): the planner's published posts (seedPosts), and a year of posts published on the network
 * directly, up to yesterday (about two a week per network, with hashtags: the leaderboard and hashtag pages have a
 * year to rank; some with a link to the bakery's site, whose clicks seedLinks.ts seeds). So a later sync by the
 * sandbox networks answers the same figures as the seed.
 *
 * Also Acme Bakery's Google Business Profile (seedReviews): connected, with its last year of sandbox reviews.
 */
import type { Queryable } from './db.ts';
import { storeInsights } from './insights.ts';
import { REVIEWS_HISTORY_DAYS, storeReviews } from './reviews/sync.ts';
import {
  DAY_MS,
  dayNumber,
  dayOf,
  daysOf,
  sandboxAccountDays,
  sandboxPostMetrics,
  unitHash,
} from './sandbox/insights.ts';
import { sandboxProfileId, sandboxReviews } from './sandbox/reviews.ts';
import { providerById } from '../domain/posts.ts';

export const SEEDED_INSIGHT_DAYS = 365;

/** What the demo accounts posted on their networks directly (hashtags in mixed case). */
const HISTORY_TEXTS = [
  'Sourdough Saturday: our country loaf is back on the shelves. #Sourdough #RealBread #AcmeBakery',
  'Early start, warm ovens, happy bakers. #BakeryLife #AcmeBakery',
  'Cinnamon buns fresh at 8. Come and get them while they last! #CinnamonBuns #SweetTreats',
  'Our rye is fermented for 36 hours, and you can taste it. #sourdough #RyeBread #RealBread',
  'Weekend special: lemon tarts and raspberry friands. #SweetTreats #WeekendVibes',
  'Meet the team behind your morning croissant. #BakeryLife #MeetTheTeam',
  'Ordering a cake for a birthday? Ask us at the counter. #CelebrationCakes #AcmeBakery',
  'Rainy morning, hot coffee, warm pastries. #CoffeeAndCake #Croissant',
  'Find us at the farmers market this Saturday. #ShopLocal #FarmersMarket',
  'New: a seeded spelt loaf, lighter than you think. #SpeltBread #RealBread #sourdough',
  'Thank you for your lovely reviews this week! #ShopLocal #AcmeBakery',
  'Straight from the oven: baguettes with a proper crunch. #Baguette #BakeryLife',
  'Crème brûlée doughnuts this Friday only. #Doughnuts #SweetTreats #café',
  'Fresh bread, no fuss. See you tomorrow.',
] as const;

/** The share of days on which a link posted on its network directly (about two a week). */
const HISTORY_POST_SHARE = 0.3;

/**
 * The links to the bakery's site some of those posts carry (a few landing pages; two with a UTM tag the author wrote),
 * written before the hashtags. Their clicks: seedLinks.ts.
 */
const HISTORY_LINKS = [
  'See what is on the shelves today: https://acmebakery.example/menu',
  'Order ahead: https://acmebakery.example/order',
  'Opening hours and directions: https://acmebakery.example/visit',
  'Join the bread club: https://acmebakery.example/bread-club?utm_campaign=bread-club',
  'Our weekly letter: https://acmebakery.example/newsletter?utm_campaign=weekly-letter&utm_content=signup',
] as const;

/** The share of those posts with a link. */
const HISTORY_LINK_SHARE = 0.4;

/** `text` with the sentence `line` written before its hashtags (at the end when it has none). */
function withLine(text: string, line: string): string {
  const tags = text.search(/\s#/);
  return tags < 0 ? `${text} ${line}` : `${text.slice(0, tags)} ${line}${text.slice(tags)}`;
}

export async function seedInsights(tx: Queryable, now: Date): Promise<void> {
  await seedReviews(tx, now);
  const links = await tx.query<{ account_id: number; provider_id: number; external_id: string }>(
    `select l.account_id, l.provider_id, l.external_id from social_links l
     where l.connected and not exists (select 1 from insight_days i where i.account_id = l.account_id)
     order by l.account_id, l.provider_id`,
  );
  if (links.length === 0) return;
  const accounts = [...new Set(links.map((link) => link.account_id))];
  const today = dayOf(now);
  const days = daysOf(new Date(now.getTime() - SEEDED_INSIGHT_DAYS * DAY_MS), new Date(now.getTime() + 1));
  const stamp = now.toISOString();
  // The network's record of the planner's published posts.
  await tx.query(
    `insert into sandbox_social_posts (network, external_id, external_post_id, text, posted_at)
     select n.key, l.external_id, pc.external_post_id, p.description, pc.posted_at
     from post_channels pc join posts p on p.id = pc.post_id
       join social_links l on l.account_id = p.account_id and l.provider_id = pc.provider_id
       join unnest($2::int[], $3::text[]) as n(id, key) on n.id = pc.provider_id
     where pc.status = 'POSTED' and pc.external_post_id is not null and pc.posted_at is not null
       and p.account_id = any($1::int[])
     on conflict (external_post_id) do nothing`,
    [accounts, links.map((link) => link.provider_id), links.map((link) => networkOf(link.provider_id))],
  );
  // A year on the network, up to yesterday.
  for (const link of links) {
    const network = networkOf(link.provider_id);
    const history = days
      .filter((day) => day < today)
      .filter((day) => unitHash('history', network, link.external_id, day) < HISTORY_POST_SHARE)
      .map((day) => {
        const minutes = 8 * 60 + Math.floor(unitHash('historyAt', link.external_id, day) * 11 * 60);
        const written =
          HISTORY_TEXTS[Math.floor(unitHash('historyText', link.external_id, day) * HISTORY_TEXTS.length)]!;
        const linked = unitHash('historyLink', link.external_id, day);
        const text =
          linked < HISTORY_LINK_SHARE
            ? withLine(
                written,
                HISTORY_LINKS[Math.floor((linked / HISTORY_LINK_SHARE) * HISTORY_LINKS.length)]!,
              )
            : written;
        return {
          id: `seed_history_${link.external_id}_${day}`,
          text,
          at: new Date(dayNumber(day) * DAY_MS + minutes * 60_000).toISOString(),
        };
      });
    await tx.query(
      `insert into sandbox_social_posts (network, external_id, external_post_id, text, posted_at)
       select $1, $2, h.id, h.text, h.at from unnest($3::text[], $4::text[], $5::timestamptz[]) as h(id, text, at)
       on conflict (external_post_id) do nothing`,
      [
        network,
        link.external_id,
        history.map((post) => post.id),
        history.map((post) => post.text),
        history.map((post) => post.at),
      ],
    );
  }
  const published = await tx.query<{
    network: string;
    external_id: string;
    external_post_id: string;
    text: string;
    posted_at: Date | string;
  }>(
    `select network, external_id, external_post_id, text, posted_at from sandbox_social_posts
     where posted_at <= $1 and (network, external_id) in
       (select key, external_id from unnest($2::text[], $3::text[]) as l(key, external_id))
     order by posted_at, id`,
    [stamp, links.map((link) => networkOf(link.provider_id)), links.map((link) => link.external_id)],
  );
  for (const link of links) {
    const network = networkOf(link.provider_id);
    const posts = published
      .filter((row) => row.network === network && row.external_id === link.external_id)
      .map((row) => ({
        externalPostId: row.external_post_id,
        text: row.text,
        postedAt: new Date(row.posted_at),
      }));
    await storeInsights(
      tx,
      link.account_id,
      link.provider_id,
      {
        days: sandboxAccountDays(network, link.external_id, days, posts),
        posts: posts.flatMap((post) => {
          const metrics = sandboxPostMetrics(post, today);
          return metrics ? [{ ...post, ...metrics }] : [];
        }),
      },
      today,
      stamp,
    );
  }
}

const networkOf = (providerId: number) => providerById(providerId)?.key ?? String(providerId);

/**
 * Acme Bakery's Google Business Profile: connected a year ago (once), with its sandbox reviews of the
 * REVIEWS_HISTORY_DAYS days before `now` stored as a sync would (reviews/sync.ts).
 */
export async function seedReviews(tx: Queryable, now: Date): Promise<void> {
  const [account] = await tx.query<{ id: number; account_name: string }>(
    `select a.id, a.account_name from accounts a
     where a.account_name = 'Acme Bakery' and not exists (select 1 from google_business_links g where g.account_id = a.id)
     order by a.id limit 1`,
  );
  if (!account) return;
  const externalId = sandboxProfileId(account.id);
  const from = new Date(now.getTime() - REVIEWS_HISTORY_DAYS * DAY_MS);
  const to = new Date(now.getTime() + 1);
  const stamp = now.toISOString();
  await tx.query(
    `insert into google_business_links (account_id, external_id, name, connected_at, synced_at)
     values ($1, $2, $3, $4, $5)`,
    [account.id, externalId, account.account_name, from.toISOString(), stamp],
  );
  await storeReviews(tx, account.id, sandboxReviews(externalId, from, to, now), { from, to }, stamp);
}
