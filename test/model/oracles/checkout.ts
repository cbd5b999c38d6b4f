/** What spec 2.3, 4.4 and 9 say about the checkout (machines/checkout.machine.ts). */
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { atStart, defineOracle, rule, waitsOn } from '../oracle.ts';
import { showsError } from './rules.ts';

export const checkoutOracle = defineOracle(checkoutMachine, [
  rule('spec 4.4', 'first the payment provider loads', atStart, waitsOn('preparing', 'loadProvider')),
  rule(
    'spec 9',
    'the checkout opens 5 s after the provider loaded',
    (o) => o.has('open') && !o.had('open'),
    (o) => o.msSince((s) => s.context.provider !== null) === 5000,
  ),
  rule(
    'spec 4.4',
    'on checkout.completed the payment details are posted',
    (o) => o.on('checkout.completed'),
    (o) => o.has('saving') && o.running().includes('savePayment') && o.context.payment === o.event.payment,
  ),
  rule(
    'spec 9',
    'the subscription is updated 1 s after the payment is recorded',
    (o) => o.started('updateSubscription') && o.event.type.startsWith('xstate.after.'),
    (o) => o.msSince((s) => s.hasTag('paid')) === 1000,
  ),
  rule(
    'spec 2.3',
    'the content planner of the account opens 1 s after the subscription is updated',
    (o) => o.ran('goToContentPlanner'),
    (o) =>
      o.paramsOf<{ path: string }>('goToContentPlanner')[0]?.path ===
        `/${o.context.accountId}/contentplanner` &&
      o.msSince((s) => s.hasTag('succeeded')) === 1000 &&
      o.ran('notifySubscriptionUpdated'),
  ),
  rule(
    'spec 4.4',
    'checkout.closed without completion stops the saving spinner',
    (o) => o.on('checkout.closed'),
    (o) => o.snapshot.status === 'done' && !o.has('saving') && o.context.payment === null,
  ),
  showsError('invariant', 'a failure shows a message (and Try again)', (o) => o.has('failed')),
  rule(
    'invariant',
    'while preparing, open or paying, no error shows',
    (o) => ['preparing', 'open', 'saving'].some((tag) => o.has(tag)) && !o.has('failed'),
    (o) => o.context.error === null,
  ),
  rule(
    'invariant',
    'paid means the payment details are kept',
    (o) => o.has('paid'),
    (o) => o.context.payment !== null,
  ),
]);
