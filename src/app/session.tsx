/**
 * The browser session: one auth actor (machines/auth.machine.ts) for the whole app, with its side effects from
 * src/api (see src/features/auth/authLogic.ts). Views read it through `useSession()`:
 * - status 'checking' | 'loggedIn' | 'loggedOut' | 'loggingOut', user, accountId (a number, or null), accountRole,
 *   impersonating, social;
 * - logIn(username, password) and confirmRegistration(token): Promises that resolve once logged in (the machine has
 *   already routed) and reject with the server's message (an empty message: nothing to show, see spec 8);
 *   register(form) resolves once the registration mail is on its way (`registrationNotice` is the server's message);
 * - logOut(); accountChanged({accountId, accountRole}) after an account switch; reauthenticated(user?) after the
 *   session-timeout MFA.
 * UTM values of the URL are captured once, when the provider starts (spec 1). The provider also runs the session
 * bridge (sessionBridge.ts), through which the long-lived machines hear of logins, logouts and account changes.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { authMachine, type AuthEvent, type Registration } from '../../machines/auth.machine.ts';
import type { SocialStart } from '../../machines/auth.setup.ts';
import { authCalls } from '../api/auth.ts';
import { api } from '../api/index.ts';
import { sessionCalls } from '../api/session.ts';
import { hasSessionToken, isCookieFlagSet, readLoginSignals } from '../api/sessionStore.ts';
import type { AuthUser } from '../contract/session.ts';
import { AUTH_COOKIES } from '../domain/authSession.ts';
import type { SocialIntent, SocialSignInProviderId } from '../domain/socialSignIn.ts';
import type { NavigationSession } from '../domain/routeGuards.ts';
import { authLogic } from '../features/auth/authLogic.ts';
import { captureUtm } from '../features/auth/utmCapture.ts';
import { disableInspection, enableInspection, inspect, inspectionRecorder } from './inspection.ts';
import { createSessionBridge, SessionBridgeContext, type SessionFacts } from './sessionBridge.ts';

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut' | 'loggingOut';

export interface SessionState {
  readonly status: SessionStatus;
  readonly user: AuthUser | null;
  readonly accountId: number | null;
  readonly accountRole: number | null;
}

export interface Session extends SessionState {
  /** A staff member is logged in as this user (spec 1, 6). */
  readonly impersonating: boolean;
  /** The session comes from a social sign-in (cookie auth.sconnect): there is no password behind it. */
  readonly social: boolean;
  /** A login or registration is under way. */
  readonly busy: boolean;
  /** Logs in; rejects with the server's message on failure. */
  readonly logIn: (username: string, password: string) => Promise<void>;
  /** Asks for the registration mail; rejects with the server's message on failure. */
  readonly register: (registration: Registration) => Promise<void>;
  /** Uses the registration mail's link and logs in; rejects with the server's message on failure. */
  readonly confirmRegistration: (token: string) => Promise<void>;
  /**
   * A 'Continue with …' or 'Sign up with …' button: resolves once the browser is leaving for the network's consent
   * page; rejects with the server's message when it cannot start.
   */
  readonly startSocialSignIn: (providerId: SocialSignInProviderId, intent: SocialIntent) => Promise<void>;
  /** The /callback page's ticket: logs in; rejects with the server's message ('User Does not Exist.' ...). */
  readonly completeSocialSignIn: (ticket: string) => Promise<void>;
  /** The network a social sign-in is leaving for, while it starts; null otherwise. */
  readonly socialStart: SocialStart | null;
  /** The server's message once the registration mail is on its way ("check your e-mail"); null otherwise. */
  readonly registrationNotice: string | null;
  readonly logOut: () => void;
  /** After an account switch: the new current account and its role (stored in browser storage too). */
  readonly accountChanged: (account: { accountId: number; accountRole: number | null }) => void;
  /** After the session-timeout MFA logged the user in again; `user` when the new answer carries one. */
  readonly reauthenticated: (user?: AuthUser) => void;
  /** After the profile form saved: the user as the server now has them. */
  readonly profileSaved: (user: AuthUser) => void;
}

