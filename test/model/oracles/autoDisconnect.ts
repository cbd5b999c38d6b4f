/** What spec 4.9 and 8 say about the auto-disconnect banner (machines/autoDisconnect.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { autoDisconnectMachine } from '../../../machines/autoDisconnect.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

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
  rule(
    'domain social.ts',
    'between requests it checks again every 60 s',
    (o) => o.event.type.startsWith('xstate.after.'),
    (o) => o.started('checkAutoDisconnect') && o.msSince((s) => !checkingSnapshot(s)) === 60_000,
  ),
]);

function checkingSnapshot(snapshot: O['snapshot']): boolean {
  return Object.keys(snapshot.children).includes('checkAutoDisconnect');
}
