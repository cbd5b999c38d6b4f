/**
 * The content planner's input, context, events and tags (planner.machine.ts), and the pure functions its actions and
 * guards use on that context: the post list, the moves (drag and drop, keyboard).
 */
import type { PostEditorOutput } from './postEditor.machine.ts';
import {
  isMovablePost,
  localDayKey,
  isMoveIntoPast,
  plannerMessages,
  rescheduleTarget,
  withApproved,
  type DayKey,
  type PlannerRange,
  type PlannerView,
  type PostFilter,
} from '../src/domain/calendar.ts';
import { withChangedPosts, type CalendarCounts, type PostsLoad } from '../src/domain/calendarCounts.ts';
import type { Post, PostPrefill } from '../src/domain/posts.ts';
import type { LiveEvent } from '../src/domain/live.ts';
import type { ToastInput } from '../src/domain/toast.ts';
import { FIRST_PLANNER_VIEW } from '../src/domain/constants.ts';
import {
  aimedLift,
  liftOf,
  type KeyboardLift,
  type MoveAnnouncement,
  type MoveKey,
} from '../src/domain/plannerMove.ts';

export interface PlannerInput {
  accountId: number;
  /** Default 'month'. */
  view?: PlannerView;
  /** A link to one post (/contentplanner/{id}/{postId}): the calendar opens on its day with its modal open. */
  linkedPostId?: number | null;
}

export interface LoadLinkedPostInput {
  accountId: number;
  postId: number;
}

/** What loadTimeZone answers: the account's IANA time zone and today in it (the app reads the clock). */
export interface AccountTimeZone {
  timeZone: string;
  /** 'YYYY-MM-DD'. */
  today: DayKey;
}

/** A move in progress: where the post was, so a refused move can be put back. */
export interface PlannerMove {
  postId: number;
  from: string | null;
  to: string;
}

export interface PlannerContext {
  accountId: number;
  /** The account's IANA time zone (settings, /auth/getUserTimeZone); '' until it is known. */
  timeZone: string;
  /** Today in that zone; '' until the time zone is known. */
  today: DayKey;
  view: PlannerView;
  /** The day the view is built around. */
  cursor: DayKey;
  filter: PostFilter;
  /** The range of the posts being loaded or shown (UTC instants). */
  range: PlannerRange;
  /** The posts held: in the month view the first of each day (in the filter), in the week and day views all. */
  posts: Post[];
  /** Every post of the shown days and without a date, held or not (the server's count, kept up to date). */
  total: number;
  /** The month view's counts of each day by filter group ('+N more'); null in the week and day views. */
  counts: CalendarCounts | null;
  /** Selected post ids, in select-posts mode. */
  selection: number[];
  /** The post of the open modal; null for a new post. */
  openPostId: number | null;
  /** The linked post still to open (input `linkedPostId`), until its modal opens or it cannot be read. */
  linkedPostId: number | null;
  /** The linked post as read: the modal's post when the calendar does not hold it (a busy day's later posts). */
  linkedPost: Post | null;
  /** A new post's day (a day cell's "+"), or ''. */
  composeDay: DayKey;
  /** What a new post starts with when made from the library or a text (issue 18). */
  composePrefill: PostPrefill | null;
  move: PlannerMove | null;
  /** The post picked up with the keyboard and where it would go (it survives a background refresh). */
  lift: KeyboardLift | null;
  /** Whether the stream of changes is up (issue 20): then the shown posts are read again on a change, not every 5 s. */
  live: boolean;
  /** What the last keyboard step or drop did (the page announces it). */
  announcement: MoveAnnouncement | null;
}

/** The planner's context when it starts: nothing read yet, the view asked for (else the first view), the link kept. */
export function initialContext(input: PlannerInput): PlannerContext {
  return {
    accountId: input.accountId,
    timeZone: '',
    today: '',
    view: input.view ?? FIRST_PLANNER_VIEW,
    cursor: '',
    filter: 'all',
    range: { start: '', end: '' },
    posts: [],
    total: 0,
    counts: null,
    selection: [],
    openPostId: null,
    linkedPostId: input.linkedPostId ?? null,
    linkedPost: null,
    composeDay: '',
    composePrefill: null,
    move: null,
    lift: null,
    announcement: null,
    live: false,
  };
}

