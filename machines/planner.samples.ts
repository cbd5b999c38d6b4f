/** Samples of the content planner machine (planner.machine.ts) for the catalogue and the model tests. */
import { draftProblem, postNeedsApproval } from '../src/domain/calendar.ts';
import type { Post, PostMsp } from '../src/domain/posts.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { plannerMachine } from './planner.machine.ts';

/** The account's time zone in the samples. */
export const SAMPLE_ZONE = 'Europe/London';
/** The samples' today (the calendar's day). */
export const SAMPLE_TODAY = '2026-07-01';
/** 11:00 in London on SAMPLE_TODAY: the `now` of the samples' saves and moves. */
export const SAMPLE_NOW = '2026-07-01T10:00:00.000Z';

/** The sample post waiting for approval (scheduled on 2026-07-03). */
export const NEEDS_APPROVAL_SAMPLE_ID = 1;
/** The sample post already published (on 2026-06-29). */
export const PUBLISHED_SAMPLE_ID = 4;
/** The sample post without a date (the 'Not scheduled' list, the unscheduled modal). */
export const UNDATED_SAMPLE_ID = 6;

/** A post of account 1 on Facebook, scheduled and waiting for approval unless `msp` says otherwise. */
export function samplePost(id: number, scheduledAt: string | null, msp: Partial<PostMsp> = {}): Post {
  return {
    id,
    account_id: 1,
    description: `Fresh bread, batch ${id}`,
    media: [],
    scheduled_at: scheduledAt,
    created_at: '2026-06-20T08:00:00.000Z',
    updated_at: '2026-06-20T08:00:00.000Z',
    msp: [
      {
        status: 'SCHEDULED',
        approved: 0,
        channeldata: [
          { provider_Id: 1, status: 'SCHEDULED', error: null, externalPostId: null, posted_at: null },
        ],
        ...msp,
      },
    ],
  };
}

/** The posts the samples load. */
export const plannerSamplePosts = {
  needingApproval: samplePost(NEEDS_APPROVAL_SAMPLE_ID, '2026-07-03T09:00:00.000Z'),
  published: samplePost(PUBLISHED_SAMPLE_ID, '2026-06-29T09:00:00.000Z', {
    status: 'POSTED',
    approved: 1,
    channeldata: [{ provider_Id: 1, status: 'POSTED', error: null, externalPostId: null, posted_at: null }],
  }),
  undated: samplePost(UNDATED_SAMPLE_ID, null, { status: 'INSERTED', channeldata: [] }),
};

export const plannerSamples: CatalogueSamples<typeof plannerMachine> = {
  inputs: [{ accountId: 1, timeZone: SAMPLE_ZONE, today: SAMPLE_TODAY }],
  events: () => {
    const { needingApproval, published, undated } = plannerSamplePosts;
    const now = SAMPLE_NOW;
    return [
      { type: 'view.changed', view: 'week' },
      { type: 'calendar.today', today: SAMPLE_TODAY },
      { type: 'calendar.dayPicked', dayKey: '2026-07-03' },
      { type: 'filter.changed', filter: 'needsApproval' },
      { type: 'post.composeStarted', dayKey: '2026-07-10' },
      { type: 'post.toggled', postId: NEEDS_APPROVAL_SAMPLE_ID },
      { type: 'post.toggled', postId: PUBLISHED_SAMPLE_ID },
      { type: 'post.opened', postId: NEEDS_APPROVAL_SAMPLE_ID },
      { type: 'post.opened', postId: UNDATED_SAMPLE_ID },
      { type: 'edit.changed', description: '' },
      { type: 'edit.changed', description: 'Fresh croissants at eight' },
      { type: 'edit.save', now },
      // Saving again later, once the chosen time has passed (the draft of post 1 is for 2026-07-03).
      { type: 'edit.save', now: '2026-07-05T10:00:00.000Z' },
      { type: 'post.moved', postId: NEEDS_APPROVAL_SAMPLE_ID, dayKey: '2026-07-10', now },
      { type: 'post.moved', postId: NEEDS_APPROVAL_SAMPLE_ID, dayKey: '2026-06-20', now },
      { type: 'post.moved', postId: PUBLISHED_SAMPLE_ID, dayKey: '2026-07-10', now },
      { type: 'xstate.done.actor.loadPosts', output: [needingApproval, published, undated] },
      { type: 'xstate.done.actor.loadPosts', output: [] },
      { type: 'xstate.done.actor.refreshPosts', output: [needingApproval, published, undated] },
      { type: 'xstate.done.actor.refreshPosts', output: [] },
      { type: 'xstate.done.actor.savePost', output: { ...needingApproval, description: 'Saved' } },
      {
        type: 'xstate.done.actor.reschedulePost',
        output: { ...needingApproval, scheduled_at: '2026-07-10T08:00:00.000Z' },
      },
    ];
  },
  // Guards read: whether there are posts, which need approval, what is selected, the open post, whether the draft
  // can be saved (at the samples' now). The view, cursor and filter are left out: no guard reads them.
  guardState: (snapshot) => {
    const { posts, selection, openPostId, draft, timeZone } = snapshot.context;
    return {
      posts: posts.length,
      needingApproval: posts.filter(postNeedsApproval).length,
      selected: selection.length,
      open: openPostId,
      draftOk: draft ? draftProblem(draft, timeZone, SAMPLE_NOW) === null : null,
    };
  },
  simplePaths: false,
};
