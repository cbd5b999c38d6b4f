/** Samples of the authentication machine (auth.machine.ts) for the catalogue and the model tests. */
import type { SessionUser } from '../src/domain/authSession.ts';
import { NO_POST_LOGIN_SIGNALS } from '../src/domain/postLoginRoute.ts';
import type { authMachine } from './auth.machine.ts';
import type { AccountDetails, CheckedSession, Registration } from './auth.setup.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

/** The signed-in owner of the samples: Olivia Owner, user 7, on account 12. */
export const sampleUser: SessionUser = {
  id: 7,
  username: 'owner@demo.test',
  email: 'owner@demo.test',
  name: { first_name: 'Olivia', last_name: 'Owner' },
  accountId: 12,
  account_role: 1,
  impersonator: null,
};

/** Sample payloads of the machine's events and actor outputs. */
export const authSampleData = (() => {
  const user = sampleUser;
  const checked: CheckedSession = { user, accountId: 12, accountRole: 1 };
  const details: AccountDetails = { accountId: 12, account_role: 1, landing_url: '/contentplanner' };
  const registration: Registration = {
    first_name: 'Nia',
    last_name: 'New',
    email: 'nia@demo.test',
    password: 'long-enough',
  };
  return {
    user,
    checked,
    details,
    /** The register form of a new user. */
    registration,
    noSignals: NO_POST_LOGIN_SIGNALS,
    impersonationSignals: { ...NO_POST_LOGIN_SIGNALS, impersonationLogin: true },
    networkError: Object.assign(new Error('Network error: unable to reach the server.'), { kind: 'network' }),
    /** What POST /register answers, for every e-mail. */
    registrationSent: 'Check your e-mail: we sent a link to finish creating your account.',
    /** The token of a registration mail's link. */
    confirmToken: 'mailed-token-0123456789abcdefghijklmnopq',
    /** The consent page of the sandbox LinkedIn, as POST /sociallogin answers it. */
    consentUrl: 'http://localhost:4174/sandbox/social/linkedin/consent?state=s&redirect_uri=r',
    /** The one-time ticket of /callback?ticket=.. */
    socialTicket: 'T1cket0123456789abcdefghijklmnop',
  };
})();

export const authSamples: CatalogueSamples<typeof authMachine> = {
  inputs: [
    { hasSession: true, social: false, signals: authSampleData.noSignals },
    { hasSession: false, social: false, signals: authSampleData.noSignals },
    { hasSession: true, social: true, signals: authSampleData.impersonationSignals },
  ],
  events: () => [
    {
      type: 'login.submit',
      username: 'owner@demo.test',
      password: 'demo1234',
      signals: authSampleData.noSignals,
    },
    {
      type: 'login.submit',
      username: 'owner@demo.test',
      password: 'demo1234',
      signals: authSampleData.impersonationSignals,
    },
    { type: 'register.submit', registration: authSampleData.registration, signals: authSampleData.noSignals },
    { type: 'registration.confirm', token: authSampleData.confirmToken, signals: authSampleData.noSignals },
    { type: 'xstate.done.actor.register', output: authSampleData.registrationSent },
    { type: 'social.start', providerId: 4, intent: 'login', signals: authSampleData.noSignals },
    { type: 'social.start', providerId: 2, intent: 'register', signals: authSampleData.noSignals },
    { type: 'xstate.done.actor.startSocialSignIn', output: authSampleData.consentUrl },
    { type: 'social.returned' },
    { type: 'social.complete', ticket: authSampleData.socialTicket, signals: authSampleData.noSignals },
    { type: 'xstate.done.actor.socialSignIn', output: { registered: false } },
    { type: 'xstate.done.actor.socialSignIn', output: { registered: true } },
    { type: 'logout.requested' },
    { type: 'session.accountChanged', accountId: 13, accountRole: 3 },
    { type: 'session.reauthenticated' },
    { type: 'session.profileSaved', user: authSampleData.user },
    { type: 'xstate.done.actor.checkSession', output: null },
    { type: 'xstate.done.actor.checkSession', output: authSampleData.checked },
    { type: 'xstate.done.actor.checkSession', output: { ...authSampleData.checked, accountId: null } },
    { type: 'xstate.error.actor.checkSession', error: authSampleData.networkError },
    { type: 'xstate.error.actor.checkSession', error: new Error('Request failed with status 500') },
    { type: 'xstate.done.actor.fetchCurrentUser', output: null },
    { type: 'xstate.done.actor.fetchCurrentUser', output: authSampleData.user },
    { type: 'xstate.done.actor.fetchCurrentUser', output: { ...authSampleData.user, accountId: null } },
    {
      type: 'xstate.done.actor.fetchCurrentUser',
      output: { ...authSampleData.user, impersonator: { first_name: 'Sam' } },
    },
    { type: 'xstate.done.actor.fetchAccountDetails', output: null },
    {
      type: 'xstate.done.actor.fetchAccountDetails',
      output: authSampleData.details,
    },
  ],
  // Guards read: the session cookie at start, the retry flag, the impersonation cookie and flag, the account; and
  // whether the login made the user (a social registration and a social login take the same way on).
  guardState: (snapshot) => ({
    hasSession: snapshot.context.hasSession,
    checkRetried: snapshot.context.checkRetried,
    impersonationLogin: snapshot.context.signals.impersonationLogin,
    impersonating: snapshot.context.impersonating,
    hasAccount: snapshot.context.accountId !== null,
    newUser: snapshot.context.newUser,
  }),
};
