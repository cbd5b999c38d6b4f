/** The account's billing info (POST /auth/getBillinginfo, spec 7.3; null when none). Saving the billing details changes it. */
import type { CardCalls } from '../card.ts';
import { keyedResource } from './client.ts';

export const billingInfo = keyedResource(
  'billingInfo',
  async (calls: Pick<CardCalls, 'billingInfo'>, accountId: number) =>
    (await calls.billingInfo(accountId)).data,
);
