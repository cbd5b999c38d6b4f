/**
 * The organisation profile and the brand kit of an account (issue 16), and the reference lists their forms offer:
 * cached for spec 9's lifetime like every collection. Saving the profile invalidates it, the account list (the
 * switcher shows the name) and the account's time zone (the planner); saving the kit invalidates the kit.
 */
import type { OrganisationCalls } from '../organisation.ts';
import { keyedResource, singleResource } from './client.ts';

type Calls<K extends keyof OrganisationCalls> = Pick<OrganisationCalls, K>;

export const accountProfile = keyedResource(
  'accountProfile',
  async (calls: Calls<'accountProfile'>, _accountId: number) => {
    const answer = await calls.accountProfile();
    if (!answer.data) throw new Error('No organisation profile in the answer.');
    return answer.data;
  },
);

export const brandKit = keyedResource('brandKit', async (calls: Calls<'brandKit'>, _accountId: number) => {
  const answer = await calls.brandKit();
  if (!answer.data) throw new Error('No brand kit in the answer.');
  return answer.data;
});

export const timezones = singleResource(
  'timezones',
  async (calls: Calls<'timezones'>) => (await calls.timezones()).data ?? [],
);
export const offsetIndustries = singleResource(
  'offsetIndustries',
  async (calls: Calls<'industries'>) => (await calls.industries()).data ?? [],
);
export const tonesOfVoice = singleResource(
  'tonesOfVoice',
  async (calls: Calls<'tones'>) => (await calls.tones()).data ?? [],
);
export const languages = singleResource(
  'languages',
  async (calls: Calls<'languages'>) => (await calls.languages()).data ?? [],
);
