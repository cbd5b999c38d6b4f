/** The welcome cookie and the browser-storage flags of spec 3 and 4.2 that the banners read and write. */
import { isCookieFlagSet, writeAuthCookie } from '../../api/sessionStore.ts';
import { AUTH_COOKIES, STORAGE_KEYS, isFlagSet } from '../../domain/authSession.ts';

export function isWelcomeCookieSet(): boolean {
  return isCookieFlagSet(AUTH_COOKIES.welcome);
}

/** Spec 4.2: dismissing sets the welcome cookie false and clears the auto-disconnect flag. */
export function dismissWelcome(): void {
  writeAuthCookie(AUTH_COOKIES.welcome, 'false');
  localStorage.removeItem(STORAGE_KEYS.autoDisconnect);
  sessionStorage.removeItem(STORAGE_KEYS.autoDisconnect);
}

/**
 * Claims the once-only welcome-mail flag: true the first time (the flag is then set), false ever after. The flag is
 * set before the mail is sent, so a failure is not retried (spec 8: only logged) and two tabs send one mail.
 */
export function claimWelcomeMail(): boolean {
  if (isFlagSet(localStorage.getItem(STORAGE_KEYS.welcomeMailSent))) return false;
  localStorage.setItem(STORAGE_KEYS.welcomeMailSent, 'true');
  return true;
}
