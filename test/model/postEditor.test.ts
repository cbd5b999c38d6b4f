/**
 * The post editor (machines/postEditor.machine.ts; spec 2.6, 4.1; issue 13): one post's modal in the planner.
 *
 * - With the planner (plannerHarness.ts): approving one post, removing, editing and viewing, as the page does them;
 *   the planner applies what the editor answers when it closes.
 * - On its own, against the spec rather than the machine's own graph: which modal a post opens (spec 2.6: view for a
 *   post with a date, unscheduled for one without, edit for a new post), which actions a post's status allows (spec
 *   4.1: only 'Needs approval' can be approved, a published post is not edited), and what each ending answers.
 * - The full-page editor (input `page`, issue 19): postEditorPage.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_NOW as NOW, SAMPLE_ZONE as ZONE, samplePost } from '../../machines/planner.samples.ts';
import { postEditorInputs } from '../../machines/postEditor.samples.ts';
import type { PostEditorInput } from '../../machines/postEditor.machine.ts';
import { plannerMessages, plannerPostLabel } from '../../src/domain/calendar.ts';
import { flush } from './harness.ts';
import { editor } from './postEditorHarness.ts';
import { approved, has, pending1, postIn, published, start } from './plannerHarness.ts';

describe('approving one post', () => {
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

describe('viewing', () => {
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

/** The editor alone, with requests that succeed unless told otherwise. */
/** Spec 4.1's label of a post, which decides what its modal offers. */
const label = (input: PostEditorInput) => (input.post ? plannerPostLabel(input.post) : 'new');

/** The planner's modals (the full-page editor's input is tested on its own below). */
const modalInputs = postEditorInputs.filter((input) => !('page' in input));

describe('the post editor against the spec', () => {
  it.each(modalInputs.map((input) => [label(input), input] as const))(
    'a %s post opens the modal spec 2.6 names for it',
    (_label, input) => {
      const { actor } = editor(input);
      const snapshot = actor.getSnapshot();
      const expected = input.post === null ? 'editing' : input.post.scheduled_at ? 'viewing' : 'unscheduled';
      expect(snapshot.hasTag(expected)).toBe(true);
      expect(snapshot.hasTag('modal')).toBe(true);
      expect(snapshot.context.draft).toEqual(
        input.post === null
          ? { postId: null, description: '', day: input.day, time: '', channels: [] }
          : null,
      );
    },
  );

  it.each(modalInputs.filter((input) => input.post).map((input) => [label(input), input] as const))(
    'a %s post can be approved only when it needs approval, and edited unless it is published (spec 4.1)',
    (postLabel, input) => {
      const approving = editor(input).actor;
      approving.send({ type: 'approval.requested' });
      expect(approving.getSnapshot().hasTag('approving')).toBe(postLabel === 'Needs approval');
      const editing = editor(input).actor;
      editing.send({ type: 'edit.started' });
      expect(editing.getSnapshot().hasTag('editing')).toBe(
        !['Published', 'Partially Published'].includes(postLabel),
      );
    },
  );

  it('answers what happened when it closes: nothing, or the post approved, saved or removed', async () => {
    const closed = editor(postEditorInputs[0]).actor;
    closed.send({ type: 'modal.closed' });
    expect(closed.getSnapshot().status).toBe('done');
    expect(closed.getSnapshot().output).toEqual({ outcome: 'closed' });

    const approving = editor(postEditorInputs[0]).actor;
    approving.send({ type: 'approval.requested' });
    approving.send({ type: 'approval.confirmed' });
    await flush();
    expect(approving.getSnapshot().output).toEqual({ outcome: 'approved', postIds: [1] });

    const removing = editor(postEditorInputs[2]).actor;
    removing.send({ type: 'removal.requested' });
    removing.send({ type: 'removal.confirmed' });
    await flush();
    expect(removing.getSnapshot().output).toEqual({ outcome: 'removed', postId: 6 });

    const { actor: saving, savePost } = editor({
      accountId: 1,
      timeZone: ZONE,
      post: null,
      day: '2026-07-10',
    });
    saving.send({ type: 'edit.changed', description: 'Rye at nine', time: '09:00', channels: [1] });
    saving.send({ type: 'edit.save', now: NOW });
    expect(savePost).toHaveBeenCalledWith(
      expect.objectContaining({
        input: {
          accountId: 1,
          postId: null,
          description: 'Rye at nine',
          scheduledAt: '2026-07-10T08:00:00.000Z',
          channels: [1],
        },
      }),
    );
    await flush();
    expect(saving.getSnapshot().output).toEqual({ outcome: 'saved', post: pending1 });
  });

  it('a busy modal cannot be closed; a failed save keeps the draft and says so', async () => {
    const { actor } = editor(postEditorInputs[3], { save: true });
    actor.send({ type: 'edit.changed', description: 'Rye', time: '09:00', channels: [1] });
    actor.send({ type: 'edit.save', now: NOW });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'modal.closed' });
    expect(actor.getSnapshot().status).toBe('active');
    await flush();
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.saveFailed);
    expect(actor.getSnapshot().context.draft?.description).toBe('Rye');
  });

  it('a post without a date that is channel-less cannot be saved until it has a channel (spec 2.6 publish-to)', () => {
    const { actor, savePost } = editor({
      accountId: 1,
      timeZone: ZONE,
      post: samplePost(9, null, { channeldata: [] }),
    });
    actor.send({ type: 'edit.started' });
    actor.send({ type: 'edit.changed', description: 'Sourdough' });
    actor.send({ type: 'edit.save', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(plannerMessages.channelsMissing);
    expect(savePost).not.toHaveBeenCalled();
  });
});

describe('a new post made from the library (issue 18)', () => {
  const prefill = {
    description: 'Fresh bread every morning\n\n#bakery',
    channels: [1, 3],
    media: ['/api/library/images/9001.png'],
    libraryPostId: 9001,
  };

  it("starts with the post's text and networks at the planner's usual 09:00 on its day, and saves its image and source", async () => {
    const { actor, savePost } = start();
    await flush();
    actor.send({ type: 'post.composeStarted', dayKey: '2026-07-10', prefill });
    expect(has(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context.draft).toMatchObject({
      postId: null,
      description: prefill.description,
      day: '2026-07-10',
      time: '09:00',
      channels: [1, 3],
    });
    // Saving at once is enough: nothing else to fill in (few clicks from the library to a scheduled post).
    actor.send({ type: 'edit.save', now: NOW });
    expect(savePost).toHaveBeenCalledWith(
      expect.objectContaining({
        postId: null,
        description: prefill.description,
        channels: [1, 3],
        media: prefill.media,
        libraryPostId: 9001,
      }),
    );
  });

  it('a plain new post (the "+" of a day) still starts empty, without a time or media', async () => {
    const { actor, savePost } = start();
    await flush();
    actor.send({ type: 'post.composeStarted', dayKey: '2026-07-10' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ description: '', time: '', channels: [] });
    actor.send({ type: 'edit.changed', description: 'Rye', time: '10:00', channels: [4] });
    actor.send({ type: 'edit.save', now: NOW });
    expect(savePost).toHaveBeenCalledWith(expect.not.objectContaining({ media: expect.anything() }));
  });
});
