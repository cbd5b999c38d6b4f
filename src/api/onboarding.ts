/** Account creation and onboarding calls of spec 7.2. */
import {
  createAccountResponse,
  onboardingPlansResponse,
  onboardingTypeResponse,
  onboardingTypesResponse,
  onboardingStatusResponse,
  referenceListResponse,
  userTimezoneResponse,
  type CreateAccountRequest,
  type SaveOnboardingStepRequest,
} from '../contract/onboarding.ts';
import { optionsResponse } from '../contract/posts.ts';
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
    /** GET /auth/getOnboarding (ours; header account_Id): the account's setup steps, those done, the answers. */
    onboardingStatus: () =>
      api.call(onboardingStatusResponse, '/auth/getOnboarding', { accountIdHeader: true }),
    /** POST /auth/saveOnboardingStep (ours): one step's answer; answers the setup as it is now. */
    saveOnboardingStep: (body: SaveOnboardingStepRequest) =>
      api.call(onboardingStatusResponse, '/auth/saveOnboardingStep', { body }),
    /** GET /auth/getObjective: the goals a business can pick. */
    objectives: () => api.call(optionsResponse, '/auth/getObjective'),
    /** GET /getIndustries, /getCategories, /getDefaultCategories (spec 7.x). */
    industries: () => api.call(referenceListResponse, '/getIndustries'),
    categories: () => api.call(referenceListResponse, '/getCategories'),
    defaultCategories: () => api.call(referenceListResponse, '/getDefaultCategories'),
  };
}
