/**
 * The post editor's schedule (issue 19): date and time in the account's time zone (both empty: not scheduled), and
 * "Next free slot": the posting schedule's next slot after now that no other post of the account takes, within four
 * weeks (src/domain/feedSchedule.ts `nextFreeSlot`). The schedule and the coming posts are read through the data
 * cache when the button is pressed; what it found (or why nothing) is announced.
 */
import { useId, useState } from 'react';
import { api } from '../../api/index.ts';
import { postCalls } from '../../api/posts.ts';
import { queryClient } from '../../api/queries/client.ts';
import { feedSchedule } from '../../api/queries/feedSchedule.ts';
import { fetchRangePosts } from '../../api/queries/posts.ts';
import { formatPlannerDate, zonedInstant } from '../../domain/calendar.ts';
import { NEXT_SLOT_HORIZON_DAYS, nextFreeSlot } from '../../domain/feedSchedule.ts';
import type { PostDraft } from '../../domain/postDraft.ts';
import { postEditorText as text } from '../../domain/postEditorWords.ts';
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { useDraftChange } from './postEditorContext.ts';

const calls = postCalls(api);
const DAY_MS = 24 * 60 * 60 * 1000;

const SCHEDULE_INPUTS = [
  { part: 'day', type: 'date', label: 'Date' },
  { part: 'time', type: 'time', label: 'Time' },
] as const;

export function ScheduleFields({
  accountId,
  draft,
  timeZone,
  disabled,
}: {
  accountId: number;
  draft: PostDraft;
  timeZone: string;
  disabled: boolean;
}) {
  const change = useDraftChange();
  const id = useId();
  const [looking, setLooking] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const findSlot = async () => {
    setLooking(true);
    setNote(null);
    try {
      const now = new Date();
      const [schedule, posts] = await Promise.all([
        feedSchedule.fetch(calls, accountId),
        fetchRangePosts(
          calls,
          {
            accountId,
            start: now.toISOString(),
            end: new Date(now.getTime() + (NEXT_SLOT_HORIZON_DAYS + 2) * DAY_MS).toISOString(),
          },
          {},
          queryClient,
        ),
      ]);
      if (schedule.length === 0) {
        setNote(text.nextSlotNoSchedule);
        return;
      }
      const taken = posts
        .filter((post) => post.id !== draft.postId && post.scheduled_at !== null)
        .map((post) => post.scheduled_at as string);
      const slot = nextFreeSlot(schedule, taken, now, timeZone);
      if (slot === null) {
        setNote(text.nextSlotNone);
        return;
      }
      change({ day: slot.day, time: slot.time });
      setNote(`Scheduled for ${formatPlannerDate(zonedInstant(slot.day, slot.time, timeZone), timeZone)}.`);
    } catch {
      setNote(text.nextSlotFailed);
    } finally {
      setLooking(false);
    }
  };

  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{text.schedule}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {text.scheduleHint(timeZone)}
      </p>
      <div className="mt-1 flex flex-wrap items-end gap-3">
        {SCHEDULE_INPUTS.map(({ part, type, label }) => (
          <div key={part}>
            <label htmlFor={`${id}-${part}`} className="block text-xs font-medium text-slate-700">
              {label} ({timeZone})
            </label>
            <input
              id={`${id}-${part}`}
              type={type}
              value={draft[part]}
              aria-describedby={`${id}-hint`}
              onChange={(event) => change({ [part]: event.target.value })}
              className={inputClass}
            />
          </div>
        ))}
        <Button
          variant="secondary"
          busy={looking}
          busyLabel={text.nextSlotLooking}
          onClick={() => void findSlot()}
        >
          {text.nextSlot}
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-700">
        {note}
      </p>
    </fieldset>
  );
}
