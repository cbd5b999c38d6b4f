/**
 * Billing and plans of spec 7.3 (and 4.4, 6): plans, subscriptions, payments, card and billing info,
 * the paywall check, the checkout configuration. /auth/ calls have their session and account
 * membership checked by the app; /updateCard and /checkoutConfig check both here.
 */
import { Hono } from 'hono';
import {
  CARD_UPDATED_CODE,
  SANDBOX_UPDATE_PAYMENT_PATH,
  addOrUpdateSettingRequest,
  addOrUpdateSubscriptionsRequest,
  addUpdateBillingDataRequest,
  billingInfoRequest,
  chkPayWallRequest,
  paddlePaymentUpdateRequest,
  paddleSubDataRequest,
  updateCardRequest,
  type BillingInfo,
  type Payment,
} from '../../contract/billing.ts';
import { type CheckoutConfig } from '../../contract/checkout.ts';
import { accountScope, scopedAccount } from '../accountScope.ts';
import { accountRefusal } from '../permissions.ts';
import {
  cardOfAccount,
  cardToKeep,
  newPaddleId,
  paywallOf,
  recordPayment,
  roleTypeOf,
  saveCard,
  settleWithNewCard,
  subscriptionBySubId,
  subscriptionOf,
  subscriptionOfAccount,
  type SubscriptionRow,
} from '../billing.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, messages, ok, parseBody } from '../http.ts';
import { visiblePlans } from '../planVisibility.ts';
import { PLAN_COLUMNS, planOf, type PlanContext, type PlanRow } from '../store.ts';

/** roleType 11 uses the payment provider's sandbox (spec 6). */
export const SANDBOX_ROLE_TYPE = 11;
const POST_INFO_MAX = 10_000;
/** With PADDLE_CLIENT_TOKEN set, management URLs need Paddle's API, which this server does not call yet. */
export const PADDLE_API_MISSING =
  'Managing the subscription needs the Paddle API, which this server does not call yet.';
/**
 * A deployment (DEMO_MODE=0) without PADDLE_CLIENT_TOKEN has no way to take payments: the local checkout sandbox
 * only exists in demo mode, so the checkout and the management links answer this instead of pointing at it.
 */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not set up on this server yet. Please contact support.';
const DAY_MS = 24 * 60 * 60 * 1000;

const planContextOf = (sandbox: boolean, subscription: SubscriptionRow | null): PlanContext => ({
  sandbox,
  subscription,
});

