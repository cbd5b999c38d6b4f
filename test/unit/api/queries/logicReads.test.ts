/**
 * The machines' read actors (src/features/*Logic.ts) read through the data cache, and their write actors invalidate
 * what they change: each actor is run on its own, with a fresh cache and fake calls that count.
 */
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { billingInfo } from '../../../../src/api/queries/billingInfo.ts';
import { createQueryClient, fetchCached, type DataCache } from '../../../../src/api/queries/client.ts';
import { creditCard } from '../../../../src/api/queries/creditCard.ts';
import { payments } from '../../../../src/api/queries/payments.ts';
import { postKeys } from '../../../../src/api/queries/posts.ts';
import { subscriptions } from '../../../../src/api/queries/subscriptions.ts';
import { accountSwitchLogic } from '../../../../src/features/accounts/accountSwitchLogic.ts';
import { cardFormLogic } from '../../../../src/features/billing/cardFormLogic.ts';
import { checkoutLogic } from '../../../../src/features/checkout/checkoutLogic.ts';
import { paywallLogic } from '../../../../src/features/paywall/paywallLogic.ts';
import { planPickerLogic } from '../../../../src/features/plans/planPickerLogic.ts';
import { feedScheduleLogic } from '../../../../src/features/schedule/feedScheduleLogic.ts';
import { autoDisconnectLogic, socialAccountsLogic } from '../../../../src/features/social/socialLogic.ts';

/** Runs the actor `name` provided to `machine` with `input`; resolves with its output. */
function run(machine: AnyStateMachine, name: string, input?: unknown): Promise<unknown> {
  const logic = (machine.implementations.actors as Record<string, AnyActorLogic>)[name];
  if (!logic) throw new Error(`no actor ${name}`);
  return toPromise(createActor(logic, { input }).start());
}

/** Fake calls answering `answers`' values in an envelope (or as they are, for `plain` ones), each counted. */
function fakeCalls<TName extends string>(answers: Record<TName, unknown>, plain: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(answers).map(([name, data]) => [
      name,
      vi.fn(() => Promise.resolve(plain.includes(name) ? data : { status: 200, code: 200, data })),
    ]),
  ) as Record<TName, ReturnType<typeof vi.fn>>;
}

const noop = () => {};
const subscription = [{ sub_id: 'sub_01', status: 'active' }];
const details = [{ landing_url: 'contentplanner', roleType: 1, isInvited: 0, Onboarding_type_id: 6 }];

