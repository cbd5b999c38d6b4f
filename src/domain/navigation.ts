/**
 * The menus of spec 2.4 as data, and the rules that decide which item is current and who sees it.
 * Views turn these into links; the hrefs already carry the account id (same rule as the account-id guard),
 * so a click does not bounce through a redirect.
 */
import dayjs from 'dayjs';
import { withAccountId } from './routeGuards.ts';
import { matchRoute, NETWORK_PATH, pathSegments, RESTRICTED_ACCOUNT_ROLE } from './routes.ts';
import { SETTINGS_PATH } from './settings.ts';

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  /** Hash the link carries ('#content' for My library, spec 2.2). */
  readonly hash?: string;
  /** Small badge next to the label ('beta' on Dashboard, spec 1). */
  readonly badge?: string;
  /** Account roles that do not see the item (spec 6). */
  readonly hiddenForRoles: readonly number[];
  /** The item is current on this path and every path below it. Null: never highlighted. */
  readonly activeFor: string | null;
  /** Other paths (and the paths below them) that show the item's pages. */
  readonly alsoActiveFor?: readonly string[];
}

const hiddenForRestricted = [RESTRICTED_ACCOUNT_ROLE];
/** The top-level /roi is the dashboard's ROI page (spec 2.1, 6): it highlights Dashboard as /dashboard/roi does. */
const DASHBOARD_ALSO = ['/roi'];

/** Top menu (spec 2.4). 'Log out' is an action, not a link: see LOGOUT_LABEL. */
export const TOP_MENU: readonly MenuItem[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    path: '/dashboard',
    badge: 'beta',
    hiddenForRoles: hiddenForRestricted,
    activeFor: '/dashboard',
    alsoActiveFor: DASHBOARD_ALSO,
  },
  {
    id: 'contentplanner',
    label: 'Content Planner',
    path: '/contentplanner',
    hiddenForRoles: [],
    activeFor: '/contentplanner',
  },
  {
    id: 'my_library',
    label: 'My library',
    path: '/my_library',
    hash: '#content',
    hiddenForRoles: hiddenForRestricted,
    activeFor: '/my_library',
  },
  { id: 'networking', label: 'Networking', path: NETWORK_PATH, hiddenForRoles: [], activeFor: NETWORK_PATH },
  {
    id: 'help_center',
    label: 'Help center',
    path: '/help_center',
    hiddenForRoles: [],
    activeFor: '/help_center',
  },
  {
    id: 'industry_news',
    label: 'Industry News',
    path: '/industry_news',
    hiddenForRoles: [],
    activeFor: '/industry_news',
  },
  // The settings hub opens on its profile tab (settings.ts).
  { id: 'settings', label: 'Settings', path: SETTINGS_PATH, hiddenForRoles: [], activeFor: SETTINGS_PATH },
];

export const LOGOUT_LABEL = 'Log out';

/** Sidebar menu (spec 2.4). */
export const SIDEBAR_MENU: readonly MenuItem[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    path: '/dashboard',
    hiddenForRoles: hiddenForRestricted,
    activeFor: '/dashboard',
    alsoActiveFor: DASHBOARD_ALSO,
  },
  {
    id: 'social_accounts',
    label: 'My Social Channels',
    path: '/social_accounts',
    hiddenForRoles: [],
    activeFor: '/social_accounts',
  },
  { id: 'callback', label: 'Callback', path: '/callback', hiddenForRoles: [], activeFor: '/callback' },
  { id: 'plan', label: 'Plan', path: '/plan', hiddenForRoles: [], activeFor: '/plan' },
  { id: 'register', label: 'Register', path: '/', hash: '#register', hiddenForRoles: [], activeFor: null },
  { id: 'login', label: 'Log in', path: '/', hash: '#login', hiddenForRoles: [], activeFor: null },
  {
    id: 'change_password',
    label: 'Change password',
    path: '/change_password',
    hiddenForRoles: [],
    activeFor: '/change_password',
  },
  { id: 'reset', label: 'Reset password', path: '/reset', hiddenForRoles: [], activeFor: '/reset' },
  { id: 'topics', label: 'Topics selection', path: '/topics', hiddenForRoles: [], activeFor: '/topics' },
  {
    id: 'categories',
    label: 'Category selection',
    path: '/categories',
    hiddenForRoles: [],
    activeFor: '/categories',
  },
];

/** The items a user with this account role sees. */
export function visibleMenu(items: readonly MenuItem[], accountRole: number | null): MenuItem[] {
  return items.filter((item) => accountRole === null || !item.hiddenForRoles.includes(accountRole));
}

/** A pathname without its account id segment, when it has one (/12/dashboard/roi -> /dashboard/roi). */
export function withoutAccountId(pathname: string): string {
  const match = matchRoute(pathname);
  if (match?.route.scope !== 'account' || !match.params.accid) return pathname;
  const segments = pathSegments(pathname);
  const at = pathSegments(match.route.pattern).indexOf(':accid');
  return `/${[...segments.slice(0, at), ...segments.slice(at + 1)].join('/')}`;
}

/** Spec 2.4: the item for the current path is highlighted; every dashboard subpage highlights Dashboard. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.activeFor === null) return false;
  const path = `/${pathSegments(withoutAccountId(pathname)).join('/')}`;
  return [item.activeFor, ...(item.alsoActiveFor ?? [])].some(
    (active) => path === active || path.startsWith(`${active}/`),
  );
}

/** Where a menu item links: its path with the account id inserted when the path is account-scoped. */
export function menuHref(item: MenuItem, accountId: string | number | null): string {
  return `${withAccountId(item.path, accountId)}${item.hash ?? ''}`;
}

/** The sidebar clock's text (spec 9: dates read YYYY-MM-DD, times hh:mm A; the clock shows seconds). */
export function formatSidebarClock(now: Date): { date: string; time: string; iso: string } {
  const moment = dayjs(now);
  return { date: moment.format('YYYY-MM-DD'), time: moment.format('hh:mm:ss A'), iso: moment.format() };
}
