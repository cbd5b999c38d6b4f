/**
 * The first-run setup of an account (issue 16): its status (GET /auth/getOnboarding, per account; saving a step
 * changes it) and the lists its steps offer (goals, industries, categories, default categories: the same for
 * everyone; the app never writes them).
 */
import type { onboardingCalls } from '../onboarding.ts';
import { keyedResource, singleResource } from './client.ts';

type SetupCalls = ReturnType<typeof onboardingCalls>;

export const onboardingStatus = keyedResource(
  'onboardingStatus',
  async (calls: Pick<SetupCalls, 'onboardingStatus'>) => (await calls.onboardingStatus()).data ?? null,
);

export const objectives = singleResource(
  'objectives',
  async (calls: Pick<SetupCalls, 'objectives'>) => (await calls.objectives()).data ?? [],
);
export const industries = singleResource(
  'industries',
  async (calls: Pick<SetupCalls, 'industries'>) => (await calls.industries()).data ?? [],
);
export const categories = singleResource(
  'categories',
  async (calls: Pick<SetupCalls, 'categories'>) => (await calls.categories()).data ?? [],
);
export const defaultCategories = singleResource(
  'defaultCategories',
  async (calls: Pick<SetupCalls, 'defaultCategories'>) => (await calls.defaultCategories()).data ?? [],
);
