/**
 * What each account_role may do on its account (issue 12), one table for the server and the views.
 *
 * The spec names only role 3 (spec 6: no Dashboard or My library); the product's choice is that role 3 is a
 * read-only member: it sees the account's posts, calendar, schedule, social links and subscription state, and
 * chats with the team, but changes nothing (no posts, approval, social networks, settings, team, plan, card, payments
 * or billing details). Roles 1 (owner) and 2 (member) may do everything; the spec shows no difference between them.
 * Any other role value, or no role, may do nothing on the account (least privilege); calls about the user alone
 * (profile, password, notifications) do not depend on the role.
 *
 * The server refuses a call whose permission the role lacks (src/server/permissions.ts); the views hide what the
 * role cannot do by asking `can`, never by comparing role numbers themselves.
 */
import { RESTRICTED_ACCOUNT_ROLE } from './routes.ts';

export const PERMISSIONS = [
  /** Read the account: posts, calendar, schedule, social link status, subscription and paywall state. */
  'account.view',
  /** Create, edit, reschedule and delete posts. */
  'posts.write',
  /** Approve posts (one or in bulk). */
  'posts.approve',
  /** Connect, disconnect and refresh social networks, choose the default one. */
  'socials.manage',
  /** Change the account's settings: posting schedule, post info, brand colour. */
  'account.settings',
  /** See and change the plan: plans, checkout, subscription management. */
  'plan.manage',
  /** See and change the card. */
  'card.manage',
  /** See the payments. */
  'payments.read',
  /** See and change the billing details (name, e-mail, address on the invoices). */
  'billing.manage',
  /** Chat with the account's members. */
  'chat.use',
  /** Invite members, change their roles and remove them (the team, /users). */
  'members.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const OWNER_ROLE = 1;
export const MEMBER_ROLE = 2;
/** The read-only member (spec 6's role 3). */
export const READ_ONLY_ROLE = RESTRICTED_ACCOUNT_ROLE;

/** The permissions of every known account_role. */
export const ROLE_PERMISSIONS: Readonly<Record<number, readonly Permission[]>> = {
  [OWNER_ROLE]: PERMISSIONS,
  [MEMBER_ROLE]: PERMISSIONS,
  [READ_ONLY_ROLE]: ['account.view', 'chat.use'],
};

/** The permissions of `role`: none for an unknown role or no role. */
export function permissionsOf(role: number | null | undefined): readonly Permission[] {
  if (role === null || role === undefined) return [];
  return Object.hasOwn(ROLE_PERMISSIONS, role) ? ROLE_PERMISSIONS[role]! : [];
}

/** Whether `role` may do what `permission` names on its account. */
export function can(role: number | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** What the billing page is about: a role with none of these sees the read-only notice there. */
export const BILLING_PERMISSIONS: readonly Permission[] = [
  'plan.manage',
  'card.manage',
  'payments.read',
  'billing.manage',
];

/**
 * Whether a page about `permissions` shows its read-only notice instead: there is a current account and its role
 * holds none of them. With no current account there is nothing to refuse (the server acts on no account either).
 */
export function readOnlyOn(
  session: { readonly accountId: string | number | null; readonly accountRole: number | null },
  permissions: readonly Permission[],
): boolean {
  return (
    session.accountId !== null && !permissions.some((permission) => can(session.accountRole, permission))
  );
}

/** What the views say where the role hides something (the server's refusal is in src/server/http.ts). */
export const permissionMessages = {
  /** The billing and plan pages, for a role without billing rights. */
  billingReadOnly:
    'Billing is managed by the account owner. Your role on this account is read-only, so the plan, card and payments are not shown.',
  /** Under the content planner's head, for a role that cannot write or approve. */
  plannerReadOnly:
    'You have read-only access to this account: you can see its posts, but not create, edit or approve them.',
  /** The social networks page, for a role that cannot connect or disconnect. */
  socialsReadOnly:
    'You have read-only access to this account: only its owner or members can connect or disconnect social networks.',
  /** The posting schedule page, for a role that cannot change settings. */
  scheduleReadOnly: 'You have read-only access to this account: the posting schedule cannot be changed.',
  /** The paywall, where updating the card or reactivating is for someone else. */
  paywallReadOnly: 'Please ask the account owner to update the card or reactivate the subscription.',
} as const;
