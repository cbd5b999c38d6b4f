/** The auth machine with the app's side effects supplied (spec 4.2, 7.1, 7.2). */
import { fromPromise } from 'xstate';
import { authMachine, type AccountDetails, type CheckedSession } from '../../../machines/auth.machine.ts';
import type { AuthCalls } from '../../api/auth.ts';
import { authMessages } from '../../domain/authMessages.ts';
import { REGISTRATION_MAIL_SENT } from '../../contract/passwords.ts';
import type { sessionCalls } from '../../api/session.ts';
import {
  clearSession,
  readStoredAccount,
  readUserDetail,
  storeAccount,
  storeSession,
  writeAuthCookie,
} from '../../api/sessionStore.ts';
import { AUTH_COOKIES, lastLoginStamp, sessionAccount, type SessionUser } from '../../domain/authSession.ts';
import { socialSignInTexts } from '../../domain/socialSignIn.ts';

export interface AuthEffects {
  calls: ReturnType<typeof sessionCalls>;
  auth: AuthCalls;
  /** Goes to a path inside the app. */
  navigate: (to: string, options: { replace: boolean }) => void;
  /** Clears what the app keeps of the session beyond cookies and storage (cached accounts, logo ...). */
  forgetCachedData?: () => void;
  /** Where failures that are only logged go (spec 8). */
  log?: (message: string, error: unknown) => void;
  /** The current time, for the last-login stamp. */
  now?: () => Date;
  /** Leaves the app for another site (a network's consent page). */
  leave?: (url: string) => void;
}

/** An answer without data is a failed login: the server's message, or the generic one. */
function sessionOf<T>(answer: { data: T | null; message?: string }, fallback: string): T {
  if (answer.data === null) throw new Error(answer.message ?? fallback);
  return answer.data;
}

export function authLogic({
  calls,
  auth,
  navigate,
  forgetCachedData = () => {},
  log = (message, error) => console.warn(message, error),
  now = () => new Date(),
  leave = (url) => window.location.assign(url),
}: AuthEffects) {
  return authMachine.provide({
    actors: {
      checkSession: fromPromise(async (): Promise<CheckedSession | null> => {
        const answer = await calls.me();
        if (!answer.data) return null;
        const detail = readUserDetail();
        const account = sessionAccount(
          answer.data,
          readStoredAccount(),
          detail ? { accountId: detail.accountId, accountRole: detail.account_role } : null,
        );
        return { user: answer.data, ...account };
      }),
      authenticate: fromPromise(async ({ input }) => {
        const session = sessionOf(await calls.login(input), authMessages.loginFailed);
        storeSession(session.token, session.user);
      }),
      register: fromPromise(async ({ input }) => {
        const answer = await auth.register(input);
        return answer.message ?? REGISTRATION_MAIL_SENT;
      }),
      confirmRegistration: fromPromise(async ({ input }) => {
        const session = sessionOf(await auth.confirmRegistration(input), authMessages.loginFailed);
        storeSession(session.token, session.user);
      }),
      startSocialSignIn: fromPromise(async ({ input }) => {
        const answer = await auth.startSocialSignIn(input.intent, { provider_Id: input.providerId });
        return sessionOf(answer, socialSignInTexts.startFailed).url;
      }),
      socialSignIn: fromPromise(async ({ input }) => {
        // Code 300 'Account Already connected.' comes with data null: sessionOf throws its message.
        const session = sessionOf(await auth.finishSocialSignIn(input.ticket), authMessages.loginFailed);
        storeSession(session.token, session.user);
        writeAuthCookie(AUTH_COOKIES.sconnect, '1');
        return { registered: session.registered };
      }),
      fetchCurrentUser: fromPromise(async (): Promise<SessionUser | null> => (await calls.me()).data),
      fetchAccountDetails: fromPromise(async ({ input }): Promise<AccountDetails | null> => {
        const answer = await auth.accountDetails(input.accountId);
        if (answer.code !== undefined && answer.code !== 200) return null;
        return answer.data?.[0] ?? null;
      }),
      updateLastLogin: fromPromise(async ({ input }) => {
        await calls.updateLastLogin({ id: input.id, last_login: lastLoginStamp(now()) });
      }),
      signOut: fromPromise(async () => {
        await calls.logout();
      }),
    },
    actions: {
      navigate: (_, { to, replace }) => navigate(to, { replace }),
      clearSession: () => {
        forgetCachedData();
        clearSession();
      },
      markWelcome: () => writeAuthCookie(AUTH_COOKIES.welcome, '1'),
      leaveForNetwork: (_, { url }) => leave(url),
      resetImpersonationFlag: () => writeAuthCookie(AUTH_COOKIES.impersonationLogin, 'false'),
      rememberAccount: (_, { accountId, accountRole }) => storeAccount(accountId, accountRole),
      logFailure: (_, { what, error }) => log(`[auth] ${what} failed`, error),
    },
  });
}
