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
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  accountMessages,
  canCreateAccount,
  createAccountError,
  creationLandingUrl,
  isCompanyNameValid,
  offerablePlans,
  onboardingFlowOf,
  onboardingTypeIdOf,
  switchLandingPath,
  type AccountDetails,
  type CurrentAccount,
  type LandingPart,
  type OnboardingTypeOption,
  type PlanOption,
  type SwitchableAccount,
} from '../src/domain/accounts.ts';
import { ACCOUNT_CREATION_LANDING, timings } from '../src/domain/constants.ts';
import type { ToastInput } from '../src/domain/toast.ts';

export interface AccountSwitchInput {
  /** The session's current account id and role when the switcher starts. */
  currentAccountId: number | null;
  currentAccountRole: number | null;
}

export interface AccountCreationForm {
  companyName: string;
  typeId: number | null;
  planId: number | null;
  /** The form's message: 'Please select an account type' or a server failure. */
  error: string | null;
}

export interface AccountSwitchContext {
  accounts: SwitchableAccount[];
  /** The selected account: what the session, cookies and storage hold. */
  current: CurrentAccount;
  /** The account selected before the running switch, written back if it fails. */
  previous: CurrentAccount;
  /** The account being switched to. */
  target: SwitchableAccount | null;
  details: AccountDetails | null;
  /** Text of the 'View all accounts' search. */
  query: string;
  form: AccountCreationForm;
  types: OnboardingTypeOption[];
  /** Offerable plans of the chosen type. */
  plans: PlanOption[];
}

export type AccountSwitchEvent =
  | { type: 'account.chosen'; account: SwitchableAccount }
  | { type: 'accountSearch.opened' }
  | { type: 'accountSearch.changed'; query: string }
  | { type: 'accountSearch.closed' }
  | { type: 'accountCreation.opened' }
  | { type: 'accountCreation.closed' }
  | { type: 'accountCreation.companyChanged'; companyName: string }
  | { type: 'accountCreation.typeChosen'; typeId: number }
  | { type: 'accountCreation.planChosen'; planId: number }
  | { type: 'accountCreation.submitted' };

/** POST /auth/createAccount body, as the machine builds it (timezones are added by the app). */
export interface CreateAccountInput {
  company: string;
  pricing_id: number;
  Onboarding_type_id: number;
  landing_url: string;
}

/** data[0] of POST /getonboardingtype, or null when it has none. */
export type OnboardingFlow = { id: number; onboarding_flow: string | null } | null;

export const switchFailedToast: ToastInput = {
  tone: 'error',
  title: accountMessages.switchFailedTitle,
  message: accountMessages.switchFailed,
};
export const accountExistsToast: ToastInput = {
  tone: 'error',
  title: accountMessages.createFailedTitle,
  message: accountMessages.accountExists,
};

const emptyForm: AccountCreationForm = { companyName: '', typeId: null, planId: null, error: null };

function chosenPlan(context: AccountSwitchContext): PlanOption | undefined {
  return context.plans.find((plan) => plan.id === context.form.planId);
}

/** What the create-account guards read of the form. */
export function creationFormFacts(context: AccountSwitchContext) {
  return {
    nameValid: isCompanyNameValid(context.form.companyName),
    planChosen: chosenPlan(context) !== undefined,
    typeChosen: context.types.some((type) => type.id === context.form.typeId),
  };
}

/** Whether the form may be submitted (loading states do not accept the submit event at all). */
export function formIsComplete(context: AccountSwitchContext): boolean {
  const { planChosen, typeChosen } = creationFormFacts(context);
  return canCreateAccount({ companyName: context.form.companyName, planChosen, typeChosen, loading: false });
}

/** Whether a type is chosen and it lacks an onboarding flow (the graph's view of `lacksOnboardingFlow`). */
export function chosenTypeLacksFlow(context: AccountSwitchContext): boolean {
  return context.form.typeId !== null && flowIsMissing(context);
}

