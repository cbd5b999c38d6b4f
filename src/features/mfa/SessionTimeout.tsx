/**
 * Session-timeout MFA (spec 4.3, 8). SessionTimeoutProvider runs the MFA machine once, turns the API client's
 * `session.timedOut` into a machine event with the layout of the current page and the user to send the code to,
 * connects it to the session bridge (src/app/sessionBridge.ts: the logout), and renders the popup. Mount it inside
 * ToastProvider and SessionProvider.
 */
import { inspect } from '../../app/inspection.ts';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { createActorContext } from '@xstate/react';
import { createContext, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { mfaMachine } from '../../../machines/mfa.machine.ts';
import { api } from '../../api/index.ts';
import { browserCredentials } from '../../api/credentials.ts';
import { mfaCalls } from '../../api/mfa.ts';
import { readUserDetail, replaceSessionToken } from '../../api/sessionStore.ts';
import type { AuthUser } from '../../contract/session.ts';
import { useToast } from '../../ui/toast/index.ts';
import { layoutOfPath, mfaLogic } from './mfaLogic.ts';

/** The one MFA actor of the app. */
export const MfaActorContext = createActorContext(mfaMachine);

/** Where the machine's `focusDigit` goes: the popup registers itself while its digit boxes are shown. */
export type FocusDigit = (index: number) => void;
export const FocusRegistry = createContext<{ current: FocusDigit }>({ current: () => {} });

const SessionTimeoutPopup = lazy(async () => ({
  default: (await import('./SessionTimeoutPopup.tsx')).SessionTimeoutPopup,
}));

/** The popup's code (and the dialog library) loads only when a session times out (issue 14). */
function LazyPopup() {
  const open = MfaActorContext.useSelector((snapshot) => snapshot.hasTag('open'));
  return open ? (
    <Suspense fallback={null}>
      <SessionTimeoutPopup />
    </Suspense>
  ) : null;
}

/** What the MFA popup needs of the session (the app passes `useSession()`'s). */
export interface TimedOutSession {
  readonly status: 'checking' | 'loggedIn' | 'loggedOut' | 'loggingOut';
  readonly user: { readonly id: number } | null;
  readonly accountId: number | null;
  readonly reauthenticated: (user?: AuthUser) => void;
  readonly logOut: () => void;
}

/**
 * The timed-out user and account: the session's, else the cookies' (a reload with an expired session times out
 * during the session check, before the session knows the user).
 */
function timedOutUser(session: TimedOutSession): { userId: number | null; accountId: number | null } {
  const detail = readUserDetail();
  const userId = session.user?.id ?? detail?.id ?? null;
  return { userId, accountId: session.accountId ?? cookieAccountId() };
}

/** The account id of the user detail cookie, or null. */
function cookieAccountId(): number | null {
  const raw = browserCredentials.accountId();
  const accountId = raw === null || raw === '' ? NaN : Number(raw);
  return Number.isInteger(accountId) && accountId >= 0 ? accountId : null;
}

/** Sends the API client's timeouts to the MFA actor, and connects it to the session bridge. */
function SessionTimeoutEvents({ session }: { session: TimedOutSession }) {
  const mfa = MfaActorContext.useActorRef();
  useSessionBridge(mfa, forwardSession.mfa);
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);

  useEffect(
    () =>
      api.onSessionTimeout(() =>
        mfa.send({
          type: 'session.timedOut',
          layout: layoutOfPath(window.location.pathname),
          ...timedOutUser(latest.current),
        }),
      ),
    [mfa],
  );

  return null;
}

export function SessionTimeoutProvider({
  session,
  children,
}: {
  session: TimedOutSession;
  children: ReactNode;
}) {
  const toast = useToast();
  const latest = useRef({ session, toast });
  useEffect(() => {
    latest.current = { session, toast };
  }, [session, toast]);
  const [focusRegistry] = useState<{ current: FocusDigit }>(() => ({ current: () => {} }));
  const [logic] = useState(() =>
    mfaLogic({
      calls: mfaCalls(api),
      showToast: (request) => latest.current.toast.show(request),
      focusDigit: (index) => focusRegistry.current(index),
      replaceToken: replaceSessionToken,
      resumeRequests: () => api.resumeAfterReauth(),
      abandonRequests: () => api.abandonAfterTimeout(),
      reauthenticated: (user) => latest.current.session.reauthenticated(user),
      logOut: () => latest.current.session.logOut(),
    }),
  );
  return (
    <MfaActorContext.Provider logic={logic} options={{ inspect }}>
      <FocusRegistry.Provider value={focusRegistry}>
        <SessionTimeoutEvents session={session} />
        {children}
        <LazyPopup />
      </FocusRegistry.Provider>
    </MfaActorContext.Provider>
  );
}
