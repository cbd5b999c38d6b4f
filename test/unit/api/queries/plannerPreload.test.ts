/**
 * The planner's first reads started with the session check (issue 14; src/features/planner/plannerPreload.ts and
 * `preloadRangePosts`): the month the planner opens on is read once, the planner's first read takes that answer
 * while it is younger than one refresh period (spec 2.6's 5 s poll), a refresh always asks the server, and nothing
 * is read for another account than the credentials carry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { noCounts } from '../../../../src/domain/calendarCounts.ts';
import type { PostCalls } from '../../../../src/api/posts.ts';
import { createQueryClient } from '../../../../src/api/queries/client.ts';
import { fetchRangePosts, preloadRangePosts } from '../../../../src/api/queries/posts.ts';
import { timings } from '../../../../src/domain/constants.ts';
import { matchRoute, type RouteMatch } from '../../../../src/domain/routes.ts';
import { plannerLogic } from '../../../../src/features/planner/plannerLogic.ts';
import { preloadPlannerData } from '../../../../src/features/planner/plannerPreload.ts';
import {
  PLANNER_ZONE_KEY,
  storageZoneMemory,
  type ZoneMemory,
} from '../../../../src/features/planner/zoneMemory.ts';
import { memoryStorage } from '../../memoryStorage.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const range = { accountId: 1, start: '2026-06-28T23:00:00.000Z', end: '2026-08-02T23:00:00.000Z' };

function fakeCalls(zone = 'Europe/London') {
  const getUserTimeZone = vi.fn(() => Promise.resolve(zone));
  const getCalendarPosts = vi.fn(() => Promise.resolve({ posts: [], total: 0, counts: null }));
  const getCalendarMonth = vi.fn((_read: unknown, _options?: unknown) =>
    Promise.resolve({ posts: [], total: 0, counts: { days: {}, undated: noCounts() } }),
  );
  return {
    getUserTimeZone,
    getCalendarPosts,
    getCalendarMonth,
    calls: { getUserTimeZone, getCalendarPosts, getCalendarMonth } as unknown as PostCalls,
  };
}

function plannerMatch(path: string): RouteMatch {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
}

afterEach(() => {
  vi.useRealTimers();
});

function zoneMemory(initial: Record<string, string> = {}): ZoneMemory & { items: Map<string, string> } {
  const storage = memoryStorage(initial);
  return { ...storageZoneMemory(() => storage), items: storage.items };
}

/** Today is 15 July 2026. */
const now = () => new Date('2026-07-15T10:00:00.000Z');

/** The read of July 2026's month view in `timeZone` (15 July 2026 is today). */
const julyIn = (timeZone: string, start: string, end: string) => ({
  accountId: 1,
  start,
  end,
  timeZone,
  filter: 'all',
  perDay: 3,
});
const julyInLondon = julyIn('Europe/London', '2026-06-28T23:00:00.000Z', '2026-08-02T23:00:00.000Z');
const julyInNewYork = julyIn('America/New_York', '2026-06-29T04:00:00.000Z', '2026-08-03T04:00:00.000Z');

/** A zone memory holding `zone` as the last one read for `accountId`. */
const remembering = (accountId: number, zone: string) =>
  zoneMemory({ [PLANNER_ZONE_KEY]: JSON.stringify({ accountId, zone }) });

/** The planner of account 1 on `cache`, started and settled (its first reads answered). */
async function startedPlanner(
  calls: PostCalls,
  cache: ReturnType<typeof createQueryClient>,
  memory?: ZoneMemory,
) {
  const actor = createActor(plannerLogic({ calls, showToast: () => {}, cache, now, zoneMemory: memory }), {
    input: { accountId: 1 },
  }).start();
  await flush();
  await flush();
  return actor;
}

describe('a preloaded range of posts', () => {
  it('is what the first read within one refresh period answers; a refresh asks the server', async () => {
    const { calls, getCalendarPosts } = fakeCalls();
    const cache = createQueryClient();
    await preloadRangePosts(calls, range, cache);
    await fetchRangePosts(calls, range, {}, cache);
    expect(getCalendarPosts).toHaveBeenCalledTimes(1);
    await fetchRangePosts(calls, range, { background: true }, cache);
    expect(getCalendarPosts).toHaveBeenCalledTimes(2);
  });

  it('is read again once it is older than one refresh period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls, getCalendarPosts } = fakeCalls();
    const cache = createQueryClient();
    await preloadRangePosts(calls, range, cache);
    vi.setSystemTime(Date.now() + timings.plannerRefresh + 1);
    await fetchRangePosts(calls, range, {}, cache);
    expect(getCalendarPosts).toHaveBeenCalledTimes(2);
  });

  it('a range nobody preloaded is always read from the server', async () => {
    const { calls, getCalendarPosts } = fakeCalls();
    const cache = createQueryClient();
    await fetchRangePosts(calls, range, {}, cache);
    await fetchRangePosts(calls, range, {}, cache);
    expect(getCalendarPosts).toHaveBeenCalledTimes(2);
  });
});

