/**
 * Billing and plans (spec 3, 4.4, 5, 6, 7.3, 9): plans, subscriptions, payments, card and billing
 * info, the paywall check, the checkout configuration, and the local checkout sandbox that stands in
 * for Paddle while no PADDLE_CLIENT_TOKEN is set. Shared by the SPA and the reference server.
 */
import * as v from 'valibot';
import { envelope } from './envelope.ts';
import { INT4_MAX, accountRefField, idField, wholeNumberField } from './fields.ts';

// ---- constants -------------------------------------------------------------------------------------

/** Billing period codes (spec 9). */
export const BILLING_PERIOD_MONTHLY = 3;
export const BILLING_PERIOD_YEARLY = 6;
/** Paywall codes of spec 4.4; PAYWALL_OK (200) means "nothing to show" (message ''). */
export const PAYWALL_CARD_FAILED = 1;
export const PAYWALL_POPUP = 2;
export const PAYWALL_CANCELLED = 2.2;
export const PAYWALL_ALERT = 3;
export const PAYWALL_OK = 200;
/** Code 3 is sent while an active subscription's trial ends within this many days. */
export const TRIAL_ALERT_DAYS = 3;
/** POST /updateCard answers code 1 on success (spec 4.4: the popup closes and clears on code 1). */
export const CARD_UPDATED_CODE = 1;
/** The 400 message of an expiry in the past (spec 8), field `year` (or `month` in the current year). */
export const CARD_EXPIRED_MESSAGE = 'Card has been expired';
/** `source` of every postMessage the local checkout sandbox sends to its parent window. */
export const SANDBOX_CHECKOUT_SOURCE = 'brandpilot-checkout-sandbox';
/** The sandbox checkout page (iframe src): `?price_id=..&email=..&account_id=..`. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
/** The sandbox update-payment page (`?subscription=sub_..`), where paddleManagementUrl points in sandbox mode. */
export const SANDBOX_UPDATE_PAYMENT_PATH = '/sandbox/update-payment';

// ---- entities --------------------------------------------------------------------------------------

export const subscriptionStatus = v.picklist(['active', 'past_due', 'canceled']);
export type SubscriptionStatus = v.InferOutput<typeof subscriptionStatus>;

/**
 * Plan / product (spec 3). Prices are in currency units (29.9), ex tax. `featuresList` is JSON text of
 * a list of strings. `priceId` is the price id the caller's checkout uses: `sandboxPriceId` for
 * roleType 11 (or any user while the local sandbox runs), else `paddlePriceId`. `sub_id` and
 * `business_id` are filled on the plan the account is subscribed to, null elsewhere.
 * `schedule_time` is also sent as `sheduled_time` (both spellings appear in spec 3).
 */
export const planSchema = v.object({
  id: v.number(),
  pricing_id: v.number(),
  title: v.string(),
  description: v.string(),
  group_code: v.nullable(v.string()),
  url: v.nullable(v.string()),
  s3ImageUrl: v.nullable(v.string()),
  price: v.number(),
  originalPrice: v.nullable(v.number()),
  symbol: v.string(),
  currencyCode: v.string(),
  billCode: v.picklist(['mo', 'yearly']),
  billingPeriod: v.picklist([BILLING_PERIOD_MONTHLY, BILLING_PERIOD_YEARLY]),
  trialPeriod: v.number(),
  /** Discount percent (yearly plans). */
  savage: v.number(),
  /** 1 marks the one-dollar, 30-day trial (plan 28). */
  displayName: v.nullable(v.number()),
  featuresList: v.string(),
  /** 1 when `coupon` applies. */
  couponApplied: v.picklist([0, 1]),
  coupon: v.nullable(v.object({ ctitle: v.string() })),
  max_acc: v.nullable(v.number()),
  max_weekly_post: v.nullable(v.number()),
  schedule_time: v.nullable(v.number()),
  sheduled_time: v.optional(v.nullable(v.number())),
  paddlePriceId: v.nullable(v.string()),
  sandboxPriceId: v.nullable(v.string()),
  priceId: v.nullable(v.string()),
  sub_id: v.nullable(v.string()),
  business_id: v.nullable(v.string()),
});
export type Plan = v.InferOutput<typeof planSchema>;

