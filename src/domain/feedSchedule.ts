/**
 * The posting schedule of an account (spec 7.5, POST /updateFeedSchedule; the /dayTimeSchedule page): slots of a
 * weekday (0 = Sunday … 6 = Saturday, as the server stores them) and a time 'HH:MM' in the account's time zone.
 * Pure rules: the page lists Monday first, a slot is never twice in a schedule, and a schedule holds at most
 * FEED_SCHEDULE_MAX_SLOTS slots (the server's limit).
 */
import { addDays, todayKey, weekdayOf, zonedInstant, type DayKey } from './calendar.ts';

/** One slot: weekday 0-6 (0 = Sunday) and 'HH:MM' (src/contract/posts.ts `feedSlot` checks it on the wire). */
export interface FeedSlot {
  day: number;
  time: string;
}

/** The server refuses a longer schedule ('schedule is too long'). */
export const FEED_SCHEDULE_MAX_SLOTS = 100;

/** Day numbers in the order the page lists them: Monday first, Sunday last. */
export const WEEK_DAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export function dayName(day: number): string {
  return DAY_NAMES[day] ?? `Day ${day}`;
}

export const feedScheduleMessages = {
  noTime: 'Choose a time first.',
  duplicate: (day: number, time: string) => `${time} is already on ${dayName(day)}.`,
  full: `A schedule holds at most ${FEED_SCHEDULE_MAX_SLOTS} posting times.`,
  loadFailed: 'Your posting schedule could not be loaded.',
  saveFailed: 'Your posting schedule could not be saved. Your choices are kept: try again.',
  saved: 'Posting schedule saved',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Monday first, then by time. */
function rank(slot: FeedSlot): number {
  return ((slot.day + 6) % 7) * 24 * 60 + Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3, 5));
}

/** The schedule without repeated slots, Monday first and by time (a copy). */
export function normalizeSchedule(schedule: readonly FeedSlot[]): FeedSlot[] {
  const seen = new Set<string>();
  const unique: FeedSlot[] = [];
  for (const slot of schedule) {
    const key = `${slot.day} ${slot.time}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ day: slot.day, time: slot.time });
  }
  return unique.sort((a, b) => rank(a) - rank(b));
}

export function hasSlot(schedule: readonly FeedSlot[], slot: FeedSlot): boolean {
  return schedule.some((other) => other.day === slot.day && other.time === slot.time);
}

/** Why `slot` cannot be added to `schedule`, or null when it can. */
export function slotProblem(schedule: readonly FeedSlot[], slot: FeedSlot): string | null {
  if (!TIME.test(slot.time) || !Number.isInteger(slot.day) || slot.day < 0 || slot.day > 6) {
    return feedScheduleMessages.noTime;
  }
  if (hasSlot(schedule, slot)) return feedScheduleMessages.duplicate(slot.day, slot.time);
  if (schedule.length >= FEED_SCHEDULE_MAX_SLOTS) return feedScheduleMessages.full;
  return null;
}

export function addSlot(schedule: readonly FeedSlot[], slot: FeedSlot): FeedSlot[] {
  return normalizeSchedule([...schedule, slot]);
}

export function removeSlot(schedule: readonly FeedSlot[], slot: FeedSlot): FeedSlot[] {
  return schedule.filter((other) => other.day !== slot.day || other.time !== slot.time);
}

/** Whether two schedules hold the same slots (in any order). */
export function sameSchedule(a: readonly FeedSlot[], b: readonly FeedSlot[]): boolean {
  const left = normalizeSchedule(a);
  const right = normalizeSchedule(b);
  return (
    left.length === right.length &&
    left.every((slot, index) => slot.day === right[index]?.day && slot.time === right[index]?.time)
  );
}

/** The slots of one day, by time. */
export function slotsOfDay(schedule: readonly FeedSlot[], day: number): FeedSlot[] {
  return normalizeSchedule(schedule.filter((slot) => slot.day === day));
}

/** How far ahead the post editor looks for the schedule's next free slot. */
export const NEXT_SLOT_HORIZON_DAYS = 28;

/**
 * The schedule's next slot after `now` that no other post takes (issue 19, the post editor's "Next free slot"):
 * `taken` are the instants (UTC ISO) of the account's other scheduled posts; a slot is taken by a post at the same
 * minute. Weekdays and times are in the account's `zone`. Null when the schedule is empty or every slot of the next
 * NEXT_SLOT_HORIZON_DAYS days is taken.
 */
export function nextFreeSlot(
  schedule: readonly FeedSlot[],
  taken: readonly string[],
  now: string | Date | number,
  zone: string,
): { day: DayKey; time: string } | null {
  if (schedule.length === 0) return null;
  const minute = (instant: string | Date | number) => Math.floor(new Date(instant).getTime() / 60_000);
  const busy = new Set(taken.map(minute));
  const after = minute(now);
  const today = todayKey(now, zone);
  for (let offset = 0; offset <= NEXT_SLOT_HORIZON_DAYS; offset += 1) {
    const day = addDays(today, offset);
    for (const slot of slotsOfDay(schedule, weekdayOf(day))) {
      const at = minute(zonedInstant(day, slot.time, zone));
      if (at > after && !busy.has(at)) return { day, time: slot.time };
    }
  }
  return null;
}
