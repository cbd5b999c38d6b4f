/**
 * Plan picker (spec 2.6, 4.4, 6, 7.3): the plan cards with the Monthly/Yearly toggle, on /plan, /pay,
 * /{accid}/payment, the offers pages and in the change-plan modal.
 *
 * - `loading`: GET /auth/getPlans (header account_Id) and, when logged in, GET /auth/getSubscriptions
 *   (`loadPlans`). A failure shows 'We could not load the plans. Please try again.' and a retry.
 * - `showing`: the cards; `billing.typeChosen` switches Monthly (billingPeriod 3) / Yearly (6; the default).
 *   `plan.chosen`:
 *   - logged out (offers pages, 'Pick this plan'): `goToSignUp`;
 *   - the current plan is inactive unless reactivating (guard `isChoosable`);
 *   - with a live subscription and not reactivating: `changingPlan` (POST /auth/addOrUpdateSubscriptions
 *     {pricing_id, account_id}, then POST /auth/addOrUpdateSetting {account_id, postInfo}: `changePlan`), then the
 *     subscription is fetched again (`refreshingSubscription`) and `notifyPlanChanged` hides the modal. A failed
 *     change keeps the chosen plan and offers a retry; a failed refetch is only logged, and the chosen plan is taken
 *     as the current one (the change is saved).
 *   - otherwise (no subscription, or reactivating): `checkingOut` hands over to the checkout machine, which the
 *     view starts for the chosen plan; its spinner shows on the chosen card until `checkout.closed` brings the
 *     picker back (a completed checkout leaves the page).
 */
import { and, assertEvent, assign, not, setup } from 'xstate';
import { failedWith, failure, provided } from './provided.ts';
import {
  DEFAULT_BILLING_TYPE,
  hasLiveSubscription,
  isCurrentPlan,
  planMessages,
  subscriptionAfterChange,
  type BillingType,
  type Plan,
  type Subscription,
} from '../src/domain/plans.ts';

export interface PlanPickerInput {
  /** The current account (0 on logged-out pages). */
  accountId: number;
  /** Logged in: the plans and subscription can be fetched and chosen; else 'Pick this plan' leads to sign-up. */
  authenticated: boolean;
  /** Reactivating a cancelled subscription (/plan?reactivate=1, spec 4.4). */
  reactivating: boolean;
}

export interface PlanPickerContext extends PlanPickerInput {
  plans: Plan[];
  subscription: Subscription | null;
  billingType: BillingType;
  /** The plan being changed to or paid for. */
  chosenPlanId: number | null;
  error: string | null;
}

export type PlanPickerEvent =
  | { type: 'billing.typeChosen'; billingType: BillingType }
  | { type: 'plan.chosen'; planId: number }
  | { type: 'plans.retry' }
  | { type: 'planChange.retry' }
  | { type: 'planChange.dismissed' }
  /** From the checkout: closed without completing; the spinner stops. */
  | { type: 'checkout.closed' };

export interface LoadPlansInput {
  accountId: number;
  authenticated: boolean;
}
export interface LoadPlansOutput {
  plans: Plan[];
  subscription: Subscription | null;
}
export interface ChangePlanInput {
  accountId: number;
  plan: Plan;
}

export function chosenPlanOf(context: PlanPickerContext): Plan | null {
  return context.plans.find((plan) => plan.id === context.chosenPlanId) ?? null;
}

/** Whether choosing `planId` is allowed: a known plan, and not the current one unless reactivating. */
export function canChoosePlan(context: PlanPickerContext, planId: number): boolean {
  const plan = context.plans.find((candidate) => candidate.id === planId);
  if (!plan) return false;
  return context.reactivating || !isCurrentPlan(plan, context.subscription?.pricing_id);
}

/** Whether a choice changes the plan of a live subscription (else it goes to checkout). */
export function changesExistingPlan(context: PlanPickerContext): boolean {
  return !context.reactivating && hasLiveSubscription(context.subscription);
}

