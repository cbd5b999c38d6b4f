/** Samples of the checkout machine (checkout.machine.ts) for the catalogue and the model tests. */
import type { PaymentDetails } from '../src/domain/plans.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { checkoutMachine } from './checkout.machine.ts';

/** The payment details a completed checkout reports. */
export const samplePayment: PaymentDetails = {
  customerId: 'ctm_1',
  businessId: 'biz_1',
  billingEmail: 'newowner@demo.test',
  transactionId: 'txn_1',
  cardExpMonth: 12,
  cardExpYear: 2030,
};

export const checkoutSamples: CatalogueSamples<typeof checkoutMachine> = {
  inputs: [{ accountId: 1, pricingId: 12, priceId: 'pri_12', email: 'newowner@demo.test', roleType: 5 }],
  events: () => [
    { type: 'checkout.completed', payment: samplePayment },
    { type: 'xstate.done.actor.loadProvider', output: { provider: 'sandbox' } },
  ],
};
