/**
 * The calendar of the planner (spec 2.6, 9): the month grid (7 columns, Monday first, weekday headers, today
 * highlighted, other months' days dimmed, each day's posts as compact cards with '+N more' and a '+' to write a
 * post on that day, for a role that may write posts), and the week and day views (hour slots, posts placed by their local time, full 310 px cards).
 * Day cells and hour slots are drop targets; the keyboard target of a picked-up card is highlighted the same way.
 */
import { memo, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useCan } from '../../app/permissions.ts';
import {
  openingDay,
  openingHour,
  type CalendarDay,
  type DayKey,
  type PlannerView,
} from '../../domain/calendar.ts';
import { WEEK_DAYS_MONDAY_FIRST, dayName } from '../../domain/feedSchedule.ts';
import { MONTH_CELL_POSTS, calendarCountText } from '../../domain/calendarCounts.ts';
import type { Post } from '../../domain/posts.ts';
import { useElementWidth } from '../../ui/useElementWidth.ts';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery.ts';
import { MonthAgenda } from './MonthAgenda.tsx';
import { useDropTarget } from './PlannerDnd.tsx';
import { PostCard } from './PostCard.tsx';

export const WEEKDAYS = WEEK_DAYS_MONDAY_FIRST.map(dayName);

export const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/** Where a post can be dropped: a day, and in the week and day views an hour 'HH:00'. */
export interface DropTarget {
  dayKey: DayKey;
  time?: string;
}

export interface CalendarHandlers {
  open: (postId: number) => void;
  toggle: (postId: number) => void;
  compose: (dayKey: DayKey) => void;
  showDay: (dayKey: DayKey) => void;
  cardKeyDown: (post: Post, event: KeyboardEvent) => void;
  moveRequested: (post: Post) => void;
}

export interface CalendarProps {
  view: PlannerView;
  grid: CalendarDay[][];
  /** Posts of each local day (filtered), sorted by time. */
  postsByDay: Record<DayKey, Post[]>;
  /**
   * How many posts a day has in the filter, held or not (the month view's counts, issue 20); null where every post
   * is held (the week and day views).
   */
  dayTotal: (dayKey: DayKey) => number | null;
  /** Local 'HH' of each post (week and day views). */
  hourOf: (post: Post) => string;
  formatDate: (instant: string | null) => string;
  title: string;
  selecting: boolean;
  /** A move is being saved: the cards cannot be dragged until it is. */
  moving: boolean;
  selection: readonly number[];
  liftedId: number | null;
  /** The post whose move is being saved (it says so), or null. */
  savingId: number | null;
  /** The drag or keyboard target to highlight. */
  target: DropTarget | null;
  handlers: CalendarHandlers;
}

function isTarget(target: DropTarget | null, dayKey: DayKey, time?: string): boolean {
  if (!target || target.dayKey !== dayKey) return false;
  if (time === undefined) return true;
  return target.time !== undefined && target.time.slice(0, 2) === time.slice(0, 2);
}

const targetClass = 'outline outline-2 -outline-offset-2 outline-indigo-600 bg-indigo-50';

const composeColours = {
  cell: 'text-slate-500 hover:bg-slate-100 focus-visible:ring-indigo-600',
  header: 'hover:bg-white/30 focus-visible:ring-indigo-300',
};

/**
 * The '+' that writes a new post on `dayKey`, hidden while selecting posts and for a role that may not write them;
 * `on` is what it sits on: a month cell, or the header of a week or day column.
 */
export function ComposeButton({
  dayKey,
  props,
  on,
}: {
  dayKey: DayKey;
  props: CalendarProps;
  on: keyof typeof composeColours;
}) {
  const canWrite = useCan('posts.write');
  return (
    <button
      type="button"
      onClick={() => props.handlers.compose(dayKey)}
      aria-label={`New post on ${dayKey}`}
      disabled={props.selecting || !canWrite}
      className={`rounded px-1.5 text-sm leading-5 focus:outline-none focus-visible:ring-2 disabled:invisible ${composeColours[on]}`}
    >
      +
    </button>
  );
}

export function Cards({
  posts,
  compact,
  props,
}: {
  posts: readonly Post[];
  compact: boolean;
  props: CalendarProps;
}) {
  const { formatDate, selecting, moving, selection, liftedId, savingId, handlers } = props;
  return (
    <>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard
            post={post}
            formatDate={formatDate}
            compact={compact}
            selecting={selecting}
            moving={moving}
            selected={selection.includes(post.id)}
            lifted={liftedId === post.id}
            saving={savingId === post.id}
            onOpen={handlers.open}
            onToggle={handlers.toggle}
            onKeyDown={handlers.cardKeyDown}
            onMoveRequested={handlers.moveRequested}
          />
        </li>
      ))}
    </>
  );
}

