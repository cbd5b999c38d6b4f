/**
 * How a logged-in session is kept in the browser (spec 3, "Cookies" and "Browser storage keys").
 * Auth cookies use the prefix 'auth.', path /, SameSite none, secure (allowed on http://localhost).
 * - `auth.token`: the opaque session token.
 * - `auth.usedetail`: JSON of the user detail (id, accountId, account_role, roleType).
 * - browser storage `accountId` and `account_role`.
 */
import type { AuthUser } from '../contract/session.ts';
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
