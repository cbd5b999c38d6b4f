/** The checkout's subscription update (spec 7.3): addOrUpdateSubscriptions, followed by addOrUpdateSetting. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createQueryClient } from '../../src/api/queries/client.ts';
import { checkoutLogic } from '../../src/features/checkout/checkoutLogic.ts';
import { postInfoOf, type Plan } from '../../src/domain/plans.ts';

const PLAN: Plan = {
  id: 11,
  pricing_id: 11,
  title: 'Growth',
  price: 49,
  symbol: '$',
  currencyCode: 'USD',
  billingPeriod: 3,
  max_acc: 3,
  max_weekly_post: 21,
  schedule_time: 4,
};

function updateSubscription(addOrUpdateSetting: () => Promise<unknown>) {
  const order: string[] = [];
  const calls = {
    addOrUpdateSubscription: vi.fn((body: unknown) => {
      order.push('addOrUpdateSubscriptions');
      return Promise.resolve({ status: 200, data: body });
    }),
    addOrUpdateSetting: vi.fn((body: unknown) => {
      order.push('addOrUpdateSetting');
      void body;
      return addOrUpdateSetting();
    }),
  };
  const log = vi.fn();
  const machine = checkoutLogic({
    calls: calls as never,
    postInfo: postInfoOf(PLAN),
    provider: {} as never,
    navigate: () => {},
    subscriptionUpdated: () => {},
    cache: createQueryClient(),
    log,
  });
  const logic = (machine.implementations.actors as Record<string, AnyActorLogic>)['updateSubscription']!;
  const done = toPromise(createActor(logic, { input: { accountId: 10, pricingId: 11 } }).start());
  return { done, calls, order, log };
}

describe("checkout's subscription update", () => {
  it("records the subscription, then the plan's settings (spec 7.3)", async () => {
    const { done, calls, order } = updateSubscription(() => Promise.resolve({ status: 200 }));
    await done;
    expect(order).toEqual(['addOrUpdateSubscriptions', 'addOrUpdateSetting']);
    expect(calls.addOrUpdateSubscription).toHaveBeenCalledWith({ pricing_id: 11, account_id: 10 });
    expect(calls.addOrUpdateSetting).toHaveBeenCalledWith({
      account_id: 10,
      postInfo: { pricing_id: 11, max_acc: 3, max_weekly_post: 21, schedule_time: 4 },
    });
  });

  it('paid and subscribed, a failed settings call is only logged', async () => {
    const { done, log } = updateSubscription(() => Promise.reject(new Error('down')));
    await expect(done).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('[checkout] plan settings failed', expect.any(Error));
  });
});
