/**
 * The canvas's view of its page: the container's size (ResizeObserver), where the page sits (scrolled by the wheel,
 * panned by a drag with Space or the middle button held, kept near the view by src/domain/designView.ts), the zoom
 * about the pointer on Ctrl/Command+wheel (the page owns the zoom, its fit included: this asks `onZoom` and follows
 * the zoom it gets). Transient view state only; the document is not here.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { clampPan, panAbout, wheelZoom, type Point, type Size } from '../../../domain/designView.ts';

interface PanDrag {
  pointerId: number;
  start: Point;
  from: Point;
}

const LINE_PX = 16;

export function useViewport(
  container: RefObject<HTMLDivElement | null>,
  page: Size,
  zoom: number,
  onZoom: (zoom: number, focus?: Point) => void,
) {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  /** Null: centred (until the first scroll). */
  const [rawPan, setRawPan] = useState<Point | null>(null);
  const [spaceHeld, setSpaceHeld] = useState(false);
  const [panning, setPanning] = useState(false);
  const latest = useRef({ size, page, zoom, rawPan, onZoom });
  const focus = useRef<Point | null>(null);
  const shownZoom = useRef(zoom);
  const drag = useRef<PanDrag | null>(null);

  const pan = clampPan(rawPan ?? { x: 0, y: 0 }, page, zoom, size);
  useLayoutEffect(() => {
    latest.current = { size, page, zoom, rawPan, onZoom };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = {
        width: Math.round(entry.contentRect.width),
        height: Math.round(entry.contentRect.height),
      };
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  // A new zoom keeps the page point under the pointer (a wheel zoom) or under the view's centre.
  useLayoutEffect(() => {
    const from = shownZoom.current;
    shownZoom.current = zoom;
    if (from === zoom) return;
    const { size: view, page: sheet, rawPan: current } = latest.current;
    const at = focus.current ?? { x: view.width / 2, y: view.height / 2 };
    focus.current = null;
    const shown = clampPan(current ?? { x: 0, y: 0 }, sheet, from, view);
    setRawPan(clampPan(panAbout(shown, from, zoom, at), sheet, zoom, view));
  }, [zoom]);

  const scrollBy = useCallback((dx: number, dy: number) => {
    const { size: view, page: sheet, zoom: scale, rawPan: current } = latest.current;
    const at = clampPan(current ?? { x: 0, y: 0 }, sheet, scale, view);
    setRawPan(clampPan({ x: at.x - dx, y: at.y - dy }, sheet, scale, view));
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? LINE_PX : event.deltaMode === 2 ? latest.current.size.height : 1;
      if (event.ctrlKey || event.metaKey) {
        const bounds = element.getBoundingClientRect();
        focus.current = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
        latest.current.onZoom(wheelZoom(latest.current.zoom, event.deltaY * unit), focus.current);
        return;
      }
      const sideways = event.shiftKey && event.deltaX === 0;
      scrollBy((sideways ? event.deltaY : event.deltaX) * unit, (sideways ? 0 : event.deltaY) * unit);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [container, scrollBy]);

  /** Pointer down anywhere in the view (capture phase): a pan starts here with Space or the middle button. */
  const onPointerDownCapture = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if (!(event.button === 1 || (spaceHeld && event.button === 0))) return;
      event.preventDefault();
      event.stopPropagation();
      const { size: view, page: sheet, zoom: scale, rawPan: current } = latest.current;
      drag.current = {
        pointerId: event.pointerId,
        start: { x: event.clientX, y: event.clientY },
        from: clampPan(current ?? { x: 0, y: 0 }, sheet, scale, view),
      };
      event.currentTarget.setPointerCapture(event.pointerId);
      setPanning(true);
    },
    [spaceHeld],
  );
  /** Konva listens to mouse events too: none reaches it while panning. */
  const onMouseDownCapture = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.button === 1 || (spaceHeld && event.button === 0)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    [spaceHeld],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const { size: view, page: sheet, zoom: scale } = latest.current;
    setRawPan(
      clampPan(
        {
          x: current.from.x + event.clientX - current.start.x,
          y: current.from.y + event.clientY - current.start.y,
        },
        sheet,
        scale,
        view,
      ),
    );
  }, []);
  const onPointerUp = useCallback((event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setPanning(false);
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' && event.target === event.currentTarget) {
      event.preventDefault();
      setSpaceHeld(true);
    }
  }, []);
  const onKeyUp = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ') setSpaceHeld(false);
  }, []);
  const onBlur = useCallback(() => setSpaceHeld(false), []);

  return {
    size,
    pan,
    cursor: panning ? 'grabbing' : spaceHeld ? 'grab' : undefined,
    containerHandlers: {
      onPointerDownCapture,
      onMouseDownCapture,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onKeyDown,
      onKeyUp,
      onBlur,
    },
  };
}