describe("the planner's preload", () => {
  it('reads the zone and the month of today in it; the planner then reads neither again', async () => {
    const { calls, getUserTimeZone, getCalendarMonth } = fakeCalls('Europe/London');
    const cache = createQueryClient();
    await preloadPlannerData(plannerMatch('/1/contentplanner'), { calls, accountId: 1, now, cache });
    expect(getUserTimeZone).toHaveBeenCalledTimes(1);
    // July 2026 as the month view draws it, Monday 29 June to Sunday 2 August, midnights in London (BST): its
    // first three posts a day in every filter, and the counts (issue 20).
    expect(getCalendarMonth).toHaveBeenCalledWith(
      {
        accountId: 1,
        start: '2026-06-28T23:00:00.000Z',
        end: '2026-08-02T23:00:00.000Z',
        timeZone: 'Europe/London',
        filter: 'all',
        perDay: 3,
      },
      expect.anything(),
    );
    const actor = await startedPlanner(calls, cache);
    expect(actor.getSnapshot().context.posts).toEqual([]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(getUserTimeZone).toHaveBeenCalledTimes(1);
    expect(getCalendarMonth).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('reads nothing for another account than the credentials carry, or without one', async () => {
    const { calls, getUserTimeZone } = fakeCalls();
    await preloadPlannerData(plannerMatch('/2/contentplanner'), {
      calls,
      accountId: 1,
      now,
      cache: createQueryClient(),
    });
    await preloadPlannerData(plannerMatch('/1/contentplanner'), {
      calls,
      accountId: null,
      now,
      cache: createQueryClient(),
    });
    expect(getUserTimeZone).not.toHaveBeenCalled();
  });

  it('reads no posts in a zone this browser does not know, and drops a failure', async () => {
    const unknown = fakeCalls('Mars/Olympus');
    await preloadPlannerData(plannerMatch('/1/contentplanner'), {
      ...unknown,
      accountId: 1,
      now,
      cache: createQueryClient(),
    });
    expect(unknown.getCalendarMonth).not.toHaveBeenCalled();
    const failing = fakeCalls();
    failing.getUserTimeZone.mockRejectedValueOnce(new Error('401'));
    await expect(
      preloadPlannerData(plannerMatch('/1/contentplanner'), {
        ...failing,
        accountId: 1,
        now,
        cache: createQueryClient(),
      }),
    ).resolves.toBeUndefined();
    expect(failing.getCalendarMonth).not.toHaveBeenCalled();
  });

  it("reads the month in the zone it read last time beside the zone's own read, once when the zone is the same", async () => {
    const { calls, getUserTimeZone, getCalendarMonth } = fakeCalls('Europe/London');
    let answerZone: (zone: string) => void = () => {};
    getUserTimeZone.mockImplementationOnce(() => new Promise((resolve) => (answerZone = resolve)));
    const memory = remembering(1, 'Europe/London');
    const cache = createQueryClient();
    const preload = preloadPlannerData(plannerMatch('/1/contentplanner'), {
      calls,
      accountId: 1,
      now,
      cache,
      memory,
    });
    // The month is asked for while the zone's read is still out: no round trip in front of it.
    await vi.waitFor(() => expect(getCalendarMonth).toHaveBeenCalledTimes(1));
    expect(getCalendarMonth).toHaveBeenCalledWith(julyInLondon, expect.anything());
    answerZone('Europe/London');
    await preload;
    expect(getCalendarMonth).toHaveBeenCalledTimes(1);
    const actor = await startedPlanner(calls, cache, memory);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(getCalendarMonth).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('reads the month again in the zone the server answers when it changed; the planner reads that one', async () => {
    const { calls, getCalendarMonth } = fakeCalls('America/New_York');
    const memory = remembering(1, 'Europe/London');
    const cache = createQueryClient();
    await preloadPlannerData(plannerMatch('/1/contentplanner'), { calls, accountId: 1, now, cache, memory });
    expect(getCalendarMonth.mock.calls.map(([read]) => read)).toEqual([julyInLondon, julyInNewYork]);
    expect(memory.recall(1)).toBe('America/New_York');
    const actor = await startedPlanner(calls, cache, memory);
    expect(actor.getSnapshot().context.timeZone).toBe('America/New_York');
    expect(getCalendarMonth).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it("does not guess with another account's zone, and the planner's own read remembers the zone", async () => {
    const { calls, getCalendarMonth } = fakeCalls('Asia/Tokyo');
    const memory = remembering(2, 'Europe/London');
    const cache = createQueryClient();
    const actor = await startedPlanner(calls, cache, memory);
    expect(JSON.parse(memory.items.get(PLANNER_ZONE_KEY) ?? 'null')).toEqual({
      accountId: 1,
      zone: 'Asia/Tokyo',
    });
    expect(getCalendarMonth).toHaveBeenCalledTimes(1);
    actor.stop();
    await preloadPlannerData(plannerMatch('/1/contentplanner'), {
      calls,
      accountId: 1,
      now,
      cache: createQueryClient(),
      memory: remembering(2, 'Europe/London'),
    });
    expect(getCalendarMonth.mock.calls.slice(1).map(([read]) => read)).toEqual([
      julyIn('Asia/Tokyo', '2026-06-28T15:00:00.000Z', '2026-08-02T15:00:00.000Z'),
    ]);
  });
});

describe('the zone memory', () => {
  it('recalls the last zone of the same account only, and nothing from an unreadable or refusing storage', () => {
    const memory = zoneMemory();
    expect(memory.recall(1)).toBeNull();
    memory.remember(1, 'Europe/Paris');
    expect(memory.recall(1)).toBe('Europe/Paris');
    expect(memory.recall(2)).toBeNull();
    for (const raw of [
      '{',
      '"Europe/Paris"',
      'null',
      JSON.stringify({ accountId: '1', zone: 'Europe/Paris' }),
    ]) {
      expect(zoneMemory({ [PLANNER_ZONE_KEY]: raw }).recall(1)).toBeNull();
    }
    const refusing = storageZoneMemory(() => ({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    }));
    expect(() => refusing.remember(1, 'Europe/Paris')).not.toThrow();
    expect(refusing.recall(1)).toBeNull();
    expect(storageZoneMemory(() => null).recall(1)).toBeNull();
  });
});
