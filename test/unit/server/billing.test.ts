import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  addOrUpdateSettingResponse,
  addOrUpdateSubscriptionsResponse,
  addUpdateBillingDataResponse,
  billingInfoResponse,
  creditCardInfoResponse,
  existingPlansResponse,
  paddleManagementUrlResponse,
  paddlePaymentUpdateResponse,
  paddleSubDataResponse,
  paymentsResponse,
  paywallResponse,
  plansResponse,
  subscriptionsResponse,
  updateCardResponse,
  variantsResponse,
} from '../../../src/contract/billing.ts';
import { checkoutConfigResponse } from '../../../src/contract/checkout.ts';
import { DEFAULT_PADDLE_WEBHOOK_SECRET } from '../../../src/server/config.ts';
import { PAYWALL_MESSAGES } from '../../../src/server/billing.ts';
import { paddleSignature } from '../../../src/server/routes/paddleWebhook.ts';
import {
  CANCELLED,
  CARDFAIL,
  NEWOWNER,
  SANDBOX,
  VIEWER,
  accountIds,
  call,
  logIn,
  otherApp,
  startTestServer,
  type LoggedIn,
  type TestServer,
} from './support.ts';

let server: TestServer;
let owner: LoggedIn;
let viewer: LoggedIn;
let ids: Record<string, number>;
let acme: number;
let northwind: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await logIn(server.app);
  viewer = await logIn(server.app, VIEWER);
  ids = await accountIds(server.db);
  acme = ids['Acme Bakery']!;
  northwind = ids['Northwind Studio']!;
});
afterAll(() => server.close());

