/** The session-timeout MFA machine with the app's side effects supplied (spec 4.3, 7.1, 8). */
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { mfaMachine, type VerifyCodeOutput } from '../../../machines/mfa.machine.ts';
import { ApiError } from '../../api/client.ts';
import type { MfaCalls } from '../../api/mfa.ts';
import { authUser, type AuthUser } from '../../contract/session.ts';
import { matchRoute, type LayoutName } from '../../domain/routes.ts';
import type { ToastInput } from '../../domain/toast.ts';

export interface MfaEffects {
  calls: MfaCalls;
  showToast: (toast: ToastInput) => void;
  /** Moves the focus to digit box `index` once the popup has rendered. */
  focusDigit: (index: number) => void;
  /** Stores the fresh token (the token cookie). */
  replaceToken: (token: string) => void;
  /** The API client sends the held requests again. */
  resumeRequests: () => void;
  /** The API client fails the held requests. */
  abandonRequests: () => void;
  /** The session learns it was re-established. */
  reauthenticated: (user: AuthUser | undefined) => void;
  logOut: () => void;
}

/**
 * The layout whose rule applies to a timeout on `pathname` (spec 2.5, 4.3): the route's layout; an unknown path
 * shows the 404 page in the fourOhOne layout.
 */
export function layoutOfPath(pathname: string): LayoutName {
  return matchRoute(pathname)?.route.layout ?? 'fourOhOne';
}

/** `data.user` of an MFAauthenticate answer (`data` is `{token, user}` like webauthenticate's). */
function userIn(data: unknown): unknown {
  return data && typeof data === 'object' && 'user' in data ? data.user : undefined;
}

/** The user the session is told about: only a well-formed AuthUser, else none (the session keeps its own). */
function asAuthUser(user: unknown): AuthUser | undefined {
  const parsed = v.safeParse(authUser, user);
  return parsed.success ? parsed.output : undefined;
}

export function mfaLogic(effects: MfaEffects) {
  const { calls } = effects;
  return mfaMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }) => {
        const answer = await calls.sendCode({ userId: input.userId, account_id: input.accountId });
        return { code: answer.code };
      }),
      verifyCode: fromPromise(async ({ input }): Promise<VerifyCodeOutput> => {
        try {
          const answer = await calls.authenticate({
            id: input.userId,
            mfa_code: input.code,
            account_id: input.accountId,
          });
          return {
            code: answer.code,
            token: answer.token,
            message: answer.message,
            user: userIn(answer.data),
          };
        } catch (error) {
          // A refusal (401 'Invalid otp ...', 429) is an answer; only a call that got none is an error.
          if (error instanceof ApiError && error.kind === 'http') {
            return { code: error.status ?? undefined, token: undefined, message: error.message };
          }
          throw error;
        }
      }),
    },
    actions: {
      showToast: (_, toast) => effects.showToast(toast),
      focusDigit: (_, { index }) => effects.focusDigit(index),
      replaceToken: (_, { token }) => effects.replaceToken(token),
      resumeRequests: () => effects.resumeRequests(),
      abandonRequests: () => effects.abandonRequests(),
      notifyReauthenticated: (_, { user }) => effects.reauthenticated(asAuthUser(user)),
      logOut: () => effects.logOut(),
    },
  });
}
