/** Samples of the posting schedule machine (feedSchedule.machine.ts) for the catalogue and the model tests. */
import { FEED_SCHEDULE_MAX_SLOTS, hasSlot, sameSchedule } from '../src/domain/feedSchedule.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { feedScheduleMachine } from './feedSchedule.machine.ts';

/** A schedule with the most slots allowed. */
const full = Array.from({ length: FEED_SCHEDULE_MAX_SLOTS }, (_, index) => ({
  day: 2 + Math.floor(index / 60),
  time: `10:${String(index % 60).padStart(2, '0')}`,
}));

export const feedScheduleSamples: CatalogueSamples<typeof feedScheduleMachine> = {
  inputs: [{ accountId: 1 }],
  events: (snapshot) => [
    { type: 'slot.added', day: 1, time: '09:00' },
    { type: 'slot.added', day: 1, time: '' },
    { type: 'slot.removed', day: 1, time: '09:00' },
    {
      type: 'xstate.done.actor.loadSchedule',
      output: { schedule: [{ day: 5, time: '17:30' }], timeZone: 'Europe/London' },
    },
    { type: 'xstate.done.actor.loadSchedule', output: { schedule: full, timeZone: 'Europe/London' } },
    { type: 'xstate.done.actor.saveSchedule', output: snapshot.context.draft },
  ],
  guardState: (snapshot) => ({
    changed: !sameSchedule(snapshot.context.draft, snapshot.context.saved),
    has0900: hasSlot(snapshot.context.draft, { day: 1, time: '09:00' }),
    full: snapshot.context.draft.length >= FEED_SCHEDULE_MAX_SLOTS,
  }),
};
