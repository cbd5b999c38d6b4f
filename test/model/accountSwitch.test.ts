/** Hand-written behaviour of the account-switch machine (spec 4.5, 5, 8), on real actors with fake side effects. */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  accountSwitchMachine,
  type CreateAccountInput,
  type OnboardingFlow,
} from '../../machines/accountSwitch.machine.ts';
import {
  CreateAccountError,
  type AccountDetails,
  type CurrentAccount,
  type OnboardingTypeOption,
  type PlanOption,
  type SwitchableAccount,
} from '../../src/domain/accounts.ts';
import { timings } from '../../src/domain/constants.ts';
import type { ToastInput } from '../../src/domain/toast.ts';
import { flush } from './harness.ts';

const acme: SwitchableAccount = {
  id: 1,
  accountName: 'Acme Bakery',
  account_role: 1,
  landing_url: '/contentplanner',
  Onboarding_type_id: 6,
};
const northwind: SwitchableAccount = {
  id: 2,
  accountName: 'Northwind Studio',
  account_role: 3,
  landing_url: '/dashboard',
  Onboarding_type_id: null,
};
const types: OnboardingTypeOption[] = [
  { id: 6, name: 'Business', onboarding_flow: '[{"url":"/subjects_services"},{"url":"/topics"}]' },
  { id: 2, name: 'Partner network member', onboarding_flow: '[{"url":"/goals_objectives"}]' },
  { id: 3, name: 'Franchise', onboarding_flow: null },
];
const plans: PlanOption[] = [
  { id: 28, pricing_id: 28, title: 'One Dollar Trial', price: 1, symbol: '$', paddlePriceId: 'pri_1' },
  { id: 11, pricing_id: 111, title: 'Growth', price: 49, symbol: '$', paddlePriceId: 'pri_growth' },
  { id: 12, pricing_id: 112, title: 'No paddle', price: 99, symbol: '$', paddlePriceId: null },
];

interface Fakes {
  accounts?: () => Promise<SwitchableAccount[]>;
  setLanding?: (accountId: number) => Promise<void>;
  details?: (accountId: number) => Promise<AccountDetails>;
  flow?: (id: number) => Promise<OnboardingFlow>;
  createAccount?: (input: CreateAccountInput) => Promise<SwitchableAccount>;
}

function start(fakes: Fakes = {}, current: CurrentAccount = { accountId: 1, accountRole: 1 }) {
  const log: string[] = [];
  const storeAccount = vi.fn<(account: CurrentAccount) => void>();
  const goToLanding = vi.fn<(path: string) => void>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const storeOnboardingFlow = vi.fn<(flow: OnboardingFlow) => void>();
  const logMissingLanding = vi.fn();
  const logFailure = vi.fn<(what: string, error: unknown) => void>();
  const calls = {
    accounts: vi.fn(fakes.accounts ?? (() => Promise.resolve([acme, northwind]))),
    setLanding: vi.fn(fakes.setLanding ?? (() => Promise.resolve())),
    details: vi.fn(
      fakes.details ??
        ((accountId: number) =>
          Promise.resolve({
            accountId,
            account_role: 3,
            landing_url: accountId === 1 ? '/contentplanner' : '/dashboard',
            Onboarding_type_id: null,
          })),
    ),
    flow: vi.fn(
      fakes.flow ?? ((id: number) => Promise.resolve({ id, onboarding_flow: '[{"url":"/topics"}]' })),
    ),
    types: vi.fn(() => Promise.resolve(types)),
    plans: vi.fn((_typeId: number) => Promise.resolve(plans)),
    createAccount: vi.fn(fakes.createAccount ?? (() => Promise.reject(new Error('not expected')))),
  };
  const machine = accountSwitchMachine.provide({
    actors: {
      loadAccounts: fromPromise(() => calls.accounts()),
      setLandingAccount: fromPromise(({ input }) => {
        log.push('setLandingAccount');
        return calls.setLanding(input.accountId);
      }),
      loadAccountDetails: fromPromise(({ input }) => {
        log.push('loadAccountDetails');
        return calls.details(input.accountId);
      }),
      loadOnboardingFlow: fromPromise(({ input }) => {
        log.push('loadOnboardingFlow');
        return calls.flow(input.id);
      }),
      loadOnboardingTypes: fromPromise(() => calls.types()),
      loadOnboardingPlans: fromPromise(({ input }) => calls.plans(input.typeId)),
      createAccount: fromPromise(({ input }) => calls.createAccount(input)),
    },
    actions: {
      storeAccount: (_, account) => {
        log.push('storeAccount');
        storeAccount(account);
      },
      removeCompanyProfileSeen: () => log.push('removeCompanyProfileSeen'),
      clearCachedPosts: () => log.push('clearCachedPosts'),
      storeOnboardingFlow: (_, flow) => {
        log.push('storeOnboardingFlow');
        storeOnboardingFlow(flow);
      },
      goToLanding: (_, { path }) => {
        log.push('goToLanding');
        goToLanding(path);
      },
      logMissingLanding: (_, detail) => logMissingLanding(detail),
      logFailure: (_, { what, error }) => logFailure(what, error),
      showToast: (_, toast) => showToast(toast),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { currentAccountId: current.accountId, currentAccountRole: current.accountRole },
  }).start();
  return {
    actor,
    clock,
    log,
    calls,
    storeAccount,
    goToLanding,
    showToast,
    storeOnboardingFlow,
    logMissingLanding,
    logFailure,
  };
}

async function ready(fakes: Fakes = {}, current?: CurrentAccount) {
  const started = start(fakes, current);
  await flush();
  expect(started.actor.getSnapshot().matches('ready')).toBe(true);
  return started;
}

describe('account switch: choosing', () => {
  it('loads the accounts first', async () => {
    const { actor, calls } = await ready();
    expect(calls.accounts).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.accounts).toEqual([acme, northwind]);
  });

  it('a failed account list is only logged', async () => {
    const { actor, logFailure, showToast } = await ready({
      accounts: () => Promise.reject(new Error('offline')),
    });
    expect(logFailure).toHaveBeenCalledWith('accounts', expect.any(Error));
    expect(showToast).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.accounts).toEqual([]);
  });

  it('the current account cannot be chosen again', async () => {
    const { actor, calls, storeAccount } = await ready();
    actor.send({ type: 'account.chosen', account: acme });
    await flush();
    expect(actor.getSnapshot().hasTag('switching')).toBe(false);
    expect(calls.setLanding).not.toHaveBeenCalled();
    expect(storeAccount).not.toHaveBeenCalled();
  });
});

