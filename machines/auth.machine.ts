/**
 * Authentication (spec 4.2): checking the session, logging in or registering, routing after login, logging out.
 *
 * - Start: with a session cookie (input `hasSession`) the session is checked (`checkSession` = GET me, with the
 *   account from browser storage); a network failure is tried again once after `sessionCheckRetry` (1000 ms).
 *   A second network failure leaves the visitor logged out with the cookies kept (a reload tries again); any answer
 *   of the server that is not a user clears the cookies and storage.
 * - Login: `authenticate` (POST webauthenticate, stores the token), then `fetchCurrentUser` (GET me), then
 *   `fetchAccountDetails` (POST /auth/getaccountdetails {account_id}), then the route of `postLoginRoute`
 *   (src/domain/postLoginRoute.ts). No user, no account data or a failed call: the session is signed out, cookies
 *   and storage cleared and the user sent to /#login, with no message. A user without any account yet (just
 *   registered) skips the account-details call.
 * - Registration: `register` (POST /register, stores the token like a login) and `markWelcome` (welcome cookie),
 *   then the same steps as a login.
 * - Impersonation: the `auth.impersonationLogin` cookie, or a user whose `impersonator` is set. Routing then goes
 *   to the content planner and resets the cookie; the last-login update is skipped. A session check that finds the
 *   impersonation cookie set (an impersonation link logged the browser in) continues with the account details and
 *   the routing (`resumingLogin`, tagged `checking` so the pages wait rather than flash the login form).
 * - After any other login the last-login stamp is posted (`updateLastLogin`); its failure is only logged.
 * - Social: `social` is true for a session that comes from a social sign-in (cookie `auth.sconnect`), false for a
 *   password login. It changes no route; views read it (change password explains there is no password to change).
 * - Logout: `signOut` (POST /logout, its failure only logged), `clearSession` (auth, stored accounts and logo, all
 *   cookies and storage), then /#login after `logoutRedirect` (100 ms).
 *
 * Tags: `checking` (session check under way), `loggedIn`, `loggingOut`, `busy` (a call is under way).
 * Every side effect is a named actor or action; the app supplies them with `.provide()`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  failureMessage,
  isImpersonating,
  isNetworkFailure,
  type SessionAccount,
  type SessionUser,
} from '../src/domain/authSession.ts';
import { timings } from '../src/domain/constants.ts';
import {
  NO_POST_LOGIN_SIGNALS,
  postLoginRoute,
  type PostLoginSignals,
} from '../src/domain/postLoginRoute.ts';
import { LOGIN_PATH } from '../src/domain/routeGuards.ts';

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
  /** Read once, at start. */
  hasSession: boolean;
  /** The session check was already tried again once. */
  checkRetried: boolean;
}

export type AuthEvent =
  | { type: 'login.submit'; username: string; password: string; signals: PostLoginSignals; social?: boolean }
  | { type: 'register.submit'; registration: Registration; signals: PostLoginSignals }
  | { type: 'logout.requested' }
  | { type: 'session.accountChanged'; accountId: number; accountRole: number | null }
  | { type: 'session.reauthenticated'; user?: SessionUser };

export type AuthTag = 'checking' | 'loggedIn' | 'loggingOut' | 'busy';

