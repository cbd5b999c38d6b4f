/**
 * The month call's cache (issue 20; src/server/monthCache.ts), on both engines: an answer is kept while the
 * account's posts are the same, and any change to them (a write's own `posts.changed`, one committed late with a
 * lower id) or to the kept rows is a miss; another account's changes are not. Through the API: a month read twice,
 * then a post added, moved and removed, always answers what the database holds.
 */
import { describe, expect, it, vi } from 'vitest';
import { publishPostsChanged } from '../../../src/server/live.ts';
import { MonthCache, accountVersion, type MonthAnswer } from '../../../src/server/monthCache.ts';
import { plannerCalls } from './postSupport.ts';
import { OWNER, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER });
const { post, addPost } = plannerCalls(t);

const answerOf = (json: string): MonthAnswer => ({ rows: 1, json });

describe('MonthCache', () => {
  it("keeps an answer while the account's version holds; another account's change keeps it", async () => {
    const cache = new MonthCache();
    const compute = vi.fn(() => Promise.resolve(answerOf('[1]')));
    const db = t.server.db;
    await cache.answer(db, t.acme, 'may', compute);
    await cache.answer(db, t.acme, 'may', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    const other = (
      await db.query<{ id: number }>('select id from accounts where id <> $1 limit 1', [t.acme])
    )[0]!;
    await db.transaction((tx) => publishPostsChanged(tx, other.id, [1]));
    await cache.answer(db, t.acme, 'may', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(cache.stats).toEqual({ hits: 2, misses: 1 });
  });

  it("a change of the account's posts is a miss, also one committed late with a lower id", async () => {
    const cache = new MonthCache();
    const compute = vi.fn(() => Promise.resolve(answerOf('[2]')));
    const db = t.server.db;
    await cache.answer(db, t.acme, 'june', compute);
    await db.transaction((tx) => publishPostsChanged(tx, t.acme, [7]));
    await cache.answer(db, t.acme, 'june', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    // A change whose id is lower than the newest (its transaction took the id first and committed last).
    const before = await accountVersion(db, t.acme);
    await db.query(
      `insert into live_events (id, account_id, kind, data) overriding system value
       values (-1000 - (select count(*) from live_events), $1, 'posts.changed', '{}')`,
      [t.acme],
    );
    expect(await accountVersion(db, t.acme)).not.toBe(before);
    await cache.answer(db, t.acme, 'june', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps the answers used last, up to its limit', async () => {
    const cache = new MonthCache(2);
    const compute = vi.fn((key: string) => Promise.resolve(answerOf(key)));
    const db = t.server.db;
    for (const key of ['a', 'b', 'a', 'c']) await cache.answer(db, t.acme, key, () => compute(key));
    expect(cache.size).toBe(2);
    // 'b' was used longest ago: it went; 'a' and 'c' stay.
    await cache.answer(db, t.acme, 'a', () => compute('a'));
    await cache.answer(db, t.acme, 'b', () => compute('b'));
    expect(compute.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('POST /auth/getCalendarMonth with the cache', () => {
  const month = async () => {
    const answer = await post('/auth/getCalendarMonth', t.owner.token, {
      account_id: t.acme,
      start: '2000-01-01T00:00:00.000Z',
      end: '2100-01-01T00:00:00.000Z',
      time_zone: 'UTC',
      per_day: 20,
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { data: { posts: { id: number; scheduled_at: string | null }[] } };
  };

  it('answers what the database holds after a post is added, moved and removed', async () => {
    const first = await month();
    expect(await month()).toEqual(first);
    const added = await addPost({ description: 'Cached month, new post' });
    expect(added.status, added.text).toBe(200);
    const id = (added.json as { data: { id: number } }).data.id;
    expect((await month()).data.posts.map((p) => p.id)).toContain(id);

    const to = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const moved = await post('/auth/reschedulePost', t.owner.token, {
      account_id: t.acme,
      post_id: id,
      scheduled_at: to,
    });
    expect(moved.status, moved.text).toBe(200);
    const after = (await month()).data.posts.find((p) => p.id === id);
    expect(after && Date.parse(after.scheduled_at!)).toBe(Date.parse(to));

    const removed = await post('/auth/deletePost', t.owner.token, { account_id: t.acme, post_id: id });
    expect(removed.status, removed.text).toBe(200);
    expect((await month()).data.posts.map((p) => p.id)).not.toContain(id);
  });
});
