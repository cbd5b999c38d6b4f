/**
 * The content planner (spec 2.6, 4.1, 4.9, 9; issues 6 and 13): the calendar of an account's posts.
 *
 * - First the account's time zone is read (`loadingTimeZone`): the calendar's days are days in it. Opened by a link
 *   to one post (input `linkedPostId`), the post is read next (`locatingPost`): the calendar opens on its day, and
 *   once its days have loaded the post's modal opens.
 * - A month, week or day (`view.changed`) around a cursor day (`calendar.previous`/`next`/`today`/`dayPicked`); when
 *   the shown days change their posts load (`loading`), then show (`loaded`) or are none (`empty`, spec 4.9). A
 *   failed load is only logged (spec 8) and can be retried (`failed`, `data.retry`); `filter.changed` only filters.
 * - `browsing`: open or write a post (`post.opened`, `post.composeStarted`): the modal is the post editor child
 *   (postEditor.machine.ts, state `post`), whose answer (saved, approved, removed) the planner applies; select posts
 *   that need approval and approve them at once (`selecting`); move a post by dragging (`post.moved`) or with the
 *   keyboard (`browsing.lifted`: `move.lifted`, `move.aimed`, `move.dropped`, `move.cancelled`; domain/plannerMove.ts).
 *   Published posts stay and nothing moves into the past (events carry `now`); a move shows at once (`moving`) and
 *   moves back if the server refuses.
 * - While browsing (or empty) the shown posts are fetched again every 5 s (`refreshing`, delay `plannerRefresh`), or,
 *   while the stream of changes is up (issue 20), when the account's posts change (`live.changed`); the stream
 *   opening or being lost reads them once (changes may have been missed) and switches between the two.
 *
 * Every request is an actor the app provides (loadTimeZone, loadLinkedPost, loadPosts, approvePosts, reschedulePost,
 * the post editor's own), and so are the toasts (`showToast`) and the failure log (`logFailure`). Tags: `PlannerTag`.
 * Transition groups and the link's state are in planner.transitions.ts, the context's start and updates in
 * planner.context.ts.
 */
import { and, assertEvent, assign, not, setup } from 'xstate';
import { provided } from './provided.ts';
import { postEditorMachine, type ApprovePostsInput, type PostEditorOutput } from './postEditor.machine.ts';
import {
  applyOutput,
  browsing,
  composing,
  following,
  editorOutput,
  keyboard,
  loadPostsInvoke,
  locatingPost,
  logFailure,
  moveTransitions,
  stepping,
  toast,
} from './planner.transitions.ts';
import {
  aimed,
  approvedToast,
  finishedMove,
  initialContext,
  isLiftable,
  lifted,
  linkedPostOpened,
  linkedPostRead,
  openedPost,
  moveRefusal,
  postOf,
  refusedMove,
  revertedMove,
  startedMove,
  toggled,
  withEditorOutput,
  withPosts,
  type AccountTimeZone,
  type LoadLinkedPostInput,
  type LoadPostsInput,
  type LoadTimeZoneInput,
  type PlannerContext,
  type PlannerEvent,
  type PlannerInput,
  type PlannerLoad,
  type PlannerTag,
  type ReschedulePostInput,
} from './planner.context.ts';
import {
  moveCursor,
  plannerMessages,
  postNeedsApproval,
  visibleRange,
  withApproved,
} from '../src/domain/calendar.ts';
import type { Post } from '../src/domain/posts.ts';
import { timings } from '../src/domain/constants.ts';
import { isPostChangeOf } from '../src/domain/live.ts';
import type { ToastInput } from '../src/domain/toast.ts';

export * from './planner.context.ts';

