-- Analytics (issue 17): what the social networks answered about each connected link, synced once a day
-- (pg-boss queue `insights.sync`) and on demand (POST /auth/syncInsights). The analytics calls of spec 7.6 read only
-- these tables, never a network, so they answer fast and while a network is down.

-- One row per link and UTC day: the account's metrics on that network that day (followers at the day's end).
create table insight_days (
  account_id integer not null references accounts (id) on delete cascade,
  provider_id smallint not null,
  day date not null,
  impressions integer not null,
  reach integer not null,
  likes integer not null,
  comments integer not null,
  shares integer not null,
  clicks integer not null,
  followers integer not null,
  synced_at timestamptz not null,
  primary key (account_id, provider_id, day)
);

-- One row per published post and network: its metrics so far (as of `as_of`, the last day synced).
create table insight_posts (
  account_id integer not null references accounts (id) on delete cascade,
  provider_id smallint not null,
  external_post_id text not null,
  post_id integer references posts (id) on delete set null,
  text text not null default '',
  posted_at timestamptz not null,
  as_of date not null,
  impressions integer not null,
  reach integer not null,
  likes integer not null,
  comments integer not null,
  shares integer not null,
  clicks integer not null,
  synced_at timestamptz not null,
  primary key (account_id, provider_id, external_post_id)
);
create index insight_posts_posted_idx on insight_posts (account_id, posted_at);
