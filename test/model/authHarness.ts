/** The auth machine on real actors with fake side effects, for the hand-written tests of auth*.test.ts. */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { vi } from 'vitest';
import {
  authMachine,
  type AccountDetails,
  type AuthInput,
  type CheckedSession,
  type LoginCredentials,
  type Registration,
} from '../../machines/auth.machine.ts';
import type { SocialSignInResult, SocialStart } from '../../machines/auth.setup.ts';
import { authSampleData } from '../../machines/auth.samples.ts';
import type { SessionUser } from '../../src/domain/authSession.ts';
import { NO_POST_LOGIN_SIGNALS, type PostLoginSignals } from '../../src/domain/postLoginRoute.ts';
import { flush } from './harness.ts';

export const { user, details, registration } = authSampleData;
/** What the server answers to every registration (issue 12): the same, known e-mail or not. */
export const MAIL_SENT = authSampleData.registrationSent;
export const networkError = () =>
  Object.assign(new Error('Network error: unable to reach the server.'), { kind: 'network' });

export interface Fakes {
  checkSession?: () => Promise<CheckedSession | null>;
  authenticate?: (credentials: LoginCredentials) => Promise<void>;
  register?: (registration: Registration) => Promise<string>;
  confirmRegistration?: (input: { token: string }) => Promise<void>;
  fetchCurrentUser?: () => Promise<SessionUser | null>;
  fetchAccountDetails?: (input: { accountId: number }) => Promise<AccountDetails | null>;
  updateLastLogin?: (input: { id: number }) => Promise<void>;
  signOut?: () => Promise<void>;
  startSocialSignIn?: (input: SocialStart) => Promise<string>;
  socialSignIn?: (input: { ticket: string }) => Promise<SocialSignInResult>;
}

export function start(fakes: Fakes = {}, input: Partial<AuthInput> = {}) {
  const clock = new SimulatedClock();
  const calls = {
    checkSession: vi.fn(fakes.checkSession ?? (() => Promise.resolve(authSampleData.checked))),
    authenticate: vi.fn(fakes.authenticate ?? (() => Promise.resolve())),
    register: vi.fn(fakes.register ?? (() => Promise.resolve(MAIL_SENT))),
    confirmRegistration: vi.fn(fakes.confirmRegistration ?? (() => Promise.resolve())),
    fetchCurrentUser: vi.fn(fakes.fetchCurrentUser ?? (() => Promise.resolve(user))),
    fetchAccountDetails: vi.fn(fakes.fetchAccountDetails ?? (() => Promise.resolve(details))),
    updateLastLogin: vi.fn(fakes.updateLastLogin ?? (() => Promise.resolve())),
    signOut: vi.fn(fakes.signOut ?? (() => Promise.resolve())),
    startSocialSignIn: vi.fn(fakes.startSocialSignIn ?? (() => Promise.resolve(authSampleData.consentUrl))),
    socialSignIn: vi.fn(fakes.socialSignIn ?? (() => Promise.resolve({ registered: false }))),
  };
  const effects = {
    navigate: vi.fn<(to: string, replace: boolean) => void>(),
    clearSession: vi.fn(),
    markWelcome: vi.fn(),
    resetImpersonationFlag: vi.fn(),
    rememberAccount: vi.fn<(accountId: number, accountRole: number | null) => void>(),
    logFailure: vi.fn<(what: string, error: unknown) => void>(),
    leaveForNetwork: vi.fn<(url: string) => void>(),
  };
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise(() => calls.checkSession()),
      authenticate: fromPromise(({ input }) => calls.authenticate(input)),
      register: fromPromise(({ input }) => calls.register(input)),
      confirmRegistration: fromPromise(({ input }) => calls.confirmRegistration(input)),
      fetchCurrentUser: fromPromise(() => calls.fetchCurrentUser()),
      fetchAccountDetails: fromPromise(({ input }) => calls.fetchAccountDetails(input)),
      updateLastLogin: fromPromise(({ input }) => calls.updateLastLogin(input)),
      signOut: fromPromise(() => calls.signOut()),
      startSocialSignIn: fromPromise(({ input }) => calls.startSocialSignIn(input)),
      socialSignIn: fromPromise(({ input }) => calls.socialSignIn(input)),
    },
    actions: {
      navigate: (_, { to, replace }) => effects.navigate(to, replace),
      clearSession: () => effects.clearSession(),
      markWelcome: () => effects.markWelcome(),
      resetImpersonationFlag: () => effects.resetImpersonationFlag(),
      rememberAccount: (_, { accountId, accountRole }) => effects.rememberAccount(accountId, accountRole),
      logFailure: (_, { what, error }) => effects.logFailure(what, error),
      leaveForNetwork: (_, { url }) => effects.leaveForNetwork(url),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { hasSession: false, social: false, signals: NO_POST_LOGIN_SIGNALS, ...input },
  }).start();
  return { actor, clock, calls, effects };
}

export function logIn(actor: ReturnType<typeof start>['actor'], signals: Partial<PostLoginSignals> = {}) {
  actor.send({
    type: 'login.submit',
    username: 'owner@demo.test',
    password: 'demo1234',
    signals: { ...NO_POST_LOGIN_SIGNALS, ...signals },
  });
}

/** Lets a chain of settled promises (login, me, details, last login) run. */
export async function settle() {
  for (let i = 0; i < 6; i += 1) await flush();
}