export const LOGIN_FAILED = 'Login failed. Please try again.';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const signedOut = {
  user: null,
  accountId: null,
  accountRole: null,
  impersonating: false,
  social: false,
  landingUrl: null,
  signals: NO_POST_LOGIN_SIGNALS,
} satisfies Partial<AuthContext>;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as AuthTag,
  },
  actors: {
    /** GET me; the account from browser storage. Resolves null when the server knows no user. */
    checkSession: fromPromise<CheckedSession | null>(notProvided('checkSession')),
    /** POST webauthenticate; stores the token and user detail cookies. Rejects with the server's message. */
    authenticate: fromPromise<void, LoginCredentials>(notProvided('authenticate')),
    /** POST /register; stores the session like a login. Rejects with the server's message. */
    register: fromPromise<void, Registration>(notProvided('register')),
    /** GET me. Resolves null when the server knows no user. */
    fetchCurrentUser: fromPromise<SessionUser | null>(notProvided('fetchCurrentUser')),
    /** POST /auth/getaccountdetails {account_id}: data[0], or null when there is none. */
    fetchAccountDetails: fromPromise<AccountDetails | null, { accountId: number }>(
      notProvided('fetchAccountDetails'),
    ),
    /** POST /updateProfile {last_login (UTC now), id}. */
    updateLastLogin: fromPromise<void, { id: number }>(notProvided('updateLastLogin')),
    /** POST /logout. */
    signOut: fromPromise<void>(notProvided('signOut')),
  },
  actions: {
    /** Goes to `to` inside the app. */
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    /** Clears auth, stored accounts and logo, every cookie and all browser storage. */
    clearSession: () => {},
    /** Sets the welcome cookie `auth.welcome` = 1 for a newly registered user. */
    markWelcome: () => {},
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
    })),
    failLogin: assign((_, params: { error: unknown }) => ({
      error: failureMessage(params.error, LOGIN_FAILED),
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
    markCheckRetried: assign({ checkRetried: true }),
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
  },
  delays: {
    sessionCheckRetry: timings.sessionCheckRetry,
    logoutRedirect: timings.logoutRedirect,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...signedOut,
    social: input.social,
    signals: input.signals,
    error: null,
    hasSession: input.hasSession,
    checkRetried: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'With a session cookie the session is checked; without one the visitor is logged out at once.',
      always: [{ guard: 'hasSessionCookie', target: 'checkingSession' }, { target: 'loggedOut' }],
    },
    checkingSession: {
      description: 'GET me, with the account from browser storage.',
      tags: ['checking', 'busy'],
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'noUser', params: ({ event }) => ({ user: event.output }) },
            target: 'loggedOut',
            actions: 'clearSession',
          },
          {
            guard: 'resumesImpersonationLogin',
            target: 'resumingLogin',
            actions: { type: 'assignCheckedSession', params: ({ event }) => event.output! },
          },
          {
            target: 'loggedIn',
            actions: { type: 'assignCheckedSession', params: ({ event }) => event.output! },
          },
        ],
        onError: [
          {
            guard: { type: 'canRetryCheck', params: ({ event }) => ({ error: event.error }) },
            target: 'waitingToRetry',
            actions: 'markCheckRetried',
          },
          {
            description: 'Still unreachable: logged out, the cookies kept for the next visit.',
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
          },
          { target: 'loggedOut', actions: 'clearSession' },
        ],
      },
    },
    waitingToRetry: {
      description: 'The session check did not reach the server; it is tried again after 1000 ms.',
      tags: ['checking'],
      after: { sessionCheckRetry: 'checkingSession' },
    },
    resumingLogin: {
      description:
        'An impersonation link logged the browser in: the post-login steps run while the session still shows as checking.',
      tags: ['checking', 'busy'],
      initial: 'choosingAccount',
      states: {
        choosingAccount: {
          always: [
            { guard: 'hasAccount', target: 'loadingAccountDetails' },
            { target: '#auth.settingUp.routing' },
          ],
        },
        loadingAccountDetails: {
          description: 'POST /auth/getaccountdetails {account_id}.',
          invoke: {
            id: 'fetchAccountDetails',
            src: 'fetchAccountDetails',
            input: ({ context }) => ({ accountId: context.accountId ?? 0 }),
            onDone: [
              {
                guard: { type: 'noAccountDetails', params: ({ event }) => ({ details: event.output }) },
                target: '#auth.discardingSession',
              },
              {
                target: '#auth.settingUp.routing',
                actions: [
                  { type: 'assignAccountDetails', params: ({ event }) => event.output! },
                  {
                    type: 'rememberAccount',
                    params: ({ event }) => ({
                      accountId: event.output!.accountId,
                      accountRole: event.output!.account_role,
                    }),
                  },
                ],
              },
            ],
            onError: '#auth.discardingSession',
          },
        },
      },
    },
    loggedOut: {
      on: {
        'login.submit': {
          target: 'loggingIn',
          actions: {
            type: 'startLogin',
            params: ({ event }) => ({ signals: event.signals, social: event.social ?? false }),
          },
        },
        'register.submit': {
          target: 'registering',
          actions: { type: 'startLogin', params: ({ event }) => ({ signals: event.signals, social: false }) },
        },
      },
    },
    loggingIn: {
      description: 'POST webauthenticate.',
      tags: ['busy'],
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { username: event.username, password: event.password };
        },
        onDone: 'settingUp',
        onError: {
          target: 'loggedOut',
          actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registering: {
      description: 'POST /register: creates the user and logs them in.',
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'register.submit');
          return event.registration;
        },
        onDone: { target: 'settingUp', actions: 'markWelcome' },
        onError: {
          target: 'loggedOut',
          actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingUp: {
      description: 'After a login: the user, the account details, then the post-login route.',
      tags: ['busy'],
      initial: 'loadingUser',
      states: {
        loadingUser: {
          description: 'GET me.',
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            onDone: [
              {
                guard: { type: 'noUser', params: ({ event }) => ({ user: event.output }) },
                target: '#auth.discardingSession',
              },
              {
                target: 'choosingAccount',
                actions: { type: 'assignUser', params: ({ event }) => event.output! },
              },
            ],
            onError: '#auth.discardingSession',
          },
        },
        choosingAccount: {
          description: 'A user without any account yet has no account details to load.',
          always: [{ guard: 'hasAccount', target: 'loadingAccountDetails' }, { target: 'routing' }],
        },
        loadingAccountDetails: {
          description: 'POST /auth/getaccountdetails {account_id}.',
          invoke: {
            id: 'fetchAccountDetails',
            src: 'fetchAccountDetails',
            input: ({ context }) => ({ accountId: context.accountId ?? 0 }),
            onDone: [
              {
                guard: { type: 'noAccountDetails', params: ({ event }) => ({ details: event.output }) },
                target: '#auth.discardingSession',
              },
              {
                target: 'routing',
                actions: [
                  { type: 'assignAccountDetails', params: ({ event }) => event.output! },
                  {
                    type: 'rememberAccount',
                    params: ({ event }) => ({
                      accountId: event.output!.accountId,
                      accountRole: event.output!.account_role,
                    }),
                  },
                ],
              },
            ],
            onError: '#auth.discardingSession',
          },
        },
        routing: {
          description: 'Goes where postLoginRoute says (spec 4.2).',
          entry: {
            type: 'navigate',
            params: ({ context }) => ({
              to: postLoginRoute(
                { accountId: context.accountId, landingUrl: context.landingUrl },
                context.signals,
              ).to,
              replace: true,
            }),
          },
          always: [
            {
              guard: 'isImpersonationLogin',
              target: '#auth.loggedIn.ready',
              actions: 'resetImpersonationFlag',
            },
            { guard: 'isImpersonating', target: '#auth.loggedIn.ready' },
            { target: '#auth.loggedIn.updatingLastLogin' },
          ],
        },
      },
    },
    discardingSession: {
      description:
        'No user or account data after login, or a failed call: signed out, cookies and storage cleared, /#login, no message.',
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: {
          target: 'loggedOut',
          actions: [
            'clearSession',
            { type: 'navigate', params: { to: LOGIN_PATH, replace: true } },
            { type: 'resetSession', params: { error: '' } },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ what: 'logout', error: event.error }) },
            'clearSession',
            { type: 'navigate', params: { to: LOGIN_PATH, replace: true } },
            { type: 'resetSession', params: { error: '' } },
          ],
        },
      },
    },
    loggedIn: {
      tags: ['loggedIn'],
      initial: 'ready',
      on: {
        'logout.requested': 'loggingOut',
        'session.accountChanged': {
          actions: [
            {
              type: 'assignAccount',
              params: ({ event }) => ({ accountId: event.accountId, accountRole: event.accountRole }),
            },
            {
              type: 'rememberAccount',
              params: ({ event }) => ({ accountId: event.accountId, accountRole: event.accountRole }),
            },
          ],
        },
        'session.reauthenticated': {
          description: 'The session-timeout MFA logged the user in again.',
          actions: { type: 'assignReauthenticatedUser', params: ({ event }) => ({ user: event.user }) },
        },
      },
      states: {
        updatingLastLogin: {
          description: 'POST /updateProfile {last_login, id}; a failure is only logged.',
          invoke: {
            id: 'updateLastLogin',
            src: 'updateLastLogin',
            input: ({ context }) => ({ id: context.user?.id ?? 0 }),
            onDone: 'ready',
            onError: {
              target: 'ready',
              actions: {
                type: 'logFailure',
                params: ({ event }) => ({ what: 'last-login update', error: event.error }),
              },
            },
          },
        },
        ready: {},
      },
    },
    loggingOut: {
      tags: ['loggingOut', 'busy'],
      initial: 'signingOut',
      states: {
        signingOut: {
          description: 'POST /logout; the browser side is cleared whatever the answer.',
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: 'leaving', actions: 'clearSession' },
            onError: {
              target: 'leaving',
              actions: [
                { type: 'logFailure', params: ({ event }) => ({ what: 'logout', error: event.error }) },
                'clearSession',
              ],
            },
          },
        },
        leaving: {
          description: 'Cleared; /#login after 100 ms.',
          after: {
            logoutRedirect: {
              target: '#auth.loggedOut',
              actions: [
                { type: 'navigate', params: { to: LOGIN_PATH, replace: false } },
                { type: 'resetSession', params: { error: null } },
              ],
            },
          },
        },
      },
    },
  },
});

/** Sample payloads of this machine's events, for the catalogue (graph traversal) and the charts. */
export const authSamples = (() => {
  const user: SessionUser = {
    id: 7,
    username: 'owner@demo.test',
    email: 'owner@demo.test',
    name: { first_name: 'Olivia', last_name: 'Owner' },
    accountId: 12,
    account_role: 1,
    impersonator: null,
  };
  const checked: CheckedSession = { user, accountId: 12, accountRole: 1 };
  const details: AccountDetails = { accountId: 12, account_role: 1, landing_url: '/contentplanner' };
  return {
    user,
    checked,
    details,
    noSignals: NO_POST_LOGIN_SIGNALS,
    impersonationSignals: { ...NO_POST_LOGIN_SIGNALS, impersonationLogin: true },
    networkError: Object.assign(new Error('Network error: unable to reach the server.'), { kind: 'network' }),
  };
})();
