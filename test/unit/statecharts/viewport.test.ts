import { describe, expect, it } from 'vitest';
import { FONT_SIZE } from '../../../src/features/statecharts/layout.ts';
import {
  MAX_SCALE,
  MIN_LABEL_PX,
  MIN_SCALE,
  anchoredScroll,
  openingScale,
  wheelScale,
} from '../../../src/features/statecharts/viewport.ts';

describe('the viewer opens a chart with labels of at least 11 px (issue 15)', () => {
  it('fits a chart to the width when its labels stay readable', () => {
    expect(openingScale(1000, 960)).toBeCloseTo(0.96);
    expect(FONT_SIZE * openingScale(1000, 960)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
  });

  it('keeps labels at 11 px for a wide chart, which then pans', () => {
    const scale = openingScale(3331, 1100);
    expect(FONT_SIZE * scale).toBeCloseTo(MIN_LABEL_PX, 2);
    expect(FONT_SIZE * scale).toBeGreaterThanOrEqual(MIN_LABEL_PX);
    expect(Number.isInteger(3331 * scale)).toBe(true);
    expect(3331 * scale).toBeGreaterThan(1100);
  });

  it('does not blow a small chart up', () => {
    expect(openingScale(400, 1200)).toBe(1);
  });
});

describe('wheel zoom and its anchor', () => {
  it('zooms in on a turn up, out on a turn down, by one step per 100 px, within bounds', () => {
    expect(wheelScale(1, -100)).toBeCloseTo(1.25);
    expect(wheelScale(1, 100)).toBeCloseTo(0.8);
    expect(wheelScale(MAX_SCALE, -500)).toBe(MAX_SCALE);
    expect(wheelScale(MIN_SCALE, 500)).toBe(MIN_SCALE);
  });

  it('keeps the point under the pointer in place', () => {
    // At scale 1 the pointer (100, 50) in the viewport scrolled by (300, 200) is over chart point (400, 250).
    const next = anchoredScroll({ left: 300, top: 200 }, { x: 100, y: 50 }, 1, 2);
    // At scale 2 that point is at (800, 500): scrolled so it is again 100 and 50 from the viewport's corner.
    expect(next).toEqual({ left: 700, top: 450 });
    expect(anchoredScroll({ left: 0, top: 0 }, { x: 10, y: 10 }, 2, 1)).toEqual({ left: 0, top: 0 });
  });
});
