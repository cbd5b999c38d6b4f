-- Account creation and its reference data (spec 3, 5, 6, 7.2, 9): onboarding (account) types, plans,
-- which plans each type offers, timezones, countries and states; accounts get their timezone,
-- brand colour and chosen plan. Reference rows carry fixed ids: the spec and the SPA name some of
-- them (onboarding type 6 is the default, type 2 saves a brand colour, plans 7 LAUNCH and 28 ONE_DOLLAR).

-- Onboarding type (spec 3): onboarding_flow is JSON text whose first item has the url account
-- creation lands on; null means the type cannot be chosen yet ('Please select an account type').
create table onboarding_types (
  id integer primary key,
  name text not null,
  onboarding_flow text,
  -- The brand colour GET /getDefaultBrandColor answers; saved on the account for type 2 (spec 6).
  default_brand_color text not null default '#1F6FEB' check (default_brand_color ~ '^#[0-9A-F]{6}$'),
  is_default boolean not null default false,
  sort_order integer not null default 0
);
create unique index onboarding_types_one_default on onboarding_types (is_default) where is_default;

-- Plan / product of spec 3. Money is kept in cents (int4: both engines answer JS numbers); the API
-- answers price and originalPrice in currency units. billing_period: 3 monthly, 6 yearly (spec 9).
-- display_name 1 marks the one-dollar trial. The billing issue extends this table.
create table plans (
  id integer primary key,
  pricing_id integer not null unique,
  title text not null,
  description text not null default '',
  group_code text,
  url text,
  s3_image_url text,
  price_cents integer not null check (price_cents >= 0),
  original_price_cents integer check (original_price_cents >= 0),
  symbol text not null default '$',
  currency_code text not null default 'USD',
  bill_code text not null check (bill_code in ('mo', 'yearly')),
  billing_period smallint not null check (billing_period in (3, 6)),
  trial_period integer not null default 0,
  savage integer not null default 0,
  display_name smallint,
  features_list jsonb not null default '[]',
  max_acc integer,
  max_weekly_post integer,
  schedule_time integer,
  paddle_price_id text,
  sandbox_price_id text,
  sort_order integer not null default 0
);

-- The plans each onboarding type shows (POST /auth/getOnboardingPlans {Obid}). Account creation only
-- accepts those with a price above 1 and a paddle price id (spec 5).
create table onboarding_type_plans (
  onboarding_type_id integer not null references onboarding_types (id) on delete cascade,
  plan_id integer not null references plans (id) on delete cascade,
  primary key (onboarding_type_id, plan_id)
);

-- Timezone of spec 3: timezone is the IANA name, zonename what a person reads, offset the standard
-- (non-summer) UTC offset, pin the map pin of the timezone picker as 'latitude,longitude'.
create table timezones (
  id integer primary key,
  timezone text not null unique,
  zonename text not null,
  country text not null,
  "offset" text not null check ("offset" ~ '^[+-]\d{2}:\d{2}$'),
  pin text
);

-- Country of spec 3: sortname is the ISO 3166-1 alpha-2 code.
create table countries (
  sortname text primary key check (sortname ~ '^[A-Z]{2}$'),
  name text not null unique
);

create table states (
  id integer generated always as identity primary key,
  country text not null references countries (sortname) on delete cascade,
  name text not null,
  unique (country, name)
);

alter table accounts
  add column timezone text references timezones (timezone),
  -- What the timezone map picker sent (maptimezone), kept as it came.
  add column map_timezone text,
  add column brand_color text,
  -- The plan chosen at account creation (not a subscription: that comes with payment).
  add column plan_id integer references plans (id),
  add column created_by_user_id integer references users (id) on delete set null;

insert into onboarding_types (id, name, onboarding_flow, default_brand_color, is_default, sort_order) values
  (1, 'Personal brand', '[{"url":"/subjects_services"},{"url":"/topics"},{"url":"/categories"}]', '#7C3AED', false, 3),
  (2, 'Partner network member', '[{"url":"/goals_objectives"},{"url":"/subjects_services"},{"url":"/topics"}]', '#0F766E', false, 2),
  (3, 'Franchise (coming soon)', null, '#1F6FEB', false, 4),
  (6, 'Business', '[{"url":"/subjects_services"},{"url":"/topics"},{"url":"/categories"},{"url":"/chaptername"}]', '#1F6FEB', true, 1);

