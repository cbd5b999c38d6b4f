/** Samples of the subscription and paywall machine (paywall.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import { statusOf, type paywallMachine } from './paywall.machine.ts';

const subscribed = (status: string) => ({
  subscriptions: [{ sub_id: 'sub_01', status }],
  roleType: 5,
  isInvited: false,
});

export const paywallSamples: CatalogueSamples<typeof paywallMachine> = {
  events: () => [
    { type: 'session.loggedIn', accountId: 12 },
    { type: 'session.loggedIn', accountId: null },
    { type: 'session.accountChanged', accountId: 13 },
    { type: 'xstate.done.actor.loadBillingStatus', output: subscribed('active') },
    { type: 'xstate.done.actor.loadBillingStatus', output: subscribed('past_due') },
    { type: 'xstate.done.actor.loadBillingStatus', output: subscribed('canceled') },
    {
      type: 'xstate.done.actor.loadBillingStatus',
      output: { subscriptions: [], roleType: 5, isInvited: false },
    },
    { type: 'xstate.done.actor.checkPaywall', output: { code: 0, message: '' } },
    { type: 'xstate.done.actor.checkPaywall', output: { code: 1, message: 'Your card was declined.' } },
    { type: 'xstate.done.actor.checkPaywall', output: { code: 2, message: 'Your plan is inactive.' } },
    {
      type: 'xstate.done.actor.checkPaywall',
      output: { code: '2.2', message: 'Your plan was cancelled.', end_at: '2026-12-31T00:00:00.000Z' },
    },
    { type: 'xstate.done.actor.checkPaywall', output: { code: 3, message: 'Billing is paused.' } },
    {
      type: 'xstate.done.actor.loadManagementUrls',
      output: { updatePaymentMethod: '/sandbox/update-payment?sub=sub_01' },
    },
    { type: 'xstate.done.actor.loadManagementUrls', output: { updatePaymentMethod: null } },
  ],
  // Guards read the view (surface, action); the view is decided from the subscription status, so it is kept too.
  guardState: (snapshot) => ({
    status: statusOf(snapshot.context),
    surface: snapshot.context.view.surface,
    action: snapshot.context.view.surface === 'popup' ? snapshot.context.view.action : null,
  }),
};
