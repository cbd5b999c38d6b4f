/**
 * How the design editor shows its page (issue 19: "zoom and pan"): the zoom's limits and steps, the zoom that fits
 * the page in the view, and where the page sits on screen while scrolled or zoomed about a point. Pure numbers:
 * `zoom` is screen pixels per page pixel, `pan` the screen position of the page's top-left corner in the view.
 */

export const ZOOM_MIN = 0.05;
export const ZOOM_MAX = 8;
/** The zooms the toolbar's menu offers (with "Fit"). */
export const ZOOM_PRESETS = [0.25, 0.5, 1, 2] as const;
/** One zoom-in step multiplies the zoom by this (zoom out divides). */
export const ZOOM_STEP = 1.25;
/** Screen pixels kept free around the page when it fits, and at least visible of it when scrolled. */
export const VIEW_MARGIN = 24;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom) || zoom <= 0) return 1;
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 10_000) / 10_000;
}

/** One step in (1) or out (-1). */
export function zoomStep(zoom: number, direction: 1 | -1): number {
  return clampZoom(direction === 1 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP);
}

/** The zoom after a Ctrl+wheel turn of `deltaY` pixels (negative zooms in). */
export function wheelZoom(zoom: number, deltaY: number): number {
  const delta = Math.max(-100, Math.min(100, deltaY));
  return clampZoom(zoom * Math.exp(-delta * 0.004));
}

/** The largest zoom that shows the whole page in the view with a margin (1 while the view has no size yet). */
export function fitZoom(page: Size, view: Size, margin = VIEW_MARGIN): number {
  if (view.width <= 0 || view.height <= 0 || page.width <= 0 || page.height <= 0) return 1;
  const width = Math.max(1, view.width - 2 * margin);
  const height = Math.max(1, view.height - 2 * margin);
  return clampZoom(Math.min(width / page.width, height / page.height));
}

/** A zoom as the toolbar shows it: "50 %". */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)} %`;
}

function clampAxis(pan: number, page: number, view: number, margin: number): number {
  if (page + 2 * margin <= view) return (view - page) / 2;
  return Math.min(margin, Math.max(view - page - margin, pan));
}

/**
 * The page's position kept sensible: centred on an axis where it fits, else scrolled no further than its edges
 * (plus the margin).
 */
export function clampPan(pan: Point, page: Size, zoom: number, view: Size, margin = VIEW_MARGIN): Point {
  return {
    x: clampAxis(pan.x, page.width * zoom, view.width, margin),
    y: clampAxis(pan.y, page.height * zoom, view.height, margin),
  };
}

/** The page's position after zooming from `from` to `to` so the screen point `focus` stays over the same page point. */
export function panAbout(pan: Point, from: number, to: number, focus: Point): Point {
  const ratio = to / from;
  return { x: focus.x - (focus.x - pan.x) * ratio, y: focus.y - (focus.y - pan.y) * ratio };
}

/** The page point under a screen point. */
export function toPage(screen: Point, pan: Point, zoom: number): Point {
  return { x: (screen.x - pan.x) / zoom, y: (screen.y - pan.y) / zoom };
}
