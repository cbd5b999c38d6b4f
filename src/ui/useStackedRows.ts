/**
 * Whether a table shows its rows stacked, one card per row, because its columns do not fit the width it is given
 * (src/ui/Table.tsx). Measured before the browser paints, on the region the table scrolls in: laid out as a table,
 * content wider than the region means stacked, and that width is kept; stacked, a region that has grown to it
 * (a turned phone, a wider window) means a table again. New content (another page, order or set of rows) is laid
 * out as a table first, since its width may differ. Without ResizeObserver the first measure still holds.
 * `scrolls` says whether the region still has to scroll sideways (stacked rows whose content cannot break): only
 * then is it a named, focusable region a keyboard can scroll.
 */
import { useLayoutEffect, useRef, useState, type RefCallback } from 'react';

export function useStackedRows(
  order: string,
  rows: unknown,
): { regionRef: RefCallback<HTMLDivElement>; stacked: boolean; scrolls: boolean } {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const [stacked, setStacked] = useState(false);
  const [scrolls, setScrolls] = useState(false);
  const [content, setContent] = useState({ order, rows });
  if (content.order !== order || content.rows !== rows) {
    // Adjusting state while rendering (React's pattern for state derived from props): no stacked frame of the old
    // rows' decision is painted with the new rows.
    setContent({ order, rows });
    setStacked(false);
  }
  const tableWidth = useRef(0);

  useLayoutEffect(() => {
    if (!region) return;
    const check = () => {
      const overflows = region.scrollWidth > region.clientWidth + 1;
      if (!stacked) {
        if (overflows) {
          tableWidth.current = region.scrollWidth;
          setStacked(true);
        }
      } else if (region.clientWidth >= tableWidth.current) {
        setStacked(false);
      } else {
        setScrolls(overflows);
      }
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(region);
    // A table's cells can grow after it is measured (a font or an image arriving): the table resizes, not the region.
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, [region, stacked, content]);

  return { regionRef: setRegion, stacked, scrolls: stacked && scrolls };
}
