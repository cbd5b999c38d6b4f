/** Account creation and onboarding calls of spec 7.2. */
import {
  createAccountResponse,
  onboardingPlansResponse,
  onboardingTypeResponse,
  onboardingTypesResponse,
  userTimezoneResponse,
  type CreateAccountRequest,
} from '../contract/onboarding.ts';
import type { ApiClient } from './client.ts';

export function onboardingCalls(api: ApiClient) {
  return {
    /** GET /auth/getallonboardingtypes (header account_Id). */
    onboardingTypes: () =>
      api.call(onboardingTypesResponse, '/auth/getallonboardingtypes', { accountIdHeader: true }),
    /** POST /auth/getOnboardingPlans {Obid}. */
    onboardingPlans: (typeId: number) =>
      api.call(onboardingPlansResponse, '/auth/getOnboardingPlans', {
        body: { Obid: typeId },
      }),
    /** POST /getonboardingtype {id} (header account_Id): data[0].onboarding_flow and id. */
    onboardingType: (id: number) =>
      api.call(onboardingTypeResponse, '/getonboardingtype', {
        body: { id },
        accountIdHeader: true,
      }),
    /** GET /auth/getUserTimeZone: the current account's timezone. */
    userTimezone: () => api.call(userTimezoneResponse, '/auth/getUserTimeZone'),
    /**
     * POST /auth/createAccount. A refusal may come as an HTTP error or as an envelope whose `code` is not 200
     * (a taken name: `code` 500, 'Account already exists'); the caller reads both (domain createAccountOutcome).
     */
    createAccount: (body: CreateAccountRequest) =>
      api.call(createAccountResponse, '/auth/createAccount', { body }),
  };
}
