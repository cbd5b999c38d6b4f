/** Account calls of spec 7.2 used by account switching. */
import { accountDetailsResponse, accountsResponse, setLandingAccountResponse } from '../contract/accounts.ts';
import type { ApiClient } from './client.ts';

export function accountCalls(api: ApiClient) {
  return {
    /** GET /auth/getUAccounts: data is the account list. */
    accounts: () => api.call(accountsResponse, '/auth/getUAccounts'),
    /** POST /auth/getaccountdetails {account_id}: data[0] with landing_url, roles and Onboarding_type_id. */
    accountDetails: (accountId: number) =>
      api.call(accountDetailsResponse, '/auth/getaccountdetails', {
        body: { account_id: accountId },
      }),
    /** POST /auth/setlandingaccount {account_id}. */
    setLandingAccount: (accountId: number) =>
      api.call(setLandingAccountResponse, '/auth/setlandingaccount', {
        body: { account_id: accountId },
      }),
  };
}
