/**
 * What the account switching machine (accountSwitch.machine.ts) works with: its types, the form and landing helpers,
 * and its actors, actions, guards and delays by name. The app supplies the actors and the effect actions with
 * `.provide()` (src/features/accounts/accountSwitchLogic.ts).
 */
import { assertEvent, assign, setup } from 'xstate';
import { failure, provided } from './provided.ts';
import {
  accountMessages,
  canCreateAccount,
  createAccountError,
  creationLandingUrl,
  isCompanyNameValid,
  offerablePlans,
  onboardingFlowOf,
  switchFailedToast,
  switchLandingPath,
  type AccountDetails,
  type CurrentAccount,
  type LandingPart,
  type OnboardingTypeOption,
  type PlanOption,
  type SwitchableAccount,
} from '../src/domain/accounts.ts';
import { timings } from '../src/domain/constants.ts';
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

export { switchFailedToast };
export const accountExistsToast: ToastInput = {
  tone: 'error',
  title: accountMessages.createFailedTitle,
  message: accountMessages.accountExists,
};

export const emptyForm: AccountCreationForm = { companyName: '', typeId: null, planId: null, error: null };

export function chosenPlan(context: AccountSwitchContext): PlanOption | undefined {
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

export function landingOf(context: AccountSwitchContext): { path: string; missing: LandingPart[] } {
  return switchLandingPath(context.target?.id ?? context.current.accountId ?? 0, context.details);
}

/** Whether the fetched details lack a usable account id or landing URL (only logged, spec 4.5). */
export function landingIsMissing(context: AccountSwitchContext): boolean {
  return landingOf(context).missing.length > 0;
}

export const failSwitch = {
  target: '#accountSwitch.ready',
  actions: [
    { type: 'storeAccount', params: ({ context }: { context: AccountSwitchContext }) => context.previous },
    'restorePreviousAccount',
    { type: 'logFailure', params: failure('account switch') },
    { type: 'showToast', params: switchFailedToast },
  ],
} as const;

export const accountSwitchSetup = setup({
  types: {
    context: {} as AccountSwitchContext,
    events: {} as AccountSwitchEvent,
    tags: {} as 'creating' | 'fading' | 'loading' | 'loadingAccounts' | 'searching' | 'switching',
    input: {} as AccountSwitchInput,
  },
  actors: {
    /** GET /auth/getUAccounts. */
    loadAccounts: provided<SwitchableAccount[]>('loadAccounts'),
    /** POST /auth/setlandingaccount {account_id}. */
    setLandingAccount: provided<void, { accountId: number }>('setLandingAccount'),
    /** POST /auth/getaccountdetails {account_id}: data[0]; rejects when there is none. */
    loadAccountDetails: provided<AccountDetails, { accountId: number }>('loadAccountDetails'),
    /** POST /getonboardingtype {id}: data[0] (id and onboarding_flow). */
    loadOnboardingFlow: provided<OnboardingFlow, { id: number }>('loadOnboardingFlow'),
    /** GET /auth/getallonboardingtypes. */
    loadOnboardingTypes: provided<OnboardingTypeOption[]>('loadOnboardingTypes'),
    /** POST /auth/getOnboardingPlans {Obid}. */
    loadOnboardingPlans: provided<PlanOption[], { typeId: number }>('loadOnboardingPlans'),
    /** POST /auth/createAccount: the new account; rejects with {code, message} when the server refuses. */
    createAccount: provided<SwitchableAccount, CreateAccountInput>('createAccount'),
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
});
