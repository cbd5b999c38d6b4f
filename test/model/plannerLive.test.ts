/**
 * The planner with the stream of changes (issue 20; machines/planner.machine.ts): while the stream is up it does
 * not refresh every 5 s, it reads its days when the account's posts change (a change during a refresh starts it
 * again), once when the stream opens or is lost, and polls again once it is lost.
 */
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../src/domain/live.ts';
import { deferred, flush } from './harness.ts';
import { ALL, has, start } from './plannerHarness.ts';
import type { Post } from '../../src/domain/posts.ts';

const postsChanged = (accountId: number): { type: 'live.changed'; change: LiveChange } => ({
  type: 'live.changed',
  change: { id: 3, kind: 'posts.changed', accountId, data: { postIds: [1] } },
});

describe('planner: the stream of changes (issue 20)', () => {
  it('the stream opening reads once; then no refresh every 5 s, and a change to the account reads at once', async () => {
    const { actor, clock, loadPosts } = start();
    await flush();
    actor.send({ type: 'live.up' });
    expect(loadPosts).toHaveBeenCalledTimes(2);
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
    clock.increment(60_000);
    expect(loadPosts).toHaveBeenCalledTimes(2);
    actor.send(postsChanged(2));
    expect(loadPosts).toHaveBeenCalledTimes(2);
    actor.send(postsChanged(1));
    expect(loadPosts).toHaveBeenCalledTimes(3);
    expect(has(actor, 'refreshing')).toBe(true);
  });

  it('a change during a refresh starts it again: the answer on its way may have been read before it', async () => {
    const slow = deferred<Post[]>();
    let calls = 0;
    const { actor, loadPosts } = start({ load: () => (calls++ === 0 ? Promise.resolve(ALL) : slow.promise) });
    await flush();
    actor.send({ type: 'live.up' });
    actor.send(postsChanged(1));
    expect(loadPosts).toHaveBeenCalledTimes(3);
    expect(has(actor, 'refreshing')).toBe(true);
  });

  it('a lost stream reads once and the 5 s refresh comes back', async () => {
    const { actor, clock, loadPosts } = start();
    await flush();
    actor.send({ type: 'live.up' });
    await flush();
    actor.send({ type: 'live.down' });
    expect(loadPosts).toHaveBeenCalledTimes(3);
    await flush();
    clock.increment(5000);
    expect(loadPosts).toHaveBeenCalledTimes(4);
  });

  it('an empty calendar follows the stream too', async () => {
    const { actor, clock, loadPosts } = start({ load: () => Promise.resolve([]) });
    await flush();
    expect(has(actor, 'empty')).toBe(true);
    actor.send({ type: 'live.up' });
    await flush();
    clock.increment(30_000);
    expect(loadPosts).toHaveBeenCalledTimes(2);
    actor.send(postsChanged(1));
    expect(loadPosts).toHaveBeenCalledTimes(3);
  });
});
