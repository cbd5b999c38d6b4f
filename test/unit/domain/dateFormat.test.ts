import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, utcDay, type DateStyle } from '../../../src/domain/dateFormat.ts';
import { rangeText, shortDay } from '../../../src/domain/analytics.ts';

/** What each style said before, through `toLocaleDateString` (a new formatter per call). */
const BEFORE: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  longWeekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  monthYear: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  longMonthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatDate', () => {
  it('says every day of two years as toLocaleDateString did, in every style', () => {
    const first = Date.UTC(2025, 0, 1);
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(first + day * 86_400_000 + (day % 24) * 3_600_000);
      for (const [style, options] of Object.entries(BEFORE) as [DateStyle, Intl.DateTimeFormatOptions][])
        expect(formatDate(date, style), `${style} ${date.toISOString()}`).toBe(
          date.toLocaleDateString('en-GB', options),
        );
    }
  });

  it('gives the words the charts and ranges use', () => {
    expect(shortDay('2026-11-03')).toBe('3 Nov');
    expect(rangeText({ start: '2026-10-01', end: '2026-10-30' })).toBe('1 Oct 2026 – 30 Oct 2026');
    expect(formatDate(utcDay('2026-11-30'), 'weekdayDayMonth')).toBe('Mon 30 Nov');
    expect(formatDate(utcDay('2026-11-04'), 'longWeekdayDayMonth')).toBe('Wednesday 4 November');
    expect(formatDate(utcDay('2026-11-01'), 'longMonthYear')).toBe('November 2026');
  });

  it('makes one formatter per style, not one per date', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    // toLocaleDateString makes a formatter inside the engine on every call, unseen by the spy above.
    const perCall = vi.spyOn(Date.prototype, 'toLocaleDateString');
    for (let day = 1; day <= 28; day += 1) shortDay(`2027-02-${String(day).padStart(2, '0')}`);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    expect(perCall).not.toHaveBeenCalled();
  });

  it('reads an invalid date as toLocaleDateString does instead of throwing', () => {
    expect(formatDate(utcDay('not a day'), 'dayMonth')).toBe(new Date(NaN).toLocaleDateString('en-GB'));
    expect(shortDay('2026-13-45')).toBe('Invalid Date');
  });
});
