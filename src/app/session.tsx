/**
 * A minimal real session, so the route guards work end to end (spec 4.2, kept small on purpose:
 * the auth state machine replaces it).
 * - Start: with an `auth.token` cookie, GET /api/me decides logged in or out; without it, logged out at once.
 * - Log in: POST /api/webauthenticate, then the session is stored with storeSession().
 * - Log out: POST /api/logout, clearSession(), then /#login after timings.logoutRedirect.
 */
import { navigate } from 'wouter/use-browser-location';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError } from '../api/index.ts';
import { sessionCalls } from '../api/session.ts';
import { clearSession, hasSessionToken, readUserDetail, storeSession } from '../api/sessionStore.ts';
import type { AuthUser } from '../contract/session.ts';
import { timings } from '../domain/constants.ts';
import { LOGIN_PATH, type NavigationSession } from '../domain/routeGuards.ts';

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut' | 'loggingOut';

export interface SessionState {
  readonly status: SessionStatus;
  readonly user: AuthUser | null;
  readonly accountId: string | null;
  readonly accountRole: number | null;
}

export interface Session extends SessionState {
  /** Logs in; rejects with the server's message on failure. */
  readonly logIn: (username: string, password: string) => Promise<void>;
  readonly logOut: () => void;
}

const calls = sessionCalls(api);

const loggedOut: SessionState = { status: 'loggedOut', user: null, accountId: null, accountRole: null };

function storedNumber(key: string): number | null {
  const raw = localStorage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Account id and role come from browser storage first (spec 2.3, 6), then the user detail cookie, then the user. */
function loggedInState(user: AuthUser): SessionState {
  const detail = readUserDetail();
  const accountId = localStorage.getItem('accountId') ?? detail?.accountId ?? user.accountId;
  const accountRole = storedNumber('account_role') ?? detail?.account_role ?? user.account_role;
  return {
    status: 'loggedIn',
    user,
    accountId: accountId === null ? null : String(accountId),
    accountRole: accountRole ?? null,
  };
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    hasSessionToken() ? { ...loggedOut, status: 'checking' } : loggedOut,
  );
  const checking = state.status === 'checking';

  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = async (retriesLeft: number) => {
      try {
        const answer = await calls.me();
        if (cancelled) return;
        if (answer.data) {
          setState(loggedInState(answer.data));
        } else {
          clearSession();
          setState(loggedOut);
        }
      } catch (error) {
        if (cancelled) return;
        // A network failure is retried once after sessionCheckRetry (spec 4.2); any answer of the server is final.
        if (error instanceof ApiError && error.kind === 'network' && retriesLeft > 0) {
          retry = setTimeout(() => void check(retriesLeft - 1), timings.sessionCheckRetry);
          return;
        }
        if (!(error instanceof ApiError && error.kind === 'network')) clearSession();
        setState(loggedOut);
      }
    };
    void check(1);
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [checking]);

  const logIn = useCallback(async (username: string, password: string) => {
    const answer = await calls.login({ username, password });
    if (!answer.data) throw new ApiError('http', answer.message ?? 'Login failed. Please try again.');
    storeSession(answer.data.token, answer.data.user);
    setState(loggedInState(answer.data.user));
  }, []);

  const logOut = useCallback(() => {
    setState((current) => ({ ...current, status: 'loggingOut' }));
    const finish = () => {
      clearSession();
      setTimeout(() => {
        navigate(LOGIN_PATH);
        setState(loggedOut);
      }, timings.logoutRedirect);
    };
    // The server call may fail (offline, expired token): the browser side is cleared regardless.
    calls.logout().then(finish, finish);
  }, []);

  const session = useMemo<Session>(() => ({ ...state, logIn, logOut }), [state, logIn, logOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}

/** What the route guards read of the session. A user logging out stays on the page until the redirect. */
export function navigationSession(state: SessionState): NavigationSession {
  return {
    loggedIn: state.status === 'loggedIn' || state.status === 'loggingOut',
    accountId: state.accountId,
    accountRole: state.accountRole,
  };
}
