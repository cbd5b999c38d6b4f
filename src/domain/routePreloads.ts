/**
 * Which chunks a page's code needs (issue 14), from the build's `route-preloads.json` (scripts/routePreloads.ts): the
 * server names them as modulepreload hints in the index.html it sends (src/server/routePreloads.ts), and the app
 * prefetches them for the links on screen once it is idle (src/app/linkPrefetch.ts, spec 9). Which modules a page
 * needs follows the features' layout:
 *
 * - the pages of route area <area> live in `src/features/<area>/` (index.ts, pages.ts or a …Page.tsx module), its
 *   data preloads in …Preload.ts beside them (see src/app/featurePages.ts);
 * - a page of the default layout also needs the layout (src/app/layouts/DefaultLayout.tsx);
 * - every signed-in page needs the paywall's billing read and the data cache it brings
 *   (src/features/paywall/billingStatus.ts), which the entry leaves out for the login page.
 *
 * Only with a session: a visitor without one sees the login page or a public page, whose code is in the entry or small.
 */
import { matchRoute } from './routes.ts';

/** The build's file beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The entry's chunks, and the chunks of each lazily loaded module by its path from the root ('/assets/…' URLs). */
export interface RoutePreloadTable {
  readonly entry: readonly string[];
  readonly modules: Readonly<Record<string, readonly string[]>>;
}

const DEFAULT_LAYOUT_MODULE = 'src/app/layouts/DefaultLayout.tsx';
const SIGNED_IN_MODULE = 'src/features/paywall/billingStatus.ts';
const PAGE_MODULE = /^src\/features\/([^/]+)\/(?:index\.ts|pages\.ts|[A-Za-z]+Page\.tsx)$/;
const DATA_PRELOAD_MODULE = /^src\/features\/([^/]+)\/[A-Za-z]+Preload\.ts$/;

/** The chunk URLs to hint for `pathname`, without those the entry already names; [] when there is nothing to add. */
export function preloadsFor(table: RoutePreloadTable, pathname: string, hasSession: boolean): string[] {
  const match = matchRoute(pathname);
  if (!match || !hasSession) return [];
  const { route } = match;
  const modules = Object.keys(table.modules).filter(
    (id) =>
      PAGE_MODULE.exec(id)?.[1] === route.area ||
      DATA_PRELOAD_MODULE.exec(id)?.[1] === route.area ||
      (id === DEFAULT_LAYOUT_MODULE && route.layout === 'default') ||
      id === SIGNED_IN_MODULE,
  );
  const entry = new Set(table.entry);
  const urls = new Set(modules.flatMap((id) => table.modules[id] ?? []));
  return [...urls].filter((url) => !entry.has(url));
}

/** Reads a table; null for a file that is missing or not a table (the build may predate it). */
export function parseRoutePreloadTable(text: string): RoutePreloadTable | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { entry, modules } = value as { entry?: unknown; modules?: unknown };
    const urls = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((url) => typeof url === 'string' && url.startsWith('/'));
    if (!urls(entry) || typeof modules !== 'object' || modules === null) return null;
    if (!Object.values(modules).every(urls)) return null;
    return { entry, modules: modules as Record<string, string[]> };
  } catch {
    return null;
  }
}
