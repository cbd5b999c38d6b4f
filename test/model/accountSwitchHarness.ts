/**
 * The account-switch machine on real actors with fake side effects, and its fixtures: shared by accountSwitch.test.ts
 * and accountCreation.test.ts.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { expect, vi } from 'vitest';
import {
  accountSwitchMachine,
  type CreateAccountInput,
  type OnboardingFlow,
} from '../../machines/accountSwitch.machine.ts';
import type {
  AccountDetails,
  CurrentAccount,
  OnboardingTypeOption,
  PlanOption,
  SwitchableAccount,
} from '../../src/domain/accounts.ts';
import type { ToastInput } from '../../src/domain/toast.ts';
import { flush } from './harness.ts';

export const acme: SwitchableAccount = {
  id: 1,
  accountName: 'Acme Bakery',
  account_role: 1,
  landing_url: '/contentplanner',
  Onboarding_type_id: 6,
};
export const northwind: SwitchableAccount = {
  id: 2,
  accountName: 'Northwind Studio',
  account_role: 3,
  landing_url: '/dashboard',
  Onboarding_type_id: null,
};
export const types: OnboardingTypeOption[] = [
  { id: 6, name: 'Business', onboarding_flow: '[{"url":"/subjects_services"},{"url":"/topics"}]' },
  { id: 2, name: 'Partner network member', onboarding_flow: '[{"url":"/goals_objectives"}]' },
  { id: 3, name: 'Franchise', onboarding_flow: null },
];
const plans: PlanOption[] = [
  { id: 28, pricing_id: 28, title: 'One Dollar Trial', price: 1, symbol: '$', paddlePriceId: 'pri_1' },
  { id: 11, pricing_id: 111, title: 'Growth', price: 49, symbol: '$', paddlePriceId: 'pri_growth' },
  { id: 12, pricing_id: 112, title: 'No paddle', price: 99, symbol: '$', paddlePriceId: null },
];

export interface Fakes {
  accounts?: () => Promise<SwitchableAccount[]>;
  setLanding?: (accountId: number) => Promise<void>;
  details?: (accountId: number) => Promise<AccountDetails>;
  flow?: (id: number) => Promise<OnboardingFlow>;
  createAccount?: (input: CreateAccountInput) => Promise<SwitchableAccount>;
}

export function start(fakes: Fakes = {}, current: CurrentAccount = { accountId: 1, accountRole: 1 }) {
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
  /** The effect, noted in the log by name (the tests check the order of the steps). */
  const noted = (name: string, effect: () => void) => {
    log.push(name);
    effect();
  };
  const logged = <TOutput, TInput>(name: string, answer: (input: TInput) => Promise<TOutput>) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      log.push(name);
      return answer(input);
    });
  const machine = accountSwitchMachine.provide({
    actors: {
      loadAccounts: fromPromise(() => calls.accounts()),
      setLandingAccount: logged('setLandingAccount', (input: { accountId: number }) =>
        calls.setLanding(input.accountId),
      ),
      loadAccountDetails: logged('loadAccountDetails', (input: { accountId: number }) =>
        calls.details(input.accountId),
      ),
      loadOnboardingFlow: logged('loadOnboardingFlow', (input: { id: number }) => calls.flow(input.id)),
      loadOnboardingTypes: fromPromise(() => calls.types()),
      loadOnboardingPlans: fromPromise(({ input }) => calls.plans(input.typeId)),
      createAccount: fromPromise(({ input }) => calls.createAccount(input)),
    },
    actions: {
      storeAccount: (_, account) => noted('storeAccount', () => storeAccount(account)),
      removeCompanyProfileSeen: () => log.push('removeCompanyProfileSeen'),
      clearCachedPosts: () => log.push('clearCachedPosts'),
      storeOnboardingFlow: (_, flow) => noted('storeOnboardingFlow', () => storeOnboardingFlow(flow)),
      goToLanding: (_, { path }) => noted('goToLanding', () => goToLanding(path)),
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

export async function ready(fakes: Fakes = {}, current?: CurrentAccount) {
  const started = start(fakes, current);
  await flush();
  expect(started.actor.getSnapshot().matches('ready')).toBe(true);
  return started;
}
