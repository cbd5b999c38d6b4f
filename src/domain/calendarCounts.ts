/**
 * What the planner knows of the posts it does not hold (issue 20): the month view loads, per day, only the posts a
 * cell shows and the day's count in each filter group (POST /auth/getCalendarMonth), so '+N more' is right for a
 * month of 10,000 posts; the week and day views load their posts with the range's total, so a cut list says so.
 * When the planner changes a post it holds (a move, an approval, a save, a removal), the counts follow at once
 * (`withChangedPosts`); the next refresh brings the server's. Pure: the planner machine and its views read it here.
 */
import { localDayKey, type DayKey } from './calendar.ts';
import { postFilterGroup, type PlannerPostLike, type PostFilter } from './plannerFilter.ts';
import { compactNumber } from './format.ts';

/** The filter groups a post falls in (every filter but 'all'). */
export type FilterGroup = Exclude<PostFilter, 'all'>;
export type GroupCounts = Record<FilterGroup, number>;

/** Per day ('YYYY-MM-DD' in the account's zone) with posts, and for the posts without a date. */
export interface CalendarCounts {
  days: Record<DayKey, GroupCounts>;
  undated: GroupCounts;
}

/** A post as the counts read it. */
export type CountedPost = PlannerPostLike & { id: number; scheduled_at: string | null };

/** What one load of the shown days answers. */
export interface PostsLoad<P extends CountedPost = CountedPost> {
  posts: P[];
  /** Every post of the shown days and without a date, held or not. */
  total: number;
  /** The month view's counts; null in the week and day views (they hold every post, up to the range limit). */
  counts: CalendarCounts | null;
}

/** Cards a month cell (and a day of the phone's agenda) shows before '+N more': what the month call asks for. */
export const MONTH_CELL_POSTS = 3;

export function noCounts(): GroupCounts {
  return { needsApproval: 0, scheduled: 0, published: 0, failed: 0, other: 0 };
}

/** How many posts of `counts` the filter shows (0 for a day without posts). */
export function countOf(counts: GroupCounts | undefined, filter: PostFilter): number {
  if (!counts) return 0;
  if (filter !== 'all') return counts[filter];
  return counts.needsApproval + counts.scheduled + counts.published + counts.failed + counts.other;
}

/** How many posts a day (or the undated list) has in the filter: its count, never fewer than the posts held. */
export function postsIn(held: number, counts: GroupCounts | undefined | null, filter: PostFilter): number {
  return counts ? Math.max(held, countOf(counts, filter)) : held;
}

/**
 * The note under a week or day view cut at the range limit (it holds every post up to it), or null: the month view
 * counts what it does not hold instead.
 */
export function cutNote(load: Pick<PostsLoad, 'total' | 'counts'>, held: number): string | null {
  return load.counts === null && load.total > held ? calendarCountText.cut(held, load.total) : null;
}

function place(counts: CalendarCounts, post: CountedPost, zone: string, step: 1 | -1): CalendarCounts {
  const group = postFilterGroup(post);
  if (post.scheduled_at === null || post.scheduled_at === '') {
    return { ...counts, undated: { ...counts.undated, [group]: Math.max(0, counts.undated[group] + step) } };
  }
  const day = localDayKey(post.scheduled_at, zone);
  const before = counts.days[day] ?? noCounts();
  return {
    ...counts,
    days: { ...counts.days, [day]: { ...before, [group]: Math.max(0, before[group] + step) } },
  };
}

/**
 * The counts and total once the held posts `before` become `after` (matched by id): a post that left the list is
 * taken off its day and group, a new one added, a changed one moved between them. Untouched posts cost nothing.
 */
export function withChangedPosts<P extends CountedPost>(
  load: Pick<PostsLoad<P>, 'total' | 'counts'>,
  before: readonly P[],
  after: readonly P[],
  zone: string,
): Pick<PostsLoad<P>, 'total' | 'counts'> {
  const old = new Map(before.map((post) => [post.id, post]));
  let { total, counts } = load;
  for (const post of after) {
    const was = old.get(post.id);
    old.delete(post.id);
    if (was === post) continue;
    if (was === undefined) total += 1;
    if (counts === null) continue;
    if (was !== undefined) counts = place(counts, was, zone, -1);
    counts = place(counts, post, zone, 1);
  }
  for (const gone of old.values()) {
    total = Math.max(0, total - 1);
    if (counts !== null) counts = place(counts, gone, zone, -1);
  }
  return { total, counts };
}

/** Wording of the planner about the posts it does not show. */
export const calendarCountText = {
  /** A month cell's or agenda day's link to the day view. */
  more: (hidden: number) => `+${compactNumber(hidden)} more`,
  moreLabel: (hidden: number, day: DayKey) => `${hidden} more posts on ${day}`,
  /** Under a week or day view cut at the range limit. */
  cut: (shown: number, total: number) =>
    `Showing the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} posts of these days: open a day to see the others.`,
  /** Under the 'Not scheduled' list when it holds only the first of them. */
  undatedCut: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} posts without a date: the week view lists them all.`,
} as const;
