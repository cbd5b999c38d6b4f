/** Hand-written behaviour of the plan picker machine (spec 4.4, 7.3), on real actors with fake effects. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  planPickerMachine,
  type ChangePlanInput,
  type LoadPlansOutput,
  type PlanPickerInput,
} from '../../machines/planPicker.machine.ts';
import { samplePlans as plans } from '../../machines/planPicker.samples.ts';
import { planMessages, type Subscription } from '../../src/domain/plans.ts';
import { flush } from './harness.ts';

const active: Subscription = { sub_id: 'sub_1', status: 'active', pricing_id: 11 };

interface Options {
  input?: Partial<PlanPickerInput>;
  loaded?: LoadPlansOutput;
  loadPlans?: () => Promise<LoadPlansOutput>;
  changePlan?: (input: ChangePlanInput) => Promise<void>;
  loadSubscription?: () => Promise<Subscription | null>;
}

async function start(options: Options = {}) {
  const effects: string[] = [];
  const loadPlans = vi.fn(
    options.loadPlans ?? (() => Promise.resolve(options.loaded ?? { plans, subscription: null })),
  );
  const changePlan = vi.fn(options.changePlan ?? (() => Promise.resolve()));
  const loadSubscription = vi.fn(
    options.loadSubscription ?? (() => Promise.resolve({ ...active, pricing_id: 12 } as Subscription)),
  );
  const machine = planPickerMachine.provide({
    actors: {
      loadPlans: fromPromise(({ input }) => {
        effects.push(`loadPlans ${input.authenticated ? 'authenticated' : 'public'}`);
        return loadPlans();
      }),
      changePlan: fromPromise<void, ChangePlanInput>(({ input }) => {
        effects.push(`changePlan ${input.plan.pricing_id} on ${input.accountId}`);
        return changePlan(input);
      }),
      loadSubscription: fromPromise(() => {
        effects.push('loadSubscription');
        return loadSubscription();
      }),
    },
    actions: {
      goToSignUp: (_, { planId }) => effects.push(`goToSignUp ${planId}`),
      notifyPlanChanged: () => effects.push('planChanged'),
      logFailure: (_, { what }) => effects.push(`log ${what}`),
    },
  });
  const actor = createActor(machine, {
    input: { accountId: 42, authenticated: true, reactivating: false, ...options.input },
  }).start();
  await flush();
  return { actor, effects, loadPlans, changePlan };
}

describe('planPicker: loading (spec 4.4, 7.3)', () => {
  it('loads the plans and the subscription, Yearly by default', async () => {
    const { actor, effects } = await start({ loaded: { plans, subscription: active } });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context).toMatchObject({ plans, subscription: active, billingType: 'yearly' });
    expect(effects).toEqual(['loadPlans authenticated']);
  });

  it('shows a message and retries when loading fails', async () => {
    const loadPlans = vi
      .fn<() => Promise<LoadPlansOutput>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ plans, subscription: null });
    const { actor, effects } = await start({ loadPlans });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe(planMessages.loadFailed);
    expect(effects).toContain('log plans');
    actor.send({ type: 'plans.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('toggles Monthly and Yearly', async () => {
    const { actor } = await start();
    actor.send({ type: 'billing.typeChosen', billingType: 'monthly' });
    expect(actor.getSnapshot().context.billingType).toBe('monthly');
    actor.send({ type: 'billing.typeChosen', billingType: 'yearly' });
    expect(actor.getSnapshot().context.billingType).toBe('yearly');
  });
});

describe('planPicker: choosing a plan (spec 4.4)', () => {
  it('hands over to checkout without a subscription; checkout.closed stops the spinner', async () => {
    const { actor } = await start();
    actor.send({ type: 'plan.chosen', planId: 12 });
    expect(actor.getSnapshot().value).toBe('checkingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.chosenPlanId).toBe(12);
    actor.send({ type: 'checkout.closed' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.chosenPlanId).toBeNull();
  });

  it('hands over to checkout when reactivating, even the current plan', async () => {
    const canceled = { ...active, status: 'canceled' };
    const { actor } = await start({
      input: { reactivating: true },
      loaded: { plans, subscription: canceled },
    });
    actor.send({ type: 'plan.chosen', planId: 11 });
    expect(actor.getSnapshot().value).toBe('checkingOut');
  });

  it('keeps the current plan inactive when not reactivating, and ignores unknown plans', async () => {
    const { actor, effects } = await start({ loaded: { plans, subscription: active } });
    actor.send({ type: 'plan.chosen', planId: 11 });
    actor.send({ type: 'plan.chosen', planId: 999 });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(effects).toEqual(['loadPlans authenticated']);
  });

  it('changes the plan of a live subscription, refetches it, and hides the modal', async () => {
    const { actor, effects } = await start({ loaded: { plans, subscription: active } });
    actor.send({ type: 'plan.chosen', planId: 12 });
    expect(actor.getSnapshot().matches({ changingPlan: 'saving' })).toBe(true);
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.subscription?.pricing_id).toBe(12);
    expect(effects).toEqual([
      'loadPlans authenticated',
      'changePlan 12 on 42',
      'loadSubscription',
      'planChanged',
    ]);
  });

  it('keeps the choice when the change fails; retry sends the same plan again; dismiss goes back', async () => {
    const changePlan = vi
      .fn<(input: ChangePlanInput) => Promise<void>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockRejectedValueOnce(new Error('500'));
    const { actor, effects } = await start({ loaded: { plans, subscription: active }, changePlan });
    actor.send({ type: 'plan.chosen', planId: 12 });
    await flush();
    expect(actor.getSnapshot().matches({ changingPlan: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(planMessages.changeFailed);
    actor.send({ type: 'planChange.retry' });
    await flush();
    expect(effects.filter((effect) => effect.startsWith('changePlan'))).toEqual([
      'changePlan 12 on 42',
      'changePlan 12 on 42',
    ]);
    actor.send({ type: 'planChange.dismissed' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('hides the modal even when the refetch fails (the change is saved), and logs it', async () => {
    const { actor, effects } = await start({
      loaded: { plans, subscription: active },
      loadSubscription: () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'plan.chosen', planId: 12 });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(effects.slice(-2)).toEqual(['log subscription refetch', 'planChanged']);
    // The change is saved: the chosen plan is the current one, not the plan the user left.
    const chosen = plans.find((plan) => plan.id === 12)!;
    expect(actor.getSnapshot().context.subscription?.pricing_id).toBe(chosen.pricing_id);
  });

  it("leads a logged-out visitor to registration ('Pick this plan')", async () => {
    const { actor, effects } = await start({ input: { authenticated: false, accountId: 0 } });
    actor.send({ type: 'plan.chosen', planId: 12 });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(effects).toEqual(['loadPlans public', 'goToSignUp 12']);
  });
});
