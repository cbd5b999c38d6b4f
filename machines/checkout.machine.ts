/**
 * Checkout (spec 4.4, 6, 7.3, 9): pays for the chosen plan with the payment provider and records the payment.
 *
 * - `loadingProvider` (`loadProvider`): GET /api/checkoutConfig, then Paddle (@paddle/paddle-js) when a client token
 *   is configured, else the local checkout sandbox. A failure shows a clear message and 'Try again'.
 * - `waitingToOpen`: the checkout opens `checkoutOpenDelay` (5 s) after the provider loaded (spec 9).
 * - `open` (`checkoutSession`): the provider's checkout; it reports `checkout.completed` (with the payment details)
 *   or `checkout.closed`. Closed without completion: the machine ends in `closed` and the host's saving spinner
 *   stops (back to plan selection).
 * - `saving`: POST /auth/paddlePaymentUpdate with the payment details (`savePayment`); after
 *   `subscriptionUpdateDelay` (1 s) POST /auth/addOrUpdateSubscriptions {pricing_id, account_id}
 *   (`updateSubscription`; then `notifySubscriptionUpdated`, so the paywall checks again); after `paymentRedirectDelay` (1 s) `goToContentPlanner` (/{accountId}/contentplanner).
 *   Each failed call shows its message and a retry of that same call; the payment details are kept.
 */
import { assertEvent, assign, setup } from 'xstate';
import { failedWith, provided, providedCallback } from './provided.ts';
import { timings } from '../src/domain/constants.ts';
import { afterPaymentPath, planMessages, type PaymentDetails } from '../src/domain/plans.ts';

export type CheckoutProviderKind = 'paddle' | 'sandbox';

export interface CheckoutInput {
  accountId: number;
  /** The plan's pricing id, for POST /auth/addOrUpdateSubscriptions. */
  pricingId: number;
  /** The provider's price id (sandbox or production, spec 6). */
  priceId: string;
  /** The customer's e-mail, prefilled in the checkout. */
  email: string;
  /** roleType of the account (11 pays in the provider's sandbox, spec 6). */
  roleType: number | null;
}

