/**
 * The organisation profile and the brand kit (issue 16): the account's profile and kit (ours), their writes, and
 * the reference lists the forms choose from (GET /getTimeZone, /getOffsetIndustry, /getToneOfVoice, /getLanguages,
 * POST /getDefaultBrandColor of spec 7.2).
 */
import { defaultBrandColorResponse, timezonesResponse } from '../contract/onboarding.ts';
import {
  accountProfileResponse,
  brandKitResponse,
  type UpdateAccountProfileRequest,
  type UpdateBrandKitRequest,
} from '../contract/organisation.ts';
import { optionsResponse } from '../contract/posts.ts';
import type { ApiClient } from './client.ts';

export function organisationCalls(api: ApiClient) {
  return {
    /** GET /auth/getAccountProfile (ours; header account_Id). */
    accountProfile: () =>
      api.call(accountProfileResponse, '/auth/getAccountProfile', { accountIdHeader: true }),
    /** POST /auth/updateAccountProfile (ours): the profile as saved; 409 at `company` for a name already used. */
    updateAccountProfile: (body: UpdateAccountProfileRequest) =>
      api.call(accountProfileResponse, '/auth/updateAccountProfile', { body: { ...body } }),
    /** GET /auth/getBrandKit (ours; header account_Id). */
    brandKit: () => api.call(brandKitResponse, '/auth/getBrandKit', { accountIdHeader: true }),
    /** POST /auth/updateBrandKit (ours): the kit as saved. */
    updateBrandKit: (body: UpdateBrandKitRequest) =>
      api.call(brandKitResponse, '/auth/updateBrandKit', { body: { ...body } }),
    /** GET /getTimeZone: every time zone the app knows. */
    timezones: () => api.call(timezonesResponse, '/getTimeZone'),
    /** GET /getOffsetIndustry: the industries an account can name as its main one. */
    industries: () => api.call(optionsResponse, '/getOffsetIndustry'),
    /** GET /getToneOfVoice. */
    tones: () => api.call(optionsResponse, '/getToneOfVoice'),
    /** GET /getLanguages. */
    languages: () => api.call(optionsResponse, '/getLanguages'),
    /** POST /getDefaultBrandColor {id}: the brand colour of onboarding type `id`. */
    defaultBrandColor: (typeId: number) =>
      api.call(defaultBrandColorResponse, '/getDefaultBrandColor', { body: { id: typeId } }),
  };
}
export type OrganisationCalls = ReturnType<typeof organisationCalls>;
