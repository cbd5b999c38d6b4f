/** The words of moving a post in the planner (src/domain/plannerMove.ts): keyboard steps and pointer drags. */
import { describe, expect, it } from 'vitest';
import { dragAnnouncementText, moveAnnouncementText } from '../../../src/domain/plannerMove.ts';

describe('what a screen reader hears while a card is dragged', () => {
  it('names the post and what to aim at, by view', () => {
    expect(dragAnnouncementText.started('Spring menu', 'month')).toBe(
      'Picked up "Spring menu". Drag it onto a day, or press Escape to cancel.',
    );
    expect(dragAnnouncementText.started('Spring menu', 'week')).toContain('onto a day and an hour');
  });

  it('says the day and hour under the card, or that it is over none', () => {
    expect(dragAnnouncementText.over({ dayKey: '2026-12-03', time: '14:00' })).toBe(
      'Over 2026-12-03 at 14:00.',
    );
    expect(dragAnnouncementText.over({ dayKey: '2026-12-03' })).toBe('Over 2026-12-03.');
    expect(dragAnnouncementText.over(null)).toBe('Not over a day: dropping here puts the post back.');
  });

  it('leaves the drop to the machine, whose words match a keyboard drop', () => {
    expect(moveAnnouncementText({ kind: 'moved', dayKey: '2026-12-03', time: '14:00' }, 'week', 'x')).toBe(
      'Post moved to 2026-12-03 at 14:00.',
    );
    expect(moveAnnouncementText({ kind: 'refused', dayKey: '2026-11-01' }, 'month', 'x')).toBe(
      'The post cannot move to 2026-11-01.',
    );
  });
});