/** The one auth actor of the app. */
export const AuthActorContext = createActorContext(authMachine);

type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type AuthActorRef = ReturnType<typeof AuthActorContext.useActorRef>;

/** Thrown by logIn/register: the message is the server's, or '' when there is nothing to show. */
export class SessionError extends Error {
  override readonly name = 'SessionError';
}

function statusOf(snapshot: AuthSnapshot): SessionStatus {
  if (snapshot.hasTag('checking')) return 'checking';
  if (snapshot.hasTag('loggedIn')) return 'loggedIn';
  if (snapshot.hasTag('loggingOut')) return 'loggingOut';
  return 'loggedOut';
}

/**
 * Sends a login or registration and settles once the machine is no longer busy with it: logged in, or, for a
 * registration, waiting for the visitor to open the mailed link (`arrived` says which states count as done).
 */
function settle(
  actor: AuthActorRef,
  event: AuthEvent,
  arrived: (snapshot: AuthSnapshot) => boolean = (snapshot) =>
    snapshot.hasTag('loggedIn') || snapshot.matches('awaitingConfirmation'),
): Promise<void> {
  if (!actor.getSnapshot().can(event)) {
    return Promise.reject(new SessionError('Already logged in or busy. Please wait a moment.'));
  }
  return new Promise<void>((resolve, reject) => {
    // Every login or registration event goes to a busy state first. Snapshots before it are not the answer: an
    // actor that is not started yet (a page's effect runs before the provider's) first shows its initial state.
    let taken = false;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('busy') || snapshot.hasTag('checking')) {
        taken = true;
        // Leaving for a network's consent page stays busy until the page goes.
        if (!arrived(snapshot)) return;
      }
      if (!taken) return;
      subscription.unsubscribe();
      if (arrived(snapshot)) resolve();
      else reject(new SessionError(snapshot.context.error ?? ''));
    });
    actor.send(event);
  });
}

function currentLocation() {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [logic] = useState(() =>
    authLogic({
      calls: sessionCalls(api),
      auth: authCalls(api),
      navigate: (to, options) => navigate(to, options),
    }),
  );
  const [options] = useState(() => ({
    input: {
      hasSession: hasSessionToken(),
      social: isCookieFlagSet(AUTH_COOKIES.sconnect),
      signals: readLoginSignals(currentLocation()),
    },
    inspect,
  }));
  useEffect(() => captureUtm(window.location.search), []);
  return (
    <AuthActorContext.Provider logic={logic} options={options}>
      <InspectionGate />
      <BackFromNetwork />
      <SessionBridgeProvider>{children}</SessionBridgeProvider>
    </AuthActorContext.Provider>
  );
}

/** What the session bridge (sessionBridge.ts) reads of the auth actor. */
function factsOf(snapshot: AuthSnapshot): SessionFacts {
  return {
    status: statusOf(snapshot),
    userId: snapshot.context.user?.id ?? null,
    accountId: snapshot.context.accountId,
  };
}

/** Runs the one session bridge on the auth actor, for the machines below to connect to. */
function SessionBridgeProvider({ children }: { children: ReactNode }) {
  const actor = AuthActorContext.useActorRef();
  const [bridge] = useState(() =>
    createSessionBridge({
      current: () => factsOf(actor.getSnapshot()),
      subscribe: (changed) => {
        const subscription = actor.subscribe(changed);
        return () => subscription.unsubscribe();
      },
    }),
  );
  useEffect(() => bridge.start(), [bridge]);
  return <SessionBridgeContext.Provider value={bridge}>{children}</SessionBridgeContext.Provider>;
}

/**
 * The Back button from a network's consent page may bring this page back from the browser's cache, still leaving
 * for the network: the machine hears it and shows the forms again.
 */