const NO_ACCESS = { status: 403, message: 'You do not have access to this account.', data: null };
const GOOD_CARD = {
  cardnumber: '4242 4242 4242 4242',
  month: '12',
  year: '29',
  cvc: '123',
  name: 'Olivia Owner',
};

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) t`, params))[0]!.n;

describe('plans', () => {
  it('getPlans answers the visible plans with every field of spec 3', async () => {
    const answer = await call(server.app, 'GET', '/api/auth/getPlans', {
      token: owner.token,
      headers: { account_Id: String(acme) },
    });
    expect(answer.status).toBe(200);
    const plans = v.parse(plansResponse, answer.json).data ?? [];
    const planIds = plans.map((plan) => plan.id);
    // Demo users are created after 2023-12-27: no legacy plan 9, plan 15 allowed, plan 16 hidden (noId 0).
    expect(planIds).toContain(15);
    expect(planIds).not.toContain(9);
    expect(planIds).not.toContain(16);
    expect(planIds).toEqual(expect.arrayContaining([7, 10, 11, 12, 13, 14, 17, 18, 28]));
    const growth = plans.find((plan) => plan.id === 13)!;
    expect(growth).toMatchObject({
      couponApplied: 1,
      coupon: { ctitle: expect.any(String) },
      sub_id: expect.any(String),
    });
    expect(JSON.parse(growth.featuresList)).toEqual(expect.arrayContaining(['Approvals']));
    // Sandbox environment (no PADDLE_CLIENT_TOKEN): priceId is the sandbox price id.
    expect(growth.priceId).toBe(growth.sandboxPriceId);
    expect(plans.find((plan) => plan.id === 11)?.sub_id).toBeNull();
    expect(plans.find((plan) => plan.id === 28)).toMatchObject({ displayName: 1, price: 1 });
    expect(plans.filter((plan) => plan.billingPeriod === 6).every((plan) => plan.savage > 0)).toBe(true);
    expect(plans.some((plan) => plan.group_code === 'Boost 10X')).toBe(true);
  });

  it('getPlans shows legacy plans to users created before the cutoff', async () => {
    // An owner of their own account (role 3 may not see plans: src/domain/permissions.ts).
    await server.db.query(`update users set created_at = '2023-06-01' where email = 'cardfail@demo.test'`);
    try {
      const cardfail = await logIn(server.app, CARDFAIL);
      const answer = await call(server.app, 'GET', '/api/auth/getPlans', { token: cardfail.token });
      const planIds = (v.parse(plansResponse, answer.json).data ?? []).map((plan) => plan.id);
      expect(planIds).toEqual(expect.arrayContaining([9, 15, 16]));
    } finally {
      await server.db.query(`update users set created_at = now() where email = 'cardfail@demo.test'`);
    }
  });

  it('getexistingPlans answers the subscribed plan; without subscription none', async () => {
    const answer = await call(server.app, 'GET', '/api/auth/getexistingPlans', {
      token: owner.token,
      headers: { accountId: String(acme) },
    });
    const plans = v.parse(existingPlansResponse, answer.json).data ?? [];
    expect(plans.map((plan) => plan.id)).toEqual([13]);
    expect(plans[0]?.sub_id).toMatch(/^sub_/);
    const fresh = await logIn(server.app, NEWOWNER);
    const none = await call(server.app, 'GET', '/api/auth/getexistingPlans', { token: fresh.token });
    expect(v.parse(existingPlansResponse, none.json).data).toEqual([]);
  });

  it('getVariants groups plans by group_code (public)', async () => {
    const answer = await call(server.app, 'GET', '/api/getVariants');
    expect(answer.status).toBe(200);
    const groups = v.parse(variantsResponse, answer.json).data ?? [];
    const growth = groups.find((group) => group.group_code === 'growth');
    expect(growth?.variants.map((variant) => variant.billingPeriod).sort()).toEqual([3, 6]);
    expect(groups.find((group) => group.group_code === 'Boost 10X')?.variants).toHaveLength(2);
  });
});

describe('subscriptions', () => {
  it('getSubscriptions: data[0].sub_id of the account', async () => {
    const answer = await call(server.app, 'GET', '/api/auth/getSubscriptions', {
      token: owner.token,
      headers: { account_Id: String(acme) },
    });
    const list = v.parse(subscriptionsResponse, answer.json).data ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'active', plan_id: 13, pricing_id: 13, end_at: null });
    expect(list[0]?.sub_id).toMatch(/^sub_/);
  });

  it('getPaddleSubData answers status and management urls; another user’s subscription is a 403', async () => {
    const subId = (
      await server.db.query<{ sub_id: string }>('select sub_id from subscriptions where account_id = $1', [
        acme,
      ])
    )[0]!.sub_id;
    const answer = await call(server.app, 'POST', '/api/auth/getPaddleSubData', {
      token: owner.token,
      body: { subscriptionId: subId },
    });
    expect(answer.status).toBe(200);
    const body = v.parse(paddleSubDataResponse, answer.json);
    expect(body.response?.status).toBe('active');
    expect(body.response?.managementUrls.updatePaymentMethod).toBe(
      `http://app.test/sandbox/update-payment?subscription=${subId}`,
    );
    const northwindSub = (
      await server.db.query<{ sub_id: string }>('select sub_id from subscriptions where account_id = $1', [
        northwind,
      ])
    )[0]!.sub_id;
    const denied = await call(server.app, 'POST', '/api/auth/getPaddleSubData', {
      token: viewer.token,
      body: { subscriptionId: northwindSub },
    });
    expect(denied.status).toBe(403);
    const bad = await call(server.app, 'POST', '/api/auth/getPaddleSubData', {
      token: owner.token,
      body: { subscriptionId: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'subscriptionId' });
  });

  it('paddleManagementUrl answers the urls, or status 404 without a subscription', async () => {
    const answer = await call(server.app, 'GET', '/api/auth/paddleManagementUrl', {
      token: owner.token,
      headers: { accountId: String(acme) },
    });
    const body = v.parse(paddleManagementUrlResponse, answer.json);
    expect(body).toMatchObject({ status: 200, errorMsg: '' });
    expect(body.response?.cancel).toContain('action=cancel');
    const fresh = await logIn(server.app, NEWOWNER);
    const none = v.parse(
      paddleManagementUrlResponse,
      (await call(server.app, 'GET', '/api/auth/paddleManagementUrl', { token: fresh.token })).json,
    );
    expect(none).toMatchObject({ status: 404, response: null });
  });

  it('addOrUpdateSubscriptions creates one for a new owner, changes plan, reactivates a canceled one', async () => {
    const fresh = await logIn(server.app, NEWOWNER);
    const account = ids['Newowner Ventures']!;
    const created = await call(server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: fresh.token,
      body: { pricing_id: 11, account_id: account },
    });
    expect(created.status).toBe(200);
    expect(v.parse(addOrUpdateSubscriptionsResponse, created.json).data).toMatchObject({
      status: 'active',
      plan_id: 11,
    });
    const changed = await call(server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: fresh.token,
      body: { pricing_id: '12', account_id: account },
    });
    expect(v.parse(addOrUpdateSubscriptionsResponse, changed.json).data?.plan_id).toBe(12);
    expect(await count('select 1 from subscriptions where account_id = $1', [account])).toBe(1);

    const cancelled = await logIn(server.app, CANCELLED);
    const crafts = ids['Cancelled Crafts']!;
    const before = await server.db.query<{ sub_id: string }>(
      'select sub_id from subscriptions where account_id = $1',
      [crafts],
    );
    const reactivated = await call(server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: cancelled.token,
      body: { pricing_id: 13, account_id: crafts },
    });
    const data = v.parse(addOrUpdateSubscriptionsResponse, reactivated.json).data;
    expect(data).toMatchObject({ status: 'active', end_at: null, sub_id: before[0]!.sub_id });
    // Put it back for the paywall tests.
    await server.db.query(`update subscriptions set status = 'canceled', end_at = $2 where account_id = $1`, [
      crafts,
      new Date(server.clock.now().getTime() + 20 * 86_400_000).toISOString(),
    ]);
  });

  it('addOrUpdateSubscriptions refuses an unknown plan and stores nothing', async () => {
    const before = await count('select 1 from subscriptions');
    const answer = await call(server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: owner.token,
      body: { pricing_id: 999, account_id: acme },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'pricing_id',
      message: expect.stringContaining('pricing_id'),
    });
    const missing = await call(server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: owner.token,
      body: { account_id: acme },
    });
    expect(missing.json).toMatchObject({ status: 400, message: 'pricing_id: pricing_id is required' });
    expect(await count('select 1 from subscriptions')).toBe(before);
    const plan = await server.db.query<{ plan_id: number }>(
      'select plan_id from subscriptions where account_id = $1',
      [acme],
    );
    expect(plan[0]?.plan_id).toBe(13);
  });
});