export function billingRoutes({ db, clock, config, log, session }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  const member = accountScope({ db });
  const clientToken = config.paddleClientToken ?? null;
  /** Neither Paddle nor the demo-mode sandbox: nothing can take a payment. */
  const noPayments = clientToken === null && !config.demoMode;

  /** Sandbox checkout for roleType 11, and for everyone while no Paddle client token is set. */
  async function checkoutConfigFor(userId: number, accountId: number | null): Promise<CheckoutConfig> {
    const roleType = accountId === null ? null : await roleTypeOf(db, userId, accountId);
    const sandbox = clientToken === null || roleType === SANDBOX_ROLE_TYPE;
    return { paddleClientToken: clientToken, environment: sandbox ? 'sandbox' : 'production' };
  }

  const managementUrls = (subId: string) => {
    const page = `${config.publicUrl}${SANDBOX_UPDATE_PAYMENT_PATH}?subscription=${encodeURIComponent(subId)}`;
    return { updatePaymentMethod: page, cancel: `${page}&action=cancel` };
  };

  async function planRows(where = 'true', params: unknown[] = []): Promise<PlanRow[]> {
    return db.query<PlanRow>(
      `select ${PLAN_COLUMNS} from plans where ${where} order by billing_period, sort_order, id`,
      params,
    );
  }

  // ---- plans ------------------------------------------------------------------------------------------

  routes.get('/auth/getPlans', async (c) => {
    const userId = c.get('session').userId;
    const accountId = c.get('account');
    const users = await db.query<{ created_at: Date }>('select created_at from users where id = $1', [
      userId,
    ]);
    const noIdRows =
      accountId === null
        ? []
        : await db.query<{ no_id: number }>(
            'select no_id from account_memberships where user_id = $1 and account_id = $2',
            [userId, accountId],
          );
    const shown = visiblePlans(await planRows(), {
      created: new Date(users[0]?.created_at ?? clock.now()),
      noId: noIdRows[0]?.no_id ?? 0,
    });
    const sandbox = (await checkoutConfigFor(userId, accountId)).environment === 'sandbox';
    const subscription = accountId === null ? null : await subscriptionOfAccount(db, accountId);
    return ok(
      c,
      shown.map((row) => planOf(row, planContextOf(sandbox, subscription))),
    );
  });

  /** The account's current plan: its subscription's plan, else the plan chosen at creation, else none. */
  routes.get('/auth/getexistingPlans', async (c) => {
    const userId = c.get('session').userId;
    const accountId = scopedAccount(c);
    const subscription = await subscriptionOfAccount(db, accountId);
    const rows = subscription
      ? await planRows('id = $1', [subscription.plan_id])
      : await planRows('id = (select plan_id from accounts where id = $1)', [accountId]);
    const sandbox = (await checkoutConfigFor(userId, accountId)).environment === 'sandbox';
    return ok(
      c,
      rows.map((row) => planOf(row, planContextOf(sandbox, subscription))),
    );
  });

  /** Public: plans grouped by group_code (first seen order), each with its billing-period variants. */
  routes.get('/getVariants', async (c) => {
    const groups = new Map<string, { group_code: string; title: string; variants: unknown[] }>();
    for (const row of await planRows('group_code is not null')) {
      const plan = planOf(row);
      const code = row.group_code!;
      let group = groups.get(code);
      if (!group) {
        group = { group_code: code, title: plan.title, variants: [] };
        groups.set(code, group);
      }
      group.variants.push({
        id: plan.id,
        pricing_id: plan.pricing_id,
        billCode: plan.billCode,
        billingPeriod: plan.billingPeriod,
        price: plan.price,
        savage: plan.savage,
      });
    }
    return ok(c, [...groups.values()]);
  });

  // ---- subscriptions ----------------------------------------------------------------------------------

  routes.get('/auth/getSubscriptions', async (c) => {
    const subscription = await subscriptionOfAccount(db, scopedAccount(c));
    return ok(c, subscription ? [subscriptionOf(subscription)] : []);
  });

  routes.post('/auth/getPaddleSubData', async (c) => {
    const { subscriptionId } = await parseBody(c, paddleSubDataRequest);
    const subscription = await subscriptionBySubId(db, subscriptionId);
    if (!subscription) throw new HttpError(404, 'No such subscription.', 'subscriptionId');
    // The account comes from the subscription, not from the request: its membership and role are checked here.
    const refused = await accountRefusal(db, c.get('session').userId, subscription.account_id, 'plan.manage');
    if (refused === 'noAccess') throw new HttpError(403, messages.noAccess);
    if (refused === 'notAllowed') throw new HttpError(403, messages.roleNotAllowed);
    if (clientToken !== null)
      return c.json({ status: 501, response: null, errorMsg: PADDLE_API_MISSING }, 200);
    if (noPayments) return c.json({ status: 503, response: null, errorMsg: PAYMENTS_NOT_CONFIGURED }, 200);
    return c.json(
      {
        status: 200,
        response: { status: subscription.status, managementUrls: managementUrls(subscription.sub_id) },
      },
      200,
    );
  });

  routes.get('/auth/paddleManagementUrl', async (c) => {
    const subscription = await subscriptionOfAccount(db, scopedAccount(c));
    if (!subscription) {
      return c.json({ status: 404, response: null, errorMsg: 'This account has no subscription.' }, 200);
    }
    if (clientToken !== null) {
      // No Paddle API client yet: real management URLs would come from Paddle's subscription API.
      return c.json({ status: 501, response: null, errorMsg: PADDLE_API_MISSING }, 200);
    }
    if (noPayments) return c.json({ status: 503, response: null, errorMsg: PAYMENTS_NOT_CONFIGURED }, 200);
    return c.json({ status: 200, response: managementUrls(subscription.sub_id), errorMsg: '' }, 200);
  });

  routes.post('/auth/paddlePaymentUpdate', async (c) => {
    const body = await parseBody(c, paddlePaymentUpdateRequest);
    const now = clock.now();
    const sandboxTxn = await db.query<{ plan_id: number; account_id: number | null; last4: string }>(
      'select plan_id, account_id, last4 from sandbox_transactions where transaction_id = $1',
      [body.transactionId],
    );
    const txn = sandboxTxn[0];
    if (txn && txn.account_id !== null && txn.account_id !== body.account_id) {
      throw badField('transactionId', 'transactionId belongs to another account');
    }
    const subscription = await subscriptionOfAccount(db, body.account_id);
    const accountPlan = await db.query<{ plan_id: number | null }>(
      'select plan_id from accounts where id = $1',
      [body.account_id],
    );
    const planId = txn?.plan_id ?? subscription?.plan_id ?? accountPlan[0]?.plan_id ?? null;
    if (planId === null) throw badField('transactionId', 'there is no plan to record this payment against');

    const recorded = await db.transaction(async (tx) => {
      const fresh = await recordPayment(tx, {
        accountId: body.account_id,
        planId,
        transactionId: body.transactionId,
        status: 'success',
        at: now,
      });
      if (!fresh) return false;
      const card = await cardOfAccount(tx, body.account_id);
      await saveCard(
        tx,
        body.account_id,
        {
          exp_month: body.cardExpMonth,
          exp_year: body.cardExpYear,
          name: card?.name ?? '',
          last4: txn?.last4 ?? card?.last4 ?? null,
        },
        now,
      );
      await tx.query(
        `update subscriptions set customer_id = $2, business_id = coalesce($3, business_id), updated_at = $4
         where account_id = $1`,
        [body.account_id, body.customerId, body.businessId || null, now.toISOString()],
      );
      await tx.query(
        `insert into billing_info (account_id, user_id, name, email, updated_at)
         select $1, $2, '', $3, $4 on conflict (account_id) do nothing`,
        [body.account_id, c.get('session').userId, body.billingEmail, now.toISOString()],
      );
      return true;
    });
    if (recorded) log.info(`paddlePaymentUpdate: account #${body.account_id} paid (${body.transactionId})`);
    return ok(c, { transactionId: body.transactionId, recorded }, { code: 200 });
  });

  /** Creates the account's subscription, or moves it to this plan; either way it is active afterwards. */
  routes.post('/auth/addOrUpdateSubscriptions', async (c) => {
    const body = await parseBody(c, addOrUpdateSubscriptionsRequest);
    const plans = await db.query<{ id: number; trial_period: number }>(
      'select id, trial_period from plans where pricing_id = $1',
      [body.pricing_id],
    );
    const plan = plans[0];
    if (!plan) throw badField('pricing_id', 'pricing_id is not a known plan');
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const existing = await subscriptionOfAccount(tx, body.account_id);
      if (existing) {
        await tx.query(
          `update subscriptions set plan_id = $2, status = 'active', end_at = null, updated_at = $3 where id = $1`,
          [existing.id, plan.id, now.toISOString()],
        );
      } else {
        const trialEnd =
          plan.trial_period > 0 ? new Date(now.getTime() + plan.trial_period * DAY_MS).toISOString() : null;
        await tx.query(
          `insert into subscriptions (sub_id, account_id, plan_id, status, trial_end_at, created_at, updated_at)
           values ($1, $2, $3, 'active', $4, $5, $5)`,
          [newPaddleId('sub'), body.account_id, plan.id, trialEnd, now.toISOString()],
        );
      }
      await tx.query('update accounts set plan_id = $2 where id = $1', [body.account_id, plan.id]);
      return subscriptionOfAccount(tx, body.account_id);
    });
    return ok(c, subscriptionOf(saved!), { code: 200 });
  });

  routes.post('/auth/addOrUpdateSetting', async (c) => {
    const body = await parseBody(c, addOrUpdateSettingRequest);
    if (body.postInfo === undefined && body.brandColor === undefined) {
      throw badField('postInfo', 'postInfo or brandColor is required');
    }
    const postInfo =
      body.postInfo === undefined
        ? undefined
        : typeof body.postInfo === 'string'
          ? body.postInfo
          : JSON.stringify(body.postInfo);
    if (postInfo !== undefined && postInfo.length > POST_INFO_MAX) {
      throw badField('postInfo', `postInfo must have at most ${POST_INFO_MAX} characters`);
    }
    const rows = await db.query<{ post_info: string | null; brand_color: string | null }>(
      `update accounts set post_info = case when $2::boolean then $3 else post_info end,
         brand_color = coalesce($4, brand_color)
       where id = $1 returning post_info, brand_color`,
      [body.account_id, postInfo !== undefined, postInfo ?? null, body.brandColor ?? null],
    );
    const row = rows[0]!;
    return ok(
      c,
      { account_id: body.account_id, postInfo: row.post_info, brandColor: row.brand_color },
      { code: 200 },
    );
  });

  // ---- card, payments, billing info --------------------------------------------------------------------

  routes.get('/auth/getCreditCardInfo', async (c) => {
    return ok(c, await cardOfAccount(db, scopedAccount(c)));
  });

  routes.get('/auth/getPayments', async (c) => {
    const rows = await db.query<{
      id: number;
      status: 'success' | 'failed';
      title: string | null;
      amount_cents: number;
      symbol: string;
      currency_code: string;
      created_at: Date;
    }>(
      `select pm.id, pm.status, p.title, pm.amount_cents, pm.symbol, pm.currency_code, pm.created_at
       from payments pm left join plans p on p.id = pm.plan_id
       where pm.account_id = $1 order by pm.created_at desc, pm.id desc`,
      [scopedAccount(c)],
    );
    const payments: Payment[] = rows.map((row) => ({
      id: row.id,
      status: row.status,
      plan: row.title ?? '',
      amount: row.amount_cents / 100,
      symbol: row.symbol,
      currencyCode: row.currency_code,
      date: new Date(row.created_at).toISOString(),
    }));
    return ok(c, payments);
  });

  routes.post('/auth/getBillinginfo', async (c) => {
    await parseBody(c, billingInfoRequest); // checks the body's account_id; accountScope resolved it
    const accountId = scopedAccount(c);
    const rows = await db.query<BillingInfo>(
      `select name, email, telephone, zip_code, country, address, user_id, account_id
       from billing_info where account_id = $1`,
      [accountId],
    );
    return ok(c, rows[0] ?? null);
  });

  /** Saves the account's billing info; `message` is '' on success (a non-empty one clears the SPA's form). */
  routes.post('/auth/addUpdateBillingData', async (c) => {
    const body = await parseBody(c, addUpdateBillingDataRequest);
    if (body.user_id !== c.get('session').userId) {
      throw new HttpError(403, 'You can only save your own billing data.');
    }
    if (body.country !== '') {
      const known = await db.query('select 1 from countries where sortname = $1', [body.country]);
      if (known.length === 0)
        throw badField('country', 'country is not a known country (see GET /getCountries)');
    }
    const rows = await db.query<BillingInfo>(
      `insert into billing_info (account_id, user_id, name, email, telephone, zip_code, country, address, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (account_id) do update set user_id = excluded.user_id, name = excluded.name,
         email = excluded.email, telephone = excluded.telephone, zip_code = excluded.zip_code,
         country = excluded.country, address = excluded.address, updated_at = excluded.updated_at
       returning name, email, telephone, zip_code, country, address, user_id, account_id`,
      [
        body.account_id,
        body.user_id,
        body.name,
        body.email,
        body.telephone,
        body.zip_code,
        body.country,
        body.address,
        clock.now().toISOString(),
      ],
    );
    return ok(c, rows[0]!, { code: 200, message: '' });
  });

  // ---- paywall --------------------------------------------------------------------------------------

  routes.post('/auth/chkPayWall', async (c) => {
    const { account_id } = await parseBody(c, chkPayWallRequest);
    return c.json(paywallOf(await subscriptionOfAccount(db, account_id), clock.now()), 200);
  });

  // ---- outside /auth/: session and membership checked here -------------------------------------------

  /** Spec 4.4's card popup: keeps last four digits, expiry and name; code 1 on success. */
  routes.post('/updateCard', session, member, async (c) => {
    const body = await parseBody(c, updateCardRequest);
    const userId = c.get('session').userId;
    if (body.userId !== userId) throw new HttpError(403, 'You can only update your own card.');
    const now = clock.now();
    const card = cardToKeep(body, now);
    const accountId = scopedAccount(c);
    const status = await db.transaction(async (tx) => {
      await saveCard(tx, accountId, card, now);
      return settleWithNewCard(tx, accountId, now);
    });
    log.info(`updateCard: account #${accountId} card updated (subscription ${status ?? 'none'})`);
    return ok(c, card, { code: CARD_UPDATED_CODE, message: 'Card updated' });
  });

  routes.get('/checkoutConfig', session, member, async (c) => {
    if (noPayments) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
    const userId = c.get('session').userId;
    return ok(c, await checkoutConfigFor(userId, c.get('account')));
  });

  return routes;
}
