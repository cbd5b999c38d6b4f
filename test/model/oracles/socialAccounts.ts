/** What spec 2.3, 7.4 and 8 say about the social account cards (machines/socialAccounts.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { socialAccountsMachine } from '../../../machines/socialAccounts.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof socialAccountsMachine>>;

const calls = (o: O) => o.running();

export const socialAccountsOracle = defineOracle(socialAccountsMachine, [
  rule(
    'spec 7.4',
    'the links of the account load first',
    atStart,
    (o) =>
      calls(o).includes('loadLinks') && o.context.accountId === (o.input as { accountId: number }).accountId,
  ),
  rule(
    'invariant',
    'busy exactly while a call is under way or the browser leaves for a consent page',
    always,
    (o) => o.has('busy') === (calls(o).length > 0 || o.snapshot.matches('redirecting')),
  ),
  rule(
    'spec 7.4',
    'the cards show the loaded links',
    (o) => o.on('xstate.done.actor.loadLinks'),
    (o) => o.context.links === o.event.output && !o.has('busy'),
  ),
  rule(
    'spec 8',
    'a failed load is shown with its message',
    (o) => o.on('xstate.error.actor.loadLinks'),
    (o) => (o.context.alert ?? '') !== '' && !o.has('busy'),
  ),
  rule(
    'spec 7.4',
    'connecting asks the server for the consent page',
    (o) => o.on('connect.requested'),
    (o) => calls(o).includes('startConnect') && o.context.providerId === o.event.providerId,
  ),
  rule(
    'spec 2.3',
    "a consent URL sends the browser to the network's consent page",
    (o) => o.on('xstate.done.actor.startConnect') && (o.event.output as { kind: string }).kind === 'redirect',
    (o) => o.paramsOf<{ url: string }>('navigate')[0]?.url === (o.event.output as { url: string }).url,
  ),
  rule(
    'spec 8',
    "a server message ('Account Already connected.') is shown as an alert",
    (o) => o.on('xstate.done.actor.startConnect') && (o.event.output as { kind: string }).kind === 'message',
    // The link changed elsewhere, so the cards load again under the message (docs/decisions.md).
    (o) =>
      o.context.alert === (o.event.output as { message: string }).message && calls(o).includes('loadLinks'),
  ),
  rule(
    'spec 8',
    "a failed connect's text is shown as an alert",
    (o) => o.on('xstate.error.actor.startConnect'),
    (o) => o.context.alert === (o.event.error as Error).message && !o.has('busy'),
  ),
  rule(
    'spec 8',
    "a refused disconnect's text ('User Does not Exist.') is shown as an alert, and the cards load again",
    (o) => o.on('xstate.error.actor.disconnect'),
    (o) => o.context.alert === (o.event.error as Error).message && calls(o).includes('loadLinks'),
  ),
  rule(
    'invariant',
    'disconnecting asks first',
    (o) => o.on('disconnect.requested'),
    (o) => o.has('confirming') && !calls(o).includes('disconnect'),
  ),
  rule(
    'invariant',
    'confirmed, the network is disconnected',
    (o) => o.on('disconnect.confirmed'),
    (o) => calls(o).includes('disconnect'),
  ),
  rule(
    'spec 7.4',
    'after a disconnect the cards show the new links',
    (o) => o.on('xstate.done.actor.disconnect'),
    (o) => o.context.links === o.event.output && o.context.providerId === null,
  ),
  rule(
    'invariant',
    'a changed account reloads its own links',
    (o) => o.on('account.changed'),
    (o) =>
      calls(o).includes('loadLinks') &&
      o.context.accountId === o.event.accountId &&
      o.context.links.length === 0,
  ),
]);
