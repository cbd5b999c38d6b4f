/** Checkout calls of spec 7.3 (and GET /api/checkoutConfig, ours). */
import { paddlePaymentUpdateResponse, type PaddlePaymentUpdateRequest } from '../contract/billing.ts';
import { checkoutConfigResponse } from '../contract/checkout.ts';
import type { ApiClient } from './client.ts';

export function checkoutCalls(api: ApiClient) {
  return {
    /** GET /api/checkoutConfig: the Paddle client token (null: the local checkout sandbox) and environment. */
    checkoutConfig: () => api.call(checkoutConfigResponse, '/checkoutConfig', { accountIdHeader: true }),
    /** POST /auth/paddlePaymentUpdate {account_id, customerId, businessId, billingEmail, transactionId, cardExp...}. */
    paymentUpdate: (body: PaddlePaymentUpdateRequest) =>
      api.call(paddlePaymentUpdateResponse, '/auth/paddlePaymentUpdate', { body }),
  };
}