function BackFromNetwork() {
  const actor = AuthActorContext.useActorRef();
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'social.returned' });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [actor]);
  return null;
}

/** Live mode of the statechart viewer (src/app/inspection.ts) observes the app's actors for staff users only. */
function InspectionGate() {
  const actor = AuthActorContext.useActorRef();
  // The user comes from the API (src/contract/session.ts `authUser`), which says whether it is staff.
  const staff = AuthActorContext.useSelector(
    (snapshot) => (snapshot.context.user as { isStaff?: boolean } | null)?.isStaff ?? null,
  );
  useEffect(() => {
    if (staff === true) {
      enableInspection();
      inspectionRecorder.recordCurrent(actor);
    } else if (staff === false) disableInspection();
  }, [staff, actor]);
  return null;
}

export function useSession(): Session {
  const actor = AuthActorContext.useActorRef();
  const status = AuthActorContext.useSelector(statusOf);
  const busy = AuthActorContext.useSelector((snapshot) => snapshot.hasTag('busy'));
  // The user comes from the provided actors, which answer the contract's AuthUser.
  const user = AuthActorContext.useSelector((snapshot) => snapshot.context.user) as AuthUser | null;
  const accountId = AuthActorContext.useSelector((snapshot) => snapshot.context.accountId);
  const accountRole = AuthActorContext.useSelector((snapshot) => snapshot.context.accountRole);
  const impersonating = AuthActorContext.useSelector((snapshot) => snapshot.context.impersonating);
  const social = AuthActorContext.useSelector((snapshot) => snapshot.context.social);
  const registrationNotice = AuthActorContext.useSelector((snapshot) => snapshot.context.notice);
  const socialStart = AuthActorContext.useSelector((snapshot) => snapshot.context.socialStart);

  const actions = useMemo(
    () => ({
      logIn: (username: string, password: string) =>
        settle(actor, {
          type: 'login.submit',
          username,
          password,
          signals: readLoginSignals(currentLocation()),
        }),
      register: (registration: Registration) =>
        settle(actor, {
          type: 'register.submit',
          registration,
          signals: readLoginSignals(currentLocation()),
        }),
      confirmRegistration: (token: string) =>
        settle(actor, {
          type: 'registration.confirm',
          token,
          signals: readLoginSignals(currentLocation()),
        }),
      startSocialSignIn: (providerId: SocialSignInProviderId, intent: SocialIntent) =>
        settle(
          actor,
          { type: 'social.start', providerId, intent, signals: readLoginSignals(currentLocation()) },
          (snapshot) => snapshot.matches({ loggingIn: 'socialLeaving' }),
        ),
      completeSocialSignIn: (ticket: string) =>
        settle(actor, { type: 'social.complete', ticket, signals: readLoginSignals(currentLocation()) }),
      logOut: () => actor.send({ type: 'logout.requested' }),
      accountChanged: (account: { accountId: number; accountRole: number | null }) =>
        actor.send({ type: 'session.accountChanged', ...account }),
      reauthenticated: (next?: AuthUser) => actor.send({ type: 'session.reauthenticated', user: next }),
      profileSaved: (next: AuthUser) => actor.send({ type: 'session.profileSaved', user: next }),
    }),
    [actor],
  );

  return useMemo<Session>(
    () => ({
      status,
      user,
      accountId,
      accountRole,
      impersonating,
      social,
      busy,
      registrationNotice,
      socialStart,
      ...actions,
    }),
    [
      status,
      user,
      accountId,
      accountRole,
      impersonating,
      social,
      busy,
      registrationNotice,
      socialStart,
      actions,
    ],
  );
}

/** What the route guards read of the session. A user logging out stays on the page until the redirect. */
export function navigationSession(state: SessionState): NavigationSession {
  return {
    loggedIn: state.status === 'loggedIn' || state.status === 'loggingOut',
    accountId: state.accountId,
    accountRole: state.accountRole,
  };
}
