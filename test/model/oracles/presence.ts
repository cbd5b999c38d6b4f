/** What spec 4.9 and 8 say about presence and the network banner (machines/presence.machine.ts). */
import { presenceMachine } from '../../../machines/presence.machine.ts';
import type { SnapshotFrom } from 'xstate';
import { always, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof presenceMachine>>;

/** Whether the browser is online after this step: the input at load, then the last network event. */
const browserOnline = (o: O) => {
  const last = o.lastOf(['network.offline', 'network.online']);
  return last ? last.type === 'network.online' : (o.input as { online: boolean }).online;
};
const SESSION = ['session.loggedIn', 'session.loggedOut'];
const loggedIn = (o: O) => o.lastOf(SESSION)?.type === 'session.loggedIn';
const wasLoggedIn = (o: O) => o.lastBefore(SESSION)?.type === 'session.loggedIn';

export const presenceOracle = defineOracle(presenceMachine, [
  rule(
    'spec 4.9',
    "offline shows the banner 'No internet connection.', online does not",
    always,
    (o) => o.has('offline') === !browserOnline(o),
  ),
  rule(
    'spec 4.9',
    "going offline shows the red toast 'You are now offline'",
    (o) => o.on('network.offline') && !o.had('offline'),
    (o) => o.toasts().some((t) => t.tone === 'error' && t.title === 'You are now offline'),
  ),
  rule(
    'spec 4.9',
    "back online shows the green toast 'You are now online'",
    (o) => o.on('network.online') && o.had('offline'),
    (o) => o.toasts().some((t) => t.tone === 'success' && t.title === 'You are now online'),
  ),
  rule(
    'spec 4.9',
    'a toast is shown only when the network changes (none at load, none for a repeated event)',
    (o) => o.toasts().length > 0,
    (o) => o.had('offline') !== o.has('offline'),
  ),
  rule(
    'spec 4.9',
    'the user is marked online when the session starts (POST /auth/setonline 1)',
    (o) => o.on('session.loggedIn') && !wasLoggedIn(o),
    (o) => o.running().includes('markOnline'),
  ),
  rule(
    'spec 4.9',
    'the user is marked offline before unload, only while logged in',
    (o) => o.ran('markOffline'),
    (o) => o.on('page.unloading') && loggedIn(o),
  ),
  rule(
    'spec 4.9',
    'nobody is marked online while logged out',
    (o) => !loggedIn(o),
    (o) => !o.has('markedOnline') && !o.has('busy'),
  ),
  rule(
    'spec 8',
    'a failed presence call is only logged: no toast',
    (o) => o.on('xstate.error.actor.markOnline'),
    (o) => o.ran('logMarkOnlineFailure') && o.toasts().length === 0,
  ),
]);
