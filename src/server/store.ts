/** Reads of users and accounts shaped as the contract's `authUser` and `account`. */
import type { Account } from '../contract/accounts.ts';
import type { AuthUser } from '../contract/session.ts';
import type { Queryable } from './db.ts';

interface MembershipRow {
  id: number;
  account_name: string;
  logo: string | null;
  account_role: number;
  role_type: number;
  landing_url: string;
  is_landing: boolean;
  onboarding_type_id: number | null;
  is_invited: number;
  no_id: number;
}

const zeroOrOne = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * The user's accounts, oldest first. `checked` marks the landing account; when none is marked,
 * the first account stands in for it (the same one /me reports).
 */
export async function accountsOf(db: Queryable, userId: number): Promise<Account[]> {
  const rows = await db.query<MembershipRow>(
    `select a.id, a.account_name, a.logo, m.account_role, m.role_type, m.landing_url, m.is_landing,
            m.onboarding_type_id, m.is_invited, m.no_id
     from account_memberships m join accounts a on a.id = m.account_id
     where m.user_id = $1
     order by a.id`,
    [userId],
  );
  const landingId = (rows.find((row) => row.is_landing) ?? rows[0])?.id ?? null;
  return rows.map((row) => ({
    id: row.id,
    accountId: row.id,
    accountName: row.account_name,
    logo: row.logo,
    account_role: row.account_role,
    roleType: row.role_type,
    landing_url: row.landing_url,
    checked: row.id === landingId,
    Onboarding_type_id: row.onboarding_type_id,
    isInvited: zeroOrOne(row.is_invited),
    noId: zeroOrOne(row.no_id),
  }));
}

/** One of the user's accounts, or null when the user is not a member. */
export async function accountOf(db: Queryable, userId: number, accountId: number): Promise<Account | null> {
  const accounts = await accountsOf(db, userId);
  return accounts.find((account) => account.id === accountId) ?? null;
}

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company: string | null;
  profile_pic: string | null;
  avatar: string | null;
  partner_id: number;
  is_staff: boolean;
}

/** The auth user of spec 3, with account id and roles taken from the landing account. */
export async function authUserOf(db: Queryable, userId: number): Promise<AuthUser | null> {
  const rows = await db.query<UserRow>(
    `select id, email, first_name, last_name, company, profile_pic, avatar, partner_id, is_staff
     from users where id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  const landing = (await accountsOf(db, userId)).find((account) => account.checked) ?? null;
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    name: { first_name: user.first_name, last_name: user.last_name },
    company: user.company,
    profilePic: user.profile_pic,
    avatar: user.avatar,
    accountId: landing?.id ?? null,
    account_role: landing?.account_role ?? null,
    roleType: landing?.roleType ?? null,
    partnerId: user.partner_id,
    isStaff: user.is_staff,
    impersonator: null,
  };
}
