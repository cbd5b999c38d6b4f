/**
 * The profile menu (spec 4.6, 9) and the beta dashboard toggle (spec 4.7), as data and pure rules.
 */
import { timings } from './constants.ts';
import { withAccountId } from './routeGuards.ts';
import { BILLING_TAB_HASH, PROFILE_TAB_HASH, SETTINGS_PATH } from './settings.ts';

// ---------------------------------------------------------------------------------------------------------------
// Profile menu

/** Spec 4.6: hover opens the menu on desktop, a click on mobile. */
export type DeviceKind = 'desktop' | 'mobile';

/** A mouse is a desktop pointer; touch and pen are mobile ones (they have no hover). */
export function deviceKindOf(pointerType: string): DeviceKind {
  return pointerType === 'mouse' ? 'desktop' : 'mobile';
}

/**
 * How long the menu stays open after the mouse leaves it, so crossing the gap between button and menu does not
 * close it. The spec gives no value for the profile menu: the book-call dropdown's 300 ms (spec 9) is reused.
 */
export const PROFILE_MENU_LEAVE_GRACE = timings.bookCallCloseDelay;

/** Spec 9: profile menu width (visual only). */
export const PROFILE_MENU_WIDTH_PX = 215;

export interface ProfileMenuLink {
  id: 'profile' | 'billing';
  label: string;
  path: string;
  hash: string;
}

/** Spec 2.3: the profile tab is /userSetting#profile, the billing tab /userSetting#billing_tab. */
export const PROFILE_MENU_LINKS: readonly ProfileMenuLink[] = [
  { id: 'profile', label: 'Profile', path: SETTINGS_PATH, hash: PROFILE_TAB_HASH },
  { id: 'billing', label: 'Billing', path: SETTINGS_PATH, hash: BILLING_TAB_HASH },
];

/** Where a profile menu link goes: the account-scoped path with the account id in place, plus its tab. */
export function profileMenuHref(link: ProfileMenuLink, accountId: string | number | null): string {
  return `${withAccountId(link.path, accountId)}${link.hash}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Beta dashboard toggle (spec 4.7)

/** Browser storage key of the toggle (spec 3). */
export const BETA_TOGGLE_KEY = 'betaToggle';

export const betaToggleText = {
  label: 'Dashboard (Beta)',
  confirmTitle: 'Dashboard (Beta)',
  confirmText: 'This feature is under development do you want continue?',
  yes: 'YES',
  no: 'NO',
} as const;

/** The stored flag: 'true' is on; anything else (missing, 'false', garbage) is off. */
export function parseBetaToggle(stored: string | null | undefined): boolean {
  return stored === 'true';
}

export function serializeBetaToggle(enabled: boolean): string {
  return enabled ? 'true' : 'false';
}

/**
 * What the toggle does today: with the beta dashboard on, the top menu's Dashboard item opens the beta dashboard
 * (the overview, the page /mission-control/overview used to be) instead of the classic /dashboard.
 */
export const CLASSIC_DASHBOARD_PATH = '/dashboard';
export const BETA_DASHBOARD_PATH = '/dashboard/overview';

export function dashboardPath(betaEnabled: boolean): string {
  return betaEnabled ? BETA_DASHBOARD_PATH : CLASSIC_DASHBOARD_PATH;
}

/** A top-menu item with the Dashboard pointed at the beta or classic dashboard; other items unchanged. */
export function withBetaDashboard<T extends { id: string; path: string }>(item: T, betaEnabled: boolean): T {
  return item.id === 'dashboard' ? { ...item, path: dashboardPath(betaEnabled) } : item;
}
