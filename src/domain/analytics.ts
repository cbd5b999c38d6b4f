/**
 * The dashboard's filters and figures (spec 2.6 "dashboard with tabs", 4.9, 9; issue 17), as plain rules shared by
 * the analytics machine, the dashboard pages and their tests.
 *
 * - Filters: a range of whole days (start and end, both counted, YYYY-MM-DD), the selected networks (spec 9:
 *   1 to 4 by default) and the top posts' sortId (spec 9: 1 by default). They live in the address
 *   (`?start=&end=&ids=&sort=`) so a view can be shared; anything missing or wrong there falls back to the default
 *   (the last 30 days, networks 1 to 4, sortId 1) rather than to an error page.
 * - Presets: the last 7, 30 or 90 days, ending today; a custom range is any start..end the calls answer (at most
 *   731 days, end not after today).
 * - Change: a figure against the previous period of the same length, in percent (none when the previous was 0).
 */
import { formatDate, utcDay } from './dateFormat.ts';
import { SOCIAL_PROVIDERS } from './posts.ts';

export const DAY_MS = 86_400_000;

/** Spec 9: the insight networks selected by default. */
export const DEFAULT_INSIGHT_IDS: readonly number[] = [1, 2, 3, 4];
/** The networks the dashboard can show (spec 9's provider ids). */
export const INSIGHT_NETWORK_IDS: readonly number[] = [1, 2, 3, 4, 6];
/** Spec 9: the top posts' default sortId. */
export const DEFAULT_SORT_ID = 1;
/** sortId of getTopPostsInsights (src/contract/analytics.ts) in words. */
export const SORT_LABELS: Readonly<Record<number, string>> = {
  1: 'Engagements',
  2: 'Likes',
  3: 'Views',
  4: 'Newest',
};
/** Two years with a leap day: the longest range the calls answer. */
export const MAX_RANGE_DAYS = 731;

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;

export interface DashboardRange {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day (counted), YYYY-MM-DD. */
  end: string;
}

export interface DashboardFilters extends DashboardRange {
  /** Selected networks (provider ids), in INSIGHT_NETWORK_IDS order; may be empty. */
  ids: number[];
  sortId: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both counted. */
export function rangeLength({ start, end }: DashboardRange): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days ending `today`. */
export function presetRange(days: number, today: string): DashboardRange {
  return { start: addDays(today, -(days - 1)), end: today };
}

/** The preset that `range` is (ending today), or null for a custom range. */
export function presetOf(range: DashboardRange, today: string): RangePreset | null {
  if (range.end !== today) return null;
  return RANGE_PRESETS.find((days) => rangeLength(range) === days) ?? null;
}

/** The previous period of the same length, just before `range`. */
export function previousRange(range: DashboardRange): DashboardRange {
  const days = rangeLength(range);
  return { start: addDays(range.start, -days), end: addDays(range.start, -1) };
}

function isRealDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text && text >= '2000-01-01';
}

/** Why `range` cannot be shown (a sentence for the custom range form), or null. */
export function rangeProblem(range: DashboardRange, today: string): string | null {
  if (!isRealDay(range.start)) return 'Choose a start date.';
  if (!isRealDay(range.end)) return 'Choose an end date.';
  if (range.end < range.start) return 'The end date must not be before the start date.';
  if (range.end > today) return 'The end date must not be after today.';
  if (rangeLength(range) > MAX_RANGE_DAYS) return 'Choose a range of at most 2 years.';
  return null;
}

/** The networks named in `text` ("1,3"), in INSIGHT_NETWORK_IDS order; null when `text` is not such a list. */
export function parseIds(text: string | null): number[] | null {
  if (text === null) return null;
  if (text === '' || text === 'none') return [];
  const parts = text.split(',');
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const ids = parts.map(Number);
  if (!ids.every((id) => INSIGHT_NETWORK_IDS.includes(id))) return null;
  return INSIGHT_NETWORK_IDS.filter((id) => ids.includes(id));
}

