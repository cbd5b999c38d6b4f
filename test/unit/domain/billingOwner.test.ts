import { describe, expect, it } from 'vitest';
import {
  BILLING_OWNER_ROLE_TYPE,
  billingOwnerRedirect,
  isAllowedSetupPage,
  isBillingOwner,
  paymentPath,
  holdsRedirect,
  waitsForSubscription,
  type BillingOwnerFacts,
} from '../../../src/domain/billingOwner.ts';
import { SUBSCRIBED_OWNER_SENT_AWAY } from './billingOwnerPages.ts';
import { expectEach } from './expectEach.ts';

const owner = (facts: Partial<BillingOwnerFacts> = {}): BillingOwnerFacts => ({
  roleType: BILLING_OWNER_ROLE_TYPE,
  impersonating: false,
  isInvited: false,
  hasSubscription: false,
  ...facts,
});

describe('billing owner (spec 6)', () => {
  it('is roleType 5', () => {
    expectEach(isBillingOwner, [
      [owner(), true],
      [owner({ roleType: 1 }), false],
      [owner({ roleType: null }), false],
      [null, false],
    ]);
  });

  it('payment page of the account', () => {
    expect(paymentPath('12')).toBe('/12/payment');
    expect(paymentPath(null)).toBe('/payment');
  });

  it('allows public, onBoard (setup) and special-offer pages, and unknown paths', () => {
    for (const path of [
      '/',
      '/privacy',
      '/plan',
      '/pay',
      '/12/payment',
      '/topics',
      '/12/topics',
      '/categories',
      '/12/goals_objectives',
      '/12/chaptername',
      '/12/subjects_services',
      '/dayTimeSchedule',
      '/special_offer',
      '/redirect',
      '/no-such-page',
    ]) {
      expect(isAllowedSetupPage(path), path).toBe(true);
    }
    for (const path of [
      '/12/contentplanner',
      '/12/billing',
      '/12/dashboard',
      '/12/brandkit',
      '/12/my_library',
    ]) {
      expect(isAllowedSetupPage(path), path).toBe(false);
    }
  });
});

describe('billingOwnerRedirect', () => {
  it('sends an owner without a subscription to the payment page', () => {
    expect(billingOwnerRedirect('/12/contentplanner', owner(), '12')).toBe('/12/payment');
    expect(billingOwnerRedirect('/12/billing', owner(), '12')).toBe('/12/payment');
    expect(billingOwnerRedirect('/12/dashboard/overview', owner(), 12)).toBe('/12/payment');
  });

  it('lets an owner without a subscription stay on setup pages', () => {
    expect(billingOwnerRedirect('/12/payment', owner(), '12')).toBeNull();
    expect(billingOwnerRedirect('/plan', owner(), '12')).toBeNull();
    expect(billingOwnerRedirect('/12/topics', owner(), '12')).toBeNull();
  });

  it('skips invited, impersonated and non-owner users, and an unknown subscription', () => {
    expect(billingOwnerRedirect('/12/contentplanner', owner({ isInvited: true }), '12')).toBeNull();
    expect(billingOwnerRedirect('/12/contentplanner', owner({ impersonating: true }), '12')).toBeNull();
    expect(billingOwnerRedirect('/12/contentplanner', owner({ roleType: 1 }), '12')).toBeNull();
    expect(billingOwnerRedirect('/12/contentplanner', owner({ hasSubscription: null }), '12')).toBeNull();
    expect(billingOwnerRedirect('/12/contentplanner', null, '12')).toBeNull();
    expect(billingOwnerRedirect('/12/contentplanner', owner(), null)).toBeNull();
  });

  it.each(SUBSCRIBED_OWNER_SENT_AWAY)(
    'sends a subscribed owner from /{accid}/%s to the content planner',
    (page) => {
      expect(billingOwnerRedirect(`/12/${page}`, owner({ hasSubscription: true }), '12')).toBe(
        '/12/contentplanner',
      );
    },
  );

  it('leaves a subscribed owner alone elsewhere, on top-level pages and under another account', () => {
    const subscribed = owner({ hasSubscription: true });
    expect(billingOwnerRedirect('/12/contentplanner', subscribed, '12')).toBeNull();
    expect(billingOwnerRedirect('/12/subjects_services', subscribed, '12')).toBeNull();
    expect(billingOwnerRedirect('/12/dashboard', subscribed, '12')).toBeNull();
    expect(billingOwnerRedirect('/topics', subscribed, '12')).toBeNull();
    expect(billingOwnerRedirect('/13/billing', subscribed, '12')).toBeNull();
    expect(
      billingOwnerRedirect('/12/billing', owner({ hasSubscription: true, impersonating: true }), '12'),
    ).toBeNull();
  });

  it('applies to a subscribed invited owner too (isInvited only skips the payment redirect)', () => {
    expect(billingOwnerRedirect('/12/billing', owner({ hasSubscription: true, isInvited: true }), '12')).toBe(
      '/12/contentplanner',
    );
  });
});

describe('waitsForSubscription', () => {
  it('holds a logged-in billing owner while the subscription loads', () => {
    expect(waitsForSubscription(true, owner({ hasSubscription: null }), true)).toBe(true);
  });

  it('never holds anyone else, nor once the subscription is known or the load ended', () => {
    expect(waitsForSubscription(true, owner({ roleType: 1, hasSubscription: null }), true)).toBe(false);
    expect(waitsForSubscription(true, owner({ impersonating: true, hasSubscription: null }), true)).toBe(
      false,
    );
    expectEach(waitsForSubscription, [
      [true, owner({ hasSubscription: false }), true, false],
      [true, owner({ hasSubscription: null }), false, false],
      [false, owner({ hasSubscription: null }), true, false],
      [true, null, true, false],
    ]);
  });
});

describe('holdsRedirect', () => {
  it("holds a billing owner's redirect while the subscription is read again, even on the previous answer", () => {
    // Right after a payment the previous answer still says "no subscription": the redirect to /payment waits.
    expect(holdsRedirect(true, owner({ hasSubscription: false }), true)).toBe(true);
    expect(holdsRedirect(true, owner({ hasSubscription: true }), true)).toBe(true);
  });

  it('holds nothing once read, for anyone else, or while impersonating', () => {
    expectEach(holdsRedirect, [
      [true, owner({ hasSubscription: false }), false, false],
      [true, owner({ roleType: 1, hasSubscription: false }), true, false],
      [true, owner({ impersonating: true, hasSubscription: false }), true, false],
      [false, owner({ hasSubscription: false }), true, false],
      [true, null, true, false],
    ]);
  });
});
