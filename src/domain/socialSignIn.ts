/**
 * Signing in and registering with a social network (issue 16; spec 2.1 /callback, 4.2 social flag, 7.1 sociallogin,
 * 7.4 socialRegister, linkedInRegister, twitterRegister, linkedinauth, twitterAuth, 8 'Account Already connected.',
 * 'User Does not Exist.', code 300).
 *
 * The flow: the login form's 'Continue with …' or the register form's 'Sign up with …' button asks the server to
 * start (POST /sociallogin or /socialRegister {provider_Id}) and leaves for the network's consent page; the network sends the browser back to the server,
 * which works out who it is and sends the browser to `/callback?ticket=..` (or `?error=..` when the visitor said no
 * or the link was stale). The /callback page hands the one-time ticket to POST /sociallogin {ticket}, which
 * answers like a password login (token and user), or refuses with the spec's messages: signing in with a profile
 * nobody registered ('User Does not Exist.'), registering a profile already registered ('Account Already
 * connected.', code 300). Pure: shared by the auth machine, the views and the server.
 */
import { providerById, type SocialProviderId } from './posts.ts';

/** The networks offered on the login and register forms, in their order there. */
export const SOCIAL_SIGN_IN_PROVIDERS = [4, 1, 2] as const satisfies readonly SocialProviderId[];
export type SocialSignInProviderId = (typeof SOCIAL_SIGN_IN_PROVIDERS)[number];

/** Logging in with a profile already registered, or creating a login from it. */
export type SocialIntent = 'login' | 'register';

export const SOCIAL_CALLBACK_PATH = '/callback';
/** Where the network sends the browser back to (the server finishes there, then redirects to /callback). */
export const SOCIAL_SIGN_IN_RETURN_PATH = '/api/sociallogin/callback';

/** How long a started sign-in waits for the network's answer, and how long its ticket stays usable. */
export const SOCIAL_SIGN_IN_STATE_TTL_MS = 10 * 60 * 1000;
export const SOCIAL_SIGN_IN_TICKET_TTL_MS = 2 * 60 * 1000;

/** The server's sentences (spec 8 word for word where the spec gives them). */
export const socialSignInMessages = {
  alreadyConnected: 'Account Already connected.',
  userDoesNotExist: 'User Does not Exist.',
  emailTaken:
    'This e-mail address already has a login. Log in with your e-mail and password, or ask for a reset link if you forgot it.',
  badTicket: 'This sign-in link has expired or was already used. Please start again.',
  notAvailable: 'Signing in with this network is not available.',
  noEmail: 'The network did not share an e-mail address, so no login can be made from it.',
} as const;

/** Spec 8: in registration, code 300 also means already connected. */
export const SOCIAL_ALREADY_CONNECTED_CODE = 300;

/** The outcome the server stores with a ticket, once it knows who came back from the network. */
export type SocialSignInOutcome = 'signedIn' | 'registered' | 'noUser' | 'alreadyConnected' | 'emailTaken';

/** What /callback?error=.. means: the network said no, the link was stale, the network is not there. */
export type SocialCallbackError = 'denied' | 'expired' | 'unavailable' | 'refused';
const CALLBACK_ERRORS: readonly SocialCallbackError[] = ['denied', 'expired', 'unavailable', 'refused'];

export function socialButtonLabel(providerId: SocialSignInProviderId, intent: SocialIntent): string {
  const name = providerById(providerId)?.name ?? 'a network';
  return intent === 'login' ? `Continue with ${name}` : `Sign up with ${name}`;
}

export const socialSignInTexts = {
  groupLabel: (intent: SocialIntent) =>
    intent === 'login' ? 'Log in with a network' : 'Sign up with a network',
  divider: 'or',
  registerConsent:
    'Signing up with a network means the same agreement to the terms and the privacy policy above.',
  leaving: (name: string) => `Taking you to ${name}…`,
  pageTitle: 'Signing you in',
  signingIn: 'Signing you in…',
  failedTitle: 'You are not signed in',
  startFailed: 'Signing in with this network did not start. Please try again.',
  logIn: 'Back to log in',
  register: 'Create an account',
  noTicket: 'This page finishes a sign-in through a social network. Start from the log in page.',
} as const;

/** The sentence /callback shows for `?error=..`. */
export function socialCallbackErrorText(error: SocialCallbackError): string {
  switch (error) {
    case 'denied':
      return 'You did not allow access on the network, so you are not signed in.';
    case 'expired':
      return socialSignInMessages.badTicket;
    case 'unavailable':
      return socialSignInMessages.notAvailable;
    case 'refused':
      return 'The network did not confirm who you are. Please try again.';
  }
}

/** What the /callback page was opened with. */
export type SocialCallback =
  { kind: 'ticket'; ticket: string } | { kind: 'error'; error: SocialCallbackError } | { kind: 'none' };

/** A ticket is URL-safe base64 of 24 random bytes (32 characters); anything else is not one. */
const TICKET = /^[A-Za-z0-9_-]{32}$/;

export function isSocialTicket(value: string): boolean {
  return TICKET.test(value);
}

/** Reads `?ticket=..` or `?error=..` of /callback; anything else is 'none'. */
export function socialCallbackOf(search: string): SocialCallback {
  const query = new URLSearchParams(search);
  const ticket = query.get('ticket');
  if (ticket !== null && isSocialTicket(ticket)) return { kind: 'ticket', ticket };
  const error = query.get('error');
  if (error !== null) {
    const known = CALLBACK_ERRORS.find((item) => item === error);
    return { kind: 'error', error: known ?? 'refused' };
  }
  return { kind: 'none' };
}

/** Whether a provider id may be used to sign in (the server refuses the others). */
export function isSocialSignInProvider(id: number): id is SocialSignInProviderId {
  return (SOCIAL_SIGN_IN_PROVIDERS as readonly number[]).includes(id);
}