export type PlannerEvent =
  | LiveEvent
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
  /** New post: opens the edit modal empty, on `dayKey` when given (a day cell's "+"). */
  | { type: 'post.composeStarted'; dayKey?: DayKey; prefill?: PostPrefill }
  /** Drag and drop or keyboard; `time` 'HH:mm' for a time slot, else the post keeps its local time. */
  | { type: 'post.moved'; postId: number; dayKey: DayKey; time?: string; now: string }
  /** The keyboard move: 'm' on a card, an arrow, Enter (`now`: the app's clock, ISO), Escape. */
  | { type: 'move.lifted'; postId: number }
  | { type: 'move.aimed'; key: MoveKey }
  | { type: 'move.dropped'; now: string }
  | { type: 'move.cancelled' };

export type PlannerTag =
  | 'loadingTimeZone'
  /** The linked post is read (its day decides the calendar's month). */
  | 'locating'
  | 'loading'
  | 'loaded'
  | 'empty'
  | 'refreshing'
  | 'failed'
  | 'timeZoneFailed'
  | 'selecting'
  | 'modal'
  | 'lifted'
  | 'moving'
  | 'busy';

export interface LoadTimeZoneInput {
  accountId: number;
}
export interface LoadPostsInput {
  accountId: number;
  start: string;
  end: string;
  /** The month view reads its cards and counts, the week and day views every post (src/api/queries/posts.ts). */
  view: PlannerView;
  /** The zone the month's days are days in. */
  timeZone: string;
  /** The month view reads the first posts of each day in this filter. */
  filter: PostFilter;
}

/** What a load of the shown posts answers. */
export type PlannerLoad = PostsLoad<Post>;
export interface ReschedulePostInput {
  accountId: number;
  postId: number;
  scheduledAt: string;
}

export function postOf(context: Pick<PlannerContext, 'posts'>, postId: number | null): Post | undefined {
  return postId === null ? undefined : context.posts.find((post) => post.id === postId);
}

/** The linked post is read: the calendar opens on its day (an undated post: on today, beside its list). */
export function linkedPostRead(
  context: PlannerContext,
  post: Post,
): Pick<PlannerContext, 'linkedPost' | 'cursor'> {
  return {
    linkedPost: post,
    cursor: post.scheduled_at ? localDayKey(post.scheduled_at, context.timeZone) : context.cursor,
  };
}

/** The linked post's modal opens, once: the link is used up (the post as read stays for the modal). */
export function linkedPostOpened(context: PlannerContext): Partial<PlannerContext> {
  return {
    openPostId: context.linkedPostId,
    linkedPostId: null,
    composeDay: '',
    composePrefill: null,
    lift: null,
  };
}

/** The open modal's post: as the calendar holds it, else the linked post as read; null for a new post. */
export function openedPost(
  context: Pick<PlannerContext, 'posts' | 'openPostId' | 'linkedPost'>,
): Post | null {
  const { openPostId, linkedPost } = context;
  return (
    postOf(context, openPostId) ?? (linkedPost !== null && linkedPost.id === openPostId ? linkedPost : null)
  );
}

/** The held posts become `posts`: the total and the counts follow (a move, an approval, a save, a removal). */
export function withPosts(
  context: Pick<PlannerContext, 'posts' | 'total' | 'counts' | 'timeZone'>,
  posts: Post[],
): Pick<PlannerContext, 'posts' | 'total' | 'counts'> {
  return { posts, ...withChangedPosts(context, context.posts, posts, context.timeZone) };
}

/** The post list with `post` in place of the one with its id (or added). */
export function withPost(posts: readonly Post[], post: Post): Post[] {
  return posts.some((p) => p.id === post.id)
    ? posts.map((p) => (p.id === post.id ? post : p))
    : [...posts, post];
}

export function withScheduledAt(posts: readonly Post[], postId: number, scheduledAt: string | null): Post[] {
  return posts.map((post) => (post.id === postId ? { ...post, scheduled_at: scheduledAt } : post));
}

