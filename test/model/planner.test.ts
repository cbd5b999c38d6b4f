/**
 * Hand-written behaviour of the content planner machine (spec 2.6, 4.1, 4.9; issues 6 and 13) with fake effects
 * (plannerHarness.ts): the time zone read first, loading, views and navigation ranges, the filter, bulk approval and
 * select mode, new posts and the live refresh. Moving posts (drag and drop, the keyboard) is plannerMove.test.ts;
 * what is done in a post's modal (view, edit, approve, remove) is the post editor's: postEditor.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_NOW as NOW } from '../../machines/planner.samples.ts';
import { filterPosts, plannerMessages, plannerPostLabel } from '../../src/domain/calendar.ts';
import type { Post } from '../../src/domain/posts.ts';
import { deferred, flush } from './harness.ts';
import { ALL, has, pending1, post, postIn, start } from './plannerHarness.ts';
import { noCounts } from '../../src/domain/calendarCounts.ts';

describe('loading (spec 4.9)', () => {
  it('loads the month around today, then shows the posts', async () => {
    const { actor, loadPosts } = start();
    expect(has(actor, 'loading')).toBe(true);
    // July 2026 in whole Monday weeks: Monday 29 June to Sunday 2 August, London midnights (BST).
    expect(loadPosts).toHaveBeenCalledWith({
      accountId: 1,
      start: '2026-06-28T23:00:00.000Z',
      end: '2026-08-02T23:00:00.000Z',
      view: 'month',
      timeZone: 'Europe/London',
      filter: 'all',
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
  it('in the week and day views changes which loaded posts are drawn, without loading again', async () => {
    const { actor, loadPosts } = start();
    await flush();
    actor.send({ type: 'view.changed', view: 'week' });
    await flush();
    expect(loadPosts).toHaveBeenCalledTimes(2);
    actor.send({ type: 'filter.changed', filter: 'needsApproval' });
    const { context } = actor.getSnapshot();
    expect(context.filter).toBe('needsApproval');
    expect(filterPosts(context.posts, context.filter).map((p) => p.id)).toEqual([1, 2, 3]);
    actor.send({ type: 'filter.changed', filter: 'published' });
    expect(filterPosts(actor.getSnapshot().context.posts, 'published').map((p) => p.id)).toEqual([4]);
    expect(loadPosts).toHaveBeenCalledTimes(2);
    expect(has(actor, 'loaded')).toBe(true);
  });

  it("in the month view reads the filter's first posts of each day (issue 20)", async () => {
    const { actor, loadPosts } = start();
    await flush();
    actor.send({ type: 'filter.changed', filter: 'needsApproval' });
    expect(has(actor, 'loading')).toBe(true);
    expect(loadPosts).toHaveBeenCalledTimes(2);
    expect(loadPosts.mock.calls.at(-1)![0]).toMatchObject({ view: 'month', filter: 'needsApproval' });
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
  });

  it('a filter with none of the shown posts still shows the calendar, not "no posts"', async () => {
    const counted = { posts: [], total: 12, counts: { days: {}, undated: noCounts() } };
    const { actor } = start({ load: () => Promise.resolve(counted) });
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
    expect(has(actor, 'empty')).toBe(false);
  });
});

describe('counts of the month view (issue 20)', () => {
  /** Day 2026-07-03 holds 10 posts needing approval, of which the planner holds pending1 (id 1). */
  const day = '2026-07-03';
  const monthLoad = () => ({
    posts: [pending1],
    total: 10,
    counts: { days: { [day]: { ...noCounts(), needsApproval: 10 } }, undated: noCounts() },
  });

  it('follow a move, an approval and a removal at once', async () => {
    const { actor } = start({ load: () => Promise.resolve(monthLoad()) });
    await flush();
    expect(actor.getSnapshot().context.counts!.days[day]!.needsApproval).toBe(10);
    // Moved to 10 July: one less on the 3rd, one on the 10th.
    actor.send({ type: 'post.moved', postId: 1, dayKey: '2026-07-10', now: NOW });
    let counts = actor.getSnapshot().context.counts!;
    expect(counts.days[day]!.needsApproval).toBe(9);
    expect(counts.days['2026-07-10']!.needsApproval).toBe(1);
    await flush();
    // Approved: the same day, another group.
    actor.send({ type: 'selection.started' });
    actor.send({ type: 'post.toggled', postId: 1 });
    actor.send({ type: 'selection.approve' });
    await flush();
    counts = actor.getSnapshot().context.counts!;
    expect(counts.days['2026-07-10']).toEqual({ ...noCounts(), scheduled: 1 });
    expect(actor.getSnapshot().context.total).toBe(10);
  });

  it('a refused move puts the count back', async () => {
    const { actor } = start({
      load: () => Promise.resolve(monthLoad()),
      reschedule: () => Promise.reject(new Error('refused')),
    });
    await flush();
    actor.send({ type: 'post.moved', postId: 1, dayKey: '2026-07-10', now: NOW });
    await flush();
    const counts = actor.getSnapshot().context.counts!;
    expect(counts.days[day]!.needsApproval).toBe(10);
    expect(counts.days['2026-07-10']!.needsApproval).toBe(0);
  });
});

