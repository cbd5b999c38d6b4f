/**
 * Partner networking (spec 1, 2.6, 5, 7.1, 8) as pure rules: who may open the partner network at once, the
 * sign-in payload, and the messages of the error catalogue.
 */

/** Spec 3: the browser-storage flag set once the partner sign-in worked. */
export const CIRCLE_NETWORK_STORAGE_KEY = 'circleNetworkActivated';
/** The partner's name in `POST /partnerAuth/partnerSignIn {partnerName}`. */
export const PARTNER_NAME = 'circle';
/** How the partner network is called on screen (spec 8 names it Circle Network). */
export const PARTNER_NETWORK_LABEL = 'Circle Network';

/** Spec 8, networking connect, word for word. */
export const networkingMessages = {
  userDetailsNotFound: 'User details not found. Please login again.',
  emailRequired: 'Email is required',
  userDetailsRequired: 'User details are required',
  invalidResponse: 'Invalid response from server',
  networkError: 'Network error: Unable to connect to server. Please check your internet connection.',
  fallback: 'Failed to connect to Circle Network. Please try again.',
  success: 'Successfully connected to Circle Network!',
} as const;

/** Spec 5: networking authentication needs the stored flag or a partnerId above 0. */
export function hasNetworkAccess(access: { activated: boolean; partnerId: number | null }): boolean {
  return access.activated || (access.partnerId ?? 0) > 0;
}

/** Spec 7.1: `userData` of the partner sign-in. */
export interface PartnerUserData {
  email: string;
  first_name: string;
  last_name: string;
  external_id: string;
}

/** The user details the sign-in is built from (the user detail cookie; null when it is missing). */
export interface PartnerUserSource {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type PartnerUserDataResult = { ok: true; userData: PartnerUserData } | { ok: false; message: string };

/**
 * The sign-in payload, or the spec 8 message that stops it before any call: no user details at all, no e-mail,
 * or no name or id.
 */
export function partnerUserData(user: PartnerUserSource | null): PartnerUserDataResult {
  if (user === null) return { ok: false, message: networkingMessages.userDetailsNotFound };
  const email = user.email.trim();
  if (email === '') return { ok: false, message: networkingMessages.emailRequired };
  const firstName = user.firstName.trim();
  if (firstName === '' || !(user.id > 0))
    return { ok: false, message: networkingMessages.userDetailsRequired };
  return {
    ok: true,
    userData: { email, first_name: firstName, last_name: user.lastName.trim(), external_id: String(user.id) },
  };
}

/** How a partner sign-in failed, as the machine sees it. */
export type PartnerSignInFailure =
  | { kind: 'network' }
  | { kind: 'invalidResponse' }
  /** The server answered an error; `message` is its text ('' when it gave none). */
  | { kind: 'server'; message: string };

/** Spec 8: the message for a failed sign-in: the server's text, else the fallback. */
export function partnerSignInFailureMessage(failure: PartnerSignInFailure): string {
  switch (failure.kind) {
    case 'network':
      return networkingMessages.networkError;
    case 'invalidResponse':
      return networkingMessages.invalidResponse;
    case 'server':
      return failure.message.trim() === '' ? networkingMessages.fallback : failure.message;
  }
}

/** Only an absolute http(s) URL is opened in a new tab (a `javascript:` URL from a bad answer is refused). */
export function isSafePartnerUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** What the partner sign-in call resolves with: the URL as the server sent it (the machine checks it), or how it failed. */
export type PartnerSignInOutcome =
  | { ok: true; partnerSignInUrl: unknown; message: string | null }
  | { ok: false; failure: PartnerSignInFailure };
