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
];

export const DAY_MS = 24 * 60 * 60 * 1000;

const member = (
  account: string,
  accountRole: number,
  landingUrl: string,
  landing = false,
): DemoMembership => ({ account, accountRole, roleType: 1, landing, landingUrl });

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'owner@demo.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    company: 'Acme Bakery',
    isStaff: false,
    memberships: [
      member('Acme Bakery', 1, '/contentplanner', true),
      member('Northwind Studio', 1, '/dashboard'),
    ],
  },
  {
    email: 'many@demo.test',
    firstName: 'Max',
    lastName: 'Many',
    company: 'Harbor Lights Cafe',
    isStaff: false,
    memberships: [
      member('Acme Bakery', 2, '/contentplanner', true),
      member('Northwind Studio', 2, '/dashboard'),
      member('Harbor Lights Cafe', 1, '/contentplanner'),
      member('Summit Fitness', 1, '/contentplanner'),
      member('Bluebell Florists', 1, '/contentplanner'),
    ],
  },
  {
    email: 'viewer@demo.test',
    firstName: 'Vera',
    lastName: 'Viewer',
    company: 'Acme Bakery',
    isStaff: false,
    memberships: [member('Acme Bakery', 3, '/contentplanner', true)],
  },
  {
    email: 'staff@demo.test',
    firstName: 'Sam',
    lastName: 'Staff',
    company: null,
    isStaff: true,
    memberships: [],
  },
  {
    email: 'cardfail@demo.test',
    firstName: 'Carl',
    lastName: 'Cardfail',
    company: 'Cardfail Co',
    isStaff: false,
    memberships: [member('Cardfail Co', 1, '/contentplanner', true)],
  },
  {
    email: 'cardfix@demo.test',
    firstName: 'Cleo',
    lastName: 'Cardfix',
    company: 'Cardfix Co',
    isStaff: false,
    memberships: [member('Cardfix Co', 1, '/contentplanner', true)],
  },
  {
    email: 'cancelled@demo.test',
    firstName: 'Cora',
    lastName: 'Cancelled',
    company: 'Cancelled Crafts',
    isStaff: false,
    memberships: [member('Cancelled Crafts', 1, '/contentplanner', true)],
  },
  {
    email: 'newowner@demo.test',
    firstName: 'Nina',
    lastName: 'Newowner',
    company: 'Newowner Ventures',
    isStaff: false,
    memberships: [{ ...member('Newowner Ventures', 1, '/subjects_services', true), roleType: 5 }],
  },
  {
    email: 'newbuyer@demo.test',
    firstName: 'Ned',
    lastName: 'Newbuyer',
    company: 'Newbuyer Goods',
    isStaff: false,
    memberships: [{ ...member('Newbuyer Goods', 1, '/subjects_services', true), roleType: 5 }],
  },
  {
    email: 'sandbox@demo.test',
    firstName: 'Sid',
    lastName: 'Sandbox',
    company: 'Sandbox Labs',
    isStaff: false,
    memberships: [{ ...member('Sandbox Labs', 1, '/contentplanner', true), roleType: 11 }],
  },
  // Appended so the ids of the existing demo users stay the same.
  {
    email: 'reactivate@demo.test',
    firstName: 'Remy',
    lastName: 'Reactivate',
    company: 'Reactivate Rentals',
    isStaff: false,
    memberships: [member('Reactivate Rentals', 1, '/contentplanner', true)],
  },
  {
    email: 'chatstart@demo.test',
    firstName: 'Chloe',
    lastName: 'Chatstart',
    company: 'Chat Corner',
    isStaff: false,
    memberships: [member('Chat Corner', 1, '/contentplanner', true)],
  },
  {
    email: 'chatreply@demo.test',
    firstName: 'Rory',
    lastName: 'Chatreply',
    company: 'Chat Corner',
    isStaff: false,
    memberships: [member('Chat Corner', 2, '/contentplanner', true)],
  },
  {
    email: 'networker@demo.test',
    firstName: 'Nora',
    lastName: 'Networker',
    company: 'Network Nook',
    isStaff: false,
    memberships: [member('Network Nook', 1, '/contentplanner', true)],
  },
  {
    email: 'partner@demo.test',
    firstName: 'Paula',
    lastName: 'Partner',
    company: 'Network Nook',
    isStaff: false,
    memberships: [member('Network Nook', 2, '/contentplanner', true)],
    partnerId: 4242,
  },
  {
    // A product owner reviewing the statecharts: staff, so /statecharts opens, and in two accounts, so the
    // account-switch chart can be watched live while switching in another tab.
    email: 'reviewer@demo.test',
    firstName: 'Rita',
    lastName: 'Reviewer',
    company: 'Review Room',
    isStaff: true,
    memberships: [
      member('Review Room', 1, '/contentplanner', true),
      member('Preview Lab', 1, '/contentplanner'),
    ],
  },
];

/** Arbitrary constant naming the seed lock (several instances may start at once on PostgreSQL). */
