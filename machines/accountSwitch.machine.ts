/**
 * Account switching (spec 4.5) and the account switcher's two dialogs: 'View all accounts' and 'Add An Account'
 * (spec 5 'Create account', 8).
 *
 * - `loadingAccounts`: GET /auth/getUAccounts; a failure is only logged (spec 8) and the list stays as it was.
 * - `ready`: the switcher. `account.chosen` with another account than the current one starts a switch (the current
 *   account cannot be chosen again: guard `isOtherAccount`). `browsing`, `searching` (the search dialog) and
 *   `creating` (the create-account dialog) are the switcher's views.
 * - `switching` (tag `switching`: the flag and the loading card, step 1):
 *   entry, step 2: the chosen account becomes selected; its id and role are written to the session, cookies and
 *   browser storage (`storeAccount`); the company-profile-seen cookie is removed (`removeCompanyProfileSeen`).
 *   `settingLanding`, step 3: POST /auth/setlandingaccount, then `clearCachedPosts` (nothing is cached yet; the
 *   action is the hook the post caches will use).
 *   `loadingDetails`, step 4: POST /auth/getaccountdetails.
 *   `leaving` (tag `fading`), steps 4-5: the page fades out for `accountSwitchFade` (0.3 s) while the onboarding
 *   flow of the account's type (6 when it has none) is fetched and stored (`storeOnboardingFlow`), so the landing
 *   page finds it; a failed fetch is only logged (spec 8). Then `goToLanding` goes to `/{accountId}{landing_url}`;
 *   a missing account id or landing URL is only logged (`logMissingLanding`) and the chosen id and the default
 *   landing stand in (domain `switchLandingPath`).
 *   Failure of steps 3-4, step 6: the previous account is written back (`storeAccount`), the flag is cleared and
 *   the toast 'Failed to switch account. Please try again.' is shown.
 * - `creating`: onboarding types are loaded (GET /auth/getallonboardingtypes), choosing a type loads its plans
 *   (POST /auth/getOnboardingPlans; only price > 1 with a paddle price id are kept). Submitting needs a company
 *   name of 2+ characters, a plan and a type (`canCreateAccount`); a type without onboarding flow answers 'Please
 *   select an account type'. POST /auth/createAccount; success switches to the new account (which lands on its
 *   flow URL); 'Account already exists' closes the dialog with the spec's toast; any other failure stays in the
 *   form with the server's message or 'Something went wrong. Please try again.'.
 *
 * Every side effect is a named actor or action; the app supplies them with `.provide()`.
 */
import { and } from 'xstate';
import {
  accountMessages,
  createAccountError,
  creationLandingUrl,
  onboardingFlowOf,
  onboardingTypeIdOf,
} from '../src/domain/accounts.ts';
import { ACCOUNT_CREATION_LANDING } from '../src/domain/constants.ts';
import {
  accountExistsToast,
  accountSwitchSetup,
  chosenPlan,
  emptyForm,
  failSwitch,
  landingOf,
} from './accountSwitch.setup.ts';
import { loggedFailure } from './provided.ts';

export {
  accountExistsToast,
  chosenTypeLacksFlow,
  creationFormFacts,
  flowIsMissing,
  formIsComplete,
  landingIsMissing,
  switchFailedToast,
  type AccountCreationForm,
  type AccountSwitchContext,
  type AccountSwitchEvent,
  type AccountSwitchInput,
  type CreateAccountInput,
  type OnboardingFlow,
} from './accountSwitch.setup.ts';

/** Choosing another account than the current one starts a switch (from the switcher or its search dialog). */
const chooseAccount = {
  guard: 'isOtherAccount',
  target: '#accountSwitch.switching',
  actions: 'selectChosenAccount',
} as const;

