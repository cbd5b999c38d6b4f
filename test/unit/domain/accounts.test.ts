import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SWITCHER_SIZE,
  CreateAccountError,
  accountMessages,
  canCreateAccount,
  createAccountError,
  createAccountOutcome,
  creationLandingUrl,
  filterAccountsByName,
  isCompanyNameValid,
  isCurrentAccount,
  offerablePlans,
  onboardingFlowOf,
  onboardingTypeIdOf,
  parseAccountId,
  paywallOtherAccounts,
  searchAccountName,
  switchLandingPath,
  switcherAccountName,
  switcherAccounts,
  usableLandingUrl,
} from '../../../src/domain/accounts.ts';
import { expectEach } from './expectEach.ts';

const account = (id: number, accountName: string) => ({ id, accountName });

describe('account switcher (spec 4.5, 9)', () => {
  it('shows the first 3 accounts in the server order', () => {
    const accounts = [1, 2, 3, 4, 5].map((id) => account(id, `Account ${id}`));
    expect(ACCOUNT_SWITCHER_SIZE).toBe(3);
    expect(switcherAccounts(accounts).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(switcherAccounts(accounts.slice(0, 2))).toHaveLength(2);
    expect(switcherAccounts([])).toEqual([]);
  });

  it('knows the current account whether the id comes as a number or as stored text', () => {
    expectEach(isCurrentAccount, [
      [account(12, 'Acme'), 12, true],
      [account(12, 'Acme'), '12', true],
      [account(12, 'Acme'), '13', false],
      [account(12, 'Acme'), null, false],
      [account(12, 'Acme'), 'twelve', false],
    ]);
  });

  it('cuts account names to 20 characters in the switcher and 80 in the search list', () => {
    expectEach(switcherAccountName, [
      ['Northwind Studio', 'Northwind Studio'],
      ['12345678901234567890', '12345678901234567890'],
      ['The Very Long Bakery Company Ltd', 'The Very Long Bakery...'],
    ]);
    const long = 'x'.repeat(81);
    expect(searchAccountName('x'.repeat(80))).toBe('x'.repeat(80));
    expect(searchAccountName(long)).toBe(`${'x'.repeat(80)}...`);
  });

  it('filters by name, ignoring case and surrounding spaces; an empty search lists everything', () => {
    const accounts = [
      account(1, 'Acme Bakery'),
      account(2, 'Northwind Studio'),
      account(3, 'Summit Fitness'),
    ];
    expect(filterAccountsByName(accounts, 'summ').map((a) => a.id)).toEqual([3]);
    expect(filterAccountsByName(accounts, '  NORTH ').map((a) => a.id)).toEqual([2]);
    expect(filterAccountsByName(accounts, 'i').map((a) => a.id)).toEqual([2, 3]);
    expect(filterAccountsByName(accounts, '   ')).toEqual(accounts);
    expect(filterAccountsByName(accounts, 'nothing')).toEqual([]);
  });

  it("offers in the paywall the first 3 of the member's other accounts, never the blocked one (spec 4.4, 9)", () => {
    const accounts = [1, 2, 3, 4, 5].map((id) => account(id, `Account ${id}`));
    expect(paywallOtherAccounts(accounts, 2).map((a) => a.id)).toEqual([1, 3, 4]);
    expect(paywallOtherAccounts(accounts, '5').map((a) => a.id)).toEqual([1, 2, 3]);
    expect(paywallOtherAccounts([account(7, 'Only')], 7)).toEqual([]);
    // The current account unknown: none is left out, still 3 at most.
    expect(paywallOtherAccounts(accounts, null).map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('reads account ids from storage: whole positive numbers only', () => {
    expect(parseAccountId('7')).toBe(7);
    expect(parseAccountId(7)).toBe(7);
    expect(parseAccountId(' 7 ')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', 0])
      expect(parseAccountId(bad)).toBeNull();
  });
});

describe('switching (spec 4.5)', () => {
  it('fetches the onboarding type of the account, 6 when it has none', () => {
    expectEach(onboardingTypeIdOf, [
      [{ Onboarding_type_id: 2 }, 2],
      [{ Onboarding_type_id: null }, 6],
      [{}, 6],
      [null, 6],
      [{ Onboarding_type_id: 0 }, 6],
    ]);
  });

  it('lands on /{accountId}{landing_url}', () => {
    expect(switchLandingPath(2, { accountId: 2, landing_url: '/dashboard' })).toEqual({
      path: '/2/dashboard',
      missing: [],
    });
    expect(switchLandingPath(5, { accountId: 5, landing_url: '/my_library#content' }).path).toBe(
      '/5/my_library#content',
    );
  });

  it('a missing account id or landing URL is reported (to be logged) and defaults stand in', () => {
    expect(switchLandingPath(2, { accountId: 2, landing_url: '' })).toEqual({
      path: '/2/contentplanner',
      missing: ['landing_url'],
    });
    expect(switchLandingPath(2, { landing_url: '/dashboard' })).toEqual({
      path: '/2/dashboard',
      missing: ['accountId'],
    });
    expect(switchLandingPath(2, null)).toEqual({
      path: '/2/contentplanner',
      missing: ['accountId', 'landing_url'],
    });
  });

  it('never follows a landing URL that leaves the app', () => {
    for (const hostile of [
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/',
    ]) {
      expect(usableLandingUrl(hostile)).toBeNull();
    }
    expect(switchLandingPath(2, { accountId: 2, landing_url: '//evil.example' }).path).toBe(
      '/2/contentplanner',
    );
  });
});

describe('account creation (spec 5, 8)', () => {
  const plan = (id: number, price: number, paddlePriceId: string | null) => ({ id, price, paddlePriceId });

  it('offers only plans priced above 1 with a paddle price id', () => {
    const plans = [
      plan(7, 0, null),
      plan(28, 1, 'pri_one_dollar'),
      plan(11, 49, 'pri_launch'),
      plan(12, 99, null),
      plan(13, 99, '  '),
      plan(14, 1.01, 'pri_cents'),
    ];
    expect(offerablePlans(plans).map((p) => p.id)).toEqual([11, 14]);
  });

  it('Create needs a company name of 2 characters, a plan, a type and nothing loading', () => {
    const ready = { companyName: 'Zed', planChosen: true, typeChosen: true, loading: false };
    expectEach(canCreateAccount, [
      [ready, true],
      [{ ...ready, companyName: 'Ze' }, true],
      [{ ...ready, companyName: 'Z' }, false],
      [{ ...ready, companyName: ' Z  ' }, false],
      [{ ...ready, planChosen: false }, false],
      [{ ...ready, typeChosen: false }, false],
      [{ ...ready, loading: true }, false],
    ]);
    expect(isCompanyNameValid('Çé')).toBe(true);
  });

  it('lands a new account on the first url of its type flow, default /subjects_services', () => {
    expectEach(creationLandingUrl, [
      ['[{"url":"/goals_objectives"},{"url":"/topics"}]', '/goals_objectives'],
      ['[{"name":"first step"}]', '/subjects_services'],
      ['[{"url":"https://evil.example"}]', '/subjects_services'],
      ['[{"url":"/topics?x=1"}]', '/subjects_services'],
    ]);
  });

  it('a missing flow means no account type (the form says so)', () => {
    for (const missing of [null, undefined, '', '  ', 'not json', '{}', '[]', '"text"']) {
      expect(creationLandingUrl(missing)).toBeNull();
    }
    expect(accountMessages.noAccountType).toBe('Please select an account type');
  });

  it("finds the chosen type's flow", () => {
    const types = [
      { id: 6, name: 'Business', onboarding_flow: '[{"url":"/subjects_services"}]' },
      { id: 3, name: 'Franchise', onboarding_flow: null },
    ];
    expect(onboardingFlowOf(types, 6)).toBe('[{"url":"/subjects_services"}]');
    expect(onboardingFlowOf(types, 3)).toBeNull();
    expect(onboardingFlowOf(types, 99)).toBeNull();
    expect(onboardingFlowOf(types, null)).toBeNull();
  });

  it("code 500 with 'Account already exists' gives the spec message and closes the form", () => {
    expect(createAccountError({ code: 500, message: 'Account already exists' })).toEqual({
      message: 'An account with this name already exists. Please choose a different name.',
      closesForm: true,
    });
    expect(
      createAccountError({ code: 500, message: 'Error: Account already exists for user' }).closesForm,
    ).toBe(true);
    expect(createAccountError(new CreateAccountError(500, 'Account already exists')).closesForm).toBe(true);
    expect(createAccountError(new CreateAccountError(null, null)).message).toBe(accountMessages.createFailed);
  });

  it('any other failure shows the server message, or the fallback; the form stays', () => {
    expect(createAccountError({ code: 400, message: 'pricing_id is required' })).toEqual({
      message: 'pricing_id is required',
      closesForm: false,
    });
    expect(createAccountError({ code: 400, message: 'Account already exists' }).closesForm).toBe(false);
    expect(createAccountError({ code: 500, message: 'Database down' })).toEqual({
      message: 'Database down',
      closesForm: false,
    });
    for (const unknown of [
      { code: 500, message: '' },
      { code: null, message: null },
      new Error(''),
      null,
      'x',
    ]) {
      expect(createAccountError(unknown)).toEqual({
        message: 'Something went wrong. Please try again.',
        closesForm: false,
      });
    }
  });

  it('reads the createAccount envelope: code 200 with data is success, anything else a failure', () => {
    const created = { id: 9 };
    expect(createAccountOutcome({ status: 200, code: 200, data: created })).toEqual({
      ok: true,
      account: created,
    });
    expect(createAccountOutcome({ status: 200, data: created })).toEqual({ ok: true, account: created });
    expect(
      createAccountOutcome({ status: 500, code: 500, message: 'Account already exists', data: null }),
    ).toEqual({ ok: false, failure: { code: 500, message: 'Account already exists' } });
    expect(createAccountOutcome({ status: 200, code: 200, data: null })).toEqual({
      ok: false,
      failure: { code: 200, message: null },
    });
  });
});
