/**
 * The posting schedule page, /dayTimeSchedule in the onBoard layout (spec 2.5, 7.5; issue 6): the seven days,
 * Monday first, each with the times the account's posts go out, in the account's time zone (shown). The user adds
 * a time to a day (a labelled time field; a time already on that day or a 101st time is refused with the reason)
 * and removes one; Save (disabled while saving or when nothing changed) sends the whole schedule. The feedSchedule
 * machine (machines/feedSchedule.machine.ts) decides: loading, a failed load with Try again, saving, saved (a
 * success toast), and a failed save that keeps every choice, with the error in an alert. A role that may not change
 * the account's settings (src/domain/permissions.ts) gets a read-only note instead of the editor. The same editor
 * (`FeedSchedule`) is the posting schedule tab of the settings hub (src/features/settings), one heading level down.
 */
import { inspect } from '../../app/inspection.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { api } from '../../api/index.ts';
import { postCalls } from '../../api/posts.ts';
import { useSession } from '../../app/session.tsx';
import type { PageProps } from '../../app/pages.tsx';
import {
  FEED_SCHEDULE_MAX_SLOTS,
  WEEK_DAYS_MONDAY_FIRST,
  dayName,
  sameSchedule,
  slotProblem,
  slotsOfDay,
  type FeedSlot,
} from '../../domain/feedSchedule.ts';
import { permissionMessages, readOnlyOn } from '../../domain/permissions.ts';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { headingTags, type PageLevel } from '../../ui/headingLevel.ts';
import { useStableShowToast } from '../../ui/toast/index.ts';
import { feedScheduleLogic } from './feedScheduleLogic.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

const calls = postCalls(api);

const PLANNER_PATH = '/contentplanner';

export function FeedSchedulePage(_props: PageProps) {
  return (
    <FeedSchedule level={1}>
      <Link
        href={PLANNER_PATH}
        className="self-start rounded-md px-3 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
      >
        Back to the content planner
      </Link>
    </FeedSchedule>
  );
}

/**
 * The posting schedule under its heading: the page's <h1> at `level` 1, an <h2> (its days <h3>) inside the settings
 * hub. `children` follow the editor inside the section.
 */
