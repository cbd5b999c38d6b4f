import { describe, expect, it } from 'vitest';
import {
  NO_PAYWALL,
  REACTIVATE_PATH,
  cancellationAlert,
  cardUpdatePath,
  currentSubscription,
  formatPlanEndDate,
  paywallCode,
  paywallPopupAllowedOn,
  paywallText,
  paywallView,
  subscriptionStatus,
} from '../../../src/domain/subscription.ts';
import { expectEach } from './expectEach.ts';

describe('subscription status (spec 4.4)', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['canceled', 'canceled'],
    ['cancelled', 'canceled'],
    [' Past_Due ', 'past_due'],
    ['paused', 'other'],
    [null, 'other'],
  ] as const)('reads %j as %s', (status, expected) => {
    expect(subscriptionStatus({ sub_id: 'sub_1', status })).toBe(expected);
  });

  it('has no status without a subscription', () => {
    expect(subscriptionStatus(null)).toBeNull();
    expect(subscriptionStatus(currentSubscription([]))).toBeNull();
    expect(subscriptionStatus(currentSubscription(null))).toBeNull();
  });

  it('takes the first row as the subscription (data[0] has sub_id)', () => {
    const first = { sub_id: 'sub_1', status: 'active' };
    expect(currentSubscription([first, { sub_id: 'sub_2', status: 'canceled' }])).toBe(first);
  });
});

describe('plan end date (code 2.2)', () => {
  it.each([
    ['2026-12-31', '2026-12-31'],
    ['2026-12-31T00:00:00.000Z', '2026-12-31'],
    ['2026-12-31T23:30:00-05:00', '2026-12-31'],
    ['2026-12-31 10:00:00', '2026-12-31'],
  ])('keeps the server’s calendar date of %s', (endAt, expected) => {
    expect(formatPlanEndDate(endAt)).toBe(expected);
  });

  it('formats other readable values as YYYY-MM-DD and drops unreadable ones', () => {
    expect(formatPlanEndDate(new Date(2027, 0, 5).getTime())).toBe('2027-01-05');
    expect(formatPlanEndDate('2026-02-30')).toBeNull();
    expect(formatPlanEndDate('2026-02-29')).toBeNull();
    expect(formatPlanEndDate('2028-02-29')).toBe('2028-02-29');
    expect(formatPlanEndDate('2026-13-01T00:00:00Z')).toBeNull();
    expect(formatPlanEndDate(new Date(2026, 11, 31, 10, 0).toString())).toBe('2026-12-31');
    expect(formatPlanEndDate('not a date')).toBeNull();
    expect(formatPlanEndDate('')).toBeNull();
    expect(formatPlanEndDate(null)).toBeNull();
    expect(formatPlanEndDate(undefined)).toBeNull();
  });
});

