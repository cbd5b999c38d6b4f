/**
 * An account's logo (spec 7.2 GET /auth/getLogo; spec 9 lists "logo and footer" among the cached collections), cached
 * for spec 9's lifetime. Uploading or removing a logo invalidates it and every read that carries the logo: the
 * organisation profile, the brand kit and the account list (`logo` of each account).
 */
import type { MediaCalls } from '../media.ts';
import { accounts } from './accounts.ts';
import { keyedResource, queryClient, type DataCache } from './client.ts';
import { accountProfile, brandKit } from './organisation.ts';

export const accountLogo = keyedResource(
  'accountLogo',
  async (calls: Pick<MediaCalls, 'logo'>, _accountId: number) => {
    const answer = await calls.logo();
    if (!answer.data) throw new Error('No logo in the answer.');
    return answer.data.logo;
  },
);

/** After a logo of `accountId` was uploaded or removed. */
export async function logoChanged(accountId: number, client: DataCache = queryClient): Promise<void> {
  await Promise.all([
    accountLogo.invalidate(accountId, client),
    accountProfile.invalidate(accountId, client),
    brandKit.invalidate(accountId, client),
    accounts.invalidate(client),
  ]);
}
