/**
 * The width of an element, kept up to date (a view that lays out differently when its own region is narrow, not
 * the window: the planner's month beside the sidebar on a tablet). Measured before the browser paints, so the
 * first frame already has the right layout; null until then, and where the element has no layout (no
 * ResizeObserver, not rendered): the caller then falls back to the window's width.
 */
import { useLayoutEffect, useState, type RefCallback } from 'react';

export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | null] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      setWidth(measured > 0 ? measured : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
