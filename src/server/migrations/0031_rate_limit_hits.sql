-- The rate limits' hits (src/server/rateLimit.ts), in the database so that every server instance on one PostgreSQL
-- counts against the same windows: behind a proxy that spreads requests over two instances, a login limit of 10
-- failures stays 10, not 10 per instance. One row per counted call of a rule and key (`ip:1.2.3.4`, a user id, an
-- address and e-mail); rows older than the longest window are deleted as new ones arrive.
create table rate_limit_hits (
  id uuid primary key default gen_random_uuid(),
  rule text not null,
  key text not null,
  at timestamptz not null
);
create index rate_limit_hits_key_idx on rate_limit_hits (rule, key, at);
create index rate_limit_hits_at_idx on rate_limit_hits (at);
