import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  DEFAULT_BILLING_TYPE,
  PLAN_IDS,
  afterPaymentPath,
  billingPeriodOf,
  canPayOnline,
  checkoutPriceId,
  couponTitle,
  hasLiveSubscription,
  isBoostPlan,
  isCurrentPlan,
  isOneDollarTrial,
  isRestrictedViewer,
  paddlePrice,
  parseFeatures,
  paymentDetailsOf,
  planButton,
  planMessages,
  planSections,
  plansForBillingType,
  priceLabel,
  savingsPercent,
  showsTrialBadge,
  subscriptionAfterChange,
  visiblePlans,
  type Plan,
} from '../../../src/domain/plans.ts';
import { samplePlan } from '../../../machines/planPicker.samples.ts';
import { expectEach } from './expectEach.ts';

/** The machine samples' plan, with a sandbox price as the seed has. */
function plan(id: number, overrides: Partial<Plan> = {}): Plan {
  return samplePlan(id, { sandboxPriceId: `pri_sbx_${id}`, ...overrides });
}

const seedLike = [
  plan(7, { price: 0, paddlePriceId: null }),
  plan(28, { price: 1, displayName: 1 }),
  plan(11),
  plan(12, { billingPeriod: 6, price: 290 }),
  plan(15),
  plan(16, { group_code: 'Boost 10X', price: 499 }),
];
const ids = (plans: readonly Plan[]) => plans.map((candidate) => candidate.id);

describe('plan constants (spec 9)', () => {
  it('names LAUNCH 7 and ONE_DOLLAR 28', () => {
    expect(PLAN_IDS).toEqual({ LAUNCH: 7, ONE_DOLLAR: 28 });
  });

  it('codes Monthly as billingPeriod 3 and Yearly as 6; the default is Yearly (6)', () => {
    expect(BILLING_PERIODS).toEqual({ monthly: 3, yearly: 6 });
    expect(billingPeriodOf('monthly')).toBe(3);
    expect(billingPeriodOf('yearly')).toBe(6);
    expect(DEFAULT_BILLING_TYPE).toBe('yearly');
    expect(DEFAULT_BILLING_PERIOD).toBe(6);
  });
});

describe('billing period filter (spec 4.4)', () => {
  it('keeps the monthly plans for Monthly and the yearly ones for Yearly', () => {
    expect(ids(plansForBillingType(seedLike, 'monthly'))).toEqual([7, 28, 11, 15, 16]);
    expect(ids(plansForBillingType(seedLike, 'yearly'))).toEqual([12]);
  });

  it('gives an empty list when no plan has that period', () => {
    expect(plansForBillingType([plan(11)], 'yearly')).toEqual([]);
  });
});

describe('plan visibility by user creation date (spec 6)', () => {
  const catalogue = [
    { id: 7, legacy: true },
    { id: 11, legacy: true },
    { id: 12, legacy: false },
    { id: 15, legacy: true },
    { id: 16, legacy: true },
    { id: 28, legacy: false },
  ];
  const visibleIds = (viewer: { created: Date | string | null; noId: number | null }) =>
    visiblePlans(catalogue, viewer).map((candidate) => candidate.id);

  it('treats users created on or before 2023-12-27 (UTC) as unrestricted, later ones as restricted', () => {
    expectEach(isRestrictedViewer, [
      ['2023-12-27T23:59:59Z', false],
      ['2023-12-26', false],
      ['2023-12-28T00:00:00Z', true],
      [new Date('2026-01-01T00:00:00Z'), true],
    ]);
  });

  it('treats an unknown or invalid creation date as unrestricted', () => {
    expectEach(isRestrictedViewer, [
      [null, false],
      [undefined, false],
      ['', false],
      ['not a date', false],
    ]);
  });

  it('shows every plan to an unrestricted user', () => {
    expect(visibleIds({ created: '2023-01-01', noId: 0 })).toEqual([7, 11, 12, 15, 16, 28]);
    expect(visibleIds({ created: null, noId: 0 })).toEqual([7, 11, 12, 15, 16, 28]);
  });

  it('hides legacy plans from a restricted user, but keeps plan 15', () => {
    expect(visibleIds({ created: '2024-02-01', noId: 0 })).toEqual([12, 15, 28]);
  });

  it('shows plan 16 to a restricted user only on an account with noId 1 (the special case)', () => {
    expect(visibleIds({ created: '2024-02-01', noId: 1 })).toEqual([12, 15, 16, 28]);
    expect(visibleIds({ created: '2024-02-01', noId: null })).toEqual([12, 15, 28]);
  });
});

describe('Boost 10X group (spec 3)', () => {
  it('recognises the group code, case and spaces aside', () => {
    expectEach(isBoostPlan, [
      [{ group_code: 'Boost 10X' }, true],
      [{ group_code: ' boost 10x ' }, true],
      [{ group_code: 'growth' }, false],
      [{ group_code: null }, false],
    ]);
  });

  it('puts the Boost 10X plans of the billing period in their own section', () => {
    const yearly = planSections(seedLike, 'yearly');
    expect(ids(yearly.regular)).toEqual([12]);
    expect(ids(yearly.boost)).toEqual([]);
    const monthly = planSections(seedLike, 'monthly');
    expect(ids(monthly.regular)).toEqual([7, 28, 11, 15]);
    expect(ids(monthly.boost)).toEqual([16]);
  });
});

