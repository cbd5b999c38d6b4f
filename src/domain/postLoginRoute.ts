/**
 * Where a user goes right after logging in (spec 4.2), as a pure function of the account details and of what the
 * browser says about this login (cookies, the current path, the `?redirect=` the guards kept).
 *
 * Precedence, first match wins:
 *   1. impersonation  cookie `auth.impersonationLogin` set      -> /{accountId}/contentplanner (the flag is reset)
 *   2. socialConnect  cookie `auth.socialAccConnect` set        -> /userSetting#social_media_accounts
 *   3. payment        cookie `auth.paddleTxnId` set             -> /{accountId}/billing
 *   4. savedUrl       cookie `auth.currentUrl` on the social accounts or user-setting route -> that URL
 *   5. requested      `?redirect=` accepted by isSafeRedirectTarget -> that path (the guards insert the account id)
 *   6. landing        /{accountId}{landing_url} when it differs from the current path
 *   7. default        /{accountId}/contentplanner
 * The requested path (5) is placed just above the landing URL: it is what the user asked for a moment ago, so it
 * beats the account's standing preference, while the one-off flows of 1-4 (impersonation, a social connection
 * or a payment under way) still finish first. Without an account id (a new user who has no account yet) the
 * account prefix is left out: the targets are the top-level routes.
 */
import { DEFAULT_LANDING } from './constants.ts';
import { isSafeRedirectTarget, parseLocation } from './routeGuards.ts';
import { matchRoute } from './routes.ts';
import { SETTINGS_PATH, SOCIAL_TAB_HASH } from './settings.ts';

/** What the browser says about this login. Read when the login starts. */
export interface PostLoginSignals {
  /** Cookie `auth.impersonationLogin`: a staff member logs in as this user. */
  readonly impersonationLogin: boolean;
  /** Cookie `auth.socialAccConnect`: the login interrupted connecting a social account. */
  readonly socialAccConnect: boolean;
  /** Cookie `auth.paddleTxnId`: a payment transaction is under way. */
  readonly paddleTxnId: string | null;
  /** Cookie `auth.currentUrl`: the URL saved before the login. */
  readonly currentUrl: string | null;
  /** The path the login happened on (location.pathname). */
  readonly currentPath: string;
  /** The `?redirect=` parameter: the path requested while logged out. Not yet checked for safety. */
  readonly requested: string | null;
}

export const NO_POST_LOGIN_SIGNALS: PostLoginSignals = {
  impersonationLogin: false,
  socialAccConnect: false,
  paddleTxnId: null,
  currentUrl: null,
  currentPath: '/',
  requested: null,
};

/** The account the user lands on: from the account-details call. */
export interface LandingAccount {
  readonly accountId: number | string | null;
  /** The account's landing_url ('/contentplanner' ...), or null when unknown. */
  readonly landingUrl: string | null;
}

export type PostLoginReason =
  'impersonation' | 'socialConnect' | 'payment' | 'savedUrl' | 'requested' | 'landing' | 'default';

export interface PostLoginRoute {
  readonly to: string;
  readonly reason: PostLoginReason;
}

export const SOCIAL_ACCOUNTS_SETTINGS = `${SETTINGS_PATH}${SOCIAL_TAB_HASH}`;
const BILLING = '/billing';
/** Routes a saved current URL may bring the user back to: social accounts and user settings. */
const SAVED_URL_ROUTES = new Set(['social_accounts', 'userSetting', 'accid-userSetting']);

function accountPrefix(accountId: number | string | null): string {
  if (accountId === null) return '';
  const text = String(accountId);
  return /^\d+$/.test(text) ? `/${text}` : '';
}

/** True when `url` is a safe internal URL on the social accounts or the user-setting route. */
export function isSavedSettingsUrl(url: string | null): url is string {
  if (!isSafeRedirectTarget(url)) return false;
  const name = matchRoute(parseLocation(url).pathname)?.route.name;
  return name !== undefined && SAVED_URL_ROUTES.has(name);
}

/** A landing_url the app can follow: an internal path such as '/contentplanner'. */
function landingTarget(prefix: string, landingUrl: string | null): string | null {
  if (landingUrl === null || !landingUrl.startsWith('/') || landingUrl === '/') return null;
  const target = `${prefix}${landingUrl}`;
  return isSafeRedirectTarget(target) ? target : null;
}

/** Spec 4.2: where to go after the account-details call answered with an account. */
export function postLoginRoute(account: LandingAccount, signals: PostLoginSignals): PostLoginRoute {
  const prefix = accountPrefix(account.accountId);
  const fallback: PostLoginRoute = { to: `${prefix}${DEFAULT_LANDING}`, reason: 'default' };
  if (signals.impersonationLogin) return { ...fallback, reason: 'impersonation' };
  if (signals.socialAccConnect) return { to: SOCIAL_ACCOUNTS_SETTINGS, reason: 'socialConnect' };
  if (signals.paddleTxnId !== null && signals.paddleTxnId !== '') {
    return { to: `${prefix}${BILLING}`, reason: 'payment' };
  }
  if (isSavedSettingsUrl(signals.currentUrl)) return { to: signals.currentUrl, reason: 'savedUrl' };
  if (isSafeRedirectTarget(signals.requested)) return { to: signals.requested, reason: 'requested' };
  const landing = landingTarget(prefix, account.landingUrl);
  if (landing !== null && landing !== signals.currentPath) return { to: landing, reason: 'landing' };
  return fallback;
}
