-- Login flows of spec 1, 4.2, 4.3 and 7.1: session-timeout MFA codes, password reset and setup
-- links, staff impersonation links, the once-only welcome mail. Every secret is stored hashed:
-- MFA codes with salted scrypt, link tokens as SHA-256 (base64url) like session tokens.

-- At most one live MFA code per user: sending a new one replaces the old one. `attempts` counts
-- checks made against this code (reserved before each check); at 5 the code is spent.
create table mfa_codes (
  user_id integer primary key references users (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  code_hash text not null,
  attempts smallint not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

-- Single-use links that set a password: 'reset' (forgot password, /reset?token=...) and
-- 'setup' (invitations, /password_setup?token=...). Both are redeemed by POST /resetPassword.
create table password_tokens (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('reset', 'setup')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_tokens_user_idx on password_tokens (user_id) where used_at is null;

-- One-time links a staff member opens to log in as a customer (npm run impersonate). The rows
-- stay after use: they are the record of who impersonated whom and when.
create table impersonation_links (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  staff_user_id integer not null references users (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  session_id integer references sessions (id) on delete set null
);
create index impersonation_links_user_idx on impersonation_links (user_id);

-- POST /auth/welcomeMailDollar1 mails once per user.
alter table users add column welcome_mail_sent_at timestamptz;
