import { describe, expect, it } from 'vitest';
import { isRestrictedUser, visiblePlans } from '../../../src/server/planVisibility.ts';

const plans = [
  { id: 9, legacy: true },
  { id: 13, legacy: false },
  { id: 15, legacy: true },
  { id: 16, legacy: false },
];
const ids = (list: { id: number }[]) => list.map((plan) => plan.id);

describe('visiblePlans (spec 6, 9: cutoff 2023-12-27)', () => {
  it('users created on or before the cutoff day see every plan', () => {
    expect(ids(visiblePlans(plans, { created: new Date('2023-12-27T23:00:00Z'), noId: 0 }))).toEqual([
      9, 13, 15, 16,
    ]);
    expect(isRestrictedUser(new Date('2023-12-27T23:59:59Z'))).toBe(false);
  });

  it('later users lose legacy plans but keep plan 15; plan 16 only with noId 1', () => {
    const later = new Date('2023-12-28T00:00:00Z');
    expect(isRestrictedUser(later)).toBe(true);
    expect(ids(visiblePlans(plans, { created: later, noId: 0 }))).toEqual([13, 15]);
    expect(ids(visiblePlans(plans, { created: later, noId: 1 }))).toEqual([13, 15, 16]);
  });
});