/** The filters in an address's query (`?start=&end=&ids=&sort=`), each falling back to its default alone. */
export function filtersFromSearch(search: string, today: string): DashboardFilters {
  const params = new URLSearchParams(search);
  const fallback = presetRange(DEFAULT_PRESET, today);
  const asked = { start: params.get('start') ?? '', end: params.get('end') ?? '' };
  const range = rangeProblem(asked, today) === null ? asked : fallback;
  const ids = parseIds(params.get('ids')) ?? [...DEFAULT_INSIGHT_IDS];
  const sort = Number(params.get('sort'));
  const sortId = SORT_LABELS[sort] === undefined ? DEFAULT_SORT_ID : sort;
  return { ...range, ids, sortId };
}

/**
 * The query that says `filters` (defaults left out, so the plain address is the default view), keeping what else
 * `search` holds.
 */
export function searchOf(filters: DashboardFilters, today: string, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of ['start', 'end', 'ids', 'sort']) params.delete(key);
  if (presetOf(filters, today) !== DEFAULT_PRESET) {
    params.set('start', filters.start);
    params.set('end', filters.end);
  }
  const sameIds =
    filters.ids.length === DEFAULT_INSIGHT_IDS.length &&
    filters.ids.every((id, index) => id === DEFAULT_INSIGHT_IDS[index]);
  if (!sameIds) params.set('ids', filters.ids.length === 0 ? 'none' : filters.ids.join(','));
  if (filters.sortId !== DEFAULT_SORT_ID) params.set('sort', String(filters.sortId));
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** Same range and networks (what the figures depend on). */
export function sameSelection(a: DashboardFilters, b: DashboardFilters): boolean {
  return a.start === b.start && a.end === b.end && a.ids.join(',') === b.ids.join(',');
}

/** The network's name (spec 9's ids). */
export function networkName(id: number): string {
  return SOCIAL_PROVIDERS.find((provider) => provider.id === id)?.name ?? `Network ${id}`;
}

export interface Change {
  /** Whole percent, rounded; null when there is nothing to compare with (previous 0). */
  percent: number | null;
  direction: 'up' | 'down' | 'flat';
}

/** `current` against `previous`: the change in percent. */
export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (previous === 0) return { percent: null, direction };
  return { percent: Math.round(((current - previous) / Math.abs(previous)) * 100), direction };
}

/** The change in words, for the KPI cards and screen readers ("Up 12% on the previous 30 days"). */
export function changeText(change: Change, days: number): string {
  const period = `the previous ${days} ${days === 1 ? 'day' : 'days'}`;
  if (change.percent === null)
    return change.direction === 'flat' ? `No change on ${period}` : `New since ${period}`;
  if (change.percent === 0) return `About the same as ${period}`;
  return `${change.percent > 0 ? 'Up' : 'Down'} ${Math.abs(change.percent)}% on ${period}`;
}

/** A range in words ("1 Oct 2026 – 30 Oct 2026"). */
export function rangeText({ start, end }: DashboardRange): string {
  const format = (day: string) => formatDate(utcDay(day), 'dayMonthYear');
  return start === end ? format(start) : `${format(start)} – ${format(end)}`;
}

