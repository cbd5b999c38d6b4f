/** What spec 4.9 and 8 say about the auto-disconnect banner (machines/autoDisconnect.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { autoDisconnectMachine } from '../../../machines/autoDisconnect.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';
import { liveChangeOf, pollsWhileStreamDown } from './rules.ts';

type O = Step<SnapshotFrom<typeof autoDisconnectMachine>>;

const checking = (o: O) => o.running().includes('checkAutoDisconnect');
const providers = (o: O) => o.snapshot.context.providerIds;

export const autoDisconnectOracle = defineOracle(autoDisconnectMachine, [
  rule(
    'spec 4.9',
    'checks when it starts, for the selected account',
    atStart,
    (o) => checking(o) && o.snapshot.context.accountId === (o.input as { accountId: number }).accountId,
  ),
  rule(
    'spec 4.9',
    'the banner lists each disconnected provider once',
    always,
    (o) => new Set(providers(o)).size === providers(o).length,
  ),
  rule(
    'spec 4.9',
    'the banner shows the providers the check answered',
    (o) => o.on('xstate.done.actor.checkAutoDisconnect'),
    (o) => {
      const answer = new Set(o.event.output as number[]);
      return providers(o).length === answer.size && providers(o).every((id) => answer.has(id));
    },
  ),
  rule(
    'spec 8',
    'a failed check is only logged; what was shown stays',
    (o) => o.on('xstate.error.actor.checkAutoDisconnect'),
    (o) => o.ran('logCheckFailure') && providers(o) === o.previous?.context.providerIds,
  ),
  rule(
    'spec 4.9',
    'a changed account is checked at once, without the last account’s banner',
    (o) => o.on('account.changed'),
    (o) => checking(o) && o.snapshot.context.accountId === o.event.accountId && providers(o).length === 0,
  ),
  rule('spec 4.9', 'navigating checks again', (o) => o.on('check.requested'), checking),
  pollsWhileStreamDown(
    'domain social.ts',
    'between requests it checks again every 60 s, while the stream of changes is down',
    'checkAutoDisconnect',
    (s) => !checkingSnapshot(s),
    60_000,
  ),
  rule(
    'domain live.ts',
    'otherwise it checks when it starts, when asked, when the account changes, when the stream opens or brings a change to the account’s networks',
    (o) => o.started('checkAutoDisconnect') && !o.event.type.startsWith('xstate.after.'),
    (o) =>
      o.previous === undefined ||
      o.on('check.requested') ||
      o.on('account.changed') ||
      o.on('live.up') ||
      (o.on('live.changed') && ofWatchedAccount(o)),
  ),
  rule(
    'domain live.ts',
    'a change of the account’s networks on the stream checks (again, when a check was on its way)',
    (o) => o.on('live.changed') && ofWatchedAccount(o),
    (o) => o.started('checkAutoDisconnect'),
  ),
  rule(
    'domain live.ts',
    'the watch polls again when the stream is lost',
    (o) => o.on('live.down') && !checkingSnapshot(o.snapshot),
    (o) => o.snapshot.matches('waiting'),
  ),
]);

/** A `live.changed` of the watched account's networks (of any of the user's accounts when none is selected: 0). */
function ofWatchedAccount(o: O): boolean {
  const change = liveChangeOf(o.event);
  const accountId = o.previous?.context.accountId ?? o.context.accountId;
  return change.kind === 'social.changed' && (accountId === 0 || change.accountId === accountId);
}

function checkingSnapshot(snapshot: O['snapshot']): boolean {
  return Object.keys(snapshot.children).includes('checkAutoDisconnect');
}
