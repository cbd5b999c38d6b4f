/**
 * The parts of the content planner page around its calendar (PlannerPage.tsx): the toolbar (view, navigation, filter,
 * Select posts and New post, each only for a role that may: src/domain/permissions.ts), the posts without a date,
 * the bulk approval bar and the loading skeleton.
 */
import { useState } from 'react';
import { useCan } from '../../app/permissions.ts';
import { libraryText } from '../../domain/library.ts';
import { loadWhenShown } from '../../ui/LoadWhenShown.tsx';
import {
  plannerPostLabel,
  POST_FILTER_LABELS,
  postNeedsApproval,
  POST_FILTERS,
  PLANNER_VIEWS,
  todayKey,
  type PlannerView,
  type PostFilter,
} from '../../domain/calendar.ts';
import { calendarCountText } from '../../domain/calendarCounts.ts';
import type { Post } from '../../domain/posts.ts';
import { plannerPageText } from '../../domain/plannerMove.ts';
import { PlannerActorContext } from './plannerContext.ts';
import type { CalendarHandlers } from './PlannerCalendar.tsx';
import { postText } from './PostCard.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

/** The library modal (with Headless UI's Dialog) loads the first time it opens, not with the calendar. */
const PlannerLibraryModal = loadWhenShown(
  async () => (await import('./modals/PlannerLibraryModal.tsx')).PlannerLibraryModal,
);

const VIEW_LABELS: Record<PlannerView, string> = { month: 'Month', week: 'Week', day: 'Day' };

