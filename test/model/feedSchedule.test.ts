/** Hand-written behaviour of the posting schedule machine (spec 7.5, issue 6), on real actors with fake effects. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { feedScheduleMachine, type LoadedSchedule } from '../../machines/feedSchedule.machine.ts';
import {
  FEED_SCHEDULE_MAX_SLOTS,
  feedScheduleMessages,
  type FeedSlot,
} from '../../src/domain/feedSchedule.ts';
import { deferred, flush } from './harness.ts';

function start(initial: FeedSlot[] = []) {
  const effects: string[] = [];
  let load = deferred<LoadedSchedule>();
  let save = deferred<FeedSlot[]>();
  const sent: FeedSlot[][] = [];
  const machine = feedScheduleMachine.provide({
    actors: {
      loadSchedule: fromPromise<LoadedSchedule, { accountId: number }>(({ input }) => {
        effects.push(`load ${input.accountId}`);
        return load.promise;
      }),
      saveSchedule: fromPromise<FeedSlot[], { accountId: number; schedule: FeedSlot[] }>(({ input }) => {
        effects.push(`save ${input.accountId}`);
        sent.push(input.schedule);
        return save.promise;
      }),
    },
    actions: {
      showToast: (_, toast) => effects.push(`toast ${toast.tone} ${toast.title}`),
      logFailure: (_, { what }) => effects.push(`log ${what}`),
    },
  });
  const actor = createActor(machine, { input: { accountId: 7 } }).start();
  const loaded = async () => {
    load.resolve({ schedule: initial, timeZone: 'Europe/London' });
    await flush();
  };
  const tags = () => [...actor.getSnapshot().tags].sort();
  const context = () => actor.getSnapshot().context;
  return {
    actor,
    effects,
    sent,
    loaded,
    tags,
    context,
    failLoad: async () => {
      load.reject(new Error('offline'));
      await flush();
      load = deferred<LoadedSchedule>();
    },
    answerSave: async (schedule: FeedSlot[]) => {
      save.resolve(schedule);
      await flush();
      save = deferred<FeedSlot[]>();
    },
    failSave: async () => {
      save.reject(new Error('500'));
      await flush();
      save = deferred<FeedSlot[]>();
    },
  };
}

describe('feedSchedule machine', () => {
  it('loads the saved schedule (Monday first, by time) and the time zone', async () => {
    const s = start([
      { day: 0, time: '10:00' },
      { day: 1, time: '18:00' },
      { day: 1, time: '08:00' },
    ]);
    expect(s.tags()).toEqual(['loading']);
    expect(s.effects).toEqual(['load 7']);
    await s.loaded();
    expect(s.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(s.context().timeZone).toBe('Europe/London');
    expect(s.context().draft).toEqual([
      { day: 1, time: '08:00' },
      { day: 1, time: '18:00' },
      { day: 0, time: '10:00' },
    ]);
    expect(s.actor.getSnapshot().can({ type: 'schedule.saved' })).toBe(false);
  });

  it('a failed load shows the message and Try again loads again', async () => {
    const s = start();
    await s.failLoad();
    expect(s.tags()).toEqual(['loadFailed']);
    expect(s.context().error).toBe(feedScheduleMessages.loadFailed);
    expect(s.effects).toContain('log loading');
    s.actor.send({ type: 'schedule.retried' });
    expect(s.tags()).toEqual(['loading']);
    expect(s.context().error).toBeNull();
    await s.loaded();
    expect(s.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('adds and removes times; refuses an empty time and a duplicate with the reason', async () => {
    const s = start();
    await s.loaded();
    s.actor.send({ type: 'slot.added', day: 1, time: '' });
    expect(s.context().problem).toBe(feedScheduleMessages.noTime);
    s.actor.send({ type: 'slot.added', day: 1, time: '09:00' });
    expect(s.context().problem).toBeNull();
    s.actor.send({ type: 'slot.added', day: 1, time: '09:00' });
    expect(s.context().problem).toBe('09:00 is already on Monday.');
    expect(s.context().draft).toEqual([{ day: 1, time: '09:00' }]);
    s.actor.send({ type: 'slot.added', day: 2, time: '09:00' });
    expect(s.context().draft).toHaveLength(2);
    expect(s.actor.getSnapshot().can({ type: 'schedule.saved' })).toBe(true);
    s.actor.send({ type: 'slot.removed', day: 1, time: '09:00' });
    s.actor.send({ type: 'slot.removed', day: 2, time: '09:00' });
    expect(s.context().draft).toEqual([]);
    expect(s.actor.getSnapshot().can({ type: 'schedule.saved' })).toBe(false);
  });

  it('refuses a time beyond the server limit of 100', async () => {
    const full = Array.from({ length: FEED_SCHEDULE_MAX_SLOTS }, (_, index) => ({
      day: index % 7,
      time: `${String(8 + Math.floor(index / 7)).padStart(2, '0')}:00`,
    }));
    const s = start(full);
    await s.loaded();
    s.actor.send({ type: 'slot.added', day: 3, time: '23:59' });
    expect(s.context().problem).toBe(feedScheduleMessages.full);
    expect(s.context().draft).toHaveLength(FEED_SCHEDULE_MAX_SLOTS);
  });

  it('saves the choices, refuses edits and a second save while saving, then shows the stored schedule', async () => {
    const s = start();
    await s.loaded();
    s.actor.send({ type: 'slot.added', day: 5, time: '12:00' });
    s.actor.send({ type: 'schedule.saved' });
    expect(s.tags()).toEqual(['saving']);
    expect(s.sent).toEqual([[{ day: 5, time: '12:00' }]]);
    s.actor.send({ type: 'slot.added', day: 5, time: '13:00' });
    s.actor.send({ type: 'slot.removed', day: 5, time: '12:00' });
    s.actor.send({ type: 'schedule.saved' });
    expect(s.context().draft).toEqual([{ day: 5, time: '12:00' }]);
    expect(s.sent).toHaveLength(1);
    await s.answerSave([{ day: 5, time: '12:00' }]);
    expect(s.tags()).toEqual(['saved']);
    expect(s.context().saved).toEqual([{ day: 5, time: '12:00' }]);
    expect(s.effects).toContain(`toast success ${feedScheduleMessages.saved}`);
    expect(s.actor.getSnapshot().can({ type: 'schedule.saved' })).toBe(false);
  });

  it('a failed save keeps every choice and shows the error; Save tries again', async () => {
    const s = start([{ day: 1, time: '07:00' }]);
    await s.loaded();
    s.actor.send({ type: 'slot.added', day: 3, time: '10:30' });
    s.actor.send({ type: 'schedule.saved' });
    await s.failSave();
    expect(s.tags()).toEqual(['failed']);
    expect(s.context().error).toBe(feedScheduleMessages.saveFailed);
    expect(s.context().draft).toEqual([
      { day: 1, time: '07:00' },
      { day: 3, time: '10:30' },
    ]);
    expect(s.context().saved).toEqual([{ day: 1, time: '07:00' }]);
    expect(s.effects).toContain('log saving');
    expect(s.effects.filter((effect) => effect.startsWith('toast'))).toEqual([]);
    s.actor.send({ type: 'schedule.saved' });
    expect(s.tags()).toEqual(['saving']);
    expect(s.context().error).toBe(feedScheduleMessages.saveFailed);
    await s.answerSave(s.sent[1]!);
    expect(s.tags()).toEqual(['saved']);
    expect(s.context().error).toBeNull();
  });

  it('an edit after a failed save clears the error and keeps editing', async () => {
    const s = start();
    await s.loaded();
    s.actor.send({ type: 'slot.added', day: 6, time: '11:00' });
    s.actor.send({ type: 'schedule.saved' });
    await s.failSave();
    s.actor.send({ type: 'slot.added', day: 6, time: '12:00' });
    expect(s.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(s.context().error).toBeNull();
    expect(s.context().draft).toHaveLength(2);
  });
});
