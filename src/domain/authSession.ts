/**
 * Pure rules of the browser session (spec 3, 4.2, 7.1): the user as the auth machine sees it, the cookie and
 * storage names, the last-login stamp and how a failure is read.
 */

/** The part of the auth user (spec 3) that the session and its rules read. */
export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly name: { readonly first_name: string; readonly last_name: string };
  readonly accountId: number | null;
  readonly account_role: number | null;
  /** Set while a staff member impersonates this user: the admin's first name, or null for 'Admin'. */
  readonly impersonator?: { readonly first_name: string | null } | null;
}

/** The current account: id and account_role. */
export interface SessionAccount {
  readonly accountId: number | null;
  readonly accountRole: number | null;
}

/** Auth cookies of spec 3 (prefix 'auth.', path /, SameSite none, secure). */
export const AUTH_COOKIES = {
  impersonationLogin: 'auth.impersonationLogin',
  socialAccConnect: 'auth.socialAccConnect',
  paddleTxnId: 'auth.paddleTxnId',
  currentUrl: 'auth.currentUrl',
  /** Set by a social sign-in: the session has no password login behind it. */
  sconnect: 'auth.sconnect',
  /** Set for a newly registered user: shows the welcome banner and sends the welcome mail once. */
  welcome: 'auth.welcome',
} as const;

/** Browser storage keys of spec 3 used by the session. */
export const STORAGE_KEYS = {
  accountId: 'accountId',
  accountRole: 'account_role',
  welcomeMailSent: 'welcomeMailSent',
  autoDisconnect: 'autoDisconnect',
} as const;

/** A cookie or storage flag is set unless missing, empty, 'false', '0', 'null' or 'undefined'. */
export function isFlagSet(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = value.trim().toLowerCase();
  return text !== '' && text !== 'false' && text !== '0' && text !== 'null' && text !== 'undefined';
}

/** A stored number ('12'), or null when missing or not a whole number. */
export function storedWholeNumber(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * The current account of a restored session (spec 2.3, 6): browser storage first (what the last account switch
 * stored), then the user detail cookie, then the user's landing account from the server.
 */
export function sessionAccount(
  user: SessionUser,
  stored: { accountId: string | number | null; accountRole: string | number | null },
  detail: SessionAccount | null = null,
): SessionAccount {
  return {
    accountId: storedWholeNumber(stored.accountId) ?? detail?.accountId ?? user.accountId,
    accountRole: storedWholeNumber(stored.accountRole) ?? detail?.accountRole ?? user.account_role,
  };
}

/** Spec 7.1 and 9: the last-login stamp, 'YYYY-MM-DD HH:mm:ss' in UTC. */
export function lastLoginStamp(at: Date): string {
  // ISO 8601 in UTC is 'YYYY-MM-DDTHH:mm:ss.sssZ': the same fields, without dayjs in the first bundle (issue 14).
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** True while a staff member impersonates the user: the server says so, or the impersonation cookie is set. */
export function isImpersonating(user: SessionUser | null, impersonationLogin: boolean): boolean {
  return impersonationLogin || (user?.impersonator !== undefined && user.impersonator !== null);
}

/** A failure that never reached the server (offline, DNS, refused): worth trying again. */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'network';
}

/** The message of a failure, for the form that caused it. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}

/** The display name of a user: first and last name, or the username when both are empty. */
export function displayName(user: Pick<SessionUser, 'name' | 'username'>): string {
  const name = `${user.name.first_name} ${user.name.last_name}`.trim();
  return name === '' ? user.username : name;
}
