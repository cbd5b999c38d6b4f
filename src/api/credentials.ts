/** Reads the session token and account id the way spec 7 says: token cookie, user detail cookie. */
import type { Credentials } from './client.ts';

export const TOKEN_COOKIE = 'auth.token';
export const USER_DETAIL_COOKIE = 'auth.usedetail';

export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Credentials read from `document.cookie` and browser storage at call time. */
export const browserCredentials: Credentials = {
  token() {
    if (typeof document === 'undefined') return null;
    return readCookie(TOKEN_COOKIE, document.cookie);
  },
  accountId() {
    if (typeof document === 'undefined') return null;
    const detail = readCookie(USER_DETAIL_COOKIE, document.cookie);
    if (detail) {
      try {
        const parsed = JSON.parse(detail) as { accountId?: unknown };
        if (typeof parsed.accountId === 'number' || typeof parsed.accountId === 'string')
          return parsed.accountId;
      } catch {
        // fall through to browser storage
      }
    }
    return typeof localStorage === 'undefined' ? null : localStorage.getItem('accountId');
  },
};
