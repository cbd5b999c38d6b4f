/**
 * Where a navigation ends (spec 2.3, 5 and 6), as pure functions of the location and the session.
 *
 * `decideNavigation(location, session)` applies these rules, first match wins, and starts again from the top
 * with the new location until no rule applies (at most MAX_HOPS times):
 *   1. legacyRedirect   /mission-control -> /dashboard, /mission-control/overview -> /dashboard/overview
 *   2. authGuard        logged out on a page that is not public -> /redirect, keeping the requested path
 *   3. redirectPage     /redirect: logged in -> /{accountId}/contentplanner; logged out -> /#login
 *   4. loginPage        logged in on the login page (/) -> /redirect (home)
 *   5. accountIdGuard   a known account-scoped path without the account id gets it inserted
 *   6. roleGuard        account role 3 on my_library, dashboard roi or overview -> contentplanner
 *   7. billingOwnerGuard roleType 5 (spec 6, src/domain/billingOwner.ts): no subscription -> /{accid}/payment
 *                       unless invited or on a setup page; with one, billing and setup pages -> contentplanner
 * Before any rule: a staff-only route (`staffOnly`, the statechart viewer) that `canOpenRoute` refuses renders the
 * 404 page, as an unknown page would, whether logged in or not.
 * The answer is either "render" (with the matched route, or null for an unknown page) or one redirect to the
 * final location, plus the hops that led there. Unknown pages render the 404 page for everyone.
 *
 * The path requested by a logged-out visitor travels in the `redirect` query parameter (`/?redirect=...#login`)
 * and is only ever followed when `isSafeRedirectTarget` accepts it.
 */
import { billingOwnerRedirect, type BillingOwnerFacts } from './billingOwner.ts';
import { DEFAULT_FALLBACK_PATH, DEFAULT_LANDING } from './constants.ts';
import {
  accountIdSegment,
  matchRoute,
  pathSegments,
  type RouteDefinition,
  type RouteMatch,
} from './routes.ts';

/** A location inside the app. `search` starts with '?' and `hash` with '#', or they are empty. */
export interface AppLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface NavigationSession {
  readonly loggedIn: boolean;
  /** The current account id from browser storage, or null. */
  readonly accountId: string | number | null;
  /** account_role of the current account, or null. */
  readonly accountRole: number | null;
  /** What the billing-owner rule reads (spec 6); absent or null: the rule does not apply. */
  readonly billing?: BillingOwnerFacts | null;
  /** The logged-in user is staff (`user.isStaff`); absent: not staff. */
  readonly isStaff?: boolean;
  /** A development build (`import.meta.env.DEV`): staff-only routes are open to everyone. */
  readonly devBuild?: boolean;
}

export type GuardRule =
  | 'legacyRedirect'
  | 'authGuard'
  | 'redirectPage'
  | 'loginPage'
  | 'accountIdGuard'
  | 'roleGuard'
  | 'billingOwnerGuard';

export interface NavigationHop {
  readonly rule: GuardRule;
  readonly to: string;
}

export type NavigationDecision =
  | { readonly kind: 'render'; readonly match: RouteMatch | null }
  | { readonly kind: 'redirect'; readonly to: string; readonly hops: readonly NavigationHop[] };

/** Query parameter that carries the path a logged-out visitor asked for. */
export const REDIRECT_PARAM = 'redirect';
export const LOGIN_PATH = '/#login';
export const REDIRECT_PATH = '/redirect';
/** localStorage key of the 404 page's 'Return to homepage' target (spec 2.5). */
export const FALLBACK_PATH_KEY = 'fallbackPath';
export const MAX_HOPS = 8;
const MAX_TARGET_LENGTH = 2048;

/** Path characters: RFC 3986 unreserved, sub-delims, '@', '/', '%'. No ':' so nothing reads as a scheme. */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=@/%]*$/;
/** Query and fragment characters: the same plus ':' and '?'. */
const QUERY_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;
/** Percent-escapes that would smuggle a slash, backslash, dot, percent sign or a control character. */
const FORBIDDEN_ESCAPES = new Set([0x2f, 0x5c, 0x2e, 0x25, 0x7f]);

/**
 * Spec 5: a post-login redirect target must start with '/' and contain only path-safe characters.
 * Rejects protocol-relative ('//host', '/\host'), absolute URLs and schemes ('javascript:'), encoded slashes,
 * backslashes, dots and percent signs (%2F %5C %2E %25), malformed escapes, control characters (raw or
 * encoded), whitespace, non-ASCII, dot segments and anything longer than 2048 characters.
 */
