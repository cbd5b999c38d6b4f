-- Posts of the content planner and their publishing channels (spec 3 "Post", 4.1), the account's social links
-- (spec 3 "Social link"), auto-disconnect records (spec 3, 8), the feed schedule and the planner's settings, plus
-- the state of the connect flow and the sandbox networks' own data. Times are timestamptz in UTC.

-- status: the first msp element's status (spec 4.1). A soft-deleted post keeps its row (deleted_at set).
create table posts (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  description text not null,
  media jsonb not null default '[]'::jsonb,
  -- null: an unscheduled post (never published).
  scheduled_at timestamptz,
  status text not null default 'SCHEDULED'
    check (status in ('SCHEDULED', 'POSTED', 'FAILED', 'PENDING', 'BRANDING', 'INSERTED')),
  approved smallint not null default 0 check (approved in (0, 1)),
  favourite smallint not null default 0 check (favourite in (0, 1)),
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
create index posts_account_scheduled_idx on posts (account_id, scheduled_at) where deleted_at is null;
create index posts_due_idx on posts (scheduled_at)
  where deleted_at is null and status = 'SCHEDULED' and approved = 1;

-- One row per post and network: (post_id, provider_id) is the idempotency key of publishing. A publisher claims
-- a channel by moving it from SCHEDULED to PUBLISHING (one statement), so it is never published twice.
-- next_attempt_at: when a retry after a transient failure may run (null: at once).
create table post_channels (
  id integer generated always as identity primary key,
  post_id integer not null references posts (id) on delete cascade,
  provider_id smallint not null check (provider_id in (1, 2, 3, 4, 6)),
  status text not null default 'SCHEDULED' check (status in ('SCHEDULED', 'PUBLISHING', 'POSTED', 'FAILED')),
  error text,
  external_post_id text,
  posted_at timestamptz,
  attempts smallint not null default 0,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  unique (post_id, provider_id)
);

-- One link per account and network. connected false: permission withdrawn (auto-disconnect). fail_publishing,
-- sandbox_revoked and sandbox_fail_next are the sandbox networks' switches (ignored by real networks).
create table social_links (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  provider_id smallint not null check (provider_id in (1, 2, 3, 4, 6)),
  name text not null,
  external_id text not null,
  access_token text not null,
  refresh_token text,
  expires_at timestamptz,
  connected boolean not null default true,
  is_default boolean not null default false,
  fail_publishing boolean not null default false,
  sandbox_revoked boolean not null default false,
  sandbox_fail_next smallint not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, provider_id)
);
create index social_links_external_idx on social_links (provider_id, external_id);

create table auto_disconnects (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  provider_id smallint not null,
  reason text not null default '',
  created_at timestamptz not null,
  acknowledged_at timestamptz
);
create index auto_disconnects_open_idx on auto_disconnects (account_id) where acknowledged_at is null;

-- POST /updateFeedSchedule: the account's posting days and times.
create table feed_schedules (
  account_id integer primary key references accounts (id) on delete cascade,
  schedule jsonb not null,
  updated_at timestamptz not null
);

-- GET /auth/getSetting: the planner's content settings of an account.
create table post_settings (
  account_id integer primary key references accounts (id) on delete cascade,
  objective text not null default 'Brand awareness',
  language text not null default 'English',
  tone_of_voice text not null default 'Friendly',
  updated_at timestamptz not null
);

-- GET /auth/getDefaultAccount, POST /addOrUpdateDefaultAccount.
create table default_accounts (
  user_id integer primary key references users (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  updated_at timestamptz not null
);

-- The connect flow (POST /sociallink ... GET /sociallink/callback): one-time state, stored as its SHA-256.
create table social_connect_states (
  id integer generated always as identity primary key,
  state_hash text not null unique,
  account_id integer not null references accounts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  provider_id smallint not null,
  return_to text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- The sandbox networks: authorisation codes they issued and what was published on them (their feed page).
create table sandbox_social_codes (
  code_hash text primary key,
  network text not null,
  name text not null,
  created_at timestamptz not null,
  used_at timestamptz
);
create table sandbox_social_posts (
  id integer generated always as identity primary key,
  network text not null,
  external_id text not null,
  external_post_id text not null unique,
  text text not null,
  media jsonb not null default '[]'::jsonb,
  posted_at timestamptz not null
);
create index sandbox_social_posts_connection_idx on sandbox_social_posts (network, external_id, id);
