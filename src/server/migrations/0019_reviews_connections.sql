-- Dashboard, issue 17: new connections (followers gained and lost per day) and Google reviews.

-- The followers a network reports gained and lost each day; gained - lost is the day's change in followers.
alter table insight_days
  add column followers_gained integer not null default 0,
  add column followers_lost integer not null default 0;

-- Rows stored before this migration knew only the count at each day's end. Where the day before is stored too, the
-- change is split the way the sandbox networks split it (sandbox/insights.ts): about 0.1% of the previous day's
-- followers left (more when the count fell further), gained = change + lost. A link's first stored day stays 0/0.
-- The next sync overwrites its days with the network's own figures.
update insight_days d
set followers_lost = greatest(floor(p.followers * 0.001)::int, p.followers - d.followers, 0),
    followers_gained = d.followers - p.followers + greatest(floor(p.followers * 0.001)::int, p.followers - d.followers, 0)
from insight_days p
where p.account_id = d.account_id and p.provider_id = d.provider_id and p.day = d.day - 1;

-- One Google Business Profile per account (src/server/reviews/*): connected through POST /auth/connectGoogleBusiness,
-- removed (with its reviews) by POST /auth/disconnectGoogleBusiness.
create table google_business_links (
  account_id integer primary key references accounts (id) on delete cascade,
  -- The profile (location) id on Google.
  external_id text not null,
  name text not null,
  connected_at timestamptz not null,
  -- The last sync that reached the provider (null: none yet).
  synced_at timestamptz
);

-- The profile's reviews as the provider answered them, synced on connect and by the daily `insights.sync` job; GET
-- /auth/getGoogleReviews reads only this table.
create table google_reviews (
  account_id integer not null references accounts (id) on delete cascade,
  review_id text not null,
  author text not null,
  rating smallint not null check (rating between 1 and 5),
  text text not null default '',
  created_at timestamptz not null,
  reply_text text,
  reply_at timestamptz,
  synced_at timestamptz not null,
  primary key (account_id, review_id)
);
create index google_reviews_created_idx on google_reviews (account_id, created_at);
