/**
 * The plan catalogue (spec 7.3): the plans this user may see for the account (GET /auth/getPlans, header account_Id)
 * and, for pages seen logged out, the public variants (GET /getVariants). The app never writes either.
 */
import type { planCalls } from '../plans.ts';
import { keyedResource, singleResource } from './client.ts';

export const plans = keyedResource(
  'plans',
  async (calls: Pick<ReturnType<typeof planCalls>, 'plans'>) => (await calls.plans()).data ?? [],
);

export const publicPlans = singleResource(
  'publicPlans',
  async (calls: Pick<ReturnType<typeof planCalls>, 'variants'>) => (await calls.variants()).data ?? [],
);

/** The account's current plan (GET /auth/getexistingPlans): null on the trial. Changed by a plan change or checkout. */
export const currentPlan = keyedResource(
  'currentPlan',
  async (calls: Pick<ReturnType<typeof planCalls>, 'existingPlans'>) =>
    (await calls.existingPlans()).data?.[0] ?? null,
);
