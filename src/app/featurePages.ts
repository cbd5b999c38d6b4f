/**
 * How a feature attaches its pages to the routes of `src/domain/routeTable.ts`: by page name, each loaded with the
 * feature's module on first visit (React.lazy), so the first route's JavaScript stays small. A feature declares its
 * pages once, in `src/features/<area>/routes.ts`; `pages.tsx` composes them.
 */
import { lazy, type ComponentType } from 'react';
import type { PageName, RouteMatch } from '../domain/routes.ts';

export type PageProps = RouteMatch;

/**
 * `load`, called at most once per page load: the early start (`preloadPage`) and the page itself share one request,
 * also when it fails (the chunk error screen then reloads the page once, spec 4.9, rather than the app asking twice).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null;
  return () => (started ??= load());
}

/** How each lazy page's module is loaded, by page name: what `preloadPage` starts early. */
const loaders = new Map<PageName, () => Promise<unknown>>();

/**
 * Starts loading the module of page `name` now (issue 14): the app calls it for the first route before anything
 * renders, so the page's chunk and the chunks it imports (modulepreload links, added by the build's preload helper)
 * download while the session is checked, instead of one after the other. A failure is left to the page's own
 * load, which shows the chunk error screen.
 */
export function preloadPage(name: PageName): void {
  loaders
    .get(name)?.()
    .catch(() => undefined);
}

/** A page's first reads, by page name: what `preloadPageData` starts early for a signed-in visitor. */
const dataPreloaders = new Map<PageName, (match: RouteMatch) => Promise<unknown>>();

/**
 * Starts page `match`'s first reads now (issue 14), beside the session check, when the page declared them
 * (`lazyPages`' `preloadData`). Only for a visitor with a session token; what fails is left to the page.
 */
export function preloadPageData(match: RouteMatch): void {
  dataPreloaders
    .get(match.route.page)?.(match)
    .catch(() => undefined);
}

/** Pages that say themselves when their main content is on screen (`useAnnounceMainContent`, src/app/mainContent.ts). */
const announcers = new Set<PageName>();

/** Whether page `name` announces its main content itself; other pages count as shown once mounted. */
export function announcesMainContent(name: PageName): boolean {
  return announcers.has(name);
}

/** Components by page name (twins share theirs); a route whose page is absent renders the placeholder page. */
export type PageTable = { readonly [Name in PageName]?: ComponentType<PageProps> };

/**
 * The pages of one feature module: `load` imports the module (its own chunk), `pick` names each page's component
 * in it. A page name that is not declared is a type error. `preloadData`, when given, starts the pages' first reads
 * (in a module of its own, so the first bundle does not carry them) while the session is checked.
 * `announcesMainContent`: the pages call `useAnnounceMainContent` once their first reads are drawn (or failed), and
 * the layout holds back what can wait until then (src/app/mainContent.ts).
 */
export function lazyPages<Module>(
  load: () => Promise<Module>,
  pick: { readonly [Name in PageName]?: (module: Module) => ComponentType<PageProps> },
  {
    preloadData,
    announcesMainContent: announces = false,
  }: { preloadData?: (match: RouteMatch) => Promise<unknown>; announcesMainContent?: boolean } = {},
): PageTable {
  const once = loadOnce(load);
  for (const name of Object.keys(pick)) {
    loaders.set(name as PageName, once);
    if (preloadData) dataPreloaders.set(name as PageName, preloadData);
    if (announces) announcers.add(name as PageName);
  }
  const entries = Object.entries(pick).map(([name, component]) => [
    name,
    lazy(async () => ({ default: component(await once()) })),
  ]);
  return Object.fromEntries(entries) as PageTable;
}
