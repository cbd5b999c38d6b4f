/**
 * Zoom and pan of a drawn statechart (issue 15): the chart opens with its state labels at 11 px or more
 * (viewport.ts); Ctrl or ⌘ with the wheel (or a pinch), the + and − keys and buttons zoom around the pointer or the
 * centre; a mouse drag or the arrow keys move it (a finger scrolls natively). Another chart opens at its own scale.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChartGraph } from '../../../machines/chartModel.ts';
import type { ChartLayout } from './layout.ts';
import { anchoredScroll, clampScale, openingScale, wheelScale, ZOOM_STEP } from './viewport.ts';

/** 'fit': the viewport's width; a number: that scale; null: not measured yet (the opening scale follows). */
type Zoom = 'fit' | number | null;

interface Anchor {
  pointer: { x: number; y: number };
  scroll: { left: number; top: number };
  from: number;
}

export function useChartViewport(graph: ChartGraph, laidOut: ChartLayout | null) {
  const [zoom, setZoom] = useState<Zoom>(null);
  const [dragging, setDragging] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const chart = useRef<SVGSVGElement>(null);
  const anchor = useRef<Anchor | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  /** The scale the chart is drawn at now. */
  const scaleNow = (): number => {
    if (typeof zoom === 'number') return zoom;
    const svg = chart.current;
    return svg && laidOut ? svg.getBoundingClientRect().width / laidOut.width : 1;
  };
  /** Zooms to `next`, keeping the chart point under `pointer` (viewport coordinates; default its centre) in place. */
  const zoomTo = (next: number, pointer?: { x: number; y: number }) => {
    const box = viewport.current;
    if (!box) return;
    anchor.current = {
      pointer: pointer ?? { x: box.clientWidth / 2, y: box.clientHeight / 2 },
      scroll: { left: box.scrollLeft, top: box.scrollTop },
      from: scaleNow(),
    };
    setZoom(clampScale(next));
  };

  // A chart opens with its state labels at 11 px or more (viewport.ts); the user's zoom stays until another chart.
  useLayoutEffect(() => {
    if (!laidOut || !viewport.current) return;
    if (zoom === null) setZoom(openingScale(laidOut.width, viewport.current.clientWidth));
  }, [laidOut, zoom]);
  useEffect(() => setZoom(null), [graph]);
  // After a zoom, scroll so the point under the pointer stays under it.
  useLayoutEffect(() => {
    const box = viewport.current;
    const pending = anchor.current;
    if (!box || !pending || typeof zoom !== 'number') return;
    anchor.current = null;
    const next = anchoredScroll(pending.scroll, pending.pointer, pending.from, zoom);
    box.scrollLeft = next.left;
    box.scrollTop = next.top;
  }, [zoom]);
  // Ctrl (or ⌘) and the wheel, or a pinch, zoom; the wheel alone scrolls the page as everywhere else. React's wheel
  // listener is passive, so the browser's own zoom could not be held back from it.
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const rect = box.getBoundingClientRect();
      zoomToRef.current(wheelScale(scaleNowRef.current(), event.deltaY), {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [laidOut]);
  /** One step in or out around the centre (the + and − keys and buttons). */
  const zoomIn = () => zoomTo(scaleNow() * ZOOM_STEP);
  const zoomOut = () => zoomTo(scaleNow() / ZOOM_STEP);
  const zoomToRef = useRef(zoomTo);
  const scaleNowRef = useRef(scaleNow);
  useLayoutEffect(() => {
    zoomToRef.current = zoomTo;
    scaleNowRef.current = scaleNow;
  });

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.pointerType === 'touch' || !viewport.current) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: viewport.current.scrollLeft,
      top: viewport.current.scrollTop,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    const box = viewport.current;
    if (!from || !box) return;
    box.scrollLeft = from.left - (event.clientX - from.x);
    box.scrollTop = from.top - (event.clientY - from.y);
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };
  const zoomKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else if (event.key === '0' && laidOut && viewport.current)
      zoomTo(openingScale(laidOut.width, viewport.current.clientWidth));
    else return;
    event.preventDefault();
  };

  return {
    zoom,
    dragging,
    viewport,
    chart,
    zoomTo,
    zoomIn,
    zoomOut,
    fitToWidth: () => setZoom('fit'),
    handlers: {
      onKeyDown: zoomKeys,
      onPointerDown: startDrag,
      onPointerMove: moveDrag,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    },
  };
}