/** Where a move goes: a drop (`post.moved`), or the keyboard's target when it is dropped. */
export function moveRequestOf(
  context: Pick<PlannerContext, 'lift'>,
  event: PlannerEvent,
): { postId: number; dayKey: DayKey; time?: string; now: string } | null {
  if (event.type === 'post.moved') return event;
  if (event.type === 'move.dropped' && context.lift) return { ...context.lift, now: event.now };
  return null;
}

/** The posts once the post editor's answer is applied. */
export function withEditorOutput(posts: Post[], output: PostEditorOutput): Post[] {
  if (output.outcome === 'saved') return withPost(posts, output.post);
  if (output.outcome === 'approved') return withApproved(posts, output.postIds);
  if (output.outcome === 'removed') return posts.filter((post) => post.id !== output.postId);
  return posts;
}

type Update = Partial<PlannerContext>;

/** Only a post with a date that may still move is picked up with the keyboard. */
export function isLiftable(context: PlannerContext, postId: number): boolean {
  const post = postOf(context, postId);
  return post !== undefined && !!post.scheduled_at && isMovablePost(post);
}

export function lifted(context: PlannerContext, postId: number): Update {
  const post = postOf(context, postId);
  if (!post?.scheduled_at) return {};
  const lift = liftOf(
    { id: post.id, scheduled_at: post.scheduled_at },
    context.view,
    context.cursor,
    context.timeZone,
  );
  return { lift, announcement: { kind: 'lifted', ...lift } };
}

export function aimed(context: PlannerContext, key: MoveKey): Update {
  if (!context.lift) return {};
  const lift = aimedLift(context.lift, key, context.view, context.cursor);
  return { lift, announcement: { kind: 'aimed', dayKey: lift.dayKey, time: lift.time } };
}

/** Why a move is refused (a published post, or into the past), or null. */
export function moveRefusal(context: PlannerContext, event: PlannerEvent): 'unmovable' | 'past' | null {
  const request = moveRequestOf(context, event);
  const post = request && postOf(context, request.postId);
  if (!request || !post || !isMovablePost(post)) return 'unmovable';
  const past = isMoveIntoPast(post.scheduled_at, request.dayKey, request.time, context.timeZone, request.now);
  return past ? 'past' : null;
}

/** A refused move is announced; a refused keyboard drop ends the keyboard move. */
export function refusedMove(context: PlannerContext, event: PlannerEvent): Update {
  const request = moveRequestOf(context, event);
  return {
    lift: event.type === 'move.dropped' ? null : context.lift,
    announcement: request && { kind: 'refused', dayKey: request.dayKey, time: request.time },
  };
}

/** The post moves on screen at once; `move` remembers where it was. */
export function startedMove(context: PlannerContext, event: PlannerEvent): Update {
  const request = moveRequestOf(context, event);
  if (!request) return {};
  const from = postOf(context, request.postId)?.scheduled_at ?? null;
  const to = rescheduleTarget(from, request.dayKey, request.time, context.timeZone);
  return {
    move: { postId: request.postId, from, to },
    ...withPosts(context, withScheduledAt(context.posts, request.postId, to)),
    lift: null,
    announcement: { kind: 'moved', dayKey: request.dayKey, time: request.time },
  };
}

/** The server's copy when it answers one; else the optimistic move stands. */
export function finishedMove(context: PlannerContext, post: Post | undefined): Update {
  return {
    ...withPosts(context, post && typeof post === 'object' ? withPost(context.posts, post) : context.posts),
    move: null,
  };
}

/** A refused move: the post goes back where it was. */
export function revertedMove(context: PlannerContext): Update {
  const { move } = context;
  return {
    ...withPosts(context, move ? withScheduledAt(context.posts, move.postId, move.from) : context.posts),
    move: null,
  };
}

export function toggled(selection: readonly number[], postId: number): number[] {
  return selection.includes(postId) ? selection.filter((id) => id !== postId) : [...selection, postId];
}

/** The toast after a bulk approval: how many posts were approved. */
export const approvedToast = ({ context }: { context: PlannerContext }): ToastInput => ({
  tone: 'success',
  title: plannerMessages.approvedMany(context.selection.length),
});
