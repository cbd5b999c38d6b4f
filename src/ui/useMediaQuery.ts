/** Whether a CSS media query matches now, kept up to date (a view that renders differently on a phone). */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `sm` breakpoint: narrower than this is a phone. */
export const PHONE_QUERY = '(max-width: 639.98px)';
