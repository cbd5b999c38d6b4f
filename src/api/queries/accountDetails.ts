/**
 * One account's details (POST /auth/getaccountdetails, spec 7.2): the whole answer (data[0] has landing_url, roles
 * and Onboarding_type_id; the account switch reads its message when there is no row). Read by the account switch
 * and the paywall; the app never writes them.
 */
import type { accountCalls } from '../accounts.ts';
import { keyedResource } from './client.ts';

export const accountDetails = keyedResource(
  'accountDetails',
  (calls: Pick<ReturnType<typeof accountCalls>, 'accountDetails'>, accountId: number) =>
    calls.accountDetails(accountId),
);
