/**
 * Billing helpers shared by the billing routes, the Paddle webhook and the local checkout sandbox:
 * subscription and card reads, card checks (Luhn, expiry), Paddle-style ids, and the paywall rule.
 */
import { randomBytes } from 'node:crypto';
import {
  CARD_EXPIRED_MESSAGE,
  PAYWALL_ALERT,
  PAYWALL_CANCELLED,
  PAYWALL_CARD_FAILED,
  PAYWALL_OK,
  PAYWALL_POPUP,
  TRIAL_ALERT_DAYS,
  type CardInfo,
  type PaywallResponse,
  type Subscription,
  type SubscriptionStatus,
} from '../contract/billing.ts';
import type { Queryable } from './db.ts';
import { badField } from './http.ts';

/** A Paddle-style id: prefix, '01' and 24 lowercase hex characters (sub_, txn_, ctm_, biz_). */
export function newPaddleId(prefix: 'sub' | 'txn' | 'ctm' | 'biz'): string {
  return `${prefix}_01${randomBytes(12).toString('hex')}`;
}

export interface SubscriptionRow {
  id: number;
  sub_id: string;
  account_id: number;
  plan_id: number;
  pricing_id: number;
  status: SubscriptionStatus;
  customer_id: string | null;
  business_id: string | null;
  end_at: Date | null;
  trial_end_at: Date | null;
  created_at: Date;
}

const SUBSCRIPTION_SELECT = `select s.id, s.sub_id, s.account_id, s.plan_id, p.pricing_id, s.status, s.customer_id,
  s.business_id, s.end_at, s.trial_end_at, s.created_at
  from subscriptions s join plans p on p.id = s.plan_id`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export async function subscriptionOfAccount(
  db: Queryable,
  accountId: number,
): Promise<SubscriptionRow | null> {
  const rows = await db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} where s.account_id = $1`, [accountId]);
  return rows[0] ?? null;
}

export async function subscriptionBySubId(db: Queryable, subId: string): Promise<SubscriptionRow | null> {
  const rows = await db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} where s.sub_id = $1`, [subId]);
  return rows[0] ?? null;
}

export function subscriptionOf(row: SubscriptionRow): Subscription {
  return {
    sub_id: row.sub_id,
    status: row.status,
    pricing_id: row.pricing_id,
    plan_id: row.plan_id,
    end_at: iso(row.end_at),
    created: iso(row.created_at)!,
  };
}

export async function cardOfAccount(db: Queryable, accountId: number): Promise<CardInfo | null> {
  const rows = await db.query<CardInfo>(
    'select exp_month, exp_year, name, last4 from cards where account_id = $1',
    [accountId],
  );
  return rows[0] ?? null;
}

/** True when the digits pass the Luhn check every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card as checked by the contract's updateCardRequest entries. */
export interface CardInput {
  cardnumber: string;
  month: number;
  year: number;
  name: string;
}

/**
 * The part of a card we keep (last four digits, expiry, name), or a 400 naming the field: a number
 * failing the Luhn check, or an expiry before the current month ('Card has been expired', spec 8).
 */
export function cardToKeep(card: CardInput, now: Date): CardInfo {
  if (!luhnValid(card.cardnumber)) throw badField('cardnumber', 'cardnumber is not a valid card number');
  const year = card.year < 100 ? 2000 + card.year : card.year;
  if (year < 2000) throw badField('year', 'year must be yy or yyyy');
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) throw badField('year', CARD_EXPIRED_MESSAGE);
  if (year === thisYear && card.month < now.getUTCMonth() + 1) throw badField('month', CARD_EXPIRED_MESSAGE);
  return { exp_month: card.month, exp_year: year, name: card.name, last4: card.cardnumber.slice(-4) };
}

export async function saveCard(db: Queryable, accountId: number, card: CardInfo, now: Date): Promise<void> {
  await db.query(
    `insert into cards (account_id, last4, exp_month, exp_year, name, updated_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (account_id) do update set last4 = excluded.last4, exp_month = excluded.exp_month,
       exp_year = excluded.exp_year, name = excluded.name, updated_at = excluded.updated_at`,
    [accountId, card.last4, card.exp_month, card.exp_year, card.name, now.toISOString()],
  );
}

