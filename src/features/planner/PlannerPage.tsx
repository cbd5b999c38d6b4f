/**
 * The content planner page, /contentplanner, /{accid}/contentplanner and /[{accid}/]contentplanner/{id}/{postId}
 * (spec 2.6, 4.1, 4.9, 9; issue 6): the planner machine (machines/planner.machine.ts) with the real calls, its
 * calendar (PlannerCalendar), toolbar and undated posts (PlannerParts), select-posts bar and modals (./modals). The
 * page reads the account's time zone first (GET /auth/getUserTimeZone; the browser's zone when that fails), then
 * starts the machine on today in that zone. The views only read the machine's tags and context and send its events.
 * A role that may not write posts (src/domain/permissions.ts) reads a note instead and cannot move cards.
 *
 * Moving a post: drag a card onto a day cell or an hour slot (native drag and drop), or with the keyboard: 'm' (or
 * the card's Move button) picks the focused card up, the arrows choose a day (and in the week and day views, Up and
 * Down an hour slot: like a drop on a slot, the post then starts on the hour), Enter drops it, Escape puts it back; each step is announced. The machine refuses published posts
 * and the past, with a toast.
 */
import { inspect } from '../../app/inspection.ts';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { api } from '../../api/index.ts';
import { postCalls } from '../../api/posts.ts';
import { useCan } from '../../app/permissions.ts';
import { useSession } from '../../app/session.tsx';
import type { PageProps } from '../../app/pages.tsx';
import {
  addDays,
  calendarGrid,
  filterPosts,
  isMovablePost,
  localDayKey,
  localTime,
  rangeTitle,
  todayKey,
  visibleDays,
  type DayKey,
} from '../../domain/calendar.ts';
import type { Post } from '../../domain/posts.ts';
import { permissionMessages } from '../../domain/permissions.ts';
import { useStableShowToast } from '../../ui/toast/index.ts';
import { PlannerModals } from './modals/index.ts';
import { PlannerActorContext } from './plannerContext.ts';
import { plannerLogic } from './plannerLogic.ts';
import { PlannerCalendar, type CalendarHandlers, type DropTarget } from './PlannerCalendar.tsx';
import { postText } from './PostCard.tsx';
import { plannerClock } from './plannerClock.ts';
import { PlannerSkeleton, PlannerToolbar, UndatedPosts, primaryButton } from './PlannerParts.tsx';

const calls = postCalls(api);

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function nowIso(): string {
  return new Date().toISOString();
}

/** The account's time zone; the browser's when the call fails. */
function useAccountTimeZone(accountId: number | null): string | null {
  const [zone, setZone] = useState<{ accountId: number; zone: string } | null>(null);
  useEffect(() => {
    if (accountId === null) return;
    const controller = new AbortController();
    void calls
      .getUserTimeZone(controller.signal)
      .then((found) => {
        // An unknown IANA name would break every date: check it before use.
        Intl.DateTimeFormat('en', { timeZone: found });
        return found;
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return null;
        console.warn('[planner] loading the time zone failed', error);
        return browserZone();
      })
      .then((found) => {
        if (found !== null && !controller.signal.aborted) setZone({ accountId, zone: found });
      });
    return () => controller.abort();
  }, [accountId]);
  return zone !== null && zone.accountId === accountId ? zone.zone : null;
}

export function PlannerPage({ params }: PageProps) {
  const session = useSession();
  const fromUrl = Number(params.accid);
  const fromSession = Number(session.accountId);
  const accountId =
    Number.isInteger(fromSession) && fromSession > 0
      ? fromSession
      : Number.isInteger(fromUrl) && fromUrl > 0
        ? fromUrl
        : null;
  const timeZone = useAccountTimeZone(accountId);
  const postId = Number(params.postId);
  const canWrite = useCan('posts.write');

  return (
    <section className="mx-auto max-w-[100rem] px-4 py-6" aria-labelledby="planner-heading">
      <h1 id="planner-heading" className="mb-4 text-2xl font-semibold text-slate-900">
        Content Planner
      </h1>
      {canWrite ? null : (
        <p role="note" className="mb-4 text-sm text-slate-600">
          {permissionMessages.plannerReadOnly}
        </p>
      )}
      {accountId === null || timeZone === null ? (
        <PlannerSkeleton />
      ) : (
        <PlannerProvider
          key={`${accountId} ${timeZone}`}
          accountId={accountId}
          timeZone={timeZone}
          openPostId={Number.isInteger(postId) && postId > 0 ? postId : null}
        />
      )}
    </section>
  );
}

function PlannerProvider({
  accountId,
  timeZone,
  openPostId,
}: {
  accountId: number;
  timeZone: string;
  openPostId: number | null;
}) {
  const showToast = useStableShowToast();
  const [logic] = useState(() => plannerLogic({ calls, showToast }));
  const [options] = useState(() => ({
    input: { accountId, timeZone, today: todayKey(new Date(), timeZone) },
    inspect,
  }));
  return (
    <PlannerActorContext.Provider logic={logic} options={options}>
      <PlannerBoard openPostId={openPostId} />
      <PlannerModals />
    </PlannerActorContext.Provider>
  );
}