describe('paddlePaymentUpdate', () => {
  const payment = (overrides: Record<string, unknown> = {}) => ({
    account_id: acme,
    customerId: 'ctm_01abc',
    businessId: 'biz_01abc',
    billingEmail: 'owner@demo.test',
    transactionId: 'txn_01paid1',
    cardExpMonth: 8,
    cardExpYear: 2031,
    ...overrides,
  });

  it('records one payment and the card expiry; the same transaction again is a no-op', async () => {
    const before = await count('select 1 from payments where account_id = $1', [acme]);
    const first = await call(server.app, 'POST', '/api/auth/paddlePaymentUpdate', {
      token: owner.token,
      body: payment(),
    });
    expect(first.status).toBe(200);
    expect(v.parse(paddlePaymentUpdateResponse, first.json).data).toEqual({
      transactionId: 'txn_01paid1',
      recorded: true,
    });
    const again = await call(server.app, 'POST', '/api/auth/paddlePaymentUpdate', {
      token: owner.token,
      body: payment({ cardExpMonth: 1 }),
    });
    expect(v.parse(paddlePaymentUpdateResponse, again.json).data?.recorded).toBe(false);
    expect(await count('select 1 from payments where account_id = $1', [acme])).toBe(before + 1);
    const card = await server.db.query('select exp_month, exp_year from cards where account_id = $1', [acme]);
    expect(card[0]).toEqual({ exp_month: 8, exp_year: 2031 });
  });

  it.each([
    ['transactionId', { transactionId: 'abc' }],
    ['cardExpMonth', { cardExpMonth: 13 }],
    ['billingEmail', { billingEmail: 'nope' }],
    ['customerId', { customerId: undefined }],
  ])('a bad %s is a 400 naming it and stores nothing', async (field, overrides) => {
    const before = await count('select 1 from payments');
    const answer = await call(server.app, 'POST', '/api/auth/paddlePaymentUpdate', {
      token: owner.token,
      body: payment({ transactionId: 'txn_01bad', ...overrides }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field });
    expect(await count('select 1 from payments')).toBe(before);
  });
});

describe('settings, card info, payments, billing info', () => {
  it('addOrUpdateSetting saves postInfo and brandColor; neither is a 400', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/addOrUpdateSetting', {
      token: owner.token,
      body: { account_id: acme, postInfo: { plan: 13 }, brandColor: '#aabbcc' },
    });
    expect(v.parse(addOrUpdateSettingResponse, answer.json).data).toEqual({
      account_id: acme,
      postInfo: '{"plan":13}',
      brandColor: '#AABBCC',
    });
    const none = await call(server.app, 'POST', '/api/auth/addOrUpdateSetting', {
      token: owner.token,
      body: { account_id: acme },
    });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ field: 'postInfo' });
    const bad = await call(server.app, 'POST', '/api/auth/addOrUpdateSetting', {
      token: owner.token,
      body: { account_id: acme, brandColor: 'red' },
    });
    expect(bad.json).toMatchObject({ status: 400, field: 'brandColor' });
    const stored = await server.db.query('select brand_color from accounts where id = $1', [acme]);
    expect(stored[0]).toEqual({ brand_color: '#AABBCC' });
  });

  it('getCreditCardInfo answers the saved card without the number', async () => {
    const answer = await call(server.app, 'GET', '/api/auth/getCreditCardInfo', {
      token: owner.token,
      headers: { account_Id: String(northwind) },
    });
    expect(v.parse(creditCardInfoResponse, answer.json).data).toEqual({
      exp_month: 12,
      exp_year: 2027,
      name: 'Northwind Studio',
      last4: '4242',
    });
  });

  it('getPayments lists the payments newest first', async () => {
    const cardfail = await logIn(server.app, CARDFAIL);
    const answer = await call(server.app, 'GET', '/api/auth/getPayments', { token: cardfail.token });
    const list = v.parse(paymentsResponse, answer.json).data ?? [];
    expect(list.map((item) => item.status)).toEqual(['failed', 'success', 'success']);
    expect(list[0]).toMatchObject({ plan: 'Starter', amount: 29 });
  });

  const billing = (overrides: Record<string, unknown> = {}) => ({
    email: 'billing@acme.test',
    user_id: owner.user.id,
    name: 'Acme Bakery Ltd',
    account_id: acme,
    address: 'California',
    zip_code: '94107',
    country: 'us',
    telephone: '+1 415 555 0100',
    ...overrides,
  });

  it('addUpdateBillingData saves (message empty) and getBillinginfo reads it back', async () => {
    const saved = await call(server.app, 'POST', '/api/auth/addUpdateBillingData', {
      token: owner.token,
      body: billing(),
    });
    expect(saved.status).toBe(200);
    const body = v.parse(addUpdateBillingDataResponse, saved.json);
    expect(body.message).toBe('');
    expect(body.data).toMatchObject({ country: 'US', name: 'Acme Bakery Ltd' });
    const read = await call(server.app, 'POST', '/api/auth/getBillinginfo', {
      token: owner.token,
      body: { account_id: acme },
    });
    expect(v.parse(billingInfoResponse, read.json).data).toMatchObject({
      email: 'billing@acme.test',
      zip_code: '94107',
    });
    const none = await call(server.app, 'POST', '/api/auth/getBillinginfo', {
      token: owner.token,
      body: { account_id: northwind },
    });
    expect(v.parse(billingInfoResponse, none.json).data).toBeNull();
  });

  it.each([
    ['email', { email: 'not-mail' }],
    ['name', { name: '' }],
    ['country', { country: 'ZZ' }],
    ['telephone', { telephone: 'call me' }],
  ])('addUpdateBillingData with a bad %s is a 400 and stores nothing', async (field, overrides) => {
    const answer = await call(server.app, 'POST', '/api/auth/addUpdateBillingData', {
      token: owner.token,
      body: billing({ account_id: northwind, ...overrides }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field });
    expect(await count('select 1 from billing_info where account_id = $1', [northwind])).toBe(0);
  });

  it('addUpdateBillingData for another user is a 403', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/addUpdateBillingData', {
      token: owner.token,
      body: billing({ user_id: viewer.user.id }),
    });
    expect(answer.status).toBe(403);
  });
});

