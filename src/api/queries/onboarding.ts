/**
 * The onboarding catalogue of spec 7.2, read by account creation: the onboarding types (GET
 * /auth/getallonboardingtypes, one list for the user), a type's plans (POST /auth/getOnboardingPlans, per type) and a type's
 * onboarding flow (POST /getonboardingtype, per type). The app never writes them.
 */
import type { onboardingCalls } from '../onboarding.ts';
import { keyedResource, singleResource } from './client.ts';

type OnboardingCalls = ReturnType<typeof onboardingCalls>;

export const onboardingTypes = singleResource(
  'onboardingTypes',
  async (calls: Pick<OnboardingCalls, 'onboardingTypes'>) => (await calls.onboardingTypes()).data ?? [],
);

export const onboardingPlans = keyedResource(
  'onboardingPlans',
  async (calls: Pick<OnboardingCalls, 'onboardingPlans'>, typeId: number) =>
    (await calls.onboardingPlans(typeId)).data ?? [],
);

export const onboardingFlow = keyedResource(
  'onboardingFlow',
  async (calls: Pick<OnboardingCalls, 'onboardingType'>, id: number) =>
    (await calls.onboardingType(id)).data?.[0] ?? null,
);
