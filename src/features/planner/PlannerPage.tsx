/**
 * The content planner page, /contentplanner, /{accid}/contentplanner and /[{accid}/]contentplanner/{id}/{postId}
 * (spec 2.6, 4.1, 4.9, 9; issues 6 and 13): the planner machine (machines/planner.machine.ts) with the real calls
 * (plannerLogic), its calendar (PlannerCalendar), toolbar, undated posts and bulk approval bar (PlannerParts), the
 * post editor's modals (./modals) and, under it all, the buttons of the terms and cookie-policy modals
 * (src/features/legal). The machine reads the account's time zone first, then the posts; the views
 * only read its tags and context and send its events. A role that may not write posts (src/domain/permissions.ts)
 * reads a note instead and cannot move cards.
 *
 * Moving a post: drag a card onto a day cell or an hour slot with a mouse or a finger (PlannerDnd, on @dnd-kit),
 * or with the keyboard: 'm' (or the card's Move button) picks the focused card up, the arrows choose a day (and in the week and day views, Up and
 * Down an hour slot), Enter drops it, Escape puts it back (src/domain/plannerMove.ts). The keyboard move is the
 * machine's (`browsing.lifted`): the page sends the keys and announces what the machine says. The machine refuses
 * published posts and the past, with a toast.
 */
import { inspect } from '../../app/inspection.ts';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { api } from '../../api/index.ts';
import { postCalls } from '../../api/posts.ts';
import { forwardLive, useLiveBridge } from '../../app/liveBridge.ts';
import { useCan } from '../../app/permissions.ts';
import { useSession } from '../../app/session.tsx';
import { useAnnounceMainContent } from '../../app/mainContent.ts';
import type { PageProps } from '../../app/pages.tsx';
import { calendarGrid, filterPosts, rangeTitle, type DayKey } from '../../domain/calendar.ts';
import { countOf, cutNote, postsIn } from '../../domain/calendarCounts.ts';
import type { Post, PostPrefill } from '../../domain/posts.ts';
import { permissionMessages } from '../../domain/permissions.ts';
import { MOVE_KEYS, moveAnnouncementText, plannerPageText, type MoveKey } from '../../domain/plannerMove.ts';
import { useStableShowToast } from '../../ui/toast/index.ts';
import { LegalModalLinks } from '../legal/LegalModalLinks.tsx';
import { PlannerModals } from './modals/index.ts';
import { PlannerActorContext } from './plannerContext.ts';
import { plannerLogic } from './plannerLogic.ts';
import { PlannerCalendar, type CalendarHandlers, type DropTarget } from './PlannerCalendar.tsx';
import { PlannerDnd } from './PlannerDnd.tsx';
import { postText } from './PostCard.tsx';
import { plannerClock } from './plannerClock.ts';
import { useComposeRequest } from './composeRequest.ts';
import { FirstWeekPanel } from './FirstWeekPanel.tsx';
import { DesignBanner } from './DesignBanner.tsx';
import { plannerDesignDay } from '../../domain/designPages.ts';
import { BulkApprovalBar, PlannerSkeleton, PlannerToolbar, UndatedPosts } from './PlannerParts.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

const calls = postCalls(api);

function nowIso(): string {
  return new Date().toISOString();
}

const announcementKeys = new WeakMap<object, number>();
let lastAnnouncementKey = 0;

/** A key per announcement object (the machine makes a new one for each), 0 for none. */
function announcementKey(announcement: object | null): number {
  if (announcement === null) return 0;
  let key = announcementKeys.get(announcement);
  if (key === undefined) {
    lastAnnouncementKey += 1;
    key = lastAnnouncementKey;
    announcementKeys.set(announcement, key);
  }
  return key;
}