type BoardStatus = 'loading' | 'failed' | 'empty' | 'shown';

function useBoardStatus(): BoardStatus {
  return PlannerActorContext.useSelector((snapshot) => {
    if (snapshot.hasTag('loading')) return 'loading';
    if (snapshot.hasTag('failed')) return 'failed';
    if (snapshot.hasTag('empty')) return 'empty';
    if (snapshot.hasTag('refreshing') && snapshot.context.posts.length === 0) return 'empty';
    return 'shown';
  });
}

/** A post picked up with the keyboard and where it would go. */
interface KeyboardMove {
  postId: number;
  text: string;
  dayKey: DayKey;
  /** 'HH:mm' in the week and day views. */
  time?: string;
}

function describeTarget(target: { dayKey: DayKey; time?: string }): string {
  return target.time ? `${target.dayKey} at ${target.time}` : target.dayKey;
}

function shiftTime(time: string, hours: number): string {
  const hour = Math.min(23, Math.max(0, Number(time.slice(0, 2)) + hours));
  return `${String(hour).padStart(2, '0')}${time.slice(2)}`;
}

function PlannerBoard({ openPostId }: { openPostId: number | null }) {
  const actor = PlannerActorContext.useActorRef();
  const status = useBoardStatus();
  const view = PlannerActorContext.useSelector((s) => s.context.view);
  const cursor = PlannerActorContext.useSelector((s) => s.context.cursor);
  const today = PlannerActorContext.useSelector((s) => s.context.today);
  const timeZone = PlannerActorContext.useSelector((s) => s.context.timeZone);
  const filter = PlannerActorContext.useSelector((s) => s.context.filter);
  const posts = PlannerActorContext.useSelector((s) => s.context.posts);
  const selection = PlannerActorContext.useSelector((s) => s.context.selection);
  const selecting = PlannerActorContext.useSelector((s) => s.hasTag('selecting'));
  const busy = PlannerActorContext.useSelector((s) => s.hasTag('busy'));
  const canWrite = useCan('posts.write');

  const [move, setMove] = useState<KeyboardMove | null>(null);
  const moveRef = useRef<KeyboardMove | null>(null);
  const updateMove = useCallback((next: KeyboardMove | null) => {
    moveRef.current = next;
    setMove(next);
  }, []);
  const [dragTarget, setDragTarget] = useState<DropTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const focusAfterMove = useRef<number | null>(null);

  const title = rangeTitle(view, cursor);
  const grid = useMemo(() => calendarGrid(view, cursor, today), [view, cursor, today]);
  const { first, last } = useMemo(() => visibleDays(view, cursor), [view, cursor]);

  // Local day and hour of each post, computed once per post list (time-zone conversion is the costly part).
  const clock = useMemo(() => plannerClock(timeZone), [timeZone]);
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

  // The id routes open their post once it is on the calendar.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || openPostId === null || status !== 'shown') return;
    opened.current = true;
    if (posts.some((post) => post.id === openPostId)) actor.send({ type: 'post.opened', postId: openPostId });
  }, [actor, openPostId, posts, status]);

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

  // Leaving the shown days or entering select mode drops a keyboard move.
  useEffect(() => updateMove(null), [updateMove, view, cursor, selecting]);

  const sendMove = useCallback(
    (postId: number, target: DropTarget) => {
      actor.send({ type: 'post.moved', postId, dayKey: target.dayKey, time: target.time, now: nowIso() });
      const moved = actor.getSnapshot().hasTag('moving');
      setAnnouncement(
        moved
          ? `Post moved to ${describeTarget(target)}.`
          : `The post cannot move to ${describeTarget(target)}.`,
      );
      return moved;
    },
    [actor],
  );

  const lift = useCallback(
    (post: Post) => {
      if (!canWrite || !isMovablePost(post) || !post.scheduled_at) return;
      const dayKey = localDayKey(post.scheduled_at, timeZone);
      const next: KeyboardMove = {
        postId: post.id,
        text: postText(post),
        dayKey: dayKey < first ? first : dayKey > last ? last : dayKey,
        ...(view === 'month' ? {} : { time: `${localTime(post.scheduled_at, timeZone).slice(0, 3)}00` }),
      };
      updateMove(next);
      setAnnouncement(
        `Moving "${next.text}" from ${describeTarget(next)}. Use the arrow keys to choose ${view === 'month' ? 'a day' : 'a day and an hour'}, Enter to drop, Escape to cancel.`,
      );
    },
    [canWrite, first, last, timeZone, updateMove, view],
  );

  const handlers = useMemo<CalendarHandlers>(
    () => ({
      open: (postId) => actor.send({ type: 'post.opened', postId }),
      toggle: (postId) => actor.send({ type: 'post.toggled', postId }),
      compose: (dayKey) => actor.send({ type: 'post.composeStarted', dayKey }),
      showDay: (dayKey) => actor.send({ type: 'calendar.dayPicked', dayKey }),
      dragStart: (postId, event: DragEvent) => {
        dragged.current = postId;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(postId));
      },
      dragOver: (target, event: DragEvent) => {
        if (dragged.current === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDragTarget((current) =>
          current?.dayKey === target.dayKey && current.time === target.time ? current : target,
        );
      },
      drop: (target, event: DragEvent) => {
        event.preventDefault();
        const postId = dragged.current ?? Number(event.dataTransfer.getData('text/plain'));
        dragged.current = null;
        setDragTarget(null);
        if (Number.isInteger(postId) && postId > 0) sendMove(postId, target);
      },
      cardKeyDown: (post, event: KeyboardEvent) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const current = moveRef.current;
        if (current === null || current.postId !== post.id) {
          if (event.key === 'm' || event.key === 'M') {
            event.preventDefault();
            lift(post);
          }
          return;
        }
        const step = (days: number): KeyboardMove => {
          const dayKey = addDays(current.dayKey, days);
          return { ...current, dayKey: dayKey < first ? first : dayKey > last ? last : dayKey };
        };
        let next: KeyboardMove;
        switch (event.key) {
          case 'ArrowLeft':
            next = step(-1);
            break;
          case 'ArrowRight':
            next = step(1);
            break;
          case 'ArrowUp':
            next = current.time ? { ...current, time: shiftTime(current.time, -1) } : step(-7);
            break;
          case 'ArrowDown':
            next = current.time ? { ...current, time: shiftTime(current.time, 1) } : step(7);
            break;
          case 'Enter':
            event.preventDefault();
            focusAfterMove.current = current.postId;
            updateMove(null);
            sendMove(current.postId, { dayKey: current.dayKey, time: current.time });
            return;
          case 'Escape':
            event.preventDefault();
            updateMove(null);
            setAnnouncement('Move cancelled.');
            return;
          default:
            return;
        }
        event.preventDefault();
        updateMove(next);
        setAnnouncement(`Move to ${describeTarget(next)}.`);
      },
      moveRequested: (post) => lift(post),
    }),
    [actor, first, last, lift, sendMove, updateMove],
  );

  const target: DropTarget | null = move ? { dayKey: move.dayKey, time: move.time } : dragTarget;

  return (
    <div onDragEnd={() => ((dragged.current = null), setDragTarget(null))}>
      <PlannerToolbar title={title} view={view} filter={filter} selecting={selecting} />
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4" aria-busy={status === 'loading'}>
        {status === 'loading' ? <PlannerSkeleton /> : null}
        {status === 'failed' ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-6 text-center">
            <p className="mb-3 text-sm text-red-800">The posts could not be loaded.</p>
            <button
              type="button"
              className={primaryButton}
              onClick={() => actor.send({ type: 'data.retry' })}
            >
              Retry
            </button>
          </div>
        ) : null}
        {status === 'empty' ? (
          <div className="rounded-md border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="mb-3 text-sm text-slate-600">No posts in {title} yet.</p>
            {canWrite ? (
              <button
                type="button"
                className={primaryButton}
                onClick={() => actor.send({ type: 'post.composeStarted' })}
              >
                New post
              </button>
            ) : null}
          </div>
        ) : null}
        {status === 'shown' ? (
          <PlannerCalendar
            view={view}
            grid={grid}
            postsByDay={placed.byDay}
            hourOf={hourOf}
            formatDate={clock.format}
            title={title}
            selecting={selecting}
            selection={selection}
            liftedId={move?.postId ?? null}
            target={target}
            handlers={handlers}
          />
        ) : null}
        {status === 'shown' && undated.length > 0 ? (
          <UndatedPosts posts={undated} selecting={selecting} selection={selection} handlers={handlers} />
        ) : null}
      </div>
      {selecting ? (
        <div
          role="region"
          aria-label="Bulk approval"
          className="sticky bottom-4 z-20 mx-auto mt-4 flex w-fit items-center gap-3 rounded-full bg-slate-900 px-5 py-2 text-sm text-white shadow-lg"
        >
          <span aria-live="polite">{selection.length} selected</span>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            disabled={selection.length === 0 || busy}
            onClick={() => actor.send({ type: 'selection.approve' })}
            className="rounded-full bg-emerald-500 px-3 py-1 font-semibold text-slate-900 hover:bg-emerald-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50"
          >
            {busy ? 'Approving…' : 'Approve'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => actor.send({ type: 'selection.cleared' })}
            className="rounded-full px-3 py-1 hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50"
          >
            Cancel
          </button>
        </div>
      ) : null}
    </div>
  );
}
