/**
 * The route table of spec 2.1 and 2.2: the pages declared in `routeTable.ts`, one route per path pattern.
 *
 * A page declared with `scope: 'both'` gives two routes, the twins `/x` (named `x`) and `/{accid}/x` (named
 * `accid-x`), which share the page; features attach their components by page name (`src/app/pages.tsx`).
 * Matching is done here, in plain code, so the guards of `routeGuards.ts` and the views share one source of truth.
 *
 * Pattern syntax: literal segments, `:name` for a required parameter. The parameter `:accid` (the account id)
 * only matches digits; every other parameter matches any non-empty segment.
 */
import { AnswerCache } from './answerCache.ts';
import { PRODUCT_NAME } from './constants.ts';
import { later, ROUTE_AREAS, type LayoutName, type RouteArea } from './routeTable.ts';

export { NETWORK_PATH, RESTRICTED_ACCOUNT_ROLE, type LayoutName } from './routeTable.ts';

type Areas = typeof ROUTE_AREAS;
type PagesOf<A extends keyof Areas> = Areas[A]['routes'];
type NamesOf<A extends keyof Areas> = keyof PagesOf<A> & string;

/** The name of a declared page: a page name that is not declared is a type error. */
export type PageName = { [A in keyof Areas]: NamesOf<A> }[keyof Areas];

type RouteNamesOf<Name extends string, Declaration> = Declaration extends { readonly scope: 'both' }
  ? Name | `accid-${Name}`
  : Declaration extends { readonly scope: 'account'; readonly path: `${string}/:accid/${string}` }
    ? Name
    : Declaration extends { readonly scope: 'account' }
      ? `accid-${Name}`
      : Name;

/** The name of a route, in the spirit of the spec's named routes (`accid-brandkit`, `editor-id-id` ...). */
export type RouteName = {
  [A in keyof Areas]: { [N in NamesOf<A>]: RouteNamesOf<N, PagesOf<A>[N]> }[NamesOf<A>];
}[keyof Areas];

/** Where a route lives: top level (2.1) or under `/{accid}` (2.2, or second segment for editor paths). */
export type RouteScope = 'topLevel' | 'account';

/** The area of the route table a route belongs to (src/domain/routeTable.ts `ROUTE_AREAS`). */
export type RouteAreaName = keyof Areas;

export interface RouteDefinition {
  /** Unique name of the route. */
  readonly name: RouteName;
  /** Its area of the route table; pages of an area live in src/features/<area> once built. */
  readonly area: RouteAreaName;
  /** The page it shows; twins show the same page. */
  readonly page: PageName;
  readonly pattern: string;
  readonly scope: RouteScope;
  /** Page title, without the product suffix. */
  readonly title: string;
  /** Content of the page's description meta tag. */
  readonly description: string;
  readonly layout: LayoutName;
  /** Reachable without logging in. */
  readonly public: boolean;
  /** Spec 2.4: no top bar on profile, brand kit, payment, organisation and editor pages. */
  readonly hideTopBar: boolean;
  /** The honest line a placeholder page shows until its feature lands. */
  readonly upcoming: string;
  /** Account roles sent back to the content planner when they open this page (spec 6). */
  readonly blockedRoles: readonly number[];
  /** Header title of the specialOffer layout (spec 2.5). */
  readonly headerTitle?: string;
  /** Only for staff and development builds (routeGuards.ts `canOpenRoute`). */
  readonly staffOnly?: boolean;
}

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/** The routes of one area's pages: one each, two for the twins. The names are checked by `RouteName`. */
function routesOf(areaName: RouteAreaName, area: RouteArea): RouteDefinition[] {
  return Object.entries(area.routes).flatMap(([name, declaration]) => {
    const { path = `/${name}`, scope, ...declared } = { ...area.shared, ...declaration };
    const common = {
      layout: 'default',
      public: false,
      hideTopBar: false,
      blockedRoles: [],
      upcoming: later(declared.title),
      ...declared,
      area: areaName,
      page: name as PageName,
    } as const;
    const topLevel: RouteDefinition = {
      ...common,
      name: name as RouteName,
      pattern: path,
      scope: 'topLevel',
    };
    const account: RouteDefinition = path.includes('/:accid/')
      ? { ...common, name: name as RouteName, pattern: path, scope: 'account' }
      : { ...common, name: `accid-${name}` as RouteName, pattern: `/:accid${path}`, scope: 'account' };
    if (scope === 'both') return [topLevel, account];
    return [scope === 'account' ? account : topLevel];
  });
}

/** Every route of the SPA. Order does not matter: at most one pattern matches any path (a unit test checks it). */
export const ROUTES: readonly RouteDefinition[] = Object.entries(ROUTE_AREAS).flatMap(([name, area]) =>
  routesOf(name as RouteAreaName, area),
);

/** The page head of the error page (spec 2.5). */
export const NOT_FOUND_HEAD = { title: '404', description: 'Page not found' } as const;

const ACCOUNT_ID = /^\d+$/;

/** An account id as the `:accid` of a path: its digits, or null when it is not all digits (or missing). */
export function accountIdSegment(accountId: string | number | null): string | null {
  if (accountId === null) return null;
  const text = String(accountId);
  return ACCOUNT_ID.test(text) ? text : null;
}

/** Splits a pathname into its segments; a single trailing slash is ignored (`/dashboard/` is `/dashboard`). */
export function pathSegments(pathname: string): string[] {
  const segments = pathname.split('/').slice(1);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  return segments;
}

/** The routes by their number of path segments: a path is only compared with patterns of its length. */
const bySegmentCount = new Map<number, { definition: RouteDefinition; segments: string[] }[]>();
for (const definition of ROUTES) {
  const segments = pathSegments(definition.pattern);
  const bucket = bySegmentCount.get(segments.length) ?? [];
  bucket.push({ definition, segments });
  bySegmentCount.set(segments.length, bucket);
}

function matchSegments(pattern: readonly string[], path: readonly string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i] as string;
    const actual = path[i] as string;
    if (expected.startsWith(':')) {
      const name = expected.slice(1);
      if (actual === '') return null;
      if (name === 'accid' && !ACCOUNT_ID.test(actual)) return null;
      params[name] = actual;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(pathSegments(pattern), pathSegments(pathname));
}

/**
 * The last answers of `matchRoute`, by pathname: the shell asks for the same few paths on every render (the page's,
 * each menu item's), and a first, not yet optimised call costs about 0.1 ms. Cleared when full.
 */
const matched = new AnswerCache<RouteMatch | null>(256);

/** The route a pathname shows, with its parameters, or null for an unknown page. The answer is shared: frozen. */
export function matchRoute(pathname: string): RouteMatch | null {
  return matched.answer(pathname, () => {
    const path = pathSegments(pathname);
    for (const { definition, segments } of bySegmentCount.get(path.length) ?? []) {
      const params = matchSegments(segments, path);
      if (params) return Object.freeze({ route: definition, params: Object.freeze(params) });
    }
    return null;
  });
}

export function routeByName(name: string): RouteDefinition | undefined {
  return ROUTES.find((candidate) => candidate.name === name);
}

/** `document.title` of a page: its title with the product suffix. */
export function documentTitle(routeDefinition: Pick<RouteDefinition, 'title'>): string {
  return `${routeDefinition.title} | ${PRODUCT_NAME}`;
}

/** Header title of the specialOffer layout (spec 2.5). */
export function specialOfferTitle(routeDefinition: Pick<RouteDefinition, 'headerTitle'>): string {
  return routeDefinition.headerTitle ?? 'Special offer';
}