export interface CheckoutContext extends CheckoutInput {
  provider: CheckoutProviderKind | null;
  payment: PaymentDetails | null;
  error: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.completed'; payment: PaymentDetails }
  | { type: 'checkout.closed' }
  | { type: 'checkout.retry' };

export interface CheckoutOutput {
  completed: boolean;
}

export interface CheckoutSessionInput {
  provider: CheckoutProviderKind;
  priceId: string;
  email: string;
  accountId: number;
  roleType: number | null;
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    tags: {} as 'failed' | 'open' | 'paid' | 'preparing' | 'saving' | 'succeeded',
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  actors: {
    /** GET /api/checkoutConfig, then loads Paddle (client token) or the local sandbox; answers which one. */
    loadProvider: provided<{ provider: CheckoutProviderKind }, { roleType: number | null }>('loadProvider'),
    /** Opens the provider's checkout; sends `checkout.completed` / `checkout.closed`; closes it when stopped. */
    checkoutSession: providedCallback<CheckoutEvent, CheckoutSessionInput>('checkoutSession'),
    /** POST /auth/paddlePaymentUpdate {account_id, customerId, businessId, billingEmail, transactionId, cardExp...}. */
    savePayment: provided<void, { accountId: number; payment: PaymentDetails }>('savePayment'),
    /** POST /auth/addOrUpdateSubscriptions {pricing_id, account_id}, then addOrUpdateSetting {postInfo} (spec 7.3). */
    updateSubscription: provided<void, { accountId: number; pricingId: number }>('updateSubscription'),
  },
  actions: {
    /** Navigates after the payment (spec 2.3, 4.4). */
    goToContentPlanner: (_, _params: { path: string }) => {},
    /** Tells the host the subscription is active, just before leaving (the paywall and route guard check again). */
    notifySubscriptionUpdated: () => {},
    /** Failures are logged besides being shown. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    rememberProvider: assign((_, { provider }: { provider: CheckoutProviderKind }) => ({
      provider,
      error: null,
    })),
    rememberPayment: assign(({ event }) => {
      assertEvent(event, 'checkout.completed');
      return { payment: event.payment, error: null };
    }),
    showError: assign((_, { error }: { error: string }) => ({ error })),
    clearError: assign({ error: null }),
  },
  delays: {
    checkoutOpenDelay: timings.checkoutOpenDelay,
    subscriptionUpdateDelay: timings.subscriptionUpdateDelay,
    paymentRedirectDelay: timings.paymentRedirectDelay,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ ...input, provider: null, payment: null, error: null }),
  initial: 'loadingProvider',
  states: {
    loadingProvider: {
      description:
        'GET /api/checkoutConfig; Paddle when a client token is configured, else the local sandbox.',
      tags: ['preparing'],
      invoke: {
        id: 'loadProvider',
        src: 'loadProvider',
        input: ({ context }) => ({ roleType: context.roleType }),
        onDone: {
          target: 'waitingToOpen',
          actions: { type: 'rememberProvider', params: ({ event }) => event.output },
        },
        onError: {
          target: 'providerFailed',
          actions: failedWith('payment provider', planMessages.providerFailed),
        },
      },
      on: { 'checkout.closed': 'closed' },
    },
    providerFailed: {
      description: "The provider did not load: a clear message and 'Try again'.",
      tags: ['failed'],
      on: {
        'checkout.retry': { target: 'loadingProvider', actions: 'clearError' },
        'checkout.closed': 'closed',
      },
    },
    waitingToOpen: {
      description: 'The checkout opens 5 s after the provider loaded (spec 9).',
      tags: ['preparing'],
      after: { checkoutOpenDelay: 'open' },
      on: { 'checkout.closed': 'closed' },
    },
    open: {
      description: "The provider's checkout is open.",
      tags: ['open'],
      invoke: {
        id: 'checkoutSession',
        src: 'checkoutSession',
        input: ({ context }) => ({
          provider: context.provider ?? 'sandbox',
          priceId: context.priceId,
          email: context.email,
          accountId: context.accountId,
          roleType: context.roleType,
        }),
      },
      on: {
        'checkout.completed': { target: 'saving', actions: 'rememberPayment' },
        'checkout.closed': 'closed',
      },
    },
    saving: {
      description: 'The payment is recorded, the subscription updated, then the content planner opens.',
      tags: ['saving'],
      initial: 'savingPayment',
      states: {
        savingPayment: {
          description: 'POST /auth/paddlePaymentUpdate with the payment details.',
          invoke: {
            id: 'savePayment',
            src: 'savePayment',
            input: ({ context }) => ({ accountId: context.accountId, payment: context.payment! }),
            onDone: 'waitingToUpdate',
            onError: {
              target: 'paymentFailed',
              actions: failedWith('payment update', planMessages.paymentSaveFailed),
            },
          },
        },
        paymentFailed: {
          tags: ['failed'],
          on: { 'checkout.retry': { target: 'savingPayment', actions: 'clearError' } },
        },
        waitingToUpdate: {
          description: 'The subscription is updated 1 s after the payment is recorded (spec 9).',
          tags: ['paid'],
          after: { subscriptionUpdateDelay: 'updatingSubscription' },
        },
        updatingSubscription: {
          description:
            'POST /auth/addOrUpdateSubscriptions {pricing_id, account_id}, then addOrUpdateSetting {postInfo, account_id} (a failure of the latter only logged).',
          tags: ['paid'],
          invoke: {
            id: 'updateSubscription',
            src: 'updateSubscription',
            input: ({ context }) => ({ accountId: context.accountId, pricingId: context.pricingId }),
            onDone: 'redirecting',
            onError: {
              target: 'subscriptionFailed',
              actions: failedWith('subscription update', planMessages.subscriptionFailed),
            },
          },
        },
        subscriptionFailed: {
          tags: ['paid', 'failed'],
          on: { 'checkout.retry': { target: 'updatingSubscription', actions: 'clearError' } },
        },
        redirecting: {
          description: 'The content planner opens 1 s later (spec 9).',
          tags: ['paid', 'succeeded'],
          after: {
            paymentRedirectDelay: {
              target: '#checkout.paid',
              actions: [
                'notifySubscriptionUpdated',
                {
                  type: 'goToContentPlanner',
                  params: ({ context }) => ({ path: afterPaymentPath(context.accountId) }),
                },
              ],
            },
          },
        },
      },
    },
    paid: { type: 'final', tags: ['paid', 'succeeded'] },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ completed: context.payment !== null }),
});