/** Subscription (spec 3, 4.4). `end_at`: for canceled ones, when access ends (ISO time); else null. */
export const subscriptionSchema = v.object({
  sub_id: v.string(),
  status: subscriptionStatus,
  pricing_id: v.number(),
  plan_id: v.number(),
  end_at: v.nullable(v.string()),
  /** ISO time. */
  created: v.string(),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/** Billing info (spec 3). `address` is the region. */
export const billingInfoSchema = v.object({
  name: v.string(),
  email: v.string(),
  telephone: v.string(),
  zip_code: v.string(),
  country: v.string(),
  address: v.string(),
  user_id: v.number(),
  account_id: v.number(),
});
export type BillingInfo = v.InferOutput<typeof billingInfoSchema>;

/**
 * Card info (spec 3) plus the last four digits (the full number and CVC are never stored).
 * A card known only from a Paddle payment has no name ('') and may have no last4 (null).
 */
export const cardInfoSchema = v.object({
  exp_month: v.number(),
  exp_year: v.number(),
  name: v.string(),
  last4: v.nullable(v.string()),
});
export type CardInfo = v.InferOutput<typeof cardInfoSchema>;

/** One payment of the billing page (spec 2.6): badge status, plan title, amount, date (ISO time). */
export const paymentSchema = v.object({
  id: v.number(),
  status: v.picklist(['success', 'failed']),
  plan: v.string(),
  amount: v.number(),
  symbol: v.string(),
  currencyCode: v.string(),
  date: v.string(),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

// ---- plans -----------------------------------------------------------------------------------------

/** GET /auth/getPlans (header account_Id): the plans this user may see (cutoff rule of spec 6, 9). */
export const plansResponse = envelope(v.array(planSchema));
/** GET /auth/getexistingPlans (header account_Id or accountId): the account's current plan (0 or 1 rows). */
export const existingPlansResponse = envelope(v.array(planSchema));

/** GET /getVariants: plans grouped by group_code, each variant one billing period. */
export const planVariantSchema = v.object({
  id: v.number(),
  pricing_id: v.number(),
  billCode: v.picklist(['mo', 'yearly']),
  billingPeriod: v.picklist([BILLING_PERIOD_MONTHLY, BILLING_PERIOD_YEARLY]),
  price: v.number(),
  savage: v.number(),
});
export const planVariantGroupSchema = v.object({
  group_code: v.string(),
  title: v.string(),
  variants: v.array(planVariantSchema),
});
export const variantsResponse = envelope(v.array(planVariantGroupSchema));

// ---- subscriptions ---------------------------------------------------------------------------------

/** GET /auth/getSubscriptions (header account_Id or accountId; else the landing account): 0 or 1 rows. */
export const subscriptionsResponse = envelope(v.array(subscriptionSchema));

/** POST /auth/addOrUpdateSubscriptions {pricing_id, account_id}: the subscription, now active on that plan. */
export const addOrUpdateSubscriptionsRequest = v.object({
  pricing_id: idField('pricing_id'),
  account_id: idField('account_id'),
});
export const addOrUpdateSubscriptionsResponse = envelope(subscriptionSchema);

const managementUrls = v.object({ updatePaymentMethod: v.string(), cancel: v.string() });

/** A Paddle (or sandbox) subscription id such as sub_01demo0001acmebakery. */
export const SUBSCRIPTION_ID_PATTERN = /^sub_[A-Za-z0-9]{1,64}$/;
export const subscriptionIdField = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.regex(SUBSCRIPTION_ID_PATTERN, `${name} must look like sub_...`),
  );

/** A card's expiry month (1 to 12) and four-digit year, as the checkout reports them. */
export const cardExpiryMonthField = (name: string) =>
  v.pipe(idField(name), v.minValue(1, `${name} must be 1 to 12`), v.maxValue(12, `${name} must be 1 to 12`));
export const cardExpiryYearField = (name: string) =>
  v.pipe(
    idField(name),
    v.minValue(2000, `${name} must be a four-digit year`),
    v.maxValue(2100, `${name} must be a four-digit year`),
  );

/** POST /auth/getPaddleSubData {subscriptionId}: `{status: 200, response: {status, managementUrls}}`. */
export const paddleSubDataRequest = v.object({ subscriptionId: subscriptionIdField('subscriptionId') });
export const paddleSubDataResponse = v.object({
  status: v.number(),
  response: v.nullable(v.object({ status: subscriptionStatus, managementUrls })),
  /** Set with status 501 when PADDLE_CLIENT_TOKEN is set (no Paddle API client yet). */
  errorMsg: v.optional(v.string()),
});

/**
 * GET /auth/paddleManagementUrl (header accountId or account_Id; else the landing account):
 * `{status: 200, response: {updatePaymentMethod, cancel}, errorMsg: ''}`; without a subscription
 * `{status: 404, response: null, errorMsg: 'This account has no subscription.'}` (HTTP 200). With
 * PADDLE_CLIENT_TOKEN set: `{status: 501, response: null, errorMsg}` (no Paddle API client yet).
 */
export const paddleManagementUrlResponse = v.object({
  status: v.number(),
  response: v.nullable(managementUrls),
  errorMsg: v.string(),
});

/**
 * POST /auth/paddlePaymentUpdate: after checkout.completed. Records a successful payment of the
 * account's plan and the card expiry; the same transactionId twice records one payment.
 */
export const paddlePaymentUpdateRequest = v.object({
  account_id: idField('account_id'),
  customerId: v.pipe(
    v.string('customerId is required'),
    v.trim(),
    v.regex(/^ctm_\w{1,64}$/, 'customerId must look like ctm_...'),
  ),
  businessId: v.nullish(
    v.pipe(v.string(), v.trim(), v.regex(/^(biz_\w{1,64})?$/, 'businessId must look like biz_...')),
  ),
  billingEmail: v.pipe(
    v.string('billingEmail is required'),
    v.trim(),
    v.email('billingEmail must be an e-mail address'),
  ),
  transactionId: v.pipe(
    v.string('transactionId is required'),
    v.trim(),
    v.regex(/^txn_\w{1,64}$/, 'transactionId must look like txn_...'),
  ),
  cardExpMonth: cardExpiryMonthField('cardExpMonth'),
  cardExpYear: cardExpiryYearField('cardExpYear'),
});
export type PaddlePaymentUpdateRequest = v.InferOutput<typeof paddlePaymentUpdateRequest>;
/** `recorded` false: this transactionId was already recorded (nothing changed). */
export const paddlePaymentUpdateResponse = envelope(
  v.object({ transactionId: v.string(), recorded: v.boolean() }),
);

// ---- settings --------------------------------------------------------------------------------------

/** POST /auth/addOrUpdateSetting {account_id, postInfo or brandColor}: at least one of them. */
export const addOrUpdateSettingRequest = v.object({
  account_id: idField('account_id'),
  /** Free text or JSON (stored as JSON text, at most 10000 characters). */
  postInfo: v.optional(
    v.union(
      [v.string(), v.record(v.string(), v.unknown()), v.array(v.unknown())],
      'postInfo must be text or JSON',
    ),
  ),
  brandColor: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^#[0-9A-Fa-f]{6}$/, 'brandColor must look like #1F6FEB'),
      v.toUpperCase(),
    ),
  ),
});
export const settingSchema = v.object({
  account_id: v.number(),
  postInfo: v.nullable(v.string()),
  brandColor: v.nullable(v.string()),
});
export const addOrUpdateSettingResponse = envelope(settingSchema);

// ---- card and billing info -------------------------------------------------------------------------

/** GET /auth/getCreditCardInfo (header account_Id): data null when no card is known. */
export const creditCardInfoResponse = envelope(cardInfoSchema);

/** GET /auth/getPayments (header account_Id; ours: spec 2.6's billing page list), newest first. */
export const paymentsResponse = envelope(v.array(paymentSchema));

/**
 * POST /auth/getBillinginfo {account_id?} (else the header account): data null when none saved. The SPA sends
 * `account_id` 0 while the user has no account (nothing is saved for it).
 */
export const billingInfoRequest = v.object({ account_id: v.optional(accountRefField('account_id')) });
export const billingInfoResponse = envelope(billingInfoSchema);

const text = (name: string, max: number, min = 0) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.minLength(min, min === 1 ? `${name} is required` : `${name} must have at least ${min} characters`),
    v.maxLength(max, `${name} must have at most ${max} characters`),
  );

