/** The checkout machine with the app's side effects supplied (spec 4.4, 7.3). */
import { fromCallback, fromPromise } from 'xstate';
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutSessionInput,
} from '../../../machines/checkout.machine.ts';
import type { checkoutCalls } from '../../api/checkout.ts';
import type { planCalls } from '../../api/plans.ts';
import { creditCard } from '../../api/queries/creditCard.ts';
import { invalidateActionItems } from '../../api/queries/dashboardLinks.ts';
import { payments } from '../../api/queries/payments.ts';
import { currentPlan } from '../../api/queries/plans.ts';
import { subscriptions } from '../../api/queries/subscriptions.ts';
import { commonEffects, type CommonEffects } from '../effects.ts';
import type { CheckoutProvider } from './checkoutProvider.ts';

export interface CheckoutEffects extends CommonEffects {
  calls: ReturnType<typeof checkoutCalls> &
    Pick<ReturnType<typeof planCalls>, 'addOrUpdateSubscription' | 'addOrUpdateSetting'>;
  /** What the plan settings record of the plan paid for (domain `postInfoOf`). */
  postInfo: Record<string, unknown>;
  provider: CheckoutProvider;
  navigate: (path: string) => void;
  /** The subscription is active: the paywall and the route guard check it again. */
  subscriptionUpdated: () => void;
}

export function checkoutLogic(effects: CheckoutEffects) {
  const { calls, provider, navigate, subscriptionUpdated, postInfo } = effects;
  const { log, cache } = commonEffects(effects);
  /** After a checkout write: what it changed is read again next time. */
  const changed = (accountId: number) => {
    void subscriptions.invalidate(accountId, cache);
    void payments.invalidate(accountId, cache);
    void creditCard.invalidate(accountId, cache);
    void currentPlan.invalidate(accountId, cache);
    void invalidateActionItems(accountId, cache);
  };
  return checkoutMachine.provide({
    actors: {
      loadProvider: fromPromise(async () => {
        const config = await calls.checkoutConfig();
        if (!config.data) throw new Error(config.message ?? 'No checkout configuration');
        return { provider: await provider.load(config.data) };
      }),
      checkoutSession: fromCallback<CheckoutEvent, CheckoutSessionInput>(({ input, sendBack }) =>
        provider.open(
          input.provider,
          { priceId: input.priceId, email: input.email, accountId: input.accountId },
          sendBack,
        ),
      ),
      savePayment: fromPromise(async ({ input }) => {
        const { payment } = input;
        await calls.paymentUpdate({
          account_id: input.accountId,
          customerId: payment.customerId,
          businessId: payment.businessId || null,
          billingEmail: payment.billingEmail,
          transactionId: payment.transactionId,
          // The server answers a 400 naming the field when the provider sent no expiry.
          cardExpMonth: payment.cardExpMonth ?? 0,
          cardExpYear: payment.cardExpYear ?? 0,
        });
        changed(input.accountId);
      }),
      updateSubscription: fromPromise(async ({ input }) => {
        await calls.addOrUpdateSubscription({ pricing_id: input.pricingId, account_id: input.accountId });
        changed(input.accountId);
        // Spec 7.3: followed by the plan settings. Paid and subscribed by now, the payer is not told of a failure
        // here (it is logged): the plan works without them, and a plan change writes them again.
        await calls
          .addOrUpdateSetting({ account_id: input.accountId, postInfo })
          .catch((error: unknown) => log('[checkout] plan settings failed', error));
      }),
    },
    actions: {
      goToContentPlanner: (_, { path }) => navigate(path),
      notifySubscriptionUpdated: () => subscriptionUpdated(),
      logFailure: (_, { what, error }) => log(`[checkout] ${what} failed`, error),
    },
  });
}
