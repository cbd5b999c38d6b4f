/**
 * The header account's payments, newest first (GET /auth/getPayments, spec 7.3). A card update, a plan change and a
 * checkout may add one.
 */
import type { CardCalls } from '../card.ts';
import { keyedResource } from './client.ts';

export const payments = keyedResource(
  'payments',
  async (calls: Pick<CardCalls, 'payments'>) => (await calls.payments()).data ?? [],
);