/**
 * POST /auth/addUpdateBillingData. Answers `message: ''` on success: the SPA shows a warning and
 * clears the fields for a non-empty message (spec 8), which we never send on a 200; bad input is a 400.
 */
export const addUpdateBillingDataRequest = v.object({
  email: v.pipe(
    v.string('email is required'),
    v.trim(),
    v.email('email must be an e-mail address'),
    v.maxLength(254),
  ),
  user_id: idField('user_id'),
  name: text('name', 120, 1),
  account_id: idField('account_id'),
  address: text('address', 200),
  zip_code: v.pipe(
    text('zip_code', 20),
    v.regex(/^[A-Za-z0-9 -]*$/, 'zip_code may hold letters, digits, spaces and dashes'),
  ),
  country: v.pipe(
    text('country', 80),
    v.regex(/^([A-Za-z]{2})?$/, 'country must be a two-letter country code'),
    v.toUpperCase(),
  ),
  telephone: v.pipe(
    text('telephone', 30),
    v.regex(/^[0-9+()\-. ]*$/, 'telephone may hold digits, spaces and + ( ) - .'),
  ),
});
export type AddUpdateBillingDataRequest = v.InferOutput<typeof addUpdateBillingDataRequest>;
export const addUpdateBillingDataResponse = envelope(billingInfoSchema);

