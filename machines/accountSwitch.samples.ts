/** Samples of the account switching machine (accountSwitch.machine.ts) for the catalogue and the model tests. */
import { CreateAccountError } from '../src/domain/accounts.ts';
import {
  chosenTypeLacksFlow,
  creationFormFacts,
  landingIsMissing,
  type accountSwitchMachine,
} from './accountSwitch.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

/** The sample onboarding type with a flow ('Business'); every sample account has it. */
export const BUSINESS_TYPE_ID = 6;
/** The sample onboarding type without a flow ('Without flow'). */
export const FLOWLESS_TYPE_ID = 9;

const acme = { id: 1, accountName: 'Acme Bakery', account_role: 1, landing_url: '/contentplanner' };
const northwind = {
  id: 2,
  accountName: 'Northwind Studio',
  account_role: 1,
  landing_url: '/dashboard',
};
const created = {
  id: 7,
  accountName: 'Zed Studio',
  account_role: 1,
  landing_url: '/subjects_services',
};
const typed = (account: typeof acme) => ({ ...account, Onboarding_type_id: BUSINESS_TYPE_ID });

export const accountSwitchSamples: CatalogueSamples<typeof accountSwitchMachine> = {
  inputs: [{ currentAccountId: 1, currentAccountRole: 1 }],
  events: () => [
    { type: 'account.chosen', account: typed(acme) },
    { type: 'account.chosen', account: typed(northwind) },
    { type: 'accountSearch.changed', query: 'north' },
    { type: 'accountCreation.companyChanged', companyName: 'Zed Studio' },
    { type: 'accountCreation.typeChosen', typeId: BUSINESS_TYPE_ID },
    { type: 'accountCreation.typeChosen', typeId: FLOWLESS_TYPE_ID },
    { type: 'accountCreation.planChosen', planId: 11 },
    { type: 'xstate.done.actor.loadAccounts', output: [typed(acme), typed(northwind)] },
    { type: 'xstate.done.actor.setLandingAccount', output: undefined },
    {
      type: 'xstate.done.actor.loadAccountDetails',
      output: { accountId: 2, account_role: 1, landing_url: '/dashboard', Onboarding_type_id: null },
    },
    {
      type: 'xstate.done.actor.loadAccountDetails',
      output: { accountId: 2, account_role: 1, landing_url: '', Onboarding_type_id: BUSINESS_TYPE_ID },
    },
    {
      type: 'xstate.done.actor.loadOnboardingFlow',
      output: { id: BUSINESS_TYPE_ID, onboarding_flow: '[{"url":"/subjects_services"}]' },
    },
    {
      type: 'xstate.done.actor.loadOnboardingTypes',
      output: [
        { id: BUSINESS_TYPE_ID, name: 'Business', onboarding_flow: '[{"url":"/subjects_services"}]' },
        { id: FLOWLESS_TYPE_ID, name: 'Without flow', onboarding_flow: null },
      ],
    },
    {
      type: 'xstate.done.actor.loadOnboardingPlans',
      output: [
        { id: 10, pricing_id: 10, title: 'Trial', price: 1, symbol: '$', paddlePriceId: 'pri_trial' },
        { id: 11, pricing_id: 11, title: 'Launch', price: 49, symbol: '$', paddlePriceId: 'pri_launch' },
      ],
    },
    { type: 'xstate.done.actor.createAccount', output: typed(created) },
    {
      type: 'xstate.error.actor.createAccount',
      error: new CreateAccountError(500, 'Account already exists'),
    },
    {
      type: 'xstate.error.actor.createAccount',
      error: new CreateAccountError(400, 'pricing_id is required'),
    },
  ],
  // Guards read the current account, the form and the details' landing. The current account is left out of the
  // vertex: every switch starts from Acme (the input), and after a switch the same transitions would only repeat.
  guardState: (snapshot) => ({
    form: snapshot.hasTag('creating')
      ? { ...creationFormFacts(snapshot.context), flowMissing: chosenTypeLacksFlow(snapshot.context) }
      : null,
    landingMissing: snapshot.hasTag('fading') ? landingIsMissing(snapshot.context) : null,
  }),
};
