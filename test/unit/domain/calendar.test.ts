/** Calendar rules of the content planner (src/domain/calendar.ts): views, ranges, grid, time zones, filter. */
import { describe, expect, it } from 'vitest';
import {
  openingDay,
  openingHour,
  addDays,
  addMonths,
  calendarGrid,
  filterPosts,
  formatPlannerDate,
  groupPostsByDay,
  isDayKey,
  isInPast,
  isMovablePost,
  isMoveIntoPast,
  localDayKey,
  matchesFilter,
  moveCursor,
  plannerCardActions,
  plannerMessages,
  postFilterGroup,
  postNeedsApproval,
  rangeTitle,
  rescheduleTarget,
  startOfWeek,
  todayKey,
  unscheduledPosts,
  visibleDays,
  visibleRange,
  withApproved,
  zonedInstant,
} from '../../../src/domain/calendar.ts';
import type { Post, PostMsp } from '../../../src/domain/posts.ts';
import { draftFromPost, draftProblem, draftScheduledAt } from '../../../src/domain/postDraft.ts';
import { expectEach } from './expectEach.ts';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

function post(id: number, scheduledAt: string | null, msp: Partial<PostMsp> = {}): Post {
  return {
    id,
    account_id: 1,
    description: `Post ${id}`,
    media: [],
    scheduled_at: scheduledAt,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    msp: [{ status: 'SCHEDULED', approved: 1, channeldata: [], ...msp }],
  };
}

describe('day keys', () => {
  it('accepts real dates only', () => {
    expectEach(isDayKey, [
      ['2026-02-28', true],
      ['2026-02-29', false],
      ['2028-02-29', true],
      ['2026-2-1', false],
    ]);
  });

  it('adds days and months as calendar dates', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(() => addDays('29/03/2026', 1)).toThrow(RangeError);
  });

  it('weeks start on Monday', () => {
    expect(startOfWeek('2026-03-29')).toBe('2026-03-23'); // a Sunday
    expect(startOfWeek('2026-03-23')).toBe('2026-03-23'); // a Monday
  });

  it('reads the local day of an instant in the zone', () => {
    expect(localDayKey('2026-07-01T23:30:00.000Z', LONDON)).toBe('2026-07-02');
    expect(localDayKey('2026-01-01T23:30:00.000Z', LONDON)).toBe('2026-01-01');
    expect(todayKey('2026-03-01T03:00:00.000Z', NEW_YORK)).toBe('2026-02-28');
  });
});

