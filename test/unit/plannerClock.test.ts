import { describe, expect, it } from 'vitest';
import { formatPlannerDate, localDayKey, localTime } from '../../src/domain/calendar.ts';
import { plannerClock } from '../../src/features/planner/plannerClock.ts';

const ZONES = [
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
];

describe('plannerClock', () => {
  it.each(ZONES)(
    'answers as formatPlannerDate and localDayKey in %s, across daylight-saving changes',
    (zone) => {
      const clock = plannerClock(zone);
      // Two years in steps of 13 h 34 min 26 s: every hour of the day, both clock changes of each year.
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 48_866_000) {
        const iso = new Date(at).toISOString();
        expect(clock.format(iso)).toBe(formatPlannerDate(iso, zone));
        expect(clock.place(at)).toEqual({
          dayKey: localDayKey(iso, zone),
          hour: localTime(iso, zone).slice(0, 2),
        });
      }
    },
  );

  it('formats the spec 9 way and gives no date for none', () => {
    const clock = plannerClock('Europe/London');
    expect(clock.format('2026-03-29T00:30:00.000Z')).toBe('2026-03-29 12:30 AM');
    expect(clock.format('2026-03-29T01:30:00.000Z')).toBe('2026-03-29 02:30 AM');
    expect(clock.format('2026-10-25T13:05:00.000Z')).toBe('2026-10-25 01:05 PM');
    expect(clock.format(null)).toBe('');
    expect(clock.format('')).toBe('');
  });
});
