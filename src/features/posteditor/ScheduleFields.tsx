/**
 * The post editor's schedule (issue 19): date and time in the account's time zone (both empty: not scheduled), and
 * "Next free slot": the posting schedule's next slot after now that no other post of the account takes, within four
 * weeks (src/domain/feedSchedule.ts `nextFreeSlot`). The schedule and the coming posts are read through the data
 * cache when the button is pressed; what it found (or why nothing) is announced.
 */
import { useState } from 'react';
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
import { ScheduleInputs } from '../planner/PostFormParts.tsx';
import { useDraftChange } from './postEditorContext.ts';

const calls = postCalls(api);
const DAY_MS = 24 * 60 * 60 * 1000;

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
  const [looking, setLooking] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const findSlot = async () => {
    setLooking(true);
    setNote(null);
    try {
      const now = new Date();
      const [schedule, { posts }] = await Promise.all([
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
    <ScheduleInputs
      day={draft.day}
      time={draft.time}
      timeZone={timeZone}
      disabled={disabled}
      onChange={(part, value) => change({ [part]: value })}
    >
      <Button
        variant="secondary"
        busy={looking}
        busyLabel={text.nextSlotLooking}
        onClick={() => void findSlot()}
      >
        {text.nextSlot}
      </Button>
      <p role="status" className="min-h-5 basis-full text-xs text-slate-700">
        {note}
      </p>
    </ScheduleInputs>
  );
}
