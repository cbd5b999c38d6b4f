import { describe, expect, it } from 'vitest';
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
  plansResponse,
  subscriptionsResponse,
  variantsResponse,
} from '../../../src/contract/billing.ts';
import { CANCELLED, CARDFAIL, NEWOWNER, OWNER, VIEWER, call, logIn, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

/** The sub_id of the account's subscription. */
const subIdOf = async (accountId: number) =>
  (
    await t.server.db.query<{ sub_id: string }>('select sub_id from subscriptions where account_id = $1', [
      accountId,
    ])
  )[0]!.sub_id;

describe('plans', () => {
  it('getPlans answers the visible plans with every field of spec 3', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/getPlans', { account_Id: t.acme });
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
    await t.server.db.query(`update users set created_at = '2023-06-01' where email = 'cardfail@demo.test'`);
    try {
      const cardfail = await logIn(t.server.app, CARDFAIL);
      const answer = await call(t.server.app, 'GET', '/api/auth/getPlans', { token: cardfail.token });
      const planIds = (v.parse(plansResponse, answer.json).data ?? []).map((plan) => plan.id);
      expect(planIds).toEqual(expect.arrayContaining([9, 15, 16]));
    } finally {
      await t.server.db.query(`update users set created_at = now() where email = 'cardfail@demo.test'`);
    }
  });

  it('getexistingPlans answers the subscribed plan; without subscription none', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/getexistingPlans', { accountId: t.acme });
    const plans = v.parse(existingPlansResponse, answer.json).data ?? [];
    expect(plans.map((plan) => plan.id)).toEqual([13]);
    expect(plans[0]?.sub_id).toMatch(/^sub_/);
    const fresh = await logIn(t.server.app, NEWOWNER);
    const none = await call(t.server.app, 'GET', '/api/auth/getexistingPlans', { token: fresh.token });
    expect(v.parse(existingPlansResponse, none.json).data).toEqual([]);
  });

  it('getVariants groups plans by group_code (public)', async () => {
    const answer = await call(t.server.app, 'GET', '/api/getVariants');
    expect(answer.status).toBe(200);
    const groups = v.parse(variantsResponse, answer.json).data ?? [];
    const growth = groups.find((group) => group.group_code === 'growth');
    expect(growth?.variants.map((variant) => variant.billingPeriod).sort()).toEqual([3, 6]);
    expect(groups.find((group) => group.group_code === 'Boost 10X')?.variants).toHaveLength(2);
  });
});

