/**
 * The paywall's billing status read (spec 6, 7.3): the account's subscriptions and its details, through the data
 * cache. Its own module so that the shell loads the cache with the first logged-in read (paywallLogic.ts).
 */
import type { BillingStatus } from '../../../machines/paywall.machine.ts';
import type { accountCalls } from '../../api/accounts.ts';
import type { BillingCalls } from '../../api/billing.ts';
import { accountDetails } from '../../api/queries/accountDetails.ts';
import { queryClient, type DataCache } from '../../api/queries/client.ts';
import { subscriptions } from '../../api/queries/subscriptions.ts';

export async function billingStatus(
  calls: BillingCalls & Pick<ReturnType<typeof accountCalls>, 'accountDetails'>,
  accountId: number,
  cache: DataCache = queryClient,
): Promise<BillingStatus> {
  const [list, details] = await Promise.all([
    subscriptions.fetch(calls, accountId, cache),
    accountDetails.fetch(calls, accountId, cache),
  ]);
  const account = details.data?.[0] ?? null;
  return {
    subscriptions: list,
    roleType: account?.roleType ?? null,
    isInvited: account?.isInvited === 1,
  };
}
