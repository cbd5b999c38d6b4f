/** The account-switch machine with the app's side effects supplied (spec 4.5, 5, 7.2, 8). */
import { fromPromise } from 'xstate';
import { accountSwitchMachine } from '../../../machines/accountSwitch.machine.ts';
import type { accountCalls } from '../../api/accounts.ts';
import { ApiError } from '../../api/index.ts';
import type { onboardingCalls } from '../../api/onboarding.ts';
import {
  createAccountOutcome,
  CreateAccountError,
  type CurrentAccount,
  type OnboardingTypeOption,
  type SwitchableAccount,
} from '../../domain/accounts.ts';
import type { ToastInput } from '../../domain/toast.ts';
import { removeCompanyProfileSeen, storeOnboardingFlow, storeSelectedAccount } from './accountStore.ts';

export interface AccountSwitchEffects {
  calls: ReturnType<typeof accountCalls> & ReturnType<typeof onboardingCalls>;
  /** Tells the session the selected account changed. */
  accountChanged: (account: CurrentAccount) => void;
  navigate: (path: string) => void;
  showToast: (toast: ToastInput) => void;
  /** Where failed loads and missing landing data are logged (spec 8: only logged). */
  log?: (message: string, detail: unknown) => void;
}

/** What the machine's createAccount rejects with: the envelope's or the HTTP answer's code and message. */
function creationFailure(error: unknown): CreateAccountError {
  if (error instanceof ApiError) return new CreateAccountError(error.status, error.message);
  return new CreateAccountError(null, null);
}

export function accountSwitchLogic({
  calls,
  accountChanged,
  navigate,
  showToast,
  log = (message, detail) => console.warn(message, detail),
}: AccountSwitchEffects) {
  return accountSwitchMachine.provide({
    actors: {
      loadAccounts: fromPromise<SwitchableAccount[]>(async () => (await calls.accounts()).data ?? []),
      setLandingAccount: fromPromise(async ({ input }) => {
        await calls.setLandingAccount(input.accountId);
      }),
      loadAccountDetails: fromPromise(async ({ input }) => {
        const answer = await calls.accountDetails(input.accountId);
        const details = answer.data?.[0];
        if (!details) throw new Error(answer.message ?? 'No account details');
        return details;
      }),
      loadOnboardingFlow: fromPromise(async ({ input }) => {
        const answer = await calls.onboardingType(input.id);
        return answer.data?.[0] ?? null;
      }),
      loadOnboardingTypes: fromPromise<OnboardingTypeOption[]>(
        async () => (await calls.onboardingTypes()).data ?? [],
      ),
      loadOnboardingPlans: fromPromise(
        async ({ input }) => (await calls.onboardingPlans(input.typeId)).data ?? [],
      ),
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
        return outcome.account;
      }),
    },
    actions: {
      storeAccount: (_, account) => {
        storeSelectedAccount(account);
        accountChanged(account);
      },
      removeCompanyProfileSeen: () => removeCompanyProfileSeen(),
      clearCachedPosts: () => {
        // No post cache exists yet; the post caches (query-core, per account) will be cleared here.
      },
      storeOnboardingFlow: (_, flow) => storeOnboardingFlow(flow),
      goToLanding: (_, { path }) => navigate(path),
      logMissingLanding: (_, detail) => log('[accounts] account details lack', detail),
      logFailure: (_, { what, error }) => log(`[accounts] loading ${what} failed`, error),
      showToast: (_, toast) => showToast(toast),
    },
  });
}
