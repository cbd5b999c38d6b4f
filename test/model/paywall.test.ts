/**
 * Hand-written behaviour of the subscription and paywall machine (spec 2.5, 4.4, 6, 7.3, 8), on real actors with
 * fake effects: the order of calls, their inputs, what each code shows and where each button goes. The paywall
 * logic of src/features/paywall is exercised too, with fake API calls.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  paywallMachine,
  type AccountInput,
  type BillingStatus,
  type ManagementUrls,
} from '../../machines/paywall.machine.ts';
import type { PaywallCheck } from '../../src/domain/subscription.ts';
import { createQueryClient } from '../../src/api/queries/client.ts';
import { paywallLogic, type PaywallEffects } from '../../src/features/paywall/paywallLogic.ts';
import { flush } from './harness.ts';

const subscribed = (status: string | null): BillingStatus => ({
  subscriptions: status === null ? [] : [{ sub_id: 'sub_01', status }],
  roleType: 1,
  isInvited: false,
});

interface Options {
  billing?: (input: AccountInput) => Promise<BillingStatus>;
  check?: (input: AccountInput) => Promise<PaywallCheck>;
  urls?: () => Promise<ManagementUrls>;
}

function start(options: Options = {}) {
  const effects: string[] = [];
  const loadBillingStatus = vi.fn(options.billing ?? (() => Promise.resolve(subscribed('active'))));
  const checkPaywall = vi.fn(options.check ?? (() => Promise.resolve({ code: 200, message: '' })));
  const loadManagementUrls = vi.fn(
    options.urls ??
      (() => Promise.resolve({ updatePaymentMethod: '/sandbox/update-payment?subscription=sub_01' })),
  );
  const machine = paywallMachine.provide({
    actors: {
      loadBillingStatus: fromPromise<BillingStatus, AccountInput>(({ input }) => {
        effects.push(`loadBillingStatus ${input.accountId}`);
        return loadBillingStatus(input);
      }),
      checkPaywall: fromPromise<PaywallCheck, AccountInput>(({ input }) => {
        effects.push(`checkPaywall ${input.accountId}`);
        return checkPaywall(input);
      }),
      loadManagementUrls: fromPromise<ManagementUrls>(() => {
        effects.push('loadManagementUrls');
        return loadManagementUrls();
      }),
    },
    actions: {
      logFailure: (_, { what }) => effects.push(`log ${what}`),
      openCardUpdate: (_, { accountId }) => effects.push(`openCardUpdate ${accountId}`),
      openPlanSelection: () => effects.push('openPlanSelection'),
      goToUpdatePayment: (_, { url }) => effects.push(`goToUpdatePayment ${url}`),
    },
  });
  const actor = createActor(machine).start();
  const view = () => actor.getSnapshot().context.view;
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { actor, effects, view, tags, loadBillingStatus, checkPaywall, loadManagementUrls };
}

async function loggedIn(options: Options = {}, accountId: number | null = 12) {
  const started = start(options);
  started.actor.send({ type: 'session.loggedIn', accountId });
  await flush();
  return started;
}

describe('paywall machine', () => {
  it('does nothing until logged in', () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects).toEqual([]);
  });

  it('loads the subscription first (the route guard waits on it), then checks the paywall of the account', async () => {
    let finish: (value: BillingStatus) => void = () => {};
    const { actor, effects } = start({ billing: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'session.loggedIn', accountId: 12 });
    expect(actor.getSnapshot().hasTag('loadingStatus')).toBe(true);
    expect(effects).toEqual(['loadBillingStatus 12']);
    finish(subscribed('active'));
    await flush();
    expect(actor.getSnapshot().hasTag('loadingStatus')).toBe(false);
    expect(effects).toEqual(['loadBillingStatus 12', 'checkPaywall 12']);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'clear' });
    expect(actor.getSnapshot().context.billing).toEqual(subscribed('active'));
  });

  it('code 1: the red bar with the message; Update credit card opens billing with the card update', async () => {
    const { actor, effects, view, tags } = await loggedIn({
      billing: () => Promise.resolve(subscribed('past_due')),
      check: () => Promise.resolve({ code: 1, message: 'Your card was declined.' }),
    });
    expect(tags()).toEqual(['bar']);
    expect(view()).toEqual({ surface: 'bar', message: 'Your card was declined.' });
    actor.send({ type: 'paywall.updateCard' });
    expect(effects.at(-1)).toBe('openCardUpdate 12');
    expect(tags()).toEqual(['bar']);
  });

  it("code 2.2: 'Subscription canceled' with the end date; Reactivate opens plan selection and closes the popup", async () => {
    const { actor, effects, view, tags } = await loggedIn({
      billing: () => Promise.resolve(subscribed('canceled')),
      check: () =>
        Promise.resolve({
          code: 2.2,
          message: 'Your plan was cancelled.',
          end_at: '2026-12-31T00:00:00.000Z',
        }),
    });
    expect(tags()).toEqual(['popup']);
    expect(view()).toMatchObject({
      heading: 'Subscription canceled',
      message: 'Your plan was cancelled.',
      endDate: '2026-12-31',
      isCancelled: true,
      actionLabel: 'Reactivate subscription',
    });
    expect(actor.getSnapshot().can({ type: 'paywall.updatePayment' })).toBe(false);
    actor.send({ type: 'paywall.reactivate' });
    expect(effects.at(-1)).toBe('openPlanSelection');
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'dismissed' });
    expect(view()).toEqual({ surface: 'none' });
  });

  it('code 2 with a past_due subscription: Update payment method leaves for the provider page', async () => {
    const { actor, effects, view, tags } = await loggedIn({
      billing: () => Promise.resolve(subscribed('past_due')),
      check: () => Promise.resolve({ code: 2, message: 'Payment failed.' }),
    });
    expect(view()).toMatchObject({
      heading: "Whoops, we couldn't charge your credit card!",
      action: 'updatePayment',
    });
    expect(actor.getSnapshot().can({ type: 'paywall.reactivate' })).toBe(false);
    actor.send({ type: 'paywall.updatePayment' });
    expect(tags()).toEqual(['busy', 'popup']);
    await flush();
    expect(effects.slice(-2)).toEqual([
      'loadManagementUrls',
      'goToUpdatePayment /sandbox/update-payment?subscription=sub_01',
    ]);
    expect(actor.getSnapshot().value).toEqual({ signedIn: { popup: 'leaving' } });
  });

  it('a missing or failed update-payment URL is only logged and the popup stays', async () => {
    const { actor, effects } = await loggedIn({
      billing: () => Promise.resolve(subscribed('past_due')),
      urls: () => Promise.resolve({ updatePaymentMethod: null }),
    });
    actor.send({ type: 'paywall.updatePayment' });
    await flush();
    expect(effects.at(-1)).toBe('log update-payment URL');
    expect(actor.getSnapshot().value).toEqual({ signedIn: { popup: 'open' } });
    expect(effects.some((effect) => effect.startsWith('goToUpdatePayment'))).toBe(false);
  });

  it('code 3: an alert with the message, closed by the user', async () => {
    const { actor, view, tags } = await loggedIn({
      check: () => Promise.resolve({ code: 3, message: 'Your trial ends in 3 days.' }),
    });
    expect(tags()).toEqual(['alert']);
    expect(view()).toEqual({ surface: 'alert', message: 'Your trial ends in 3 days.' });
    actor.send({ type: 'paywall.alertClosed' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'dismissed' });
  });

  it('failed loads are only logged (spec 8): the status stays unknown and nothing shows', async () => {
    const { actor, effects, view } = await loggedIn({
      billing: () => Promise.reject(new Error('offline')),
      check: () => Promise.reject(new Error('offline')),
    });
    expect(effects).toEqual([
      'loadBillingStatus 12',
      'log subscription',
      'checkPaywall 12',
      'log paywall check',
    ]);
    expect(actor.getSnapshot().context.billing).toBeNull();
    expect(view()).toEqual({ surface: 'none' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'clear' });
  });

  it('checks again on account change and on recheck; forgets everything on logout', async () => {
    const { actor, effects } = await loggedIn({
      check: ({ accountId }) =>
        Promise.resolve(accountId === 13 ? { code: 1, message: 'Declined' } : { code: 200, message: '' }),
    });
    actor.send({ type: 'session.accountChanged', accountId: 13 });
    expect(actor.getSnapshot().context.billing).toBeNull();
    await flush();
    expect(actor.getSnapshot().hasTag('bar')).toBe(true);
    actor.send({ type: 'paywall.recheck' });
    expect(actor.getSnapshot().context.billing).not.toBeNull();
    await flush();
    expect(effects).toEqual([
      'loadBillingStatus 12',
      'checkPaywall 12',
      'loadBillingStatus 13',
      'checkPaywall 13',
      'loadBillingStatus 13',
      'checkPaywall 13',
    ]);
    actor.send({ type: 'session.loggedOut' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toEqual({
      accountId: null,
      billing: null,
      view: { surface: 'none' },
    });
  });

  it('a user without an account has nothing to check until one is chosen', async () => {
    const { actor, effects } = await loggedIn({}, null);
    expect(actor.getSnapshot().value).toBe('withoutAccount');
    expect(effects).toEqual([]);
    actor.send({ type: 'session.accountChanged', accountId: 4 });
    await flush();
    expect(effects).toEqual(['loadBillingStatus 4', 'checkPaywall 4']);
  });
});

describe('paywall logic (the app side)', () => {
  function app(overrides: Partial<PaywallEffects['calls']> = {}) {
    const navigate = vi.fn<(path: string) => void>();
    const leaveTo = vi.fn<(url: string) => void>();
    const log = vi.fn();
    const calls = {
      subscriptions: vi.fn(() =>
        Promise.resolve({
          status: 200,
          data: [
            {
              sub_id: 'sub_01',
              status: 'canceled' as const,
              pricing_id: 7,
              plan_id: 7,
              end_at: '2026-12-31T00:00:00.000Z',
              created: '2026-01-01T00:00:00.000Z',
            },
          ],
        }),
      ),
      accountDetails: vi.fn(() =>
        Promise.resolve({ status: 200, data: [{ roleType: 5, isInvited: 1 as const }] }),
      ),
      checkPaywall: vi.fn((accountId: number) =>
        Promise.resolve({
          status: 200,
          code: 2.2,
          message: `Cancelled ${accountId}`,
          data: { end_at: '2026-12-31T00:00:00.000Z' },
        }),
      ),
      managementUrls: vi.fn(() =>
        Promise.resolve({
          status: 200,
          response: { updatePaymentMethod: '/sandbox/update-payment?subscription=sub_01', cancel: '/x' },
          errorMsg: '',
        }),
      ),
      ...overrides,
    } as unknown as PaywallEffects['calls'];
    // Each app has its own data cache, as a fresh page load has.
    const actor = createActor(
      paywallLogic({ calls, navigate, leaveTo, log, cache: createQueryClient() }),
    ).start();
    return { actor, calls, navigate, leaveTo, log };
  }

  /** The status read and the paywall check are answered (the read loads its module first, as in the app). */
  const checked = (actor: ReturnType<typeof app>['actor']) =>
    waitFor(
      actor,
      (snapshot) =>
        snapshot.matches('signedIn') &&
        !snapshot.hasTag('loadingStatus') &&
        !snapshot.matches({ signedIn: 'checking' }),
    );

  it('reads the subscriptions and the account roleType/isInvited, then the paywall of the account', async () => {
    const { actor, calls, navigate } = app();
    actor.send({ type: 'session.loggedIn', accountId: 12 });
    await checked(actor);
    expect(calls.accountDetails).toHaveBeenCalledWith(12);
    expect(calls.checkPaywall).toHaveBeenCalledWith(12);
    expect(actor.getSnapshot().context.billing).toMatchObject({ roleType: 5, isInvited: true });
    expect(actor.getSnapshot().context.view).toMatchObject({
      message: 'Cancelled 12',
      endDate: '2026-12-31',
    });
    actor.send({ type: 'paywall.reactivate' });
    expect(navigate).toHaveBeenCalledWith('/plan?reactivate=1');
  });

  it("'Update credit card' goes to /{accountId}/billing?updateCard=1", async () => {
    const { actor, navigate } = app({
      checkPaywall: vi.fn(() =>
        Promise.resolve({ status: 200, code: 1, message: 'Declined', data: { end_at: null } }),
      ),
    });
    actor.send({ type: 'session.loggedIn', accountId: 12 });
    await checked(actor);
    actor.send({ type: 'paywall.updateCard' });
    expect(navigate).toHaveBeenCalledWith('/12/billing?updateCard=1');
  });

  it('sends the browser to response.updatePaymentMethod; no URL is only logged', async () => {
    const pastDue = vi.fn(() =>
      Promise.resolve({ status: 200, data: [{ sub_id: 'sub_01', status: 'past_due' }] }),
    );
    const { actor, leaveTo } = app({ subscriptions: pastDue } as never);
    actor.send({ type: 'session.loggedIn', accountId: 12 });
    await checked(actor);
    expect(actor.getSnapshot().context.view).toMatchObject({ action: 'reactivate' }); // code 2.2 wins
    const second = app({
      subscriptions: pastDue,
      checkPaywall: vi.fn(() =>
        Promise.resolve({ status: 200, code: 200, message: '', data: { end_at: null } }),
      ),
      managementUrls: vi.fn(() =>
        Promise.resolve({ status: 404, response: null, errorMsg: 'This account has no subscription.' }),
      ),
    } as never);
    second.actor.send({ type: 'session.loggedIn', accountId: 12 });
    await checked(second.actor);
    second.actor.send({ type: 'paywall.updatePayment' });
    await flush();
    expect(second.leaveTo).not.toHaveBeenCalled();
    expect(second.log).toHaveBeenCalledWith(
      '[paywall] no update-payment URL',
      'This account has no subscription.',
    );
    expect(leaveTo).not.toHaveBeenCalled();

    const third = app({
      subscriptions: pastDue,
      checkPaywall: vi.fn(() =>
        Promise.resolve({ status: 200, code: 200, message: '', data: { end_at: null } }),
      ),
    } as never);
    third.actor.send({ type: 'session.loggedIn', accountId: 12 });
    await flush();
    third.actor.send({ type: 'paywall.updatePayment' });
    await flush();
    expect(third.leaveTo).toHaveBeenCalledWith('/sandbox/update-payment?subscription=sub_01');
  });
});
