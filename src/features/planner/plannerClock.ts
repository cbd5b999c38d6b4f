/**
 * The planner's dates in the account's zone, fast enough for a month of thousands of posts: the same answers as
 * `formatPlannerDate` and `localDayKey` (src/domain/calendar.ts), from one cached Intl formatter per zone and the
 * zone's offset cached per 15-minute UTC slice (every zone's offset, and every change of it, falls on a quarter
 * hour), instead of a new dayjs time-zone conversion for each post.
 */
import { formatPlannerDate } from '../../domain/calendar.ts';

const QUARTER_HOUR_MS = 900_000;

const pad = (value: number) => String(value).padStart(2, '0');

export interface PlannerClock {
  /** 'YYYY-MM-DD hh:mm A' in the zone ('' for no date): spec 9. */
  format: (instant: string | null) => string;
  /** The local day 'YYYY-MM-DD' and hour 'HH' of an instant (epoch ms). */
  place: (epochMs: number) => { dayKey: string; hour: string };
}

export function plannerClock(zone: string): PlannerClock {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();

  /** The wall clock of `epochMs` as a UTC date (its getUTC* parts are the local parts). */
  function wall(epochMs: number): Date {
    const slice = Math.floor(epochMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    let offset = offsets.get(slice);
    if (offset === undefined) {
      const parts: Record<string, number> = {};
      for (const part of formatter.formatToParts(slice)) parts[part.type] = Number(part.value);
      const local = Date.UTC(
        parts.year ?? 1970,
        (parts.month ?? 1) - 1,
        parts.day ?? 1,
        (parts.hour ?? 0) % 24,
        parts.minute ?? 0,
      );
      offset = local - slice;
      offsets.set(slice, offset);
    }
    return new Date(epochMs + offset);
  }

  return {
    format: (instant) => {
      if (instant === null || instant === '') return '';
      const epochMs = Date.parse(instant);
      if (Number.isNaN(epochMs)) return formatPlannerDate(instant, zone);
      const local = wall(epochMs);
      const hours = local.getUTCHours();
      return `${local.toISOString().slice(0, 10)} ${pad(hours % 12 || 12)}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
    },
    place: (epochMs) => {
      const local = wall(epochMs);
      return { dayKey: local.toISOString().slice(0, 10), hour: pad(local.getUTCHours()) };
    },
  };
}
