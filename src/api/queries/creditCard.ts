/** The header account's saved card (GET /auth/getCreditCardInfo, spec 7.3; null when none). A card update changes it. */
import type { CardCalls } from '../card.ts';
import { keyedResource } from './client.ts';

export const creditCard = keyedResource(
  'creditCard',
  async (calls: Pick<CardCalls, 'creditCardInfo'>) => (await calls.creditCardInfo()).data,
);
