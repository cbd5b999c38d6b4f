/**
 * The month call's answers kept per server instance (issue 20): a planner month is the heaviest read the app makes
 * (about 30 ms of database time for 2,000 posts), and the same month is asked for again and again: by every tab of
 * the account's members, on every stream reconnect, and by each tab once more when a change arrives.
 *
 * An answer stays good while the account's posts are the same. Every write to posts and their channels publishes
 * its change (src/server/live.ts `publishPostsChanged`) in the same transaction, so the account's rows in
 * `live_events` change exactly when its posts may have: the version of an entry is their count and newest id, read
 * BEFORE the month (a write that commits in between makes the stored answer newer than its version: the next call
 * misses, never the other way round). Count and id, not the id alone: ids are taken when a transaction starts, so a
 * change that commits late can carry a lower id than the newest; the count still moves. Pruning old rows moves it
 * too (a miss, never a stale answer). This holds across instances without any message between them: each instance
 * checks the database.
 *
 * The cache keeps the MONTH_CACHE_ENTRIES answers used last (at most about 100 KB each: 20 MB); the environment's
 * MONTH_CACHE_ENTRIES changes it (0: every call computed, as the load bench measures for comparison).
 */
import type { Queryable } from './db.ts';

export const MONTH_CACHE_ENTRIES = 200;

export interface MonthAnswer {
  rows: number;
  json: string;
}

/** The version of an account's posts: the count and newest id of its changes still kept. */
export async function accountVersion(db: Queryable, accountId: number): Promise<string> {
  const [row] = await db.query<{ n: number; newest: string | null }>(
    'select count(*)::int as n, max(id)::text as newest from live_events where account_id = $1',
    [accountId],
  );
  return `${row?.n ?? 0}:${row?.newest ?? ''}`;
}

export class MonthCache {
  private readonly entries = new Map<string, { version: string; answer: MonthAnswer }>();
  /** Calls answered from the cache and computed (for tests and the bench). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly limit: number = MONTH_CACHE_ENTRIES) {}

  /** The answer for `key` of `accountId`: the kept one while the account's version holds, else `compute`'s. */
  async answer(
    db: Queryable,
    accountId: number,
    key: string,
    compute: () => Promise<MonthAnswer>,
  ): Promise<MonthAnswer> {
    const version = await accountVersion(db, accountId);
    const id = `${accountId}\n${key}`;
    const kept = this.entries.get(id);
    // Used last goes last (a Map keeps insertion order): the first entry is the one to drop.
    this.entries.delete(id);
    if (kept && kept.version === version) {
      this.stats.hits += 1;
      this.entries.set(id, kept);
      return kept.answer;
    }
    this.stats.misses += 1;
    const answer = await compute();
    if (this.limit === 0) return answer;
    this.entries.set(id, { version, answer });
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }
}
