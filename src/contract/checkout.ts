/**
 * Checkout and the outside payment service (spec 4.4, 7.3): the checkout configuration, the local checkout sandbox
 * that stands in for Paddle in demo mode while no PADDLE_CLIENT_TOKEN is set, and the Paddle webhook. Shared by the SPA
 * and the reference server.
 */
import * as v from 'valibot';
import {
  SANDBOX_CHECKOUT_SOURCE,
  cardExpiryMonthField,
  cardExpiryYearField,
  subscriptionIdField,
  subscriptionStatus,
  updateCardRequest,
} from './billing.ts';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

// ---- checkout ----------------------------------------------------------------------------------------

/**
 * GET /api/checkoutConfig (session). paddleClientToken null: no Paddle, open the local sandbox
 * checkout (SANDBOX_CHECKOUT_PATH) in an iframe. environment 'sandbox' for roleType 11 users and
 * whenever the token is null; else 'production'.
 */
export const checkoutConfigSchema = v.object({
  paddleClientToken: v.nullable(v.string()),
  environment: v.picklist(['sandbox', 'production']),
});
export const checkoutConfigResponse = envelope(checkoutConfigSchema);
export type CheckoutConfig = v.InferOutput<typeof checkoutConfigSchema>;

const sandboxEventData = v.object({
  transaction_id: v.nullable(v.string()),
  customer: v.object({ id: v.nullable(v.string()), email: v.string() }),
  business: v.object({ id: v.nullable(v.string()) }),
  payment: v.object({
    method_details: v.object({
      card: v.object({
        expiry_month: v.nullable(v.number()),
        expiry_year: v.nullable(v.number()),
        last4: v.nullable(v.string()),
      }),
    }),
  }),
  items: v.array(v.object({ price_id: v.string() })),
});
export type SandboxCheckoutData = v.InferOutput<typeof sandboxEventData>;

/**
 * What the sandbox checkout iframe posts to `window.parent` (target origin: its own origin). Check
 * `event.origin === location.origin` and parse with this. checkout.completed carries the recorded
 * transaction (feed it to POST /auth/paddlePaymentUpdate); checkout.closed has transaction_id null.
 */
export const sandboxCheckoutMessage = v.object({
  source: v.literal(SANDBOX_CHECKOUT_SOURCE),
  event: v.variant('name', [
    v.object({ name: v.literal('checkout.completed'), data: sandboxEventData }),
    v.object({ name: v.literal('checkout.closed'), data: sandboxEventData }),
  ]),
});
export type SandboxCheckoutMessage = v.InferOutput<typeof sandboxCheckoutMessage>;

/** A Paddle (or sandbox) price id such as pri_01duo_mo: letters, digits, `_` and `-`, at most 100. */
export const priceIdField = v.pipe(
  v.string('price_id is required'),
  v.trim(),
  v.minLength(1, 'price_id is required'),
  v.maxLength(100, 'price_id must have at most 100 characters'),
  v.regex(/^[\w-]+$/, 'price_id must look like pri_...'),
);

/** POST /sandbox/checkout/complete (the sandbox page calls it, for a signed-in member of the account): records txn_/ctm_/biz_ ids. */
export const sandboxCheckoutCompleteRequest = v.object({
  price_id: priceIdField,
  email: v.pipe(v.string('email is required'), v.trim(), v.email('email must be an e-mail address')),
  account_id: v.optional(idField('account_id')),
  card_exp_month: cardExpiryMonthField('card_exp_month'),
  card_exp_year: cardExpiryYearField('card_exp_year'),
});
export const sandboxCheckoutCompleteResponse = envelope(sandboxEventData);

/** POST /sandbox/update-payment {subscription, cardnumber, month, year, cvc, name} (the sandbox page, for a signed-in member of the account). */
export const sandboxUpdatePaymentRequest = v.object({
  subscription: subscriptionIdField('subscription'),
  cardnumber: updateCardRequest.entries.cardnumber,
  month: updateCardRequest.entries.month,
  year: updateCardRequest.entries.year,
  cvc: updateCardRequest.entries.cvc,
  name: updateCardRequest.entries.name,
});
export const sandboxUpdatePaymentResponse = envelope(
  v.object({ status: subscriptionStatus, redirect: v.string() }),
);

// ---- Paddle webhook ----------------------------------------------------------------------------------

/**
 * A Paddle time: RFC 3339 with a time zone (what Paddle sends), a real calendar date, and a year the database
 * stores (1970 to 9999). Anything else is not applied.
 */
const paddleTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/, 'must be an RFC 3339 time'),
  v.check((value) => {
    const time = Date.parse(value);
    const year = Number(value.slice(0, 4));
    return Number.isFinite(time) && year >= 1970 && year <= 9999;
  }, 'must be a real date'),
);
/** Paddle ids (`sub_01h...`, `ctm_...`, `pri_...`, `evt_...`): short, printable, no NUL. */
const paddleId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a Paddle id'));

/** POST /api/paddle/webhook: the event fields the server reads (Paddle Billing notification). */
export const paddleWebhookEvent = v.object({
  event_id: paddleId,
  event_type: v.pipe(
    v.string('event_type is required'),
    v.regex(/^[a-z_.]{1,100}$/, 'must be an event type'),
  ),
  occurred_at: v.optional(paddleTime),
  data: v.object({
    id: paddleId,
    status: v.optional(v.pipe(v.string(), v.maxLength(50))),
    customer_id: v.optional(v.nullable(paddleId)),
    business_id: v.optional(v.nullable(paddleId)),
    canceled_at: v.optional(v.nullable(paddleTime)),
    current_billing_period: v.optional(v.nullable(v.object({ ends_at: v.optional(v.nullable(paddleTime)) }))),
    items: v.optional(v.array(v.object({ price: v.optional(v.object({ id: paddleId })) }))),
    custom_data: v.optional(
      v.nullable(v.object({ account_id: v.optional(v.union([v.number(), v.string()])) })),
    ),
  }),
});
export const paddleWebhookResponse = envelope(
  v.object({ event_id: v.nullable(v.string()), duplicate: v.boolean(), applied: v.boolean() }),
);

/** POST /sandbox/cancel {subscription} (the sandbox page with `&action=cancel`): canceled, access for 30 more days. */
export const sandboxCancelRequest = v.object({ subscription: subscriptionIdField('subscription') });
