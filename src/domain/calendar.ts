/**
 * Calendar rules of the content planner (spec 2.6, 4.1, 9): the month, week and day views, the range of posts to
 * load for them, the grid of day cells, moving the cursor, posts grouped by day, the date format, the past, the
 * target time of a rescheduled post and the posts filter. Pure: the planner machine and its views read them here.
 *
 * Times are stored in UTC (ISO 8601 strings) and shown in the account's IANA time zone. A day is named by its key
 * 'YYYY-MM-DD' in that zone. Day keys are calendar dates: arithmetic on them never meets a daylight-saving change;
 * only turning a local wall-clock time into an instant does, and `zonedInstant` does that one thing carefully.
 *
 * Our choices, where the spec says only "7 columns per week":
 * - Weeks start on Monday (ISO 8601, the European business week); the week view and the month grid's rows do too.
 * - The month view covers whole weeks: from the Monday on or before the 1st to the Sunday on or after the last day,
 *   so 4 to 6 rows of 7 day cells; the cells of the neighbouring months are shown (inMonth false) and their posts
 *   are loaded too.
 * - A local time that does not exist (the hour skipped when clocks go forward) moves forward by the gap (01:30 on
 *   2026-03-29 in Europe/London is 02:30 BST); a local time that happens twice (clocks go back) is its first
 *   occurrence.
 * - A post without a date that is dropped on a day without a time gets 09:00 (`DEFAULT_POST_TIME`).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { AnswerCache } from './answerCache.ts';
import { postNeedsApproval, statusSourceOf, type PlannerPostLike } from './plannerFilter.ts';
import { postStatusKey } from './postStatus.ts';
import type { ToastInput } from './toast.ts';
// The posts filter lives in plannerFilter.ts; the planner's views and machine read it from here too.
export {
  type PlannerPostLike,
  plannerPostLabel,
  postNeedsApproval,
  POST_FILTERS,
  type PostFilter,
  POST_FILTER_LABELS,
  postFilterGroup,
  matchesFilter,
  filterPosts,
} from './plannerFilter.ts';
import { clockDay, clockTime, wallClock, zoneOffsetMinutes, type WallClock } from './zoneClock.ts';

dayjs.extend(utc);

export const PLANNER_VIEWS = ['month', 'week', 'day'] as const;
export type PlannerView = (typeof PLANNER_VIEWS)[number];

/** A local calendar date 'YYYY-MM-DD' in the account's time zone. */
export type DayKey = string;

/** Spec 9: dates read 'YYYY-MM-DD hh:MM A' in general (minutes, 12-hour clock), as dayjs format tokens. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD hh:mm A';
/** The same for a date without its time (a news item's day, a review's). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Ours: the time a post without a date gets when it is dropped on a day without a time. */
export const DEFAULT_POST_TIME = '09:00';

/** Days per week: spec 9, 7 calendar columns. */
export const DAYS_PER_WEEK = 7;

/** Ours (issue 14): the hour ('HH') the week and day views open at when the shown days have no post. */
export const GRID_OPENING_HOUR = '08';

/** The hour ('HH') the week and day views open at: the earliest hour with a post (keys 'YYYY-MM-DD HH'), else 08. */
export function openingHour(postHourKeys: Iterable<string>): string {
  const hours = [...postHourKeys].map((key) => key.slice(-2)).sort();
  return hours[0] ?? GRID_OPENING_HOUR;
}

/**
 * Ours (issue 14): the day the week view opens scrolled to when its seven columns (spec 9's 310 px cards) are wider
 * than the screen: today when the week shows it, else the first day with a post (keys 'YYYY-MM-DD HH'), else its
 * first day. Undefined when no day is shown.
 */
