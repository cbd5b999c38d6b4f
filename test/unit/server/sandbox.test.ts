/**
 * The local checkout sandbox (routes/sandbox.ts): its pages and calls, and that they act only for the signed-in
 * member of the account they touch (issue 12, finding 2).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TOKEN_COOKIE } from '../../../src/api/credentials.ts';
import { sandboxCheckoutCompleteResponse, sandboxCheckoutMessage } from '../../../src/contract/checkout.ts';
import { SESSION_COOKIE, sandboxAuthTexts } from '../../../src/server/sandbox/guard.ts';
import {
  CARDFAIL,
  GOOD_CARD,
  GUARD_LOGINS,
  SANDBOX,
  call,
  logIn,
  seededServer,
  sessionCookie,
} from './support.ts';

const t = seededServer(GUARD_LOGINS);

const ACME_SUB = 'sub_01demo0001acmebakery';

async function subscriptionOf(accountId: number) {
  const [row] = await t.server.db.query<{ sub_id: string; status: string; end_at: Date | null }>(
    'select sub_id, status, end_at from subscriptions where account_id = $1',
    [accountId],
  );
  return row!;
}
const cardOf = async (accountId: number) =>
  t.server.db.query('select * from cards where account_id = $1', [accountId]);

it("reads the SPA's token cookie", () => {
  expect(SESSION_COOKIE).toBe(TOKEN_COOKIE);
});

describe('checkout page', () => {
  const checkoutPath = (accountId: number) =>
    `/sandbox/checkout?price_id=pri_sbx_growth_mo&email=owner%40demo.test&account_id=${accountId}`;

  it('serves the checkout page without inline script, framable by the SPA only', async () => {
    const answer = await call(t.server.app, 'GET', checkoutPath(t.acme), {
      headers: sessionCookie(t.owner.token),
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Sandbox checkout — no real payment');
    expect(answer.text).toContain('Pay now');
    expect(answer.text).toContain('Cancel');
    expect(answer.text).toContain('Growth');
    expect(answer.text).toContain('<script src="/sandbox/checkout.js" defer></script>');
    expect(answer.text).not.toMatch(/<script>|<style>| style="/);
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
    const script = await call(t.server.app, 'GET', '/sandbox/checkout.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain('brandpilot-checkout-sandbox');
    expect(script.text).toContain('location.origin');
    // Its call carries the session token of the SPA's cookie.
    expect(script.text).toContain(JSON.stringify(SESSION_COOKIE));
    expect(script.text).toContain("'Bearer ' + token");
    expect((await call(t.server.app, 'GET', '/sandbox/sandbox.css')).headers.get('content-type')).toContain(
      'text/css',
    );
    const unknown = await call(t.server.app, 'GET', '/sandbox/checkout?price_id=pri_nope&email=a@b.test', {
      headers: sessionCookie(t.owner.token),
    });
    expect(unknown.status).toBe(400);
  });

  it('needs a signed-in member of the account', async () => {
    const anonymous = await call(t.server.app, 'GET', checkoutPath(t.acme));
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).toContain(sandboxAuthTexts.signIn);
    expect(anonymous.text).not.toContain('Pay now');
    const foreign = await call(t.server.app, 'GET', checkoutPath(t.acme), {
      headers: sessionCookie(t.stranger.token),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain('Pay now');
    expect(
      (await call(t.server.app, 'GET', checkoutPath(t.acme), { headers: sessionCookie(t.viewer.token) }))
        .status,
    ).toBe(403);
  });
});

describe('POST /sandbox/checkout/complete', () => {
  const body = (accountId: number) => ({
    price_id: 'pri_sbx_growth_yr',
    email: 'sandbox@demo.test',
    account_id: accountId,
    card_exp_month: 4,
    card_exp_year: 2030,
  });

  it('records nothing without a session or for an account of someone else', async () => {
    const account = t.ids['Sandbox Labs']!;
    const before = await t.count('select 1 from sandbox_transactions');
    const anonymous = await call(t.server.app, 'POST', '/sandbox/checkout/complete', { body: body(account) });
    expect(anonymous.status).toBe(401);
    const foreign = await call(t.server.app, 'POST', '/sandbox/checkout/complete', {
      token: t.owner.token,
      body: body(account),
    });
    expect(foreign.status).toBe(403);
    // A cookie is not a session for a change.
    const cookieOnly = await call(t.server.app, 'POST', '/sandbox/checkout/complete', {
      headers: sessionCookie(t.owner.token),
      body: body(t.acme),
    });
    expect(cookieOnly.status).toBe(401);
    expect(await t.count('select 1 from sandbox_transactions')).toBe(before);
  });

  it('complete -> paddlePaymentUpdate -> addOrUpdateSubscriptions, as the SPA does', async () => {
    const sandboxUser = await logIn(t.server.app, SANDBOX);
    const account = t.ids['Sandbox Labs']!;
    const completed = await call(t.server.app, 'POST', '/sandbox/checkout/complete', {
      token: sandboxUser.token,
      body: body(account),
    });
    expect(completed.status).toBe(200);
    const data = v.parse(sandboxCheckoutCompleteResponse, completed.json).data!;
    expect(data.transaction_id).toMatch(/^txn_/);
    expect(data.customer.id).toMatch(/^ctm_/);
    expect(data.business.id).toMatch(/^biz_/);
    expect(data.payment.method_details.card).toEqual({ expiry_month: 4, expiry_year: 2030, last4: '4242' });
    // What the page posts to the parent parses with the contract.
    expect(
      v.parse(sandboxCheckoutMessage, {
        source: 'brandpilot-checkout-sandbox',
        event: { name: 'checkout.completed', data },
      }).event.name,
    ).toBe('checkout.completed');

    const paid = await call(t.server.app, 'POST', '/api/auth/paddlePaymentUpdate', {
      token: sandboxUser.token,
      body: {
        account_id: account,
        customerId: data.customer.id,
        businessId: data.business.id,
        billingEmail: data.customer.email,
        transactionId: data.transaction_id,
        cardExpMonth: 4,
        cardExpYear: 2030,
      },
    });
    expect(paid.json).toMatchObject({ data: { recorded: true } });
    const payments = await t.server.db.query(
      'select plan_id, status from payments where transaction_id = $1',
      [data.transaction_id],
    );
    expect(payments).toEqual([{ plan_id: 14, status: 'success' }]);
    const subscribed = await call(t.server.app, 'POST', '/api/auth/addOrUpdateSubscriptions', {
      token: sandboxUser.token,
      body: { pricing_id: 14, account_id: account },
    });
    expect(subscribed.json).toMatchObject({ data: { plan_id: 14, status: 'active' } });
    const card = await t.server.db.query(
      'select last4, exp_month, exp_year from cards where account_id = $1',
      [account],
    );
    expect(card).toEqual([{ last4: '4242', exp_month: 4, exp_year: 2030 }]);
  });

  it('a bad price or past expiry is a 400 and records nothing', async () => {
    const before = await t.count('select 1 from sandbox_transactions');
    const badPrice = await call(t.server.app, 'POST', '/sandbox/checkout/complete', {
      token: t.owner.token,
      body: { price_id: 'pri_nope', email: 'a@b.test', card_exp_month: 4, card_exp_year: 2030 },
    });
    expect(badPrice.json).toMatchObject({ status: 400, field: 'price_id' });
    const expired = await call(t.server.app, 'POST', '/sandbox/checkout/complete', {
      token: t.owner.token,
      body: { price_id: 'pri_sbx_growth_mo', email: 'a@b.test', card_exp_month: 12, card_exp_year: 2024 },
    });
    expect(expired.json).toMatchObject({ status: 400, field: 'card_exp_year' });
    expect(await t.count('select 1 from sandbox_transactions')).toBe(before);
  });
});

describe('update-payment page and cancel', () => {
  it("finding 2: nobody but the account's member cancels its plan or replaces its card", async () => {
    const before = await subscriptionOf(t.acme);
    const cardBefore = await cardOf(t.acme);
    expect(before.sub_id).toBe(ACME_SUB);
    const cancel = { subscription: ACME_SUB };
    const card = { subscription: ACME_SUB, ...GOOD_CARD, name: 'Mallory' };

    expect((await call(t.server.app, 'POST', '/sandbox/cancel', { body: cancel })).status).toBe(401);
    expect((await call(t.server.app, 'POST', '/sandbox/update-payment', { body: card })).status).toBe(401);
    for (const token of [t.stranger.token, t.viewer.token]) {
      const canceled = await call(t.server.app, 'POST', '/sandbox/cancel', { token, body: cancel });
      expect(canceled.status).toBe(403);
      const replaced = await call(t.server.app, 'POST', '/sandbox/update-payment', { token, body: card });
      expect(replaced.status).toBe(403);
    }
    const unknown = await call(t.server.app, 'POST', '/sandbox/cancel', {
      token: t.owner.token,
      body: { subscription: 'sub_01nope' },
    });
    expect(unknown.status).toBe(404);
    expect(await subscriptionOf(t.acme)).toEqual(before);
    expect(await cardOf(t.acme)).toEqual(cardBefore);

    // The page itself: 401 without a session, 403 for someone else's subscription, 404 for an unknown one.
    const page = `/sandbox/update-payment?subscription=${ACME_SUB}&action=cancel`;
    const anonymous = await call(t.server.app, 'GET', page);
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain(ACME_SUB);
    const foreign = await call(t.server.app, 'GET', page, { headers: sessionCookie(t.stranger.token) });
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain(ACME_SUB);
    const missing = await call(t.server.app, 'GET', '/sandbox/update-payment?subscription=sub_01nope', {
      headers: sessionCookie(t.owner.token),
    });
    expect(missing.status).toBe(404);
    const mine = await call(t.server.app, 'GET', page, { headers: sessionCookie(t.owner.token) });
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('Cancel subscription');

    // The owner may.
    const done = await call(t.server.app, 'POST', '/sandbox/cancel', { token: t.owner.token, body: cancel });
    expect(done.json).toMatchObject({ data: { status: 'canceled' } });
    expect((await subscriptionOf(t.acme)).status).toBe('canceled');
  });

  it('a card makes a past_due subscription active', async () => {
    const cardfail = await logIn(t.server.app, CARDFAIL);
    const { sub_id: sub } = await subscriptionOf(t.ids['Cardfail Co']!);
    const pageAnswer = await call(t.server.app, 'GET', `/sandbox/update-payment?subscription=${sub}`, {
      headers: sessionCookie(cardfail.token),
    });
    expect(pageAnswer.status).toBe(200);
    expect(pageAnswer.text).toContain('/sandbox/update-payment.js');
    expect(pageAnswer.text).toContain('href="/contentplanner"');
    const bad = await call(t.server.app, 'POST', '/sandbox/update-payment', {
      token: cardfail.token,
      body: { subscription: sub, ...GOOD_CARD, cardnumber: '1234 5678 9012 3456' },
    });
    expect(bad.json).toMatchObject({ status: 400, field: 'cardnumber' });
    const done = await call(t.server.app, 'POST', '/sandbox/update-payment', {
      token: cardfail.token,
      body: { subscription: sub, ...GOOD_CARD },
    });
    expect(done.json).toMatchObject({ data: { status: 'active', redirect: '/contentplanner' } });
    const stored = await t.server.db.query<Record<string, unknown>>(
      'select * from cards where account_id = $1',
      [t.ids['Cardfail Co']],
    );
    expect(stored[0]).toMatchObject({ last4: '4242', name: 'Olivia Owner' });
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    const script = await call(t.server.app, 'GET', '/sandbox/update-payment.js');
    expect(script.text).toContain("'Bearer ' + token");
  });
});
