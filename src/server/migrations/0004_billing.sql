-- Billing and plans (spec 3, 4.4, 6, 7.3, 9): the missing plan fields and more plans, subscriptions,
-- payments, saved cards (last four digits, expiry, name: never the full number or CVC), billing info,
-- account settings (postInfo), processed Paddle webhook events and local sandbox checkout transactions.

-- Plan fields of spec 3 that 0003 lacked. coupon_title: the coupon shown on the plan (coupon.ctitle,
-- couponApplied 1). legacy: offered only to users created on or before the cutoff 2023-12-27 (spec 6,
-- 9), except plan 15, which newer users may also see.
alter table plans
  add column coupon_title text,
  add column legacy boolean not null default false;

update plans set legacy = true where id = 15;
update plans set coupon_title = 'GROW20: 20% off the first 3 months' where id = 13;

insert into plans (id, pricing_id, title, description, group_code, price_cents, original_price_cents, bill_code,
                   billing_period, trial_period, savage, display_name, features_list, max_acc, max_weekly_post,
                   schedule_time, paddle_price_id, sandbox_price_id, sort_order, legacy) values
  (9, 9, 'Classic', 'Our original plan, kept for early customers.', 'classic', 1900, null, 'mo', 3, 14, 0, null,
   '["1 account", "5 posts a week", "Content Planner"]', 1, 5, 2, 'pri_01classic_mo', 'pri_sbx_classic_mo', 9, true),
  (10, 10, 'Duo', 'Two brands billed together; the price is per 2 billing units.', 'duo', 9800, 11800, 'mo', 3, 14, 0, null,
   '["2 accounts", "14 posts a week per account", "Approvals"]', 2, 14, 5, 'pri_01duo_mo', 'pri_sbx_duo_mo', 10, false),
  (17, 17, 'Pro', 'For agencies and networks.', 'pro', 149000, 178800, 'yearly', 6, 14, 17, null,
   '["10 accounts", "Unlimited posts", "Partner networking", "Priority support"]', 10, 100, 10, 'pri_01pro_yr', 'pri_sbx_pro_yr', 11, false),
  (18, 18, 'Boost 10X', 'Done-for-you content at ten times the pace.', 'Boost 10X', 499000, 598800, 'yearly', 6, 0, 17, null,
   '["Everything in Pro", "Dedicated content team"]', 10, 100, 10, 'pri_01boost_yr', 'pri_sbx_boost_yr', 12, false);

insert into onboarding_type_plans (onboarding_type_id, plan_id) values (6, 10), (6, 17), (2, 17);

-- sub_id: Paddle's subscription id (sub_...), or a local one in sandbox mode. One subscription per
-- account. end_at: when a canceled subscription's access ends. trial_end_at: end of the free trial.
create table subscriptions (
  id integer generated always as identity primary key,
  sub_id text not null unique,
  account_id integer not null unique references accounts (id) on delete cascade,
  plan_id integer not null references plans (id),
  status text not null check (status in ('active', 'past_due', 'canceled')),
  customer_id text,
  business_id text,
  end_at timestamptz,
  trial_end_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- Payments of the billing page. transaction_id (txn_...) is unique: recording it twice is a no-op.
create table payments (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  plan_id integer references plans (id),
  transaction_id text unique,
  status text not null check (status in ('success', 'failed')),
  amount_cents integer not null check (amount_cents >= 0),
  symbol text not null default '$',
  currency_code text not null default 'USD',
  created_at timestamptz not null
);
create index payments_account_idx on payments (account_id, created_at desc);

-- The saved card of an account: last four digits, expiry and name only.
create table cards (
  account_id integer primary key references accounts (id) on delete cascade,
  last4 text check (last4 ~ '^\d{4}$'),
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null check (exp_year between 2000 and 2100),
  name text not null default '',
  updated_at timestamptz not null
);

-- Billing info (spec 3), one row per account.
create table billing_info (
  account_id integer primary key references accounts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  email text not null,
  telephone text not null default '',
  zip_code text not null default '',
  country text not null default '',
  address text not null default '',
  updated_at timestamptz not null
);

-- POST /auth/addOrUpdateSetting {postInfo}: stored as JSON text (brandColor goes to accounts.brand_color).
alter table accounts add column post_info text;

-- Paddle webhook events already applied (a replay changes nothing).
create table paddle_events (
  event_id text primary key,
  event_type text not null,
  received_at timestamptz not null
);

-- Local checkout sandbox (no PADDLE_CLIENT_TOKEN): what POST /sandbox/checkout/complete recorded.
create table sandbox_transactions (
  transaction_id text primary key,
  customer_id text not null,
  business_id text not null,
  price_id text not null,
  plan_id integer not null references plans (id),
  email text not null,
  account_id integer references accounts (id) on delete cascade,
  exp_month smallint not null,
  exp_year smallint not null,
  last4 text not null,
  created_at timestamptz not null
);
