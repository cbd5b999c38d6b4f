/**
 * The demo data seed.ts creates: accounts and their time zones, subscriptions, users and their memberships. Rows are
 * numbered by position (ids, sub_, ctm_, txn_ ids), so new entries are appended, never inserted.
 */

export interface DemoMembership {
  account: string;
  accountRole: number;
  roleType: number;
  landing: boolean;
  landingUrl: string;
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  isStaff: boolean;
  memberships: DemoMembership[];
  /** users.partner_id (default 0: not yet on the partner network). */
  partnerId?: number;
  /** A login made with this sandbox network's profile of the same e-mail: no password (issue 16). */
  socialOnly?: 'linkedin';
}

/** Demo accounts and their timezone (IANA names of the timezones table). */
export const DEMO_ACCOUNTS: readonly { name: string; timezone: string }[] = [
  { name: 'Acme Bakery', timezone: 'Europe/London' },
  { name: 'Northwind Studio', timezone: 'America/New_York' },
  { name: 'Harbor Lights Cafe', timezone: 'America/Los_Angeles' },
  { name: 'Summit Fitness', timezone: 'Europe/Berlin' },
  { name: 'Bluebell Florists', timezone: 'Australia/Sydney' },
  { name: 'Cardfail Co', timezone: 'Europe/London' },
  { name: 'Cardfix Co', timezone: 'Europe/London' },
  { name: 'Cancelled Crafts', timezone: 'Europe/Paris' },
  { name: 'Newowner Ventures', timezone: 'America/Chicago' },
  { name: 'Newbuyer Goods', timezone: 'America/Chicago' },
  { name: 'Sandbox Labs', timezone: 'UTC' },
  // Appended (not next to Cancelled Crafts) so the ids of existing demo rows stay the same.
  { name: 'Reactivate Rentals', timezone: 'Europe/London' },
  { name: 'Chat Corner', timezone: 'Europe/London' },
  { name: 'Network Nook', timezone: 'Europe/London' },
  { name: 'Review Room', timezone: 'Europe/London' },
  { name: 'Preview Lab', timezone: 'Europe/London' },
  { name: 'Starter Studio', timezone: 'Europe/London' },
  { name: 'Setupbuyer Supplies', timezone: 'Europe/London' },
  { name: 'Social Studio', timezone: 'Europe/London' },
  { name: 'Idle Inn', timezone: 'Europe/London' },
];

/**
 * Demo subscriptions (created once per account, never overwritten). `trialEndsInDays` sets an active
 * trial's end (Northwind's ends in 2 days: paywall code 3); `endsInDays` a canceled one's end.
 */
export interface DemoSubscription {
  account: string;
  planId: number;
  status: 'active' | 'past_due' | 'canceled';
  trialEndsInDays?: number;
  endsInDays?: number;
}

export const DEMO_SUBSCRIPTIONS: readonly DemoSubscription[] = [
  { account: 'Acme Bakery', planId: 13, status: 'active' },
  { account: 'Northwind Studio', planId: 11, status: 'active', trialEndsInDays: 2 },
  { account: 'Harbor Lights Cafe', planId: 14, status: 'active' },
  { account: 'Summit Fitness', planId: 12, status: 'active' },
  { account: 'Bluebell Florists', planId: 17, status: 'active' },
  { account: 'Cardfail Co', planId: 11, status: 'past_due' },
  { account: 'Cardfix Co', planId: 11, status: 'past_due' },
  { account: 'Cancelled Crafts', planId: 13, status: 'canceled', endsInDays: 20 },
  { account: 'Sandbox Labs', planId: 11, status: 'active' },
  // Appended: the sub, customer and transaction ids are numbered by position and must not move.
  { account: 'Reactivate Rentals', planId: 13, status: 'canceled', endsInDays: 20 },
  { account: 'Chat Corner', planId: 13, status: 'active' },
  { account: 'Network Nook', planId: 13, status: 'active' },
  { account: 'Review Room', planId: 13, status: 'active' },
  { account: 'Preview Lab', planId: 13, status: 'active' },
  { account: 'Starter Studio', planId: 11, status: 'active' },
  { account: 'Social Studio', planId: 11, status: 'active' },
  { account: 'Idle Inn', planId: 11, status: 'active' },
];

export const DAY_MS = 24 * 60 * 60 * 1000;

const member = (
  account: string,
  accountRole: number,
  landingUrl: string,
  landing = false,
): DemoMembership => ({ account, accountRole, roleType: 1, landing, landingUrl });
/** The membership a user lands in after login (role 1 and the content planner unless told). */
const landsOn = (account: string, accountRole = 1, landingUrl = '/contentplanner') =>
  member(account, accountRole, landingUrl, true);

