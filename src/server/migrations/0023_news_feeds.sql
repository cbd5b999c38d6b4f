-- Industry news from RSS and Atom feeds (issue 18; src/server/newsFeeds.ts, NEWS_FEEDS in src/server/config.ts).
--
-- The rows of migration 0014 are the seeded samples: feed_url and guid null. A fetched row names the feed it came
-- from (feed_url), the item's own id in that feed (guid: RSS <guid>, Atom <id>; null when the feed gives none) and
-- when it was fetched. Deduplication, also between several server instances fetching at once: an article is stored
-- once per URL (unique url), and once per (feed, guid); the fetcher inserts with `on conflict do nothing`.
-- Links may be http or https now (many feeds still link articles over http); javascript: and every other scheme
-- stay refused, here and in the fetcher.

alter table industry_news drop constraint industry_news_url_check;
alter table industry_news add constraint industry_news_url_check check (url ~ '^https?://[^/?#\s]+');

alter table industry_news
  add column feed_url text check (feed_url ~ '^https?://'),
  add column guid text check (char_length(guid) between 1 and 500),
  add column fetched_at timestamptz,
  add constraint industry_news_fetched_fields check ((feed_url is null) = (fetched_at is null)),
  add constraint industry_news_guid_of_feed check (guid is null or feed_url is not null);

-- Rows a deployment added itself before this migration may repeat a URL: the first one stays.
delete from industry_news a using industry_news b where a.url = b.url and a.id > b.id;

alter table industry_news add constraint industry_news_url_unique unique (url);
alter table industry_news add constraint industry_news_feed_guid_unique unique (feed_url, guid);

-- "Does this industry have fetched news yet?" (routes/news.ts hides an industry's samples once it has).
create index industry_news_fetched_by_industry on industry_news (industry_id) where feed_url is not null;
