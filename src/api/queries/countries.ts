/** The billing form's countries (GET /getCountries, spec 7.2): the same for everyone; the app never writes them. */
import type { CardCalls } from '../card.ts';
import { singleResource } from './client.ts';

export const countries = singleResource(
  'countries',
  async (calls: Pick<CardCalls, 'countries'>) => (await calls.countries()).data ?? [],
);