describe('chkPayWall', () => {
  const paywall = async (credentials: typeof CARDFAIL, account: string) => {
    const session = await logIn(server.app, credentials);
    const answer = await call(server.app, 'POST', '/api/auth/chkPayWall', {
      token: session.token,
      body: { account_id: ids[account] },
    });
    expect(answer.status).toBe(200);
    return v.parse(paywallResponse, answer.json);
  };

  it('past_due: code 1 with the failed-charge message', async () => {
    expect(await paywall(CARDFAIL, 'Cardfail Co')).toEqual({
      status: 200,
      code: 1,
      message: PAYWALL_MESSAGES.cardFailed,
      data: { end_at: null },
    });
  });

  it('canceled, ending in the future: code 2.2 with end_at', async () => {
    const answer = await paywall(CANCELLED, 'Cancelled Crafts');
    expect(answer.code).toBe(2.2);
    expect(answer.message).toContain('canceled');
    expect(Date.parse(answer.data.end_at!) - server.clock.now().getTime()).toBe(20 * 86_400_000);
  });

  it('canceled and ended: code 2', async () => {
    server.clock.advance(21 * 86_400_000);
    try {
      const answer = await paywall(CANCELLED, 'Cancelled Crafts');
      expect(answer).toMatchObject({ code: 2, message: PAYWALL_MESSAGES.ended });
    } finally {
      server.clock.advance(-21 * 86_400_000);
    }
  });

  it('trial ending within 3 days: code 3; plain active and no subscription: code 200, empty message', async () => {
    const trial = await call(server.app, 'POST', '/api/auth/chkPayWall', {
      token: owner.token,
      body: { account_id: northwind },
    });
    expect(v.parse(paywallResponse, trial.json)).toMatchObject({
      code: 3,
      data: { end_at: expect.any(String) },
    });
    const active = await paywall(SANDBOX, 'Sandbox Labs');
    expect(active).toEqual({ status: 200, code: 200, message: '', data: { end_at: null } });
    const bad = await call(server.app, 'POST', '/api/auth/chkPayWall', { token: owner.token, body: {} });
    expect(bad.json).toMatchObject({ status: 400, field: 'account_id' });
  });
});

