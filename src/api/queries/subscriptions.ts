/**
 * The account's subscription list (GET /auth/getSubscriptions, spec 7.3; 0 or 1 rows), read by the paywall, the
 * plan picker and the billing page. The call reads the account from the request headers; the key names it, so each
 * account has its own entry. Changed by a plan change, a checkout and a card update (the server reactivates a
 * past_due subscription once the card is charged).
 */
import type { BillingCalls } from '../billing.ts';
import { keyedResource } from './client.ts';

export const subscriptions = keyedResource(
  'subscriptions',
  async (calls: Pick<BillingCalls, 'subscriptions'>) => (await calls.subscriptions()).data ?? [],
);