/** A demo user, not staff unless `more` says so; `name` is the first and the last name. */
const demoUser = (
  email: string,
  name: string,
  company: string | null,
  memberships: DemoMembership[],
  more: Partial<DemoUser> = {},
): DemoUser => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { email, firstName, lastName, company, isStaff: false, memberships, ...more };
};

export const DEMO_USERS: readonly DemoUser[] = [
  demoUser('owner@demo.test', 'Olivia Owner', 'Acme Bakery', [
    landsOn('Acme Bakery'),
    member('Northwind Studio', 1, '/dashboard'),
  ]),
  demoUser('many@demo.test', 'Max Many', 'Harbor Lights Cafe', [
    landsOn('Acme Bakery', 2),
    member('Northwind Studio', 2, '/dashboard'),
    member('Harbor Lights Cafe', 1, '/contentplanner'),
    member('Summit Fitness', 1, '/contentplanner'),
    member('Bluebell Florists', 1, '/contentplanner'),
  ]),
  demoUser('viewer@demo.test', 'Vera Viewer', 'Acme Bakery', [landsOn('Acme Bakery', 3)]),
  demoUser('staff@demo.test', 'Sam Staff', null, [], { isStaff: true }),
  demoUser('cardfail@demo.test', 'Carl Cardfail', 'Cardfail Co', [landsOn('Cardfail Co')]),
  demoUser('cardfix@demo.test', 'Cleo Cardfix', 'Cardfix Co', [landsOn('Cardfix Co')]),
  demoUser('cancelled@demo.test', 'Cora Cancelled', 'Cancelled Crafts', [landsOn('Cancelled Crafts')]),
  demoUser('newowner@demo.test', 'Nina Newowner', 'Newowner Ventures', [
    { ...landsOn('Newowner Ventures', 1, '/subjects_services'), roleType: 5 },
  ]),
  demoUser('newbuyer@demo.test', 'Ned Newbuyer', 'Newbuyer Goods', [
    { ...landsOn('Newbuyer Goods', 1, '/subjects_services'), roleType: 5 },
  ]),
  demoUser('sandbox@demo.test', 'Sid Sandbox', 'Sandbox Labs', [
    { ...landsOn('Sandbox Labs'), roleType: 11 },
  ]),
  // Appended so the ids of the existing demo users stay the same.
  demoUser('reactivate@demo.test', 'Remy Reactivate', 'Reactivate Rentals', [landsOn('Reactivate Rentals')]),
  demoUser('chatstart@demo.test', 'Chloe Chatstart', 'Chat Corner', [landsOn('Chat Corner')]),
  demoUser('chatreply@demo.test', 'Rory Chatreply', 'Chat Corner', [landsOn('Chat Corner', 2)]),
  demoUser('networker@demo.test', 'Nora Networker', 'Network Nook', [landsOn('Network Nook')]),
  demoUser('partner@demo.test', 'Paula Partner', 'Network Nook', [landsOn('Network Nook', 2)], {
    partnerId: 4242,
  }),
  // A product owner reviewing the statecharts: staff, so /statecharts opens, and in two accounts, so the
  // account-switch chart can be watched live while switching in another tab.
  demoUser(
    'reviewer@demo.test',
    'Rita Reviewer',
    'Review Room',
    [landsOn('Review Room'), member('Preview Lab', 1, '/contentplanner')],
    { isStaff: true },
  ),
  // A new account whose setup runs (issue 16): it lands on the setup's first step.
  demoUser('starter@demo.test', 'Stella Starter', 'Starter Studio', [
    landsOn('Starter Studio', 1, '/subjects_services'),
  ]),
  // A billing owner (roleType 5) without a subscription whose setup runs: the setup, then the payment.
  demoUser('setupbuyer@demo.test', 'Bea Setupbuyer', 'Setupbuyer Supplies', [
    { ...landsOn('Setupbuyer Supplies', 1, '/subjects_services'), roleType: 5 },
  ]),
  // A login made with a (sandbox) LinkedIn profile, no password: "Continue with LinkedIn" as social@demo.test.
  demoUser('social@demo.test', 'Sofia Social', 'Social Studio', [landsOn('Social Studio')], {
    socialOnly: 'linkedin',
  }),
  // An account no other test writes to: the idle tab's minute (test/e2e/hiddenTab.spec.ts) must see no change.
  demoUser('idle@demo.test', 'Ivy Idle', 'Idle Inn', [landsOn('Idle Inn')]),
  // A member of a cancelled account and of a paying one: the paywall names the blocked account and links the other.
  demoUser('paywalled@demo.test', 'Pia Paywalled', 'Cancelled Crafts', [
    landsOn('Cancelled Crafts', 3),
    member('Bluebell Florists', 2, '/contentplanner'),
  ]),
];

/** Arbitrary constant naming the seed lock (several instances may start at once on PostgreSQL). */
