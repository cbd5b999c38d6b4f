/**
 * The app's one data cache, on @tanstack/query-core (spec 9: "Cache lifetime 300000 ms (5 minutes) per collection,
 * per page for paged ones"; spec 4.9: "Saving a profile clears all caches").
 *
 * Each resource lives in its own module beside this one (`./<resource>.ts`): a key root, keys per account and page,
 * a `fetch…` for machine actors (`queryClient.fetchQuery`, which answers from the cache while the entry is fresh) and
 * `invalidate…` after the writes that change it. Views that only read use `useQuery` (./useQuery.ts).
 *
 * Only `src/api` imports query-core (ESLint boundaries): machines and views see plain functions and one hook.
 */
import { QueryClient, type QueryKey } from '@tanstack/query-core';
import { timings } from '../../domain/constants.ts';
import { registerAppCache } from './appCache.ts';

/** Builds a client with the spec's lifetime; tests build their own so no cache leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: timings.cacheLifetime,
        gcTime: timings.cacheLifetime,
        // The API client already decides what a failure means (session timeout, network); the caller sees it once.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/** The browser app's cache; the shell clears it through ./appCache.ts, which does not load this module. */
export const queryClient = createQueryClient();
registerAppCache(() => queryClient.clear());

/** Marks every entry under `key` (a prefix) stale so the next read calls the server. */
export function invalidate(key: QueryKey, client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: key });
}

/** The cache a *Logic.ts factory reads through (the app's by default; tests pass their own). */
export type DataCache = QueryClient;

/**
 * A resource's key under its root: `[root, accountId]`, and `[root, accountId, page]` for a page of a paged one.
 * A key without its page (or without its account) is the prefix that invalidates every page (or every account).
 */
export function keyOf(root: string, accountId?: number, page?: number): QueryKey {
  if (accountId === undefined) return [root];
  return page === undefined ? [root, accountId] : [root, accountId, page];
}

/** One cached read, as a resource module builds it: its key and the call that answers it. */
export interface CachedRead<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
}

/** For machine actors: the cached answer while it is fresh (no call), else the call's answer, then cached. */
export function fetchCached<T>(read: CachedRead<T>, client: QueryClient = queryClient): Promise<T> {
  return client.fetchQuery(read);
}

/**
 * A resource with one entry per id (an account, or an onboarding type): `key(id)` (`key()` is the prefix of them
 * all), `query` for `useQuery`, `fetch` for machine actors and `invalidate` after the writes that change it.
 */
export function keyedResource<TCalls, T>(root: string, load: (calls: TCalls, id: number) => Promise<T>) {
  const key = (id?: number) => keyOf(root, id);
  const query = (calls: TCalls, id: number): CachedRead<T> => ({
    queryKey: key(id),
    queryFn: () => load(calls, id),
  });
  return {
    key,
    query,
    fetch: (calls: TCalls, id: number, client: QueryClient = queryClient) =>
      fetchCached(query(calls, id), client),
    invalidate: (id?: number, client: QueryClient = queryClient) => invalidate(key(id), client),
  };
}

/** A resource with one entry for the signed-in user (their account list, their conversations) or for everyone. */
export function singleResource<TCalls, T>(root: string, load: (calls: TCalls) => Promise<T>) {
  const key = () => keyOf(root);
  const query = (calls: TCalls): CachedRead<T> => ({ queryKey: key(), queryFn: () => load(calls) });
  return {
    key,
    query,
    fetch: (calls: TCalls, client: QueryClient = queryClient) => fetchCached(query(calls), client),
    invalidate: (client: QueryClient = queryClient) => invalidate(key(), client),
  };
}
