/**
 * The zone clock (src/domain/zoneClock.ts) against dayjs's timezone plugin, which the calendar used before: the same
 * wall clock and offset for any instant in zones with daylight saving, half- and quarter-hour offsets and a
 * half-hour DST shift; and the calendar's formatters that now use it.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlannerDate, localDayKey, localTime, zonedInstant } from '../../../src/domain/calendar.ts';
import { wallClock, zoneOffsetMinutes } from '../../../src/domain/zoneClock.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'America/Sao_Paulo',
] as const;

/**
 * 1970 to 2100, to the millisecond. (Before 1970 dayjs-timezone is off by a minute for an instant with milliseconds:
 * it rounds a negative difference; the calendar never meets such dates.)
 */
const instants = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });
const zones = fc.constantFrom(...ZONES);

describe('the wall clock of a zone', () => {
  it('shows what dayjs-timezone shows, for any instant and zone', () => {
    fc.assert(
      fc.property(instants, zones, (epochMs, zone) => {
        const clock = wallClock(epochMs, zone);
        const shown = `${clock.year}-${clock.month}-${clock.day} ${clock.hour}:${clock.minute}:${clock.second}`;
        expect(shown).toBe(dayjs(epochMs).tz(zone).format('YYYY-M-D H:m:s'));
        expect(zoneOffsetMinutes(epochMs, zone)).toBe(dayjs(epochMs).tz(zone).utcOffset());
      }),
      { numRuns: 3000, seed: 14_014 },
    );
  });

  it('knows midnight as hour 0, offsets of a quarter hour, and the hour a clock change skips', () => {
    expect(wallClock(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), 'Asia/Kathmandu')).toBe(345);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'America/New_York')).toBe(-300);
    // London, 2026-03-29: 01:00 GMT is 02:00 BST.
    expect(wallClock(Date.UTC(2026, 2, 29, 0, 59, 59), 'Europe/London').hour).toBe(0);
    expect(wallClock(Date.UTC(2026, 2, 29, 1, 0, 0), 'Europe/London').hour).toBe(2);
  });

  it('refuses a zone the platform does not know', () => {
    expect(() => wallClock(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('the calendar formatters on it', () => {
  it('write what dayjs-timezone wrote, for any instant and zone', () => {
    fc.assert(
      fc.property(instants, zones, (epochMs, zone) => {
        const iso = new Date(epochMs).toISOString();
        expect(localDayKey(iso, zone)).toBe(dayjs(iso).tz(zone).format('YYYY-MM-DD'));
        expect(localTime(epochMs, zone)).toBe(dayjs(epochMs).tz(zone).format('HH:mm'));
        expect(formatPlannerDate(iso, zone)).toBe(dayjs(iso).tz(zone).format('YYYY-MM-DD hh:mm A'));
      }),
      { numRuns: 2000, seed: 14_015 },
    );
  });

  it('turn every wall-clock minute back into an instant that shows it (or the skipped hour moved forward)', () => {
    fc.assert(
      fc.property(instants, zones, (epochMs, zone) => {
        const day = localDayKey(epochMs, zone);
        const time = localTime(epochMs, zone);
        const instant = zonedInstant(day, time, zone);
        // A repeated time is its first occurrence: never later than the instant it came from.
        expect(Date.parse(instant)).toBeLessThanOrEqual(Math.floor(epochMs / 60_000) * 60_000);
        expect(`${localDayKey(instant, zone)} ${localTime(instant, zone)}`).toBe(`${day} ${time}`);
      }),
      { numRuns: 2000, seed: 14_016 },
    );
  });

  it('answer "Invalid Date" for an instant that is not one, as dayjs did', () => {
    expect(localDayKey('not a date', 'Europe/London')).toBe('Invalid Date');
    expect(formatPlannerDate('not a date', 'Europe/London')).toBe('Invalid Date');
    expect(formatPlannerDate('', 'Europe/London')).toBe('');
  });
});
