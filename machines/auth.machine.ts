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
 * - Registration (issue 12: the answer never tells whether an e-mail has an account): `register` (POST /register)
 *   ends in `awaitingConfirmation`, where the form shows the server's message (check your e-mail). The mailed link
 *   (/?confirm=<token>#register) opens a new page, which sends `registration.confirm` once logged out:
 *   `confirmRegistration` (POST /confirmRegistration, stores the token like a login) and `markWelcome` (welcome
 *   cookie), then the same steps as a login.
 * - Impersonation: the `auth.impersonationLogin` cookie, or a user whose `impersonator` is set. Routing then goes
 *   to the content planner and resets the cookie; the last-login update is skipped. A session check that finds the
 *   impersonation cookie set (an impersonation link logged the browser in) continues with the account details and
 *   the routing (`resumingLogin`, tagged `checking` so the pages wait rather than flash the login form).
 * - After any other login the last-login stamp is posted (`updateLastLogin`); its failure is only logged.
 * - Social sign-in and registration (issue 16, src/domain/socialSignIn.ts): a 'Continue with …' or 'Sign up with …'
 *   button sends `social.start`: `startSocialSignIn` (POST /sociallogin or /socialRegister) answers the network's
 *   consent page, and `leaveForNetwork` goes there (the Back button brings the page back: `social.returned`). The
 *   network sends the browser back through the server to /callback?ticket=.., a new page load, which sends
 *   `social.complete` once logged out: `socialSignIn` (POST /sociallogin {ticket}) stores the session like a login,
 *   then the same steps as a login, with the social flag (and the welcome cookie for a new login). A refusal leaves
 *   the visitor logged out with the server's message ('User Does not Exist.', 'Account Already connected.').
 * - Social: `social` is true for a session that comes from a social sign-in (cookie `auth.sconnect`), false for a
 *   password login. It changes no route; views read it (change password explains there is no password to change).
 * - Logout: `signOut` (POST /logout, its failure only logged), `clearSession` (auth, stored accounts and logo, all
 *   cookies and storage), then /#login after `logoutRedirect` (100 ms).
 *
 * Tags: `checking` (session check under way), `loggedIn`, `loggingOut`, `busy` (a call is under way).
 * Every side effect is a named actor or action (auth.setup.ts); the app supplies them with `.provide()`.
 */
import { assertEvent } from 'xstate';
import { postLoginRoute } from '../src/domain/postLoginRoute.ts';
import { LOGIN_PATH } from '../src/domain/routeGuards.ts';
import { authSetup, signedOut } from './auth.setup.ts';
import { failure, loggedFailure } from './provided.ts';

export {
  type AccountDetails,
  type AuthContext,
  type AuthEvent,
  type AuthInput,
  type AuthTag,
  type CheckedSession,
  type LoginCredentials,
  type Registration,
} from './auth.setup.ts';

/** The forms of a logged-out visitor: log in, or register. */
const formsState = authSetup.createStateConfig({
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
    'social.start': {
      target: '#auth.loggingIn.socialStarting',
      actions: {
        type: 'startSocial',
        params: ({ event }) => ({
          providerId: event.providerId,
          intent: event.intent,
          signals: event.signals,
        }),
      },
    },
  },
});

/*
 * The account-details step after the user is known, shared by a login (`settingUp`) and a resumed impersonation
 * login (`resumingLogin`): both go on to the post-login route.
 */
const choosingAccount = authSetup.createStateConfig({
  description: 'A user without any account yet has no account details to load.',
  always: [{ guard: 'hasAccount', target: 'loadingAccountDetails' }, { target: '#auth.settingUp.routing' }],
});

const loadingAccountDetails = authSetup.createStateConfig({
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
});

