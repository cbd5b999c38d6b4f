/**
 * Billing checks (spec 4.4, 6, 7.3): the paywall codes, the card popup's updateCard, the account every billing call
 * is about (404 for another's), and the checkout configuration. Plans, subscriptions and billing data:
 * billing.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  paddleManagementUrlResponse,
  paywallResponse,
  plansResponse,
  updateCardResponse,
} from '../../../src/contract/billing.ts';
import { checkoutConfigResponse } from '../../../src/contract/checkout.ts';
import { PAYWALL_MESSAGES } from '../../../src/server/billing.ts';
import {
  CANCELLED,
  CARDFAIL,
  GOOD_CARD,
  NO_SUCH_ACCOUNT,
  OWNER,
  SANDBOX,
  VIEWER,
  call,
  logIn,
  otherApp,
  seededServer,
} from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

describe('chkPayWall', () => {
  const paywall = async (credentials: typeof CARDFAIL, account: string) => {
    const session = await logIn(t.server.app, credentials);
    const answer = await call(t.server.app, 'POST', '/api/auth/chkPayWall', {
      token: session.token,
      body: { account_id: t.ids[account] },
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
    expect(Date.parse(answer.data.end_at!) - t.server.clock.now().getTime()).toBe(20 * 86_400_000);
  });

  it('canceled and ended: code 2', async () => {
    t.server.clock.advance(21 * 86_400_000);
    try {
      const answer = await paywall(CANCELLED, 'Cancelled Crafts');
      expect(answer).toMatchObject({ code: 2, message: PAYWALL_MESSAGES.ended });
    } finally {
      t.server.clock.advance(-21 * 86_400_000);
    }
  });

  it('trial ending within 3 days: code 3; plain active and no subscription: code 200, empty message', async () => {
    const trial = await call(t.server.app, 'POST', '/api/auth/chkPayWall', {
      token: t.owner.token,
      body: { account_id: t.northwind },
    });
    expect(v.parse(paywallResponse, trial.json)).toMatchObject({
      code: 3,
      data: { end_at: expect.any(String) },
    });
    const active = await paywall(SANDBOX, 'Sandbox Labs');
    expect(active).toEqual({ status: 200, code: 200, message: '', data: { end_at: null } });
    const bad = await call(t.server.app, 'POST', '/api/auth/chkPayWall', { token: t.owner.token, body: {} });
    expect(bad.json).toMatchObject({ status: 400, field: 'account_id' });
  });
});

describe('POST /updateCard', () => {
  it('keeps only last four, expiry and name; moves past_due to active and records a payment (code 1)', async () => {
    const cardfail = await logIn(t.server.app, CARDFAIL);
    const account = t.ids['Cardfail Co']!;
    const paymentsBefore = await t.count(
      `select 1 from payments where account_id = $1 and status = 'success'`,
      [account],
    );
    const answer = await call(t.server.app, 'POST', '/api/updateCard', {
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
    const stored = await t.server.db.query<Record<string, unknown>>(
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
    const status = await t.server.db.query('select status from subscriptions where account_id = $1', [
      account,
    ]);
    expect(status[0]).toEqual({ status: 'active' });
    expect(
      await t.count(`select 1 from payments where account_id = $1 and status = 'success'`, [account]),
    ).toBe(paymentsBefore + 1);
    const paywall = await call(t.server.app, 'POST', '/api/auth/chkPayWall', {
      token: cardfail.token,
      body: { account_id: account },
    });
    expect(paywall.json).toMatchObject({ code: 200 });
    await t.server.db.query(`update subscriptions set status = 'past_due' where account_id = $1`, [account]);
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
    const account = t.ids['Summit Fitness']!;
    const many = await logIn(t.server.app, { username: 'many@demo.test', password: 'demo1234' });
    const before = await t.server.db.query('select * from cards where account_id = $1', [account]);
    const answer = await call(t.server.app, 'POST', '/api/updateCard', {
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
    expect(await t.server.db.query('select * from cards where account_id = $1', [account])).toEqual(before);
  });

  it('a card of another user, or on an account that is not theirs, is refused', async () => {
    const other = await call(t.server.app, 'POST', '/api/updateCard', {
      token: t.owner.token,
      body: { ...GOOD_CARD, userId: t.viewer.user.id },
    });
    expect(other.status).toBe(403);
    const notMine = await call(t.server.app, 'POST', '/api/updateCard', {
      token: t.viewer.token,
      headers: { accountId: String(t.northwind) },
      body: { ...GOOD_CARD, userId: t.viewer.user.id },
    });
    expect(notMine.json).toEqual(NO_SUCH_ACCOUNT);
    const noSession = await call(t.server.app, 'POST', '/api/updateCard', {
      body: { ...GOOD_CARD, userId: 1 },
    });
    expect(noSession.status).toBe(401);
  });
});

describe('cross-account calls answer 404', () => {
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
    const before = await t.count('select 1 from payments');
    const payload = body(t.northwind);
    const answer = await call(t.server.app, method, path, {
      token: t.viewer.token,
      headers: { account_Id: String(t.northwind) },
      ...(payload ? { body: payload } : {}),
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
    expect(await t.count('select 1 from payments')).toBe(before);
  });
});

describe('checkoutConfig', () => {
  it('without PADDLE_CLIENT_TOKEN: no token, sandbox', async () => {
    const answer = await call(t.server.app, 'GET', '/api/checkoutConfig', { token: t.owner.token });
    expect(v.parse(checkoutConfigResponse, answer.json).data).toEqual({
      paddleClientToken: null,
      environment: 'sandbox',
    });
  });

  it('with a token: production, but sandbox for roleType 11; Paddle is allowed by the CSP', async () => {
    const app = otherApp(t.server, { paddleClientToken: 'test_client_token' });
    const prod = await call(app, 'GET', '/api/checkoutConfig', { token: t.owner.token });
    expect(v.parse(checkoutConfigResponse, prod.json).data).toEqual({
      paddleClientToken: 'test_client_token',
      environment: 'production',
    });
    const sandboxUser = await logIn(app, SANDBOX);
    const sandbox = await call(app, 'GET', '/api/checkoutConfig', { token: sandboxUser.token });
    expect(v.parse(checkoutConfigResponse, sandbox.json).data?.environment).toBe('sandbox');
    const plans = v.parse(
      plansResponse,
      (await call(app, 'GET', '/api/auth/getPlans', { token: t.owner.token })).json,
    ).data!;
    expect(plans.find((plan) => plan.id === 11)?.priceId).toBe('pri_01starter_mo');
    const csp = prod.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://cdn.paddle.com");
    expect(csp).toContain("frame-src 'self' https://*.paddle.com https://buy.paddle.com");
    expect(csp).toContain("connect-src 'self' https://*.paddle.com");
    const urls = await call(app, 'GET', '/api/auth/paddleManagementUrl', { token: t.owner.token });
    expect(v.parse(paddleManagementUrlResponse, urls.json)).toMatchObject({ status: 501, response: null });
    // The local sandbox is off when Paddle is configured.
    expect(
      (await call(app, 'GET', '/sandbox/checkout?price_id=pri_sbx_starter_mo&email=a@b.test')).status,
    ).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(t.server.app, 'GET', '/api/checkoutConfig')).status).toBe(401);
  });
});