/** Records a payment of the plan's price; false when `transactionId` was recorded before (nothing changes). */
export async function recordPayment(
  db: Queryable,
  payment: {
    accountId: number;
    planId: number;
    transactionId: string;
    status: 'success' | 'failed';
    at: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `insert into payments (account_id, plan_id, transaction_id, status, amount_cents, symbol, currency_code, created_at)
     select $1, p.id, $3, $4, p.price_cents, p.symbol, p.currency_code, $5 from plans p where p.id = $2
     on conflict (transaction_id) do nothing returning id`,
    [payment.accountId, payment.planId, payment.transactionId, payment.status, payment.at.toISOString()],
  );
  return rows.length > 0;
}

/**
 * After a card update: a past_due subscription becomes active and its charge is recorded as a
 * successful payment. Returns the subscription's new status (null without a subscription).
 */
export async function settleWithNewCard(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<SubscriptionStatus | null> {
  const subscription = await subscriptionOfAccount(db, accountId);
  if (!subscription) return null;
  if (subscription.status !== 'past_due') return subscription.status;
  await db.query(`update subscriptions set status = 'active', updated_at = $2 where id = $1`, [
    subscription.id,
    now.toISOString(),
  ]);
  await recordPayment(db, {
    accountId,
    planId: subscription.plan_id,
    transactionId: newPaddleId('txn'),
    status: 'success',
    at: now,
  });
  return 'active';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const shortDate = (date: Date) => date.toISOString().slice(0, 10);

export const PAYWALL_MESSAGES = {
  cardFailed:
    "We couldn't charge your credit card for your subscription. Please update your credit card to keep using the app.",
  cancelled: (endAt: Date) =>
    `Your subscription was canceled. You can keep using the app until ${shortDate(endAt)}; reactivate it to continue after that.`,
  ended: 'Your subscription was canceled and has ended. Reactivate your subscription to continue.',
  trialEnding: (endAt: Date) =>
    `Your free trial ends on ${shortDate(endAt)}. Your card will be charged for your plan then.`,
} as const;

/** The paywall answer of spec 4.4 for an account's subscription (see paywallResponse in the contract). */
export function paywallOf(subscription: SubscriptionRow | null, now: Date): PaywallResponse {
  const answer = (code: number, message: string, endAt: Date | null): PaywallResponse => ({
    status: 200,
    code,
    message,
    data: { end_at: endAt === null ? null : endAt.toISOString() },
  });
  if (!subscription) return answer(PAYWALL_OK, '', null);
  if (subscription.status === 'past_due')
    return answer(PAYWALL_CARD_FAILED, PAYWALL_MESSAGES.cardFailed, null);
  if (subscription.status === 'canceled') {
    const endAt = subscription.end_at === null ? null : new Date(subscription.end_at);
    if (endAt !== null && endAt.getTime() > now.getTime()) {
      return answer(PAYWALL_CANCELLED, PAYWALL_MESSAGES.cancelled(endAt), endAt);
    }
    return answer(PAYWALL_POPUP, PAYWALL_MESSAGES.ended, endAt);
  }
  const trialEnd = subscription.trial_end_at === null ? null : new Date(subscription.trial_end_at);
  if (
    trialEnd !== null &&
    trialEnd.getTime() > now.getTime() &&
    trialEnd.getTime() - now.getTime() <= TRIAL_ALERT_DAYS * DAY_MS
  ) {
    return answer(PAYWALL_ALERT, PAYWALL_MESSAGES.trialEnding(trialEnd), trialEnd);
  }
  return answer(PAYWALL_OK, '', null);
}

/** The account's roleType for this user (null when not a member). */
export async function roleTypeOf(db: Queryable, userId: number, accountId: number): Promise<number | null> {
  const rows = await db.query<{ role_type: number }>(
    'select role_type from account_memberships where user_id = $1 and account_id = $2',
    [userId, accountId],
  );
  return rows[0]?.role_type ?? null;
}