export function FeedSchedule({ level, children }: { level: PageLevel; children?: ReactNode }) {
  const session = useSession();
  const { accountId } = session;
  const readOnly = readOnlyOn(session, ['account.settings']);
  const headingId = level === 1 ? 'schedule-heading' : 'schedule-tab-heading';
  const Title = headingTags(level).title;

  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-6 ${level === 1 ? 'mx-auto w-full max-w-3xl px-4 py-4 sm:px-6' : 'max-w-3xl'}`}
    >
      <div className="flex flex-col gap-2">
        <Title
          id={headingId}
          className={`${level === 1 ? 'text-2xl' : 'text-xl'} font-semibold text-slate-900`}
        >
          Posting schedule
        </Title>
        {readOnly ? (
          <p role="note" className="text-slate-700">
            {permissionMessages.scheduleReadOnly}
          </p>
        ) : (
          <p className="text-slate-700">
            Choose the days and times your posts go out. Add as many times to a day as you like, up to{' '}
            {FEED_SCHEDULE_MAX_SLOTS} in all.
          </p>
        )}
      </div>
      {readOnly ? null : accountId === null ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your posting schedule…
        </p>
      ) : (
        <ScheduleEditor key={accountId} accountId={accountId} level={level} />
      )}
      {children}
    </section>
  );
}

function ScheduleEditor({ accountId, level }: { accountId: number; level: PageLevel }) {
  const showToast = useStableShowToast();
  const [logic] = useState(() => feedScheduleLogic({ calls, showToast }));
  const actor = useActorRef(logic, { input: { accountId }, inspect });

  const snapshot = useSelector(actor, (current) => current);
  const loading = snapshot.hasTag('loading');
  const saving = snapshot.hasTag('saving');
  const saveFailed = snapshot.hasTag('failed');
  const { draft, saved, timeZone, problem, error } = snapshot.context;
  const canSave = snapshot.can({ type: 'schedule.saved' });
  const [problemDay, setProblemDay] = useState<number | null>(null);
  const statusId = useId();

  if (loading) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your posting schedule…
      </p>
    );
  }
  if (snapshot.hasTag('loadFailed')) {
    return <ErrorWithRetry message={error} onRetry={() => actor.send({ type: 'schedule.retried' })} />;
  }

  const changed = !sameSchedule(draft, saved);
  const status = saving
    ? 'Saving…'
    : changed
      ? 'You have unsaved changes.'
      : draft.length === 0
        ? 'No posting times yet.'
        : 'All changes saved.';

  const add = (day: number, time: string): boolean => {
    setProblemDay(day);
    const accepted = slotProblem(draft, { day, time }) === null;
    actor.send({ type: 'slot.added', day, time });
    return accepted;
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Times are in your account&apos;s time zone:{' '}
        <span className="font-semibold text-slate-900">{timeZone}</span>.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Days of the week">
        {WEEK_DAYS_MONDAY_FIRST.map((day) => (
          <DayRow
            key={day}
            day={day}
            dayHeading={headingTags(level).section}
            slots={slotsOfDay(draft, day)}
            disabled={saving}
            problem={problemDay === day ? problem : null}
            onAdd={(time) => add(day, time)}
            onRemove={(slot) => actor.send({ type: 'slot.removed', day: slot.day, time: slot.time })}
          />
        ))}
      </ul>

      {saveFailed && error ? <ErrorWithRetry message={error} /> : null}

      <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={saving || !canSave}
          aria-describedby={statusId}
          onClick={() => actor.send({ type: 'schedule.saved' })}
        >
          {saving ? 'Saving…' : 'Save schedule'}
        </button>
        <p className="text-sm text-slate-700">
          <span id={statusId} role="status" aria-live="polite">
            {status}
          </span>{' '}
          <span className="text-slate-500">
            {draft.length} of {FEED_SCHEDULE_MAX_SLOTS} posting times.
          </span>
        </p>
      </div>
    </div>
  );
}

function DayRow({
  day,
  dayHeading: DayHeading,
  slots,
  disabled,
  problem,
  onAdd,
  onRemove,
}: {
  day: number;
  dayHeading: 'h2' | 'h3';
  slots: FeedSlot[];
  disabled: boolean;
  problem: string | null;
  onAdd: (time: string) => boolean;
  onRemove: (slot: FeedSlot) => void;
}) {
  const [time, setTime] = useState('');
  const inputId = useId();
  const headingId = useId();
  const problemId = useId();
  const name = dayName(day);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onAdd(time)) setTime('');
  };

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
    >
      <DayHeading id={headingId} className="w-28 shrink-0 pt-1.5 text-base font-semibold text-slate-900">
        {name}
      </DayHeading>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {slots.length === 0 ? (
          <p className="pt-1.5 text-sm text-slate-500">No posting times.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={`Posting times on ${name}`}>
            {slots.map((slot) => (
              <li
                key={slot.time}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-900"
              >
                <span>{slot.time}</span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Remove ${slot.time} on ${name}`}
                  onClick={() => onRemove(slot)}
                  className="inline-flex h-6 w-6 items-center justify-center rounded-full text-indigo-700 hover:bg-indigo-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-xs font-medium text-slate-600">
              New time on {name}
            </label>
            <input
              id={inputId}
              type="time"
              value={time}
              disabled={disabled}
              aria-describedby={problem ? problemId : undefined}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setTime(event.target.value.slice(0, 5))}
              className="rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
            />
          </div>
          <button type="submit" className={buttonClass('secondary')} disabled={disabled}>
            Add<span className="sr-only"> a time on {name}</span>
          </button>
        </form>
        {problem ? (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  );
}
