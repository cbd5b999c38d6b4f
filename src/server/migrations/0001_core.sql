-- Core tables of spec section 3: users, accounts, memberships, sessions, mail outbox.
-- Times are timestamptz and written in UTC. Ids are int4 so PGlite and pg return JS numbers.

create table users (
  id integer generated always as identity primary key,
  email text not null,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  company text,
  profile_pic text,
  avatar text,
  partner_id integer not null default 0,
  is_staff boolean not null default false,
  last_login timestamptz,
  is_online smallint not null default 0 check (is_online in (0, 1)),
  last_seen timestamptz,
  created_at timestamptz not null default now()
);
-- E-mail addresses are unique whatever their case.
create unique index users_email_key on users (lower(email));

create table accounts (
  id integer generated always as identity primary key,
  account_name text not null,
  logo text,
  created_at timestamptz not null default now()
);

create table account_memberships (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  account_role smallint not null default 1,
  role_type smallint not null default 1,
  is_invited smallint not null default 0 check (is_invited in (0, 1)),
  no_id smallint not null default 0 check (no_id in (0, 1)),
  landing_url text not null default '/contentplanner',
  onboarding_type_id integer,
  -- The landing (selected) account of the user: at most one per user.
  is_landing boolean not null default false,
  created_at timestamptz not null default now(),
  unique (user_id, account_id)
);
create index account_memberships_account_idx on account_memberships (account_id);
create unique index account_memberships_one_landing on account_memberships (user_id) where is_landing;

create table sessions (
  id integer generated always as identity primary key,
  -- SHA-256 of the token, base64url; the token itself is never stored.
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  impersonator_user_id integer references users (id) on delete cascade
);
create index sessions_user_idx on sessions (user_id);

create table mail_outbox (
  id integer generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index mail_outbox_pending_idx on mail_outbox (id) where status = 'pending';
