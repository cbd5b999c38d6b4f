/**
 * The made-up figures of the charts page (/charts): followers over a year, reach and views per day, posts per
 * network, engagement by type per month, hashtags ranked by reach and engagement by type. Plain data, each with the
 * summary in words a chart shows under its title (and a screen reader hears instead of the drawing).
 */
import { withThousands } from '../../../domain/format.ts';

export interface Point {
  readonly label: string;
  readonly value: number;
}

export const FOLLOWERS_BY_MONTH: readonly Point[] = [
  { label: 'Jan', value: 31_200 },
  { label: 'Feb', value: 32_050 },
  { label: 'Mar', value: 33_400 },
  { label: 'Apr', value: 34_100 },
  { label: 'May', value: 35_900 },
  { label: 'Jun', value: 37_200 },
  { label: 'Jul', value: 38_050 },
  { label: 'Aug', value: 39_800 },
  { label: 'Sep', value: 41_600 },
  { label: 'Oct', value: 43_900 },
  { label: 'Nov', value: 46_300 },
  { label: 'Dec', value: 48_900 },
];

export const POSTS_BY_NETWORK: readonly Point[] = [
  { label: 'Facebook', value: 14 },
  { label: 'Instagram', value: 18 },
  { label: 'LinkedIn', value: 9 },
  { label: 'X', value: 11 },
  { label: 'TikTok', value: 6 },
];

/** Posts per network the month before, for the grouped bars. */
export const POSTS_BY_NETWORK_BEFORE: readonly Point[] = [
  { label: 'Facebook', value: 12 },
  { label: 'Instagram', value: 15 },
  { label: 'LinkedIn', value: 10 },
  { label: 'X', value: 8 },
  { label: 'TikTok', value: 3 },
];

export const ENGAGEMENT_BY_TYPE: readonly Point[] = [
  { label: 'Likes', value: 7_420 },
  { label: 'Comments', value: 1_860 },
  { label: 'Shares', value: 1_240 },
  { label: 'Saves', value: 960 },
  { label: 'Clicks', value: 1_000 },
];

/** Likes, comments and shares per month of the last half year, for the stacked bars. */
export const ENGAGEMENT_BY_MONTH = {
  months: ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  likes: [5_210, 5_640, 6_020, 6_480, 7_010, 7_420],
  comments: [1_230, 1_310, 1_420, 1_560, 1_700, 1_860],
  shares: [780, 820, 910, 1_020, 1_130, 1_240],
} as const;

/** Hashtags ranked by reach, most first, for the horizontal bars. */
export const HASHTAGS_BY_REACH: readonly Point[] = [
  { label: '#sourdough', value: 18_400 },
  { label: '#bakerylife', value: 15_900 },
  { label: '#freshbread', value: 12_300 },
  { label: '#croissant', value: 9_800 },
  { label: '#weekendtreats', value: 7_600 },
  { label: '#shoplocal', value: 5_200 },
];

/** The first day of the 90-day series. */
const FIRST_DAY = Date.UTC(2025, 9, 3);

/**
 * Reach and views per day over 90 days: a weekly rhythm (weekends higher) on a slow rise, deterministic so the page
 * and its tests always show the same figures.
 */
export const REACH_BY_DAY: readonly { day: string; reach: number; views: number }[] = Array.from(
  { length: 90 },
  (_, index) => {
    const day = new Date(FIRST_DAY + index * 86_400_000).toISOString().slice(0, 10);
    const weekday = (index + 5) % 7;
    const weekend = weekday >= 5 ? 1.35 : 1;
    const reach = Math.round((2_000 + index * 14 + ((index * 37) % 11) * 40) * weekend);
    return { day, reach, views: Math.round(reach * (1.6 + ((index * 13) % 5) / 10)) };
  },
);

const total = (points: readonly Point[]) => points.reduce((sum, point) => sum + point.value, 0);

const largest = (points: readonly Point[]) =>
  points.reduce((best, point) => (point.value > best.value ? point : best), points[0]!);

const sum = (values: readonly number[]) => values.reduce((all, value) => all + value, 0);

/** What the line chart says in words. */
export function followersSummary(points: readonly Point[] = FOLLOWERS_BY_MONTH): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `Followers grew from ${withThousands(first.value)} in ${first.label} to ${withThousands(last.value)} in ${last.label}.`;
}

/** What the two-line chart says in words. */
export function reachSummary(days: typeof REACH_BY_DAY = REACH_BY_DAY): string {
  const best = days.reduce((top, day) => (day.reach > top.reach ? day : top), days[0]!);
  return `${withThousands(sum(days.map((day) => day.reach)))} people reached and ${withThousands(sum(days.map((day) => day.views)))} views over ${days.length} days; the widest reach on ${best.day} with ${withThousands(best.reach)}.`;
}

/** What the grouped bar chart says in words. */
export function postsSummary(
  points: readonly Point[] = POSTS_BY_NETWORK,
  before: readonly Point[] = POSTS_BY_NETWORK_BEFORE,
): string {
  const top = largest(points);
  return `${total(points)} posts across ${points.length} networks this month, against ${total(before)} the month before; the most on ${top.label} (${top.value}).`;
}

/** What the stacked bar chart says in words. */
export function engagementByMonthSummary(data: typeof ENGAGEMENT_BY_MONTH = ENGAGEMENT_BY_MONTH): string {
  const last = data.months.length - 1;
  const totalOf = (index: number) => data.likes[index]! + data.comments[index]! + data.shares[index]!;
  return `Engagements rose from ${withThousands(totalOf(0))} in ${data.months[0]} to ${withThousands(totalOf(last))} in ${data.months[last]}; likes are most of each month.`;
}

/** What the horizontal bar chart says in words. */
export function hashtagsSummary(points: readonly Point[] = HASHTAGS_BY_REACH): string {
  const top = points[0]!;
  return `${top.label} reached the most people (${withThousands(top.value)}), ahead of ${points
    .slice(1, 3)
    .map((point) => point.label)
    .join(' and ')}.`;
}

/** What the donut chart says in words, with each type's share. */
export function engagementSummary(points: readonly Point[] = ENGAGEMENT_BY_TYPE): string {
  const all = total(points);
  const shares = points.map((point) => `${point.label} ${Math.round((point.value / all) * 100)}%`).join(', ');
  return `${withThousands(all)} engagements: ${shares}.`;
}
