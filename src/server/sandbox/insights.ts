/**
 * The sandbox networks' analytics (issue 17): plausible, deterministic series. Every figure is a function of the
 * connection's external id, the network, the UTC day and the posts published through the connection (their days
 * and ids), so the same question always gets the same answer (no Math.random), and a post published on day D raises
 * day D+1's numbers (and has metrics of its own from D+1). Used by the sandbox provider (social.ts) and by the seed's
 * year of history (seedInsights.ts).
 */
import { createHash } from 'node:crypto';
import type { DailyAccountInsights, DailyMetrics } from '../providers.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A number in [0, 1) from the parts: the first 6 bytes of their SHA-256. */
export function unitHash(...parts: (string | number)[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** YYYY-MM-DD of a UTC instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
export const dayFromNumber = (n: number): string => dayOf(new Date(n * DAY_MS));

/** Each UTC day of `[start, end)` (start and end at midnight or not: the days they touch before `end`). */
export function daysOf(start: Date, end: Date): string[] {
  const days: string[] = [];
  const last = Math.ceil(end.getTime() / DAY_MS);
  for (let n = Math.floor(start.getTime() / DAY_MS); n < last; n++) days.push(dayFromNumber(n));
  return days;
}

/** A published post as the series sees it. */
export interface SeriesPost {
  externalPostId: string;
  postedAt: Date;
}

/** How much a post lifts the account on the day after it was published. */
const POST_LIFT = { impressions: 180, reach: 110, likes: 9, comments: 2, shares: 1, clicks: 4, followers: 3 };

/**
 * The account's metrics on each of `days` for the connection `externalId` on `network`, given every post published
 * through it (any day; only those before a day count for it).
 *
 * Followers gained and lost (new connections): the count at a day's end minus the count at the day before's end is
 * the day's change; a small share of the day before's followers leaves (0.08% to 0.25%, by the day's hash) or, when
 * the count fell further, as many as it fell; gained = change + lost. So gained - lost is always the change.
 */
export function sandboxAccountDays(
  network: string,
  externalId: string,
  days: readonly string[],
  posts: readonly SeriesPost[],
): DailyAccountInsights[] {
  const postDays = posts.map((post) => Math.floor(post.postedAt.getTime() / DAY_MS)).sort((a, b) => a - b);
  const baseFollowers = 400 + Math.floor(unitHash('followers', network, externalId) * 4600);
  const growth = 0.5 + unitHash('growth', network, externalId) * 2.5;
  const baseImpressions = 150 + Math.floor(unitHash('impressions', network, externalId) * 900);
  /** The followers at the end of day `n`, with `postsBefore` posts published before it. */
  const followersOn = (n: number, postsBefore: number) =>
    baseFollowers +
    Math.floor((n - 19_000) * growth + unitHash('followersDay', externalId, dayFromNumber(n)) * 5) +
    POST_LIFT.followers * postsBefore;
  let seen = 0;
  return days.map((day) => {
    const n = dayNumber(day);
    // Posts published before this day, and those of the day before (they lift this day).
    while (seen < postDays.length && postDays[seen]! < n) seen++;
    let yesterday = 0;
    for (let i = seen - 1; i >= 0 && postDays[i] === n - 1; i--) yesterday++;
    const followers = followersOn(n, seen);
    const before = followersOn(n - 1, seen - yesterday);
    const churn = Math.floor(
      Math.max(0, before) * (0.0008 + unitHash('followersLost', externalId, day) * 0.0017),
    );
    const followersLost = Math.max(churn, before - followers);
    const wobble = 0.7 + unitHash('day', network, externalId, day) * 0.6;
    const weekday = [0.8, 1.05, 1.1, 1.1, 1.05, 0.95, 0.75][new Date(n * DAY_MS).getUTCDay()]!;
    const impressions = Math.round(baseImpressions * wobble * weekday) + POST_LIFT.impressions * yesterday;
    const reach = Math.round(impressions * (0.5 + unitHash('reach', externalId, day) * 0.2));
    const rate = (name: string, base: number) => base * (0.6 + unitHash(name, externalId, day) * 0.8);
    return {
      day,
      impressions,
      reach: Math.max(reach, POST_LIFT.reach * yesterday),
      likes: Math.round(impressions * rate('likes', 0.035)) + POST_LIFT.likes * yesterday,
      comments: Math.round(impressions * rate('comments', 0.006)) + POST_LIFT.comments * yesterday,
      shares: Math.round(impressions * rate('shares', 0.003)) + POST_LIFT.shares * yesterday,
      clicks: Math.round(impressions * rate('clicks', 0.01)) + POST_LIFT.clicks * yesterday,
      followers,
      followersGained: followers - before + followersLost,
      followersLost,
    };
  });
}

/**
 * A post's metrics up to the end of `asOfDay` (null before the day after it was published): a total fixed by its
 * id, reached over a week (a third the first day).
 */
export function sandboxPostMetrics(post: SeriesPost, asOfDay: string): DailyMetrics | null {
  const age = dayNumber(asOfDay) - Math.floor(post.postedAt.getTime() / DAY_MS);
  if (age < 1) return null;
  const share = Math.min(1, (age + 1) / 8);
  const full = 200 + Math.floor(unitHash('post', post.externalPostId) * 2800);
  const impressions = Math.round(full * share);
  const part = (name: string, base: number) =>
    Math.round(impressions * base * (0.5 + unitHash(name, post.externalPostId)));
  return {
    impressions,
    reach: part('reach', 0.6),
    likes: part('likes', 0.05),
    comments: part('comments', 0.008),
    shares: part('shares', 0.004),
    clicks: part('clicks', 0.012),
  };
}