describe('POST /updateCard', () => {
  it('keeps only last four, expiry and name; moves past_due to active and records a payment (code 1)', async () => {
    const cardfail = await logIn(server.app, CARDFAIL);
    const account = ids['Cardfail Co']!;
    const paymentsBefore = await count(
      `select 1 from payments where account_id = $1 and status = 'success'`,
      [account],
    );
    const answer = await call(server.app, 'POST', '/api/updateCard', {
      token: cardfail.token,
      body: {
        ...GOOD_CARD,
        cardnumber: '5555 5555 5555 4444',
        name: 'Carl Cardfail',
        userId: cardfail.user.id,
      },
    });
    expect(answer.status).toBe(200);
    const body = v.parse(updateCardResponse, answer.json);
    expect(body.code).toBe(1);
    expect(body.data).toEqual({ exp_month: 12, exp_year: 2029, name: 'Carl Cardfail', last4: '4444' });
    const stored = await server.db.query<Record<string, unknown>>(
      'select * from cards where account_id = $1',
      [account],
    );
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');
    expect(Object.keys(stored[0]!).sort()).toEqual([
      'account_id',
      'exp_month',
      'exp_year',
      'last4',
      'name',
      'updated_at',
    ]);
    const status = await server.db.query('select status from subscriptions where account_id = $1', [account]);
    expect(status[0]).toEqual({ status: 'active' });
    expect(
      await count(`select 1 from payments where account_id = $1 and status = 'success'`, [account]),
    ).toBe(paymentsBefore + 1);
    const paywall = await call(server.app, 'POST', '/api/auth/chkPayWall', {
      token: cardfail.token,
      body: { account_id: account },
    });
    expect(paywall.json).toMatchObject({ code: 200 });
    await server.db.query(`update subscriptions set status = 'past_due' where account_id = $1`, [account]);
  });

  it.each([
    [
      'cardnumber',
      { cardnumber: '4242 4242 4242 4241' },
      'cardnumber: cardnumber is not a valid card number',
    ],
    ['cardnumber', { cardnumber: '4242-abc' }, 'cardnumber: cardnumber must be 12 to 19 digits'],
    ['year', { year: '24' }, 'year: Card has been expired'],
    ['month', { year: '2025', month: '12' }, null],
    ['month', { year: '2025', month: '1' }, null],
    ['month', { month: '13' }, 'month: month must be 1 to 12'],
    ['cvc', { cvc: '12' }, 'cvc: cvc must be 3 or 4 digits'],
    ['name', { name: ' ' }, 'name: name is required'],
  ])('a bad %s is a 400 naming it and stores nothing', async (field, overrides, message) => {
    const account = ids['Summit Fitness']!;
    const many = await logIn(server.app, { username: 'many@demo.test', password: 'demo1234' });
    const before = await server.db.query('select * from cards where account_id = $1', [account]);
    const answer = await call(server.app, 'POST', '/api/updateCard', {
      token: many.token,
      headers: { accountId: String(account) },
      body: { ...GOOD_CARD, userId: many.user.id, ...overrides },
    });
    if (message === null) {
      // The test clock is January 2025: 12/2025 is fine, 1/2025 is the current month (fine too).
      expect(answer.status).toBe(200);
      return;
    }
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
    expect(await server.db.query('select * from cards where account_id = $1', [account])).toEqual(before);
  });

  it('a card of another user, or on an account that is not theirs, is refused', async () => {
    const other = await call(server.app, 'POST', '/api/updateCard', {
      token: owner.token,
      body: { ...GOOD_CARD, userId: viewer.user.id },
    });
    expect(other.status).toBe(403);
    const notMine = await call(server.app, 'POST', '/api/updateCard', {
      token: viewer.token,
      headers: { accountId: String(northwind) },
      body: { ...GOOD_CARD, userId: viewer.user.id },
    });
    expect(notMine.json).toEqual(NO_ACCESS);
    const noSession = await call(server.app, 'POST', '/api/updateCard', {
      body: { ...GOOD_CARD, userId: 1 },
    });
    expect(noSession.status).toBe(401);
  });
});

