/**
 * Zoom and pan of the statechart viewer (issue 15), as plain numbers: what scale a chart opens at, how the wheel
 * and the keys change it, and where to scroll so the point under the pointer stays put.
 */
import { FONT_SIZE } from './layout.ts';

/** The smallest size a state's label may be drawn at when a chart opens, in CSS pixels. */
export const MIN_LABEL_PX = 11;
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 3;
/** One key press (+ or -) or one wheel notch (100 px of delta) zooms by this factor. */
export const ZOOM_STEP = 1.25;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/**
 * The scale a chart opens at in a viewport `viewportWidth` wide: the whole width when its labels are then at least
 * MIN_LABEL_PX, else the scale that draws them at MIN_LABEL_PX (the chart is then wider than the viewport and
 * pans), and never larger than 1 (a small chart is not blown up).
 */
export function openingScale(chartWidth: number, viewportWidth: number): number {
  const fit = viewportWidth / chartWidth;
  // A whole number of pixels wide, rounded up: the browser lays the chart out on a pixel grid.
  const readable = Math.ceil((chartWidth * MIN_LABEL_PX) / FONT_SIZE) / chartWidth;
  return clampScale(Math.min(1, Math.max(fit, readable)));
}

/** The scale after a wheel turn of `deltaY` pixels (up zooms in). */
export function wheelScale(scale: number, deltaY: number): number {
  return clampScale(scale * ZOOM_STEP ** (-deltaY / 100));
}

/** The scroll position that keeps the chart point under `pointer` (relative to the viewport) there after a zoom. */
export function anchoredScroll(
  scroll: { left: number; top: number },
  pointer: { x: number; y: number },
  from: number,
  to: number,
): { left: number; top: number } {
  const ratio = to / from;
  return {
    left: Math.max(0, (scroll.left + pointer.x) * ratio - pointer.x),
    top: Math.max(0, (scroll.top + pointer.y) * ratio - pointer.y),
  };
}