/** The session is discarded: cleared, /#login, no message. */
const sessionDiscarded = [
  'clearSession',
  { type: 'navigate', params: { to: LOGIN_PATH, replace: true } },
  { type: 'resetSession', params: { error: '' } },
] as const;

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...signedOut,
    social: input.social,
    signals: input.signals,
    error: null,
    notice: null,
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
      states: { choosingAccount, loadingAccountDetails },
    },
    loggedOut: {
      on: {
        ...formsState.on,
        'registration.confirm': {
          description:
            'The page a registration mail opens (/?confirm=<token>#register), a new page load: only this state gets it.',
          target: 'confirmingRegistration',
          actions: { type: 'startLogin', params: ({ event }) => ({ signals: event.signals, social: false }) },
        },
        'social.complete': {
          target: 'loggingIn.socialFinishing',
          actions: { type: 'startLogin', params: ({ event }) => ({ signals: event.signals, social: false }) },
        },
      },
    },
    loggingIn: {
      description: 'With a password, or through a social network (signing up with a network logs in too).',
      tags: ['busy'],
      initial: 'withPassword',
      states: {
        withPassword: {
          description: 'POST webauthenticate.',
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ event }) => {
              assertEvent(event, 'login.submit');
              return { username: event.username, password: event.password };
            },
            onDone: '#auth.settingUp',
            onError: {
              target: '#auth.loggedOut',
              actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        socialStarting: {
          description: 'POST /sociallogin or /socialRegister {provider_Id}: the consent page of the network.',
          invoke: {
            id: 'startSocialSignIn',
            src: 'startSocialSignIn',
            input: ({ context }) => context.socialStart!,
            onDone: {
              target: 'socialLeaving',
              actions: { type: 'leaveForNetwork', params: ({ event }) => ({ url: event.output }) },
            },
            onError: {
              target: '#auth.loggedOut',
              actions: [
                'clearSocialStart',
                { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        socialLeaving: {
          description:
            "The browser is on its way to the network's consent page; coming back with the Back button (the page restored from the browser's cache) shows the forms again.",
          on: { 'social.returned': { target: '#auth.loggedOut', actions: 'clearSocialStart' } },
        },
        socialFinishing: {
          description:
            "POST /sociallogin {ticket}: a session like a login, with the social flag; a registration also sets the welcome cookie. Refused: the server's message ('User Does not Exist.', 'Account Already connected.').",
          invoke: {
            id: 'socialSignIn',
            src: 'socialSignIn',
            input: ({ event }) => {
              assertEvent(event, 'social.complete');
              return { ticket: event.ticket };
            },
            onDone: [
              {
                guard: { type: 'newlyRegistered', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.settingUp',
                actions: ['markSocial', 'markWelcome', 'noteNewUser'],
              },
              { target: '#auth.settingUp', actions: 'markSocial' },
            ],
            onError: {
              target: '#auth.loggedOut',
              actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    registering: {
      description: 'POST /register: the same answer for every e-mail; a mail is on its way.',
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'register.submit');
          return event.registration;
        },
        onDone: {
          target: 'awaitingConfirmation',
          actions: { type: 'noteRegistrationSent', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'loggedOut',
          actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    awaitingConfirmation: {
      ...formsState,
      description:
        "Logged out; the register form shows the server's message (check your e-mail) until the visitor does something else.",
    },
    confirmingRegistration: {
      description:
        'POST /confirmRegistration {token}: the link of the mail creates the user and logs them in.',
      tags: ['busy'],
      invoke: {
        id: 'confirmRegistration',
        src: 'confirmRegistration',
        input: ({ event }) => {
          assertEvent(event, 'registration.confirm');
          return { token: event.token };
        },
        onDone: { target: 'settingUp', actions: ['markWelcome', 'noteNewUser'] },
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
        choosingAccount,
        loadingAccountDetails,
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
        onDone: { target: 'loggedOut', actions: sessionDiscarded },
        onError: {
          target: 'loggedOut',
          actions: [{ type: 'logFailure', params: failure('logout') }, ...sessionDiscarded],
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
        'session.profileSaved': {
          description: 'The profile form saved: the top bar and the menus show the new name and e-mail.',
          actions: { type: 'assignSavedProfile', params: ({ event }) => ({ user: event.user }) },
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
            onError: loggedFailure('ready', 'last-login update'),
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
              actions: [{ type: 'logFailure', params: failure('logout') }, 'clearSession'],
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
