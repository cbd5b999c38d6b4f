/**
 * The dashboard's action items (issue 17) are cached for 5 minutes like every read; the writes that change a to-do
 * mark them stale, so the action items page asks the server again: approving, saving, deleting and rescheduling
 * posts, connecting and disconnecting a network (and a network withdrawing its permission), a plan change, a checkout,
 * a card update and a saved setup step. Each write actor runs on its own, with fake calls and a fresh cache.
 */
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryClient, type DataCache } from '../../../../src/api/queries/client.ts';
import { actionItems } from '../../../../src/api/queries/dashboardLinks.ts';
import { cardFormLogic } from '../../../../src/features/billing/cardFormLogic.ts';
import { checkoutLogic } from '../../../../src/features/checkout/checkoutLogic.ts';
import { onboardingLogic } from '../../../../src/features/onboarding/onboardingLogic.ts';
import { plannerLogic } from '../../../../src/features/planner/plannerLogic.ts';
import { planPickerLogic } from '../../../../src/features/plans/planPickerLogic.ts';
import { autoDisconnectLogic, socialAccountsLogic } from '../../../../src/features/social/socialLogic.ts';

const ACCOUNT = 4;
const OTHER = 5;
const noop = () => {};
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs the actor `name` provided to `machine` (or to its child machine `child`) with `input`. */
function run(machine: AnyStateMachine, name: string, input: unknown, child?: string): Promise<unknown> {
  const owner = child ? (machine.implementations.actors as Record<string, AnyStateMachine>)[child]! : machine;
  const logic = (owner.implementations.actors as Record<string, AnyActorLogic>)[name];
  if (!logic) throw new Error(`no actor ${name}`);
  return toPromise(createActor(logic, { input }).start());
}

/** Fake calls, each answering `answer` (an envelope by default). */
const fakeCalls = (names: readonly string[], answer: unknown = { status: 200, code: 200, data: null }) =>
  Object.fromEntries(names.map((name) => [name, vi.fn(() => Promise.resolve(answer))])) as never;

const planner = (cache: DataCache) =>
  plannerLogic({
    calls: fakeCalls(['approvePosts', 'deletePost', 'reschedulePost', 'addPost', 'updatePost']),
    showToast: noop,
    cache,
  });

/** Whether the cached action items of `accountId` in `cache` are marked stale. */
const stale = (cache: DataCache, accountId: number) =>
  cache.getQueryState(actionItems.key(accountId))?.isInvalidated ?? false;

const cases: [string, (cache: DataCache) => Promise<unknown>, number[]][] = [
  [
    'approving posts',
    (cache) => run(planner(cache), 'approvePosts', { accountId: ACCOUNT, postIds: [1, 2] }),
    [ACCOUNT],
  ],
  [
    'rescheduling a post',
    (cache) =>
      run(planner(cache), 'reschedulePost', {
        accountId: ACCOUNT,
        postId: 1,
        scheduledAt: '2030-01-01T09:00:00Z',
      }),
    [ACCOUNT],
  ],
  [
    'deleting a post',
    (cache) => run(planner(cache), 'removePost', { accountId: ACCOUNT, postId: 1 }, 'postEditor'),
    [ACCOUNT],
  ],
  [
    'saving a post',
    (cache) =>
      run(
        planner(cache),
        'savePost',
        {
          accountId: ACCOUNT,
          postId: null,
          description: 'Hello',
          scheduledAt: '2030-01-01T09:00:00Z',
          channels: [1],
        },
        'postEditor',
      ),
    [ACCOUNT],
  ],
  [
    'disconnecting a network',
    (cache) =>
      run(socialAccountsLogic(fakeCalls(['disconnect'], []), noop, cache), 'disconnect', {
        accountId: ACCOUNT,
        providerId: 1,
      }),
    [ACCOUNT],
  ],
  [
    "connecting a network that is 'Account Already connected.'",
    (cache) =>
      run(
        socialAccountsLogic(
          fakeCalls(['startConnect'], { kind: 'message', message: 'Account Already connected.' }),
          noop,
          cache,
        ),
        'startConnect',
        { accountId: ACCOUNT, providerId: 1, from: 'socialAuth' },
      ),
    [ACCOUNT],
  ],
  [
    'a network withdrawing its permission',
    (cache) =>
      run(autoDisconnectLogic(fakeCalls(['checkAutoDisconnect'], [1]), cache), 'checkAutoDisconnect', {
        accountId: ACCOUNT,
      }),
    [ACCOUNT],
  ],
  [
    'a plan change',
    (cache) =>
      run(
        planPickerLogic({
          calls: fakeCalls(['addOrUpdateSubscription', 'addOrUpdateSetting']),
          goToSignUp: noop,
          onPlanChanged: noop,
          cache,
        }),
        'changePlan',
        { accountId: ACCOUNT, plan: { id: 8, pricing_id: 8 } },
      ),
    [ACCOUNT],
  ],
  [
    "a checkout's subscription update",
    (cache) =>
      run(
        checkoutLogic({
          calls: fakeCalls(['addOrUpdateSubscription', 'addOrUpdateSetting']),
          postInfo: { pricing_id: 7 },
          provider: {} as never,
          navigate: noop,
          subscriptionUpdated: noop,
          cache,
        }),
        'updateSubscription',
        { accountId: ACCOUNT, pricingId: 7 },
      ),
    [ACCOUNT],
  ],
  [
    'a card update (no account named: every account)',
    (cache) =>
      run(cardFormLogic({ calls: fakeCalls(['updateCard']), cardSaved: noop, cache }), 'updateCard', {
        userId: 1,
        card: { name: 'A', number: '4242424242424242', expiry: '12 / 30', cvc: '123' },
      }),
    [ACCOUNT, OTHER],
  ],
  [
    'saved billing details (no to-do depends on them)',
    (cache) =>
      run(cardFormLogic({ calls: fakeCalls(['saveBillingInfo']), cardSaved: noop, cache }), 'saveBilling', {
        userId: 1,
        accountId: ACCOUNT,
        billing: { name: 'A', email: 'a@x.test', address: 'B', zipCode: '1', country: 'GB', telephone: '1' },
      }),
    [],
  ],
];

describe('writes that change a to-do mark the cached action items stale', () => {
  it.each(cases)('%s', async (_, write, marked) => {
    const cache = createQueryClient();
    for (const id of [ACCOUNT, OTHER]) cache.setQueryData(actionItems.key(id), []);
    await write(cache);
    await flush();
    expect(stale(cache, ACCOUNT), 'this account').toBe(marked.includes(ACCOUNT));
    expect(stale(cache, OTHER), 'another account').toBe(marked.includes(OTHER));
  });

  it('a saved setup step (read through the app cache)', async () => {
    queryClient.setQueryData(actionItems.key(ACCOUNT), []);
    const machine = onboardingLogic({
      calls: fakeCalls(['saveOnboardingStep'], { status: 200, code: 200, data: { done: [] } }),
      navigate: noop,
    });
    await run(machine, 'saveStep', {
      accountId: ACCOUNT,
      step: 'goals_objectives',
      draft: { text: '', picks: [1] },
    });
    await flush();
    expect(stale(queryClient, ACCOUNT)).toBe(true);
    queryClient.clear();
  });
});
