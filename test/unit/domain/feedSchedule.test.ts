import { describe, expect, it } from 'vitest';
import {
  FEED_SCHEDULE_MAX_SLOTS,
  WEEK_DAYS_MONDAY_FIRST,
  addSlot,
  dayName,
  feedScheduleMessages,
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
