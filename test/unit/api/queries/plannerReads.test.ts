/**
 * The content planner's reads through the data cache (src/api/queries/timeZone.ts, posts.ts; spec 9's 5-minute
 * lifetime): the account's time zone is read once per lifetime, the polled range of posts is always asked again, and
 * a write to the account's posts marks its cached reads stale.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { noCounts } from '../../../../src/domain/calendarCounts.ts';
import type { PostCalls } from '../../../../src/api/posts.ts';
import { createQueryClient } from '../../../../src/api/queries/client.ts';
import { fetchRangePosts, invalidatePosts, postKeys } from '../../../../src/api/queries/posts.ts';
import { plannerLogic } from '../../../../src/features/planner/plannerLogic.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const range = { accountId: 1, start: '2026-06-28T23:00:00.000Z', end: '2026-08-02T23:00:00.000Z' };

function fakeCalls() {
  const getUserTimeZone = vi.fn(() => Promise.resolve('Europe/London'));
  const getCalendarPosts = vi.fn(() => Promise.resolve({ posts: [], total: 0, counts: null }));
  const getCalendarMonth = vi.fn(() =>
    Promise.resolve({ posts: [], total: 0, counts: { days: {}, undated: noCounts() } }),
  );
  return {
    getUserTimeZone,
    getCalendarPosts,
    getCalendarMonth,
    calls: { getUserTimeZone, getCalendarPosts, getCalendarMonth } as unknown as PostCalls,
  };
}

describe("the planner's reads", () => {
  it('a second visit within 5 minutes reads the time zone from the cache; the posts are asked again', async () => {
    const { calls, getUserTimeZone, getCalendarMonth } = fakeCalls();
    const cache = createQueryClient();
    for (let visit = 0; visit < 2; visit += 1) {
      const actor = createActor(plannerLogic({ calls, showToast: () => {}, cache }), {
        input: { accountId: 1 },
      });
      actor.start();
      await flush();
      await flush();
      expect(actor.getSnapshot().context.timeZone).toBe('Europe/London');
      actor.stop();
    }
    expect(getUserTimeZone).toHaveBeenCalledTimes(1);
    // The month view's read (issue 20), asked again on each visit.
    expect(getCalendarMonth).toHaveBeenCalledTimes(2);
  });

  it('an unknown zone from the server falls back to the given zone', async () => {
    const { calls, getUserTimeZone } = fakeCalls();
    getUserTimeZone.mockResolvedValue('Mars/Olympus');
    const log = vi.fn();
    const logic = plannerLogic({
      calls,
      showToast: () => {},
      log,
      cache: createQueryClient(),
      fallbackZone: () => 'UTC',
    });
    const actor = createActor(logic, { input: { accountId: 1 } }).start();
    await flush();
    expect(actor.getSnapshot().context.timeZone).toBe('UTC');
    expect(log).toHaveBeenCalledWith('[planner] the account time zone is unknown here', 'Mars/Olympus');
    actor.stop();
  });

  it('a failed read of the zone shows the failure and Retry reads it again (no calendar in a guessed zone)', async () => {
    const { calls, getUserTimeZone } = fakeCalls();
    getUserTimeZone.mockRejectedValueOnce(new Error('500'));
    const logic = plannerLogic({ calls, showToast: () => {}, log: () => {}, cache: createQueryClient() });
    const actor = createActor(logic, { input: { accountId: 1 } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('timeZoneFailed');
    expect(actor.getSnapshot().context.timeZone).toBe('');
    actor.send({ type: 'data.retry' });
    await flush();
    expect(getUserTimeZone).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.timeZone).toBe('Europe/London');
    actor.stop();
  });

  it('the range read is live (staleTime 0) and a write marks the account’s posts stale', async () => {
    const { calls, getCalendarPosts } = fakeCalls();
    const cache = createQueryClient();
    await fetchRangePosts(calls, range, {}, cache);
    await fetchRangePosts(calls, range, {}, cache);
    expect(getCalendarPosts).toHaveBeenCalledTimes(2);
    cache.setQueryData([...postKeys.account(1), 'other'], []);
    cache.setQueryData([...postKeys.account(2), 'other'], []);
    await invalidatePosts(1, cache);
    expect(cache.getQueryState([...postKeys.account(1), 'other'])?.isInvalidated).toBe(true);
    expect(cache.getQueryState([...postKeys.account(2), 'other'])?.isInvalidated).toBe(false);
  });
});