export function PlannerPage({ params }: PageProps) {
  // The URL's account is the session's: the route guard selects it before the page shows (src/app/urlAccount.ts).
  const { accountId } = useSession();
  const postId = Number(params.postId);
  const linkedPostId = Number.isInteger(postId) && postId > 0 ? postId : null;
  const canWrite = useCan('posts.write');

  return (
    <section className="mx-auto max-w-[100rem] px-4 py-6" aria-labelledby="planner-heading">
      <h1 id="planner-heading" className="mb-4 text-2xl font-semibold text-slate-900">
        {plannerPageText.heading}
      </h1>
      {canWrite ? null : (
        <p role="note" className="mb-4 text-sm text-slate-600">
          {permissionMessages.plannerReadOnly}
        </p>
      )}
      {accountId === null ? null : <FirstWeekPanel accountId={accountId} />}
      {/* At least a screen tall from the first frame: what follows (the legal links, the footer) starts below the
          fold, so the calendar growing from its skeleton to its posts moves nothing the user sees (no layout shift). */}
      <div className="min-h-svh">
        {accountId === null ? (
          <PlannerSkeleton />
        ) : (
          // Another post's link is another planner: it opens on that post's day.
          <PlannerProvider
            key={`${accountId}/${linkedPostId ?? ''}`}
            accountId={accountId}
            linkedPostId={linkedPostId}
          />
        )}
      </div>
      <LegalModalLinks className="mt-6 border-t border-slate-200 pt-3" />
    </section>
  );
}

/** The planner follows the stream of changes (live bridge): it refreshes every 5 s only while the stream is down. */
function FollowStream() {
  useLiveBridge(PlannerActorContext.useActorRef(), forwardLive.planner);
  return null;
}

function PlannerProvider({ accountId, linkedPostId }: { accountId: number; linkedPostId: number | null }) {
  const showToast = useStableShowToast();
  const [logic] = useState(() => plannerLogic({ calls, showToast }));
  const [options] = useState(() => ({ input: { accountId, linkedPostId }, inspect }));
  return (
    <PlannerActorContext.Provider logic={logic} options={options}>
      <FollowStream />
      <PlannerBoard />
      <PlannerModals />
    </PlannerActorContext.Provider>
  );
}

type BoardStatus = 'zone' | 'zoneFailed' | 'loading' | 'failed' | 'empty' | 'shown';

/** What the board shows, as the machine's tags say. */
function useBoardStatus(): BoardStatus {
  return PlannerActorContext.useSelector((snapshot) => {
    // Until the time zone (and a linked post's day) is known, there is no month to name: the skeleton alone.
    if (snapshot.hasTag('loadingTimeZone') || snapshot.hasTag('locating')) return 'zone';
    if (snapshot.hasTag('timeZoneFailed')) return 'zoneFailed';
    if (snapshot.hasTag('loading')) return 'loading';
    if (snapshot.hasTag('failed')) return 'failed';
    if (snapshot.hasTag('empty')) return 'empty';
    return 'shown';
  });
}

const isMoveKey = (key: string): key is MoveKey => (MOVE_KEYS as readonly string[]).includes(key);

