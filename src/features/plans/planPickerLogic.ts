/** The plan picker machine with the app's side effects supplied (spec 4.4, 7.3). */
import { fromPromise } from 'xstate';
import { planPickerMachine } from '../../../machines/planPicker.machine.ts';
import type { planCalls } from '../../api/plans.ts';
import type { Plan as ContractPlan, planVariantGroupSchema } from '../../contract/billing.ts';
import type * as v from 'valibot';
import type { Plan, Subscription } from '../../domain/plans.ts';

export interface PlanPickerEffects {
  calls: ReturnType<typeof planCalls>;
  /** Logged-out pages: where 'Pick this plan' leads. */
  goToSignUp: (planId: number) => void;
  onPlanChanged: () => void;
  log?: (message: string, detail: unknown) => void;
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

/** What the plan settings (POST /auth/addOrUpdateSetting postInfo) record of the chosen plan. */
export function postInfoOf(plan: Plan): Record<string, unknown> {
  return {
    pricing_id: plan.pricing_id,
    max_acc: plan.max_acc ?? null,
    max_weekly_post: plan.max_weekly_post ?? null,
    schedule_time: plan.schedule_time ?? null,
  };
}

export function planPickerLogic({
  calls,
  goToSignUp,
  onPlanChanged,
  log = (message, detail) => console.warn(message, detail),
}: PlanPickerEffects) {
  return planPickerMachine.provide({
    actors: {
      loadPlans: fromPromise(async ({ input }) => {
        if (!input.authenticated) {
          return { plans: plansOfVariants((await calls.variants()).data ?? []), subscription: null };
        }
        const [plans, subscriptions] = await Promise.all([calls.plans(), calls.subscriptions()]);
        const list: ContractPlan[] = plans.data ?? [];
        return { plans: list, subscription: subscriptions.data?.[0] ?? null };
      }),
      changePlan: fromPromise(async ({ input }) => {
        await calls.addOrUpdateSubscription({
          pricing_id: input.plan.pricing_id,
          account_id: input.accountId,
        });
        await calls.addOrUpdateSetting({ account_id: input.accountId, postInfo: postInfoOf(input.plan) });
      }),
      loadSubscription: fromPromise<Subscription | null, { accountId: number }>(
        async () => (await calls.subscriptions()).data?.[0] ?? null,
      ),
    },
    actions: {
      goToSignUp: (_, { planId }) => goToSignUp(planId),
      notifyPlanChanged: () => onPlanChanged(),
      logFailure: (_, { what, error }) => log(`[plans] ${what} failed`, error),
    },
  });
}
