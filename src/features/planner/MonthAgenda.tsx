/**
 * The month on a phone, or wherever the planner's region is narrower than the grid's least width (a tablet beside
 * the sidebar; PlannerCalendar.tsx) (issue 14): the days of the month that have posts, in order, each with its first
 * posts as full cards, '+N more' (the day view) and a '+' to write one more; a month without posts says so. The grid
 * of seven columns would not fit without scrolling sideways. Cards keep their behaviour (open, select, the keyboard
 * move).
 */
import { formatDate, utcDay } from '../../domain/dateFormat.ts';
import { plannerPageText } from '../../domain/plannerMove.ts';
import type { CalendarProps } from './PlannerCalendar.tsx';
import { ComposeButton, Cards, MoreButton, postsOnDay } from './PlannerCalendar.tsx';

export function MonthAgenda(props: CalendarProps) {
  const days = props.grid.flat().filter((day) => day.inMonth && postsOnDay(props, day.key) > 0);
  const total = days.reduce((sum, day) => sum + postsOnDay(props, day.key), 0);
  return (
    <section aria-label={props.title} data-posts={total} className="space-y-3">
      {days.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {plannerPageText.empty(props.title)}
        </p>
      ) : null}
      {days.map((day) => (
        <div
          key={day.key}
          data-day={day.key}
          className={`rounded-md border bg-white p-2 [contain-intrinsic-size:auto_16rem] [content-visibility:auto] ${day.isToday ? 'border-indigo-600' : 'border-slate-200'}`}
        >
          <h3 className="mb-2 flex items-center justify-between text-sm font-semibold text-slate-800">
            <span aria-current={day.isToday ? 'date' : undefined}>{agendaDayLabel(day.key)}</span>
            <ComposeButton dayKey={day.key} props={props} on="cell" />
          </h3>
          <ul className="space-y-2" aria-label={`Posts on ${day.key}`}>
            <Cards posts={props.postsByDay[day.key] ?? []} compact={false} props={props} />
          </ul>
          <MoreButton
            day={day.key}
            hidden={postsOnDay(props, day.key) - (props.postsByDay[day.key]?.length ?? 0)}
            props={props}
          />
        </div>
      ))}
    </section>
  );
}

/** 'Wednesday 4 November' (the day's own date; no time zone involved). */
function agendaDayLabel(dayKey: string): string {
  return formatDate(utcDay(dayKey), 'longWeekdayDayMonth');
}
