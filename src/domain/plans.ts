/**
 * Plan rules of spec 3 (Plan, Subscription), 4.4, 6 and 9, as pure functions: which plans a user sees, how a plan
 * card reads (price, savings, badges, features, coupon, button) and which payment-provider price a plan uses.
 * The plan picker and checkout machines and their views read every rule from here.
 */
import dayjs from 'dayjs';
import { DEFAULT_LANDING } from './constants.ts';

/** Plan ids the spec names (spec 9); kept in constants.ts, which the login page's code may import (no dayjs). */
export { PLAN_IDS } from './constants.ts';

/** Billing period codes (spec 9): 3 monthly, 6 yearly. */
export const BILLING_PERIODS = { monthly: 3, yearly: 6 } as const;
export type BillingType = keyof typeof BILLING_PERIODS;

/**
 * The billing type the toggle starts on. The spec gives both readings (4.4); we follow spec 9's "default billing
 * period constant 6": Yearly.
 */
export const DEFAULT_BILLING_TYPE: BillingType = 'yearly';
export const DEFAULT_BILLING_PERIOD = BILLING_PERIODS[DEFAULT_BILLING_TYPE];

/** Plan 10 shows its price per 2 billing units (spec 9). */
export const TWO_UNIT_PLAN_ID = 10;
/** Users created after this day see the restricted plans (spec 6, 9). */
export const PLAN_FILTER_CUTOFF = '2023-12-27';
/** Plan 15 stays visible to restricted users; plan 16 is their special case, shown on noId 1 accounts (spec 6). */
export const RESTRICTED_ALLOWED_PLAN_ID = 15;
export const RESTRICTED_SPECIAL_PLAN_ID = 16;
/** The group shown on its own (spec 3). */
export const BOOST_GROUP_CODE = 'Boost 10X';
/** The free trial of a user with no subscription (spec 9). */
export const TRIAL_DAYS = 14;
/** roleType that pays in the provider's sandbox (spec 6). */
export const SANDBOX_ROLE_TYPE = 11;

export const planMessages = {
  trialBadge: `${TRIAL_DAYS} Days Free Trial`,
  oneDollarBadge: '30-day full access for $1',
  exTax: 'ex tax',
  currentPlan: 'Current Plan',
  selectPlan: 'Select this plan',
  subscribePlan: 'Subscribe to this plan',
  pickPlan: 'Pick this plan',
  loadFailed: 'We could not load the plans. Please try again.',
  changeFailed: 'We could not change your plan. Please try again.',
  providerFailed: 'The secure checkout could not be loaded. Check your connection, then try again.',
  paymentSaveFailed:
    'Your payment went through, but we could not record it yet. Please try again; you will not be charged twice.',
  subscriptionFailed:
    'Your payment is recorded, but we could not activate your subscription yet. Please try again.',
  paymentSucceeded: 'Payment successful',
  notPayableOnline: 'Not available for online payment',
} as const;

/** The plan fields of spec 3 these rules read. */
export interface Plan {
  id: number;
  pricing_id: number;
  title: string;
  description?: string | null;
  group_code?: string | null;
  price: number;
  originalPrice?: number | null;
  symbol: string;
  currencyCode: string;
  billCode?: string | null;
  billingPeriod: number;
  trialPeriod?: number | null;
  savage?: number | null;
  displayName?: number | null;
  /** JSON text of a list of strings (spec 3); a list is accepted too. */
  featuresList?: unknown;
  couponApplied?: boolean | number | null;
  coupon?: { ctitle?: string | null } | null;
  max_acc?: number | null;
  max_weekly_post?: number | null;
  schedule_time?: number | null;
  paddlePriceId?: string | null;
  sandboxPriceId?: string | null;
  /** The price id the server says this user's checkout uses (sandbox while the local checkout runs). */
  priceId?: string | null;
}

