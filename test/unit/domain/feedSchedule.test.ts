import { describe, expect, it } from 'vitest';
import {
  FEED_SCHEDULE_MAX_SLOTS,
  WEEK_DAYS_MONDAY_FIRST,
  addSlot,
  dayName,
  feedScheduleMessages,
  nextFreeSlot,
  NEXT_SLOT_HORIZON_DAYS,
  normalizeSchedule,
  removeSlot,
  sameSchedule,
  slotProblem,
  slotsOfDay,
} from '../../../src/domain/feedSchedule.ts';
import { expectEach } from './expectEach.ts';

const MONDAY_TO_SUNDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('posting schedule rules', () => {
  it('lists the week Monday first, Sunday (day 0) last', () => {
    expect(WEEK_DAYS_MONDAY_FIRST.map(dayName)).toEqual(MONDAY_TO_SUNDAY);
  });

  it('orders slots Monday first and by time, without repeats', () => {
    expect(
      normalizeSchedule([
        { day: 0, time: '08:00' },
        { day: 1, time: '17:00' },
        { day: 1, time: '09:00' },
        { day: 1, time: '09:00' },
        { day: 6, time: '23:59' },
      ]),
    ).toEqual([
      { day: 1, time: '09:00' },
      { day: 1, time: '17:00' },
      { day: 6, time: '23:59' },
      { day: 0, time: '08:00' },
    ]);
  });

  it('refuses an empty or malformed time, a duplicate and a slot beyond the limit', () => {
    const monday = [{ day: 1, time: '09:00' }];
    expectEach(slotProblem, [
      [monday, { day: 1, time: '' }, feedScheduleMessages.noTime],
      [monday, { day: 1, time: '24:00' }, feedScheduleMessages.noTime],
      [monday, { day: 7, time: '10:00' }, feedScheduleMessages.noTime],
      [monday, { day: 1, time: '09:00' }, '09:00 is already on Monday.'],
    ]);
    expect(slotProblem(monday, { day: 2, time: '09:00' })).toBeNull();
    const full = Array.from({ length: FEED_SCHEDULE_MAX_SLOTS }, (_, index) => ({
      day: index % 7,
      time: `${String(Math.floor(index / 7)).padStart(2, '0')}:00`,
    }));
    expect(slotProblem(full, { day: 1, time: '23:30' })).toBe(feedScheduleMessages.full);
  });

  it('adds, removes, compares and picks the slots of a day', () => {
    const schedule = addSlot([{ day: 3, time: '12:00' }], { day: 3, time: '08:00' });
    expect(slotsOfDay(schedule, 3).map((slot) => slot.time)).toEqual(['08:00', '12:00']);
    expect(removeSlot(schedule, { day: 3, time: '12:00' })).toEqual([{ day: 3, time: '08:00' }]);
    expect(sameSchedule(schedule, [...schedule].reverse())).toBe(true);
    expect(sameSchedule(schedule, [{ day: 3, time: '08:00' }])).toBe(false);
    expect(sameSchedule([{ day: 3, time: '08:00' }], [{ day: 4, time: '08:00' }])).toBe(false);
  });
});

describe("the post editor's next free slot", () => {
  // Friday 2026-07-03 10:00 in London (09:00 UTC). Slots are weekday (0 Sunday) and wall time in the zone.
  const NOW = '2026-07-03T09:00:00.000Z';
  const LONDON = 'Europe/London';
  const schedule = [
    { day: 5, time: '09:30' }, // Friday: already past at 10:00 London
    { day: 5, time: '17:00' }, // Friday afternoon
    { day: 1, time: '08:00' }, // Monday
  ];

  it('is the first slot after now, in the account zone', () => {
    expect(nextFreeSlot(schedule, [], NOW, LONDON)).toEqual({ day: '2026-07-03', time: '17:00' });
  });

  it('skips a slot another post takes (same minute) and finds the next one', () => {
    const taken = ['2026-07-03T16:00:00.000Z']; // 17:00 London (BST)
    expect(nextFreeSlot(schedule, taken, NOW, LONDON)).toEqual({ day: '2026-07-06', time: '08:00' });
    // A post at 17:01 does not take the 17:00 slot.
    expect(nextFreeSlot(schedule, ['2026-07-03T16:01:00.000Z'], NOW, LONDON)).toEqual({
      day: '2026-07-03',
      time: '17:00',
    });
  });

  it('none without a schedule, and none when every slot of the horizon is taken', () => {
    expect(nextFreeSlot([], [], NOW, LONDON)).toBeNull();
    const monday = [{ day: 1, time: '08:00' }];
    const taken: string[] = [];
    for (let week = 0; week * 7 <= NEXT_SLOT_HORIZON_DAYS + 7; week += 1) {
      const at = new Date(Date.UTC(2026, 6, 6 + week * 7, 7, 0));
      taken.push(at.toISOString());
    }
    expect(nextFreeSlot(monday, taken, NOW, LONDON)).toBeNull();
    expect(nextFreeSlot(monday, taken.slice(1), NOW, LONDON)).toEqual({ day: '2026-07-06', time: '08:00' });
  });
});
