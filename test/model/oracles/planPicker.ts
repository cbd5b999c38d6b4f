/** What spec 4.4, 6 and 9 say about the plan picker (machines/planPicker.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { planPickerMachine } from '../../../machines/planPicker.machine.ts';
import { always, atStart, defineOracle, rule, type Step, waitsOn } from '../oracle.ts';
import { showsError } from './rules.ts';

type O = Step<SnapshotFrom<typeof planPickerMachine>>;
type Context = O['snapshot']['context'];

/** Spec 4.4: the current plan is the subscription's; a cancelled subscription is not live. */
const isCurrent = (c: Context, planId: number) =>
  c.subscription !== null &&
  c.plans.some((plan) => plan.id === planId && plan.pricing_id === c.subscription!.pricing_id);
const isLive = (c: Context) => c.subscription !== null && !/^cancel+ed$/i.test(c.subscription.status);
const busy = (o: O) => o.has('busy');

export const planPickerOracle = defineOracle(planPickerMachine, [
  rule('spec 4.4', 'the plans load first', atStart, waitsOn('loading', 'loadPlans')),
  rule(
    'spec 9',
    'the toggle is Monthly (billing period 3) or Yearly (6); Yearly unless chosen',
    always,
    (o) => o.context.billingType === (lastChosenType(o) ?? 'yearly'),
  ),
  showsError(
    'invariant',
    'a failed load or change shows its message',
    (o) => o.has('loadFailed') || o.has('changeFailed'),
  ),
  rule(
    'invariant',
    'the plan cards show no error',
    (o) => o.has('showing'),
    (o) => o.context.error === null,
  ),
  rule(
    'spec 4.4',
    "logged out, 'Pick this plan' leads to registration and nothing is paid here",
    (o) => o.on('plan.chosen') && !o.context.authenticated,
    (o) => o.ran('goToSignUp') && !busy(o),
  ),
  rule(
    'spec 4.4',
    "the current plan ('Current Plan') is inactive unless reactivating",
    (o) => o.on('plan.chosen') && o.context.authenticated && o.had('showing'),
    (o) =>
      isCurrent(o.previous!.context, Number(o.event.planId)) && !o.context.reactivating
        ? o.has('showing') && !busy(o)
        : busy(o) && o.context.chosenPlanId === o.event.planId,
  ),
  rule(
    'spec 4.4',
    'a live subscription changes plan in place; otherwise (or reactivating) the plan goes to checkout',
    (o) => o.on('plan.chosen') && busy(o),
    (o) =>
      isLive(o.context) && !o.context.reactivating
        ? o.has('changing') && o.running().includes('changePlan')
        : o.has('checkingOut'),
  ),
  rule(
    'spec 4.4',
    'after a plan change the subscription is refetched',
    (o) => o.on('xstate.done.actor.changePlan'),
    (o) => o.running().includes('loadSubscription') && !o.ran('notifyPlanChanged'),
  ),
  rule(
    'spec 4.4',
    'then the plan modal hides',
    (o) => o.on('xstate.done.actor.loadSubscription') || o.on('xstate.error.actor.loadSubscription'),
    (o) => o.ran('notifyPlanChanged') && o.has('showing') && !busy(o),
  ),
  rule(
    'spec 4.4',
    'a checkout closed without completion stops the spinner',
    (o) => o.on('checkout.closed'),
    (o) => o.has('showing') && !busy(o) && o.context.chosenPlanId === null,
  ),
]);

function lastChosenType(o: O): string | undefined {
  const chosen = [...o.history, o].filter((step) => step.event.type === 'billing.typeChosen');
  return chosen[chosen.length - 1]?.event.billingType as string | undefined;
}