/**
 * POST /updateCard {cardnumber, month, year, cvc, name, userId} (session; the card of the account in
 * the accountId/account_Id header, else the landing account). Success: `code: 1`. A bad number (not
 * 12-19 digits or failing the Luhn check), month, year or CVC, or a past expiry (`Card has been
 * expired`) is a 400 naming the field. Only last four digits, expiry and name are kept.
 */
export const updateCardRequest = v.object({
  cardnumber: v.pipe(
    v.string('cardnumber is required'),
    v.maxLength(24, 'cardnumber must have at most 24 characters'),
    v.transform((value) => value.replace(/ /g, '')),
    v.regex(/^\d{12,19}$/, 'cardnumber must be 12 to 19 digits'),
  ),
  month: v.pipe(
    idField('month'),
    v.minValue(1, 'month must be 1 to 12'),
    v.maxValue(12, 'month must be 1 to 12'),
  ),
  /** Two digits (yy, read as 20yy) or four. */
  year: v.pipe(wholeNumberField('year', 0, INT4_MAX), v.maxValue(2100, 'year must be yy or yyyy')),
  cvc: v.pipe(v.string('cvc is required'), v.trim(), v.regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits')),
  name: text('name', 100, 1),
  userId: idField('userId'),
});
export type UpdateCardRequest = v.InferOutput<typeof updateCardRequest>;
export const updateCardResponse = envelope(cardInfoSchema);

// ---- paywall ---------------------------------------------------------------------------------------

/** POST /auth/chkPayWall {account_id}. */
export const chkPayWallRequest = v.object({ account_id: idField('account_id') });
/**
 * Paywall response (spec 3, 4.4): code 1 past_due (card charge failed); 2.2 canceled, access until
 * data.end_at; 2 canceled and ended; 3 alert (trial ends within 3 days, data.end_at the trial end);
 * 200 nothing to show (message ''). Also the account has no subscription: 200.
 */
export const paywallResponse = v.object({
  status: v.number(),
  code: v.number(),
  message: v.string(),
  data: v.object({ end_at: v.nullable(v.string()) }),
});
export type PaywallResponse = v.InferOutput<typeof paywallResponse>;
