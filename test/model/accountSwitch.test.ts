/**
 * Hand-written behaviour of the account-switch machine (spec 4.5, 5, 8), on real actors with fake side effects.
 * Account creation: accountCreation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { OnboardingFlow } from '../../machines/accountSwitch.machine.ts';
import { timings } from '../../src/domain/constants.ts';
import { acme, northwind, ready } from './accountSwitchHarness.ts';
import { flush } from './harness.ts';

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