export const plannerMachine = setup({
  types: {
    context: {} as PlannerContext,
    events: {} as PlannerEvent,
    input: {} as PlannerInput,
    tags: {} as PlannerTag,
    children: {} as { postEditor: 'postEditor' },
  },
  actors: {
    /** The account's time zone and today in it. */
    loadTimeZone: provided<AccountTimeZone, LoadTimeZoneInput>('loadTimeZone'),
    /** The post a link names (its day is where the calendar opens). */
    loadLinkedPost: provided<Post, LoadLinkedPostInput>('loadLinkedPost'),
    /** The posts of the shown days (and the account's posts without a date), their total and the month's counts. */
    loadPosts: provided<PlannerLoad, LoadPostsInput>('loadPosts'),
    /** Approves the selected posts ('Needs approval' -> 'Scheduled'). */
    approvePosts: provided<unknown, ApprovePostsInput>('approvePosts'),
    /** Moves a post to another time; answers the post as stored. */
    reschedulePost: provided<Post, ReschedulePostInput>('reschedulePost'),
    /** The open post's modal (the app provides its requests, toasts and log). */
    postEditor: postEditorMachine,
  },
  actions: {
    showToast: (_, _params: ToastInput) => {},
    /** Spec 8: failed loads are only logged. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    assignTimeZone: assign((_, { timeZone, today }: AccountTimeZone) => ({ timeZone, today, cursor: today })),
    assignLinkedPost: assign(({ context }, post: Post) => linkedPostRead(context, post)),
    forgetLinkedPost: assign({ linkedPostId: null, linkedPost: null }),
    openLinkedPost: assign(({ context }) => linkedPostOpened(context)),
    /** The shown days change: a keyboard move is dropped. */
    assignRange: assign({
      range: ({ context }) => visibleRange(context.view, context.cursor, context.timeZone),
      lift: null,
    }),
    assignPosts: assign((_, { output }: { output: PlannerLoad }) => ({
      posts: output.posts,
      total: output.total,
      counts: output.counts,
    })),
    assignView: assign(({ event }) => (event.type === 'view.changed' ? { view: event.view } : {})),
    moveCursor: assign({
      cursor: ({ context }, params: { move: 'previous' | 'next' }) =>
        moveCursor(context.cursor, context.view, params.move),
    }),
    goToToday: assign(({ context, event }) => {
      assertEvent(event, 'calendar.today');
      const today = event.today ?? context.today;
      return { today, cursor: today };
    }),
    openDay: assign(({ event }) =>
      event.type === 'calendar.dayPicked' ? { view: 'day' as const, cursor: event.dayKey } : {},
    ),
    assignFilter: assign(({ event }) => (event.type === 'filter.changed' ? { filter: event.filter } : {})),
    clearSelection: assign({ selection: [], lift: null }),
    toggleSelection: assign({
      selection: ({ context, event }) =>
        event.type === 'post.toggled' ? toggled(context.selection, event.postId) : context.selection,
    }),
    approveSelection: assign(({ context }) =>
      withPosts(context, withApproved(context.posts, context.selection)),
    ),
    openPost: assign(({ event }) => {
      assertEvent(event, 'post.opened');
      return { openPostId: event.postId, composeDay: '' as const, composePrefill: null, lift: null };
    }),
    startComposing: assign(({ event }) => {
      assertEvent(event, 'post.composeStarted');
      return {
        openPostId: null,
        composeDay: event.dayKey ?? '',
        composePrefill: event.prefill ?? null,
        lift: null,
      };
    }),
    applyEditorOutput: assign(({ context }, params: PostEditorOutput) => ({
      ...withPosts(context, withEditorOutput(context.posts, params)),
      openPostId: null,
      linkedPost: null,
    })),
    lift: assign(({ context, event }) => (event.type === 'move.lifted' ? lifted(context, event.postId) : {})),
    aimLift: assign(({ context, event }) => (event.type === 'move.aimed' ? aimed(context, event.key) : {})),
    // A new announcement object each time, so the view speaks one that repeats the last (a second 'm' during a save).
    cancelLift: assign({ lift: null, announcement: () => ({ kind: 'cancelled' }) as const }),
    announceMoveSaving: assign({ announcement: () => ({ kind: 'saving' }) as const }),
    refuseMove: assign(({ context, event }) => refusedMove(context, event)),
    startMove: assign(({ context, event }) => startedMove(context, event)),
    finishMove: assign(({ context }, params: { post: Post | undefined }) =>
      finishedMove(context, params.post),
    ),
    revertMove: assign(({ context }) => revertedMove(context)),
    streamUp: assign({ live: true }),
    streamDown: assign({ live: false }),
  },
  delays: {
    /** Ours: how often the shown posts are fetched again while the user browses, so statuses change live. */
    plannerRefresh: timings.plannerRefresh,
  },
  guards: {
    /** The shown days have posts (held or only counted: a filter may show none of them). */
    hasPosts: ({ context }) => context.total > 0 || context.posts.length > 0,
    /** The planner was opened by a link to one post. */
    isLinkToPost: ({ context }) => context.linkedPostId !== null,
    /** The linked post has been read and its modal has not opened yet. */
    hasLinkedPostToOpen: ({ context }) => context.linkedPostId !== null && context.linkedPost !== null,
    streamIsDown: ({ context }) => !context.live,
    /** A change on the stream to this account's posts. */
    isOwnPostChange: ({ context, event }) => {
      assertEvent(event, 'live.changed');
      return isPostChangeOf(event.change, context.accountId);
    },
    /** The month view reads the filter's posts from the server: another filter is another read. */
    isMonthView: ({ context }) => context.view === 'month',
    isLifted: ({ context }) => context.lift !== null,
    isKnownPost: ({ context, event }) => {
      assertEvent(event, 'post.opened');
      return postOf(context, event.postId) !== undefined;
    },
    /** Only a post with a date that may still move is picked up. */
    isLiftable: ({ context, event }) => event.type === 'move.lifted' && isLiftable(context, event.postId),
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
    isRemoval: (_, params: PostEditorOutput) => params.outcome === 'removed',
    isPostUnmovable: ({ context, event }) => moveRefusal(context, event) === 'unmovable',
    isMoveIntoPast: ({ context, event }) => moveRefusal(context, event) === 'past',
  },
}).createMachine({
  id: 'planner',
  context: ({ input }) => initialContext(input),
  on: {
    'filter.changed': { actions: 'assignFilter' },
    'live.up': { actions: 'streamUp' },
    'live.down': { actions: 'streamDown' },
  },
  initial: 'loadingTimeZone',
  states: {
    loadingTimeZone: {
      description: "The account's time zone is read first: the calendar's days are days in it.",
      tags: ['loading', 'loadingTimeZone'],
      invoke: {
        id: 'loadTimeZone',
        src: 'loadTimeZone',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: [
          {
            guard: 'isLinkToPost',
            target: 'locatingPost',
            actions: { type: 'assignTimeZone', params: ({ event }) => event.output },
          },
          { target: 'loading', actions: { type: 'assignTimeZone', params: ({ event }) => event.output } },
        ],
        onError: { target: 'timeZoneFailed', actions: logFailure('loading the time zone') },
      },
    },
    locatingPost,
    loading: {
      description: 'The posts of the shown days are loading (spec 4.9).',
      tags: ['loading'],
      entry: 'assignRange',
      on: stepping,
      invoke: loadPostsInvoke('loadPosts', 'failed', 'loading the posts'),
    },
    deciding: {
      always: [
        { guard: and(['hasPosts', 'hasLinkedPostToOpen']), target: 'loaded.post', actions: 'openLinkedPost' },
        { guard: and(['hasPosts', 'isLifted']), target: 'loaded.browsing.lifted' },
        { guard: 'hasPosts', target: 'loaded' },
        // The linked post's days have none left (it was removed meanwhile): nothing opens later by surprise.
        { target: 'empty', actions: 'forgetLinkedPost' },
      ],
    },
    empty: {
      description: 'No posts in the shown days: a new post can still be written. Asked again every 5 s.',
      tags: ['empty'],
      on: { ...stepping, ...composing },
      initial: 'waiting',
      states: {
        waiting: {
          after: { plannerRefresh: { guard: 'streamIsDown', target: 'refreshing' } },
          on: following('#planner.empty.refreshing'),
        },
        refreshing: {
          description:
            'The shown days are asked again in the background; the calendar still says there are none.',
          tags: ['refreshing'],
          // The answer on its way may have been read before this change: ask again.
          on: { 'live.changed': { guard: 'isOwnPostChange', target: 'refreshing', reenter: true } },
          invoke: loadPostsInvoke('refreshPosts', 'deciding', 'refreshing the posts'),
        },
      },
    },
    refreshing: {
      description:
        'The shown posts are fetched again in the background (statuses change as posts publish); the calendar and a keyboard move stay.',
      tags: ['refreshing'],
      on: {
        ...browsing,
        ...keyboard,
        'move.lifted': { guard: 'isLiftable', actions: 'lift' },
        // Enter with nothing picked up does nothing.
        'move.dropped': [{ guard: not('isLifted') }, ...moveTransitions()],
        'live.changed': { guard: 'isOwnPostChange', target: 'refreshing', reenter: true },
      },
      invoke: loadPostsInvoke('refreshPosts', 'deciding', 'refreshing the posts'),
    },
    timeZoneFailed: {
      description:
        "The account's time zone could not be read (only logged, spec 8): no calendar in a guessed zone; the user can try again.",
      tags: ['timeZoneFailed'],
      on: { 'data.retry': 'loadingTimeZone' },
    },
    failed: {
      description: 'The posts could not be loaded (only logged, spec 8); the user can try again.',
      tags: ['failed'],
      on: { ...stepping, 'data.retry': 'loading' },
    },
    loaded: {
      description: 'The posts are on the calendar.',
      tags: ['loaded'],
      initial: 'browsing',
      states: {
        browsing: {
          after: { plannerRefresh: { guard: 'streamIsDown', target: '#planner.refreshing' } },
          on: {
            ...browsing,
            ...following('#planner.refreshing'),
            'move.lifted': { guard: 'isLiftable', target: '.lifted', actions: 'lift' },
          },
          initial: 'idle',
          states: {
            idle: {},
            lifted: {
              description:
                'A post is picked up with the keyboard: the arrows choose where, Enter drops, Escape cancels.',
              tags: ['lifted'],
              on: {
                ...keyboard,
                'move.cancelled': { target: 'idle', actions: 'cancelLift' },
                'move.dropped': moveTransitions('idle'),
              },
            },
          },
        },
        moving: {
          description:
            'The post is already shown at its new time; the server is told. Refused: it moves back. Picking up another post meanwhile is answered with a wait.',
          tags: ['moving', 'busy'],
          // One move at a time: picking up another post now is answered, not silently ignored.
          on: { 'move.lifted': { guard: 'isLiftable', actions: 'announceMoveSaving' } },
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
                toast('success', plannerMessages.moved),
              ],
            },
            onError: {
              target: 'browsing',
              actions: [
                'revertMove',
                toast('error', plannerMessages.moveFailed),
                logFailure('rescheduling a post'),
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
                    'approveSelection',
                    { type: 'showToast', params: approvedToast },
                    'clearSelection',
                  ],
                },
                onError: {
                  target: 'picking',
                  actions: [toast('error', plannerMessages.approveFailed), logFailure('approving posts')],
                },
              },
            },
          },
        },
        post: {
          description:
            "A post's modal is open: the post editor runs it (view, edit, approve, remove) and answers what happened.",
          tags: ['modal'],
          invoke: {
            id: 'postEditor',
            src: 'postEditor',
            input: ({ context }) => ({
              accountId: context.accountId,
              timeZone: context.timeZone,
              post: openedPost(context),
              day: context.composeDay,
              prefill: context.composePrefill,
            }),
            onDone: [
              {
                guard: { type: 'isRemoval', params: editorOutput },
                target: '#planner.deciding',
                actions: applyOutput,
              },
              { target: 'browsing', actions: applyOutput },
            ],
          },
        },
      },
    },
  },
});
