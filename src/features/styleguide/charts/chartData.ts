/**
 * The made-up figures of the charts page (/charts): followers over a year, posts per network in a month and
 * engagement by type. Plain data, each with the one-line summary a screen reader hears instead of the drawing.
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

export const ENGAGEMENT_BY_TYPE: readonly Point[] = [
  { label: 'Likes', value: 7_420 },
  { label: 'Comments', value: 1_860 },
  { label: 'Shares', value: 1_240 },
  { label: 'Saves', value: 960 },
  { label: 'Clicks', value: 1_000 },
];

const total = (points: readonly Point[]) => points.reduce((sum, point) => sum + point.value, 0);

const largest = (points: readonly Point[]) =>
  points.reduce((best, point) => (point.value > best.value ? point : best), points[0]!);

/** What the line chart says in words. */
export function followersSummary(points: readonly Point[] = FOLLOWERS_BY_MONTH): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `Line chart: followers grew from ${withThousands(first.value)} in ${first.label} to ${withThousands(last.value)} in ${last.label}.`;
}

/** What the bar chart says in words. */
export function postsSummary(points: readonly Point[] = POSTS_BY_NETWORK): string {
  const top = largest(points);
  return `Bar chart: ${total(points)} posts across ${points.length} networks; the most on ${top.label} (${top.value}).`;
}

/** What the donut chart says in words, with each type's share. */
export function engagementSummary(points: readonly Point[] = ENGAGEMENT_BY_TYPE): string {
  const sum = total(points);
  const shares = points.map((point) => `${point.label} ${Math.round((point.value / sum) * 100)}%`).join(', ');
  return `Donut chart: ${withThousands(sum)} engagements: ${shares}.`;
}