describe('cross-account calls answer 403', () => {
  const calls: [string, string, (id: number) => Record<string, unknown> | null][] = [
    ['GET', '/api/auth/getPlans', () => null],
    ['GET', '/api/auth/getexistingPlans', () => null],
    ['GET', '/api/auth/getSubscriptions', () => null],
    ['GET', '/api/auth/paddleManagementUrl', () => null],
    ['GET', '/api/auth/getCreditCardInfo', () => null],
    ['GET', '/api/auth/getPayments', () => null],
    ['POST', '/api/auth/getPaddleSubData', () => ({ subscriptionId: 'sub_01x' })],
    [
      'POST',
      '/api/auth/paddlePaymentUpdate',
      (id) => ({
        account_id: id,
        customerId: 'ctm_1',
        billingEmail: 'a@b.test',
        transactionId: 'txn_x403',
        cardExpMonth: 1,
        cardExpYear: 2030,
      }),
    ],
    ['POST', '/api/auth/addOrUpdateSubscriptions', (id) => ({ pricing_id: 11, account_id: id })],
    ['POST', '/api/auth/addOrUpdateSetting', (id) => ({ account_id: id, postInfo: 'x' })],
    ['POST', '/api/auth/getBillinginfo', (id) => ({ account_id: id })],
    [
      'POST',
      '/api/auth/addUpdateBillingData',
      (id) => ({
        email: 'a@b.test',
        user_id: 1,
        name: 'x',
        account_id: id,
        address: '',
        zip_code: '',
        country: '',
        telephone: '',
      }),
    ],
    ['POST', '/api/auth/chkPayWall', (id) => ({ account_id: id })],
    ['GET', '/api/checkoutConfig', () => null],
  ];
  it.each(calls)('%s %s', async (method, path, body) => {
    const before = await count('select 1 from payments');
    const payload = body(northwind);
    const answer = await call(server.app, method, path, {
      token: viewer.token,
      headers: { account_Id: String(northwind) },
      ...(payload ? { body: payload } : {}),
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(NO_ACCESS);
    expect(await count('select 1 from payments')).toBe(before);
  });
});

describe('checkoutConfig', () => {
  it('without PADDLE_CLIENT_TOKEN: no token, sandbox', async () => {
    const answer = await call(server.app, 'GET', '/api/checkoutConfig', { token: owner.token });
    expect(v.parse(checkoutConfigResponse, answer.json).data).toEqual({
      paddleClientToken: null,
      environment: 'sandbox',
    });
  });

  it('with a token: production, but sandbox for roleType 11; Paddle is allowed by the CSP', async () => {
    const app = otherApp(server, { paddleClientToken: 'test_client_token' });
    const prod = await call(app, 'GET', '/api/checkoutConfig', { token: owner.token });
    expect(v.parse(checkoutConfigResponse, prod.json).data).toEqual({
      paddleClientToken: 'test_client_token',
      environment: 'production',
    });
    const sandboxUser = await logIn(app, SANDBOX);
    const sandbox = await call(app, 'GET', '/api/checkoutConfig', { token: sandboxUser.token });
    expect(v.parse(checkoutConfigResponse, sandbox.json).data?.environment).toBe('sandbox');
    const plans = v.parse(
      plansResponse,
      (await call(app, 'GET', '/api/auth/getPlans', { token: owner.token })).json,
    ).data!;
    expect(plans.find((plan) => plan.id === 11)?.priceId).toBe('pri_01starter_mo');
    const csp = prod.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://cdn.paddle.com");
    expect(csp).toContain("frame-src 'self' https://*.paddle.com https://buy.paddle.com");
    expect(csp).toContain("connect-src 'self' https://*.paddle.com");
    const urls = await call(app, 'GET', '/api/auth/paddleManagementUrl', { token: owner.token });
    expect(v.parse(paddleManagementUrlResponse, urls.json)).toMatchObject({ status: 501, response: null });
    // The local sandbox is off when Paddle is configured.
    expect(
      (await call(app, 'GET', '/sandbox/checkout?price_id=pri_sbx_starter_mo&email=a@b.test')).status,
    ).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(server.app, 'GET', '/api/checkoutConfig')).status).toBe(401);
  });
});

