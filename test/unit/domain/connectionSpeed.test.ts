import { describe, expect, it } from 'vitest';
import {
  connectionIndicatorOf,
  connectionSpeedOf,
  connectionSpeedText,
  isSlowConnection,
} from '../../../src/domain/connectionSpeed.ts';
import { expectEach } from './expectEach.ts';

describe('connection speed estimate (spec 9: 100 ms means 4g, 300 ms means 3g, otherwise 2g)', () => {
  it('rates a round trip', () => {
    expectEach(connectionSpeedOf, [
      [0, '4g'],
      [100, '4g'],
      [100.5, '3g'],
      [300, '3g'],
      [300.5, '2g'],
      [2000, '2g'],
    ]);
  });

  it('warns on 2g only, and says the speed in capitals', () => {
    expect([null, '4g', '3g', '2g'].map((speed) => isSlowConnection(speed as never))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(connectionSpeedText.speed('3g')).toBe('3G');
  });

  it('shows offline first, then the rating with its bars, else checking or unknown', () => {
    expect(connectionIndicatorOf({ offline: true, measuring: false, speed: '4g' })).toEqual({
      text: 'Offline',
      bars: 0,
    });
    expect(connectionIndicatorOf({ offline: false, measuring: true, speed: '4g' })).toEqual({
      text: '4G',
      bars: 3,
    });
    expect(connectionIndicatorOf({ offline: false, measuring: false, speed: '3g' })).toEqual({
      text: '3G',
      bars: 2,
    });
    expect(connectionIndicatorOf({ offline: false, measuring: false, speed: '2g' })).toEqual({
      text: '2G',
      bars: 1,
    });
    expect(connectionIndicatorOf({ offline: false, measuring: true, speed: null })).toEqual({
      text: 'Checking…',
      bars: 0,
    });
    expect(connectionIndicatorOf({ offline: false, measuring: false, speed: null })).toEqual({
      text: 'Unknown',
      bars: 0,
    });
  });
});