export function isSafeRedirectTarget(target: unknown): target is string {
  if (typeof target !== 'string') return false;
  if (target.length === 0 || target.length > MAX_TARGET_LENGTH) return false;
  if (!target.startsWith('/') || target.includes('//')) return false;

  const hashAt = target.indexOf('#');
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : target.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  if (!PATH_CHARS.test(path) || !QUERY_CHARS.test(query) || !QUERY_CHARS.test(fragment)) return false;

  for (let at = target.indexOf('%'); at >= 0; at = target.indexOf('%', at + 1)) {
    const hex = target.slice(at + 1, at + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return false;
    const code = Number.parseInt(hex, 16);
    if (code < 0x20 || FORBIDDEN_ESCAPES.has(code)) return false;
  }

  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** The string form of a location: pathname, then search, then hash. */
export function formatLocation(location: AppLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Splits an internal target ('/a/b?x=1#h') into a location. */
export function parseLocation(target: string): AppLocation {
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: (queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)) || '/',
    search: queryAt < 0 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}

function sameLocation(a: AppLocation, b: AppLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/** Spec 2.3: the mission-control paths of earlier releases, keeping query and hash. */
export function legacyRedirect(location: AppLocation): AppLocation | null {
  const path = `/${pathSegments(location.pathname).join('/')}`;
  if (path === '/mission-control') return { ...location, pathname: '/dashboard' };
  if (path === '/mission-control/overview') return { ...location, pathname: '/dashboard/overview' };
  return null;
}

/**
 * Whether the app has a page at `pathname` (a route, or an old path it redirects): the server answers the others
 * with the 404 page and HTTP 404 (issue 14). A staff-only route counts: the server cannot tell who asks.
 */
export function isAppPath(pathname: string): boolean {
  return routeAt(pathname) !== null || legacyRedirect({ pathname, search: '', hash: '' }) !== null;
}

/** Any account id: whether the account-id guard completes a path does not depend on which id it inserts. */
const SOME_ACCOUNT_ID = '1';

/**
 * The route a path opens: its own, or, for a known account-scoped path written without its account id
 * (/brandkit, /dashboard/reach, /editor/5), the route the account-id guard completes it to.
 */
function routeAt(pathname: string) {
  return matchRoute(withAccountId(pathname, SOME_ACCOUNT_ID));
}

/**
 * Unknown pages render the 404 page for everyone; known pages need a login unless they are public. An account-scoped
 * path without its account id is a known page: after the login, the account-id guard completes it.
 */
function needsLogin(pathname: string): boolean {
  const match = routeAt(pathname);
  return match !== null && !match.route.public;
}

/** The `/redirect` target that keeps `requested` for after login, when it is safe to keep. */
export function redirectKeeping(requested: string | null): string {
  if (!isSafeRedirectTarget(requested)) return REDIRECT_PATH;
  return `${REDIRECT_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: requested }).toString()}`;
}

/** The login page, carrying `kept` when it is safe. */
export function loginKeeping(kept: string | null): string {
  if (!isSafeRedirectTarget(kept)) return LOGIN_PATH;
  return `/?${new URLSearchParams({ [REDIRECT_PARAM]: kept }).toString()}#login`;
}

/** The kept path in a search string (`?redirect=...`), or null. Not yet checked for safety. */
export function keptPathOf(search: string): string | null {
  return new URLSearchParams(search).get(REDIRECT_PARAM);
}

/** Spec 2.3: a logged-out visitor on a protected page goes to /redirect; the requested path is kept. */
export function authGuard(location: AppLocation, session: NavigationSession): AppLocation | null {
  if (session.loggedIn || !needsLogin(location.pathname)) return null;
  return parseLocation(redirectKeeping(formatLocation(location)));
}

/** Spec 2.3 and 4.2: `/redirect` sends a logged-in user to the content planner, anyone else to /#login. */
export function redirectPage(location: AppLocation, session: NavigationSession): AppLocation | null {
  if (matchRoute(location.pathname)?.route.name !== 'redirect') return null;
  if (!session.loggedIn) return parseLocation(loginKeeping(keptPathOf(location.search)));
  return parseLocation(landingPath(session.accountId));
}

/** The default landing (spec 9): the content planner of the current account. */
export function landingPath(accountId: string | number | null): string {
  const id = accountIdSegment(accountId);
  return id ? `/${id}${DEFAULT_LANDING}` : DEFAULT_LANDING;
}

/** Spec 2.3: a logged-in user on the login page is sent home (/redirect). */
export function loginPage(location: AppLocation, session: NavigationSession): AppLocation | null {
  if (!session.loggedIn || matchRoute(location.pathname)?.route.name !== 'index') return null;
  return parseLocation(REDIRECT_PATH);
}

/**
 * Spec 2.3: inserts the account id into a known account-scoped path that lacks it: first segment
 * (/dashboard/overview -> /{id}/dashboard/overview), second in editor paths (/editor/5 -> /editor/{id}/5).
 * Returns the pathname unchanged when it already has an account id, is not account-scoped, or no valid
 * account id is known.
 */
export function withAccountId(pathname: string, accountId: string | number | null): string {
  const id = accountIdSegment(accountId);
  if (!id) return pathname;
  if (matchRoute(pathname)?.route.scope === 'account') return pathname;
  const segments = pathSegments(pathname);
  for (const position of [0, 1]) {
    if (position > segments.length) continue;
    const candidate = `/${[...segments.slice(0, position), id, ...segments.slice(position)].join('/')}`;
    const match = matchRoute(candidate);
    if (match?.route.scope === 'account' && match.params.accid === id) return candidate;
  }
  return pathname;
}

/** The account-id guard over a whole location: query and hash are kept. */
export function accountIdGuard(location: AppLocation, session: NavigationSession): AppLocation | null {
  const pathname = withAccountId(location.pathname, session.accountId);
  return pathname === location.pathname ? null : { ...location, pathname };
}

/** Spec 6: account role 3 opening my_library, dashboard roi or overview goes silently to the content planner. */
export function roleGuard(location: AppLocation, session: NavigationSession): AppLocation | null {
  if (session.accountRole === null) return null;
  const match = matchRoute(location.pathname);
  if (!match?.route.blockedRoles.includes(session.accountRole)) return null;
  const accid = match.params.accid;
  return parseLocation(accid ? `/${accid}${DEFAULT_LANDING}` : DEFAULT_LANDING);
}

/** Spec 6: the roleType-5 (billing owner) redirects; the query and hash of the page left are dropped. */
export function billingOwnerGuard(location: AppLocation, session: NavigationSession): AppLocation | null {
  if (!session.loggedIn) return null;
  const target = billingOwnerRedirect(location.pathname, session.billing, session.accountId);
  return target === null ? null : parseLocation(target);
}

const RULES: ReadonlyArray<
  readonly [GuardRule, (location: AppLocation, session: NavigationSession) => AppLocation | null]
> = [
  ['legacyRedirect', legacyRedirect],
  ['authGuard', authGuard],
  ['redirectPage', redirectPage],
  ['loginPage', loginPage],
  ['accountIdGuard', accountIdGuard],
  ['roleGuard', roleGuard],
  ['billingOwnerGuard', billingOwnerGuard],
];

/** Staff-only routes (the statechart viewer) open for logged-in staff and in development builds only. */
export function canOpenRoute(route: RouteDefinition, session: NavigationSession): boolean {
  if (!route.staffOnly) return true;
  return session.devBuild === true || (session.loggedIn && session.isStaff === true);
}

/** Applies the rules in the order documented at the top of this file until none applies. */
export function decideNavigation(location: AppLocation, session: NavigationSession): NavigationDecision {
  const requested = matchRoute(location.pathname);
  if (requested && !canOpenRoute(requested.route, session)) return { kind: 'render', match: null };
  let current = location;
  const hops: NavigationHop[] = [];
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    let next: AppLocation | null = null;
    for (const [rule, apply] of RULES) {
      const result = apply(current, session);
      if (result && !sameLocation(result, current)) {
        hops.push({ rule, to: formatLocation(result) });
        next = result;
        break;
      }
    }
    if (!next) break;
    current = next;
  }
  if (hops.length === 0) return { kind: 'render', match: matchRoute(location.pathname) };
  return { kind: 'redirect', to: formatLocation(current), hops };
}

/** Where the login form sends the user: the kept path when it is safe, otherwise home (/redirect). */
export function postLoginTarget(kept: string | null): string {
  return isSafeRedirectTarget(kept) ? kept : REDIRECT_PATH;
}

/** The 404 page's 'Return to homepage' target: the stored fallback path when safe, else /dashboard. */
export function fallbackPath(stored: string | null): string {
  return isSafeRedirectTarget(stored) ? stored : DEFAULT_FALLBACK_PATH;
}
