/**
 * Link prefetch (spec 9: "link prefetch idle timeout 2 s"). Once a signed-in page's main content is on screen and the
 * browser is idle (at the latest 2 s later), the code of the pages the links on screen lead to is fetched at the
 * lowest priority as `<link rel="prefetch">` (downloaded into the cache, not run), so following such a link shows its
 * page without waiting for its code. Which chunks a page needs comes from the build's route-preloads.json
 * (src/domain/routePreloads.ts), read once. Links off screen or hidden (a phone's closed menu) are fetched for only
 * once they show; nothing is fetched before the connection is rated 4G or 3G (src/features/presence) or when the
 * browser asks to save data.
 */
import { useEffect } from 'react';
import { timings } from '../domain/constants.ts';
import {
  parseRoutePreloadTable,
  preloadsFor,
  ROUTE_PRELOADS_FILE,
  type RoutePreloadTable,
} from '../domain/routePreloads.ts';
import { mainContent } from './mainContent.ts';
import { useAppLocation } from './useAppLocation.ts';

let table: Promise<RoutePreloadTable | null> | null = null;

/** The build's table, read once; null when the build has none (a development server) or it cannot be read. */
function routePreloadTable(): Promise<RoutePreloadTable | null> {
  table ??= fetch(`/${ROUTE_PRELOADS_FILE}`)
    .then((response) => (response.ok ? response.text() : ''))
    .then(parseRoutePreloadTable)
    .catch(() => null);
  return table;
}

const prefetched = new Set<string>();

/** Whether the page already has `url`: prefetched, or loaded as a script or module preload. */
function alreadyHere(url: string): boolean {
  if (prefetched.has(url)) return true;
  const quoted = JSON.stringify(url);
  return document.querySelector(`script[src=${quoted}], link[href=${quoted}]`) !== null;
}

/** Adds a lowest-priority prefetch of each chunk the page does not have yet. */
export function prefetchChunks(urls: readonly string[]): void {
  for (const url of urls) {
    if (alreadyHere(url)) continue;
    prefetched.add(url);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.href = url;
    document.head.append(link);
  }
}

/** Calls `then` once the browser is idle, at the latest after spec 9's 2 s; returns the cancel. */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(then, { timeout: timings.linkPrefetchIdle });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, timings.linkPrefetchIdle);
  return () => window.clearTimeout(id);
}

/** Calls `onShown` with the path of each same-site link once it is on screen; returns the stop. */
function watchLinks(onShown: (pathname: string) => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const link = entry.target as HTMLAnchorElement;
      if (link.origin === window.location.origin) onShown(link.pathname);
    }
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) observer.observe(link);
  return () => observer.disconnect();
}

/** Whether the browser asks to save data (the Network Information API, where there is one). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Prefetches the code behind the links on screen of a signed-in page (the default layout runs it), looking again after
 * each move to another page, while `allowed` (the connection is rated fast enough).
 */
export function useLinkPrefetch(allowed: boolean): void {
  const { pathname } = useAppLocation();
  useEffect(() => {
    if (!allowed || savesData() || typeof IntersectionObserver === 'undefined') return;
    let stopped = false;
    let cancelIdle = () => {};
    let stopWatching = () => {};
    const stopWaiting = mainContent.onShown(() => {
      cancelIdle = whenIdle(() => {
        void routePreloadTable().then((found) => {
          if (!found || stopped) return;
          stopWatching = watchLinks((path) => prefetchChunks(preloadsFor(found, path, true)));
        });
      });
    });
    return () => {
      stopped = true;
      stopWaiting();
      cancelIdle();
      stopWatching();
    };
  }, [pathname, allowed]);
}
