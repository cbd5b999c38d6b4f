/**
 * Where the selected account is kept in the browser (spec 3, 4.5): cookies `auth.usedetail` (accountId,
 * account_role), `auth.accountId`, `auth.account_role`, browser storage `accountId`, `account_role`; the
 * onboarding flow in storage `onboardingtype` and cookie `auth.onboardingFlow`; the company-profile-seen cookie
 * `auth.hasSeenCompanyProfile`. Cookies: prefix 'auth.', path /, SameSite none, secure (spec 3).
 */
import { USER_DETAIL_COOKIE, readCookie } from '../../api/credentials.ts';
import type { CurrentAccount } from '../../domain/accounts.ts';

export const ACCOUNT_ID_COOKIE = 'auth.accountId';
export const ACCOUNT_ROLE_COOKIE = 'auth.account_role';
export const COMPANY_PROFILE_SEEN_COOKIE = 'auth.hasSeenCompanyProfile';
export const ONBOARDING_FLOW_COOKIE = 'auth.onboardingFlow';
export const ACCOUNT_ID_KEY = 'accountId';
export const ACCOUNT_ROLE_KEY = 'account_role';
export const ONBOARDING_TYPE_KEY = 'onboardingtype';

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=None; Secure`;
}

function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=None; Secure`;
}

function setOrRemove(key: string, value: number | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
}

/** The user detail cookie with the account id and role replaced; other fields kept. */
function updateUserDetail(account: CurrentAccount): void {
  const raw = readCookie(USER_DETAIL_COOKIE, document.cookie);
  let detail: Record<string, unknown> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') detail = parsed as Record<string, unknown>;
    } catch {
      // A broken cookie is rewritten with what is known.
    }
  }
  writeCookie(
    USER_DETAIL_COOKIE,
    JSON.stringify({ ...detail, accountId: account.accountId, account_role: account.accountRole }),
  );
}

/** Spec 4.5 step 2: the account id and role in cookies and browser storage. */
export function storeSelectedAccount(account: CurrentAccount): void {
  updateUserDetail(account);
  if (account.accountId === null) removeCookie(ACCOUNT_ID_COOKIE);
  else writeCookie(ACCOUNT_ID_COOKIE, String(account.accountId));
  if (account.accountRole === null) removeCookie(ACCOUNT_ROLE_COOKIE);
  else writeCookie(ACCOUNT_ROLE_COOKIE, String(account.accountRole));
  setOrRemove(ACCOUNT_ID_KEY, account.accountId);
  setOrRemove(ACCOUNT_ROLE_KEY, account.accountRole);
}

export function removeCompanyProfileSeen(): void {
  removeCookie(COMPANY_PROFILE_SEEN_COOKIE);
}

/** Spec 4.5 step 5: the onboarding type (id and flow) in storage, the flow in a cookie. */
export function storeOnboardingFlow(flow: { id: number; onboarding_flow: string | null } | null): void {
  if (flow === null) {
    localStorage.removeItem(ONBOARDING_TYPE_KEY);
    removeCookie(ONBOARDING_FLOW_COOKIE);
    return;
  }
  localStorage.setItem(ONBOARDING_TYPE_KEY, JSON.stringify(flow));
  if (flow.onboarding_flow === null) removeCookie(ONBOARDING_FLOW_COOKIE);
  else writeCookie(ONBOARDING_FLOW_COOKIE, flow.onboarding_flow);
}
