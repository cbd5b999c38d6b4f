/** Samples of the plan picker machine (planPicker.machine.ts) for the catalogue and the model tests. */
import { hasLiveSubscription, type Plan } from '../src/domain/plans.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { planPickerMachine } from './planPicker.machine.ts';

/** A sample plan: $29 every 3 months, with `overrides` on top. */
export const samplePlan = (id: number, overrides: Partial<Plan> = {}): Plan => ({
  id,
  pricing_id: id,
  title: `Plan ${id}`,
  price: 29,
  symbol: '$',
  currencyCode: 'USD',
  billingPeriod: 3,
  paddlePriceId: `pri_${id}`,
  ...overrides,
});

/** The plans the samples load: 11 (every 3 months) and 12 (every 6 months). */
export const samplePlans = [samplePlan(11), samplePlan(12, { billingPeriod: 6 })];

export const planPickerSamples: CatalogueSamples<typeof planPickerMachine> = {
  inputs: [
    { accountId: 1, authenticated: true, reactivating: false },
    { accountId: 1, authenticated: true, reactivating: true },
    { accountId: 0, authenticated: false, reactivating: false },
  ],
  events: () => [
    { type: 'billing.typeChosen', billingType: 'monthly' },
    { type: 'plan.chosen', planId: 11 },
    { type: 'plan.chosen', planId: 12 },
    { type: 'xstate.done.actor.loadPlans', output: { plans: samplePlans, subscription: null } },
    {
      type: 'xstate.done.actor.loadPlans',
      output: { plans: samplePlans, subscription: { sub_id: 'sub_1', status: 'active', pricing_id: 11 } },
    },
    { type: 'xstate.done.actor.changePlan', output: undefined },
    {
      type: 'xstate.done.actor.loadSubscription',
      output: { sub_id: 'sub_1', status: 'active', pricing_id: 12 },
    },
  ],
  // Guards read whether the user is logged in, reactivating, has a live subscription and which plan it is for.
  guardState: (snapshot) => ({
    authenticated: snapshot.context.authenticated,
    reactivating: snapshot.context.reactivating,
    live: hasLiveSubscription(snapshot.context.subscription),
    current: snapshot.context.subscription?.pricing_id ?? null,
    plans: snapshot.context.plans.length,
  }),
};
