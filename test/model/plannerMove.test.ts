/**
 * Moving posts in the content planner machine (spec 2.6, issues 6 and 14) with fake effects (plannerHarness.ts): by
 * drag and drop (`post.moved`) and with the keyboard (`move.lifted`, `move.aimed`, `move.dropped`,
 * `move.cancelled`; domain plannerMove.ts), never into the past nor a published post, one move at a time. The
 * rest of the planner: planner.test.ts and plannerLive.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_NOW as NOW, SAMPLE_TODAY as TODAY } from '../../machines/planner.samples.ts';
import { plannerMessages } from '../../src/domain/calendar.ts';
import { moveAnnouncementText } from '../../src/domain/plannerMove.ts';
import type { Post } from '../../src/domain/posts.ts';
import { deferred, flush } from './harness.ts';
import { ALL, has, pending1, post, postIn, published, start } from './plannerHarness.ts';

describe('moving posts (drag and drop, keyboard)', () => {
  it('refuses a move into the past', async () => {
    const { actor, reschedulePost, showToast } = start();
    await flush();
    actor.send({ type: 'post.moved', postId: 1, dayKey: '2026-06-30', now: NOW });
    // Today, but an hour before now (11:00 in London).
    actor.send({ type: 'post.moved', postId: 1, dayKey: TODAY, time: '10:00', now: NOW });
    expect(reschedulePost).not.toHaveBeenCalled();
    expect(postIn(actor, 1)!.scheduled_at).toBe(pending1.scheduled_at);
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(showToast).toHaveBeenCalledWith({ tone: 'error', title: plannerMessages.moveIntoPast });
    expect(has(actor, 'moving')).toBe(false);
  });

  it('refuses to move a published post', async () => {
    const { actor, reschedulePost, showToast } = start();
    await flush();
    actor.send({ type: 'post.moved', postId: 4, dayKey: '2026-07-10', now: NOW });
    expect(reschedulePost).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({ tone: 'error', title: plannerMessages.moveNotAllowed });
  });

  it('moves at once, keeps the local time, and tells the server', async () => {
    const answer = deferred<Post>();
    const { actor, reschedulePost } = start({ reschedule: () => answer.promise });
    await flush();
    actor.send({ type: 'post.moved', postId: 1, dayKey: '2026-07-10', now: NOW });
    expect(has(actor, 'moving')).toBe(true);
    expect(postIn(actor, 1)!.scheduled_at).toBe('2026-07-10T08:00:00.000Z');
    expect(reschedulePost).toHaveBeenCalledWith({
      accountId: 1,
      postId: 1,
      scheduledAt: '2026-07-10T08:00:00.000Z',
    });
    answer.resolve({ ...pending1, scheduled_at: '2026-07-10T08:00:00.000Z' });
    await flush();
    expect(has(actor, 'moving')).toBe(false);
    expect(postIn(actor, 1)!.scheduled_at).toBe('2026-07-10T08:00:00.000Z');
  });

  it('moves back when the server refuses', async () => {
    const { actor, showToast, logFailure } = start({ reschedule: () => Promise.reject(new Error('409')) });
    await flush();
    actor.send({ type: 'post.moved', postId: 1, dayKey: '2026-07-10', time: '15:00', now: NOW });
    expect(postIn(actor, 1)!.scheduled_at).toBe('2026-07-10T14:00:00.000Z');
    await flush();
    expect(postIn(actor, 1)!.scheduled_at).toBe(pending1.scheduled_at);
    expect(actor.getSnapshot().context.move).toBeNull();
    expect(showToast).toHaveBeenCalledWith({ tone: 'error', title: plannerMessages.moveFailed });
    expect(logFailure).toHaveBeenCalled();
  });

  it('keeps the local wall-clock time across the autumn clock change', async () => {
    const saturday = post(7, '2026-10-24T08:30:00.000Z'); // 09:30 BST
    const { actor, reschedulePost } = start({ today: '2026-10-20', load: () => Promise.resolve([saturday]) });
    await flush();
    actor.send({ type: 'post.moved', postId: 7, dayKey: '2026-10-26', now: '2026-10-20T09:00:00.000Z' });
    expect(reschedulePost).toHaveBeenCalledWith(
      expect.objectContaining({ scheduledAt: '2026-10-26T09:30:00.000Z' }), // 09:30 GMT
    );
  });

  it('a post without a date dropped on a day gets 09:00', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'post.moved', postId: 6, dayKey: '2026-07-02', now: NOW });
    expect(postIn(actor, 6)!.scheduled_at).toBe('2026-07-02T08:00:00.000Z');
  });
});

describe('moving a post with the keyboard (domain plannerMove.ts)', () => {
  const spoken = (actor: ReturnType<typeof start>['actor'], text = '') => {
    const { announcement, view } = actor.getSnapshot().context;
    return moveAnnouncementText(announcement, view, text);
  };

  it('picks a post up on its own day, aims with the arrows within the shown days, and drops it with Enter', async () => {
    const { actor, reschedulePost } = start();
    await flush();
    actor.send({ type: 'move.lifted', postId: 1 });
    expect(has(actor, 'lifted')).toBe(true);
    // The month view picks a day (no time); the post keeps its local time when dropped.
    expect(actor.getSnapshot().context.lift).toEqual({ postId: 1, dayKey: '2026-07-03' });
    expect(spoken(actor, 'Fresh bread')).toBe(
      'Moving "Fresh bread" from 2026-07-03. Use the arrow keys to choose a day, Enter to drop, Escape to cancel.',
    );
    actor.send({ type: 'move.aimed', key: 'ArrowRight' });
    actor.send({ type: 'move.aimed', key: 'ArrowDown' }); // a week later
    expect(actor.getSnapshot().context.lift?.dayKey).toBe('2026-07-11');
    expect(spoken(actor)).toBe('Move to 2026-07-11.');
    for (let step = 0; step < 6; step += 1) actor.send({ type: 'move.aimed', key: 'ArrowDown' });
    // July's month view ends on Sunday 2 August.
    expect(actor.getSnapshot().context.lift?.dayKey).toBe('2026-08-02');
    actor.send({ type: 'move.aimed', key: 'ArrowUp' });
    actor.send({ type: 'move.dropped', now: NOW });
    expect(reschedulePost).toHaveBeenCalledWith({
      accountId: 1,
      postId: 1,
      scheduledAt: '2026-07-26T08:00:00.000Z',
    });
    expect(has(actor, 'moving')).toBe(true);
    expect(actor.getSnapshot().context.lift).toBeNull();
    expect(spoken(actor)).toBe('Post moved to 2026-07-26.');
  });

  it('a post picked up while the last move is saved is answered with a wait, and can be once it is saved', async () => {
    const answer = deferred<Post>();
    const { actor } = start({ reschedule: () => answer.promise });
    await flush();
    actor.send({ type: 'post.moved', postId: 1, dayKey: '2026-07-10', now: NOW });
    // A published post is not picked up at any time: nothing new is said for it.
    actor.send({ type: 'move.lifted', postId: published.id });
    expect(spoken(actor)).toBe('Post moved to 2026-07-10.');
    actor.send({ type: 'move.lifted', postId: 2 });
    expect(has(actor, 'moving')).toBe(true);
    expect(actor.getSnapshot().context.lift).toBeNull();
    expect(spoken(actor)).toBe('The last move is still being saved. Try again in a moment.');
    // Asked again, it is said again: a new announcement (the page re-renders its live region for each one).
    const first = actor.getSnapshot().context.announcement;
    actor.send({ type: 'move.lifted', postId: 2 });
    expect(actor.getSnapshot().context.announcement).toEqual(first);
    expect(actor.getSnapshot().context.announcement).not.toBe(first);
    answer.resolve({ ...pending1, scheduled_at: '2026-07-10T08:00:00.000Z' });
    await flush();
    actor.send({ type: 'move.lifted', postId: 2 });
    expect(has(actor, 'lifted')).toBe(true);
  });

  it('Escape puts the post back; a published post or one without a date is not picked up', async () => {
    const { actor, reschedulePost } = start();
    await flush();
    actor.send({ type: 'move.lifted', postId: published.id });
    actor.send({ type: 'move.lifted', postId: 6 });
    expect(has(actor, 'lifted')).toBe(false);
    actor.send({ type: 'move.lifted', postId: 1 });
    actor.send({ type: 'move.aimed', key: 'ArrowRight' });
    actor.send({ type: 'move.cancelled' });
    expect(has(actor, 'lifted')).toBe(false);
    expect(spoken(actor)).toBe('Move cancelled.');
    const cancelled = actor.getSnapshot().context.announcement;
    actor.send({ type: 'move.lifted', postId: 1 });
    actor.send({ type: 'move.cancelled' });
    expect(actor.getSnapshot().context.announcement).toEqual(cancelled);
    expect(actor.getSnapshot().context.announcement).not.toBe(cancelled);
    expect(reschedulePost).not.toHaveBeenCalled();
    expect(postIn(actor, 1)!.scheduled_at).toBe(pending1.scheduled_at);
  });

  it('refuses a drop into the past, with the toast, and ends the move', async () => {
    const { actor, reschedulePost, showToast } = start();
    await flush();
    actor.send({ type: 'move.lifted', postId: 1 });
    actor.send({ type: 'move.aimed', key: 'ArrowUp' }); // the first shown day, 29 June: before today
    actor.send({ type: 'move.dropped', now: NOW });
    expect(reschedulePost).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({ tone: 'error', title: plannerMessages.moveIntoPast });
    expect(spoken(actor)).toBe('The post cannot move to 2026-06-29.');
    expect(has(actor, 'lifted')).toBe(false);
  });

  it('in the week view Up and Down choose the hour, and the post then starts on the hour', async () => {
    const { actor, reschedulePost } = start();
    await flush();
    actor.send({ type: 'view.changed', view: 'week' });
    await flush();
    actor.send({ type: 'move.lifted', postId: 1 }); // 09:00 in London on Friday 3 July
    expect(actor.getSnapshot().context.lift).toEqual({ postId: 1, dayKey: '2026-07-03', time: '09:00' });
    actor.send({ type: 'move.aimed', key: 'ArrowDown' });
    actor.send({ type: 'move.aimed', key: 'ArrowRight' });
    actor.send({ type: 'move.aimed', key: 'ArrowRight' });
    actor.send({ type: 'move.aimed', key: 'ArrowRight' }); // the week ends on Sunday 5 July
    actor.send({ type: 'move.dropped', now: NOW });
    expect(reschedulePost).toHaveBeenCalledWith(
      expect.objectContaining({ scheduledAt: '2026-07-05T09:00:00.000Z' }), // 10:00 BST
    );
  });

  it('goes on through a background refresh; a post published meanwhile is not moved; moving on drops it', async () => {
    const nowPublished = { ...published, id: 1, scheduled_at: pending1.scheduled_at };
    let answer: Post[] = ALL;
    const { actor, clock, reschedulePost, showToast } = start({ load: () => Promise.resolve(answer) });
    await flush();
    actor.send({ type: 'move.lifted', postId: 1 });
    answer = [nowPublished];
    clock.increment(5000);
    expect(has(actor, 'refreshing')).toBe(true);
    actor.send({ type: 'move.aimed', key: 'ArrowRight' });
    await flush();
    expect(has(actor, 'lifted')).toBe(true);
    expect(actor.getSnapshot().context.lift?.dayKey).toBe('2026-07-04');
    actor.send({ type: 'move.dropped', now: NOW });
    expect(reschedulePost).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({ tone: 'error', title: plannerMessages.moveNotAllowed });

    answer = ALL;
    actor.send({ type: 'calendar.next' });
    await flush();
    actor.send({ type: 'move.lifted', postId: 1 });
    actor.send({ type: 'calendar.previous' });
    expect(actor.getSnapshot().context.lift).toBeNull();
  });
});
