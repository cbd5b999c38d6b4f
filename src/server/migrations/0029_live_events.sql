-- Issue 20: the changes a browser tab is told of over its stream (GET /api/live, src/server/live.ts). Each row is
-- one change, for the members of an account (account_id) and/or for some users (user_ids); its id is the stream's
-- event id, so a tab that reconnects with Last-Event-ID gets what it missed. NOTIFY brandpilot_live carries the id
-- to every server instance. Rows older than a few minutes are deleted: a tab away longer reloads its data.
create table live_events (
  id bigint generated always as identity primary key,
  account_id integer references accounts (id) on delete cascade,
  user_ids integer[] not null default '{}',
  kind text not null,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index live_events_created_idx on live_events (created_at);