describe('Paddle webhook', () => {
  const secret = DEFAULT_PADDLE_WEBHOOK_SECRET;
  const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);
  const send = (event: Record<string, unknown>, signature?: (raw: string) => string) => {
    const raw = JSON.stringify(event);
    return call(server.app, 'POST', '/api/paddle/webhook', {
      body: raw,
      headers: {
        'Paddle-Signature': signature ? signature(raw) : paddleSignature(secret, raw, nowSeconds()),
      },
    });
  };
  const subOf = async (account: string) =>
    (
      await server.db.query<{ sub_id: string; status: string; end_at: Date | null }>(
        'select sub_id, status, end_at from subscriptions where account_id = $1',
        [ids[account]],
      )
    )[0]!;

  it('a good signature moves the status; the same event again changes nothing', async () => {
    const sub = await subOf('Harbor Lights Cafe');
    const event = {
      event_id: 'evt_01pastdue1',
      event_type: 'subscription.past_due',
      data: { id: sub.sub_id, status: 'past_due' },
    };
    const first = await send(event);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ data: { event_id: 'evt_01pastdue1', duplicate: false } });
    expect((await subOf('Harbor Lights Cafe')).status).toBe('past_due');
    await server.db.query(`update subscriptions set status = 'active' where sub_id = $1`, [sub.sub_id]);
    const replay = await send(event);
    expect(replay.json).toMatchObject({ data: { duplicate: true } });
    expect((await subOf('Harbor Lights Cafe')).status).toBe('active');
    expect(await count(`select 1 from paddle_events where event_id = 'evt_01pastdue1'`)).toBe(1);
  });

  it('canceled sets end_at; activated makes it active again', async () => {
    const sub = await subOf('Summit Fitness');
    await send({
      event_id: 'evt_01cancel',
      event_type: 'subscription.canceled',
      data: {
        id: sub.sub_id,
        status: 'canceled',
        current_billing_period: { ends_at: '2025-02-01T00:00:00Z' },
      },
    });
    const cancelled = await subOf('Summit Fitness');
    expect(cancelled.status).toBe('canceled');
    expect(new Date(cancelled.end_at!).toISOString()).toBe('2025-02-01T00:00:00.000Z');
    await send({
      event_id: 'evt_01activate',
      event_type: 'subscription.activated',
      data: { id: sub.sub_id, status: 'active' },
    });
    expect(await subOf('Summit Fitness')).toMatchObject({ status: 'active', end_at: null });
  });

  it('created for an account without subscription creates it (custom_data.account_id, price id)', async () => {
    const account = ids['Newowner Ventures']!;
    await server.db.query('delete from subscriptions where account_id = $1', [account]);
    await send({
      event_id: 'evt_01created',
      event_type: 'subscription.created',
      data: {
        id: 'sub_01paddlenew',
        status: 'active',
        items: [{ price: { id: 'pri_01growth_mo' } }],
        custom_data: { account_id: account },
      },
    });
    const rows = await server.db.query(
      'select sub_id, plan_id, status from subscriptions where account_id = $1',
      [account],
    );
    expect(rows).toEqual([{ sub_id: 'sub_01paddlenew', plan_id: 13, status: 'active' }]);
  });

  it.each([
    ['a bad signature', (raw: string) => paddleSignature('wrong-secret', raw, nowSeconds())],
    // Paddle's own SDK allows 5 seconds.
    ['a stale signature', (raw: string) => paddleSignature(secret, raw, nowSeconds() - 6)],
    ['a future signature', (raw: string) => paddleSignature(secret, raw, nowSeconds() + 6)],
    ['no h1', () => `ts=${nowSeconds()}`],
    ['garbage', () => 'nonsense'],
  ])('%s is a JSON 401 and changes nothing', async (_name, signature) => {
    const sub = await subOf('Bluebell Florists');
    const eventId = `evt_01refused${_name.length}`;
    const answer = await send(
      {
        event_id: eventId,
        event_type: 'subscription.canceled',
        data: { id: sub.sub_id, status: 'canceled' },
      },
      signature,
    );
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ status: 401, message: 'Invalid or stale Paddle-Signature.' });
    expect((await subOf('Bluebell Florists')).status).toBe('active');
    expect(await count('select 1 from paddle_events where event_id = $1', [eventId])).toBe(0);
  });

  it('a signed body that is not an event is acknowledged (Paddle would retry a 4xx forever) and changes nothing', async () => {
    const answer = await send({ hello: 'world' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ data: { event_id: null, applied: false } });
    expect(
      server.log.entries.some((e) => e.level === 'warn' && e.message.includes('cannot be applied')),
    ).toBe(true);
  });
});