function PlannerBoard() {
  const actor = PlannerActorContext.useActorRef();
  const liveStatus = useBoardStatus();
  const livePosts = PlannerActorContext.useSelector((s) => s.context.posts);
  const liveCounts = PlannerActorContext.useSelector((s) => s.context.counts);
  const liveTotal = PlannerActorContext.useSelector((s) => s.context.total);
  // The board draws the machine's status and posts as a transition (issue 14): React splits drawing a month of
  // cards into short tasks instead of one long one, and shows the previous board (the skeleton) until it is done.
  const live = useMemo(
    () => ({ status: liveStatus, posts: livePosts, counts: liveCounts, total: liveTotal }),
    [liveStatus, livePosts, liveCounts, liveTotal],
  );
  const { status, posts, counts, total } = useDeferredValue(live);
  // The month is drawn, empty or failed: the layout may load what it held back (src/app/mainContent.ts).
  useAnnounceMainContent(status !== 'zone' && status !== 'loading');
  const view = PlannerActorContext.useSelector((s) => s.context.view);
  const cursor = PlannerActorContext.useSelector((s) => s.context.cursor);
  const today = PlannerActorContext.useSelector((s) => s.context.today);
  const timeZone = PlannerActorContext.useSelector((s) => s.context.timeZone);
  const filter = PlannerActorContext.useSelector((s) => s.context.filter);
  const selection = PlannerActorContext.useSelector((s) => s.context.selection);
  const lift = PlannerActorContext.useSelector((s) => s.context.lift);
  const announcement = PlannerActorContext.useSelector((s) => s.context.announcement);
  const selecting = PlannerActorContext.useSelector((s) => s.hasTag('selecting'));
  const moving = PlannerActorContext.useSelector((s) => s.hasTag('moving'));
  const savingId = PlannerActorContext.useSelector((s) => s.context.move?.postId ?? null);
  const canWrite = useCan('posts.write');

  const [dragTarget, setDragTarget] = useState<DropTarget | null>(null);
  const focusAfterMove = useRef<number | null>(null);

  const known = status !== 'zone' && status !== 'zoneFailed';
  const title = known ? rangeTitle(view, cursor) : '';
  const grid = useMemo(() => (known ? calendarGrid(view, cursor, today) : []), [known, view, cursor, today]);

  // Local day and hour of each post, computed once per post list (time-zone conversion is the costly part).
  const clock = useMemo(() => plannerClock(timeZone || 'UTC'), [timeZone]);
  const placed = useMemo(() => {
    const byDay: Record<DayKey, Post[]> = {};
    const hours = new Map<number, string>();
    const dated = filterPosts(posts, filter)
      .filter((post) => post.scheduled_at)
      .map((post) => ({ post, at: Date.parse(post.scheduled_at as string) }))
      .sort((a, b) => a.at - b.at || a.post.id - b.post.id);
    for (const { post, at } of dated) {
      const { dayKey, hour } = clock.place(at);
      hours.set(post.id, hour);
      (byDay[dayKey] ??= []).push(post);
    }
    return { byDay, hours };
  }, [posts, filter, clock]);
  // Posts saved without a date answer every range (docs/decisions.md): listed under the calendar.
  const undated = useMemo(
    () => filterPosts(posts, filter).filter((post) => !post.scheduled_at),
    [posts, filter],
  );
  const hourOf = useCallback((post: Post) => placed.hours.get(post.id) ?? '00', [placed]);
  // The month view's counts (issue 20): a day's '+N more' counts the posts it does not hold.
  const dayTotal = useCallback(
    (dayKey: DayKey) => (counts ? countOf(counts.days[dayKey], filter) : null),
    [counts, filter],
  );
  const undatedTotal = postsIn(undated.length, counts?.undated, filter);
  // The week and day views hold every post of their days up to the range limit: a cut list says so.
  const cut = cutNote({ total, counts }, posts.length);

  // "Use this post" and the other ways into the new-post modal from outside the planner (issue 18).
  const showToast = useStableShowToast();
  const compose = useCallback(
    (dayKey: DayKey, prefill: PostPrefill) => actor.send({ type: 'post.composeStarted', dayKey, prefill }),
    [actor],
  );
  useComposeRequest({
    accountId: PlannerActorContext.useSelector((s) => s.context.accountId),
    ready: canWrite && (liveStatus === 'shown' || liveStatus === 'empty'),
    today,
    compose,
    showToast,
  });

  // After a keyboard move the card is drawn in its new place: give it the focus back.
  useEffect(() => {
    const postId = focusAfterMove.current;
    if (postId === null) return;
    const button = document.querySelector<HTMLButtonElement>(
      `[data-post-id="${postId}"] button:not([aria-label^="Move"])`,
    );
    if (button) {
      focusAfterMove.current = null;
      button.focus();
    }
  }, [placed]);

  const handlers = useMemo<CalendarHandlers>(
    () => ({
      open: (postId) => actor.send({ type: 'post.opened', postId }),
      toggle: (postId) => actor.send({ type: 'post.toggled', postId }),
      compose: (dayKey) => actor.send({ type: 'post.composeStarted', dayKey }),
      showDay: (dayKey) => actor.send({ type: 'calendar.dayPicked', dayKey }),
      // The keys of the keyboard move; the machine decides what each does.
      cardKeyDown: (post, event: KeyboardEvent) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const lifted = actor.getSnapshot().context.lift?.postId === post.id;
        if (!lifted) {
          if ((event.key === 'm' || event.key === 'M') && canWrite) {
            event.preventDefault();
            actor.send({ type: 'move.lifted', postId: post.id });
          }
          return;
        }
        if (isMoveKey(event.key)) actor.send({ type: 'move.aimed', key: event.key });
        else if (event.key === 'Enter') {
          focusAfterMove.current = post.id;
          actor.send({ type: 'move.dropped', now: nowIso() });
        } else if (event.key === 'Escape') actor.send({ type: 'move.cancelled' });
        else return;
        event.preventDefault();
      },
      moveRequested: (post) => {
        if (canWrite) actor.send({ type: 'move.lifted', postId: post.id });
      },
    }),
    [actor, canWrite],
  );

  const drop = useCallback(
    (postId: number, to: DropTarget) =>
      actor.send({ type: 'post.moved', postId, dayKey: to.dayKey, time: to.time, now: nowIso() }),
    [actor],
  );
  const liftedPost = posts.find((post) => post.id === lift?.postId);
  const spoken = moveAnnouncementText(announcement, view, liftedPost ? postText(liftedPost) : '');
  // A drag in progress shows its target, even over a card picked up with the keyboard.
  const target: DropTarget | null = dragTarget ?? (lift ? { dayKey: lift.dayKey, time: lift.time } : null);

  if (status === 'zone') return <PlannerSkeleton />;
  // Without the account's zone there are no days to show: only the failure and Retry.
  if (status === 'zoneFailed')
    return (
      <StatusBox
        alert
        text={plannerPageText.timeZoneFailed}
        action={plannerPageText.retry}
        onAction={() => actor.send({ type: 'data.retry' })}
      />
    );
  return (
    <div>
      {canWrite ? <DesignBanner day={plannerDesignDay(cursor, today)} /> : null}
      <PlannerToolbar title={title} view={view} filter={filter} selecting={selecting} />
      <p aria-live="polite" role="status" className="sr-only">
        {/* A new node for each announcement: one that repeats the last (a second 'm' during a save) is spoken again. */}
        <span key={announcementKey(announcement)}>{spoken}</span>
      </p>
      <div className="mt-4" aria-busy={status === 'loading'}>
        {status === 'loading' ? <PlannerSkeleton /> : null}
        {status === 'failed' ? (
          <StatusBox
            alert
            text={plannerPageText.loadFailed}
            action={plannerPageText.retry}
            onAction={() => actor.send({ type: 'data.retry' })}
          />
        ) : null}
        {status === 'empty' ? (
          <StatusBox
            text={plannerPageText.empty(title)}
            action={canWrite ? plannerPageText.newPost : null}
            onAction={() => actor.send({ type: 'post.composeStarted' })}
          />
        ) : null}
        {status === 'shown' ? (
          <PlannerDnd posts={posts} view={view} textOf={postText} onOver={setDragTarget} onDrop={drop}>
            <PlannerCalendar
              view={view}
              grid={grid}
              postsByDay={placed.byDay}
              dayTotal={dayTotal}
              hourOf={hourOf}
              formatDate={clock.format}
              title={title}
              selecting={selecting}
              moving={moving}
              selection={selection}
              liftedId={lift?.postId ?? null}
              savingId={savingId}
              target={target}
              handlers={handlers}
            />
          </PlannerDnd>
        ) : null}
        {status === 'shown' && cut !== null ? (
          <p
            role="status"
            className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900"
          >
            {cut}
          </p>
        ) : null}
        {status === 'shown' && undated.length > 0 ? (
          <UndatedPosts
            posts={undated}
            total={undatedTotal}
            selecting={selecting}
            selection={selection}
            handlers={handlers}
          />
        ) : null}
      </div>
      {selecting ? <BulkApprovalBar /> : null}
    </div>
  );
}

/** The box shown instead of the calendar: the failed load (an alert) or an empty period, with its button if any. */
function StatusBox({
  alert = false,
  text,
  action,
  onAction,
}: {
  alert?: boolean;
  text: string;
  action: string | null;
  onAction: () => void;
}) {
  const box = alert ? 'border-red-200 bg-red-50 p-6' : 'border-dashed border-slate-300 bg-white p-10';
  return (
    <div role={alert ? 'alert' : undefined} className={`rounded-md border text-center ${box}`}>
      <p className={`mb-3 text-sm ${alert ? 'text-red-800' : 'text-slate-600'}`}>{text}</p>
      {action !== null ? (
        <button type="button" className={buttonClass('primary', 'sm')} onClick={onAction}>
          {action}
        </button>
      ) : null}
    </div>
  );
}
