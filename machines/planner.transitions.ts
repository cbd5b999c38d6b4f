/**
 * The content planner's transition groups (planner.machine.ts): the same transitions taken from several states
 * (navigation, browsing, the keyboard move, a move's refusal, the stream of changes) and the one load of the shown
 * posts, written once; and the state that reads a linked post (`locatingPost`).
 */
import { failure } from './provided.ts';
import type { PlannerContext, PlannerLoad } from './planner.context.ts';
import type { PostEditorOutput } from './postEditor.machine.ts';
import { linkedPostMissingToast, plannerMessages } from '../src/domain/calendar.ts';
import type { Post } from '../src/domain/posts.ts';
import type { ToastInput } from '../src/domain/toast.ts';

export const toast = (tone: ToastInput['tone'], title: string) =>
  ({ type: 'showToast', params: { tone, title } }) as const;

export const logFailure = (what: string) => ({ type: 'logFailure', params: failure(what) }) as const;

/** Navigation: the shown days change, so the posts are loaded again. */
export const reload = <const T>(actions: T) =>
  ({ target: '#planner.loading', reenter: true, actions }) as const;
/** The toolbar's navigation: the view and the previous, next and today buttons (also where no calendar shows). */
export const stepping = {
  'view.changed': reload('assignView'),
  // The month view holds the first posts of each day in the filter: another filter is read (issue 20).
  'filter.changed': [{ guard: 'isMonthView', ...reload('assignFilter') }, { actions: 'assignFilter' }],
  'calendar.previous': reload({ type: 'moveCursor', params: { move: 'previous' } } as const),
  'calendar.next': reload({ type: 'moveCursor', params: { move: 'next' } } as const),
  'calendar.today': reload('goToToday'),
} as const;
/** Where the calendar shows, also a day picked on it ('+N more' opens the day). */
export const navigation = { ...stepping, 'calendar.dayPicked': reload('openDay') } as const;

export const composing = {
  'post.composeStarted': { target: '#planner.loaded.post', actions: 'startComposing' },
} as const;

/**
 * A move (`post.moved`, or `move.dropped` of the keyboard's target): refused with a toast, or made at once. A refused
 * keyboard drop ends the keyboard move (`refused`: where that leaves the user).
 */
export const moveTransitions = (refused?: string) =>
  [
    {
      guard: 'isPostUnmovable',
      target: refused,
      actions: ['refuseMove', toast('error', plannerMessages.moveNotAllowed)],
    },
    {
      guard: 'isMoveIntoPast',
      target: refused,
      actions: ['refuseMove', toast('error', plannerMessages.moveIntoPast)],
    },
    { target: '#planner.loaded.moving', actions: 'startMove' },
  ] as const;

/**
 * The stream of changes while the planner rests (browsing, or empty and waiting): it opening or being lost reads
 * the shown days once (changes may have been missed meanwhile), as does a change to the account's posts.
 */
export const following = (refreshing: string) =>
  ({
    'live.up': { target: refreshing, actions: 'streamUp' },
    'live.down': { target: refreshing, actions: 'streamDown' },
    'live.changed': { guard: 'isOwnPostChange', target: refreshing },
  }) as const;

/** The keyboard move's steps once a post is picked up. */
export const keyboard = {
  'move.aimed': { guard: 'isLifted', actions: 'aimLift' },
  'move.cancelled': { guard: 'isLifted', actions: 'cancelLift' },
} as const;

/**
 * What the user can do with the posts on screen: while browsing, and while the posts are fetched again in the
 * background (a click or a key during a refresh is never lost).
 */
export const browsing = {
  ...navigation,
  ...composing,
  'post.opened': { guard: 'isKnownPost', target: '#planner.loaded.post', actions: 'openPost' },
  'selection.started': { target: '#planner.loaded.selecting', actions: 'clearSelection' },
  'post.moved': moveTransitions(),
} as const;

/** What the post editor answered when it closed, applied to the posts. */
export const editorOutput = ({ event }: { event: { output: PostEditorOutput } }) => event.output;
export const applyOutput = { type: 'applyEditorOutput', params: editorOutput } as const;

/** The one load of the shown posts: `loadPosts` when the days change, `refreshPosts` in the background. */
export function loadPostsInvoke(
  id: 'loadPosts' | 'refreshPosts',
  onError: 'failed' | 'deciding',
  what: string,
) {
  const failed = `#planner.${onError}` as const;
  return {
    id,
    src: 'loadPosts',
    input: ({ context }: { context: PlannerContext }) => ({
      accountId: context.accountId,
      start: context.range.start,
      end: context.range.end,
      view: context.view,
      timeZone: context.timeZone,
      filter: context.filter,
    }),
    onDone: {
      target: '#planner.deciding',
      actions: { type: 'assignPosts', params: ({ event }: { event: { output: PlannerLoad } }) => event },
    },
    onError: { target: failed, actions: logFailure(what) },
  } as const;
}

/** A link to one post: the post is read after the time zone, then the shown days load (planner.machine.ts). */
export const locatingPost = {
  description:
    "A link to one post (/contentplanner/{id}/{postId}: the dashboard's top posts, a shared draft): the post is read first, so the calendar opens on its day, with its modal. A post that cannot be read is said so, and the calendar opens on today.",
  tags: ['loading', 'locating'],
  invoke: {
    id: 'loadLinkedPost',
    src: 'loadLinkedPost',
    input: ({ context }: { context: PlannerContext }) => ({
      accountId: context.accountId,
      postId: context.linkedPostId ?? 0,
    }),
    onDone: {
      target: '#planner.loading',
      actions: { type: 'assignLinkedPost', params: ({ event }: { event: { output: Post } }) => event.output },
    },
    onError: {
      target: '#planner.loading',
      actions: [
        'forgetLinkedPost',
        { type: 'showToast', params: linkedPostMissingToast },
        logFailure('reading the linked post'),
      ],
    },
  },
} as const;