/** Whether the chosen type lacks an onboarding flow (spec 5). */
export function flowIsMissing(context: AccountSwitchContext): boolean {
  return creationLandingUrl(onboardingFlowOf(context.types, context.form.typeId)) === null;
}

function landingOf(context: AccountSwitchContext): { path: string; missing: LandingPart[] } {
  return switchLandingPath(context.target?.id ?? context.current.accountId ?? 0, context.details);
}

/** Whether the fetched details lack a usable account id or landing URL (only logged, spec 4.5). */
export function landingIsMissing(context: AccountSwitchContext): boolean {
  return landingOf(context).missing.length > 0;
}

const failSwitch = {
  target: '#accountSwitch.ready',
  actions: [
    { type: 'storeAccount', params: ({ context }: { context: AccountSwitchContext }) => context.previous },
    'restorePreviousAccount',
    {
      type: 'logFailure',
      params: ({ event }: { event: { error?: unknown } }) => ({ what: 'account switch', error: event.error }),
    },
    { type: 'showToast', params: switchFailedToast },
  ],
} as const;

export const accountSwitchMachine = setup({
  types: {
    context: {} as AccountSwitchContext,
    events: {} as AccountSwitchEvent,
    input: {} as AccountSwitchInput,
  },
  actors: {
    /** GET /auth/getUAccounts. */
    loadAccounts: fromPromise<SwitchableAccount[]>(() =>
      Promise.reject(new Error('loadAccounts is not provided')),
    ),
    /** POST /auth/setlandingaccount {account_id}. */
    setLandingAccount: fromPromise<void, { accountId: number }>(() =>
      Promise.reject(new Error('setLandingAccount is not provided')),
    ),
    /** POST /auth/getaccountdetails {account_id}: data[0]; rejects when there is none. */
    loadAccountDetails: fromPromise<AccountDetails, { accountId: number }>(() =>
      Promise.reject(new Error('loadAccountDetails is not provided')),
    ),
    /** POST /getonboardingtype {id}: data[0] (id and onboarding_flow). */
    loadOnboardingFlow: fromPromise<OnboardingFlow, { id: number }>(() =>
      Promise.reject(new Error('loadOnboardingFlow is not provided')),
    ),
    /** GET /auth/getallonboardingtypes. */
    loadOnboardingTypes: fromPromise<OnboardingTypeOption[]>(() =>
      Promise.reject(new Error('loadOnboardingTypes is not provided')),
    ),
    /** POST /auth/getOnboardingPlans {Obid}. */
    loadOnboardingPlans: fromPromise<PlanOption[], { typeId: number }>(() =>
      Promise.reject(new Error('loadOnboardingPlans is not provided')),
    ),
    /** POST /auth/createAccount: the new account; rejects with {code, message} when the server refuses. */
    createAccount: fromPromise<SwitchableAccount, CreateAccountInput>(() =>
      Promise.reject(new Error('createAccount is not provided')),
    ),
  },
  actions: {
    /** Writes the account id and role to the session, the cookies (auth.usedetail, auth.accountId,
     * auth.account_role) and browser storage (accountId, account_role). */
    storeAccount: (_, _account: CurrentAccount) => {},
    /** Removes the company-profile-seen cookie (auth.hasSeenCompanyProfile). */
    removeCompanyProfileSeen: () => {},
    /** Clears the cached posts of the previous account. Nothing caches posts yet: the hook for the post caches. */
    clearCachedPosts: () => {},
    /** Stores the onboarding flow: browser storage `onboardingtype`, cookie `auth.onboardingFlow`. */
    storeOnboardingFlow: (_, _flow: OnboardingFlow) => {},
    /** Navigates to the account's landing page. */
    goToLanding: (_, _params: { path: string }) => {},
    /** A missing account id or landing URL is only logged (spec 4.5 step 6). */
    logMissingLanding: (_, _params: { accountId: number | null; missing: LandingPart[] }) => {},
    /** Failed loads are only logged (spec 8). */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    /** Asks the toaster for a toast. */
    showToast: (_, _toast: ToastInput) => {},
    restorePreviousAccount: assign({
      current: ({ context }) => context.previous,
      target: null,
      details: null,
    }),
    selectChosenAccount: assign(({ context, event }) => {
      assertEvent(event, 'account.chosen');
      return {
        previous: context.current,
        current: { accountId: event.account.id, accountRole: event.account.account_role },
        target: event.account,
        details: null,
      };
    }),
    chooseType: assign(({ context, event }) => {
      assertEvent(event, 'accountCreation.typeChosen');
      return { form: { ...context.form, typeId: event.typeId, planId: null, error: null }, plans: [] };
    }),
    finishSwitch: assign({ previous: ({ context }) => context.current, target: null }),
    rememberAccounts: assign((_, { accounts }: { accounts: SwitchableAccount[] }) => ({ accounts })),
    clearSearch: assign({ query: '' }),
    changeSearch: assign((_, { query }: { query: string }) => ({ query })),
    resetForm: assign({ form: emptyForm, plans: [] }),
    changeCompanyName: assign(({ context }, { companyName }: { companyName: string }) => ({
      form: { ...context.form, companyName, error: null },
    })),
    rememberTypes: assign((_, { types }: { types: OnboardingTypeOption[] }) => ({ types })),
    choosePlan: assign(({ context }, { planId }: { planId: number }) => ({
      form: { ...context.form, planId, error: null },
    })),
    showFormError: assign(({ context }, { error }: { error: string | null }) => ({
      form: { ...context.form, error },
    })),
    rememberPlans: assign((_, { plans }: { plans: PlanOption[] }) => ({ plans: offerablePlans(plans) })),
    selectCreatedAccount: assign(({ context }, { account }: { account: SwitchableAccount }) => ({
      accounts: [...context.accounts, account],
      previous: context.current,
      current: { accountId: account.id, accountRole: account.account_role },
      target: account,
      details: null,
    })),
    rememberDetails: assign((_, { details }: { details: AccountDetails }) => ({ details })),
  },
  guards: {
    /** The current account cannot be chosen again. */
    isOtherAccount: ({ context, event }) => {
      assertEvent(event, 'account.chosen');
      return event.account.id !== context.current.accountId;
    },
    canCreateAccount: ({ context }) => formIsComplete(context),
    lacksOnboardingFlow: ({ context }) => flowIsMissing(context),
    isLandingMissing: ({ context }) => landingIsMissing(context),
    isAccountNameTaken: ({ event }) => createAccountError((event as { error?: unknown }).error).closesForm,
  },
  delays: {
    accountSwitchFade: timings.accountSwitchFade,
  },
}).createMachine({
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
        onError: {
          target: 'ready',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ what: 'accounts', error: event.error }),
          },
        },
      },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'account.chosen': {
              guard: 'isOtherAccount',
              target: '#accountSwitch.switching',
              actions: 'selectChosenAccount',
            },
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
            'account.chosen': {
              guard: 'isOtherAccount',
              target: '#accountSwitch.switching',
              actions: 'selectChosenAccount',
            },
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
                    onError: {
                      target: 'editing',
                      actions: {
                        type: 'logFailure',
                        params: ({ event }) => ({ what: 'onboarding types', error: event.error }),
                      },
                    },
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
                    onError: {
                      target: 'editing',
                      actions: {
                        type: 'logFailure',
                        params: ({ event }) => ({ what: 'onboarding plans', error: event.error }),
                      },
                    },
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
                    onError: {
                      target: 'loaded',
                      actions: {
                        type: 'logFailure',
                        params: ({ event }) => ({ what: 'onboarding flow', error: event.error }),
                      },
                    },
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
