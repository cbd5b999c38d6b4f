import { useMemo } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import type { AppLocation } from '../domain/routeGuards.ts';

const currentPathname = () => location.pathname;
const currentSearch = () => location.search;
const currentHash = () => location.hash;

/**
 * The browser location as the guards see it: raw (still percent-encoded) pathname, search and hash.
 * Re-renders on pushState, replaceState, popstate and hashchange (wouter's subscription).
 */
export function useAppLocation(): AppLocation {
  const pathname = useLocationProperty(currentPathname);
  const search = useLocationProperty(currentSearch);
  const hash = useLocationProperty(currentHash);
  return useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
}
