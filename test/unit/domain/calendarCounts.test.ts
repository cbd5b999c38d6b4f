/**
 * The month view's counts (src/domain/calendarCounts.ts, issue 20): what a filter counts, and how the counts and the
 * total follow the held posts when the planner changes them.
 */
import { describe, expect, it } from 'vitest';
import {
  calendarCountText,
  countOf,
  cutNote,
  noCounts,
  postsIn,
  withChangedPosts,
  type CalendarCounts,
  type CountedPost,
} from '../../../src/domain/calendarCounts.ts';

const ZONE = 'America/New_York';

function post(id: number, scheduledAt: string | null, status = 'SCHEDULED', approved = 0): CountedPost {
  return { id, scheduled_at: scheduledAt, msp: [{ status, approved, channeldata: [] }] };
}

/** 10 posts needing approval on 2026-03-02 in New York, 4 drafts without a date. */
function month(): { total: number; counts: CalendarCounts } {
  return {
    total: 14,
    counts: {
      days: { '2026-03-02': { ...noCounts(), needsApproval: 10 } },
      undated: { ...noCounts(), other: 4 },
    },
  };
}

describe('countOf', () => {
  it("counts one group, or every group for 'all'; a day without posts is 0", () => {
    const counts = { needsApproval: 1, scheduled: 2, published: 3, failed: 4, other: 5 };
    expect(countOf(counts, 'all')).toBe(15);
    expect(countOf(counts, 'failed')).toBe(4);
    expect(countOf(undefined, 'all')).toBe(0);
  });
});

describe('postsIn and cutNote', () => {
  it('a day counts at least the posts held, and only the week and day views are ever cut', () => {
    const counts = { ...noCounts(), failed: 2 };
    expect(postsIn(1, counts, 'failed')).toBe(2);
    expect(postsIn(3, counts, 'failed')).toBe(3);
    expect(postsIn(4, null, 'all')).toBe(4);
    expect(cutNote({ total: 6200, counts: null }, 5000)).toBe(calendarCountText.cut(5000, 6200));
    expect(cutNote({ total: 5000, counts: null }, 5000)).toBeNull();
    expect(cutNote({ total: 9000, counts: { days: {}, undated: noCounts() } }, 93)).toBeNull();
  });
});

describe('withChangedPosts', () => {
  // 03:00 UTC on 3 March is still 2 March in New York.
  const held = post(1, '2026-03-03T03:00:00.000Z');

  it('moves a post between days in its local zone', () => {
    const moved = { ...held, scheduled_at: '2026-03-05T15:00:00.000Z' };
    const next = withChangedPosts(month(), [held], [moved], ZONE);
    expect(next.total).toBe(14);
    expect(next.counts!.days['2026-03-02']!.needsApproval).toBe(9);
    expect(next.counts!.days['2026-03-05']).toEqual({ ...noCounts(), needsApproval: 1 });
  });

  it('moves an approved post to another group on the same day', () => {
    const approved = post(1, held.scheduled_at, 'SCHEDULED', 1);
    const next = withChangedPosts(month(), [held], [approved], ZONE);
    expect(next.counts!.days['2026-03-02']).toEqual({ ...noCounts(), needsApproval: 9, scheduled: 1 });
  });

  it('counts a new post and takes off a removed one, with the total', () => {
    const draft = post(2, null, 'INSERTED');
    const added = withChangedPosts(month(), [held], [held, draft], ZONE);
    expect(added.total).toBe(15);
    expect(added.counts!.undated.other).toBe(5);
    const removed = withChangedPosts(month(), [held], [], ZONE);
    expect(removed.total).toBe(13);
    expect(removed.counts!.days['2026-03-02']!.needsApproval).toBe(9);
  });

  it('leaves everything as it was when no post changed, and only the total without counts', () => {
    const before = month();
    expect(withChangedPosts(before, [held], [held], ZONE)).toEqual(before);
    expect(withChangedPosts({ total: 3, counts: null }, [held], [], ZONE)).toEqual({
      total: 2,
      counts: null,
    });
  });
});

describe('calendarCountText', () => {
  it('says how many are not shown, with thousands written out', () => {
    expect(calendarCountText.more(1200)).toBe('+1.2K more');
    expect(calendarCountText.moreLabel(12, '2026-03-02')).toBe('12 more posts on 2026-03-02');
    expect(calendarCountText.cut(5000, 6200)).toBe(
      'Showing the first 5,000 of 6,200 posts of these days: open a day to see the others.',
    );
  });
});
