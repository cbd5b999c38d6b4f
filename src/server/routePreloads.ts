/**
 * Route preload hints (issue 14): the index.html sent for a page names, as `<link rel="modulepreload">`, the chunks of
 * that page's code, so they download beside the entry's instead of after it has run. The chunks come from the build's
 * `route-preloads.json` (scripts/routePreloads.ts); which modules a page needs follows the features' layout:
 *
 * - only with a session token (cookie auth.token): a visitor without one sees the login page or a public page, whose
 *   code is in the entry or small (and the login page's JavaScript is measured against a bare React page);
 * - the pages of route area <area> live in `src/features/<area>/` (index.ts, pages.ts or a …Page.tsx module), its
 *   data preloads in …Preload.ts beside them (see src/app/featurePages.ts);
 * - a page of the default layout also needs the layout (src/app/layouts/DefaultLayout.tsx);
 * - every signed-in page needs the paywall's billing read and the data cache it brings
 *   (src/features/paywall/billingStatus.ts), which the entry leaves out for the login page.
 *
 * Hints are only hints: a build without the table, an unknown path or a module the table lacks gives no links, and the
 * app loads what it needs as before.
 */
import { matchRoute } from '../domain/routes.ts';

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

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * `html` with a modulepreload link per URL before `</head>` (unchanged without URLs or without a head). The links ask
 * for low priority: the entry (and its stylesheet) must run first, to check the session and render, before a page's
 * code is of any use; at the same priority the page's chunks shared its bandwidth and the entry arrived later.
 */
export function withPreloadLinks(html: string, urls: readonly string[]): string {
  const head = html.indexOf('</head>');
  if (urls.length === 0 || head < 0) return html;
  // At the start of the closing tag's line when only indentation precedes it, so the links line up.
  const lineStart = html.lastIndexOf('\n', head) + 1;
  const at = html.slice(lineStart, head).trim() === '' ? lineStart : head;
  const links = urls
    .map(
      (url) =>
        `    <link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(url)}">\n`,
    )
    .join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
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
