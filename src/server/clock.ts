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
