-- Member chat (spec 3 Conversation and Message, 4.8, 7.7), the notification bell, and the one-time
-- tickets of the sandbox partner network (spec 7.1 partnerSignIn). Times are timestamptz in UTC.

-- One conversation per pair of members, whatever the order they were given in (unique index on the
-- unordered pair). `title` is the last message ('' before the first); `updated_at` its time.
create table conversations (
  id integer generated always as identity primary key,
  member_id1 integer not null references users (id) on delete cascade,
  member_id2 integer not null references users (id) on delete cascade,
  -- The account it was started from (informative: the two members share at least one account).
  account_id integer references accounts (id) on delete set null,
  title text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (member_id1 <> member_id2)
);
create unique index conversations_pair_key
  on conversations ((least(member_id1, member_id2)), (greatest(member_id1, member_id2)));
create index conversations_member1_idx on conversations (member_id1, updated_at);
create index conversations_member2_idx on conversations (member_id2, updated_at);

-- Messages are stored as the plain text that was sent (trimmed), never as HTML.
create table messages (
  id integer generated always as identity primary key,
  conversation_id integer not null references conversations (id) on delete cascade,
  member_id integer not null references users (id) on delete cascade,
  message text not null,
  created_at timestamptz not null
);
create index messages_conversation_idx on messages (conversation_id, id);

-- How far each member has read a conversation (messages with a higher id from the other member are unread).
create table conversation_reads (
  conversation_id integer not null references conversations (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  last_read_message_id integer not null default 0,
  primary key (conversation_id, user_id)
);

-- The bell: one row per message received.
create table notifications (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null default 'message' check (kind in ('message')),
  title text not null,
  conversation_id integer references conversations (id) on delete cascade,
  created_at timestamptz not null,
  read_at timestamptz
);
create index notifications_user_idx on notifications (user_id, id);
create index notifications_unread_idx on notifications (user_id) where read_at is null;

-- One-time sign-in links of the sandbox partner network (/sandbox/partner/circle?ticket=...), stored as
-- the SHA-256 of the ticket like the other link tokens.
create table partner_sign_in_tickets (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  partner_member_id integer not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index partner_sign_in_tickets_user_idx on partner_sign_in_tickets (user_id);
