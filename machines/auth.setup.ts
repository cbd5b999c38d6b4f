/**
 * What the auth machine (auth.machine.ts) works with: its types, and its actors, actions, guards and delays by name.
 * The app supplies the actors and the effect actions with `.provide()` (src/features/auth/authLogic.ts).
 */
import { assign, setup } from 'xstate';
import { authMessages } from '../src/domain/authMessages.ts';
import {
  failureMessage,
  isImpersonating,
  isNetworkFailure,
  type SessionAccount,
  type SessionUser,
} from '../src/domain/authSession.ts';
import { timings } from '../src/domain/constants.ts';
import { NO_POST_LOGIN_SIGNALS, type PostLoginSignals } from '../src/domain/postLoginRoute.ts';
import type { SocialIntent, SocialSignInProviderId } from '../src/domain/socialSignIn.ts';
import { provided } from './provided.ts';

/** A restored session: the user from GET me and the current account. */
export interface CheckedSession extends SessionAccount {
  user: SessionUser;
}

/** The part of the account-details answer (data[0]) the login reads. */
export interface AccountDetails {
  accountId: number;
  account_role: number | null;
  landing_url: string;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

/** The register form (POST /register). */
export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export interface AuthInput {
  /** A session token cookie exists. */
  hasSession: boolean;
  /** The `auth.sconnect` cookie: the session comes from a social sign-in. */
  social: boolean;
  /** What the browser says about a login at start (cookies, path); see PostLoginSignals. */
  signals: PostLoginSignals;
}

export interface AuthContext {
  user: SessionUser | null;
  accountId: number | null;
  accountRole: number | null;
  impersonating: boolean;
  social: boolean;
  /** The landing_url of the account-details answer, for the post-login route. */
  landingUrl: string | null;
  /** What the browser said about the current login. */
  signals: PostLoginSignals;
  /** The message of the last failed login or registration, for the form; '' when there is none to show. */
  error: string | null;
  /** The server's message once a registration mail is on its way ("check your e-mail"); null otherwise. */
  notice: string | null;
  /** This login created the user (a confirmed or a social registration): the welcome cookie was set. */
  newUser: boolean;
  /** The network a social sign-in or registration is leaving for (its consent page), while it starts. */
  socialStart: SocialStart | null;
  /** Read once, at start. */
  hasSession: boolean;
  /** The session check was already tried again once. */
  checkRetried: boolean;
}

/** A social sign-in or registration the login or register form started (src/domain/socialSignIn.ts). */
export interface SocialStart {
  providerId: SocialSignInProviderId;
  intent: SocialIntent;
}

/** What finishing a social sign-in answered: whether a new login was made (a registration: welcome). */
export interface SocialSignInResult {
  registered: boolean;
}

export type AuthEvent =
  | { type: 'login.submit'; username: string; password: string; signals: PostLoginSignals; social?: boolean }
  | { type: 'register.submit'; registration: Registration; signals: PostLoginSignals }
  | { type: 'registration.confirm'; token: string; signals: PostLoginSignals }
  | ({ type: 'social.start'; signals: PostLoginSignals } & SocialStart)
  | { type: 'social.complete'; ticket: string; signals: PostLoginSignals }
  | { type: 'social.returned' }
  | { type: 'logout.requested' }
  | { type: 'session.accountChanged'; accountId: number; accountRole: number | null }
  | { type: 'session.reauthenticated'; user?: SessionUser }
  | { type: 'session.profileSaved'; user: SessionUser };

export type AuthTag = 'checking' | 'loggedIn' | 'loggingOut' | 'busy';

export const signedOut = {
  user: null,
  accountId: null,
  accountRole: null,
  impersonating: false,
  social: false,
  landingUrl: null,
  signals: NO_POST_LOGIN_SIGNALS,
  notice: null,
  socialStart: null,
  newUser: false,
} satisfies Partial<AuthContext>;

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as AuthTag,
  },
  actors: {
    /** GET me; the account from browser storage. Resolves null when the server knows no user. */
    checkSession: provided<CheckedSession | null>('checkSession'),
    /** POST webauthenticate; stores the token and user detail cookies. Rejects with the server's message. */
    authenticate: provided<void, LoginCredentials>('authenticate'),
    /**
     * POST /register: resolves with the server's message (a mail is on its way, whether the e-mail has an account
     * or not). Rejects with the server's message.
     */
    register: provided<string, Registration>('register'),
    /**
     * POST /confirmRegistration {token} (the link of the registration mail): creates the user; stores the session
     * like a login. Rejects with the server's message.
     */
    confirmRegistration: provided<void, { token: string }>('confirmRegistration'),
    /**
     * POST /sociallogin or /socialRegister {provider_Id}: resolves with the network's consent URL. Rejects with the
     * server's message.
     */
    startSocialSignIn: provided<string, SocialStart>('startSocialSignIn'),
    /**
     * POST /sociallogin {ticket} (the /callback page): stores the session like a login and the `auth.sconnect`
     * cookie. Rejects with the server's message ('User Does not Exist.', 'Account Already connected.' ...).
     */
    socialSignIn: provided<SocialSignInResult, { ticket: string }>('socialSignIn'),
    /** GET me. Resolves null when the server knows no user. */
    fetchCurrentUser: provided<SessionUser | null>('fetchCurrentUser'),
    /** POST /auth/getaccountdetails {account_id}: data[0], or null when there is none. */
    fetchAccountDetails: provided<AccountDetails | null, { accountId: number }>('fetchAccountDetails'),
    /** POST /updateProfile {last_login (UTC now), id}. */
    updateLastLogin: provided<void, { id: number }>('updateLastLogin'),
    /** POST /logout. */
    signOut: provided<void>('signOut'),
  },
  actions: {
    /** Goes to `to` inside the app. */
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    /** Clears auth, stored accounts and logo, every cookie and all browser storage. */
    clearSession: () => {},
    /** Sets the welcome cookie `auth.welcome` = 1 for a newly registered user. */
    markWelcome: () => {},
    /** Leaves the app for the network's consent page. */
    leaveForNetwork: (_, _params: { url: string }) => {},
    /** Resets the `auth.impersonationLogin` cookie once the impersonation login is routed. */
    resetImpersonationFlag: () => {},
    /** Keeps the current account in browser storage and the user detail cookie (spec 2.3, 6). */
    rememberAccount: (_, _params: { accountId: number; accountRole: number | null }) => {},
    /** Failures that are only logged: the last-login update, the logout call. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},

    startLogin: assign((_, params: { signals: PostLoginSignals; social: boolean }) => ({
      signals: params.signals,
      social: params.social,
      error: null,
      notice: null,
    })),
    noteRegistrationSent: assign((_, params: { message: string }) => ({ notice: params.message })),
    failLogin: assign((_, params: { error: unknown }) => ({
      error: failureMessage(params.error, authMessages.loginFailed),
    })),
    assignCheckedSession: assign(({ context }, session: CheckedSession) => ({
      user: session.user,
      accountId: session.accountId,
      accountRole: session.accountRole,
      impersonating: isImpersonating(session.user, context.signals.impersonationLogin),
    })),
    assignUser: assign(({ context }, user: SessionUser) => ({
      user,
      accountId: user.accountId,
      accountRole: user.account_role,
      impersonating: isImpersonating(user, context.signals.impersonationLogin),
    })),
    assignAccountDetails: assign((_, details: AccountDetails) => ({
      accountId: details.accountId,
      accountRole: details.account_role,
      landingUrl: details.landing_url,
    })),
    assignAccount: assign((_, params: { accountId: number; accountRole: number | null }) => ({
      accountId: params.accountId,
      accountRole: params.accountRole,
    })),
    assignReauthenticatedUser: assign(({ context }, params: { user: SessionUser | undefined }) => ({
      user: params.user ?? context.user,
    })),
    /** The profile form saved: the user as the server now has them (name, e-mail) everywhere in the app. */
    assignSavedProfile: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    markCheckRetried: assign({ checkRetried: true }),
    startSocial: assign((_, params: SocialStart & { signals: PostLoginSignals }) => ({
      socialStart: { providerId: params.providerId, intent: params.intent },
      signals: params.signals,
      error: null,
      notice: null,
    })),
    clearSocialStart: assign({ socialStart: null }),
    /** The session comes from a social sign-in (spec 4.2: the social flag). */
    markSocial: assign({ social: true }),
    noteNewUser: assign({ newUser: true }),
    /** Logged out: nothing of the session is kept; a login failure's message stays for the form. */
    resetSession: assign((_, params: { error: string | null }) => ({ ...signedOut, error: params.error })),
  },
  guards: {
    hasSessionCookie: ({ context }) => context.hasSession,
    noUser: (_, params: { user: SessionUser | CheckedSession | null }) => params.user === null,
    noAccountDetails: (_, params: { details: AccountDetails | null }) => params.details === null,
    canRetryCheck: ({ context }, params: { error: unknown }) =>
      !context.checkRetried && isNetworkFailure(params.error),
    isNetworkFailure: (_, params: { error: unknown }) => isNetworkFailure(params.error),
    resumesImpersonationLogin: ({ context }) => context.signals.impersonationLogin,
    hasAccount: ({ context }) => context.accountId !== null,
    isImpersonationLogin: ({ context }) => context.signals.impersonationLogin,
    isImpersonating: ({ context }) => context.impersonating,
    newlyRegistered: (_, params: { result: SocialSignInResult }) => params.result.registered,
  },
  delays: {
    sessionCheckRetry: timings.sessionCheckRetry,
    logoutRedirect: timings.logoutRedirect,
  },
});
