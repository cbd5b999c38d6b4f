/**
 * Rules of account switching and account creation (spec 4.5, 5 'Create account', 8, 9), as pure functions.
 * The account-switch machine and the account views read them; nothing here touches the network or the browser.
 */
import { ACCOUNT_CREATION_LANDING, DEFAULT_LANDING, DEFAULT_ONBOARDING_TYPE } from './constants.ts';
import { isSafeRedirectTarget } from './routeGuards.ts';
import { cutText } from './text.ts';
import type { ToastInput } from './toast.ts';

// ---------------------------------------------------------------------------------------------------------------
// Wording and limits

export const accountMessages = {
  /** Loading card while switching (spec 4.5 step 1). */
  switching: 'Please wait while we are switching account...',
  /** Spec 4.5 step 6 and 8. Toast titles are cut to 32 characters, so the sentence is the toast's message. */
  switchFailedTitle: 'Account not switched',
  switchFailed: 'Failed to switch account. Please try again.',
  /** Spec 8, account creation. */
  createFailedTitle: 'Account not created',
  accountExists: 'An account with this name already exists. Please choose a different name.',
  createFailed: 'Something went wrong. Please try again.',
  noAccountType: 'Please select an account type',
} as const;

/** Spec 4.5 step 6: the toast of a switch that failed (the switcher's and the address's). */
export const switchFailedToast: ToastInput = {
  tone: 'error',
  title: accountMessages.switchFailedTitle,
  message: accountMessages.switchFailed,
};

/** What the server's message contains when the company name is taken (spec 8). */
export const ACCOUNT_EXISTS_MARKER = 'Account already exists';
/** The code that comes with it. */
export const ACCOUNT_EXISTS_CODE = 500;

/** Spec 9: the account switcher shows 3 accounts. */
export const ACCOUNT_SWITCHER_SIZE = 3;
/** Spec 9: account names are cut to 20 characters in the switcher (and the paywall), 80 in the search list. */
export const ACCOUNT_NAME_MAX = 20;
export const ACCOUNT_SEARCH_NAME_MAX = 80;
/** Spec 5, 9: company name minimum. */
export const COMPANY_NAME_MIN = 2;
/** Spec 5: only plans priced above this are offered. */
export const PLAN_MIN_PRICE = 1;

// ---------------------------------------------------------------------------------------------------------------
// Accounts and the switcher

/** What switching needs to know of an account (spec 3); the contract's `Account` has these fields and more. */
export interface SwitchableAccount {
  id: number;
  accountName: string;
  account_role: number;
  landing_url: string;
  Onboarding_type_id: number | null;
}

/** data[0] of POST /auth/getaccountdetails, as far as switching reads it. */
export interface AccountDetails {
  accountId?: number | null;
  account_role?: number | null;
  landing_url?: string | null;
  Onboarding_type_id?: number | null;
}

/** The account id and role the session, cookies and browser storage hold. */
export interface CurrentAccount {
  accountId: number | null;
  accountRole: number | null;
}

/** An account id from storage, a cookie or the session: a whole positive number, else null. */
export function parseAccountId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Spec 9: the switcher lists the first 3 accounts, in the server's order. */
export function switcherAccounts<T>(accounts: readonly T[]): T[] {
  return accounts.slice(0, ACCOUNT_SWITCHER_SIZE);
}

/** Spec 4.5: the current account is dimmed, checked and cannot be chosen again. */
export function isCurrentAccount(
  account: { id: number },
  currentAccountId: string | number | null | undefined,
): boolean {
  const current = parseAccountId(currentAccountId);
  return current !== null && account.id === current;
}

/** An account name as the switcher shows it (20 characters). */
export function switcherAccountName(name: string): string {
  return cutText(name, ACCOUNT_NAME_MAX);
}

/**
 * Spec 4.4, 9: the paywall blocks one account; a member of others is offered them instead (the first 3 besides the
 * blocked one, in the server's order; names cut to 20 characters: 'in the paywall 20').
 */
export function paywallOtherAccounts<T extends { id: number }>(
  accounts: readonly T[],
  currentAccountId: string | number | null | undefined,
): T[] {
  return switcherAccounts(accounts.filter((account) => !isCurrentAccount(account, currentAccountId)));
}

/** An account name as the search list shows it (80 characters). */
export function searchAccountName(name: string): string {
  return cutText(name, ACCOUNT_SEARCH_NAME_MAX);
}

/** 'View all accounts': accounts whose name contains the query, ignoring case and surrounding spaces. */
export function filterAccountsByName<T extends { accountName: string }>(
  accounts: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...accounts];
  return accounts.filter((account) => account.accountName.toLocaleLowerCase().includes(needle));
}

// ---------------------------------------------------------------------------------------------------------------
// Switching (spec 4.5)

/** Spec 4.5 step 5, spec 9: the onboarding type to fetch; 6 when the account has none. */
export function onboardingTypeIdOf(details: AccountDetails | null | undefined): number {
  const id = details?.Onboarding_type_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : DEFAULT_ONBOARDING_TYPE;
}

/** A landing URL the app can follow: a path-safe internal path. */
export function usableLandingUrl(landingUrl: string | null | undefined): string | null {
  if (typeof landingUrl !== 'string') return null;
  const url = landingUrl.trim();
  if (url === '' || url === '/') return null;
  return isSafeRedirectTarget(url) ? url : null;
}

export type LandingPart = 'accountId' | 'landing_url';

