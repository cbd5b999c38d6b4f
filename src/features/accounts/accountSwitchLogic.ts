/** The account-switch machine with the app's side effects supplied (spec 4.5, 5, 7.2, 8). */
import { fromPromise } from 'xstate';
import { accountSwitchMachine } from '../../../machines/accountSwitch.machine.ts';
import type { accountCalls } from '../../api/accounts.ts';
import { ApiError } from '../../api/index.ts';
import type { onboardingCalls } from '../../api/onboarding.ts';
import { accountDetails } from '../../api/queries/accountDetails.ts';
import { accounts } from '../../api/queries/accounts.ts';
import { invalidate } from '../../api/queries/client.ts';
import { onboardingFlow, onboardingPlans, onboardingTypes } from '../../api/queries/onboarding.ts';
import { postKeys } from '../../api/queries/posts.ts';
import {
  createAccountOutcome,
  CreateAccountError,
  type CurrentAccount,
  type OnboardingTypeOption,
  type SwitchableAccount,
} from '../../domain/accounts.ts';
import type { ToastInput } from '../../domain/toast.ts';
import { commonEffects, type CommonEffects } from '../effects.ts';
import { removeCompanyProfileSeen, storeOnboardingFlow, storeSelectedAccount } from './accountStore.ts';

/** The account switch's effects; `log` also receives missing landing data (spec 8: only logged). */
export interface AccountSwitchEffects extends CommonEffects {
  calls: ReturnType<typeof accountCalls> & ReturnType<typeof onboardingCalls>;
  /** Tells the session the selected account changed. */
  accountChanged: (account: CurrentAccount) => void;
  navigate: (path: string) => void;
  showToast: (toast: ToastInput) => void;
}

/** What the machine's createAccount rejects with: the envelope's or the HTTP answer's code and message. */
function creationFailure(error: unknown): CreateAccountError {
  if (error instanceof ApiError) return new CreateAccountError(error.status, error.message);
  return new CreateAccountError(null, null);
}

export function accountSwitchLogic(effects: AccountSwitchEffects) {
  const { calls, accountChanged, navigate, showToast } = effects;
  const { log, cache } = commonEffects(effects);
  return accountSwitchMachine.provide({
    actors: {
      loadAccounts: fromPromise<SwitchableAccount[]>(() => accounts.fetch(calls, cache)),
      setLandingAccount: fromPromise(async ({ input }) => {
        await calls.setLandingAccount(input.accountId);
      }),
      loadAccountDetails: fromPromise(async ({ input }) => {
        const answer = await accountDetails.fetch(calls, input.accountId, cache);
        const details = answer.data?.[0];
        if (!details) throw new Error(answer.message ?? 'No account details');
        return details;
      }),
      loadOnboardingFlow: fromPromise(({ input }) => onboardingFlow.fetch(calls, input.id, cache)),
      loadOnboardingTypes: fromPromise<OnboardingTypeOption[]>(() => onboardingTypes.fetch(calls, cache)),
      loadOnboardingPlans: fromPromise(({ input }) => onboardingPlans.fetch(calls, input.typeId, cache)),
      createAccount: fromPromise(async ({ input }) => {
        // A new account takes the timezone of the account the user is in (the server only knows the zones of
        // its list, which the browser's zone may not be in); without one, the server's default.
        const zone = await calls.userTimezone().then(
          (answer) => answer.data?.timezone ?? '',
          () => '',
        );
        let outcome;
        try {
          outcome = createAccountOutcome(
            await calls.createAccount({ ...input, maptimezone: zone, timezone: zone }),
          );
        } catch (error) {
          throw creationFailure(error);
        }
        if (!outcome.ok) throw new CreateAccountError(outcome.failure.code, outcome.failure.message);
        void accounts.invalidate(cache);
        return outcome.account;
      }),
    },
    actions: {
      storeAccount: (_, account) => {
        storeSelectedAccount(account);
        accountChanged(account);
      },
      removeCompanyProfileSeen: () => removeCompanyProfileSeen(),
      // Every cached read of posts is marked stale (the planner's reads are live already, src/api/queries/posts.ts).
      clearCachedPosts: () => void invalidate(postKeys.account(), cache),
      storeOnboardingFlow: (_, flow) => storeOnboardingFlow(flow),
      goToLanding: (_, { path }) => navigate(path),
      logMissingLanding: (_, detail) => log('[accounts] account details lack', detail),
      logFailure: (_, { what, error }) => log(`[accounts] loading ${what} failed`, error),
      showToast: (_, toast) => showToast(toast),
    },
  });
}
