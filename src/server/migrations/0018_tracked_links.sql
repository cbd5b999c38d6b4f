-- Tracked links (issue 17, spec 1's UTM): when a post is published, every http(s) link in the text sent to a network
-- is replaced by a short link of the product, /l/{code}, which redirects to the link with UTM parameters and counts
-- the click. The post's stored text stays as the user wrote it. One tracked link per post, network and URL.
create table tracked_links (
  id integer generated always as identity primary key,
  -- Random, URL-safe (base64url), unique: the short link is {PUBLIC_URL}/l/{code}.
  code text not null unique,
  account_id integer not null references accounts (id) on delete cascade,
  -- null once the post is gone (its clicks still count for the account).
  post_id integer references posts (id) on delete set null,
  provider_id smallint not null check (provider_id in (1, 2, 3, 4, 6)),
  -- The link as written in the post.
  url text not null,
  -- The landing page: the link without any utm_* parameter (what the traffic page groups by).
  page text not null,
  -- Where /l/{code} redirects: the link with the UTM parameters the user did not write. Always http(s).
  target text not null check (target ~* '^https?://'),
  created_at timestamptz not null,
  unique (post_id, provider_id, url)
);
create index tracked_links_account_idx on tracked_links (account_id);

-- The clicks: one row per link, UTC day and visitor, with how many times that visitor clicked it that day. A visitor
-- is an HMAC of the day, the address and the user agent under a server secret (never the address itself), so the
-- same person is one unique click per link and day and cannot be followed from one day to the next.
create table link_clicks (
  link_id integer not null references tracked_links (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  day date not null,
  visitor text not null,
  clicks integer not null default 1 check (clicks > 0),
  primary key (link_id, day, visitor)
);
create index link_clicks_account_day_idx on link_clicks (account_id, day);