describe('prices (spec 3, 9)', () => {
  it('shows the price ex tax with symbol and currency code, per month or year', () => {
    expect(priceLabel(plan(11))).toMatchObject({
      amount: '$29.00',
      currency: 'USD',
      per: 'month',
      text: '$29.00 USD / month, ex tax',
      original: null,
    });
    expect(
      priceLabel(plan(12, { billingPeriod: 6, price: 2900, symbol: '€', currencyCode: 'EUR' })).text,
    ).toBe('€2,900.00 EUR / year, ex tax');
  });

  it('shows plan 10 per 2 billing units', () => {
    expect(priceLabel(plan(10)).per).toBe('2 months');
    expect(priceLabel(plan(10, { billingPeriod: 6 })).per).toBe('2 years');
  });

  it('crosses out a higher original price only', () => {
    expect(priceLabel(plan(11, { originalPrice: 39 })).original).toBe('$39.00');
    expect(priceLabel(plan(11, { originalPrice: 29 })).original).toBeNull();
    expect(priceLabel(plan(11, { originalPrice: null })).original).toBeNull();
  });
});

describe('savings (savage, spec 3)', () => {
  it('is the discount percent against originalPrice, rounded', () => {
    expect(savingsPercent({ price: 290, originalPrice: 348, savage: 0 })).toBe(17);
    expect(savingsPercent({ price: 29, originalPrice: 39 })).toBe(26);
  });

  it("falls back on the plan's savage field, else none", () => {
    expect(savingsPercent({ price: 29, originalPrice: null, savage: 20 })).toBe(20);
    expect(savingsPercent({ price: 29, originalPrice: 29, savage: 0 })).toBeNull();
    expect(savingsPercent({ price: 29 })).toBeNull();
    expect(savingsPercent({ price: 29, originalPrice: 0, savage: -5 })).toBeNull();
  });
});

describe('features list (spec 3)', () => {
  it('parses JSON text of strings', () => {
    expect(parseFeatures('["1 account", "Analytics"]')).toEqual(['1 account', 'Analytics']);
  });

  it('accepts a list and drops items that are not text', () => {
    expect(parseFeatures(['A', 3, null, '', 'B'])).toEqual(['A', 'B']);
  });

  it('gives an empty list for bad JSON or anything that is not a list', () => {
    expectEach(parseFeatures, [
      ['["unclosed', []],
      ['{"a":1}', []],
      [null, []],
      [undefined, []],
      [42, []],
    ]);
  });
});

describe('badges and coupon (spec 3, 9)', () => {
  it('marks displayName 1 as the one-dollar 30-day trial', () => {
    expect(isOneDollarTrial({ displayName: 1 })).toBe(true);
    expect(isOneDollarTrial({ displayName: null })).toBe(false);
    expect(isOneDollarTrial({ displayName: 2 })).toBe(false);
  });

  it("shows '14 Days Free Trial' only without a subscription, and not on the one-dollar trial", () => {
    expect(planMessages.trialBadge).toBe('14 Days Free Trial');
    expect(showsTrialBadge({ displayName: null }, false)).toBe(true);
    expect(showsTrialBadge({ displayName: null }, true)).toBe(false);
    expect(showsTrialBadge({ displayName: 1 }, false)).toBe(false);
  });

  it('shows the coupon title only when a coupon is applied', () => {
    expect(couponTitle({ couponApplied: true, coupon: { ctitle: 'SPRING20' } })).toBe('SPRING20');
    expect(couponTitle({ couponApplied: 1, coupon: { ctitle: ' Launch week ' } })).toBe('Launch week');
    expect(couponTitle({ couponApplied: false, coupon: { ctitle: 'SPRING20' } })).toBeNull();
    expect(couponTitle({ couponApplied: true, coupon: null })).toBeNull();
    expect(couponTitle({ couponApplied: true, coupon: { ctitle: '  ' } })).toBeNull();
  });
});

describe('plan button (spec 4.4)', () => {
  const facts = { authenticated: true, reactivating: false, currentPricingId: 11 };

  it("shows 'Current Plan', inactive, on the current plan", () => {
    expect(planButton(plan(11), facts)).toEqual({ label: 'Current Plan', disabled: true });
  });

  it("keeps 'Current Plan' active when reactivating", () => {
    expect(planButton(plan(11), { ...facts, reactivating: true })).toEqual({
      label: 'Current Plan',
      disabled: false,
    });
  });

  it("shows 'Select this plan' on other plans, 'Subscribe to this plan' when reactivating", () => {
    expect(planButton(plan(12), facts)).toEqual({ label: 'Select this plan', disabled: false });
    expect(planButton(plan(12), { ...facts, reactivating: true })).toEqual({
      label: 'Subscribe to this plan',
      disabled: false,
    });
    expect(planButton(plan(12), { ...facts, currentPricingId: null })).toEqual({
      label: 'Select this plan',
      disabled: false,
    });
  });

  it("shows 'Pick this plan' on pages for logged-out visitors", () => {
    expect(planButton(plan(11), { ...facts, authenticated: false })).toEqual({
      label: 'Pick this plan',
      disabled: false,
    });
  });

  it('matches the current plan by pricing id or id', () => {
    expectEach(isCurrentPlan, [
      [plan(11, { pricing_id: 111 }), 111, true],
      [plan(11, { pricing_id: 111 }), 11, true],
      [plan(11), null, false],
      [plan(11), undefined, false],
    ]);
  });
});