describe('account switch: steps 1-5', () => {
  it('stores the account, tells the server, loads details, fades 0.3 s, then lands', async () => {
    const { actor, clock, log, calls, storeAccount, goToLanding, storeOnboardingFlow } = await ready();
    actor.send({ type: 'account.chosen', account: northwind });
    expect(actor.getSnapshot().hasTag('switching')).toBe(true);
    expect(storeAccount).toHaveBeenCalledExactlyOnceWith({ accountId: 2, accountRole: 3 });
    expect(actor.getSnapshot().context.current).toEqual({ accountId: 2, accountRole: 3 });

    await flush(); // setlandingaccount, details, onboarding flow
    expect(calls.setLanding).toHaveBeenCalledWith(2);
    expect(calls.details).toHaveBeenCalledWith(2);
    expect(calls.flow).toHaveBeenCalledWith(6); // no onboarding type: the default 6
    expect(storeOnboardingFlow).toHaveBeenCalledWith({ id: 6, onboarding_flow: '[{"url":"/topics"}]' });
    expect(actor.getSnapshot().hasTag('fading')).toBe(true);
    expect(goToLanding).not.toHaveBeenCalled();

    clock.increment(timings.accountSwitchFade - 1);
    expect(goToLanding).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToLanding).toHaveBeenCalledExactlyOnceWith('/2/dashboard');
    expect(log).toEqual([
      'storeAccount',
      'removeCompanyProfileSeen',
      'setLandingAccount',
      'clearCachedPosts',
      'loadAccountDetails',
      'loadOnboardingFlow',
      'storeOnboardingFlow',
      'goToLanding',
    ]);
    expect(actor.getSnapshot().hasTag('switching')).toBe(false);
    await flush();
    expect(calls.accounts).toHaveBeenCalledTimes(2); // the list is refreshed after the switch
    expect(actor.getSnapshot().matches('ready')).toBe(true);

    // Northwind is now current: choosing it again does nothing, choosing Acme switches back.
    actor.send({ type: 'account.chosen', account: northwind });
    expect(actor.getSnapshot().hasTag('switching')).toBe(false);
    actor.send({ type: 'account.chosen', account: acme });
    expect(actor.getSnapshot().hasTag('switching')).toBe(true);
  });

  it('lands only after both the fade and the onboarding flow are done', async () => {
    let answerFlow: (flow: OnboardingFlow) => void = () => {};
    const { actor, clock, goToLanding, storeOnboardingFlow } = await ready({
      flow: () => new Promise((resolve) => (answerFlow = resolve)),
    });
    actor.send({ type: 'account.chosen', account: northwind });
    await flush();
    clock.increment(timings.accountSwitchFade);
    expect(goToLanding).not.toHaveBeenCalled();
    answerFlow({ id: 6, onboarding_flow: null });
    await flush();
    expect(storeOnboardingFlow).toHaveBeenCalledWith({ id: 6, onboarding_flow: null });
    expect(goToLanding).toHaveBeenCalledWith('/2/dashboard');
  });

  it("uses the account's own onboarding type when it has one", async () => {
    const { actor, calls } = await ready({
      details: () => Promise.resolve({ accountId: 2, landing_url: '/dashboard', Onboarding_type_id: 2 }),
    });
    actor.send({ type: 'account.chosen', account: northwind });
    await flush();
    expect(calls.flow).toHaveBeenCalledWith(2);
  });

  it('a failed onboarding flow is only logged; the switch still lands', async () => {
    const { actor, clock, goToLanding, logFailure, showToast } = await ready({
      flow: () => Promise.reject(new Error('flow down')),
    });
    actor.send({ type: 'account.chosen', account: northwind });
    await flush();
    clock.increment(timings.accountSwitchFade);
    expect(logFailure).toHaveBeenCalledWith('onboarding flow', expect.any(Error));
    expect(showToast).not.toHaveBeenCalled();
    expect(goToLanding).toHaveBeenCalledWith('/2/dashboard');
  });

  it('a missing landing URL is only logged; the default landing stands in', async () => {
    const { actor, clock, goToLanding, logMissingLanding, showToast } = await ready({
      details: () => Promise.resolve({ accountId: 2, landing_url: '', Onboarding_type_id: null }),
    });
    actor.send({ type: 'account.chosen', account: northwind });
    await flush();
    clock.increment(timings.accountSwitchFade);
    expect(logMissingLanding).toHaveBeenCalledWith({ accountId: 2, missing: ['landing_url'] });
    expect(goToLanding).toHaveBeenCalledWith('/2/contentplanner');
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('account switch: step 6, failure', () => {
  it.each([
    ['setlandingaccount', { setLanding: () => Promise.reject(new Error('500')) }],
    ['getaccountdetails', { details: () => Promise.reject(new Error('No account details')) }],
  ] as const)('a failed %s clears the flag, restores the account and shows the toast', async (_, fakes) => {
    const { actor, storeAccount, goToLanding, showToast } = await ready(fakes);
    actor.send({ type: 'account.chosen', account: northwind });
    await flush();
    expect(actor.getSnapshot().hasTag('switching')).toBe(false);
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({
      tone: 'error',
      title: 'Account not switched',
      message: 'Failed to switch account. Please try again.',
    });
    expect(storeAccount.mock.calls).toEqual([
      [{ accountId: 2, accountRole: 3 }],
      [{ accountId: 1, accountRole: 1 }],
    ]);
    expect(actor.getSnapshot().context.current).toEqual({ accountId: 1, accountRole: 1 });
    expect(goToLanding).not.toHaveBeenCalled();
  });
});

describe('account switch: search', () => {
  it('opens, filters by the typed text and switches to the chosen account', async () => {
    const { actor } = await ready();
    actor.send({ type: 'accountSearch.opened' });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    actor.send({ type: 'accountSearch.changed', query: 'north' });
    expect(actor.getSnapshot().context.query).toBe('north');
    actor.send({ type: 'account.chosen', account: acme }); // current: refused, the dialog stays
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    actor.send({ type: 'account.chosen', account: northwind });
    expect(actor.getSnapshot().hasTag('searching')).toBe(false);
    expect(actor.getSnapshot().hasTag('switching')).toBe(true);
  });

  it('starts empty each time it opens', async () => {
    const { actor } = await ready();
    actor.send({ type: 'accountSearch.opened' });
    actor.send({ type: 'accountSearch.changed', query: 'north' });
    actor.send({ type: 'accountSearch.closed' });
    actor.send({ type: 'accountSearch.opened' });
    expect(actor.getSnapshot().context.query).toBe('');
  });
});

describe('account creation', () => {
  async function form(fakes: Fakes = {}) {
    const started = await ready(fakes);
    started.actor.send({ type: 'accountCreation.opened' });
    expect(started.actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(started.actor.getSnapshot().context.types).toEqual(types);
    return started;
  }
  const fill = (actor: ReturnType<typeof start>['actor'], typeId = 6) => {
    actor.send({ type: 'accountCreation.companyChanged', companyName: '  Zed Studio ' });
    actor.send({ type: 'accountCreation.typeChosen', typeId });
  };

  it('loads the plans of the chosen type and keeps only price > 1 with a paddle price id', async () => {
    const { actor, calls } = await form();
    fill(actor);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(calls.plans).toHaveBeenCalledWith(6);
    expect(actor.getSnapshot().context.plans.map((plan) => plan.id)).toEqual([11]);
  });

  it('does not submit an incomplete form', async () => {
    const { actor, calls } = await form();
    actor.send({ type: 'accountCreation.submitted' });
    fill(actor);
    await flush();
    actor.send({ type: 'accountCreation.submitted' }); // no plan yet
    actor.send({ type: 'accountCreation.planChosen', planId: 11 });
    actor.send({ type: 'accountCreation.companyChanged', companyName: 'Z' });
    actor.send({ type: 'accountCreation.submitted' }); // name too short
    actor.send({ type: 'accountCreation.planChosen', planId: 12 }); // not offered
    actor.send({ type: 'accountCreation.companyChanged', companyName: 'Zed' });
    actor.send({ type: 'accountCreation.submitted' });
    await flush();
    expect(calls.createAccount).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ ready: { creating: { form: 'editing' } } })).toBe(true);
  });

  it("a type without onboarding flow says 'Please select an account type'", async () => {
    const { actor, calls } = await form();
    fill(actor, 3);
    await flush();
    actor.send({ type: 'accountCreation.planChosen', planId: 11 });
    actor.send({ type: 'accountCreation.submitted' });
    expect(actor.getSnapshot().context.form.error).toBe('Please select an account type');
    expect(calls.createAccount).not.toHaveBeenCalled();
  });

  it('creates the account with the first flow url as landing, then switches to it', async () => {
    const created: SwitchableAccount = {
      id: 9,
      accountName: 'Zed Studio',
      account_role: 1,
      landing_url: '/goals_objectives',
      Onboarding_type_id: 2,
    };
    const { actor, clock, calls, storeAccount, goToLanding } = await form({
      createAccount: () => Promise.resolve(created),
      details: () =>
        Promise.resolve({
          accountId: 9,
          account_role: 1,
          landing_url: '/goals_objectives',
          Onboarding_type_id: 2,
        }),
    });
    fill(actor, 2);
    await flush();
    actor.send({ type: 'accountCreation.planChosen', planId: 11 });
    actor.send({ type: 'accountCreation.submitted' });
    expect(calls.createAccount).toHaveBeenCalledWith({
      company: 'Zed Studio',
      pricing_id: 111,
      Onboarding_type_id: 2,
      landing_url: '/goals_objectives',
    });
    await flush();
    expect(storeAccount).toHaveBeenCalledWith({ accountId: 9, accountRole: 1 });
    expect(calls.flow).toHaveBeenCalledWith(2);
    clock.increment(timings.accountSwitchFade);
    expect(goToLanding).toHaveBeenCalledWith('/9/goals_objectives');
  });

  it("a taken name closes the form with the spec's message", async () => {
    const { actor, showToast } = await form({
      createAccount: () => Promise.reject(new CreateAccountError(500, 'Account already exists')),
    });
    fill(actor);
    await flush();
    actor.send({ type: 'accountCreation.planChosen', planId: 11 });
    actor.send({ type: 'accountCreation.submitted' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(showToast).toHaveBeenCalledWith({
      tone: 'error',
      title: 'Account not created',
      message: 'An account with this name already exists. Please choose a different name.',
    });
  });

  it("another failure stays in the form with the server's message or the fallback", async () => {
    let failure = new CreateAccountError(400, 'pricing_id is not a plan offered for this account type');
    const { actor, showToast } = await form({ createAccount: () => Promise.reject(failure) });
    fill(actor);
    await flush();
    actor.send({ type: 'accountCreation.planChosen', planId: 11 });
    actor.send({ type: 'accountCreation.submitted' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { creating: { form: 'editing' } } })).toBe(true);
    expect(actor.getSnapshot().context.form.error).toBe(
      'pricing_id is not a plan offered for this account type',
    );
    expect(showToast).not.toHaveBeenCalled();

    failure = new CreateAccountError(null, null);
    actor.send({ type: 'accountCreation.submitted' });
    await flush();
    expect(actor.getSnapshot().context.form.error).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'accountCreation.companyChanged', companyName: 'Zed Studios' });
    expect(actor.getSnapshot().context.form.error).toBeNull();
  });

  it('cannot be closed while the account is being created', async () => {
    const { actor } = await form({ createAccount: () => new Promise(() => {}) });
    fill(actor);
    await flush();
    actor.send({ type: 'accountCreation.planChosen', planId: 11 });
    actor.send({ type: 'accountCreation.submitted' });
    actor.send({ type: 'accountCreation.closed' });
    expect(actor.getSnapshot().matches({ ready: { creating: 'submitting' } })).toBe(true);
  });

  it('starts empty each time it opens', async () => {
    const { actor } = await form();
    fill(actor);
    actor.send({ type: 'accountCreation.closed' });
    actor.send({ type: 'accountCreation.opened' });
    expect(actor.getSnapshot().context.form).toEqual({
      companyName: '',
      typeId: null,
      planId: null,
      error: null,
    });
  });
});
