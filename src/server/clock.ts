/** The server's notion of "now", injected so tests can move time (session idle timeout). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export function manualClock(start: Date | string = '2025-01-15T09:00:00.000Z'): Clock & {
  advance(ms: number): void;
  set(to: Date | string): void;
} {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (to) => {
      current = new Date(to).getTime();
    },
  };
}

/** The most CLOCK_OFFSET_MS may move the server's clock ahead: one year. */
export const MAX_CLOCK_OFFSET_MS = 366 * 86_400_000;

/**
 * `base` moved `offsetMs` ahead: the demo server's CLOCK_OFFSET_MS (config.ts), so a person or a test can see
 * "tomorrow" (what a post published today does to the next day's figures) on a server started again on the same
 * data.
 */
export function offsetClock(base: Clock, offsetMs: number): Clock {
  return offsetMs === 0 ? base : { now: () => new Date(base.now().getTime() + offsetMs) };
}
