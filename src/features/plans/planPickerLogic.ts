/** The plan picker machine with the app's side effects supplied (spec 4.4, 7.3). */
import { fromPromise } from 'xstate';
import { planPickerMachine } from '../../../machines/planPicker.machine.ts';
import type { planCalls } from '../../api/plans.ts';
import { invalidateActionItems } from '../../api/queries/dashboardLinks.ts';
import { payments } from '../../api/queries/payments.ts';
import { currentPlan, plans, publicPlans } from '../../api/queries/plans.ts';
import { subscriptions } from '../../api/queries/subscriptions.ts';
import type { planVariantGroupSchema } from '../../contract/billing.ts';
import type * as v from 'valibot';
import { postInfoOf, type Plan, type Subscription } from '../../domain/plans.ts';
import { commonEffects, type CommonEffects } from '../effects.ts';

export interface PlanPickerEffects extends CommonEffects {
  calls: ReturnType<typeof planCalls>;
  /** Logged-out pages: where 'Pick this plan' leads. */
  goToSignUp: (planId: number) => void;
  onPlanChanged: () => void;
}

/** The currency of the plan catalogue, for the public variants (which carry no currency). */
const PUBLIC_SYMBOL = '$';
const PUBLIC_CURRENCY = 'USD';

/** Public variants (GET /getVariants) as plan cards: title, price, period and savings only. */
export function plansOfVariants(groups: readonly v.InferOutput<typeof planVariantGroupSchema>[]): Plan[] {
  return groups.flatMap((group) =>
    group.variants.map((variant) => ({
      id: variant.id,
      pricing_id: variant.pricing_id,
      title: group.title,
      group_code: group.group_code,
      price: variant.price,
      savage: variant.savage,
      billingPeriod: variant.billingPeriod,
      billCode: variant.billCode,
      symbol: PUBLIC_SYMBOL,
      currencyCode: PUBLIC_CURRENCY,
    })),
  );
}

export function planPickerLogic(effects: PlanPickerEffects) {
  const { calls, goToSignUp, onPlanChanged } = effects;
  const { log, cache } = commonEffects(effects);
  return planPickerMachine.provide({
    actors: {
      loadPlans: fromPromise(async ({ input }) => {
        if (!input.authenticated) {
          return { plans: plansOfVariants(await publicPlans.fetch(calls, cache)), subscription: null };
        }
        const [list, subscribed] = await Promise.all([
          plans.fetch(calls, input.accountId, cache),
          subscriptions.fetch(calls, input.accountId, cache),
        ]);
        return { plans: list, subscription: subscribed[0] ?? null };
      }),
      changePlan: fromPromise(async ({ input }) => {
        try {
          await calls.addOrUpdateSubscription({
            pricing_id: input.plan.pricing_id,
            account_id: input.accountId,
          });
          await calls.addOrUpdateSetting({ account_id: input.accountId, postInfo: postInfoOf(input.plan) });
        } finally {
          // The account's subscription changed (even when only the first call got through), maybe with a payment.
          void subscriptions.invalidate(input.accountId, cache);
          void payments.invalidate(input.accountId, cache);
          void currentPlan.invalidate(input.accountId, cache);
          void invalidateActionItems(input.accountId, cache);
        }
      }),
      loadSubscription: fromPromise<Subscription | null, { accountId: number }>(
        async ({ input }) => (await subscriptions.fetch(calls, input.accountId, cache))[0] ?? null,
      ),
    },
    actions: {
      goToSignUp: (_, { planId }) => goToSignUp(planId),
      notifyPlanChanged: () => onPlanChanged(),
      logFailure: (_, { what, error }) => log(`[plans] ${what} failed`, error),
    },
  });
}
