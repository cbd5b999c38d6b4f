/**
 * How a logged-in session is kept in the browser (spec 3, "Cookies" and "Browser storage keys").
 * Auth cookies use the prefix 'auth.', path /, SameSite none, secure (allowed on http://localhost).
 * - `auth.token`: the opaque session token.
 * - `auth.usedetail`: JSON of the user detail (id, accountId, account_role, roleType).
 * - browser storage `accountId` and `account_role`.
 * - the flag cookies of the login (spec 3, 4.2): see AUTH_COOKIES in src/domain/authSession.ts.
 */
import type { AuthUser } from '../contract/session.ts';
import { AUTH_COOKIES, STORAGE_KEYS, isFlagSet } from '../domain/authSession.ts';
import type { PostLoginSignals } from '../domain/postLoginRoute.ts';
import { keptPathOf } from '../domain/routeGuards.ts';
import { TOKEN_COOKIE, USER_DETAIL_COOKIE, readCookie } from './credentials.ts';

export interface UserDetail {
  id: number;
  accountId: number | null;
  account_role: number | null;
  roleType: number | null;
}

export function userDetailOf(user: AuthUser): UserDetail {
  return { id: user.id, accountId: user.accountId, account_role: user.account_role, roleType: user.roleType };
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=None; Secure`;
}

function expireCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=None; Secure`;
}

export function storeSession(token: string, user: AuthUser): void {
  writeCookie(TOKEN_COOKIE, token);
  writeCookie(USER_DETAIL_COOKIE, JSON.stringify(userDetailOf(user)));
  if (user.accountId !== null) localStorage.setItem('accountId', String(user.accountId));
  if (user.account_role !== null) localStorage.setItem('account_role', String(user.account_role));
}

export function readUserDetail(): UserDetail | null {
  const raw = readCookie(USER_DETAIL_COOKIE, document.cookie);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<UserDetail>;
    return typeof parsed.id === 'number'
      ? {
          id: parsed.id,
          accountId: parsed.accountId ?? null,
          account_role: parsed.account_role ?? null,
          roleType: parsed.roleType ?? null,
        }
      : null;
  } catch {
    return null;
  }
}

export function hasSessionToken(): boolean {
  return readCookie(TOKEN_COOKIE, document.cookie) !== null;
}

/** Logout's clean-up (spec 4.2): every cookie and all browser storage. */
export function clearSession(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) expireCookie(name);
  }
  localStorage.clear();
  sessionStorage.clear();
}

/** An auth cookie's value (`auth.welcome` ...), or null. */
export function readAuthCookie(name: string): string | null {
  return readCookie(name, document.cookie);
}

/** Writes an auth cookie: path /, SameSite none, secure. */
export function writeAuthCookie(name: string, value: string): void {
  writeCookie(name, value);
}

/** Whether a flag cookie is set (not missing, empty, 'false' or '0'). */
export function isCookieFlagSet(name: string): boolean {
  return isFlagSet(readAuthCookie(name));
}

/** The current account in browser storage (spec 2.3): raw, checked by the caller. */
export function readStoredAccount(): { accountId: string | null; accountRole: string | null } {
  return {
    accountId: localStorage.getItem(STORAGE_KEYS.accountId),
    accountRole: localStorage.getItem(STORAGE_KEYS.accountRole),
  };
}

/**
 * Keeps the current account after login or an account switch (spec 6: account_role is stored on switch): browser
 * storage, and the user detail cookie the API client reads the `accountId` header from.
 */
export function storeAccount(accountId: number, accountRole: number | null): void {
  localStorage.setItem(STORAGE_KEYS.accountId, String(accountId));
  if (accountRole === null) localStorage.removeItem(STORAGE_KEYS.accountRole);
  else localStorage.setItem(STORAGE_KEYS.accountRole, String(accountRole));
  const detail = readUserDetail();
  if (detail)
    writeCookie(USER_DETAIL_COOKIE, JSON.stringify({ ...detail, accountId, account_role: accountRole }));
}

/** What the browser says about a login starting now at `location` (spec 4.2; see postLoginRoute). */
export function readLoginSignals(location: { pathname: string; search: string }): PostLoginSignals {
  const paddleTxnId = readAuthCookie(AUTH_COOKIES.paddleTxnId);
  return {
    impersonationLogin: isCookieFlagSet(AUTH_COOKIES.impersonationLogin),
    socialAccConnect: isCookieFlagSet(AUTH_COOKIES.socialAccConnect),
    paddleTxnId: isFlagSet(paddleTxnId) ? paddleTxnId : null,
    currentUrl: readAuthCookie(AUTH_COOKIES.currentUrl),
    currentPath: location.pathname,
    requested: keptPathOf(location.search),
  };
}

/**
 * After the session-timeout MFA login (spec 4.3): the fresh token replaces the old one in the token cookie. The user
 * detail cookie and browser storage stay as they are: it is the same user and account.
 */
export function replaceSessionToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
}
