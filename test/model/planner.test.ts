/**
 * Hand-written behaviour of the content planner machine (spec 2.6, 4.1, 4.9; issue 6) with fake effects: loading,
 * views and navigation ranges, the filter, approval (one and bulk), select mode, removal, editing, moving posts.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  plannerMachine,
  postOf,
  type ApprovePostsInput,
  type LoadPostsInput,
  type RemovePostInput,
  type ReschedulePostInput,
  type SavePostInput,
} from '../../machines/planner.machine.ts';
import {
  plannerSamplePosts,
  samplePost as post,
  SAMPLE_NOW as NOW,
  SAMPLE_TODAY as TODAY,
  SAMPLE_ZONE as ZONE,
} from '../../machines/planner.samples.ts';
import { filterPosts, plannerMessages, plannerPostLabel } from '../../src/domain/calendar.ts';
import type { Post } from '../../src/domain/posts.ts';
import { deferred, flush } from './harness.ts';

const pending1 = post(1, '2026-07-03T08:00:00.000Z');
const pending2 = post(2, '2026-07-04T08:00:00.000Z');
const pending3 = post(3, '2026-07-05T08:00:00.000Z');
const approved = post(5, '2026-07-06T08:00:00.000Z', { approved: 1 });
const published = post(4, '2026-06-29T08:00:00.000Z', {
  status: 'POSTED',
  approved: 1,
  channeldata: [{ provider_Id: 1, status: 'POSTED', error: null, externalPostId: 'x', posted_at: null }],
});
const undated = plannerSamplePosts.undated;
const ALL = [pending1, pending2, pending3, approved, published, undated];

interface Options {
  today?: string;
  load?: (input: LoadPostsInput) => Promise<Post[]>;
  approve?: (input: ApprovePostsInput) => Promise<unknown>;
  save?: (input: SavePostInput) => Promise<Post>;
  reschedule?: (input: ReschedulePostInput) => Promise<Post>;
  remove?: (input: RemovePostInput) => Promise<unknown>;
}

function start(options: Options = {}) {
  const loadPosts = vi.fn(options.load ?? (() => Promise.resolve(ALL)));
  const approvePosts = vi.fn(options.approve ?? (() => Promise.resolve(undefined)));
  const savePost = vi.fn(
    options.save ??
      ((input: SavePostInput) =>
        Promise.resolve({
          ...(ALL.find((p) => p.id === input.postId) ?? pending1),
          description: input.description,
          scheduled_at: input.scheduledAt,
        })),
  );
  const reschedulePost = vi.fn(
    options.reschedule ??
      ((input: ReschedulePostInput) =>
        Promise.resolve({
          ...(ALL.find((p) => p.id === input.postId) ?? pending1),
          scheduled_at: input.scheduledAt,
        })),
  );
  const removePost = vi.fn(options.remove ?? (() => Promise.resolve(undefined)));
  const showToast = vi.fn();
  const logFailure = vi.fn();
  const machine = plannerMachine.provide({
    actors: {
      loadPosts: fromPromise(({ input }: { input: LoadPostsInput }) => loadPosts(input)),
      approvePosts: fromPromise(({ input }: { input: ApprovePostsInput }) => approvePosts(input)),
      savePost: fromPromise(({ input }: { input: SavePostInput }) => savePost(input)),
      reschedulePost: fromPromise(({ input }: { input: ReschedulePostInput }) => reschedulePost(input)),
      removePost: fromPromise(({ input }: { input: RemovePostInput }) => removePost(input)),
    },
    actions: {
      showToast: (_, params) => showToast(params),
      logFailure: (_, params) => logFailure(params),
    },
  });
  // The refresh delay runs on this clock: nothing refreshes unless a test moves it.
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { accountId: 1, timeZone: ZONE, today: options.today ?? TODAY },
    clock,
  });
  actor.start();
  return {
    actor,
    clock,
    loadPosts,
    approvePosts,
    savePost,
    reschedulePost,
    removePost,
    showToast,
    logFailure,
  };
}

const has = (actor: ReturnType<typeof start>['actor'], tag: string) => actor.getSnapshot().hasTag(tag);
const postIn = (actor: ReturnType<typeof start>['actor'], id: number) =>
  postOf(actor.getSnapshot().context, id);

describe('loading (spec 4.9)', () => {
  it('loads the month around today, then shows the posts', async () => {
    const { actor, loadPosts } = start();
    expect(has(actor, 'loading')).toBe(true);
    // July 2026 in whole Monday weeks: Monday 29 June to Sunday 2 August, London midnights (BST).
    expect(loadPosts).toHaveBeenCalledWith({
      accountId: 1,
      start: '2026-06-28T23:00:00.000Z',
      end: '2026-08-02T23:00:00.000Z',
    });
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
    expect(actor.getSnapshot().context.posts).toHaveLength(6);
  });

  it('says so when there are no posts', async () => {
    const { actor } = start({ load: () => Promise.resolve([]) });
    await flush();
    expect(has(actor, 'empty')).toBe(true);
    expect(has(actor, 'loaded')).toBe(false);
  });

  it('a failed load is only logged; the user can try again', async () => {
    let fail = true;
    const { actor, logFailure, showToast, loadPosts } = start({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(ALL)),
    });
    await flush();
    expect(has(actor, 'failed')).toBe(true);
    expect(logFailure).toHaveBeenCalledWith({ what: 'loading the posts', error: new Error('offline') });
    expect(showToast).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'data.retry' });
    expect(has(actor, 'loading')).toBe(true);
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
    expect(loadPosts).toHaveBeenCalledTimes(2);
  });
});

describe('views and navigation', () => {
  it('passes the range of each view and move to loadPosts', async () => {
    const { actor, loadPosts } = start();
    await flush();
    const lastRange = () => {
      const input = loadPosts.mock.calls.at(-1)![0];
      return [input.start, input.end];
    };

    actor.send({ type: 'view.changed', view: 'week' });
    expect(has(actor, 'loading')).toBe(true);
    expect(actor.getSnapshot().context.view).toBe('week');
    expect(lastRange()).toEqual(['2026-06-28T23:00:00.000Z', '2026-07-05T23:00:00.000Z']);
    await flush();

    actor.send({ type: 'calendar.next' });
    expect(lastRange()).toEqual(['2026-07-05T23:00:00.000Z', '2026-07-12T23:00:00.000Z']);
    await flush();

    actor.send({ type: 'calendar.dayPicked', dayKey: '2026-07-08' });
    expect(actor.getSnapshot().context).toMatchObject({ view: 'day', cursor: '2026-07-08' });
    expect(lastRange()).toEqual(['2026-07-07T23:00:00.000Z', '2026-07-08T23:00:00.000Z']);
    await flush();

    actor.send({ type: 'calendar.previous' });
    expect(actor.getSnapshot().context.cursor).toBe('2026-07-07');
    await flush();

    actor.send({ type: 'view.changed', view: 'month' });
    await flush();
    actor.send({ type: 'calendar.next' });
    // August 2026: Monday 27 July to Sunday 6 September.
    expect(actor.getSnapshot().context.cursor).toBe('2026-08-01');
    expect(lastRange()).toEqual(['2026-07-26T23:00:00.000Z', '2026-09-06T23:00:00.000Z']);
    await flush();

    actor.send({ type: 'calendar.today', today: '2026-07-02' });
    expect(actor.getSnapshot().context).toMatchObject({ cursor: '2026-07-02', today: '2026-07-02' });
    expect(lastRange()).toEqual(['2026-06-28T23:00:00.000Z', '2026-08-02T23:00:00.000Z']);
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
    expect(loadPosts).toHaveBeenCalledTimes(8);
  });

  it('moving on while loading drops the older answer', async () => {
    const first = deferred<Post[]>();
    const second = deferred<Post[]>();
    const answers = [first, second];
    const { actor, loadPosts } = start({ load: () => answers.shift()!.promise });
    actor.send({ type: 'calendar.next' });
    expect(loadPosts).toHaveBeenCalledTimes(2);
    first.resolve(ALL);
    await flush();
    expect(has(actor, 'loading')).toBe(true);
    second.resolve([]);
    await flush();
    expect(has(actor, 'empty')).toBe(true);
  });

  it('the navigator waits while a modal is open or posts are being selected', async () => {
    const { actor, loadPosts } = start();
    await flush();
    actor.send({ type: 'post.opened', postId: 1 });
    actor.send({ type: 'calendar.next' });
    expect(has(actor, 'viewing')).toBe(true);
    actor.send({ type: 'modal.closed' });
    actor.send({ type: 'selection.started' });
    actor.send({ type: 'view.changed', view: 'day' });
    expect(has(actor, 'selecting')).toBe(true);
    expect(loadPosts).toHaveBeenCalledTimes(1);
  });
});

describe('filter', () => {
  it('changes which loaded posts are drawn, without loading again', async () => {
    const { actor, loadPosts } = start();
    await flush();
    actor.send({ type: 'filter.changed', filter: 'needsApproval' });
    const { context } = actor.getSnapshot();
    expect(context.filter).toBe('needsApproval');
    expect(filterPosts(context.posts, context.filter).map((p) => p.id)).toEqual([1, 2, 3]);
    actor.send({ type: 'filter.changed', filter: 'published' });
    expect(filterPosts(actor.getSnapshot().context.posts, 'published').map((p) => p.id)).toEqual([4]);
    expect(loadPosts).toHaveBeenCalledTimes(1);
    expect(has(actor, 'loaded')).toBe(true);
  });
});

describe('approving', () => {
  it("approves one post after asking: 'Needs approval' becomes 'Scheduled'", async () => {
    const { actor, approvePosts, showToast } = start();
    await flush();
    expect(plannerPostLabel(postIn(actor, 1)!)).toBe('Needs approval');
    actor.send({ type: 'post.opened', postId: 1 });
    expect(has(actor, 'viewing')).toBe(true);
    actor.send({ type: 'approval.requested' });
    expect(has(actor, 'approving')).toBe(true);
    expect(has(actor, 'confirming')).toBe(true);
    expect(approvePosts).not.toHaveBeenCalled();
    actor.send({ type: 'approval.confirmed' });
    expect(has(actor, 'busy')).toBe(true);
    expect(approvePosts).toHaveBeenCalledWith({ accountId: 1, postIds: [1] });
    await flush();
    expect(postIn(actor, 1)!.msp[0]!.approved).toBe(1);
    expect(plannerPostLabel(postIn(actor, 1)!)).toBe('Scheduled');
    expect(postIn(actor, 2)!.msp[0]!.approved).toBe(0);
    expect(has(actor, 'modal')).toBe(false);
    expect(showToast).toHaveBeenCalledWith({ tone: 'success', title: plannerMessages.approved });
  });

  it('a post that does not need approval offers no approval', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'post.opened', postId: 5 });
    actor.send({ type: 'approval.requested' });
    expect(has(actor, 'viewing')).toBe(true);
  });

  it('a failed approval keeps the question open with the reason', async () => {
    const { actor, logFailure } = start({ approve: () => Promise.reject(new Error('500')) });
    await flush();
    actor.send({ type: 'post.opened', postId: 1 });
    actor.send({ type: 'approval.requested' });
    actor.send({ type: 'approval.confirmed' });
    await flush();
    expect(has(actor, 'confirming')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.approveFailed);
    expect(postIn(actor, 1)!.msp[0]!.approved).toBe(0);
    expect(logFailure).toHaveBeenCalled();
  });

  it('bulk-approves three selected posts', async () => {
    const { actor, approvePosts, showToast } = start();
    await flush();
    actor.send({ type: 'selection.started' });
    expect(has(actor, 'selecting')).toBe(true);
    for (const postId of [1, 2, 3]) actor.send({ type: 'post.toggled', postId });
    expect(actor.getSnapshot().context.selection).toEqual([1, 2, 3]);
    actor.send({ type: 'selection.approve' });
    expect(has(actor, 'busy')).toBe(true);
    expect(approvePosts).toHaveBeenCalledWith({ accountId: 1, postIds: [1, 2, 3] });
    await flush();
    for (const id of [1, 2, 3]) expect(plannerPostLabel(postIn(actor, id)!)).toBe('Scheduled');
    expect(showToast).toHaveBeenCalledWith({ tone: 'success', title: '3 posts approved' });
    expect(has(actor, 'selecting')).toBe(false);
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });

  it('a failed bulk approval keeps the selection', async () => {
    const { actor, showToast } = start({ approve: () => Promise.reject(new Error('500')) });
    await flush();
    actor.send({ type: 'selection.started' });
    actor.send({ type: 'post.toggled', postId: 2 });
    actor.send({ type: 'selection.approve' });
    await flush();
    expect(has(actor, 'selecting')).toBe(true);
    expect(actor.getSnapshot().context.selection).toEqual([2]);
    expect(showToast).toHaveBeenCalledWith({ tone: 'error', title: plannerMessages.approveFailed });
  });
});

describe('select-posts mode', () => {
  it('selects only posts that need approval', async () => {
    const { actor, approvePosts } = start();
    await flush();
    actor.send({ type: 'selection.started' });
    actor.send({ type: 'post.toggled', postId: 4 }); // published
    actor.send({ type: 'post.toggled', postId: 5 }); // already approved
    actor.send({ type: 'post.toggled', postId: 99 }); // not on the calendar
    expect(actor.getSnapshot().context.selection).toEqual([]);
    actor.send({ type: 'selection.approve' });
    expect(approvePosts).not.toHaveBeenCalled();
    actor.send({ type: 'post.toggled', postId: 1 });
    actor.send({ type: 'post.toggled', postId: 2 });
    actor.send({ type: 'post.toggled', postId: 1 });
    expect(actor.getSnapshot().context.selection).toEqual([2]);
    actor.send({ type: 'selection.cleared' });
    expect(has(actor, 'selecting')).toBe(false);
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });
});

describe('removing', () => {
  it('asks first; closing keeps the post, confirming removes it', async () => {
    const { actor, removePost, showToast } = start({ load: () => Promise.resolve([pending1, approved]) });
    await flush();
    actor.send({ type: 'post.opened', postId: 1 });
    actor.send({ type: 'removal.requested' });
    expect(has(actor, 'removing')).toBe(true);
    expect(has(actor, 'confirming')).toBe(true);
    expect(removePost).not.toHaveBeenCalled();
    actor.send({ type: 'modal.closed' });
    expect(has(actor, 'modal')).toBe(false);
    expect(postIn(actor, 1)).toBeDefined();

    actor.send({ type: 'post.opened', postId: 1 });
    actor.send({ type: 'removal.requested' });
    actor.send({ type: 'removal.confirmed' });
    expect(removePost).toHaveBeenCalledWith({ accountId: 1, postId: 1 });
    await flush();
    expect(postIn(actor, 1)).toBeUndefined();
    expect(has(actor, 'loaded')).toBe(true);
    expect(showToast).toHaveBeenCalledWith({ tone: 'success', title: plannerMessages.removed });

    actor.send({ type: 'post.opened', postId: 5 });
    actor.send({ type: 'removal.requested' });
    actor.send({ type: 'removal.confirmed' });
    await flush();
    expect(has(actor, 'empty')).toBe(true);
  });

  it('a failed removal says so and can be tried again', async () => {
    let fail = true;
    const { actor, removePost } = start({
      remove: () => (fail ? Promise.reject(new Error('500')) : Promise.resolve(undefined)),
    });
    await flush();
    actor.send({ type: 'post.opened', postId: 6 });
    expect(has(actor, 'unscheduled')).toBe(true);
    actor.send({ type: 'removal.requested' });
    actor.send({ type: 'removal.confirmed' });
    await flush();
    expect(has(actor, 'removeFailed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.removeFailed);
    expect(postIn(actor, 6)).toBeDefined();
    fail = false;
    actor.send({ type: 'removal.confirmed' });
    await flush();
    expect(removePost).toHaveBeenCalledTimes(2);
    expect(postIn(actor, 6)).toBeUndefined();
  });
});

describe('editing', () => {
  it('a failed save keeps everything the user typed', async () => {
    let fail = true;
    const { actor, savePost, logFailure } = start({
      save: (input) =>
        fail
          ? Promise.reject(new Error('500'))
          : Promise.resolve({ ...pending1, description: input.description, scheduled_at: input.scheduledAt }),
    });
    await flush();
    actor.send({ type: 'post.opened', postId: 1 });
    actor.send({ type: 'edit.started' });
    expect(has(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual({
      postId: 1,
      description: 'Fresh bread, batch 1',
      day: '2026-07-03',
      time: '09:00',
      channels: [1],
    });
    actor.send({ type: 'edit.changed', description: 'Croissants at eight, all week', time: '07:30' });
    actor.send({ type: 'edit.changed', channels: [1, 3] });
    actor.send({ type: 'edit.save', now: NOW });
    expect(has(actor, 'busy')).toBe(true);
    expect(savePost).toHaveBeenCalledWith({
      accountId: 1,
      postId: 1,
      description: 'Croissants at eight, all week',
      scheduledAt: '2026-07-03T06:30:00.000Z',
      channels: [1, 3],
    });
    await flush();
    expect(has(actor, 'editing')).toBe(true);
    expect(has(actor, 'saveFailed')).toBe(true);
    expect(actor.getSnapshot().context.draft).toMatchObject({
      description: 'Croissants at eight, all week',
      time: '07:30',
      channels: [1, 3],
    });
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.saveFailed);
    expect(postIn(actor, 1)!.description).toBe('Fresh bread, batch 1');
    expect(logFailure).toHaveBeenCalled();

    fail = false;
    actor.send({ type: 'edit.save', now: NOW });
    await flush();
    expect(has(actor, 'modal')).toBe(false);
    expect(postIn(actor, 1)!.description).toBe('Croissants at eight, all week');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('checks the draft before saving: text, whole date and time, not in the past', async () => {
    const { actor, savePost } = start();
    await flush();
    actor.send({ type: 'post.opened', postId: 1 });
    actor.send({ type: 'edit.started' });
    actor.send({ type: 'edit.changed', description: '   ' });
    actor.send({ type: 'edit.save', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.descriptionMissing);
    actor.send({ type: 'edit.changed', description: 'Rye', time: '' });
    actor.send({ type: 'edit.save', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.scheduleIncomplete);
    actor.send({ type: 'edit.changed', day: '2026-07-01', time: '10:59' });
    actor.send({ type: 'edit.save', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.scheduleInPast);
    expect(savePost).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.draft?.description).toBe('Rye');
    actor.send({ type: 'modal.closed' });
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('an unscheduled post opens its own modal and can be given a date', async () => {
    const { actor, savePost } = start();
    await flush();
    actor.send({ type: 'post.opened', postId: 6 });
    expect(has(actor, 'unscheduled')).toBe(true);
    actor.send({ type: 'edit.started' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ postId: 6, day: '', time: '', channels: [] });
    actor.send({ type: 'edit.changed', day: '2026-07-10', time: '12:00', channels: [4] });
    actor.send({ type: 'edit.save', now: NOW });
    expect(savePost).toHaveBeenCalledWith(
      expect.objectContaining({ scheduledAt: '2026-07-10T11:00:00.000Z' }),
    );
    await flush();
    expect(postIn(actor, 6)!.scheduled_at).toBe('2026-07-10T11:00:00.000Z');
  });
});

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

describe('new posts and live statuses', () => {
  it('a new post opens the edit modal empty on the chosen day, also from an empty calendar', async () => {
    const { actor, savePost } = start({ load: () => Promise.resolve([]) });
    await flush();
    expect(has(actor, 'empty')).toBe(true);
    actor.send({ type: 'post.composeStarted', dayKey: '2026-07-10' });
    expect(has(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual({
      postId: null,
      description: '',
      day: '2026-07-10',
      time: '',
      channels: [],
    });
    actor.send({ type: 'edit.changed', description: 'Fresh bread', time: '09:30', channels: [1, 3] });
    actor.send({ type: 'edit.save', now: '2026-07-01T10:00:00.000Z' });
    expect(savePost).toHaveBeenCalledWith({
      accountId: 1,
      postId: null,
      description: 'Fresh bread',
      scheduledAt: '2026-07-10T08:30:00.000Z',
      channels: [1, 3],
    });
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
  });

  it('fetches the shown posts again every 5 s while browsing, keeping the calendar', async () => {
    let answer: Post[] = ALL;
    const { actor, clock, loadPosts } = start({ load: () => Promise.resolve(answer) });
    await flush();
    expect(loadPosts).toHaveBeenCalledTimes(1);
    clock.increment(4999);
    expect(loadPosts).toHaveBeenCalledTimes(1);
    answer = ALL.slice(0, 2);
    clock.increment(1);
    expect(loadPosts).toHaveBeenCalledTimes(2);
    expect(has(actor, 'refreshing')).toBe(true);
    expect(actor.getSnapshot().context.posts).toHaveLength(6);
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
    expect(actor.getSnapshot().context.posts).toHaveLength(2);
  });

  it('does not refresh while a modal is open', async () => {
    const { actor, clock, loadPosts } = start();
    await flush();
    actor.send({ type: 'post.opened', postId: ALL[0]!.id });
    clock.increment(20_000);
    expect(loadPosts).toHaveBeenCalledTimes(1);
  });

  it('a click during a background refresh is not lost', async () => {
    const slow = deferred<Post[]>();
    let calls = 0;
    const { actor, clock } = start({ load: () => (calls++ === 0 ? Promise.resolve(ALL) : slow.promise) });
    await flush();
    clock.increment(5000);
    expect(has(actor, 'refreshing')).toBe(true);
    actor.send({ type: 'post.composeStarted' });
    expect(has(actor, 'editing')).toBe(true);
    slow.resolve([]);
    await flush();
    expect(has(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context.posts).toHaveLength(6);
  });

  it('a published post opens for viewing but not for editing', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'post.opened', postId: published.id });
    expect(has(actor, 'viewing')).toBe(true);
    actor.send({ type: 'edit.started' });
    expect(has(actor, 'viewing')).toBe(true);
    expect(has(actor, 'editing')).toBe(false);
    actor.send({ type: 'modal.closed' });
    actor.send({ type: 'post.opened', postId: pending1.id });
    actor.send({ type: 'edit.started' });
    expect(has(actor, 'editing')).toBe(true);
  });
});