insert into plans (id, pricing_id, title, description, group_code, price_cents, original_price_cents, bill_code,
                   billing_period, trial_period, savage, display_name, features_list, max_acc, max_weekly_post,
                   schedule_time, paddle_price_id, sandbox_price_id, sort_order) values
  (7, 7, 'Launch', 'Try the planner with one account.', 'launch', 0, null, 'mo', 3, 14, 0, null,
   '["1 account", "3 posts a week", "Content Planner"]', 1, 3, 1, null, null, 1),
  (28, 28, 'One Dollar Trial', '30 days of full access for $1.', 'trial', 100, null, 'mo', 3, 30, 0, 1,
   '["Full access for 30 days", "All social networks", "Cancel any time"]', 1, 7, 3, 'pri_01one_dollar', 'pri_sbx_one_dollar', 2),
  (11, 11, 'Starter', 'For a single brand getting started.', 'starter', 2900, 3900, 'mo', 3, 14, 0, null,
   '["1 account", "7 posts a week", "Content Planner", "Analytics"]', 1, 7, 3, 'pri_01starter_mo', 'pri_sbx_starter_mo', 3),
  (12, 12, 'Starter', 'For a single brand getting started.', 'starter', 29000, 34800, 'yearly', 6, 14, 17, null,
   '["1 account", "7 posts a week", "Content Planner", "Analytics"]', 1, 7, 3, 'pri_01starter_yr', 'pri_sbx_starter_yr', 4),
  (13, 13, 'Growth', 'For growing teams with several brands.', 'growth', 7900, 9900, 'mo', 3, 14, 0, null,
   '["3 accounts", "14 posts a week", "Approvals", "ROI dashboard"]', 3, 14, 5, 'pri_01growth_mo', 'pri_sbx_growth_mo', 5),
  (14, 14, 'Growth', 'For growing teams with several brands.', 'growth', 79000, 94800, 'yearly', 6, 14, 17, null,
   '["3 accounts", "14 posts a week", "Approvals", "ROI dashboard"]', 3, 14, 5, 'pri_01growth_yr', 'pri_sbx_growth_yr', 6),
  (15, 15, 'Pro', 'For agencies and networks.', 'pro', 14900, null, 'mo', 3, 14, 0, null,
   '["10 accounts", "Unlimited posts", "Partner networking", "Priority support"]', 10, 100, 10, 'pri_01pro_mo', 'pri_sbx_pro_mo', 7),
  (16, 16, 'Boost 10X', 'Done-for-you content at ten times the pace.', 'Boost 10X', 49900, null, 'mo', 3, 0, 0, null,
   '["Everything in Pro", "Dedicated content team"]', 10, 100, 10, 'pri_01boost_mo', 'pri_sbx_boost_mo', 8);

insert into onboarding_type_plans (onboarding_type_id, plan_id) values
  (6, 7), (6, 28), (6, 11), (6, 12), (6, 13), (6, 14), (6, 15), (6, 16),
  (1, 7), (1, 28), (1, 11), (1, 12), (1, 13), (1, 14),
  (2, 28), (2, 13), (2, 14), (2, 15);

insert into timezones (id, timezone, zonename, country, "offset", pin) values
  (1, 'UTC', '(GMT+00:00) Coordinated Universal Time', '', '+00:00', null),
  (2, 'America/Los_Angeles', '(GMT-08:00) Pacific Time (US & Canada)', 'US', '-08:00', '34.05,-118.24'),
  (3, 'America/Denver', '(GMT-07:00) Mountain Time (US & Canada)', 'US', '-07:00', '39.74,-104.99'),
  (4, 'America/Chicago', '(GMT-06:00) Central Time (US & Canada)', 'US', '-06:00', '41.88,-87.63'),
  (5, 'America/New_York', '(GMT-05:00) Eastern Time (US & Canada)', 'US', '-05:00', '40.71,-74.01'),
  (6, 'America/Sao_Paulo', '(GMT-03:00) Brasilia', 'BR', '-03:00', '-23.55,-46.63'),
  (7, 'Europe/London', '(GMT+00:00) London', 'GB', '+00:00', '51.51,-0.13'),
  (8, 'Europe/Berlin', '(GMT+01:00) Berlin', 'DE', '+01:00', '52.52,13.40'),
  (9, 'Europe/Paris', '(GMT+01:00) Paris', 'FR', '+01:00', '48.86,2.35'),
  (10, 'Africa/Johannesburg', '(GMT+02:00) Johannesburg', 'ZA', '+02:00', '-26.20,28.05'),
  (11, 'Asia/Dubai', '(GMT+04:00) Abu Dhabi, Dubai', 'AE', '+04:00', '25.20,55.27'),
  (12, 'Asia/Kolkata', '(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi', 'IN', '+05:30', '22.57,88.36'),
  (13, 'Asia/Singapore', '(GMT+08:00) Singapore', 'SG', '+08:00', '1.35,103.82'),
  (14, 'Asia/Tokyo', '(GMT+09:00) Tokyo', 'JP', '+09:00', '35.68,139.69'),
  (15, 'Australia/Sydney', '(GMT+10:00) Sydney', 'AU', '+10:00', '-33.87,151.21');

insert into countries (sortname, name) values
  ('AE', 'United Arab Emirates'), ('AU', 'Australia'), ('BR', 'Brazil'), ('CA', 'Canada'),
  ('DE', 'Germany'), ('ES', 'Spain'), ('FR', 'France'), ('GB', 'United Kingdom'), ('IE', 'Ireland'),
  ('IN', 'India'), ('IT', 'Italy'), ('JP', 'Japan'), ('MX', 'Mexico'), ('NL', 'Netherlands'),
  ('SG', 'Singapore'), ('US', 'United States'), ('ZA', 'South Africa');

insert into states (country, name) values
  ('US', 'California'), ('US', 'New York'), ('US', 'Texas'), ('US', 'Florida'), ('US', 'Illinois'),
  ('CA', 'Ontario'), ('CA', 'Quebec'), ('CA', 'British Columbia'), ('CA', 'Alberta'),
  ('IN', 'Maharashtra'), ('IN', 'Karnataka'), ('IN', 'Tamil Nadu'), ('IN', 'Delhi');
