/** Hand-written behaviour of the checkout machine (spec 4.4, 7.3, 9) on a SimulatedClock, with fake effects. */
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutProviderKind,
  type CheckoutSessionInput,
} from '../../machines/checkout.machine.ts';
import { planMessages, type PaymentDetails } from '../../src/domain/plans.ts';
import { samplePayment as payment } from '../../machines/checkout.samples.ts';
import { flush } from './harness.ts';

interface Options {
  loadProvider?: () => Promise<{ provider: CheckoutProviderKind }>;
  savePayment?: () => Promise<void>;
  updateSubscription?: () => Promise<void>;
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const sessions: CheckoutSessionInput[] = [];
  const loadProvider = vi.fn(
    options.loadProvider ?? (() => Promise.resolve({ provider: 'sandbox' as const })),
  );
  const savePayment = vi.fn<(input: { accountId: number; payment: PaymentDetails }) => Promise<void>>(
    options.savePayment ?? (() => Promise.resolve()),
  );
  const updateSubscription = vi.fn<(input: { accountId: number; pricingId: number }) => Promise<void>>(
    options.updateSubscription ?? (() => Promise.resolve()),
  );
  const machine = checkoutMachine.provide({
    actors: {
      loadProvider: fromPromise(() => loadProvider()),
      checkoutSession: fromCallback<CheckoutEvent, CheckoutSessionInput>(({ input }) => {
        sessions.push(input);
        effects.push('session opened');
        return () => effects.push('session closed');
      }),
      savePayment: fromPromise(({ input }) => {
        effects.push('savePayment');
        return savePayment(input);
      }),
      updateSubscription: fromPromise(({ input }) => {
        effects.push('updateSubscription');
        return updateSubscription(input);
      }),
    },
    actions: {
      goToContentPlanner: (_, { path }) => effects.push(`navigate ${path}`),
      notifySubscriptionUpdated: () => effects.push('subscriptionUpdated'),
      logFailure: (_, { what }) => effects.push(`log ${what}`),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { accountId: 42, pricingId: 12, priceId: 'pri_sbx_12', email: 'newowner@demo.test', roleType: 5 },
  }).start();
  return { actor, clock, effects, sessions, loadProvider, savePayment, updateSubscription };
}

/** Starts, loads the provider and waits the 5 s: the checkout is open. */
async function opened(options: Options = {}) {
  const started = start(options);
  await flush();
  started.clock.increment(5000);
  await flush();
  return started;
}

describe('checkout: opening (spec 4.4, 9)', () => {
  it('opens the checkout 5 s after the provider loaded, not before', async () => {
    const { actor, clock, sessions } = start();
    expect(actor.getSnapshot().value).toBe('loadingProvider');
    expect(actor.getSnapshot().hasTag('preparing')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('waitingToOpen');
    expect(actor.getSnapshot().context.provider).toBe('sandbox');
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('waitingToOpen');
    expect(sessions).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('open');
    expect(sessions).toEqual([
      { provider: 'sandbox', priceId: 'pri_sbx_12', email: 'newowner@demo.test', accountId: 42, roleType: 5 },
    ]);
  });

  it("shows a clear message and 'Try again' when the provider fails to load; retrying loads it again", async () => {
    const loadProvider = vi
      .fn<() => Promise<{ provider: CheckoutProviderKind }>>()
      .mockRejectedValueOnce(new Error('script blocked'))
      .mockResolvedValueOnce({ provider: 'paddle' });
    const { actor, effects } = start({ loadProvider });
    await flush();
    expect(actor.getSnapshot().value).toBe('providerFailed');
    expect(actor.getSnapshot().context.error).toBe(planMessages.providerFailed);
    expect(effects).toEqual(['log payment provider']);
    actor.send({ type: 'checkout.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('waitingToOpen');
    expect(actor.getSnapshot().context.provider).toBe('paddle');
    expect(loadProvider).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled while preparing, and ends as not completed', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'checkout.closed' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ completed: false });
  });
});

describe('checkout: closed without completion (spec 4.4)', () => {
  it('closes the provider checkout and ends as not completed (the saving spinner stops)', async () => {
    const { actor, effects } = await opened();
    actor.send({ type: 'checkout.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().output).toEqual({ completed: false });
    expect(effects).toEqual(['session opened', 'session closed']);
  });
});

describe('checkout: completed (spec 4.4, 7.3, 9)', () => {
  it('posts the payment, updates the subscription 1 s later and redirects 1 s after that', async () => {
    const { actor, clock, effects, savePayment, updateSubscription } = await opened();
    actor.send({ type: 'checkout.completed', payment });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(effects).toEqual(['session opened', 'session closed', 'savePayment']);
    expect(savePayment).toHaveBeenCalledWith({ accountId: 42, payment });
    await flush();
    expect(actor.getSnapshot().matches({ saving: 'waitingToUpdate' })).toBe(true);
    expect(actor.getSnapshot().hasTag('paid')).toBe(true);
    clock.increment(999);
    expect(updateSubscription).not.toHaveBeenCalled();
    clock.increment(1);
    expect(updateSubscription).toHaveBeenCalledWith({ accountId: 42, pricingId: 12 });
    await flush();
    expect(actor.getSnapshot().matches({ saving: 'redirecting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('succeeded')).toBe(true);
    clock.increment(999);
    expect(effects).not.toContain('navigate /42/contentplanner');
    clock.increment(1);
    expect(effects.slice(-2)).toEqual(['subscriptionUpdated', 'navigate /42/contentplanner']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ completed: true });
  });

  it('keeps the payment details when recording them fails, and retries the same call', async () => {
    const savePayment = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce(undefined);
    const { actor, clock } = await opened({ savePayment });
    actor.send({ type: 'checkout.completed', payment });
    await flush();
    expect(actor.getSnapshot().matches({ saving: 'paymentFailed' })).toBe(true);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(planMessages.paymentSaveFailed);
    expect(actor.getSnapshot().context.payment).toEqual(payment);
    actor.send({ type: 'checkout.retry' });
    await flush();
    expect(savePayment).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ saving: 'waitingToUpdate' })).toBe(true);
    clock.increment(1000);
    await flush();
    expect(actor.getSnapshot().matches({ saving: 'redirecting' })).toBe(true);
  });

  it('retries only the subscription update when that fails (the payment is not posted again)', async () => {
    const updateSubscription = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce(undefined);
    const { actor, clock, savePayment, effects } = await opened({ updateSubscription });
    actor.send({ type: 'checkout.completed', payment });
    await flush();
    clock.increment(1000);
    await flush();
    expect(actor.getSnapshot().matches({ saving: 'subscriptionFailed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(planMessages.subscriptionFailed);
    actor.send({ type: 'checkout.retry' });
    await flush();
    expect(savePayment).toHaveBeenCalledTimes(1);
    expect(updateSubscription).toHaveBeenCalledTimes(2);
    clock.increment(1000);
    expect(effects.at(-1)).toBe('navigate /42/contentplanner');
  });

  it('ignores closing once the payment is being recorded', async () => {
    const { actor } = await opened();
    actor.send({ type: 'checkout.completed', payment });
    actor.send({ type: 'checkout.closed' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
  });
});