describe('read actors answer from the data cache within its lifetime', () => {
  it('paywall: the subscription and the account details once; the paywall check every time (a live verdict)', async () => {
    const calls = fakeCalls({
      subscriptions: subscription,
      accountDetails: details,
      checkPaywall: { end_at: null },
    });
    const machine = paywallLogic({
      calls: calls as never,
      navigate: noop,
      leaveTo: noop,
      cache: createQueryClient(),
    });
    for (const _ of [1, 2]) {
      await run(machine, 'loadBillingStatus', { accountId: 12 });
      await run(machine, 'checkPaywall', { accountId: 12 });
    }
    expect(calls.subscriptions).toHaveBeenCalledTimes(1);
    expect(calls.accountDetails).toHaveBeenCalledTimes(1);
    expect(calls.checkPaywall).toHaveBeenCalledTimes(2);
    await run(machine, 'loadBillingStatus', { accountId: 13 });
    expect(calls.accountDetails).toHaveBeenLastCalledWith(13);
    expect(calls.subscriptions).toHaveBeenCalledTimes(2);
  });

  it('account switch: the accounts, the details and the onboarding catalogue; a created account reads the list again', async () => {
    const calls = fakeCalls({
      accounts: [{ accountId: 1 }],
      accountDetails: details,
      onboardingTypes: [{ id: 6 }],
      onboardingPlans: [{ pricing_id: 7 }],
      onboardingType: [{ id: 6, onboarding_flow: 'a' }],
      userTimezone: { timezone: 'Europe/London' },
      createAccount: { accountId: 2 },
    });
    const machine = accountSwitchLogic({
      calls: calls as never,
      accountChanged: noop,
      navigate: noop,
      showToast: noop,
      cache: createQueryClient(),
    });
    const reads: [string, unknown, keyof typeof calls][] = [
      ['loadAccounts', undefined, 'accounts'],
      ['loadAccountDetails', { accountId: 1 }, 'accountDetails'],
      ['loadOnboardingTypes', undefined, 'onboardingTypes'],
      ['loadOnboardingPlans', { typeId: 6 }, 'onboardingPlans'],
      ['loadOnboardingFlow', { id: 6 }, 'onboardingType'],
    ];
    for (const [actor, input, call] of reads) {
      const first = await run(machine, actor, input);
      expect(await run(machine, actor, input)).toEqual(first);
      expect(calls[call], call).toHaveBeenCalledTimes(1);
    }
    await run(machine, 'createAccount', {
      company: 'Acme',
      pricing_id: 7,
      Onboarding_type_id: 6,
      landing_url: '',
    });
    await run(machine, 'loadAccounts');
    expect(calls.accounts).toHaveBeenCalledTimes(2);
  });

  it("account switch: a switch marks the cached posts stale (the previous account's)", async () => {
    const cache = createQueryClient();
    const machine = accountSwitchLogic({
      calls: fakeCalls({}) as never,
      accountChanged: noop,
      navigate: noop,
      showToast: noop,
      cache,
    });
    const load = vi.fn(() => Promise.resolve(['post']));
    const read = () => fetchCached({ queryKey: [...postKeys.account(1), 'page', 1], queryFn: load }, cache);
    await read();
    await read();
    expect(load).toHaveBeenCalledTimes(1);
    const clear = (machine.implementations.actions as Record<string, (...args: unknown[]) => void>)
      .clearCachedPosts;
    clear?.({}, undefined);
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('plan picker: the plans and the subscription; a plan change reads the subscription again', async () => {
    const calls = fakeCalls({
      plans: [{ id: 7 }],
      variants: [],
      subscriptions: subscription,
      addOrUpdateSubscription: null,
      addOrUpdateSetting: null,
    });
    const machine = planPickerLogic({
      calls: calls as never,
      goToSignUp: noop,
      onPlanChanged: noop,
      cache: createQueryClient(),
    });
    await run(machine, 'loadPlans', { accountId: 3, authenticated: true });
    await run(machine, 'loadPlans', { accountId: 3, authenticated: true });
    await run(machine, 'loadPlans', { accountId: 0, authenticated: false });
    await run(machine, 'loadPlans', { accountId: 0, authenticated: false });
    expect(await run(machine, 'loadSubscription', { accountId: 3 })).toEqual(subscription[0]);
    expect(calls.plans).toHaveBeenCalledTimes(1);
    expect(calls.variants).toHaveBeenCalledTimes(1);
    expect(calls.subscriptions).toHaveBeenCalledTimes(1);
    await run(machine, 'changePlan', { accountId: 3, plan: { id: 8, pricing_id: 8 } });
    await run(machine, 'loadSubscription', { accountId: 3 });
    expect(calls.subscriptions).toHaveBeenCalledTimes(2);
  });

  it('posting schedule: the schedule and the time zone once; the schedule again once it is saved', async () => {
    const schedule = [{ weekday: 1, time: '09:00' }];
    const calls = fakeCalls(
      { getFeedSchedule: schedule, getUserTimeZone: 'Europe/London', updateFeedSchedule: schedule },
      ['getFeedSchedule', 'getUserTimeZone', 'updateFeedSchedule'],
    );
    const machine = feedScheduleLogic({ calls: calls as never, showToast: noop, cache: createQueryClient() });
    await run(machine, 'loadSchedule', { accountId: 1 });
    expect(await run(machine, 'loadSchedule', { accountId: 1 })).toEqual({
      schedule,
      timeZone: 'Europe/London',
    });
    expect(calls.getFeedSchedule).toHaveBeenCalledTimes(1);
    expect(calls.getUserTimeZone).toHaveBeenCalledTimes(1);
    await run(machine, 'saveSchedule', { accountId: 1, schedule });
    await run(machine, 'loadSchedule', { accountId: 1 });
    expect(calls.getFeedSchedule).toHaveBeenCalledTimes(2);
  });

  it('social links: once per account until one is disconnected or a network withdraws its permission', async () => {
    const links = [{ provider_Id: 1, name: 'Acme', connected: true }];
    const calls = fakeCalls(
      { linkStatus: links, disconnect: [], startConnect: null, checkAutoDisconnect: [] },
      ['linkStatus', 'disconnect', 'checkAutoDisconnect'],
    );
    const cache = createQueryClient();
    const machine = socialAccountsLogic(calls as never, noop, cache);
    const check = autoDisconnectLogic(calls as never, cache);
    await run(machine, 'loadLinks', { accountId: 1 });
    expect(await run(machine, 'loadLinks', { accountId: 1 })).toEqual(links);
    await run(check, 'checkAutoDisconnect', { accountId: 1 });
    await run(machine, 'loadLinks', { accountId: 1 });
    expect(calls.linkStatus).toHaveBeenCalledTimes(1);
    await run(machine, 'disconnect', { accountId: 1, providerId: 1 });
    await run(machine, 'loadLinks', { accountId: 1 });
    expect(calls.linkStatus).toHaveBeenCalledTimes(2);
    calls.checkAutoDisconnect.mockResolvedValueOnce([1]);
    await run(check, 'checkAutoDisconnect', { accountId: 1 });
    await run(machine, 'loadLinks', { accountId: 1 });
    expect(calls.linkStatus).toHaveBeenCalledTimes(3);
  });

  it("social links: read again after 'Account Already connected.' and after a refused disconnect", async () => {
    const links = [{ provider_Id: 1, name: 'Acme', connected: true }];
    const calls = fakeCalls(
      {
        linkStatus: links,
        disconnect: [],
        startConnect: { kind: 'message', message: 'Account Already connected.' },
      },
      ['linkStatus', 'disconnect', 'startConnect'],
    );
    const cache = createQueryClient();
    const machine = socialAccountsLogic(calls as never, noop, cache);
    await run(machine, 'loadLinks', { accountId: 1 });
    await run(machine, 'startConnect', { accountId: 1, providerId: 6, from: 'socialAuth' });
    await run(machine, 'loadLinks', { accountId: 1 });
    expect(calls.linkStatus).toHaveBeenCalledTimes(2);
    calls.disconnect.mockRejectedValueOnce(new Error('User Does not Exist.'));
    await expect(run(machine, 'disconnect', { accountId: 1, providerId: 1 })).rejects.toThrow(
      'User Does not Exist.',
    );
    await run(machine, 'loadLinks', { accountId: 1 });
    expect(calls.linkStatus).toHaveBeenCalledTimes(3);
  });
});

describe('write actors invalidate what they change', () => {
  /** The billing page's reads of account 4, into `cache`. */
  function billingReads(cache: DataCache) {
    const calls: Record<string, ReturnType<typeof vi.fn>> = fakeCalls({
      creditCardInfo: null,
      payments: [],
      subscriptions: [],
      billingInfo: null,
    });
    return {
      calls,
      readAll: () =>
        Promise.all([
          creditCard.fetch(calls as never, 4, cache),
          payments.fetch(calls as never, 4, cache),
          subscriptions.fetch(calls as never, 4, cache),
          billingInfo.fetch(calls as never, 4, cache),
        ]),
    };
  }

  const cases: [string, (cache: DataCache) => Promise<unknown>, string[]][] = [
    [
      'a card update: the card, the payments and the subscription',
      (cache) =>
        run(
          cardFormLogic({ calls: fakeCalls({ updateCard: null }) as never, cardSaved: noop, cache }),
          'updateCard',
          { userId: 1, card: { name: 'A', number: '4242424242424242', expiry: '12 / 30', cvc: '123' } },
        ),
      ['creditCardInfo', 'payments', 'subscriptions'],
    ],
    [
      'saved billing details: the billing info',
      (cache) =>
        run(
          cardFormLogic({ calls: fakeCalls({ saveBillingInfo: null }) as never, cardSaved: noop, cache }),
          'saveBilling',
          {
            userId: 1,
            accountId: 4,
            billing: {
              name: 'A',
              email: 'a@x.test',
              address: 'B',
              zipCode: '1',
              country: 'GB',
              telephone: '1',
            },
          },
        ),
      ['billingInfo'],
    ],
    [
      "a checkout's subscription update: the subscription, the payments and the card",
      (cache) =>
        run(
          checkoutLogic({
            calls: fakeCalls({ addOrUpdateSubscription: null, addOrUpdateSetting: null }) as never,
            postInfo: { pricing_id: 7 },
            provider: {} as never,
            navigate: noop,
            subscriptionUpdated: noop,
            cache,
          }),
          'updateSubscription',
          { accountId: 4, pricingId: 7 },
        ),
      ['creditCardInfo', 'payments', 'subscriptions'],
    ],
  ];

  it.each(cases)('%s', async (_, write, changed) => {
    const cache = createQueryClient();
    const { calls, readAll } = billingReads(cache);
    await readAll();
    await readAll();
    await write(cache);
    await readAll();
    for (const name of ['creditCardInfo', 'payments', 'subscriptions', 'billingInfo']) {
      expect(calls[name], name).toHaveBeenCalledTimes(changed.includes(name) ? 2 : 1);
    }
  });
});