describe('visible days and ranges', () => {
  it('month: whole weeks from Monday, a month starting on Sunday (February 2026, 5 weeks)', () => {
    expect(visibleDays('month', '2026-02-14')).toEqual({ first: '2026-01-26', last: '2026-03-01' });
    const grid = calendarGrid('month', '2026-02-14', '2026-02-10');
    expect(grid).toHaveLength(5);
    expect(grid.every((row) => row.length === 7)).toBe(true);
    expect(grid[0]![6]).toEqual({ key: '2026-02-01', dayOfMonth: 1, inMonth: true, isToday: false });
    expect(grid[0]![0]).toMatchObject({ key: '2026-01-26', inMonth: false });
    expect(grid[4]![6]).toMatchObject({ key: '2026-03-01', inMonth: false });
    expect(
      grid
        .flat()
        .filter((day) => day.isToday)
        .map((day) => day.key),
    ).toEqual(['2026-02-10']);
  });

  it('month: six weeks (March 2026 starts on Sunday and ends on Tuesday)', () => {
    const grid = calendarGrid('month', '2026-03-01', '2026-03-29');
    expect(grid).toHaveLength(6);
    expect(grid[0]![0]!.key).toBe('2026-02-23');
    expect(grid[5]![6]!.key).toBe('2026-04-05');
    expect(grid.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });

  it('month: four weeks when February starts on Monday (2021)', () => {
    expect(calendarGrid('month', '2021-02-10', '2021-02-10')).toHaveLength(4);
  });

  it('week: Monday to Sunday; day: one cell', () => {
    expect(visibleDays('week', '2026-03-29')).toEqual({ first: '2026-03-23', last: '2026-03-29' });
    const week = calendarGrid('week', '2026-03-25', '2026-03-25');
    expect(week).toHaveLength(1);
    expect(week[0]!.map((day) => day.key)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(calendarGrid('day', '2026-03-25', '2026-03-24')).toEqual([
      [{ key: '2026-03-25', dayOfMonth: 25, inMonth: true, isToday: false }],
    ]);
  });

  it('ranges are local midnights as UTC instants, end exclusive', () => {
    expect(visibleRange('day', '2026-07-01', LONDON)).toEqual({
      start: '2026-06-30T23:00:00.000Z',
      end: '2026-07-01T23:00:00.000Z',
    });
    expect(visibleRange('week', '2026-01-14', NEW_YORK)).toEqual({
      start: '2026-01-12T05:00:00.000Z',
      end: '2026-01-19T05:00:00.000Z',
    });
    expect(visibleRange('month', '2026-02-14', 'UTC')).toEqual({
      start: '2026-01-26T00:00:00.000Z',
      end: '2026-03-02T00:00:00.000Z',
    });
  });

  it('a range across a daylight-saving change has 23 or 25 hours in that day', () => {
    const spring = visibleRange('day', '2026-03-29', LONDON);
    expect(spring).toEqual({ start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T23:00:00.000Z' });
    const autumn = visibleRange('day', '2026-10-25', LONDON);
    expect(autumn).toEqual({ start: '2026-10-24T23:00:00.000Z', end: '2026-10-26T00:00:00.000Z' });
    // The week holding the spring change starts in GMT and ends in BST.
    expect(visibleRange('week', '2026-03-29', LONDON)).toEqual({
      start: '2026-03-23T00:00:00.000Z',
      end: '2026-03-29T23:00:00.000Z',
    });
  });

  it('titles the view', () => {
    expect(rangeTitle('month', '2026-03-29')).toBe('March 2026');
    expect(rangeTitle('week', '2026-03-29')).toBe('2026-03-23 – 2026-03-29');
    expect(rangeTitle('day', '2026-03-29')).toBe('2026-03-29');
  });
});

describe('moving the cursor', () => {
  it('by a month (to the 1st), a week or a day', () => {
    expectEach(moveCursor, [
      ['2026-01-31', 'month', 'next', '2026-02-01'],
      ['2026-01-31', 'month', 'previous', '2025-12-01'],
      ['2026-03-25', 'week', 'next', '2026-04-01'],
      ['2026-03-25', 'week', 'previous', '2026-03-18'],
      ['2026-03-01', 'day', 'previous', '2026-02-28'],
      ['2026-12-31', 'day', 'next', '2027-01-01'],
    ]);
  });
});

describe('time zones', () => {
  it('formats dates as YYYY-MM-DD hh:mm A in the zone (spec 9)', () => {
    expect(formatPlannerDate('2026-07-01T13:05:00.000Z', LONDON)).toBe('2026-07-01 02:05 PM');
    expect(formatPlannerDate('2026-01-01T00:30:00.000Z', NEW_YORK)).toBe('2025-12-31 07:30 PM');
    expect(formatPlannerDate(null, LONDON)).toBe('');
  });

  it('turns local times into instants across daylight-saving changes', () => {
    expect(zonedInstant('2026-03-28', '09:30', LONDON)).toBe('2026-03-28T09:30:00.000Z');
    expect(zonedInstant('2026-03-29', '09:30', LONDON)).toBe('2026-03-29T08:30:00.000Z');
    // Skipped hour: 01:30 does not exist on 2026-03-29, it moves forward to 02:30 BST.
    expect(zonedInstant('2026-03-29', '01:30', LONDON)).toBe('2026-03-29T01:30:00.000Z');
    // Repeated hour: 01:30 happens twice on 2026-10-25; the first one (BST) is meant.
    expect(zonedInstant('2026-10-25', '01:30', LONDON)).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-10-25', '09:30', LONDON)).toBe('2026-10-25T09:30:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', NEW_YORK)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('refuses bad times', () => {
    expect(() => zonedInstant('2026-03-29', '24:00', LONDON)).toThrow(RangeError);
  });

  it('tells the past from the future, in the zone', () => {
    const now = '2026-07-01T12:00:00.000Z'; // 13:00 in London
    expectEach(isInPast, [
      ['2026-07-01', '12:59', LONDON, now, true],
      ['2026-07-01', '13:00', LONDON, now, false],
      ['2026-06-30', '23:59', LONDON, now, true],
      ['2026-07-02', '00:00', LONDON, new Date(now), false],
    ]);
  });
});

describe('rescheduleTarget', () => {
  it('keeps the local wall-clock time when only the day changes, across the spring change', () => {
    // 09:30 GMT on Saturday 28 March is 09:30Z; moved to Sunday 29 March (BST) it is still 09:30 local.
    expect(rescheduleTarget('2026-03-28T09:30:00.000Z', '2026-03-29', undefined, LONDON)).toBe(
      '2026-03-29T08:30:00.000Z',
    );
  });

  it('keeps the local wall-clock time across the autumn change', () => {
    // 09:30 BST on 24 October is 08:30Z; moved to 25 October (GMT) it is 09:30Z.
    expect(rescheduleTarget('2026-10-24T08:30:00.000Z', '2026-10-25', undefined, LONDON)).toBe(
      '2026-10-25T09:30:00.000Z',
    );
    expect(rescheduleTarget('2026-10-26T09:30:00.000Z', '2026-10-24', undefined, LONDON)).toBe(
      '2026-10-24T08:30:00.000Z',
    );
  });

  it('uses the time slot when one is given', () => {
    expect(rescheduleTarget('2026-10-24T08:30:00.000Z', '2026-10-25', '18:15', LONDON)).toBe(
      '2026-10-25T18:15:00.000Z',
    );
  });

  it('gives a post without a date 09:00', () => {
    expect(rescheduleTarget(null, '2026-07-02', undefined, LONDON)).toBe('2026-07-02T08:00:00.000Z');
  });

  it('keeps the local time where the day starts in another UTC day (New York evening)', () => {
    // 20:00 in New York on 2 March is 01:00Z on 3 March.
    expect(rescheduleTarget('2026-03-03T01:00:00.000Z', '2026-03-09', undefined, NEW_YORK)).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });
});

describe('posts by day', () => {
  it('groups by local day and sorts by time, leaving unscheduled posts out', () => {
    const posts = [
      post(1, '2026-07-02T10:00:00.000Z'),
      post(2, '2026-07-01T23:30:00.000Z'), // 00:30 on 2 July in London
      post(3, '2026-07-01T08:00:00.000Z'),
      post(4, null),
      post(5, '2026-07-02T10:00:00.000Z'),
    ];
    const days = groupPostsByDay(posts, LONDON);
    expect(Object.keys(days).sort()).toEqual(['2026-07-01', '2026-07-02']);
    expect(days['2026-07-01']!.map((p) => p.id)).toEqual([3]);
    expect(days['2026-07-02']!.map((p) => p.id)).toEqual([2, 1, 5]);
    expect(unscheduledPosts(posts).map((p) => p.id)).toEqual([4]);
  });
});

describe('posts filter', () => {
  const posts = [
    post(1, null, { status: 'SCHEDULED', approved: 0 }),
    post(2, null, { status: 'SCHEDULED', approved: 1 }),
    post(3, null, { status: 'POSTED', channeldata: [] }),
    post(4, null, {
      status: 'POSTED',
      channeldata: [{ provider_Id: 1, status: 'FAILED', error: 'x', externalPostId: null, posted_at: null }],
    }),
    post(5, null, { status: 'FAILED' }),
    post(6, null, { status: 'PENDING' }),
    post(7, null, { status: 'BRANDING' }),
  ];

  it('puts each post in one group', () => {
    expect(posts.map(postFilterGroup)).toEqual([
      'needsApproval',
      'scheduled',
      'published',
      'failed',
      'failed',
      'other',
      'other',
    ]);
    expect(postFilterGroup({ msp: [] })).toBe('other');
  });

  it('filters', () => {
    expect(filterPosts(posts, 'all')).toHaveLength(7);
    expect(filterPosts(posts, 'needsApproval').map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, 'failed').map((p) => p.id)).toEqual([4, 5]);
    expect(filterPosts(posts, 'other').map((p) => p.id)).toEqual([6, 7]);
    expect(matchesFilter(posts[2]!, 'published')).toBe(true);
  });
});

describe('planner posts', () => {
  const pending = post(1, '2026-07-03T08:00:00.000Z', { approved: 0 });
  const posted = post(2, '2026-07-01T08:00:00.000Z', { status: 'POSTED' });
  const partial = post(3, '2026-07-01T08:00:00.000Z', {
    status: 'FAILED',
    channeldata: [{ provider_Id: 4, status: 'POSTED', error: null, externalPostId: 'x', posted_at: null }],
  });
  const failed = post(4, '2026-07-01T08:00:00.000Z', { status: 'FAILED' });

  it('needs approval and approves locally', () => {
    expect(postNeedsApproval(pending)).toBe(true);
    const [after, other] = withApproved([pending, posted], [1]);
    expect(after!.msp[0]!.approved).toBe(1);
    expect(postNeedsApproval(after!)).toBe(false);
    expect(other).toBe(posted);
  });

  it('published posts (fully or partly) cannot move; failed and unscheduled ones can', () => {
    expectEach(isMovablePost, [
      [pending, true],
      [failed, true],
      [post(5, null, { status: 'INSERTED' }), true],
      [posted, false],
      [partial, false],
      [{ msp: [] }, false],
    ]);
  });

  it("a card's Move button, dragging and checkbox follow the role, select-posts mode and a move being saved", () => {
    const writer = { canWrite: true, selecting: false, moving: false };
    const undated = post(7, null, { status: 'INSERTED' });
    // [post, what differs from a writer browsing, [movable, moveWaits, draggable, selectable]]
    const cases: [Post, Partial<typeof writer>, [boolean, boolean, boolean, boolean]][] = [
      [pending, {}, [true, false, true, false]],
      // A published card can still be picked up (the drop is refused with the machine's message), not moved by 'm'.
      [posted, {}, [false, false, true, false]],
      // An undated post is moved with 'm' or from the list of undated posts, not dragged from the calendar.
      [undated, {}, [true, false, false, false]],
      // A move being saved: no drag (the drop would be lost), the Move button stays where it is and waits.
      [pending, { moving: true }, [true, true, false, false]],
      [posted, { moving: true }, [false, false, false, false]],
      // Select-posts mode: only posts that need approval get a checkbox; nothing moves.
      [pending, { selecting: true }, [false, false, false, true]],
      [failed, { selecting: true }, [false, false, false, false]],
      // A reader (role 3) moves nothing.
      [pending, { canWrite: false }, [false, false, false, false]],
    ];
    for (const [card, state, [movable, moveWaits, draggable, selectable]] of cases) {
      expect(plannerCardActions(card, { ...writer, ...state }), JSON.stringify(state)).toEqual({
        movable,
        moveWaits,
        draggable,
        selectable,
      });
    }
  });

  it('refuses moves into the past, keeping the local time unless one is given', () => {
    const now = '2026-07-01T10:00:00.000Z';
    expect(isMoveIntoPast(pending.scheduled_at, '2026-07-01', undefined, LONDON, now)).toBe(true); // 09:00
    expect(isMoveIntoPast(pending.scheduled_at, '2026-07-01', '12:00', LONDON, now)).toBe(false);
    expect(isMoveIntoPast(null, '2026-07-02', undefined, LONDON, now)).toBe(false);
  });

  it('drafts: from a post, checked, and turned into an instant', () => {
    const source: Post = {
      ...pending,
      msp: [
        {
          status: 'SCHEDULED',
          approved: 0,
          channeldata: [
            { provider_Id: 3, status: 'SCHEDULED', error: null, externalPostId: null, posted_at: null },
          ],
        },
      ],
    };
    const draft = draftFromPost(source, LONDON);
    expect(draft).toEqual({
      postId: 1,
      description: 'Post 1',
      day: '2026-07-03',
      time: '09:00',
      channels: [3],
    });
    const now = '2026-07-01T10:00:00.000Z';
    expect(draftProblem(draft, LONDON, now)).toBeNull();
    expect(draftScheduledAt(draft, LONDON)).toBe('2026-07-03T08:00:00.000Z');
    expect(draftProblem({ ...draft, description: '  ' }, LONDON, now)).toBe(
      plannerMessages.descriptionMissing,
    );
    expect(draftProblem({ ...draft, channels: [] }, LONDON, now)).toBe(plannerMessages.channelsMissing);
    expect(draftProblem({ ...draft, time: '' }, LONDON, now)).toBe(plannerMessages.scheduleIncomplete);
    expect(draftProblem({ ...draft, day: '2026-02-30' }, LONDON, now)).toBe(
      plannerMessages.scheduleIncomplete,
    );
    expect(draftProblem({ ...draft, day: '2026-07-01', time: '10:00' }, LONDON, now)).toBe(
      plannerMessages.scheduleInPast,
    );
    const undated = { ...draft, day: '', time: '' };
    expect(draftProblem(undated, LONDON, now)).toBeNull();
    expect(draftScheduledAt(undated, LONDON)).toBeNull();
  });

  it('keeps toast titles within 32 characters', () => {
    for (const message of Object.values(plannerMessages)) {
      if (typeof message === 'string' && message.startsWith('Please')) continue;
      const title = typeof message === 'function' ? message(1000) : message;
      if (/cannot be scheduled/.test(title)) continue;
      expect(title.length, title).toBeLessThanOrEqual(32);
    }
    expect(plannerMessages.approvedMany(1)).toBe('Post approved');
    expect(plannerMessages.approvedMany(3)).toBe('3 posts approved');
  });
});

describe('the day the week view opens scrolled to', () => {
  const week = [
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
    '2026-12-04',
    '2026-12-05',
    '2026-12-06',
  ];
  const days = (today?: string) => week.map((key) => ({ key, isToday: key === today }));

  it('is today when the week shows it, wherever the posts are', () => {
    expect(openingDay(days('2026-12-03'), ['2026-12-01 09', '2026-12-05 10'])).toBe('2026-12-03');
    expect(openingDay(days('2026-12-06'), [])).toBe('2026-12-06');
  });

  it('is the first day with a post in another week', () => {
    expect(openingDay(days(), ['2026-12-05 07', '2026-12-02 14', '2026-12-04 09'])).toBe('2026-12-02');
  });

  it('is the first day of a week without posts, and nothing without days', () => {
    expect(openingDay(days(), [])).toBe('2026-11-30');
    expect(openingDay([], ['2026-12-02 14'])).toBeUndefined();
  });
});

describe('the hour the week and day views open at', () => {
  it('is the earliest hour with a post in the shown days', () => {
    expect(openingHour(['2026-12-02 14', '2026-12-01 09', '2026-12-03 23'])).toBe('09');
    expect(openingHour(new Map([['2026-12-02 00', 1]]).keys())).toBe('00');
  });

  it('is 08:00 when the shown days have no post', () => {
    expect(openingHour([])).toBe('08');
  });
});
