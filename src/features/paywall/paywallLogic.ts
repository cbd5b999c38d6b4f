/** The paywall machine with the app's side effects supplied (spec 4.4, 6, 7.3, 8). */
import { fromPromise } from 'xstate';
import { paywallMachine, type BillingStatus } from '../../../machines/paywall.machine.ts';
import type { accountCalls } from '../../api/accounts.ts';
import type { BillingCalls } from '../../api/billing.ts';
import { REACTIVATE_PATH, cardUpdatePath } from '../../domain/subscription.ts';
import type { CommonEffects } from '../effects.ts';
import { consoleLog } from '../log.ts';

export interface PaywallEffects extends CommonEffects {
  calls: BillingCalls & Pick<ReturnType<typeof accountCalls>, 'accountDetails'>;
  navigate: (path: string) => void;
  /** Leaves the app for another page (the payment provider's update-payment page). */
  leaveTo: (url: string) => void;
}

export function paywallLogic(effects: PaywallEffects) {
  const { calls, navigate, leaveTo } = effects;
  const log = effects.log ?? consoleLog;
  return paywallMachine.provide({
    actors: {
      // Through the data cache, loaded with the first logged-in read: the login page carries neither (issue 14).
      loadBillingStatus: fromPromise<BillingStatus, { accountId: number }>(async ({ input }) => {
        const { billingStatus } = await import('./billingStatus.ts');
        return billingStatus(calls, input.accountId, effects.cache);
      }),
      // The paywall's verdict and the provider's update-payment link are asked for each time: never cached.
      checkPaywall: fromPromise(async ({ input }) => {
        const answer = await calls.checkPaywall(input.accountId);
        return { code: answer.code, message: answer.message, end_at: answer.data.end_at };
      }),
      loadManagementUrls: fromPromise(async () => {
        const answer = await calls.managementUrls();
        if (!answer.response) log('[paywall] no update-payment URL', answer.errorMsg);
        return { updatePaymentMethod: answer.response?.updatePaymentMethod ?? null };
      }),
    },
    actions: {
      logFailure: (_, { what, error }) => log(`[paywall] loading ${what} failed`, error),
      openCardUpdate: (_, { accountId }) => navigate(cardUpdatePath(accountId)),
      openPlanSelection: () => navigate(REACTIVATE_PATH),
      goToUpdatePayment: (_, { url }) => leaveTo(url),
    },
  });
}
