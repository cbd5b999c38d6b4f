/**
 * The account time zone the planner last read, kept in browser storage (issue 14), so that a reload of the planner
 * reads the month's posts at once instead of after GET /auth/getUserTimeZone: on a slow network that read was a
 * whole round trip in front of the first post on screen. It is a guess the zone's own read confirms (the planner
 * never draws with it): posts read in a zone that turns out wrong sit in the cache under that zone and are not used.
 * One entry, the last account read; logout clears it with the rest of browser storage (spec 4.2).
 */

/** Browser storage key: JSON `{accountId, zone}` of the last account time zone the planner read. */
export const PLANNER_ZONE_KEY = 'plannerZone';

export interface ZoneMemory {
  /** The zone last read for `accountId`, or null (none, another account's, unreadable). */
  recall(accountId: number): string | null;
  remember(accountId: number, zone: string): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The memory in `storage` (the browser's localStorage by default); a storage that refuses (full, private) is ignored. */
export function storageZoneMemory(storage: () => StorageLike | null = browserStorage): ZoneMemory {
  return {
    recall(accountId) {
      try {
        const raw = storage()?.getItem(PLANNER_ZONE_KEY);
        if (!raw) return null;
        const saved = JSON.parse(raw) as { accountId?: unknown; zone?: unknown } | null;
        return saved?.accountId === accountId && typeof saved.zone === 'string' && saved.zone !== ''
          ? saved.zone
          : null;
      } catch {
        return null;
      }
    },
    remember(accountId, zone) {
      try {
        storage()?.setItem(PLANNER_ZONE_KEY, JSON.stringify({ accountId, zone }));
      } catch {
        // Only a faster next load is lost.
      }
    },
  };
}
