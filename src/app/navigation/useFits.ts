/**
 * Whether a row of items fits its slot, measured rather than guessed at a breakpoint (issue 14): the row is laid out
 * at its natural width inside a slot that may be narrower; both are watched, so a resize, a font load or a menu item
 * appearing (the beta dashboard) is taken into account. `toggle` is what replaces the row when it does not fit (the
 * Menu button): its room counts as the slot's, so the answer does not flip back and forth. Until measured, it does
 * not fit (no overflow is painted).
 */
import { useLayoutEffect, useRef, useState } from 'react';

export function useFits<TSlot extends HTMLElement, TRow extends HTMLElement, TToggle extends HTMLElement>() {
  const slot = useRef<TSlot>(null);
  const row = useRef<TRow>(null);
  const toggle = useRef<TToggle>(null);
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const box = slot.current;
    const content = row.current;
    if (!box || !content) return;
    const measure = () => {
      const button = toggle.current;
      const gap = parseFloat(getComputedStyle(box.parentElement ?? box).columnGap) || 0;
      const room = box.clientWidth + (button ? button.offsetWidth + gap : 0);
      setFits(content.offsetWidth <= room);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return { slot, row, toggle, fits };
}