describe('payment provider price (spec 6)', () => {
  it('uses the sandbox environment and sandbox price id for roleType 11', () => {
    expect(paddlePrice(plan(12), 11)).toEqual({ environment: 'sandbox', priceId: 'pri_sbx_12' });
  });

  it('uses production and the paddle price id for every other roleType', () => {
    expect(paddlePrice(plan(12), 5)).toEqual({ environment: 'production', priceId: 'pri_12' });
    expect(paddlePrice(plan(12), null)).toEqual({ environment: 'production', priceId: 'pri_12' });
    expect(paddlePrice(plan(7, { paddlePriceId: null }), 1)).toEqual({
      environment: 'production',
      priceId: null,
    });
    expect(paddlePrice(plan(7, { sandboxPriceId: undefined }), 11).priceId).toBeNull();
  });
});

describe('checkout price id', () => {
  it("prefers the server's priceId, else the roleType rule", () => {
    expect(checkoutPriceId(plan(12, { priceId: 'pri_server' }), 5)).toBe('pri_server');
    expect(checkoutPriceId(plan(12, { priceId: null }), 5)).toBe('pri_12');
    expect(checkoutPriceId(plan(12), 11)).toBe('pri_sbx_12');
  });

  it('can pay online only a priced plan with a price id', () => {
    expect(canPayOnline(plan(12), 5)).toBe(true);
    expect(canPayOnline(plan(7, { price: 0 }), 5)).toBe(false);
    expect(canPayOnline(plan(7, { paddlePriceId: null }), 5)).toBe(false);
  });
});

describe('subscription and payment (spec 3, 4.4, 7.3)', () => {
  it('counts a subscription that exists and is not cancelled as live', () => {
    expectEach(hasLiveSubscription, [
      [null, false],
      [{ sub_id: 's', status: 'active' }, true],
      [{ sub_id: 's', status: 'past_due' }, true],
      [{ sub_id: 's', status: 'cancelled' }, false],
      [{ sub_id: 's', status: 'Canceled' }, false],
    ]);
  });

  it('maps checkout.completed data to the payment details of /auth/paddlePaymentUpdate', () => {
    expect(
      paymentDetailsOf({
        transaction_id: 'txn_1',
        customer: { id: 'ctm_1', email: 'a@b.test' },
        business: { id: 'biz_1' },
        payment: { method_details: { card: { expiry_month: 4, expiry_year: 2031 } } },
      }),
    ).toEqual({
      customerId: 'ctm_1',
      businessId: 'biz_1',
      billingEmail: 'a@b.test',
      transactionId: 'txn_1',
      cardExpMonth: 4,
      cardExpYear: 2031,
    });
  });

  it('fills missing parts with empty text or null', () => {
    expect(paymentDetailsOf({})).toEqual({
      customerId: '',
      businessId: '',
      billingEmail: '',
      transactionId: '',
      cardExpMonth: null,
      cardExpYear: null,
    });
  });

  it('leads to the content planner of the account after payment', () => {
    expect(afterPaymentPath(42)).toBe('/42/contentplanner');
    expect(afterPaymentPath('7')).toBe('/7/contentplanner');
    expect(afterPaymentPath(null)).toBe('/contentplanner');
  });
});

describe('subscriptionAfterChange (the refetch after a saved plan change failed)', () => {
  const plans = [
    { id: 11, pricing_id: 111 },
    { id: 12, pricing_id: 112 },
  ];
  it('takes the chosen plan as the current one', () => {
    const before = { sub_id: 'sub_1', status: 'active', pricing_id: 111 };
    const after = subscriptionAfterChange(before, plans, 12);
    expect(after).toEqual({ sub_id: 'sub_1', status: 'active', pricing_id: 112 });
    expect(isCurrentPlan(plans[1]!, after?.pricing_id)).toBe(true);
    expect(isCurrentPlan(plans[0]!, after?.pricing_id)).toBe(false);
  });
  it('changes nothing without a subscription or a chosen plan it knows', () => {
    expect(subscriptionAfterChange(null, plans, 12)).toBeNull();
    const before = { sub_id: 'sub_1', status: 'active', pricing_id: 111 };
    expect(subscriptionAfterChange(before, plans, 99)).toBe(before);
    expect(subscriptionAfterChange(before, plans, null)).toBe(before);
  });
});
