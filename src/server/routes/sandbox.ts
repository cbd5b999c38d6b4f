/**
 * The local checkout sandbox, answered at the root (not under /api) while no PADDLE_CLIENT_TOKEN is set
 * (otherwise every /sandbox path is a JSON 404). It stands in for Paddle so billing can be tried
 * without an account there; nothing is charged. Pages carry no inline script or style (CSP).
 * - GET /sandbox/checkout?price_id=..&email=..&account_id=..: the checkout page the SPA frames;
 *   Pay calls POST /sandbox/checkout/complete and posts `checkout.completed` to the parent window,
 *   Cancel posts `checkout.closed` (sandboxCheckoutMessage of src/contract/billing.ts).
 * - GET /sandbox/update-payment?subscription=sub_..: where paddleManagementUrl points; submitting a
 *   card (same checks as /updateCard) makes the subscription active; `&action=cancel` also offers
 *   "Cancel subscription" (POST /sandbox/cancel: canceled, access for 30 more days).
 * Like the real routes, every page and call acts only for the signed-in member of the account it touches, with a
 * role that may (sandbox/guard.ts): a page opened by navigation is answered for the SPA's token cookie, a POST only
 * for the bearer token the page's script sends. Without a session 401, another account 403, an unknown
 * subscription 404; nothing changes.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_UPDATE_PAYMENT_PATH,
  SUBSCRIPTION_ID_PATTERN,
} from '../../contract/billing.ts';
import {
  priceIdField,
  sandboxCancelRequest,
  sandboxCheckoutCompleteRequest,
  sandboxUpdatePaymentRequest,
  type SandboxCheckoutData,
} from '../../contract/checkout.ts';
import { cardToKeep, newPaddleId, saveCard, settleWithNewCard, subscriptionBySubId } from '../billing.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, badField, ok, parseBody } from '../http.ts';
import { idField } from '../../contract/fields.ts';
import { SANDBOX_CHECKOUT_JS, SANDBOX_CSS, SANDBOX_UPDATE_PAYMENT_JS } from '../sandbox/assets.ts';
import { createSandboxGuard, sandboxAuthTexts, type SandboxDeps } from '../sandbox/guard.ts';
import { escapeHtml, sandboxPage } from '../sandbox/html.ts';

/** The card the sandbox checkout pretends was used. */
export const SANDBOX_CARD_LAST4 = '4242';
/** Access left after cancelling in the sandbox (the end of the paid period). */
export const SANDBOX_CANCEL_GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const page = (title: string, body: string, script: string | null) => sandboxPage(title, body, { script });

const errorPage = (message: string) =>
  page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
    null,
  );

interface SandboxPlan {
  id: number;
  title: string;
  price_cents: number;
  symbol: string;
  currency_code: string;
  bill_code: string;
}

async function planByPriceId(db: Db, priceId: string): Promise<SandboxPlan | null> {
  const rows = await db.query<SandboxPlan>(
    `select id, title, price_cents, symbol, currency_code, bill_code from plans
     where sandbox_price_id = $1 or paddle_price_id = $1 order by id limit 1`,
    [priceId],
  );
  return rows[0] ?? null;
}

