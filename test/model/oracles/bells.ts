/** What spec 2.6, 8 and 9 say about the message and notification bells (machines/bells.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { bellsMachine } from '../../../machines/bells.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof bellsMachine>>;

const loading = (s: O['snapshot']) => Object.keys(s.children).includes('loadUpdates');
/** Whether the stream of changes is up: its last news was `live.up`. */
const streamUp = (o: O) => o.lastOf(['live.up', 'live.down'])?.type === 'live.up';

export const bellsOracle = defineOracle(bellsMachine, [
  rule('invariant', 'nothing is asked before login', atStart, (o) => o.running().length === 0),
  rule(
    'spec 2.6',
    'the notification badge counts at least the unread notifications shown, never below 0',
    always,
    (o) => o.context.unread >= o.context.notifications.filter((n) => !n.read).length,
  ),
  rule(
    'invariant',
    'loading exactly while the updates load',
    always,
    (o) => o.has('loading') === loading(o.snapshot),
  ),
  rule(
    'spec 2.6',
    'logged in, the bells load at once',
    (o) => o.on('session.loggedIn'),
    (o) => loading(o.snapshot),
  ),
  rule(
    'domain chat.ts',
    'they ask again 2 s after the last answer',
    (o) => o.event.type.startsWith('xstate.after.'),
    (o) => o.started('loadUpdates') && o.msSince((s) => !loading(s)) === 2000,
  ),
  rule(
    'spec 2.6',
    'the bells show the latest conversations and notifications',
    (o) => o.on('xstate.done.actor.loadUpdates'),
    (o) => o.context.conversations === (o.event.output as { conversations: unknown }).conversations,
  ),
  rule(
    'spec 8',
    'a failed load is only logged; the lists stay',
    (o) => o.on('xstate.error.actor.loadUpdates'),
    (o) =>
      o.ran('logFailure') &&
      o.context.conversations === o.previous?.context.conversations &&
      o.context.notifications === o.previous.context.notifications,
  ),
  rule(
    'spec 2.6',
    'opening the notifications marks the shown ones read',
    (o) => o.on('notifications.opened') && (o.previous?.context.notifications.some((n) => !n.read) ?? false),
    (o) => o.context.notifications.every((n) => n.read) && o.running().includes('markRead'),
  ),
  rule(
    'domain live.ts',
    'while the stream of changes is up the bells do not poll',
    (o) => o.event.type.startsWith('xstate.after.'),
    (o) => !streamUp(o),
  ),
  rule(
    'domain live.ts',
    'logged in, a stream that opens makes the bells load once more',
    (o) => o.on('live.up') && o.snapshot.matches('on'),
    (o) => o.started('loadUpdates'),
  ),
  rule(
    'domain live.ts',
    'a message or notification change on the stream makes the bells load (again, when a load was on its way)',
    (o) => o.on('live.changed') && o.snapshot.matches('on'),
    (o) => o.started('loadUpdates'),
  ),
  rule(
    'domain live.ts',
    'the bells poll again when the stream is lost',
    (o) => o.on('live.down') && o.snapshot.matches('on') && !loading(o.snapshot),
    (o) => o.snapshot.matches({ on: { updates: 'waiting' } }),
  ),
  rule(
    'invariant',
    'logged out, the bells are empty and quiet',
    (o) => o.on('session.loggedOut'),
    (o) =>
      o.running().length === 0 &&
      o.context.conversations.length === 0 &&
      o.context.notifications.length === 0 &&
      o.context.unread === 0,
  ),
]);
