/**
 * How the design editor shows its page (src/domain/designView.ts, issue 19 "zoom and pan"): the zoom's limits and
 * steps, the fit, the page kept centred or within reach while scrolled, and a zoom about a point that keeps that
 * point over the same place of the page.
 */
import { describe, expect, it } from 'vitest';
import {
  VIEW_MARGIN,
  ZOOM_MAX,
  ZOOM_MIN,
  clampPan,
  clampZoom,
  fitZoom,
  panAbout,
  toPage,
  wheelZoom,
  zoomPercent,
  zoomStep,
} from '../../../src/domain/designView.ts';

const page = { width: 1080, height: 1080 };

describe('the zoom (src/domain/designView.ts)', () => {
  it('stays within its limits and is 1 for nonsense', () => {
    expect(clampZoom(100)).toBe(ZOOM_MAX);
    expect(clampZoom(0.0001)).toBe(ZOOM_MIN);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(-2)).toBe(1);
    expect(clampZoom(0.5)).toBe(0.5);
  });

  it('steps in and out by the same factor, and a step in then out comes back', () => {
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(1, -1)).toBe(0.8);
    expect(zoomStep(zoomStep(0.5, 1), -1)).toBeCloseTo(0.5, 3);
    expect(zoomStep(ZOOM_MAX, 1)).toBe(ZOOM_MAX);
  });

  it('zooms in on a wheel turned up and out on one turned down, a huge turn counting as a bounded one', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(1, 100)).toBeLessThan(1);
    expect(wheelZoom(1, 10_000)).toBe(wheelZoom(1, 100));
  });

  it('fits the whole page with the margin, by its longer side', () => {
    expect(fitZoom(page, { width: 600, height: 1000 })).toBeCloseTo((600 - 2 * VIEW_MARGIN) / 1080, 3);
    expect(fitZoom({ width: 1080, height: 1920 }, { width: 1000, height: 600 })).toBeCloseTo(
      (600 - 2 * VIEW_MARGIN) / 1920,
      3,
    );
    expect(fitZoom(page, { width: 0, height: 0 })).toBe(1);
  });

  it('says a zoom in percent', () => {
    expect(zoomPercent(0.5)).toBe('50 %');
    expect(zoomPercent(1.254)).toBe('125 %');
  });
});

describe('the page on screen', () => {
  const view = { width: 800, height: 600 };

  it('is centred on an axis where it fits', () => {
    expect(clampPan({ x: -500, y: 9999 }, page, 0.25, view)).toEqual({
      x: (800 - 270) / 2,
      y: (600 - 270) / 2,
    });
  });

  it('scrolls no further than its edges plus the margin where it does not fit', () => {
    expect(clampPan({ x: 500, y: 500 }, page, 1, view)).toEqual({ x: VIEW_MARGIN, y: VIEW_MARGIN });
    expect(clampPan({ x: -5000, y: -5000 }, page, 1, view)).toEqual({
      x: 800 - 1080 - VIEW_MARGIN,
      y: 600 - 1080 - VIEW_MARGIN,
    });
    expect(clampPan({ x: -100, y: -200 }, page, 1, view)).toEqual({ x: -100, y: -200 });
  });

  it('keeps the page point under the focus when zooming about it', () => {
    const pan = { x: 40, y: 30 };
    const focus = { x: 300, y: 200 };
    const before = toPage(focus, pan, 0.5);
    const after = toPage(focus, panAbout(pan, 0.5, 2, focus), 2);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });
});