/** A file name for an export of `what` over `range` ("followers-2026-10-01-to-2026-10-30"). */
export function exportName(what: string, { start, end }: DashboardRange): string {
  const slug = what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'export'}-${start}-to-${end}`;
}

/** The five figures of the overview (spec 1, 2.6: followers, likes, views, total engagements, posts). */
export const OVERVIEW_METRICS = ['followers', 'likes', 'views', 'engagements', 'posts'] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

export const METRIC_LABELS: Readonly<Record<OverviewMetric, string>> = {
  followers: 'Followers',
  likes: 'Likes',
  views: 'Views',
  engagements: 'Total engagements',
  posts: 'Posts',
};

export interface DayValue {
  day: string;
  value: number;
}

/** One figure over the range (the selected networks summed), its total and the previous period's. */
export interface MetricSeries {
  metric: OverviewMetric;
  days: DayValue[];
  /** For followers: the count on the last day with figures; otherwise the range's sum. */
  total: number;
  previousTotal: number;
}

/** One network's totals over the range, and over the previous period. */
export interface NetworkFigures {
  providerId: number;
  totals: Readonly<Record<'followers' | 'likes' | 'views' | 'engagements' | 'reach' | 'clicks', number>>;
  previous: Readonly<Record<'followers' | 'likes' | 'views' | 'engagements' | 'reach' | 'clicks', number>>;
}

/** What the overview's figures load answers. */
export interface OverviewFigures {
  series: Readonly<Record<OverviewMetric, MetricSeries>>;
  networks: NetworkFigures[];
}

export interface TopPostFigures {
  postId: number | null;
  providerId: number;
  text: string;
  postedAt: string;
  likes: number;
  views: number;
  engagements: number;
  reach: number;
  clicks: number;
}

/** What the top posts' load is asked: the filters it depends on. */
export interface TopPostsRequest {
  start: string;
  end: string;
  ids: number[];
  sortId: number;
}

/** The key a top posts load answers: the same key again is not loaded again (spec 4.9). */
export function topPostsKey({ start, end, ids, sortId }: TopPostsRequest): string {
  return `${start}/${end}/${sortId}/${ids.join(',')}`;
}

/** A series with no figures at all (every day 0, nothing in the previous period either). */
export function isEmptySeries(series: MetricSeries): boolean {
  return series.total === 0 && series.previousTotal === 0 && series.days.every((day) => day.value === 0);
}

/** The overview has nothing to show: every series empty (a new account, or networks without history). */
export function hasNoFigures(figures: OverviewFigures): boolean {
  return OVERVIEW_METRICS.every((metric) => isEmptySeries(figures.series[metric]));
}

/** The metrics of `figures` that have nothing to show in the range. */
export function emptyMetrics(figures: OverviewFigures): OverviewMetric[] {
  return OVERVIEW_METRICS.filter((metric) => isEmptySeries(figures.series[metric]));
}

export const analyticsMessages = {
  figuresFailed: 'Your figures could not be loaded.',
  topPostsFailed: 'Your top posts could not be loaded.',
  syncFailed: 'Your figures could not be updated from the networks.',
  noNetworks: 'Choose at least one network to see its figures.',
  noFigures: 'No figures for these networks in this range yet.',
  noTopPosts: 'No posts were published on these networks in this range.',
} as const;

/** A day as a chart's axis shows it ("3 Nov"). */
export function shortDay(day: string): string {
  return formatDate(utcDay(day), 'dayMonth');
}

/** What a metric's chart shows, in words (its summary for everyone and its name for screen readers). */
export function seriesSummary(series: MetricSeries, range: DashboardRange): string {
  const label = METRIC_LABELS[series.metric];
  const days = series.days;
  if (days.length === 0 || isEmptySeries(series)) return `${label}: no figures between ${rangeText(range)}.`;
  if (series.metric === 'followers') {
    const first = days.find((day) => day.value > 0) ?? days[0]!;
    return `${label} went from ${first.value.toLocaleString('en-US')} on ${shortDay(first.day)} to ${series.total.toLocaleString('en-US')} on ${shortDay(days.at(-1)!.day)}.`;
  }
  const best = days.reduce((top, day) => (day.value > top.value ? day : top), days[0]!);
  return `${series.total.toLocaleString('en-US')} ${label.toLowerCase()} in ${days.length} days (${rangeText(range)}); the most on ${shortDay(best.day)} with ${best.value.toLocaleString('en-US')}.`;
}

/** Per-network figures of one metric in words. */
export function networksSummary(metric: OverviewMetric, networks: readonly NetworkFigures[]): string {
  const label = METRIC_LABELS[metric].toLowerCase();
  const key = metric === 'posts' ? null : metric;
  if (networks.length === 0 || key === null) return `No ${label} per network in this range.`;
  const ranked = [...networks].sort((a, b) => b.totals[key] - a.totals[key]);
  return `${label[0]!.toUpperCase()}${label.slice(1)} by network: ${ranked
    .map((network) => `${networkName(network.providerId)} ${network.totals[key].toLocaleString('en-US')}`)
    .join(', ')}.`;
}

/** The metrics a network breakdown can show (posts are counted per day, not per network). */
export const NETWORK_METRICS = ['followers', 'likes', 'views', 'engagements'] as const;
export type NetworkMetric = (typeof NETWORK_METRICS)[number];