/** An hour slot of the week and day views: its posts, and a drop target for a card. */
function HourSlot({
  day,
  time,
  posts,
  props,
}: {
  day: CalendarDay;
  time: string;
  posts: readonly Post[];
  props: CalendarProps;
}) {
  const drop = useDropTarget({ dayKey: day.key, time });
  return (
    <td
      ref={drop.ref}
      data-day={day.key}
      data-time={time}
      className={`h-10 border-r border-b border-slate-200 p-1 align-top last:border-r-0 [tr:last-child>&]:border-b-0 ${day.isToday ? 'bg-indigo-50/40' : ''} ${isTarget(props.target, day.key, time) ? targetClass : ''}`}
    >
      {posts.length > 0 ? (
        <ul
          // A day on its own is the region's width: an hour's cards sit side by side, and on a phone narrower
          // than a card they shrink to it.
          className={props.view === 'day' ? 'flex flex-wrap gap-1 [&>li]:max-w-full' : 'space-y-1'}
          aria-label={`Posts on ${day.key} at ${time}`}
        >
          <Cards posts={posts} compact={false} props={props} />
        </ul>
      ) : null}
    </td>
  );
}

/** How many posts `dayKey` has in the filter: its count, or the held posts where there is none. */
export function postsOnDay(props: CalendarProps, dayKey: DayKey): number {
  const held = props.postsByDay[dayKey]?.length ?? 0;
  return Math.max(held, props.dayTotal(dayKey) ?? 0);
}

/** '+N more' under a day's cards: opens the day, where its posts load (issue 20). */
export function MoreButton({ day, hidden, props }: { day: DayKey; hidden: number; props: CalendarProps }) {
  if (hidden <= 0) return null;
  return (
    <button
      type="button"
      onClick={() => props.handlers.showDay(day)}
      aria-label={calendarCountText.moreLabel(hidden, day)}
      className="mt-0.5 w-full rounded px-1 text-left text-xs font-medium text-indigo-700 hover:bg-indigo-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
    >
      {calendarCountText.more(hidden)}
    </button>
  );
}

function MonthCell({ day, props }: { day: CalendarDay; props: CalendarProps }) {
  const { postsByDay, target } = props;
  const posts = postsByDay[day.key] ?? [];
  const shown = posts.slice(0, shownInCell(posts, props));
  const hidden = postsOnDay(props, day.key) - shown.length;
  const drop = useDropTarget({ dayKey: day.key });
  return (
    <td
      ref={drop.ref}
      data-day={day.key}
      aria-current={day.isToday ? 'date' : undefined}
      className={`h-32 border border-slate-200 p-1 align-top ${day.inMonth ? 'bg-white' : 'bg-slate-50'} ${isTarget(target, day.key) ? targetClass : ''}`}
    >
      <div className="mb-1 flex items-center justify-between">
        <span
          className={`flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold ${day.isToday ? 'bg-indigo-600 text-white' : day.inMonth ? '' : 'text-slate-500'}`}
        >
          <span className="sr-only">{day.key}</span>
          <span aria-hidden="true">{day.dayOfMonth}</span>
        </span>
        <ComposeButton dayKey={day.key} props={props} on="cell" />
      </div>
      {shown.length > 0 ? (
        <ul className="space-y-0.5" aria-label={`Posts on ${day.key}`}>
          <Cards posts={shown} compact props={props} />
        </ul>
      ) : null}
      <MoreButton day={day.key} hidden={hidden} props={props} />
    </td>
  );
}

/** Cards a month cell draws: all of them while selecting or moving, else up to MONTH_CELL_POSTS. */
function shownInCell(posts: readonly Post[], props: CalendarProps): number {
  const all =
    props.selecting || (props.liftedId !== null && posts.some((post) => post.id === props.liftedId));
  return all ? posts.length : Math.min(posts.length, MONTH_CELL_POSTS);
}

