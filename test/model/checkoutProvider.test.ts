/** The checkout provider adapters (spec 4.4): which provider messages count, and what they become. */
import { CheckoutEventNames, type PaddleEventData } from '@paddle/paddle-js';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CHECKOUT_SOURCE } from '../../src/contract/billing.ts';
import {
  readPaddleEvent,
  readSandboxMessage,
  sandboxCheckoutUrl,
} from '../../src/features/checkout/checkoutProvider.ts';

const origin = 'http://localhost:4173';
const data = {
  transaction_id: 'txn_01',
  customer: { id: 'ctm_01', email: 'newowner@demo.test' },
  business: { id: 'biz_01' },
  payment: { method_details: { card: { expiry_month: 12, expiry_year: 2030, last4: '4242' } } },
  items: [{ price_id: 'pri_sbx_growth_yr' }],
};
const message = (name: string, body: unknown = data) => ({
  source: SANDBOX_CHECKOUT_SOURCE,
  event: { name, data: body },
});

describe('local checkout sandbox messages', () => {
  it('reads checkout.completed from the same origin into the payment details', () => {
    expect(readSandboxMessage({ origin, data: message('checkout.completed') }, origin)).toEqual({
      type: 'checkout.completed',
      payment: {
        customerId: 'ctm_01',
        businessId: 'biz_01',
        billingEmail: 'newowner@demo.test',
        transactionId: 'txn_01',
        cardExpMonth: 12,
        cardExpYear: 2030,
      },
    });
  });

  it('reads checkout.closed', () => {
    const closed = { ...data, transaction_id: null };
    expect(readSandboxMessage({ origin, data: message('checkout.closed', closed) }, origin)).toEqual({
      type: 'checkout.closed',
    });
  });

  it('ignores other origins, other sources and shapes that do not parse', () => {
    expect(
      readSandboxMessage({ origin: 'https://evil.test', data: message('checkout.completed') }, origin),
    ).toBeNull();
    expect(
      readSandboxMessage(
        { origin, data: { ...message('checkout.completed'), source: 'someone-else' } },
        origin,
      ),
    ).toBeNull();
    expect(
      readSandboxMessage({ origin, data: message('checkout.completed', { customer: {} }) }, origin),
    ).toBeNull();
    expect(readSandboxMessage({ origin, data: message('checkout.loaded') }, origin)).toBeNull();
    expect(readSandboxMessage({ origin, data: 'checkout.completed' }, origin)).toBeNull();
  });

  it('frames /sandbox/checkout with the price, e-mail and account', () => {
    expect(sandboxCheckoutUrl({ priceId: 'pri_sbx_1', email: 'a+b@demo.test', accountId: 8 })).toBe(
      '/sandbox/checkout?price_id=pri_sbx_1&email=a%2Bb%40demo.test&account_id=8',
    );
  });
});

describe('Paddle events', () => {
  it('reads checkout.completed and checkout.closed, and nothing else', () => {
    const completed = { name: CheckoutEventNames.CHECKOUT_COMPLETED, data } as unknown as PaddleEventData;
    expect(readPaddleEvent(completed)).toMatchObject({
      type: 'checkout.completed',
      payment: { transactionId: 'txn_01', customerId: 'ctm_01' },
    });
    expect(readPaddleEvent({ name: CheckoutEventNames.CHECKOUT_CLOSED })).toEqual({
      type: 'checkout.closed',
    });
    expect(readPaddleEvent({ name: CheckoutEventNames.CHECKOUT_LOADED })).toBeNull();
    expect(readPaddleEvent({ name: CheckoutEventNames.CHECKOUT_COMPLETED })).toBeNull();
  });
});
