/**
 * Hand-written behaviour of the account switcher's 'Add An Account' dialog (spec 5 'Create account', 8), on real
 * actors with fake side effects.
 */
import { describe, expect, it } from 'vitest';
import { CreateAccountError, type SwitchableAccount } from '../../src/domain/accounts.ts';
import { timings } from '../../src/domain/constants.ts';
import { types, ready, type Fakes, type start } from './accountSwitchHarness.ts';
import { flush } from './harness.ts';

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