describe('subscriptions', () => {
  it('getSubscriptions: data[0].sub_id of the account', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/getSubscriptions', { account_Id: t.acme });
    const list = v.parse(subscriptionsResponse, answer.json).data ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'active', plan_id: 13, pricing_id: 13, end_at: null });
    expect(list[0]?.sub_id).toMatch(/^sub_/);
  });

  it('getPaddleSubData answers status and management urls; another user’s subscription is a 403', async () => {
    const subId = await subIdOf(t.acme);
    const answer = await call(t.server.app, 'POST', '/api/auth/getPaddleSubData', {
      token: t.owner.token,
      body: { subscriptionId: subId },
    });
    expect(answer.status).toBe(200);
    const body = v.parse(paddleSubDataResponse, answer.json);
    expect(body.response?.status).toBe('active');
    expect(body.response?.managementUrls.updatePaymentMethod).toBe(
      `http://app.test/sandbox/update-payment?subscription=${subId}`,
    );
    const northwindSub = await subIdOf(t.northwind);
    const denied = await call(t.server.app, 'POST', '/api/auth/getPaddleSubData', {
      token: t.viewer.token,
      body: { subscriptionId: northwindSub },
    });
    expect(denied.status).toBe(403);
    const bad = await call(t.server.app, 'POST', '/api/auth/getPaddleSubData', {
      token: t.owner.token,
      body: { subscriptionId: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'subscriptionId' });
  });

  it('paddleManagementUrl answers the urls, or status 404 without a subscription', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/paddleManagementUrl', { accountId: t.acme });
    const body = v.parse(paddleManagementUrlResponse, answer.json);
    expect(body).toMatchObject({ status: 200, errorMsg: '' });
    expect(body.response?.cancel).toContain('action=cancel');
    const fresh = await logIn(t.server.app, NEWOWNER);
    const none = v.parse(
      paddleManagementUrlResponse,
      (await call(t.server.app, 'GET', '/api/auth/paddleManagementUrl', { token: fresh.token })).json,
    );
    expect(none).toMatchObject({ status: 404, response: null });
  });

  it('addOrUpdateSubscriptions creates one for a new owner, changes plan, reactivates a canceled one', async () => {
    const fresh = await logIn(t.server.app, NEWOWNER);
    const account = t.ids['Newowner Ventures']!;
    const created = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: fresh.token,
      body: { pricing_id: 11, account_id: account },
    });
    expect(created.status).toBe(200);
    expect(v.parse(addOrUpdateSubscriptionsResponse, created.json).data).toMatchObject({
      status: 'active',
      plan_id: 11,
    });
    const changed = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: fresh.token,
      body: { pricing_id: '12', account_id: account },
    });
    expect(v.parse(addOrUpdateSubscriptionsResponse, changed.json).data?.plan_id).toBe(12);
    expect(await t.count('select 1 from subscriptions where account_id = $1', [account])).toBe(1);

    const cancelled = await logIn(t.server.app, CANCELLED);
    const crafts = t.ids['Cancelled Crafts']!;
    const before = await t.server.db.query<{ sub_id: string }>(
      'select sub_id from subscriptions where account_id = $1',
      [crafts],
    );
    const reactivated = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: cancelled.token,
      body: { pricing_id: 13, account_id: crafts },
    });
    const data = v.parse(addOrUpdateSubscriptionsResponse, reactivated.json).data;
    expect(data).toMatchObject({ status: 'active', end_at: null, sub_id: before[0]!.sub_id });
    // Put it back for the paywall tests.
    await t.server.db.query(
      `update subscriptions set status = 'canceled', end_at = $2 where account_id = $1`,
      [crafts, new Date(t.server.clock.now().getTime() + 20 * 86_400_000).toISOString()],
    );
  });

  it('addOrUpdateSubscriptions refuses an unknown plan and stores nothing', async () => {
    const before = await t.count('select 1 from subscriptions');
    const answer = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: t.owner.token,
      body: { pricing_id: 999, account_id: t.acme },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'pricing_id',
      message: expect.stringContaining('pricing_id'),
    });
    const missing = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: t.owner.token,
      body: { account_id: t.acme },
    });
    expect(missing.json).toMatchObject({ status: 400, message: 'pricing_id: pricing_id is required' });
    expect(await t.count('select 1 from subscriptions')).toBe(before);
    const plan = await t.server.db.query<{ plan_id: number }>(
      'select plan_id from subscriptions where account_id = $1',
      [t.acme],
    );
    expect(plan[0]?.plan_id).toBe(13);
  });
});