export const planPickerMachine = setup({
  types: {
    context: {} as PlanPickerContext,
    events: {} as PlanPickerEvent,
    tags: {} as 'busy' | 'changeFailed' | 'changing' | 'checkingOut' | 'loadFailed' | 'loading' | 'showing',
    input: {} as PlanPickerInput,
  },
  actors: {
    /** GET /auth/getPlans (header account_Id) and, when logged in, GET /auth/getSubscriptions (data[0]). */
    loadPlans: provided<LoadPlansOutput, LoadPlansInput>('loadPlans'),
    /** POST /auth/addOrUpdateSubscriptions {pricing_id, account_id}, then POST /auth/addOrUpdateSetting. */
    changePlan: provided<void, ChangePlanInput>('changePlan'),
    /** GET /auth/getSubscriptions: data[0], or null. */
    loadSubscription: provided<Subscription | null, { accountId: number }>('loadSubscription'),
  },
  actions: {
    /** Logged-out pages: 'Pick this plan' leads to registration. */
    goToSignUp: (_, _params: { planId: number }) => {},
    /** Tells the host (change-plan modal) the plan changed: the modal hides (spec 4.4). */
    notifyPlanChanged: () => {},
    /** Failed loads that do not block the user are only logged (spec 8). */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    rememberPlans: assign((_, output: LoadPlansOutput) => ({
      plans: output.plans,
      subscription: output.subscription,
      error: null,
    })),
    rememberSubscription: assign((_, { subscription }: { subscription: Subscription | null }) => ({
      subscription,
    })),
    chooseBillingType: assign(({ event }) => {
      assertEvent(event, 'billing.typeChosen');
      return { billingType: event.billingType };
    }),
    choosePlan: assign(({ event }) => {
      assertEvent(event, 'plan.chosen');
      return { chosenPlanId: event.planId, error: null };
    }),
    forgetChoice: assign({ chosenPlanId: null, error: null }),
    /** The refetch failed but the change is saved: the chosen plan is now the current one. */
    assumeChosenPlan: assign(({ context }) => ({
      subscription: subscriptionAfterChange(context.subscription, context.plans, context.chosenPlanId),
    })),
    showError: assign((_, { error }: { error: string }) => ({ error })),
  },
  guards: {
    isAuthenticated: ({ context }) => context.authenticated,
    isChoosable: ({ context, event }) => {
      assertEvent(event, 'plan.chosen');
      return canChoosePlan(context, event.planId);
    },
    changesExistingPlan: ({ context }) => changesExistingPlan(context),
  },
}).createMachine({
  id: 'planPicker',
  context: ({ input }) => ({
    ...input,
    plans: [],
    subscription: null,
    billingType: DEFAULT_BILLING_TYPE,
    chosenPlanId: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /auth/getPlans (header account_Id); GET /auth/getSubscriptions when logged in.',
      tags: ['loading'],
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        input: ({ context }) => ({ accountId: context.accountId, authenticated: context.authenticated }),
        onDone: {
          target: 'showing',
          actions: { type: 'rememberPlans', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: failedWith('plans', planMessages.loadFailed),
        },
      },
    },
    loadFailed: {
      description: "'We could not load the plans. Please try again.' with a retry.",
      tags: ['loadFailed'],
      on: { 'plans.retry': 'loading' },
    },
    showing: {
      description: 'The plan cards of the chosen billing type (Monthly 3, Yearly 6) and the Boost 10X plans.',
      tags: ['showing'],
      on: {
        'billing.typeChosen': { actions: 'chooseBillingType' },
        'plan.chosen': [
          {
            description: "Logged out: 'Pick this plan' leads to registration.",
            guard: not('isAuthenticated'),
            actions: { type: 'goToSignUp', params: ({ event }) => ({ planId: event.planId }) },
          },
          {
            description: 'A live subscription, not reactivating: change the plan.',
            guard: and(['isChoosable', 'changesExistingPlan']),
            target: 'changingPlan',
            actions: 'choosePlan',
          },
          {
            description: 'No subscription, or reactivating: pay for the plan in the checkout.',
            guard: 'isChoosable',
            target: 'checkingOut',
            actions: 'choosePlan',
          },
        ],
      },
    },
    changingPlan: {
      description: 'Changing the plan of a live subscription; the chosen card shows a spinner.',
      tags: ['busy', 'changing'],
      initial: 'saving',
      states: {
        saving: {
          description:
            'POST /auth/addOrUpdateSubscriptions {pricing_id, account_id}, then /auth/addOrUpdateSetting.',
          invoke: {
            id: 'changePlan',
            src: 'changePlan',
            input: ({ context }) => ({ accountId: context.accountId, plan: chosenPlanOf(context)! }),
            onDone: 'refreshingSubscription',
            onError: {
              target: 'failed',
              actions: failedWith('plan change', planMessages.changeFailed),
            },
          },
        },
        refreshingSubscription: {
          description: 'GET /auth/getSubscriptions again; then the modal hides.',
          invoke: {
            id: 'loadSubscription',
            src: 'loadSubscription',
            input: ({ context }) => ({ accountId: context.accountId }),
            onDone: {
              target: '#planPicker.showing',
              actions: [
                { type: 'rememberSubscription', params: ({ event }) => ({ subscription: event.output }) },
                'forgetChoice',
                'notifyPlanChanged',
              ],
            },
            onError: {
              target: '#planPicker.showing',
              actions: [
                { type: 'logFailure', params: failure('subscription refetch') },
                'assumeChosenPlan',
                'forgetChoice',
                'notifyPlanChanged',
              ],
            },
          },
        },
        failed: {
          description: 'The change failed: the message, a retry (same plan) and a way back to the cards.',
          tags: ['changeFailed'],
          on: {
            'planChange.retry': 'saving',
            'planChange.dismissed': { target: '#planPicker.showing', actions: 'forgetChoice' },
          },
        },
      },
    },
    checkingOut: {
      description:
        'Handed over to the checkout for the chosen plan; the saving spinner shows until the checkout closes.',
      tags: ['busy', 'checkingOut'],
      on: {
        'checkout.closed': { target: 'showing', actions: 'forgetChoice' },
      },
    },
  },
});