export function PlannerToolbar({
  title,
  view,
  filter,
  selecting,
}: {
  title: string;
  view: PlannerView;
  filter: PostFilter;
  selecting: boolean;
}) {
  const actor = PlannerActorContext.useActorRef();
  const canSelect = PlannerActorContext.useSelector(
    (s) => s.can({ type: 'selection.started' }) || s.hasTag('selecting'),
  );
  const canApprove = useCan('posts.approve');
  const canWrite = useCan('posts.write');
  const [libraryOpen, setLibraryOpen] = useState(false);
  // The calendar's previous, today and next buttons: resting while posts are being selected.
  const navButton = {
    type: 'button',
    className: buttonClass('secondary', 'sm'),
    disabled: selecting,
  } as const;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <fieldset className="flex rounded-md border border-slate-300 bg-white p-0.5" disabled={selecting}>
        <legend className="sr-only">View</legend>
        {PLANNER_VIEWS.map((option) => (
          <label
            key={option}
            className={`relative cursor-pointer rounded px-3 py-1 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600 ${view === option ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            <input
              type="radio"
              name="planner-view"
              value={option}
              checked={view === option}
              onChange={() => actor.send({ type: 'view.changed', view: option })}
              className="absolute inset-0 cursor-pointer appearance-none rounded opacity-0"
            />
            {VIEW_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <nav aria-label="Calendar navigation" className="flex items-center gap-1">
        <button
          {...navButton}
          aria-label={`Previous ${view}`}
          onClick={() => actor.send({ type: 'calendar.previous' })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          {...navButton}
          onClick={() =>
            actor.send({
              type: 'calendar.today',
              today: todayKey(new Date(), actor.getSnapshot().context.timeZone),
            })
          }
        >
          Today
        </button>
        <button
          {...navButton}
          aria-label={`Next ${view}`}
          onClick={() => actor.send({ type: 'calendar.next' })}
        >
          <span aria-hidden="true">›</span>
        </button>
      </nav>
      <h2
        aria-live="polite"
        data-testid="planner-range"
        className="min-w-[12rem] text-lg font-semibold text-slate-900"
      >
        {title}
      </h2>
      <div className="ml-auto flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Show
          <select
            value={filter}
            onChange={(event) =>
              actor.send({ type: 'filter.changed', filter: event.target.value as PostFilter })
            }
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          >
            {POST_FILTERS.map((option) => (
              <option key={option} value={option}>
                {POST_FILTER_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        {canApprove ? (
          <button
            type="button"
            aria-pressed={selecting}
            disabled={!canSelect}
            className={buttonClass('secondary', 'sm')}
            onClick={() => actor.send({ type: selecting ? 'selection.cleared' : 'selection.started' })}
          >
            Select posts
          </button>
        ) : null}
        {canWrite ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={selecting}
            onClick={() => setLibraryOpen(true)}
          >
            {libraryText.openLibrary}
          </button>
        ) : null}
        {canWrite ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={selecting}
            onClick={() => actor.send({ type: 'post.composeStarted' })}
          >
            New post
          </button>
        ) : null}
        {canWrite ? (
          <PlannerLibraryModal shown={libraryOpen} open={libraryOpen} onClose={() => setLibraryOpen(false)} />
        ) : null}
      </div>
    </div>
  );
}

/**
 * The posts without a date (spec 2.6: the unscheduled modal): a card opens the post (`post.opened`, the unscheduled
 * modal), and in select-posts mode one that needs approval gets a checkbox. They have no day, so they cannot move.
 */
export function UndatedPosts({
  posts,
  total,
  selecting,
  selection,
  handlers,
}: {
  posts: Post[];
  /** How many there are in the filter; the month view holds only the first of them (issue 20). */
  total: number;
  selecting: boolean;
  selection: readonly number[];
  handlers: CalendarHandlers;
}) {
  return (
    <section
      aria-labelledby="planner-undated"
      className="mt-4 rounded-md border border-slate-200 bg-white p-3"
    >
      <h3 id="planner-undated" className="mb-2 text-sm font-semibold text-slate-900">
        Not scheduled
      </h3>
      {total > posts.length ? (
        <p className="mb-2 text-xs text-slate-600">{calendarCountText.undatedCut(posts.length, total)}</p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {posts.map((post) => {
          const text = postText(post);
          const label = plannerPostLabel(post);
          return (
            <li
              key={post.id}
              data-post-id={post.id}
              data-status={label}
              className="flex max-w-[310px] items-center gap-2 rounded border border-l-4 border-slate-200 border-l-slate-400 bg-slate-50 px-2 py-1 text-sm"
            >
              {selecting && postNeedsApproval(post) ? (
                <input
                  type="checkbox"
                  checked={selection.includes(post.id)}
                  onChange={() => handlers.toggle(post.id)}
                  aria-label={`Select post: ${text}`}
                  className="h-4 w-4 shrink-0"
                />
              ) : null}
              <button
                type="button"
                onClick={() => handlers.open(post.id)}
                className="relative min-w-0 flex-1 truncate text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
              >
                {text}
                <span className="sr-only">, {label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function PlannerSkeleton() {
  return (
    <div role="status" aria-label="Loading posts" className="animate-pulse">
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: 35 }, (_, index) => (
          <div key={index} className="h-28 rounded bg-slate-200/70" />
        ))}
      </div>
      <span className="sr-only">Loading posts…</span>
    </div>
  );
}

/** The select-posts bar (spec 2.6): how many are selected, Approve them all at once, or Cancel. */
export function BulkApprovalBar() {
  const actor = PlannerActorContext.useActorRef();
  const count = PlannerActorContext.useSelector((s) => s.context.selection.length);
  const busy = PlannerActorContext.useSelector((s) => s.hasTag('busy'));
  return (
    <div
      role="region"
      aria-label={plannerPageText.bulkApproval}
      className="sticky bottom-4 z-20 mx-auto mt-4 flex w-fit items-center gap-3 rounded-full bg-slate-900 px-5 py-2 text-sm text-white shadow-lg"
    >
      <span aria-live="polite">{plannerPageText.selected(count)}</span>
      <span aria-hidden="true">·</span>
      <button
        type="button"
        disabled={count === 0 || busy}
        onClick={() => actor.send({ type: 'selection.approve' })}
        className="rounded-full bg-emerald-500 px-3 py-1 font-semibold text-slate-900 hover:bg-emerald-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50"
      >
        {busy ? plannerPageText.approving : plannerPageText.approve}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => actor.send({ type: 'selection.cleared' })}
        className="rounded-full px-3 py-1 hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50"
      >
        {plannerPageText.cancel}
      </button>
    </div>
  );
}