describe('approving', () => {
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
});

describe("a link to one post (/contentplanner/{id}/{postId}: the dashboard's top posts)", () => {
  const august = post(40, '2026-08-20T09:00:00.000Z');

  it("reads the post first, opens the calendar on its day's month, then its modal once", async () => {
    const { actor, loadPosts, loadLinkedPost } = start({
      linkedPostId: 40,
      linked: () => Promise.resolve(august),
      load: () => Promise.resolve([august, pending1]),
    });
    expect(has(actor, 'loading')).toBe(true);
    expect(loadPosts).not.toHaveBeenCalled();
    await flush();
    expect(loadLinkedPost).toHaveBeenCalledWith({ accountId: 1, postId: 40 });
    // August 2026 in whole Monday weeks, London midnights: Monday 27 July to Sunday 6 September.
    expect(loadPosts).toHaveBeenCalledWith(
      expect.objectContaining({ start: '2026-07-26T23:00:00.000Z', end: '2026-09-06T23:00:00.000Z' }),
    );
    await flush();
    expect(has(actor, 'modal')).toBe(true);
    expect(actor.getSnapshot().context.openPostId).toBe(40);
    expect(actor.getSnapshot().context.cursor).toBe('2026-08-20');
    // Closing the modal leaves the calendar; no refresh opens it again.
    actor.send({ type: 'modal.closed' });
    await flush();
    expect(has(actor, 'modal')).toBe(false);
    expect(has(actor, 'loaded')).toBe(true);
  });

  it('opens the post even when the month holds only the first posts of its busy day', async () => {
    const { actor, planner } = start({
      linkedPostId: 40,
      linked: () => Promise.resolve(august),
      // A month read holding another post of the day and counting the linked one.
      load: () =>
        Promise.resolve({
          posts: [pending1],
          total: 2,
          counts: { days: {}, undated: noCounts() },
        }),
    });
    await flush();
    await flush();
    expect(has(actor, 'modal')).toBe(true);
    expect(planner.getSnapshot().children.postEditor?.getSnapshot().context.post?.id).toBe(40);
  });

  it('a post that cannot be read is said so and logged; the calendar opens on today', async () => {
    const { actor, showToast, logFailure, loadPosts } = start({ linkedPostId: 999 });
    await flush();
    expect(showToast).toHaveBeenCalledWith({
      tone: 'error',
      title: 'Post not found',
      message: 'It may have been removed. The calendar shows today.',
    });
    expect(logFailure).toHaveBeenCalledWith({
      what: 'reading the linked post',
      error: new Error('Post not found'),
    });
    expect(actor.getSnapshot().context.cursor).toBe('2026-07-01');
    expect(loadPosts).toHaveBeenCalledTimes(1);
    await flush();
    expect(has(actor, 'loaded')).toBe(true);
    expect(has(actor, 'modal')).toBe(false);
  });
});
