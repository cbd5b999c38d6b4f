/**
 * Subscription and paywall calls of spec 7.3: GET /auth/getSubscriptions, POST /auth/chkPayWall and
 * GET /auth/paddleManagementUrl. (Plans live in ./plans.ts, the card and billing info in ./card.ts.)
 * The account is the one in the `accountId` / `account_Id` headers (the current account).
 */
import { paddleManagementUrlResponse, paywallResponse, subscriptionsResponse } from '../contract/billing.ts';
import type { ApiClient } from './client.ts';

export function billingCalls(api: ApiClient) {
  return {
    /** GET /auth/getSubscriptions: data is the list (0 or 1 rows; data[0] has sub_id and status). */
    subscriptions: () => api.call(subscriptionsResponse, '/auth/getSubscriptions', { accountIdHeader: true }),
    /** POST /auth/chkPayWall {account_id}: code, message, data.end_at. */
    checkPaywall: (accountId: number) =>
      api.call(paywallResponse, '/auth/chkPayWall', {
        body: { account_id: accountId },
      }),
    /** GET /auth/paddleManagementUrl: response.updatePaymentMethod and response.cancel, or errorMsg. */
    managementUrls: () =>
      api.call(paddleManagementUrlResponse, '/auth/paddleManagementUrl', { accountIdHeader: true }),
  };
}

export type BillingCalls = ReturnType<typeof billingCalls>;
