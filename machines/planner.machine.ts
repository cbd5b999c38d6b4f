/**
 * The content planner (spec 2.6, 4.1, 4.9, 9; issue 6): the calendar of an account's posts and what can be done
 * with them.
 *
 * In plain words:
 * - The planner shows a month, a week or a day (`view.changed`), around a cursor day. The navigator moves the
 *   cursor a month, a week or a day back or forward (`calendar.previous`, `calendar.next`), back to today
 *   (`calendar.today`), or opens one day in the day view (`calendar.dayPicked`). The view and the cursor are
 *   context, not states: they only decide which posts are loaded and drawn (views read `context.view`).
 * - Every time the shown days change, the posts of those days are loaded (`loading`), then the calendar shows them
 *   (`loaded`) or says there are none (`empty`), as spec 4.9 says. A failed load is only logged (spec 8) and the
 *   planner offers to try again (`failed`, `data.retry`). The posts filter (`filter.changed`) only changes which
 *   loaded posts are drawn.
 * - With the posts on screen (`loaded`) the user is `browsing`, and can:
 *   - open a post (`post.opened`): a post with a date opens the view modal (`viewing`), one without a date the
 *     unscheduled modal (`unscheduled`). From there: edit it (`editing`), approve it (`approving`: asks first, then
 *     'Needs approval' becomes 'Scheduled'), or remove it (`removing`: asks first). `modal.closed` closes any modal
 *     that is not busy.
 *   - edit (`editing`): text, schedule date and time, and where to publish (`edit.changed`). Save (`edit.save`)
 *     checks the draft first (text, channels, a whole date and time, not in the past) and then saves; when the
 *     save fails the modal stays open with everything the user typed (`editing.failed`).
 *   - select posts (`selecting`): `selection.started` turns cards into checkboxes; `post.toggled` selects or
 *     unselects a card, and only posts that need approval can be selected; `selection.approve` approves them all
 *     at once (the bulk approval bar); `selection.cleared` leaves the mode. While selecting, the navigator waits.
 *   - move a post to another day or time slot, by dragging or with the keyboard (`post.moved`). Published posts
 *     stay where they are, and nothing moves into the past (the event carries the time `now`: the machine never
 *     reads a clock). The post moves at once on screen (`moving`); if the server refuses, it moves back.
 *
 * - write a new post (`post.composeStarted`, also from an empty calendar): the edit modal opens empty.
 * - While the user browses (or the calendar is empty), the shown posts are fetched again every 5 s
 *   (`refreshing`, delay `plannerRefresh`), so a post turns 'Published' on screen when it goes out.
 *
 * Every request is an actor the app provides (loadPosts, approvePosts, savePost, reschedulePost, removePost), and
 * so are the toasts (`showToast`) and the failure log (`logFailure`). Tags for the views: `loading`, `loaded`,
 * `empty`, `failed`, `selecting`, `modal`, `viewing`, `unscheduled`, `editing`, `approving`, `removing`,
 * `confirming`, `saveFailed`, `removeFailed`, `moving`, `busy` (a request the user waits for).
 */
import { assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import {
  draftFromPost,
  draftProblem,
  draftScheduledAt,
  isMovablePost,
  isMoveIntoPast,
  moveCursor,
  plannerMessages,
  postNeedsApproval,
  rescheduleTarget,
  visibleRange,
  withApproved,
  type DayKey,
  type PlannerRange,
  type PlannerView,
  type PostDraft,
  type PostFilter,
} from '../src/domain/calendar.ts';
import type { Post } from '../src/domain/posts.ts';
import { timings } from '../src/domain/constants.ts';

/** Ours: how often the shown posts are fetched again while the user browses, so statuses change live. */
const PLANNER_REFRESH_INTERVAL = timings.plannerRefresh;
import type { ToastInput } from '../src/domain/toast.ts';

export interface PlannerInput {
  accountId: number;
  /** The account's IANA time zone (settings, /auth/getUserTimeZone). */
  timeZone: string;
  /** Today in that zone, 'YYYY-MM-DD' (the app reads the clock). */
  today: DayKey;
  /** Default 'month'. */
  view?: PlannerView;
}

/** A move in progress: where the post was, so a refused move can be put back. */
export interface PlannerMove {
  postId: number;
  from: string | null;
  to: string;
}

export interface PlannerContext {
  accountId: number;
  timeZone: string;
  today: DayKey;
  view: PlannerView;
  /** The day the view is built around. */
  cursor: DayKey;
  filter: PostFilter;
  /** The range of the posts being loaded or shown (UTC instants). */
  range: PlannerRange;
  posts: Post[];
  /** Selected post ids, in select-posts mode. */
  selection: number[];
  /** The post of the open modal. */
  openPostId: number | null;
  /** The edit modal's fields. */
  draft: PostDraft | null;
  /** The open modal's message: why the draft cannot be saved, or why a request failed. */
  error: string | null;
  move: PlannerMove | null;
}

export type PlannerEvent =
  | { type: 'view.changed'; view: PlannerView }
  | { type: 'calendar.previous' }
  | { type: 'calendar.next' }
  /** `today`: the app's fresh 'YYYY-MM-DD' (the day may have changed since the planner started). */
  | { type: 'calendar.today'; today?: DayKey }
  | { type: 'calendar.dayPicked'; dayKey: DayKey }
  | { type: 'filter.changed'; filter: PostFilter }
  | { type: 'data.retry' }
  | { type: 'selection.started' }
  | { type: 'post.toggled'; postId: number }
  | { type: 'selection.cleared' }
  | { type: 'selection.approve' }
  | { type: 'post.opened'; postId: number }
  | { type: 'modal.closed' }
  | { type: 'edit.started' }
  /** New post: opens the edit modal empty, on `dayKey` when given (a day cell's "+"). */
  | { type: 'post.composeStarted'; dayKey?: DayKey }
  | {
      type: 'edit.changed';
      description?: string;
      /** '' for no date. */
      day?: DayKey;
      time?: string;
      channels?: number[];
    }
  /** `now`: the app's clock, ISO (a draft cannot be scheduled in the past). */
  | { type: 'edit.save'; now: string }
  | { type: 'approval.requested' }
  | { type: 'approval.confirmed' }
  | { type: 'removal.requested' }
  | { type: 'removal.confirmed' }
  /** Drag and drop or keyboard; `time` 'HH:mm' for a time slot, else the post keeps its local time. */
  | { type: 'post.moved'; postId: number; dayKey: DayKey; time?: string; now: string };

export interface LoadPostsInput {
  accountId: number;
  start: string;
  end: string;
}
export interface ApprovePostsInput {
  accountId: number;
  postIds: number[];
}
export interface SavePostInput {
  accountId: number;
  /** null for a new post. */
  postId: number | null;
  description: string;
  /** UTC ISO, or null for no date. */
  scheduledAt: string | null;
  channels: number[];
}
export interface ReschedulePostInput {
  accountId: number;
  postId: number;
  scheduledAt: string;
}
export interface RemovePostInput {
  accountId: number;
  postId: number;
}

export function postOf(context: Pick<PlannerContext, 'posts'>, postId: number | null): Post | undefined {
  return postId === null ? undefined : context.posts.find((post) => post.id === postId);
}

/** The post list with `post` in place of the one with its id (or added). */
function withPost(posts: readonly Post[], post: Post): Post[] {
  return posts.some((p) => p.id === post.id)
    ? posts.map((p) => (p.id === post.id ? post : p))
    : [...posts, post];
}

function withScheduledAt(posts: readonly Post[], postId: number, scheduledAt: string | null): Post[] {
  return posts.map((post) => (post.id === postId ? { ...post, scheduled_at: scheduledAt } : post));
}

/** Navigation: the shown days change, so the posts are loaded again. */
const navigation = {
  'view.changed': { target: '#planner.loading', reenter: true, actions: 'assignView' },
  'calendar.previous': {
    target: '#planner.loading',
    reenter: true,
    actions: { type: 'moveCursor', params: { move: 'previous' } },
  },
  'calendar.next': {
    target: '#planner.loading',
    reenter: true,
    actions: { type: 'moveCursor', params: { move: 'next' } },
  },
  'calendar.today': { target: '#planner.loading', reenter: true, actions: 'goToToday' },
  'calendar.dayPicked': { target: '#planner.loading', reenter: true, actions: 'openDay' },
} as const;

/** The edit modal's fields and Save, while it is not saving. */
const editable = {
  'edit.changed': { target: '#planner.loaded.editing.open', actions: 'assignDraftChange' },
  'edit.save': [
    { guard: 'canSaveDraft', target: '#planner.loaded.editing.saving' },
    { target: '#planner.loaded.editing.open', actions: 'assignDraftProblem' },
  ],
  'modal.closed': { target: '#planner.loaded.browsing' },
} as const;

/**
 * What the user can do with the posts on screen: while browsing, and while the posts are fetched again in the
 * background (a click during a refresh is never lost).
 */
const browsing = {
  ...navigation,
  'post.composeStarted': { target: '#planner.loaded.editing', actions: 'startComposing' },
  'post.opened': [
    { guard: 'isUnscheduledPost', target: '#planner.loaded.unscheduled', actions: 'openPost' },
    { guard: 'isKnownPost', target: '#planner.loaded.viewing', actions: 'openPost' },
  ],
  'selection.started': { target: '#planner.loaded.selecting', actions: 'clearSelection' },
  'post.moved': [
    {
      guard: 'isPostUnmovable',
      actions: { type: 'showToast', params: { tone: 'error', title: plannerMessages.moveNotAllowed } },
    },
    {
      guard: 'isMoveIntoPast',
      actions: { type: 'showToast', params: { tone: 'error', title: plannerMessages.moveIntoPast } },
    },
    { target: '#planner.loaded.moving', actions: 'startMove' },
  ],
} as const;

export const plannerMachine = setup({
  types: {
    context: {} as PlannerContext,
    events: {} as PlannerEvent,
    input: {} as PlannerInput,
  },
  actors: {
    /** The posts of a range (and the account's posts without a date). */
    loadPosts: provided<Post[], LoadPostsInput>('loadPosts'),
    /** Approves one or more posts ('Needs approval' -> 'Scheduled'). */
    approvePosts: provided<unknown, ApprovePostsInput>('approvePosts'),
    /** Creates or edits a post; answers the post as stored. */
    savePost: provided<Post, SavePostInput>('savePost'),
    /** Moves a post to another time; answers the post as stored. */
    reschedulePost: provided<Post, ReschedulePostInput>('reschedulePost'),
    removePost: provided<unknown, RemovePostInput>('removePost'),
  },
  actions: {
    showToast: (_, _params: ToastInput) => {},
    /** Spec 8: failed loads are only logged. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    assignRange: assign({
      range: ({ context }) => visibleRange(context.view, context.cursor, context.timeZone),
    }),
    assignPosts: assign({ posts: (_, params: { posts: Post[] }) => params.posts }),
    assignView: assign({
      view: ({ event }) => {
        assertEvent(event, 'view.changed');
        return event.view;
      },
    }),
    moveCursor: assign({
      cursor: ({ context }, params: { move: 'previous' | 'next' }) =>
        moveCursor(context.cursor, context.view, params.move),
    }),
    goToToday: assign(({ context, event }) => {
      assertEvent(event, 'calendar.today');
      const today = event.today ?? context.today;
      return { today, cursor: today };
    }),
    openDay: assign(({ event }) => {
      assertEvent(event, 'calendar.dayPicked');
      return { view: 'day' as const, cursor: event.dayKey };
    }),
    assignFilter: assign({
      filter: ({ event }) => {
        assertEvent(event, 'filter.changed');
        return event.filter;
      },
    }),
    clearSelection: assign({ selection: [] }),
    toggleSelection: assign({
      selection: ({ context, event }) => {
        assertEvent(event, 'post.toggled');
        return context.selection.includes(event.postId)
          ? context.selection.filter((id) => id !== event.postId)
          : [...context.selection, event.postId];
      },
    }),
    approveLocally: assign({
      posts: ({ context }, params: { postIds: number[] }) => withApproved(context.posts, params.postIds),
    }),
    openPost: assign({
      openPostId: ({ event }) => {
        assertEvent(event, 'post.opened');
        return event.postId;
      },
      error: null,
    }),
    closeModal: assign({ openPostId: null, draft: null, error: null }),
    startDraft: assign({
      draft: ({ context }) => {
        const post = postOf(context, context.openPostId);
        return post
          ? draftFromPost(post, context.timeZone)
          : { postId: null, description: '', day: '', time: '', channels: [] };
      },
      error: null,
    }),
    startComposing: assign(({ event }) => {
      assertEvent(event, 'post.composeStarted');
      return {
        openPostId: null,
        draft: { postId: null, description: '', day: event.dayKey ?? '', time: '', channels: [] },
        error: null,
      };
    }),
    assignDraftChange: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'edit.changed');
        const { type: _type, ...fields } = event;
        const current = context.draft ?? { postId: null, description: '', day: '', time: '', channels: [] };
        return { ...current, ...fields };
      },
      error: null,
    }),
    assignDraftProblem: assign({
      error: ({ context, event }) => {
        assertEvent(event, 'edit.save');
        return context.draft ? draftProblem(context.draft, context.timeZone, event.now) : null;
      },
    }),
    assignError: assign({ error: (_, params: { message: string }) => params.message }),
    postSaved: assign(({ context }, params: { post: Post }) => ({
      posts: withPost(context.posts, params.post),
      draft: null,
      error: null,
      openPostId: null,
    })),
    postRemoved: assign(({ context }) => ({
      posts: context.posts.filter((post) => post.id !== context.openPostId),
      openPostId: null,
      error: null,
    })),
    /** The post moves on screen at once; `move` remembers where it was. */
    startMove: assign(({ context, event }) => {
      assertEvent(event, 'post.moved');
      const from = postOf(context, event.postId)?.scheduled_at ?? null;
      const to = rescheduleTarget(from, event.dayKey, event.time, context.timeZone);
      return {
        move: { postId: event.postId, from, to },
        posts: withScheduledAt(context.posts, event.postId, to),
      };
    }),
    finishMove: assign(({ context }, params: { post: Post | undefined }) => ({
      // The server's copy when it answers one; else the optimistic move stands.
      posts:
        params.post && typeof params.post === 'object' ? withPost(context.posts, params.post) : context.posts,
      move: null,
    })),
    revertMove: assign(({ context }) => ({
      posts: context.move
        ? withScheduledAt(context.posts, context.move.postId, context.move.from)
        : context.posts,
      move: null,
    })),
  },
  delays: {
    plannerRefresh: PLANNER_REFRESH_INTERVAL,
  },
  guards: {
    hasPosts: ({ context }) => context.posts.length > 0,
    isUnscheduledPost: ({ context, event }) => {
      assertEvent(event, 'post.opened');
      const post = postOf(context, event.postId);
      return post !== undefined && (post.scheduled_at === null || post.scheduled_at === '');
    },
    isKnownPost: ({ context, event }) => {
      assertEvent(event, 'post.opened');
      return postOf(context, event.postId) !== undefined;
    },
    isSelectedPost: ({ context, event }) => {
      assertEvent(event, 'post.toggled');
      return context.selection.includes(event.postId);
    },
    /** Only posts that need approval can be selected (the bulk action is approval). */
    isPostNeedingApproval: ({ context, event }) => {
      assertEvent(event, 'post.toggled');
      const post = postOf(context, event.postId);
      return post !== undefined && postNeedsApproval(post);
    },
    hasSelection: ({ context }) => context.selection.length > 0,
    /** Published (or partly published) posts are not edited: saving would publish their channels again. */
    isOpenPostEditable: ({ context }) => {
      const post = postOf(context, context.openPostId);
      return post !== undefined && isMovablePost(post);
    },
    isOpenPostNeedingApproval: ({ context }) => {
      const post = postOf(context, context.openPostId);
      return post !== undefined && postNeedsApproval(post);
    },
    canSaveDraft: ({ context, event }) => {
      assertEvent(event, 'edit.save');
      return context.draft !== null && draftProblem(context.draft, context.timeZone, event.now) === null;
    },
    isPostUnmovable: ({ context, event }) => {
      assertEvent(event, 'post.moved');
      const post = postOf(context, event.postId);
      return post === undefined || !isMovablePost(post);
    },
    isMoveIntoPast: ({ context, event }) => {
      assertEvent(event, 'post.moved');
      const post = postOf(context, event.postId);
      return isMoveIntoPast(
        post?.scheduled_at ?? null,
        event.dayKey,
        event.time,
        context.timeZone,
        event.now,
      );
    },
  },
}).createMachine({
  id: 'planner',
  context: ({ input }) => ({
    accountId: input.accountId,
    timeZone: input.timeZone,
    today: input.today,
    view: input.view ?? 'month',
    cursor: input.today,
    filter: 'all',
    range: visibleRange(input.view ?? 'month', input.today, input.timeZone),
    posts: [],
    selection: [],
    openPostId: null,
    draft: null,
    error: null,
    move: null,
  }),
  on: {
    'filter.changed': { actions: 'assignFilter' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The posts of the shown days are loading (spec 4.9).',
      tags: ['loading'],
      entry: 'assignRange',
      on: navigation,
      invoke: {
        id: 'loadPosts',
        src: 'loadPosts',
        input: ({ context }) => ({
          accountId: context.accountId,
          start: context.range.start,
          end: context.range.end,
        }),
        onDone: {
          target: 'deciding',
          actions: { type: 'assignPosts', params: ({ event }) => ({ posts: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ what: 'loading the posts', error: event.error }),
          },
        },
      },
    },
    deciding: {
      always: [{ guard: 'hasPosts', target: 'loaded' }, { target: 'empty' }],
    },
    empty: {
      description: 'No posts in the shown days: a new post can still be written. Asked again every 5 s.',
      tags: ['empty'],
      after: { plannerRefresh: 'refreshing' },
      on: {
        ...navigation,
        'post.composeStarted': { target: '#planner.loaded.editing', actions: 'startComposing' },
      },
    },
    refreshing: {
      description:
        'The shown posts are fetched again in the background (statuses change as posts publish); the calendar stays.',
      tags: ['refreshing'],
      on: browsing,
      invoke: {
        id: 'refreshPosts',
        src: 'loadPosts',
        input: ({ context }) => ({
          accountId: context.accountId,
          start: context.range.start,
          end: context.range.end,
        }),
        onDone: {
          target: 'deciding',
          actions: { type: 'assignPosts', params: ({ event }) => ({ posts: event.output }) },
        },
        onError: {
          target: 'deciding',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ what: 'refreshing the posts', error: event.error }),
          },
        },
      },
    },
    failed: {
      description: 'The posts could not be loaded (only logged, spec 8); the user can try again.',
      tags: ['failed'],
      on: { ...navigation, 'data.retry': 'loading' },
    },
    loaded: {
      description: 'The posts are on the calendar.',
      tags: ['loaded'],
      initial: 'browsing',
      states: {
        browsing: {
          after: { plannerRefresh: '#planner.refreshing' },
          on: browsing,
        },
        moving: {
          description:
            'The post is already shown at its new time; the server is told. Refused: it moves back.',
          tags: ['moving', 'busy'],
          invoke: {
            id: 'reschedulePost',
            src: 'reschedulePost',
            input: ({ context }) => ({
              accountId: context.accountId,
              postId: context.move?.postId ?? 0,
              scheduledAt: context.move?.to ?? '',
            }),
            onDone: {
              target: 'browsing',
              actions: [
                { type: 'finishMove', params: ({ event }) => ({ post: event.output }) },
                { type: 'showToast', params: { tone: 'success', title: plannerMessages.moved } },
              ],
            },
            onError: {
              target: 'browsing',
              actions: [
                'revertMove',
                { type: 'showToast', params: { tone: 'error', title: plannerMessages.moveFailed } },
                {
                  type: 'logFailure',
                  params: ({ event }) => ({ what: 'rescheduling a post', error: event.error }),
                },
              ],
            },
          },
        },
        selecting: {
          description:
            'Select-posts mode with the bulk approval bar: only posts that need approval can be picked.',
          tags: ['selecting'],
          initial: 'picking',
          states: {
            picking: {
              on: {
                'post.toggled': [
                  { guard: 'isSelectedPost', actions: 'toggleSelection' },
                  { guard: 'isPostNeedingApproval', actions: 'toggleSelection' },
                ],
                'selection.approve': { guard: 'hasSelection', target: 'approving' },
                'selection.cleared': { target: '#planner.loaded.browsing', actions: 'clearSelection' },
              },
            },
            approving: {
              tags: ['busy'],
              invoke: {
                id: 'approvePosts',
                src: 'approvePosts',
                input: ({ context }) => ({ accountId: context.accountId, postIds: context.selection }),
                onDone: {
                  target: '#planner.loaded.browsing',
                  actions: [
                    { type: 'approveLocally', params: ({ context }) => ({ postIds: context.selection }) },
                    {
                      type: 'showToast',
                      params: ({ context }) => ({
                        tone: 'success',
                        title: plannerMessages.approvedMany(context.selection.length),
                      }),
                    },
                    'clearSelection',
                  ],
                },
                onError: {
                  target: 'picking',
                  actions: [
                    { type: 'showToast', params: { tone: 'error', title: plannerMessages.approveFailed } },
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({ what: 'approving posts', error: event.error }),
                    },
                  ],
                },
              },
            },
          },
        },
        viewing: {
          description: 'The view modal of a post with a date.',
          tags: ['modal', 'viewing'],
          on: {
            'edit.started': { guard: 'isOpenPostEditable', target: 'editing', actions: 'startDraft' },
            'approval.requested': { guard: 'isOpenPostNeedingApproval', target: 'approving' },
            'removal.requested': { target: 'removing' },
            'modal.closed': { target: 'browsing', actions: 'closeModal' },
          },
        },
        unscheduled: {
          description: 'The modal of a post without a date: schedule it (edit) or remove it.',
          tags: ['modal', 'unscheduled'],
          on: {
            'edit.started': { target: 'editing', actions: 'startDraft' },
            'removal.requested': { target: 'removing' },
            'modal.closed': { target: 'browsing', actions: 'closeModal' },
          },
        },
        editing: {
          description:
            'The edit modal: text, publish-to choices, schedule date and time. What the user typed stays until saved or closed.',
          tags: ['modal', 'editing'],
          initial: 'open',
          exit: 'closeModal',
          states: {
            open: { on: editable },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'savePost',
                src: 'savePost',
                input: ({ context }) => ({
                  accountId: context.accountId,
                  postId: context.draft?.postId ?? null,
                  description: context.draft?.description ?? '',
                  scheduledAt: context.draft ? draftScheduledAt(context.draft, context.timeZone) : null,
                  channels: context.draft?.channels ?? [],
                }),
                onDone: {
                  target: '#planner.loaded.browsing',
                  actions: [
                    { type: 'postSaved', params: ({ event }) => ({ post: event.output }) },
                    { type: 'showToast', params: { tone: 'success', title: plannerMessages.saved } },
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: [
                    { type: 'assignError', params: { message: plannerMessages.saveFailed } },
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({ what: 'saving a post', error: event.error }),
                    },
                  ],
                },
              },
            },
            failed: {
              description:
                'The save failed: the draft is kept as typed, with the error; save again or close.',
              tags: ['saveFailed'],
              on: editable,
            },
          },
        },
        approving: {
          description: 'Approve one post: asks first, then Needs approval becomes Scheduled.',
          tags: ['modal', 'approving'],
          initial: 'confirming',
          states: {
            confirming: {
              tags: ['confirming'],
              on: {
                'approval.confirmed': { target: 'approving' },
                'modal.closed': { target: '#planner.loaded.browsing', actions: 'closeModal' },
              },
            },
            approving: {
              tags: ['busy'],
              invoke: {
                id: 'approvePosts',
                src: 'approvePosts',
                input: ({ context }) => ({
                  accountId: context.accountId,
                  postIds: context.openPostId === null ? [] : [context.openPostId],
                }),
                onDone: {
                  target: '#planner.loaded.browsing',
                  actions: [
                    {
                      type: 'approveLocally',
                      params: ({ context }) => ({
                        postIds: context.openPostId === null ? [] : [context.openPostId],
                      }),
                    },
                    'closeModal',
                    { type: 'showToast', params: { tone: 'success', title: plannerMessages.approved } },
                  ],
                },
                onError: {
                  target: 'confirming',
                  actions: [
                    { type: 'assignError', params: { message: plannerMessages.approveFailed } },
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({ what: 'approving a post', error: event.error }),
                    },
                  ],
                },
              },
            },
          },
        },
        removing: {
          description: 'Remove a post: asks first; a failure says so and lets the user try again.',
          tags: ['modal', 'removing'],
          initial: 'confirming',
          states: {
            confirming: {
              tags: ['confirming'],
              on: {
                'removal.confirmed': { target: 'removing' },
                'modal.closed': { target: '#planner.loaded.browsing', actions: 'closeModal' },
              },
            },
            removing: {
              tags: ['busy'],
              invoke: {
                id: 'removePost',
                src: 'removePost',
                input: ({ context }) => ({ accountId: context.accountId, postId: context.openPostId ?? 0 }),
                onDone: {
                  target: '#planner.deciding',
                  actions: [
                    'postRemoved',
                    { type: 'showToast', params: { tone: 'success', title: plannerMessages.removed } },
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: [
                    { type: 'assignError', params: { message: plannerMessages.removeFailed } },
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({ what: 'removing a post', error: event.error }),
                    },
                  ],
                },
              },
            },
            failed: {
              tags: ['removeFailed'],
              on: {
                'removal.confirmed': { target: 'removing' },
                'modal.closed': { target: '#planner.loaded.browsing', actions: 'closeModal' },
              },
            },
          },
        },
      },
    },
  },
});
