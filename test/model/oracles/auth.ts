/** What spec 4.2, 6 and 8 say about checking the session, logging in and out (machines/auth.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { authMachine } from '../../../machines/auth.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof authMachine>>;
type Input = { hasSession: boolean; social: boolean };

const loggedIn = (o: O) => o.has('loggedIn');
const navigations = (o: O) => o.paramsOf<{ to: string }>('navigate').map((params) => params.to);
const signingOut = (s: O['snapshot']) => Object.keys(s.children).includes('signOut');
/** A login's steps ended in the logged-in state (not a session check finding a session). */
const loginRouted = (o: O) => loggedIn(o) && !o.had('loggedIn') && !o.on('xstate.done.actor.checkSession');

export const authOracle = defineOracle(authMachine, [
  rule(
    'spec 4.2',
    'with a session cookie the session is checked; without one the visitor is logged out',
    atStart,
    (o) =>
      (o.input as Input).hasSession
        ? o.has('checking') && o.running().includes('checkSession')
        : !loggedIn(o) && !o.has('busy'),
  ),
  rule(
    'spec 4.2',
    'a social-only (sconnect) session carries the social flag',
    atStart,
    (o) => o.context.social === (o.input as Input).social,
  ),
  rule(
    'invariant',
    'logged in means a known user; logged out and idle means nothing of the session is kept',
    always,
    (o) =>
      loggedIn(o)
        ? o.context.user !== null
        : o.has('busy') || o.has('checking') || (o.context.user === null && o.context.accountId === null),
  ),
  rule(
    'spec 4.2',
    'a session check that did not reach the server is retried after 1000 ms',
    (o) => o.started('checkSession') && o.event.type.startsWith('xstate.after.'),
    (o) => o.msSince((s) => !Object.keys(s.children).includes('checkSession')) === 1000,
  ),
  rule(
    'domain authMessages.ts',
    "a failed login shows the server's message or 'Login failed. Please try again.'",
    (o) =>
      o.on('xstate.error.actor.authenticate') ||
      o.on('xstate.error.actor.register') ||
      o.on('xstate.error.actor.confirmRegistration') ||
      o.on('xstate.error.actor.startSocialSignIn') ||
      o.on('xstate.error.actor.socialSignIn'),
    (o) => {
      const message = o.event.error instanceof Error ? o.event.error.message.trim() : '';
      return !loggedIn(o) && o.context.error === (message || 'Login failed. Please try again.');
    },
  ),
  rule(
    'spec 4.2',
    'no user or no account details after login: signed out (logout call), cookies and storage cleared',
    (o) =>
      (o.on('xstate.done.actor.fetchCurrentUser') || o.on('xstate.done.actor.fetchAccountDetails')) &&
      o.event.output === null,
    (o) => !loggedIn(o) && signingOut(o.snapshot),
  ),
  rule(
    'spec 8',
    'a discarded session goes to /#login with no message',
    (o) => o.ran('clearSession') && navigations(o).includes('/#login') && !o.had('loggingOut'),
    (o) => !loggedIn(o) && o.context.error === '' && o.context.user === null,
  ),
  rule(
    'spec 4.2',
    'an impersonation login goes to /{accountId}/contentplanner and resets the flag; any other to /{accountId}{landing_url}',
    (o) => loginRouted(o) && o.context.accountId !== null,
    (o) => {
      const { accountId, landingUrl, signals } = o.context;
      if (signals.impersonationLogin) {
        return navigations(o).includes(`/${accountId}/contentplanner`) && o.ran('resetImpersonationFlag');
      }
      return navigations(o).includes(`/${accountId}${landingUrl ?? '/contentplanner'}`);
    },
  ),
  rule(
    'spec 4.2',
    'the last-login timestamp is posted after login, except when impersonating',
    loginRouted,
    (o) => o.running().includes('updateLastLogin') === !o.context.impersonating,
  ),
  rule(
    'spec 6',
    'a switched account and its role are stored',
    (o) => o.on('session.accountChanged') && o.had('loggedIn'),
    (o) =>
      o.context.accountId === o.event.accountId &&
      o.context.accountRole === o.event.accountRole &&
      o.paramsOf<{ accountId: number }>('rememberAccount')[0]?.accountId === o.event.accountId,
  ),
  rule(
    'spec 3',
    'a saved profile is the session user from then on, still logged in',
    (o) => o.on('session.profileSaved') && o.had('loggedIn'),
    (o) => o.context.user === o.event.user && o.has('loggedIn'),
  ),
  rule(
    'spec 4.2',
    'logout: the logout call first',
    (o) => o.on('logout.requested'),
    (o) => o.has('loggingOut') && signingOut(o.snapshot),
  ),
  rule(
    'spec 4.2',
    'logout clears auth, stored accounts, cookies and storage',
    (o) => o.had('loggingOut') && o.event.type.endsWith('.signOut'),
    (o) => o.ran('clearSession') && o.has('loggingOut'),
  ),
  rule(
    'spec 4.2',
    'then goes to /#login after 100 ms',
    (o) => o.had('loggingOut') && !o.has('loggingOut'),
    (o) =>
      navigations(o).includes('/#login') &&
      o.msSince((s) => s.hasTag('loggingOut') && !signingOut(s)) === 100 &&
      o.context.user === null,
  ),
  rule(
    'domain socialSignIn.ts',
    "a social sign-in or registration leaves for the network's consent page the server answered, and nothing is logged in meanwhile",
    (o) => o.on('xstate.done.actor.startSocialSignIn'),
    (o) =>
      o.paramsOf<{ url: string }>('leaveForNetwork')[0]?.url === o.event.output &&
      !loggedIn(o) &&
      o.has('busy'),
  ),
  rule(
    'domain socialSignIn.ts',
    'coming back from the consent page without finishing shows the forms again, idle',
    (o) => o.on('social.returned') && o.had('busy'),
    (o) => !loggedIn(o) && !o.has('busy') && o.context.socialStart === null,
  ),
  rule(
    'spec 4.2',
    'a social sign-in logs in with the social flag, then takes the steps of a login (GET me)',
    (o) => o.on('xstate.done.actor.socialSignIn'),
    (o) => o.context.social && o.running().includes('fetchCurrentUser'),
  ),
  rule(
    'spec 4.2',
    'the welcome cookie is set for a new user: a social registration, not a social login',
    (o) => o.on('xstate.done.actor.socialSignIn'),
    (o) => o.ran('markWelcome') === (o.event.output as { registered: boolean }).registered,
  ),
  rule(
    'invariant',
    "a registration sent shows the server's message and logs nobody in",
    (o) => o.on('xstate.done.actor.register'),
    (o) => !loggedIn(o) && o.context.notice === o.event.output,
  ),
]);