export function openingDay(
  days: readonly Pick<CalendarDay, 'key' | 'isToday'>[],
  postHourKeys: Iterable<string>,
): DayKey | undefined {
  const today = days.find((day) => day.isToday);
  if (today) return today.key;
  const withPosts = new Set([...postHourKeys].map((key) => key.slice(0, 10)));
  return (days.find((day) => withPosts.has(day.key)) ?? days[0])?.key;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDayKey(value: string): boolean {
  const match = DAY_KEY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** True for a wall-clock time 'HH:mm' (24-hour). */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

function assertDayKey(value: string): void {
  if (!isDayKey(value)) throw new RangeError(`not a day key (YYYY-MM-DD): '${value}'`);
}

/** The day `days` after (or before, when negative) `key`. */
export function addDays(key: DayKey, days: number): DayKey {
  assertDayKey(key);
  return dayjs.utc(key).add(days, 'day').format('YYYY-MM-DD');
}

/** The same day of the month `months` later (clamped: 31 January + 1 month is 28 or 29 February). */
export function addMonths(key: DayKey, months: number): DayKey {
  assertDayKey(key);
  return dayjs.utc(key).add(months, 'month').format('YYYY-MM-DD');
}

/** The weekday of a day: 0 Sunday … 6 Saturday (the posting schedule's numbering). */
export function weekdayOf(key: DayKey): number {
  return dayjs.utc(key).day();
}

/** 0 for Monday ... 6 for Sunday. */
function weekdayFromMonday(key: DayKey): number {
  return (dayjs.utc(key).day() + 6) % 7;
}

/** The Monday on or before `key`. */
export function startOfWeek(key: DayKey): DayKey {
  return addDays(key, -weekdayFromMonday(key));
}

function startOfMonth(key: DayKey): DayKey {
  return `${key.slice(0, 7)}-01`;
}

function endOfMonth(key: DayKey): DayKey {
  assertDayKey(key);
  return dayjs.utc(key).endOf('month').format('YYYY-MM-DD');
}

/** What dayjs writes for a date it cannot read; the formatters below answer it for an instant that is not one. */
const INVALID_DATE = 'Invalid Date';

/** The wall clock of `zone` at an instant dayjs reads (ISO text, a Date or epoch ms); null when it is not one. */
function clockOf(instant: string | Date | number, zone: string): WallClock | null {
  const epochMs = dayjs(instant).valueOf();
  return Number.isFinite(epochMs) ? wallClock(epochMs, zone) : null;
}

/** The local day key of an instant in `zone`. */
export function localDayKey(instant: string | Date | number, zone: string): DayKey {
  const clock = clockOf(instant, zone);
  return clock ? clockDay(clock) : INVALID_DATE;
}

/** The local wall-clock time 'HH:mm' of an instant in `zone`. */
export function localTime(instant: string | Date | number, zone: string): string {
  const clock = clockOf(instant, zone);
  return clock ? clockTime(clock) : INVALID_DATE;
}

/** Today's key in `zone`, for the instant `now` (the caller reads the clock, never this module). */
export function todayKey(now: string | Date | number, zone: string): DayKey {
  return localDayKey(now, zone);
}

/** The last answers of `zonedInstant` (the planner asks for its shown days' edges on every step). */
const instants = new AnswerCache<string>(4096);

/**
 * The instant (UTC ISO) at which the clocks of `zone` show `time` on `day`. Correct across daylight-saving
 * changes: a skipped time moves forward by the gap, a repeated time is its first occurrence.
 */
export function zonedInstant(day: DayKey, time: string, zone: string): string {
  return instants.answer(`${day} ${time} ${zone}`, () => zonedInstantOnce(day, time, zone));
}

function zonedInstantOnce(day: DayKey, time: string, zone: string): string {
  assertDayKey(day);
  if (!isTimeOfDay(time)) throw new RangeError(`not a time (HH:mm): '${time}'`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The offsets in force a day before and a day after: no zone changes twice within two days.
  const before = zoneOffsetMinutes(wall - 86_400_000, zone);
  const after = zoneOffsetMinutes(wall + 86_400_000, zone);
  const shows = (instant: number) => {
    const clock = wallClock(instant, zone);
    return clockDay(clock) === day && clockTime(clock) === time;
  };
  const candidates = [wall - before * 60_000, wall - after * 60_000].filter(shows).sort((a, b) => a - b);
  // No candidate: the time was skipped; the offset before the change moves it forward by the gap.
  const instant = candidates[0] ?? wall - before * 60_000;
  return new Date(instant).toISOString();
}

/** The first and last local day a view shows for a cursor day. */
export function visibleDays(view: PlannerView, cursor: DayKey): { first: DayKey; last: DayKey } {
  assertDayKey(cursor);
  switch (view) {
    case 'day':
      return { first: cursor, last: cursor };
    case 'week': {
      const first = startOfWeek(cursor);
      return { first, last: addDays(first, DAYS_PER_WEEK - 1) };
    }
    case 'month': {
      const first = startOfWeek(startOfMonth(cursor));
      const lastOfMonth = endOfMonth(cursor);
      return { first, last: addDays(lastOfMonth, DAYS_PER_WEEK - 1 - weekdayFromMonday(lastOfMonth)) };
    }
  }
}

/** The instants to load posts for: from the first visible day's local midnight to the next day's after the last. */
export interface PlannerRange {
  /** UTC ISO, inclusive. */
  start: string;
  /** UTC ISO, exclusive. */
  end: string;
}

/** The range of posts a view shows for a cursor day, in `zone`, as UTC instants for the API. */
export function visibleRange(view: PlannerView, cursor: DayKey, zone: string): PlannerRange {
  const { first, last } = visibleDays(view, cursor);
  return { start: zonedInstant(first, '00:00', zone), end: zonedInstant(addDays(last, 1), '00:00', zone) };
}

/** One cell of the calendar grid. */
export interface CalendarDay {
  key: DayKey;
  /** 1 to 31. */
  dayOfMonth: number;
  /** In the cursor's month (the month view also shows the neighbouring months' days). */
  inMonth: boolean;
  /** Today in the account's zone: highlighted (spec 2.6). */
  isToday: boolean;
}

/** The grid of a view: rows of 7 day cells (month: 4 to 6 rows; week: 1 row); the day view is 1 row of 1 cell. */
export function calendarGrid(view: PlannerView, cursor: DayKey, today: DayKey): CalendarDay[][] {
  const { first, last } = visibleDays(view, cursor);
  const month = cursor.slice(0, 7);
  const rows: CalendarDay[][] = [];
  let row: CalendarDay[] = [];
  for (let key = first; key <= last; key = addDays(key, 1)) {
    row.push({
      key,
      dayOfMonth: Number(key.slice(8, 10)),
      inMonth: key.slice(0, 7) === month,
      isToday: key === today,
    });
    if (row.length === DAYS_PER_WEEK || key === last) {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

export type CursorMove = 'previous' | 'next';

/** The cursor one view further: a month, a week or a day back or forward. */
export function moveCursor(cursor: DayKey, view: PlannerView, move: CursorMove): DayKey {
  const step = move === 'next' ? 1 : -1;
  switch (view) {
    case 'month':
      return addMonths(startOfMonth(cursor), step);
    case 'week':
      return addDays(cursor, step * DAYS_PER_WEEK);
    case 'day':
      return addDays(cursor, step);
  }
}

/** The heading of the view: 'March 2026', '2026-03-23 – 2026-03-29' or '2026-03-29'. */
export function rangeTitle(view: PlannerView, cursor: DayKey): string {
  if (view === 'month') return dayjs.utc(cursor).format('MMMM YYYY');
  const { first, last } = visibleDays(view, cursor);
  return first === last ? first : `${first} – ${last}`;
}

/** Spec 9: 'YYYY-MM-DD hh:mm A' in the account's zone ('' for no date). */
export function formatPlannerDate(instant: string | null, zone: string): string {
  if (instant === null || instant === '') return '';
  const clock = clockOf(instant, zone);
  if (clock === null) return INVALID_DATE;
  return `${clockDay(clock)} ${clockTime(clock, true)}`;
}

/** True when `time` on `day` in `zone` is before `now` (a post cannot be scheduled or moved there). */
export function isInPast(day: DayKey, time: string, zone: string, now: string | Date | number): boolean {
  return Date.parse(zonedInstant(day, time, zone)) < dayjs(now).valueOf();
}

/**
 * The new `scheduled_at` of a post moved to `day` (drag and drop, or the keyboard). With a time (a time slot of the
 * week or day view) it is that local time; without one the post keeps its local wall-clock time (09:30 stays 09:30
 * across a daylight-saving change, so the UTC hour shifts); a post without a date gets `DEFAULT_POST_TIME`.
 */
export function rescheduleTarget(
  scheduledAt: string | null,
  day: DayKey,
  time: string | undefined,
  zone: string,
): string {
  const wallTime = time ?? (scheduledAt ? localTime(scheduledAt, zone) : DEFAULT_POST_TIME);
  return zonedInstant(day, wallTime, zone);
}

/** Posts of a day, by local day key, each day sorted by time (then id); posts without a date are left out. */
export function groupPostsByDay<T extends { id: number; scheduled_at: string | null }>(
  posts: readonly T[],
  zone: string,
): Record<DayKey, T[]> {
  const days: Record<DayKey, T[]> = {};
  const dated = posts
    .filter((post) => post.scheduled_at !== null && post.scheduled_at !== '')
    .map((post) => ({ post, at: Date.parse(post.scheduled_at as string) }))
    .sort((a, b) => a.at - b.at || a.post.id - b.post.id);
  for (const { post } of dated) {
    const key = localDayKey(post.scheduled_at as string, zone);
    (days[key] ??= []).push(post);
  }
  return days;
}

/** Posts without a date (the 'unscheduled' ones). */
export function unscheduledPosts<T extends { scheduled_at: string | null }>(posts: readonly T[]): T[] {
  return posts.filter((post) => post.scheduled_at === null || post.scheduled_at === '');
}

// ---------------------------------------------------------------------------------------------------------------
// Planner posts: moves, approval, drafts and messages

/** A post that can be moved: not published (fully or partly); unscheduled and failed posts can be (re)scheduled. */
export function isMovablePost(post: PlannerPostLike): boolean {
  const source = statusSourceOf(post);
  const key = postStatusKey(source);
  return source !== null && key !== 'POSTED' && key !== 'POSTED_WITH_ERROR';
}

/** What the planner is doing that limits what a card offers (the machine's `selecting` and `moving` tags). */
export interface PlannerCardState {
  /** The member may write posts (role 1 or 2). */
  canWrite: boolean;
  /** Select-posts mode: cards are picked for approval, not opened for moving. */
  selecting: boolean;
  /** A move is being saved: the machine takes the next one once the server has answered. */
  moving: boolean;
}

/** What a planner card offers now: its Move button and 'm', dragging, and its checkbox in select-posts mode. */
export interface PlannerCardActions {
  movable: boolean;
  /** The Move button stays but shows that it waits (aria-disabled): pressing it is answered with a wait. */
  moveWaits: boolean;
  draggable: boolean;
  selectable: boolean;
}

/**
 * - Movable (the Move button, 'm'): a writer's post that is not published, outside select-posts mode. While a move
 *   is saved the button stays where it is and shows that it waits; the machine answers a press with a wait.
 * - Draggable: any dated card of a writer outside select-posts mode (dropping a published one gets the machine's
 *   refusal, as its 'm' does), and not while a move is saved (the drop would be lost: docs/decisions.md).
 * - Selectable: in select-posts mode, a post that needs approval.
 */
export function plannerCardActions(
  post: PlannerPostLike & { scheduled_at: string | null },
  state: PlannerCardState,
): PlannerCardActions {
  const { canWrite, selecting, moving } = state;
  const movable = canWrite && !selecting && isMovablePost(post);
  return {
    movable,
    moveWaits: movable && moving,
    draggable: canWrite && !selecting && !moving && post.scheduled_at !== null,
    selectable: selecting && postNeedsApproval(post),
  };
}

/** True when moving a post to `day` (at `time`, or its own local time) would put it before `now`. */
export function isMoveIntoPast(
  scheduledAt: string | null,
  day: DayKey,
  time: string | undefined,
  zone: string,
  now: string | Date | number,
): boolean {
  return Date.parse(rescheduleTarget(scheduledAt, day, time, zone)) < dayjs(now).valueOf();
}

/** The posts with the given ids approved: their first msp element gets approved 1 ('Needs approval' -> 'Scheduled'). */
export function withApproved<T extends { id: number; msp: readonly { approved: number }[] }>(
  posts: readonly T[],
  ids: readonly number[],
): T[] {
  return posts.map((post) => {
    if (!ids.includes(post.id) || post.msp.length === 0) return post;
    const [first, ...rest] = post.msp;
    return { ...post, msp: [{ ...first, approved: 1 }, ...rest] };
  });
}

/** Wording of the planner (ours: the spec does not show it). Toast titles stay within 32 characters. */
export const plannerMessages = {
  descriptionMissing: 'Please write the text of the post.',
  scheduleIncomplete: 'Please pick both a date and a time.',
  channelsMissing: 'Please choose where to publish.',
  scheduleInPast: 'A post cannot be scheduled in the past.',
  moveIntoPast: 'Posts cannot move into the past',
  moveNotAllowed: 'Published posts cannot be moved',
  moveFailed: 'Could not move the post',
  moved: 'Post rescheduled',
  approved: 'Post approved',
  approvedMany: (count: number) => (count === 1 ? 'Post approved' : `${count} posts approved`),
  approveFailed: 'Could not approve. Try again.',
  saved: 'Post saved',
  saveFailed: 'Save failed. Your text is kept.',
  removed: 'Post removed',
  removeFailed: 'Could not remove. Try again.',
} as const;

/** Ours: a link to a post (/contentplanner/{id}/{postId}) that cannot be read (removed, or another account's). */
export const linkedPostMissingToast = {
  tone: 'error',
  title: 'Post not found',
  message: 'It may have been removed. The calendar shows today.',
} as const satisfies ToastInput;