describe('paywall view (spec 2.5, 2.6, 4.4, 8)', () => {
  it('normalises codes', () => {
    expectEach(paywallCode, [
      [2.2, '2.2'],
      ['2.2', '2.2'],
      [1, '1'],
      [null, ''],
      [undefined, ''],
    ]);
  });

  it('code 1: the red bar with the server message', () => {
    expect(paywallView({ code: 1, message: 'Your card was declined.' }, 'past_due')).toEqual({
      surface: 'bar',
      message: 'Your card was declined.',
    });
  });

  it("code 2: the popup 'Subscription canceled' with the message and 'Reactivate subscription'", () => {
    expect(paywallView({ code: 2, message: 'Your plan has ended.' }, 'canceled')).toEqual({
      surface: 'popup',
      heading: 'Subscription canceled',
      message: 'Your plan has ended.',
      endDate: null,
      isCancelled: false,
      action: 'reactivate',
      actionLabel: 'Reactivate subscription',
    });
  });

  it("code 2 with a past_due subscription: 'Whoops, we couldn't charge your credit card!' and the payment update", () => {
    expect(paywallView({ code: 2, message: 'Payment failed.' }, 'past_due')).toMatchObject({
      surface: 'popup',
      heading: "Whoops, we couldn't charge your credit card!",
      action: 'updatePayment',
      actionLabel: 'Update payment method',
    });
  });

  it('code 2.2: the popup with the message and the end date of the cancelled plan', () => {
    expect(
      paywallView({ code: 2.2, message: 'Cancelled.', end_at: '2026-12-31T00:00:00.000Z' }, 'canceled'),
    ).toEqual({
      surface: 'popup',
      heading: 'Subscription canceled',
      message: 'Cancelled.',
      endDate: '2026-12-31',
      isCancelled: true,
      action: 'reactivate',
      actionLabel: 'Reactivate subscription',
    });
    expect(paywallView({ code: '2.2', message: 'Cancelled.', end_at: null }, null)).toMatchObject({
      heading: 'Subscription canceled',
      endDate: null,
      isCancelled: true,
      action: 'reactivate',
    });
  });

  it('code 3: an alert with the message', () => {
    expect(paywallView({ code: 3, message: 'Your trial ends in 3 days.' }, 'active')).toEqual({
      surface: 'alert',
      message: 'Your trial ends in 3 days.',
    });
  });

  it('other codes: by subscription status (active shows nothing)', () => {
    expect(paywallView({ code: 200, message: '' }, 'active')).toBe(NO_PAYWALL);
    expect(paywallView({ code: 200, message: '' }, null)).toBe(NO_PAYWALL);
    expect(paywallView(null, 'other')).toBe(NO_PAYWALL);
    expect(paywallView(null, 'past_due')).toMatchObject({
      surface: 'popup',
      heading: paywallText.cardFailedHeading,
      message: '',
      action: 'updatePayment',
    });
    expect(paywallView({ code: 200, message: '' }, 'canceled')).toMatchObject({
      surface: 'popup',
      heading: paywallText.canceledHeading,
      action: 'reactivate',
    });
  });

  it('uses the typographic apostrophe in the bar title and the plain one in the popup heading', () => {
    expect(paywallText.barTitle).toBe('We couldn\u2019t charge your credit card!');
    expect(paywallText.cardFailedHeading).toBe("Whoops, we couldn't charge your credit card!");
  });
});

describe('paywall destinations', () => {
  it("'Update credit card' opens the account's billing page with its card-update popup", () => {
    expectEach(cardUpdatePath, [
      [12, '/12/billing?updateCard=1'],
      ['7', '/7/billing?updateCard=1'],
      [null, '/billing?updateCard=1'],
      ['x1', '/billing?updateCard=1'],
    ]);
  });

  it("'Reactivate subscription' opens plan selection in reactivating mode", () => {
    expect(REACTIVATE_PATH).toBe('/plan?reactivate=1');
  });

  it('keeps the popup closed where the user resolves it', () => {
    for (const path of ['/plan', '/pay', '/payment', '/12/payment', '/billing', '/12/billing']) {
      expect(paywallPopupAllowedOn(path), path).toBe(false);
    }
    for (const path of ['/12/contentplanner', '/12/dashboard', '/topics', '/', '/12']) {
      expect(paywallPopupAllowedOn(path), path).toBe(true);
    }
  });
});

describe('account-cancellation alert of the billing page (spec 2.6)', () => {
  const canceled = { sub_id: 'sub_1', status: 'canceled', end_at: '2026-12-12T09:30:00.000Z' };

  it('shows for a canceled subscription with its end date and the reactivation button', () => {
    expect(cancellationAlert(canceled)).toEqual({
      message: 'Your subscription is canceled. Access ends on 2026-12-12.',
      endDate: '2026-12-12',
      actionLabel: 'Reactivate subscription',
      actionPath: '/plan?reactivate=1',
    });
  });

  it("reads 'cancelled' as canceled", () => {
    expect(cancellationAlert({ ...canceled, status: 'Cancelled' })?.endDate).toBe('2026-12-12');
  });

  it('keeps the server calendar date whatever the time of day', () => {
    expect(cancellationAlert({ ...canceled, end_at: '2026-12-31T23:59:59+05:00' })?.message).toBe(
      'Your subscription is canceled. Access ends on 2026-12-31.',
    );
  });

  it('leaves out the end sentence when the end date is missing or unreadable', () => {
    for (const end_at of [null, undefined, '', 'soon']) {
      expect(cancellationAlert({ ...canceled, end_at }), String(end_at)).toMatchObject({
        message: 'Your subscription is canceled.',
        endDate: null,
      });
    }
  });

  it('does not show for other statuses or without a subscription', () => {
    for (const status of ['active', 'trialing', 'past_due', 'paused', null]) {
      expect(cancellationAlert({ ...canceled, status }), String(status)).toBeNull();
    }
    expect(cancellationAlert(null)).toBeNull();
    expect(cancellationAlert(undefined)).toBeNull();
  });
});
