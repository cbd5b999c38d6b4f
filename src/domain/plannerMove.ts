/**
 * Moving a post with the keyboard in the content planner (spec 2.6; issue 13), and the planner page's wording.
 *
 * 'm' (or a card's Move button) picks the focused card up; the arrows choose a day (and in the week and day views,
 * Up and Down an hour slot: like a drop on a slot, the post then starts on the hour); Enter drops it, Escape puts it
 * back. The target never leaves the shown days. Each step is announced to screen readers. Pure: the planner machine
 * keeps the move, the page shows these words.
 */
import { addDays, localDayKey, localTime, visibleDays, type DayKey, type PlannerView } from './calendar.ts';

/** A post picked up with the keyboard and where it would go. */
export interface KeyboardLift {
  postId: number;
  dayKey: DayKey;
  /** 'HH:mm' in the week and day views. */
  time?: string;
}

export type MoveKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export const MOVE_KEYS: readonly MoveKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/** What the last keyboard or drop step did, for the screen-reader announcement. */
export type MoveAnnouncement =
  | { kind: 'lifted'; postId: number; dayKey: DayKey; time?: string }
  | { kind: 'aimed'; dayKey: DayKey; time?: string }
  | { kind: 'cancelled' }
  | { kind: 'moved'; dayKey: DayKey; time?: string }
  | { kind: 'refused'; dayKey: DayKey; time?: string }
  | { kind: 'saving' };

function clampDay(dayKey: DayKey, view: PlannerView, cursor: DayKey): DayKey {
  const { first, last } = visibleDays(view, cursor);
  return dayKey < first ? first : dayKey > last ? last : dayKey;
}

function shiftHour(time: string, hours: number): string {
  const hour = Math.min(23, Math.max(0, Number(time.slice(0, 2)) + hours));
  return `${String(hour).padStart(2, '0')}${time.slice(2)}`;
}

/** Where a post picked up starts: its own day (within the shown days) and, outside the month view, its hour. */
export function liftOf(
  post: { id: number; scheduled_at: string },
  view: PlannerView,
  cursor: DayKey,
  zone: string,
): KeyboardLift {
  const dayKey = clampDay(localDayKey(post.scheduled_at, zone), view, cursor);
  return view === 'month'
    ? { postId: post.id, dayKey }
    : { postId: post.id, dayKey, time: `${localTime(post.scheduled_at, zone).slice(0, 3)}00` };
}

/** The target after an arrow key: a day left or right; up and down a week (month view) or an hour. */
export function aimedLift(lift: KeyboardLift, key: MoveKey, view: PlannerView, cursor: DayKey): KeyboardLift {
  const step = (days: number) => ({ ...lift, dayKey: clampDay(addDays(lift.dayKey, days), view, cursor) });
  switch (key) {
    case 'ArrowLeft':
      return step(-1);
    case 'ArrowRight':
      return step(1);
    case 'ArrowUp':
      return lift.time ? { ...lift, time: shiftHour(lift.time, -1) } : step(-7);
    case 'ArrowDown':
      return lift.time ? { ...lift, time: shiftHour(lift.time, 1) } : step(7);
  }
}

function describeTarget(target: { dayKey: DayKey; time?: string }): string {
  return target.time ? `${target.dayKey} at ${target.time}` : target.dayKey;
}

/** Ours: a post picked up (the Move button, 'm') while the last move is still being saved. */
export const MOVE_SAVING_TEXT = 'The last move is still being saved. Try again in a moment.';
/** Ours: on the card whose move is being saved, in every view (the month's cards have no Move button to show it). */
export const MOVE_SAVING_LABEL = 'Saving…';

/** The sentence a screen reader hears after a step; `text` is the lifted post's text. */
export function moveAnnouncementText(
  announcement: MoveAnnouncement | null,
  view: PlannerView,
  text: string,
): string {
  if (announcement === null) return '';
  switch (announcement.kind) {
    case 'lifted':
      return `Moving "${text}" from ${describeTarget(announcement)}. Use the arrow keys to choose ${view === 'month' ? 'a day' : 'a day and an hour'}, Enter to drop, Escape to cancel.`;
    case 'aimed':
      return `Move to ${describeTarget(announcement)}.`;
    case 'cancelled':
      return 'Move cancelled.';
    case 'moved':
      return `Post moved to ${describeTarget(announcement)}.`;
    case 'refused':
      return `The post cannot move to ${describeTarget(announcement)}.`;
    case 'saving':
      return MOVE_SAVING_TEXT;
  }
}

/** Ours (issue 14): a mouse drag starts after 5 px of movement, so a click still opens the post. */
export const MOUSE_DRAG_DISTANCE = 5;
/** Ours: a finger starts a drag with a 250 ms press that moves less than 8 px; moving sooner scrolls the page. */
export const TOUCH_DRAG_DELAY = { delay: 250, tolerance: 8 } as const;

/**
 * What a screen reader hears while a card is dragged with a pointer or a finger (issue 14, through dnd-kit's live
 * region). The drop itself is announced by the planner machine (`moved` or `refused`), like a keyboard drop.
 */
export const dragAnnouncementText = {
  started: (text: string, view: PlannerView) =>
    `Picked up "${text}". Drag it onto ${view === 'month' ? 'a day' : 'a day and an hour'}, or press Escape to cancel.`,
  over: (target: { dayKey: DayKey; time?: string } | null) =>
    target ? `Over ${describeTarget(target)}.` : 'Not over a day: dropping here puts the post back.',
  cancelled: 'Move cancelled. The post stays where it was.',
} as const;

/** The planner page's own words (the modals' are in calendar.ts `plannerMessages`). */
export const plannerPageText = {
  heading: 'Content Planner',
  loadFailed: 'The posts could not be loaded.',
  timeZoneFailed: "The account's time zone could not be read, so the calendar cannot show its days.",
  retry: 'Retry',
  empty: (title: string) => `No posts in ${title} yet.`,
  newPost: 'New post',
  bulkApproval: 'Bulk approval',
  selected: (count: number) => `${count} selected`,
  approve: 'Approve',
  approving: 'Approving…',
  cancel: 'Cancel',
} as const;