/** The subscription of spec 3: sub_id, status and the plan it is for. */
export interface Subscription {
  sub_id: string | number | null;
  status: string;
  /** The plan's pricing id (or plan id) the subscription pays for, when known. */
  pricing_id?: number | null;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

/** What decides which plans a user sees (spec 3: user creation date and the account's noId flag; spec 6). */
export interface PlanViewer {
  /** The user's creation date; unknown means not restricted. */
  created: Date | string | null | undefined;
  /** The account's noId flag (spec 3). */
  noId: number | null | undefined;
}

export function billingPeriodOf(type: BillingType): number {
  return BILLING_PERIODS[type];
}

/** Monthly or Yearly toggle (spec 4.4): the plans of that billing period. */
export function plansForBillingType<T extends Pick<Plan, 'billingPeriod'>>(
  plans: readonly T[],
  type: BillingType,
): T[] {
  const period = billingPeriodOf(type);
  return plans.filter((plan) => plan.billingPeriod === period);
}

/** Users created after 2023-12-27 (any later moment, UTC) see the restricted plans (spec 6, 9). */
export function isRestrictedViewer(created: Date | string | null | undefined): boolean {
  if (created === null || created === undefined || created === '') return false;
  const day = dayjs(created);
  if (!day.isValid()) return false;
  return day.valueOf() > Date.parse(`${PLAN_FILTER_CUTOFF}T23:59:59.999Z`);
}

/**
 * Which plans a user sees (spec 6: "users created after 2023-12-27 see restricted plans (plan 16 special case,
 * plan 15 allowed)"). The server applies it when answering GET /auth/getPlans (the SPA shows what it answers);
 * the rule, shared with src/server/planVisibility.ts:
 * - users created on or before 2023-12-27 (UTC), or of unknown creation date, see every plan;
 * - users created later see the restricted set: no legacy plan (a plan the catalogue marks `legacy`), except
 *   plan 15, which stays allowed;
 * - plan 16 (Boost 10X) is their special case: shown only when the account has noId 1.
 */
export function visiblePlans<T extends { id: number; legacy: boolean }>(
  plans: readonly T[],
  viewer: PlanViewer,
): T[] {
  if (!isRestrictedViewer(viewer.created)) return [...plans];
  return plans.filter((plan) => {
    if (plan.id === RESTRICTED_ALLOWED_PLAN_ID) return true;
    if (plan.id === RESTRICTED_SPECIAL_PLAN_ID) return viewer.noId === 1;
    return !plan.legacy;
  });
}

/** Boost 10X plans are shown on their own (spec 3). */
export function isBoostPlan(plan: Pick<Plan, 'group_code'>): boolean {
  return (plan.group_code ?? '').trim().toLowerCase() === BOOST_GROUP_CODE.toLowerCase();
}

/** The plans of the toggle's billing type: the regular cards and, in their own section, the Boost 10X ones. */
export function planSections<T extends Pick<Plan, 'billingPeriod' | 'group_code'>>(
  plans: readonly T[],
  type: BillingType,
): { regular: T[]; boost: T[] } {
  return {
    regular: plansForBillingType(
      plans.filter((plan) => !isBoostPlan(plan)),
      type,
    ),
    boost: plansForBillingType(plans.filter(isBoostPlan), type),
  };
}

/** A plan with displayName 1 is the one-dollar, 30-day full-access trial (spec 3, 9). */
export function isOneDollarTrial(plan: Pick<Plan, 'displayName'>): boolean {
  return plan.displayName === 1;
}

/** The '14 Days Free Trial' badge shows when the user has no subscription (spec 9); not on the one-dollar trial. */
export function showsTrialBadge(plan: Pick<Plan, 'displayName'>, hasSubscription: boolean): boolean {
  return !hasSubscription && !isOneDollarTrial(plan);
}

function money(amount: number, symbol: string): string {
  return `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface PriceLabel {
  /** '$29.00' */
  amount: string;
  /** 'USD' */
  currency: string;
  /** 'month', 'year', '2 months', '2 years' */
  per: string;
  /** '$29.00 USD / month, ex tax' */
  text: string;
  /** The crossed-out original price, when above the price. */
  original: string | null;
}

/** Prices are shown ex tax with symbol and currency code; plan 10 per 2 billing units (spec 3, 9). */
export function priceLabel(plan: Plan): PriceLabel {
  const unit = plan.billingPeriod === BILLING_PERIODS.yearly ? 'year' : 'month';
  const per = plan.id === TWO_UNIT_PLAN_ID ? `2 ${unit}s` : unit;
  const amount = money(plan.price, plan.symbol);
  const original =
    plan.originalPrice != null && plan.originalPrice > plan.price
      ? money(plan.originalPrice, plan.symbol)
      : null;
  return {
    amount,
    currency: plan.currencyCode,
    per,
    text: `${amount} ${plan.currencyCode} / ${per}, ${planMessages.exTax}`,
    original,
  };
}

/**
 * The discount percent against originalPrice (spec 3 "savage"), rounded; when there is no higher original price,
 * the plan's own savage field if positive; else null (no savings badge).
 */
export function savingsPercent(plan: Pick<Plan, 'price' | 'originalPrice' | 'savage'>): number | null {
  if (plan.originalPrice != null && plan.originalPrice > 0 && plan.originalPrice > plan.price) {
    return Math.round(((plan.originalPrice - plan.price) / plan.originalPrice) * 100);
  }
  if (plan.savage != null && Number.isFinite(plan.savage) && plan.savage > 0) return Math.round(plan.savage);
  return null;
}

/** featuresList: JSON text of a list of strings; anything else (bad JSON, not a list) gives an empty list. */
export function parseFeatures(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** The coupon's title, when a coupon is applied (spec 3). */
export function couponTitle(plan: Pick<Plan, 'couponApplied' | 'coupon'>): string | null {
  if (!plan.couponApplied) return null;
  const title = plan.coupon?.ctitle?.trim();
  return title ? title : null;
}

/** Whether `plan` is the plan of the current subscription. */
/**
 * The subscription as it is after a saved plan change, when fetching it again failed: the change is saved, so the
 * chosen plan is the current one (its card says 'Current Plan', the old plan can be chosen again).
 */
export function subscriptionAfterChange(
  subscription: Subscription | null,
  plans: readonly Pick<Plan, 'id' | 'pricing_id'>[],
  chosenPlanId: number | null,
): Subscription | null {
  const chosen = plans.find((plan) => plan.id === chosenPlanId);
  if (!subscription || !chosen) return subscription;
  return { ...subscription, pricing_id: chosen.pricing_id };
}

export function isCurrentPlan(
  plan: Pick<Plan, 'id' | 'pricing_id'>,
  currentPricingId: number | null | undefined,
): boolean {
  return currentPricingId != null && (plan.pricing_id === currentPricingId || plan.id === currentPricingId);
}

export interface PlanButtonFacts {
  authenticated: boolean;
  reactivating: boolean;
  currentPricingId: number | null | undefined;
}

export interface PlanButton {
  label: string;
  /** Inactive: the current plan, unless reactivating. */
  disabled: boolean;
}

/** The plan button of spec 4.4. */
export function planButton(plan: Pick<Plan, 'id' | 'pricing_id'>, facts: PlanButtonFacts): PlanButton {
  if (!facts.authenticated) return { label: planMessages.pickPlan, disabled: false };
  if (isCurrentPlan(plan, facts.currentPricingId)) {
    return { label: planMessages.currentPlan, disabled: !facts.reactivating };
  }
  return {
    label: facts.reactivating ? planMessages.subscribePlan : planMessages.selectPlan,
    disabled: false,
  };
}

export type PaddleEnvironment = 'sandbox' | 'production';

/** roleType 11 pays in the provider's sandbox with the sandbox price id; others in production (spec 6). */
export function paddlePrice(
  plan: Pick<Plan, 'paddlePriceId' | 'sandboxPriceId'>,
  roleType: number | null | undefined,
): { environment: PaddleEnvironment; priceId: string | null } {
  if (roleType === SANDBOX_ROLE_TYPE) return { environment: 'sandbox', priceId: plan.sandboxPriceId ?? null };
  return { environment: 'production', priceId: plan.paddlePriceId ?? null };
}

/**
 * The price id to open the checkout with: the server's `priceId` when it sends one (it knows whether the local
 * sandbox runs), else the roleType rule of spec 6.
 */
export function checkoutPriceId(
  plan: Pick<Plan, 'paddlePriceId' | 'sandboxPriceId' | 'priceId'>,
  roleType: number | null | undefined,
): string | null {
  return plan.priceId ?? paddlePrice(plan, roleType).priceId;
}

/** A plan can be paid in the checkout when it has a price id for this user and costs something. */
export function canPayOnline(
  plan: Pick<Plan, 'price' | 'paddlePriceId' | 'sandboxPriceId' | 'priceId'>,
  roleType: number | null | undefined,
): boolean {
  return plan.price > 0 && checkoutPriceId(plan, roleType) !== null;
}

/** A subscription counts when it exists and is not cancelled (a cancelled one is reactivated through checkout). */
export function hasLiveSubscription(subscription: Subscription | null | undefined): boolean {
  if (!subscription) return false;
  const status = subscription.status.toLowerCase();
  return status !== 'cancelled' && status !== 'canceled';
}

/** The payment details posted to /auth/paddlePaymentUpdate after `checkout.completed`. */
export interface PaymentDetails {
  customerId: string;
  businessId: string;
  billingEmail: string;
  transactionId: string;
  cardExpMonth: number | null;
  cardExpYear: number | null;
}

/** The data of a provider's `checkout.completed` event, as far as we read it (Paddle's eventCallback shape). */
export interface CheckoutEventData {
  transaction_id?: string | null;
  customer?: { id?: string | null; email?: string | null } | null;
  business?: { id?: string | null } | null;
  payment?: {
    method_details?: { card?: { expiry_month?: number | null; expiry_year?: number | null } | null } | null;
  } | null;
}

/** Maps a `checkout.completed` event's data to the payment details (missing parts become '' or null). */
export function paymentDetailsOf(data: CheckoutEventData): PaymentDetails {
  const card = data.payment?.method_details?.card;
  return {
    customerId: data.customer?.id ?? '',
    businessId: data.business?.id ?? '',
    billingEmail: data.customer?.email ?? '',
    transactionId: data.transaction_id ?? '',
    cardExpMonth: card?.expiry_month ?? null,
    cardExpYear: card?.expiry_year ?? null,
  };
}

/** Where a successful payment leads (spec 2.3: /contentplanner, with the account id the account guard inserts). */
export function afterPaymentPath(accountId: number | string | null): string {
  return accountId === null || accountId === '' ? DEFAULT_LANDING : `/${accountId}${DEFAULT_LANDING}`;
}

/**
 * What the plan settings (POST /auth/addOrUpdateSetting postInfo) record of the chosen plan, after
 * addOrUpdateSubscriptions (spec 7.3): on a plan change and after a checkout.
 */
export function postInfoOf(plan: Plan): Record<string, unknown> {
  return {
    pricing_id: plan.pricing_id,
    max_acc: plan.max_acc ?? null,
    max_weekly_post: plan.max_weekly_post ?? null,
    schedule_time: plan.schedule_time ?? null,
  };
}
