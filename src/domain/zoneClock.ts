/**
 * The wall clock of an IANA time zone at an instant, read with the platform's `Intl.DateTimeFormat` (one formatter
 * per zone, kept). dayjs's timezone plugin builds a new formatter for every conversion (`toLocaleString` with a
 * `timeZone`), which made each one cost tens of microseconds: the planner converts every post of a month several
 * times, and generating the planner's model paths spent 9 of its 16 seconds there.
 */

import { AnswerCache } from './answerCache.ts';

/** The local date and time an instant shows in a zone (month 1–12, hour 0–23). */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter; a zone the platform does not know throws a RangeError, as the Intl API does. */
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/**
 * The last clocks read, by zone and instant: the planner reads the same few instants (its posts', its days' edges)
 * on every render and every move; a read through Intl costs a few microseconds, a kept one a lookup.
 */
const clocks = new AnswerCache<WallClock>(4096);

/** The wall clock of `zone` at `epochMs` (a finite number of milliseconds since 1970 UTC). Shared: frozen. */
export function wallClock(epochMs: number, zone: string): WallClock {
  return clocks.answer(`${epochMs} ${zone}`, () => {
    const fields: Record<string, string> = {};
    for (const part of formatOf(zone).formatToParts(epochMs)) fields[part.type] = part.value;
    const year = Number(fields.year);
    return Object.freeze({
      // Years before 1 AD are written '1 BC' (era) and count from 0 downwards in the proleptic calendar.
      year: fields.era === 'BC' ? 1 - year : year,
      month: Number(fields.month),
      day: Number(fields.day),
      hour: Number(fields.hour),
      minute: Number(fields.minute),
      second: Number(fields.second),
    });
  });
}

/** The zone's offset from UTC in minutes at `epochMs` (London in summer: 60, New York in winter: -300). */
export function zoneOffsetMinutes(epochMs: number, zone: string): number {
  const clock = wallClock(epochMs, zone);
  const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  // Date.UTC reads years 0–99 as 1900–1999: setUTCFullYear puts the year back.
  const exact = new Date(shown);
  exact.setUTCFullYear(clock.year);
  return Math.round((exact.getTime() - wholeSecond) / 60_000);
}

const two = (value: number) => String(value).padStart(2, '0');

/** The clock's date as 'YYYY-MM-DD'. */
export const clockDay = (clock: WallClock): string =>
  `${String(clock.year).padStart(4, '0')}-${two(clock.month)}-${two(clock.day)}`;

/** The clock's time as 'HH:mm' (24-hour), or 'hh:mm AM' with `twelveHour`. */
export function clockTime(clock: WallClock, twelveHour = false): string {
  if (!twelveHour) return `${two(clock.hour)}:${two(clock.minute)}`;
  const hour = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${two(hour)}:${two(clock.minute)} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}
