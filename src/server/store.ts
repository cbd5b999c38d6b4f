/** Reads of users and accounts shaped as the contract's `authUser` and `account`. */
import type { Account } from '../contract/accounts.ts';
import type { Plan } from '../contract/billing.ts';
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
  telephone: string | null;
  country: string | null;
  region: string | null;
  zip_code: string | null;
}

/**
 * The auth user of spec 3, with account id and roles taken from the landing account.
 * `impersonatorUserId`: the staff member behind an impersonation session; their first name fills
 * `impersonator` (null first name: the banner says 'Admin').
 */
export async function authUserOf(
  db: Queryable,
  userId: number,
  impersonatorUserId: number | null = null,
): Promise<AuthUser | null> {
  const rows = await db.query<UserRow>(
    `select id, email, first_name, last_name, company, profile_pic, avatar, partner_id, is_staff,
            telephone, country, region, zip_code
     from users where id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  const landing = (await accountsOf(db, userId)).find((account) => account.checked) ?? null;
  let impersonator: AuthUser['impersonator'] = null;
  if (impersonatorUserId !== null) {
    const staff = await db.query<{ first_name: string }>('select first_name from users where id = $1', [
      impersonatorUserId,
    ]);
    const firstName = staff[0]?.first_name.trim() ?? '';
    impersonator = { first_name: firstName === '' ? null : firstName };
  }
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
    telephone: user.telephone,
    country: user.country,
    region: user.region,
    zip_code: user.zip_code,
    impersonator,
  };
}

export interface PlanRow {
  id: number;
  pricing_id: number;
  title: string;
  description: string;
  group_code: string | null;
  url: string | null;
  s3_image_url: string | null;
  price_cents: number;
  original_price_cents: number | null;
  symbol: string;
  currency_code: string;
  bill_code: string;
  billing_period: number;
  trial_period: number;
  savage: number;
  display_name: number | null;
  features_list: unknown;
  max_acc: number | null;
  max_weekly_post: number | null;
  schedule_time: number | null;
  paddle_price_id: string | null;
  sandbox_price_id: string | null;
  coupon_title: string | null;
  legacy: boolean;
}

/** Columns of `plans` for planOf (prefix them with an alias when joining). */
export const PLAN_COLUMNS = `id, pricing_id, title, description, group_code, url, s3_image_url, price_cents,
  original_price_cents, symbol, currency_code, bill_code, billing_period, trial_period, savage, display_name,
  features_list, max_acc, max_weekly_post, schedule_time, paddle_price_id, sandbox_price_id, coupon_title, legacy`;

const units = (cents: number) => Math.round(cents) / 100;

/** What planOf fills per caller: the checkout price id and the account's subscription. */
export interface PlanContext {
  /** Use sandbox price ids (roleType 11, or the local checkout sandbox). */
  sandbox: boolean;
  /** The account's subscription: filled on its plan only. */
  subscription: { plan_id: number; sub_id: string; business_id: string | null } | null;
}

const NO_PLAN_CONTEXT: PlanContext = { sandbox: false, subscription: null };

/**
 * A plan as spec 3 names its fields (`planSchema` of src/contract/billing.ts). Prices are in currency
 * units (29.9), `featuresList` is JSON text of a list of strings, `schedule_time` is also sent as
 * `sheduled_time` (both spellings appear in spec 3).
 */
export function planOf(row: PlanRow, context: PlanContext = NO_PLAN_CONTEXT): Plan {
  const features = Array.isArray(row.features_list)
    ? row.features_list.filter((item): item is string => typeof item === 'string')
    : [];
  const current = context.subscription?.plan_id === row.id ? context.subscription : null;
  return {
    id: row.id,
    pricing_id: row.pricing_id,
    title: row.title,
    description: row.description,
    group_code: row.group_code,
    url: row.url,
    s3ImageUrl: row.s3_image_url,
    price: units(row.price_cents),
    originalPrice: row.original_price_cents === null ? null : units(row.original_price_cents),
    symbol: row.symbol,
    currencyCode: row.currency_code,
    billCode: row.bill_code === 'yearly' ? 'yearly' : 'mo',
    billingPeriod: row.billing_period === 6 ? 6 : 3,
    trialPeriod: row.trial_period,
    savage: row.savage,
    displayName: row.display_name,
    featuresList: JSON.stringify(features),
    couponApplied: row.coupon_title === null ? 0 : 1,
    coupon: row.coupon_title === null ? null : { ctitle: row.coupon_title },
    max_acc: row.max_acc,
    max_weekly_post: row.max_weekly_post,
    schedule_time: row.schedule_time,
    sheduled_time: row.schedule_time,
    paddlePriceId: row.paddle_price_id,
    sandboxPriceId: row.sandbox_price_id,
    priceId: context.sandbox ? row.sandbox_price_id : row.paddle_price_id,
    sub_id: current?.sub_id ?? null,
    business_id: current?.business_id ?? null,
  };
}

export interface TimezoneRow {
  id: number;
  timezone: string;
  zonename: string;
  country: string;
  offset: string;
  pin: string | null;
}

export const TIMEZONE_COLUMNS = 'id, timezone, zonename, country, "offset", pin';

/** The zone used when an account has none. */
export const DEFAULT_TIMEZONE = 'UTC';

/** The url of the first step of an onboarding flow (JSON text like '[{"url":"/subjects_services"}]'), or null. */
export function firstFlowUrl(flow: string | null): string | null {
  if (flow === null) return null;
  try {
    const steps: unknown = JSON.parse(flow);
    const first: unknown = Array.isArray(steps) ? steps[0] : null;
    if (first && typeof first === 'object' && 'url' in first && typeof first.url === 'string') {
      return first.url.startsWith('/') ? first.url : null;
    }
  } catch {
    return null;
  }
  return null;
}