/**
 * Spec 4.5 step 4: where the switch lands, `/{accountId}{landing_url}`. A missing (or unusable) account id or
 * landing URL is only logged (step 6): the chosen account's id and the default account landing (spec 9:
 * contentplanner) stand in, and `missing` names what was missing so it can be logged.
 */
export function switchLandingPath(
  chosenAccountId: number,
  details: AccountDetails | null | undefined,
): { path: string; missing: LandingPart[] } {
  const missing: LandingPart[] = [];
  const detailId = parseAccountId(details?.accountId);
  if (detailId === null) missing.push('accountId');
  const landing = usableLandingUrl(details?.landing_url);
  if (landing === null) missing.push('landing_url');
  return { path: `/${detailId ?? chosenAccountId}${landing ?? DEFAULT_LANDING}`, missing };
}

// ---------------------------------------------------------------------------------------------------------------
// Account creation (spec 5, 8)

/** An onboarding type as the form offers it (spec 3). */
export interface OnboardingTypeOption {
  id: number;
  name: string;
  onboarding_flow: string | null;
}

/** A plan as the form offers it (spec 3). */
export interface PlanOption {
  id: number;
  pricing_id: number;
  title: string;
  price: number;
  symbol: string;
  paddlePriceId: string | null;
}

/** Spec 5: only plans with price above 1 and a paddle price id are offered. */
export function offerablePlans<T extends { price: number; paddlePriceId: string | null }>(
  plans: readonly T[],
): T[] {
  return plans.filter(
    (plan) =>
      Number.isFinite(plan.price) &&
      plan.price > PLAN_MIN_PRICE &&
      typeof plan.paddlePriceId === 'string' &&
      plan.paddlePriceId.trim() !== '',
  );
}

/** A company name long enough: at least 2 characters, surrounding spaces not counted. */
export function isCompanyNameValid(companyName: string): boolean {
  return Array.from(companyName.trim()).length >= COMPANY_NAME_MIN;
}

export interface CreateAccountReadiness {
  companyName: string;
  planChosen: boolean;
  typeChosen: boolean;
  loading: boolean;
}

/** Spec 5: Create is disabled unless the name has 2 characters, a plan and a type are chosen, nothing loading. */
export function canCreateAccount({
  companyName,
  planChosen,
  typeChosen,
  loading,
}: CreateAccountReadiness): boolean {
  return isCompanyNameValid(companyName) && planChosen && typeChosen && !loading;
}

/** The onboarding flow (JSON text) of the chosen type, or null. */
export function onboardingFlowOf(
  types: readonly OnboardingTypeOption[],
  typeId: number | null,
): string | null {
  if (typeId === null) return null;
  return types.find((type) => type.id === typeId)?.onboarding_flow ?? null;
}

/**
 * Spec 2.3, 5: the landing URL of a new account is the first `url` of its onboarding type's flow, default
 * /subjects_services. Null when the flow is missing (null, blank, not JSON or not a non-empty list): the form then
 * says 'Please select an account type'. A flow whose first item has no usable url gives the default.
 */
export function creationLandingUrl(flow: string | null | undefined): string | null {
  if (typeof flow !== 'string' || flow.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(flow);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const first: unknown = parsed[0];
  const url = first && typeof first === 'object' && 'url' in first ? first.url : null;
  const usable = typeof url === 'string' ? usableLandingUrl(url) : null;
  // The server accepts plain paths only (letters, digits, '_', '-', '/').
  return usable !== null && /^\/[A-Za-z0-9_\-/]*$/.test(usable) ? usable : ACCOUNT_CREATION_LANDING;
}

/** How POST /auth/createAccount failed: the envelope's code (or the HTTP status) and message. */
export interface CreateAccountFailure {
  code: number | null;
  message: string | null;
}

/** An Error carrying the failure's code, for a rejected promise (its message is the server's, or ''). */
export class CreateAccountError extends Error {
  override readonly name = 'CreateAccountError';
  constructor(
    readonly code: number | null,
    message: string | null,
  ) {
    super(message ?? '');
  }
}

function failureOf(error: unknown): CreateAccountFailure {
  if (!error || typeof error !== 'object') return { code: null, message: null };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'number' ? code : null,
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
  };
}

/**
 * Spec 8: code 500 with a message containing 'Account already exists' -> the duplicate-name message, and the form
 * closes; any other failure -> the server's message, or 'Something went wrong. Please try again.'; the form stays.
 */
export function createAccountError(error: unknown): { message: string; closesForm: boolean } {
  const { code, message } = failureOf(error);
  if (code === ACCOUNT_EXISTS_CODE && message?.includes(ACCOUNT_EXISTS_MARKER)) {
    return { message: accountMessages.accountExists, closesForm: true };
  }
  return { message: message ?? accountMessages.createFailed, closesForm: false };
}

/**
 * The createAccount answer (an envelope) read as success or failure: success needs the account in `data` and a
 * code of 200 (or none); anything else is a failure with the envelope's code and message.
 */
export function createAccountOutcome<TAccount>(answer: {
  status: number;
  code?: number | undefined;
  message?: string | undefined;
  data: TAccount | null;
}): { ok: true; account: TAccount } | { ok: false; failure: CreateAccountFailure } {
  const code = answer.code ?? answer.status;
  if (answer.data !== null && code === 200) return { ok: true, account: answer.data };
  return { ok: false, failure: { code, message: answer.message ?? null } };
}
