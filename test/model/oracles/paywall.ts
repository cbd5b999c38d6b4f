/** What spec 2.5, 4.4 and 8 say about the subscription check and the paywall (machines/paywall.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { paywallMachine, statusOf } from '../../../machines/paywall.machine.ts';
import { atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof paywallMachine>>;

const SURFACES = ['bar', 'popup', 'alert'] as const;
const surface = (o: O) => SURFACES.find((tag) => o.has(tag)) ?? 'none';
const view = (o: O) => o.snapshot.context.view;

/** Spec 4.4: what a paywall check's code (or, without one, the subscription status) shows. */
function expectedSurface(code: string | number | null | undefined, status: string | null): string {
  switch (String(code ?? '').trim()) {
    case '1':
      return 'bar';
    case '2':
    case '2.2':
      return 'popup';
    case '3':
      return 'alert';
  }
  return status === 'past_due' || status === 'canceled' ? 'popup' : 'none';
}

export const paywallOracle = defineOracle(paywallMachine, [
  rule('invariant', 'nothing shows before login', atStart, (o) => surface(o) === 'none'),
  rule(
    'invariant',
    'at most one of the bar, the popup and the alert',
    () => true,
    (o) => SURFACES.filter((tag) => o.has(tag)).length <= 1,
  ),
  rule(
    'spec 4.4',
    'code 1 is the red top bar, 2 and 2.2 the paywall popup, 3 the alert; past_due and canceled open the popup',
    (o) => o.on('xstate.done.actor.checkPaywall'),
    (o) =>
      surface(o) ===
      expectedSurface(
        (o.event.output as { code: string | number | null }).code,
        statusOf(o.snapshot.context),
      ),
  ),
  rule(
    'spec 8',
    'a failed check is only logged; the subscription status still decides',
    (o) => o.on('xstate.error.actor.checkPaywall'),
    (o) => o.ran('logFailure') && surface(o) === expectedSurface(null, statusOf(o.snapshot.context)),
  ),
  rule(
    'spec 4.4',
    'the bar and the alert show the server message',
    (o) => surface(o) === 'bar' || surface(o) === 'alert',
    (o) => 'message' in view(o) && view(o).surface === surface(o),
  ),
  rule(
    'spec 8',
    "the popup's heading is 'Whoops, we couldn't charge your credit card!' or 'Subscription canceled'",
    (o) => surface(o) === 'popup',
    (o) => {
      const shown = view(o);
      return (
        shown.surface === 'popup' &&
        (shown.heading === "Whoops, we couldn't charge your credit card!" ||
          shown.heading === 'Subscription canceled')
      );
    },
  ),
  rule(
    'spec 4.4',
    "a cancelled subscription offers 'Reactivate subscription'; past_due the update-payment page",
    (o) => surface(o) === 'popup',
    (o) => {
      const shown = view(o);
      if (shown.surface !== 'popup') return false;
      if (shown.heading === 'Subscription canceled') return shown.actionLabel === 'Reactivate subscription';
      return statusOf(o.snapshot.context) === 'past_due' && shown.action === 'updatePayment';
    },
  ),
  rule(
    'spec 4.4',
    "'Reactivate subscription' opens plan selection in reactivating mode and the popup closes",
    (o) => o.ran('openPlanSelection'),
    (o) => o.on('paywall.reactivate') && surface(o) === 'none',
  ),
  rule(
    'spec 2.5',
    "'Update credit card' opens the card update of the current account",
    (o) => o.on('paywall.updateCard') && o.had('bar'),
    (o) =>
      o.paramsOf<{ accountId: number | null }>('openCardUpdate')[0]?.accountId ===
      o.snapshot.context.accountId,
  ),
  rule(
    'spec 4.4',
    "past_due sends the user to the provider's update-payment page",
    (o) => o.ran('goToUpdatePayment'),
    (o) =>
      o.paramsOf<{ url: string }>('goToUpdatePayment')[0]?.url ===
      (o.event.output as { updatePaymentMethod: string }).updatePaymentMethod,
  ),
  rule(
    'spec 4.4',
    'after login and on account change the subscription is loaded and checked',
    (o) => o.on('session.accountChanged') || (o.on('session.loggedIn') && o.event.accountId !== null),
    (o) => o.running().includes('loadBillingStatus') && o.has('loadingStatus') && surface(o) === 'none',
  ),
  rule(
    'invariant',
    'logged out (or without an account) nothing is checked or shown',
    (o) => o.on('session.loggedOut') || (o.on('session.loggedIn') && o.event.accountId === null),
    (o) => surface(o) === 'none' && o.running().length === 0,
  ),
  rule(
    'spec 4.4',
    'once the subscription is loaded (or failed to load, only logged) the paywall is checked',
    (o) => o.on('xstate.done.actor.loadBillingStatus') || o.on('xstate.error.actor.loadBillingStatus'),
    (o) => o.running().includes('checkPaywall') && !o.has('loadingStatus'),
  ),
  rule(
    'invariant',
    'the route guard waits (loadingStatus) exactly while the subscription loads',
    () => true,
    (o) => o.has('loadingStatus') === o.running().includes('loadBillingStatus'),
  ),
  rule(
    'spec 4.4',
    'closing the alert hides it',
    (o) => o.on('paywall.alertClosed'),
    (o) => surface(o) === 'none',
  ),
]);
