-- Social sign-in and registration (issue 16; src/server/routes/socialSignIn.ts).

-- The network profiles a login signs in with: one profile belongs to one user.
create table social_logins (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  provider_id smallint not null,
  social_id text not null,
  name text not null default '',
  email text,
  created_at timestamptz not null,
  last_used_at timestamptz,
  unique (provider_id, social_id)
);
create index social_logins_user on social_logins (user_id);

-- A sign-in under way: the one-time state sent to the network (SHA-256), then the one-time ticket the /callback
-- page exchanges for a session (SHA-256) with the outcome the server found.
create table social_sign_ins (
  id integer generated always as identity primary key,
  state_hash text not null unique,
  provider_id smallint not null,
  intent text not null check (intent in ('login', 'register')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  ticket_hash text unique,
  outcome text check (outcome in ('signedIn', 'registered', 'noUser', 'alreadyConnected', 'emailTaken')),
  user_id integer references users (id) on delete cascade,
  ticket_expires_at timestamptz,
  ticket_used_at timestamptz
);

-- The sandbox networks' sign-in consent also shares an e-mail address.
alter table sandbox_social_codes add column email text;