export const accountSwitchMachine = accountSwitchSetup.createMachine({
  id: 'accountSwitch',
  context: ({ input }) => ({
    accounts: [],
    current: { accountId: input.currentAccountId, accountRole: input.currentAccountRole },
    previous: { accountId: input.currentAccountId, accountRole: input.currentAccountRole },
    target: null,
    details: null,
    query: '',
    form: emptyForm,
    types: [],
    plans: [],
  }),
  initial: 'loadingAccounts',
  states: {
    loadingAccounts: {
      description: 'GET /auth/getUAccounts; a failure is only logged and the list stays as it was.',
      tags: ['loadingAccounts'],
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: {
          target: 'ready',
          actions: { type: 'rememberAccounts', params: ({ event }) => ({ accounts: event.output }) },
        },
        onError: loggedFailure('ready', 'accounts'),
      },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'account.chosen': chooseAccount,
            'accountSearch.opened': {
              target: 'searching',
              actions: 'clearSearch',
            },
            'accountCreation.opened': {
              target: 'creating',
              actions: 'resetForm',
            },
          },
        },
        searching: {
          description: "'View all accounts': the search dialog over the whole list.",
          tags: ['searching'],
          on: {
            'account.chosen': chooseAccount,
            'accountSearch.changed': {
              actions: { type: 'changeSearch', params: ({ event }) => ({ query: event.query }) },
            },
            'accountSearch.closed': 'browsing',
          },
        },
        creating: {
          description: "'Add An Account': the create-account dialog.",
          tags: ['creating'],
          initial: 'form',
          on: {
            'accountCreation.companyChanged': {
              actions: {
                type: 'changeCompanyName',
                params: ({ event }) => ({ companyName: event.companyName }),
              },
            },
          },
          states: {
            form: {
              initial: 'loadingTypes',
              on: { 'accountCreation.closed': '#accountSwitch.ready.browsing' },
              states: {
                loadingTypes: {
                  description:
                    'GET /auth/getallonboardingtypes; a failure is only logged (no types to choose).',
                  tags: ['loading'],
                  invoke: {
                    id: 'loadOnboardingTypes',
                    src: 'loadOnboardingTypes',
                    onDone: {
                      target: 'editing',
                      actions: { type: 'rememberTypes', params: ({ event }) => ({ types: event.output }) },
                    },
                    onError: loggedFailure('editing', 'onboarding types'),
                  },
                },
                editing: {
                  on: {
                    'accountCreation.typeChosen': {
                      target: 'loadingPlans',
                      actions: 'chooseType',
                    },
                    'accountCreation.planChosen': {
                      actions: { type: 'choosePlan', params: ({ event }) => ({ planId: event.planId }) },
                    },
                    'accountCreation.submitted': [
                      {
                        guard: and(['canCreateAccount', 'lacksOnboardingFlow']),
                        actions: { type: 'showFormError', params: { error: accountMessages.noAccountType } },
                      },
                      {
                        guard: 'canCreateAccount',
                        target: '#accountSwitch.ready.creating.submitting',
                        actions: { type: 'showFormError', params: { error: null } },
                      },
                    ],
                  },
                },
                loadingPlans: {
                  description:
                    'POST /auth/getOnboardingPlans {Obid}; only plans priced above 1 with a paddle price id are kept. A failure is only logged.',
                  tags: ['loading'],
                  invoke: {
                    id: 'loadOnboardingPlans',
                    src: 'loadOnboardingPlans',
                    input: ({ context }) => ({ typeId: context.form.typeId ?? 0 }),
                    onDone: {
                      target: 'editing',
                      actions: { type: 'rememberPlans', params: ({ event }) => ({ plans: event.output }) },
                    },
                    onError: loggedFailure('editing', 'onboarding plans'),
                  },
                  on: {
                    'accountCreation.typeChosen': {
                      target: 'loadingPlans',
                      reenter: true,
                      actions: 'chooseType',
                    },
                  },
                },
              },
            },
            submitting: {
              description: 'POST /auth/createAccount; the dialog cannot be closed meanwhile.',
              tags: ['loading'],
              invoke: {
                id: 'createAccount',
                src: 'createAccount',
                input: ({ context }) => ({
                  company: context.form.companyName.trim(),
                  pricing_id: chosenPlan(context)?.pricing_id ?? 0,
                  Onboarding_type_id: context.form.typeId ?? 0,
                  landing_url:
                    creationLandingUrl(onboardingFlowOf(context.types, context.form.typeId)) ??
                    ACCOUNT_CREATION_LANDING,
                }),
                onDone: {
                  target: '#accountSwitch.switching',
                  actions: {
                    type: 'selectCreatedAccount',
                    params: ({ event }) => ({ account: event.output }),
                  },
                },
                onError: [
                  {
                    guard: 'isAccountNameTaken',
                    target: '#accountSwitch.ready.browsing',
                    actions: { type: 'showToast', params: accountExistsToast },
                  },
                  {
                    target: 'form.editing',
                    actions: {
                      type: 'showFormError',
                      params: ({ event }) => ({ error: createAccountError(event.error).message }),
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
    switching: {
      description: 'The switching flag: the loading card shows.',
      tags: ['switching'],
      entry: [{ type: 'storeAccount', params: ({ context }) => context.current }, 'removeCompanyProfileSeen'],
      initial: 'settingLanding',
      states: {
        settingLanding: {
          description: 'POST /auth/setlandingaccount, then the cached posts are cleared.',
          invoke: {
            id: 'setLandingAccount',
            src: 'setLandingAccount',
            input: ({ context }) => ({ accountId: context.current.accountId ?? 0 }),
            onDone: { target: 'loadingDetails', actions: 'clearCachedPosts' },
            onError: failSwitch,
          },
        },
        loadingDetails: {
          description: 'POST /auth/getaccountdetails.',
          invoke: {
            id: 'loadAccountDetails',
            src: 'loadAccountDetails',
            input: ({ context }) => ({ accountId: context.current.accountId ?? 0 }),
            onDone: {
              target: 'leaving',
              actions: { type: 'rememberDetails', params: ({ event }) => ({ details: event.output }) },
            },
            onError: failSwitch,
          },
        },
        leaving: {
          description:
            'The page fades out (0.3 s) while the onboarding flow of the account type (default 6) is fetched and stored.',
          type: 'parallel',
          tags: ['fading'],
          states: {
            fade: {
              initial: 'fading',
              states: {
                fading: { after: { accountSwitchFade: 'faded' } },
                faded: { type: 'final' },
              },
            },
            flow: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadOnboardingFlow',
                    src: 'loadOnboardingFlow',
                    input: ({ context }) => ({ id: onboardingTypeIdOf(context.details) }),
                    onDone: {
                      target: 'loaded',
                      actions: { type: 'storeOnboardingFlow', params: ({ event }) => event.output },
                    },
                    onError: loggedFailure('loaded', 'onboarding flow'),
                  },
                },
                loaded: { type: 'final' },
              },
            },
          },
          onDone: [
            {
              guard: 'isLandingMissing',
              target: '#accountSwitch.loadingAccounts',
              actions: [
                {
                  type: 'logMissingLanding',
                  params: ({ context }) => ({
                    accountId: context.current.accountId,
                    missing: landingOf(context).missing,
                  }),
                },
                { type: 'goToLanding', params: ({ context }) => ({ path: landingOf(context).path }) },
                'finishSwitch',
              ],
            },
            {
              target: '#accountSwitch.loadingAccounts',
              actions: [
                { type: 'goToLanding', params: ({ context }) => ({ path: landingOf(context).path }) },
                'finishSwitch',
              ],
            },
          ],
        },
      },
    },
  },
});
