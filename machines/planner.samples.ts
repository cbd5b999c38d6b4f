/** Samples of the content planner machine (planner.machine.ts) for the catalogue and the model tests. */
import { localDayKey, postFilterGroup, postNeedsApproval } from '../src/domain/calendar.ts';
import { noCounts, type CalendarCounts } from '../src/domain/calendarCounts.ts';
import type { Post, PostMsp } from '../src/domain/posts.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import { moveRefusal } from './planner.context.ts';
import type { PlannerLoad, plannerMachine } from './planner.machine.ts';
import type { PostEditorOutput } from './postEditor.machine.ts';

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

/** A load of the week and day views: every post of the shown days, no counts. */
export function allOf(posts: Post[]): PlannerLoad {
  return { posts, total: posts.length, counts: null };
}

/** A month's load: `posts` held, and `extra` more counted on the first one's day as needing approval. */
export function monthOf(posts: Post[], extra: number): PlannerLoad {
  const days: CalendarCounts['days'] = {};
  for (const post of posts) {
    if (!post.scheduled_at) continue;
    const day = localDayKey(post.scheduled_at, SAMPLE_ZONE);
    const counts = (days[day] ??= noCounts());
    counts[postFilterGroup(post)] += 1;
  }
  const first = Object.keys(days)[0] ?? SAMPLE_TODAY;
  const counts = (days[first] ??= noCounts());
  counts.needsApproval += extra;
  return { posts, total: posts.length + extra, counts: { days, undated: noCounts() } };
}

/** What loadTimeZone answers in the samples. */
export const SAMPLE_TIME_ZONE = { timeZone: SAMPLE_ZONE, today: SAMPLE_TODAY };

/** What the post editor (postEditor.machine.ts) answers when its modal closes, one of each. */
export const postEditorOutputs: readonly PostEditorOutput[] = [
  { outcome: 'closed' },
  { outcome: 'saved', post: { ...plannerSamplePosts.needingApproval, description: 'Saved' } },
  { outcome: 'approved', postIds: [NEEDS_APPROVAL_SAMPLE_ID] },
  { outcome: 'removed', postId: NEEDS_APPROVAL_SAMPLE_ID },
];

export const plannerSamples: CatalogueSamples<typeof plannerMachine> = {
  // The planner as a page, and opened by a link to the post waiting for approval (the dashboard's top posts).
  inputs: [{ accountId: 1 }, { accountId: 1, linkedPostId: NEEDS_APPROVAL_SAMPLE_ID }],
  events: () => {
    const { needingApproval, published, undated } = plannerSamplePosts;
    const now = SAMPLE_NOW;
    // The post waiting for approval, reported published by a refresh while it is picked up with the keyboard.
    const publishedNow = {
      ...published,
      id: NEEDS_APPROVAL_SAMPLE_ID,
      scheduled_at: needingApproval.scheduled_at,
    };
    return [
      { type: 'xstate.done.actor.loadTimeZone', output: SAMPLE_TIME_ZONE },
      { type: 'xstate.done.actor.loadLinkedPost', output: needingApproval },
      { type: 'view.changed', view: 'week' },
      { type: 'calendar.today', today: SAMPLE_TODAY },
      { type: 'calendar.dayPicked', dayKey: '2026-07-03' },
      { type: 'filter.changed', filter: 'needsApproval' },
      { type: 'post.composeStarted', dayKey: '2026-07-10' },
      { type: 'post.toggled', postId: NEEDS_APPROVAL_SAMPLE_ID },
      { type: 'post.toggled', postId: PUBLISHED_SAMPLE_ID },
      { type: 'post.opened', postId: NEEDS_APPROVAL_SAMPLE_ID },
      { type: 'post.moved', postId: NEEDS_APPROVAL_SAMPLE_ID, dayKey: '2026-07-10', now },
      { type: 'post.moved', postId: NEEDS_APPROVAL_SAMPLE_ID, dayKey: '2026-06-20', now },
      { type: 'post.moved', postId: PUBLISHED_SAMPLE_ID, dayKey: '2026-07-10', now },
      { type: 'move.lifted', postId: NEEDS_APPROVAL_SAMPLE_ID },
      { type: 'move.lifted', postId: PUBLISHED_SAMPLE_ID },
      // Month view: a week up from 2026-07-03 is the first shown day, 2026-06-29, before today.
      { type: 'move.aimed', key: 'ArrowUp' },
      { type: 'move.dropped', now },
      { type: 'move.cancelled' },
      // The stream of changes (issue 20): a change to this account's posts (1) and to another account's.
      { type: 'live.up' },
      { type: 'live.down' },
      {
        type: 'live.changed',
        change: { id: 7, kind: 'posts.changed', accountId: 1, data: { postIds: [1] } },
      },
      {
        type: 'live.changed',
        change: { id: 8, kind: 'posts.changed', accountId: 2, data: { postIds: [5] } },
      },
      { type: 'xstate.done.actor.loadPosts', output: allOf([needingApproval, published, undated]) },
      { type: 'xstate.done.actor.loadPosts', output: allOf([]) },
      // A month's load: two posts held, more counted (issue 20: '+N more', a filter showing none of them).
      { type: 'xstate.done.actor.loadPosts', output: monthOf([needingApproval, published], 9) },
      { type: 'xstate.done.actor.loadPosts', output: monthOf([], 5) },
      { type: 'xstate.done.actor.refreshPosts', output: allOf([needingApproval, published, undated]) },
      { type: 'xstate.done.actor.refreshPosts', output: allOf([publishedNow, undated]) },
      { type: 'xstate.done.actor.refreshPosts', output: allOf([]) },
      ...postEditorOutputs.map((output) => ({ type: 'xstate.done.actor.postEditor', output })),
      {
        type: 'xstate.done.actor.reschedulePost',
        output: { ...needingApproval, scheduled_at: '2026-07-10T08:00:00.000Z' },
      },
    ];
  },
  // Guards read: whether there are posts (held or counted), which need approval, what is selected, the view,
  // and the keyboard move (none, or whether its post can move to its target at the samples' now). The cursor and
  // filter are left out: no guard reads them.
  guardState: (snapshot) => {
    const { posts, selection } = snapshot.context;
    const refusal = snapshot.context.lift
      ? moveRefusal(snapshot.context, { type: 'move.dropped', now: SAMPLE_NOW })
      : 'none';
    return {
      posts: posts.length,
      counted: snapshot.context.total > 0,
      month: snapshot.context.view === 'month',
      needingApproval: posts.filter(postNeedsApproval).length,
      selected: selection.length,
      lift: refusal,
      live: snapshot.context.live,
      // A new post's modal and an opened post's are different places for the user (the UI walks only an opened
      // post's approval): without this, the shortest path to an approval may go through a new post.
      opened: snapshot.context.openPostId !== null,
      // A link's post still to open (it opens once the shown days have loaded).
      linked: snapshot.context.linkedPostId !== null && snapshot.context.linkedPost !== null,
    };
  },
  simplePaths: false,
};