describe('paddlePaymentUpdate', () => {
  const payment = (overrides: Record<string, unknown> = {}) => ({
    account_id: t.acme,
    customerId: 'ctm_01abc',
    businessId: 'biz_01abc',
    billingEmail: 'owner@demo.test',
    transactionId: 'txn_01paid1',
    cardExpMonth: 8,
    cardExpYear: 2031,
    ...overrides,
  });

  it('records one payment and the card expiry; the same transaction again is a no-op', async () => {
    const before = await t.count('select 1 from payments where account_id = $1', [t.acme]);
    const first = await call(t.server.app, 'POST', '/api/auth/paddlePaymentUpdate', {
      token: t.owner.token,
      body: payment(),
    });
    expect(first.status).toBe(200);
    expect(v.parse(paddlePaymentUpdateResponse, first.json).data).toEqual({
      transactionId: 'txn_01paid1',
      recorded: true,
    });
    const again = await call(t.server.app, 'POST', '/api/auth/paddlePaymentUpdate', {
      token: t.owner.token,
      body: payment({ cardExpMonth: 1 }),
    });
    expect(v.parse(paddlePaymentUpdateResponse, again.json).data?.recorded).toBe(false);
    expect(await t.count('select 1 from payments where account_id = $1', [t.acme])).toBe(before + 1);
    const card = await t.server.db.query('select exp_month, exp_year from cards where account_id = $1', [
      t.acme,
    ]);
    expect(card[0]).toEqual({ exp_month: 8, exp_year: 2031 });
  });

  it.each([
    ['transactionId', { transactionId: 'abc' }],
    ['cardExpMonth', { cardExpMonth: 13 }],
    ['billingEmail', { billingEmail: 'nope' }],
    ['customerId', { customerId: undefined }],
  ])('a bad %s is a 400 naming it and stores nothing', async (field, overrides) => {
    const before = await t.count('select 1 from payments');
    const answer = await call(t.server.app, 'POST', '/api/auth/paddlePaymentUpdate', {
      token: t.owner.token,
      body: payment({ transactionId: 'txn_01bad', ...overrides }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field });
    expect(await t.count('select 1 from payments')).toBe(before);
  });
});

describe('settings, card info, payments, billing info', () => {
  it('addOrUpdateSetting saves postInfo and brandColor; neither is a 400', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSetting', {
      token: t.owner.token,
      body: { account_id: t.acme, postInfo: { plan: 13 }, brandColor: '#aabbcc' },
    });
    expect(v.parse(addOrUpdateSettingResponse, answer.json).data).toEqual({
      account_id: t.acme,
      postInfo: '{"plan":13}',
      brandColor: '#AABBCC',
    });
    const none = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSetting', {
      token: t.owner.token,
      body: { account_id: t.acme },
    });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ field: 'postInfo' });
    const bad = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSetting', {
      token: t.owner.token,
      body: { account_id: t.acme, brandColor: 'red' },
    });
    expect(bad.json).toMatchObject({ status: 400, field: 'brandColor' });
    const stored = await t.server.db.query('select brand_color from accounts where id = $1', [t.acme]);
    expect(stored[0]).toEqual({ brand_color: '#AABBCC' });
  });

  it('getCreditCardInfo answers the saved card without the number', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/getCreditCardInfo', { account_Id: t.northwind });
    expect(v.parse(creditCardInfoResponse, answer.json).data).toEqual({
      exp_month: 12,
      exp_year: 2027,
      name: 'Northwind Studio',
      last4: '4242',
    });
  });

  it('getPayments lists the payments newest first', async () => {
    const cardfail = await logIn(t.server.app, CARDFAIL);
    const answer = await call(t.server.app, 'GET', '/api/auth/getPayments', { token: cardfail.token });
    const list = v.parse(paymentsResponse, answer.json).data ?? [];
    expect(list.map((item) => item.status)).toEqual(['failed', 'success', 'success']);
    expect(list[0]).toMatchObject({ plan: 'Starter', amount: 29 });
  });

  const billing = (overrides: Record<string, unknown> = {}) => ({
    email: 'billing@acme.test',
    user_id: t.owner.user.id,
    name: 'Acme Bakery Ltd',
    account_id: t.acme,
    address: 'California',
    zip_code: '94107',
    country: 'us',
    telephone: '+1 415 555 0100',
    ...overrides,
  });

  it('addUpdateBillingData saves (message empty) and getBillinginfo reads it back', async () => {
    const saved = await call(t.server.app, 'POST', '/api/auth/addUpdateBillingData', {
      token: t.owner.token,
      body: billing(),
    });
    expect(saved.status).toBe(200);
    const body = v.parse(addUpdateBillingDataResponse, saved.json);
    expect(body.message).toBe('');
    expect(body.data).toMatchObject({ country: 'US', name: 'Acme Bakery Ltd' });
    const read = await call(t.server.app, 'POST', '/api/auth/getBillinginfo', {
      token: t.owner.token,
      body: { account_id: t.acme },
    });
    expect(v.parse(billingInfoResponse, read.json).data).toMatchObject({
      email: 'billing@acme.test',
      zip_code: '94107',
    });
    const none = await call(t.server.app, 'POST', '/api/auth/getBillinginfo', {
      token: t.owner.token,
      body: { account_id: t.northwind },
    });
    expect(v.parse(billingInfoResponse, none.json).data).toBeNull();
  });

  it.each([
    ['email', { email: 'not-mail' }],
    ['name', { name: '' }],
    ['country', { country: 'ZZ' }],
    ['telephone', { telephone: 'call me' }],
  ])('addUpdateBillingData with a bad %s is a 400 and stores nothing', async (field, overrides) => {
    const answer = await call(t.server.app, 'POST', '/api/auth/addUpdateBillingData', {
      token: t.owner.token,
      body: billing({ account_id: t.northwind, ...overrides }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field });
    expect(await t.count('select 1 from billing_info where account_id = $1', [t.northwind])).toBe(0);
  });

  it('addUpdateBillingData for another user is a 403', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/addUpdateBillingData', {
      token: t.owner.token,
      body: billing({ user_id: t.viewer.user.id }),
    });
    expect(answer.status).toBe(403);
  });
});
