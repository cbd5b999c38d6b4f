-- Issue 20: the version of an account's data that the month call's cache checks (src/server/monthCache.ts): the
-- count and newest id of the account's rows in live_events, read on every month call.
create index live_events_account_idx on live_events (account_id, id);
