/**
 * What spec 7.5 and the posting-schedule rules of src/domain/feedSchedule.ts (issue 6: no duplicates, at most 100
 * slots, the server's limit) say about the posting schedule page (machines/feedSchedule.machine.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { feedScheduleMachine } from '../../../machines/feedSchedule.machine.ts';
import { always, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof feedScheduleMachine>>;
type Slot = { day: number; time: string };

const draft = (o: O) => o.snapshot.context.draft;
const key = (slot: Slot) => `${slot.day} ${slot.time}`;
const same = (a: readonly Slot[], b: readonly Slot[]) =>
  a.length === b.length && a.map(key).sort().join() === b.map(key).sort().join();
const saving = (o: O) => o.running().includes('saveSchedule');

export const feedScheduleOracle = defineOracle(feedScheduleMachine, [
  rule(
    'domain feedSchedule.ts',
    'a schedule has no duplicate slots and at most 100',
    always,
    (o) => new Set(draft(o).map(key)).size === draft(o).length && draft(o).length <= 100,
  ),
  rule('domain feedSchedule.ts', "every slot is a weekday 0-6 at 'HH:MM'", always, (o) =>
    draft(o).every((slot) => slot.day >= 0 && slot.day <= 6 && /^([01]\d|2[0-3]):[0-5]\d$/.test(slot.time)),
  ),
  rule(
    'invariant',
    'loading exactly while the schedule loads; saving exactly while it saves',
    always,
    (o) => o.has('loading') === o.running().includes('loadSchedule') && o.has('saving') === saving(o),
  ),
  rule(
    'spec 7.5',
    'a load that failed says so',
    (o) => o.has('loadFailed'),
    (o) => o.snapshot.context.error === 'Your posting schedule could not be loaded.',
  ),
  rule(
    'domain feedSchedule.ts',
    'a time is added unless it is empty, already on that day or the schedule is full; then the reason shows',
    (o) => o.on('slot.added') && !o.had('saving'),
    (o) => {
      const before = o.previous!.context.draft;
      const slot = { day: Number(o.event.day), time: String(o.event.time) };
      const refused = slot.time === '' || before.some((s) => key(s) === key(slot)) || before.length >= 100;
      return refused
        ? draft(o) === before && (o.snapshot.context.problem ?? '') !== ''
        : same(draft(o), [...before, slot]) && o.snapshot.context.problem === null;
    },
  ),
  rule(
    'domain feedSchedule.ts',
    'edits are refused while saving',
    (o) => (o.on('slot.added') || o.on('slot.removed')) && o.had('saving'),
    (o) => draft(o) === o.previous!.context.draft && saving(o),
  ),
  rule(
    'invariant',
    'Save needs a change from what was saved',
    (o) => o.on('schedule.saved'),
    (o) => saving(o) === !same(o.previous!.context.draft, o.previous!.context.saved),
  ),
  rule(
    'spec 7.5',
    'a saved schedule is what the server stored, with a success toast',
    (o) => o.on('xstate.done.actor.saveSchedule'),
    (o) =>
      same(o.snapshot.context.saved, o.event.output as Slot[]) &&
      same(draft(o), o.snapshot.context.saved) &&
      o.toasts().some((t) => t.tone === 'success'),
  ),
  rule(
    'invariant',
    'a failed save keeps every choice and says so',
    (o) => o.on('xstate.error.actor.saveSchedule'),
    (o) =>
      draft(o) === o.previous!.context.draft && o.has('failed') && (o.snapshot.context.error ?? '') !== '',
  ),
]);
