/**
 * POST /api/paddle/webhook: Paddle Billing notifications.
 * - `Paddle-Signature: ts=<unix seconds>;h1=<hex>` must be HMAC-SHA256 of `${ts}:${raw body}` keyed with
 *   PADDLE_WEBHOOK_SECRET (compared in constant time), and ts within 5 seconds of the server clock (Paddle's own
 *   SDK allows 5 s); otherwise a JSON 401 and nothing changes. This mirrors `@paddle/paddle-node-sdk`'s
 *   verifier, which reads the wall clock and so cannot run on the injected clock the tests move.
 * - A validly signed event that cannot be applied (a shape, id or date we cannot store) is logged and answered
 *   200 `applied: false`: Paddle retries every non-2xx answer, and retrying cannot make it applicable.
 * - subscription.created / updated / activated / past_due / canceled set the subscription's status
 *   (and plan, from the first item's price id); other event types are acknowledged and ignored.
 * - Every applied event id is stored: the same event again answers 200 `duplicate: true` and changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { type SubscriptionStatus } from '../../contract/billing.ts';
import { paddleWebhookEvent } from '../../contract/checkout.ts';
import { subscriptionBySubId, subscriptionOfAccount } from '../billing.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db.ts';
import type { AppEnv } from '../env.ts';
import * as v from 'valibot';
import { HttpError, ok } from '../http.ts';
import type { Logger } from '../logger.ts';

/** Signatures older (or newer) than this are refused as stale. */
export const WEBHOOK_TOLERANCE_SECONDS = 5;
export const WEBHOOK_SIGNATURE_MESSAGE = 'Invalid or stale Paddle-Signature.';

/** The `Paddle-Signature` value for a body (what Paddle sends; tests use it too). */
export function paddleSignature(secret: string, rawBody: string, ts: number): string {
  const h1 = createHmac('sha256', secret).update(`${ts}:${rawBody}`, 'utf8').digest('hex');
  return `ts=${ts};h1=${h1}`;
}

/** True when `header` carries a valid, fresh signature of `rawBody`. */
export function verifyPaddleSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
): boolean {
  if (!header) return false;
  let ts: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 'ts') ts = value;
    if (key === 'h1') signatures.push(value);
  }
  if (ts === null || !/^\d{1,12}$/.test(ts) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(ts)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${ts}:${rawBody}`, 'utf8').digest('hex'));
  let valid = false;
  for (const signature of signatures) {
    const given = Buffer.from(signature.toLowerCase());
    if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
  }
  return valid;
}

/** The largest id the database stores (int4). */
const MAX_ACCOUNT_ID = 2_147_483_647;

const HANDLED = new Set([
  'subscription.created',
  'subscription.updated',
  'subscription.activated',
  'subscription.past_due',
  'subscription.canceled',
]);

function statusFor(eventType: string, paddleStatus: string | undefined): SubscriptionStatus | null {
  if (eventType === 'subscription.past_due') return 'past_due';
  if (eventType === 'subscription.canceled') return 'canceled';
  switch (paddleStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'paused':
      return 'canceled';
    default:
      return eventType === 'subscription.updated' ? null : 'active';
  }
}

export function paddleWebhookRoutes({
  db,
  clock,
  log,
  secret,
}: {
  db: Db;
  clock: Clock;
  log: Logger;
  secret: string;
}) {
  const routes = new Hono<AppEnv>();

  routes.post('/paddle/webhook', async (c) => {
    const raw = await c.req.text();
    const now = clock.now();
    if (!verifyPaddleSignature(c.req.header('paddle-signature'), raw, secret, now)) {
      log.warn('paddle webhook: refused a bad or stale signature');
      throw new HttpError(401, WEBHOOK_SIGNATURE_MESSAGE);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const result = v.safeParse(paddleWebhookEvent, parsed);
    if (!result.success) {
      const issue = result.issues[0];
      const where = issue ? (v.getDotPath(issue) ?? 'body') : 'body';
      log.warn(
        `paddle webhook: a signed event that cannot be applied was ignored (${where}: ${issue?.message})`,
      );
      return ok(c, { event_id: null, duplicate: false, applied: false });
    }
    const event = result.output;

    const outcome = await db.transaction(async (tx) => {
      const fresh = await tx.query(
        `insert into paddle_events (event_id, event_type, received_at) values ($1, $2, $3)
         on conflict (event_id) do nothing returning event_id`,
        [event.event_id, event.event_type, now.toISOString()],
      );
      if (fresh.length === 0) return { duplicate: true, applied: false };
      return {
        duplicate: false,
        applied: HANDLED.has(event.event_type) && (await apply(tx, event, now, log)),
      };
    });
    return ok(c, { event_id: event.event_id, ...outcome });
  });

  return routes;
}

type WebhookEvent = v.InferOutput<typeof paddleWebhookEvent>;

/** Applies a subscription event; false when it names nothing we know (logged and ignored). */
async function apply(tx: Queryable, event: WebhookEvent, now: Date, log: Logger): Promise<boolean> {
  const data = event.data;
  const status = statusFor(event.event_type, data.status);
  const priceId = data.items?.[0]?.price?.id ?? null;
  const plans =
    priceId === null
      ? []
      : await tx.query<{ id: number }>(
          'select id from plans where paddle_price_id = $1 or sandbox_price_id = $1 order by id limit 1',
          [priceId],
        );
  const planId = plans[0]?.id ?? null;
  const endAt =
    status === 'canceled'
      ? (data.current_billing_period?.ends_at ?? data.canceled_at ?? event.occurred_at ?? now.toISOString())
      : null;

  let subscription = await subscriptionBySubId(tx, data.id);
  if (!subscription) {
    const rawAccount = data.custom_data?.account_id;
    const accountId = rawAccount === undefined ? NaN : Number(rawAccount);
    if (!Number.isInteger(accountId) || accountId <= 0 || accountId > MAX_ACCOUNT_ID || planId === null) {
      log.warn(`paddle webhook: ${event.event_type} for unknown subscription ${data.id} ignored`);
      return false;
    }
    const account = await tx.query('select 1 from accounts where id = $1', [accountId]);
    if (account.length === 0) {
      log.warn(`paddle webhook: ${event.event_type} names unknown account #${accountId}; ignored`);
      return false;
    }
    // The account's local subscription (sandbox or manual) takes Paddle's id.
    const local = await subscriptionOfAccount(tx, accountId);
    if (local) {
      await tx.query('update subscriptions set sub_id = $2 where id = $1', [local.id, data.id]);
    } else {
      await tx.query(
        `insert into subscriptions (sub_id, account_id, plan_id, status, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $5)`,
        [data.id, accountId, planId, status ?? 'active', now.toISOString()],
      );
    }
    subscription = await subscriptionBySubId(tx, data.id);
    if (!subscription) return false;
  }
  await tx.query(
    `update subscriptions set status = coalesce($2, status), plan_id = coalesce($3, plan_id),
       end_at = case when coalesce($2, status) = 'canceled' then coalesce($4::timestamptz, end_at) else null end,
       customer_id = coalesce($5, customer_id), business_id = coalesce($6, business_id), updated_at = $7
     where id = $1`,
    [
      subscription.id,
      status,
      planId,
      endAt,
      data.customer_id ?? null,
      data.business_id ?? null,
      now.toISOString(),
    ],
  );
  log.info(`paddle webhook: ${event.event_type} ${data.id} -> ${status ?? subscription.status}`);
  return true;
}
