/**
 * Dates in the app's words (the dashboard's charts and ranges, the planner's day list), through one
 * `Intl.DateTimeFormat` per style, made on first use (no locale data is read at import). `toLocaleDateString` with
 * options builds a new formatter on every call, about 0.4 ms in Chromium on these machines: a year's chart axis made
 * 365 of them on every range change of the overview, 140 ms of its 310 ms (issue 17's target is 300;
 * docs/benchmarks.md). Day before month (en-GB), in UTC unless a style is local.
 */
const STYLES = {
  /** "3 Nov" */
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  /** "3 Nov 2026" */
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** "Wednesday 4 November" */
  longWeekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  /** "Mon 30 Nov" */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  /** "Nov 2026" */
  monthYear: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** "November 2026" */
  longMonthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formats = new Map<DateStyle, Intl.DateTimeFormat>();

/** `date` in `style`; an invalid date reads 'Invalid Date', as `toLocaleDateString` says it (a formatter throws). */
export function formatDate(date: Date, style: DateStyle): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', STYLES[style]);
    formats.set(style, format);
  }
  return format.format(date);
}

/** A calendar day (`YYYY-MM-DD`) as its midnight in UTC. */
export function utcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
