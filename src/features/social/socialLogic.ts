/** The social machines with the app's side effects supplied (spec 2.6, 4.9, 7.4, 8). */
import { fromPromise } from 'xstate';
import { autoDisconnectMachine } from '../../../machines/autoDisconnect.machine.ts';
import {
  socialAccountsMachine,
  type ConnectOutcome,
  type SocialConnectFrom,
} from '../../../machines/socialAccounts.machine.ts';
import { queryClient, type DataCache } from '../../api/queries/client.ts';
import { invalidateActionItems } from '../../api/queries/dashboardLinks.ts';
import { socialLinks } from '../../api/queries/socialLinks.ts';
import type { SocialCalls } from '../../api/social.ts';
import type { SocialProviderId } from '../../domain/posts.ts';
import type { SocialLink } from '../../domain/social.ts';

export function socialAccountsLogic(
  calls: Pick<SocialCalls, 'linkStatus' | 'startConnect' | 'disconnect'>,
  navigate: (url: string) => void,
  cache: DataCache = queryClient,
) {
  return socialAccountsMachine.provide({
    actors: {
      loadLinks: fromPromise<readonly SocialLink[], { accountId: number }>(({ input }) =>
        socialLinks.fetch(calls, input.accountId, cache),
      ),
      startConnect: fromPromise<
        ConnectOutcome,
        { accountId: number; providerId: SocialProviderId; from: SocialConnectFrom }
      >(async ({ input }) => {
        const outcome = await calls.startConnect({
          account_id: input.accountId,
          provider_Id: input.providerId,
          from: input.from,
        });
        // 'Account Already connected.': the link changed elsewhere, and the machine loads the cards again.
        if (outcome.kind === 'message') {
          void socialLinks.invalidate(input.accountId, cache);
          void invalidateActionItems(input.accountId, cache);
        }
        return outcome;
      }),
      disconnect: fromPromise<readonly SocialLink[], { accountId: number; providerId: SocialProviderId }>(
        async ({ input }) => {
          try {
            return await calls.disconnect(input.accountId, input.providerId);
          } finally {
            // Done or refused ('User Does not Exist.'), the links are not what the cache holds.
            void socialLinks.invalidate(input.accountId, cache);
            void invalidateActionItems(input.accountId, cache);
          }
        },
      ),
    },
    actions: {
      navigate: (_, { url }) => navigate(url),
    },
  });
}

export function autoDisconnectLogic(
  calls: Pick<SocialCalls, 'checkAutoDisconnect'>,
  cache: DataCache = queryClient,
) {
  return autoDisconnectMachine.provide({
    actors: {
      // Checked as the app opens and every 60 s: a background call (it does not keep the session alive), a live
      // read never cached. A network that withdrew its permission changed the account's links.
      checkAutoDisconnect: fromPromise<readonly SocialProviderId[], { accountId: number }>(
        async ({ input, signal }) => {
          const withdrawn = await calls.checkAutoDisconnect(input.accountId, { signal, background: true });
          if (withdrawn.length > 0) {
            void socialLinks.invalidate(input.accountId, cache);
            void invalidateActionItems(input.accountId, cache);
          }
          return withdrawn;
        },
      ),
    },
    actions: {
      logCheckFailure: (_, { error }) => console.warn('[social] the auto-disconnect check failed', error),
    },
  });
}

/** The consent page is a page of the network (our sandbox or the real one): a full navigation. */
export function goToConsentPage(url: string): void {
  window.location.assign(url);
}