export function sandboxRoutes({ db, clock, limits }: SandboxDeps) {
  const routes = new Hono<AppEnv>();
  const guard = createSandboxGuard({ db, clock, limits });

  const asset = (body: string, type: string) => () =>
    new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' } });
  routes.get('/sandbox/sandbox.css', asset(SANDBOX_CSS, 'text/css; charset=utf-8'));
  routes.get('/sandbox/checkout.js', asset(SANDBOX_CHECKOUT_JS, 'text/javascript; charset=utf-8'));
  routes.get(
    '/sandbox/update-payment.js',
    asset(SANDBOX_UPDATE_PAYMENT_JS, 'text/javascript; charset=utf-8'),
  );

  routes.get(SANDBOX_CHECKOUT_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const viewer = await guard.viewer(c);
    if (!viewer) return c.html(errorPage(sandboxAuthTexts.signIn), 401);
    const priceId = c.req.query('price_id')?.trim() ?? '';
    const email = c.req.query('email')?.trim() ?? '';
    const accountRaw = c.req.query('account_id')?.trim() ?? '';
    const plan = v.is(priceIdField, priceId) ? await planByPriceId(db, priceId) : null;
    if (!plan) return c.html(errorPage('price_id: no plan has this price id.'), 400);
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      return c.html(errorPage('email: email must be an e-mail address.'), 400);
    if (accountRaw !== '' && !v.is(idField('account_id'), accountRaw)) {
      return c.html(errorPage('account_id: account_id must be a whole number.'), 400);
    }
    if (accountRaw !== '') {
      const refused = await guard.refusal(viewer.userId, Number(accountRaw), 'plan.manage');
      if (refused) return c.html(errorPage(sandboxAuthTexts[refused]), 403);
    }
    const now = clock.now();
    const year = now.getUTCFullYear();
    const years = Array.from({ length: 10 }, (_, index) => year + index);
    const months = Array.from({ length: 12 }, (_, index) => index + 1);
    const price = `${plan.symbol}${(plan.price_cents / 100).toFixed(2)} ${plan.currency_code}`;
    const body = `
<h1>${escapeHtml(plan.title)}</h1>
<p class="price">${escapeHtml(price)} <span class="muted">/ ${plan.bill_code === 'yearly' ? 'year' : 'month'}, ex tax</span></p>
<p class="muted">Paying as ${escapeHtml(email)}</p>
<form id="checkout" data-price-id="${escapeHtml(priceId)}" data-email="${escapeHtml(email)}" data-account-id="${escapeHtml(accountRaw)}">
  <label for="card">Card</label>
  <input id="card" value="4242 4242 4242 ${SANDBOX_CARD_LAST4}" readonly aria-describedby="card-note">
  <p id="card-note" class="muted">A test card: nothing is charged.</p>
  <div class="row">
    <div><label for="exp_month">Expiry month</label><select id="exp_month" name="exp_month">${months
      .map(
        (month) =>
          `<option value="${month}"${month === 12 ? ' selected' : ''}>${String(month).padStart(2, '0')}</option>`,
      )
      .join('')}</select></div>
    <div><label for="exp_year">Expiry year</label><select id="exp_year" name="exp_year">${years
      .map((value) => `<option value="${value}"${value === year + 3 ? ' selected' : ''}>${value}</option>`)
      .join('')}</select></div>
  </div>
  <div class="actions">
    <button type="button" id="cancel" class="secondary">Cancel</button>
    <button type="submit" id="pay" class="primary">Pay now</button>
  </div>
  <p id="error" class="error" role="alert"></p>
  <p id="result" class="done" role="status"></p>
</form>`;
    return c.html(page('Sandbox checkout — no real payment', body, '/sandbox/checkout.js'));
  });

  routes.post(`${SANDBOX_CHECKOUT_PATH}/complete`, async (c) => {
    const caller = await guard.caller(c);
    const body = await parseBody(c, sandboxCheckoutCompleteRequest);
    if (body.account_id !== undefined) {
      await guard.requireMember(caller.userId, body.account_id, 'plan.manage');
    }
    const plan = await planByPriceId(db, body.price_id);
    if (!plan) throw badField('price_id', 'price_id is not the price id of a plan');
    const now = clock.now();
    if (body.card_exp_year * 12 + body.card_exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      throw badField('card_exp_year', 'Card has been expired');
    }
    const data: SandboxCheckoutData = {
      transaction_id: newPaddleId('txn'),
      customer: { id: newPaddleId('ctm'), email: body.email },
      business: { id: newPaddleId('biz') },
      payment: {
        method_details: {
          card: {
            expiry_month: body.card_exp_month,
            expiry_year: body.card_exp_year,
            last4: SANDBOX_CARD_LAST4,
          },
        },
      },
      items: [{ price_id: body.price_id }],
    };
    await db.query(
      `insert into sandbox_transactions (transaction_id, customer_id, business_id, price_id, plan_id, email,
         account_id, exp_month, exp_year, last4, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        data.transaction_id,
        data.customer.id,
        data.business.id,
        body.price_id,
        plan.id,
        body.email,
        body.account_id ?? null,
        body.card_exp_month,
        body.card_exp_year,
        SANDBOX_CARD_LAST4,
        now.toISOString(),
      ],
    );
    return ok(c, data);
  });

  routes.get(SANDBOX_UPDATE_PAYMENT_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const viewer = await guard.viewer(c);
    if (!viewer) return c.html(errorPage(sandboxAuthTexts.signIn), 401);
    const subId = c.req.query('subscription')?.trim() ?? '';
    const subscription = SUBSCRIPTION_ID_PATTERN.test(subId) ? await subscriptionBySubId(db, subId) : null;
    if (!subscription) return c.html(errorPage('subscription: no such subscription.'), 404);
    const refused = await guard.refusal(viewer.userId, subscription.account_id, 'card.manage');
    if (refused) return c.html(errorPage(sandboxAuthTexts[refused]), 403);
    const offerCancel = c.req.query('action') === 'cancel' && subscription.status !== 'canceled';
    const body = `
<h1>Update payment method</h1>
<p class="muted">Subscription ${escapeHtml(subscription.sub_id)} is <strong>${escapeHtml(subscription.status)}</strong>.</p>
<form id="update-payment" data-subscription="${escapeHtml(subscription.sub_id)}">
  <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required maxlength="100">
  <label for="cardnumber">Card number</label><input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" required maxlength="24" placeholder="4242 4242 4242 4242">
  <div class="row">
    <div><label for="month">Month (mm)</label><input id="month" name="month" inputmode="numeric" required maxlength="2" placeholder="12"></div>
    <div><label for="year">Year (yy)</label><input id="year" name="year" inputmode="numeric" required maxlength="4" placeholder="29"></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div>
  </div>
  <div class="actions">
    ${offerCancel ? '<button type="button" id="cancel-subscription" class="secondary">Cancel subscription</button>' : ''}
    <button type="submit" id="save" class="primary">Save card</button>
  </div>
  <p id="error" class="error" role="alert"></p>
</form>
<div id="done" hidden>
  <p class="done" role="status">Done: the subscription is now <span id="status"></span>.</p>
  <p><a href="/contentplanner">Back to the Content Planner</a></p>
</div>`;
    return c.html(page('Sandbox: update payment method', body, '/sandbox/update-payment.js'));
  });

  routes.post(SANDBOX_UPDATE_PAYMENT_PATH, async (c) => {
    const caller = await guard.caller(c);
    const body = await parseBody(c, sandboxUpdatePaymentRequest);
    const subscription = await subscriptionBySubId(db, body.subscription);
    if (!subscription) throw new HttpError(404, 'No such subscription.', 'subscription');
    await guard.requireMember(caller.userId, subscription.account_id, 'card.manage');
    const now = clock.now();
    const card = cardToKeep(body, now);
    await db.transaction(async (tx) => {
      await saveCard(tx, subscription.account_id, card, now);
      await settleWithNewCard(tx, subscription.account_id, now);
      // A canceled subscription stays canceled: reactivating is a plan choice (addOrUpdateSubscriptions).
    });
    const after = await subscriptionBySubId(db, body.subscription);
    return ok(c, { status: after!.status, redirect: '/contentplanner' });
  });

  routes.post('/sandbox/cancel', async (c) => {
    const caller = await guard.caller(c);
    const body = await parseBody(c, sandboxCancelRequest);
    const subscription = await subscriptionBySubId(db, body.subscription);
    if (!subscription) throw new HttpError(404, 'No such subscription.', 'subscription');
    await guard.requireMember(caller.userId, subscription.account_id, 'plan.manage');
    if (subscription.status !== 'canceled') {
      const now = clock.now();
      await db.query(
        `update subscriptions set status = 'canceled', end_at = $2, updated_at = $3 where id = $1`,
        [
          subscription.id,
          new Date(now.getTime() + SANDBOX_CANCEL_GRACE_DAYS * DAY_MS).toISOString(),
          now.toISOString(),
        ],
      );
    }
    return ok(c, { status: 'canceled' as const, redirect: '/contentplanner' });
  });

  return routes;
}