function MonthGrid(props: CalendarProps) {
  let posts = 0;
  let shown = 0;
  for (const day of props.grid.flat()) {
    posts += postsOnDay(props, day.key);
    shown += shownInCell(props.postsByDay[day.key] ?? [], props);
  }
  return (
    <div className="relative overflow-x-auto">
      <table
        className="w-full table-fixed border-collapse"
        style={{ minWidth: MONTH_GRID_MIN_WIDTH_PX }}
        aria-label={props.title}
        data-posts={posts}
        data-shown={shown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                className="border border-slate-200 bg-slate-100 px-2 py-1 text-left text-xs font-semibold text-slate-700"
              >
                <abbr title={weekday} className="no-underline">
                  {weekday.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.grid.map((row) => (
            <tr key={row[0]?.key}>
              {row.map((day) => (
                <MonthCell key={day.key} day={day} props={props} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function weekdayOf(dayKey: DayKey): string {
  const [year, month, date] = dayKey.split('-').map(Number) as [number, number, number];
  return dayName(new Date(Date.UTC(year, month - 1, date)).getUTCDay());
}

/** The week and day views: one column per day, one row per hour. */
function TimeGrid(props: CalendarProps) {
  const { grid, postsByDay, hourOf } = props;
  const days = grid.flat();
  const byHour = new Map<string, Post[]>();
  for (const day of days) {
    for (const post of postsByDay[day.key] ?? []) {
      const key = `${day.key} ${hourOf(post)}`;
      const list = byHour.get(key);
      if (list) list.push(post);
      else byHour.set(key, [post]);
    }
  }
  // The grid opens scrolled to the first hour with a post in these days, or to 08:00, and, when its days are wider
  // than the screen, to today's column, else the first day with a post (a refresh keeps the scroll).
  const scroller = useRef<HTMLDivElement>(null);
  const firstHour = openingHour(byHour.keys());
  const firstDay = days[0]?.key;
  const shownDay = openingDay(days, byHour.keys());
  useLayoutEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`tr[data-hour="${firstHour}"]`);
    const head = box?.querySelector('thead');
    if (box && row) box.scrollTop = row.offsetTop - (head?.offsetHeight ?? 0);
    const column = box?.querySelector<HTMLElement>(`th[data-day="${shownDay}"]`);
    const times = box?.querySelector<HTMLElement>('thead th');
    if (box && column) box.scrollLeft = column.offsetLeft - (times?.offsetWidth ?? 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when other days show, not on every refresh.
  }, [firstDay]);
  // A card brought into view (a keyboard focus, a drag) is not left under the sticky day headings or hours.
  useLayoutEffect(() => {
    const box = scroller.current;
    const head = box?.querySelector('thead');
    const times = box?.querySelector<HTMLElement>('thead th');
    if (box && head) box.style.scrollPaddingTop = `${head.offsetHeight}px`;
    if (box && times) box.style.scrollPaddingLeft = `${times.offsetWidth}px`;
  });
  return (
    <div ref={scroller} className="relative max-h-[70vh] overflow-auto rounded border border-slate-200">
      {/* The week's width is given: the hours' 64 px (w-16) and seven days of 330 px (w-[330px]), each day a full
          card wide with or without posts (left to the table, the days without posts shrank to their heading). A
          day on its own takes the region's width (on a phone a card is then narrower than spec 9's 310 px). Each
          cell draws its own right and bottom border (the region draws the outer ones): collapsed borders are the
          table's, painted under the sticky headings' scrolled-under content, which showed through them. */}
      <table
        className={`table-fixed border-separate border-spacing-0 ${days.length === 7 ? 'w-[2374px]' : 'w-full'}`}
        aria-label={props.title}
      >
        <thead className="sticky top-0 z-10 bg-slate-100">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-16 border-r border-b border-slate-200 bg-slate-100 px-2 py-1 text-xs"
            >
              <span className="sr-only">Time</span>
            </th>
            {days.map((day) => (
              <th
                key={day.key}
                scope="col"
                data-day={day.key}
                aria-current={day.isToday ? 'date' : undefined}
                className={`${days.length === 7 ? 'w-[330px]' : ''} border-r border-b border-slate-200 px-2 py-1 text-left last:border-r-0 text-xs font-semibold ${day.isToday ? 'bg-indigo-600 text-white' : 'text-slate-700'}`}
              >
                <span className="flex items-center justify-between gap-2">
                  <span>
                    {weekdayOf(day.key)} {day.key}
                  </span>
                  <ComposeButton dayKey={day.key} props={props} on="header" />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((time) => (
            <tr key={time} data-hour={time.slice(0, 2)}>
              <th
                scope="row"
                className="sticky left-0 z-[5] border-r border-b border-slate-200 bg-white px-2 py-1 align-top text-xs text-slate-500 [tr:last-child>&]:border-b-0"
              >
                {time}
              </th>
              {days.map((day) => {
                const posts = byHour.get(`${day.key} ${time.slice(0, 2)}`) ?? [];
                return <HourSlot key={day.key} day={day} time={time} posts={posts} props={props} />;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The narrowest the month's grid of seven columns is drawn (96 px a day: the day's number, '+' and a card's time and
 * first words). Narrower, its region shows the month as the list of days (MonthAgenda): on a phone, and on a tablet
 * beside the sidebar, where the grid used to hide the weekend behind a sideways scroll.
 */
export const MONTH_GRID_MIN_WIDTH_PX = 672;

function PlannerCalendarView(props: CalendarProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [region, width] = useElementWidth<HTMLDivElement>();
  if (props.view !== 'month') return <TimeGrid {...props} />;
  const list = width === null ? phone : width < MONTH_GRID_MIN_WIDTH_PX;
  return <div ref={region}>{list ? <MonthAgenda {...props} /> : <MonthGrid {...props} />}</div>;
}

export const PlannerCalendar = memo(PlannerCalendarView);
