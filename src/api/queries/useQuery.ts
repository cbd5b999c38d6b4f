/**
 * The one hook for views that only read: a cached read (`<resource>.query(calls, id)`) as loading, then loaded (with
 * the data) or failed (with the message), and `retry`. The entry is shared with the machines that read it, answered
 * from the cache while fresh, and loaded again when a write invalidates it: the view then keeps showing the previous
 * data until the new one arrives, so it does not flash back to its loading state.
 */
import { QueryObserver, type QueryObserverResult } from '@tanstack/query-core';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { queryClient, type CachedRead, type DataCache } from './client.ts';

export type Loaded<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; message: string };

export interface QueryOptions {
  /** False: nothing is loaded (the view shows its loading state). Default true. */
  enabled?: boolean;
  /** The cache to read (the app's by default). */
  client?: DataCache;
}

/** What a view sees of the observer's result. A retry after a failure reads as loading again. */
export function loadedOf<T>(result: QueryObserverResult<T>): Loaded<T> {
  if (result.status === 'success') return { status: 'loaded', data: result.data };
  if (result.status === 'error' && result.fetchStatus === 'idle') {
    return { status: 'failed', message: result.error.message };
  }
  return { status: 'loading' };
}

export function useQuery<T>(
  read: CachedRead<T>,
  { enabled = true, client = queryClient }: QueryOptions = {},
): { state: Loaded<T>; retry: () => void } {
  // 'optimistic': a render that is about to load (mounting on a stale or failed entry) already reads as loading.
  const options = client.defaultQueryOptions({ ...read, enabled, _optimisticResults: 'optimistic' });
  const [observer] = useState(() => new QueryObserver<T>(client, options));
  const [, setCleared] = useState(0);
  // As in @tanstack/react-query: the result for this render's key, then the subscription that re-renders on change.
  const result = observer.getOptimisticResult(options);
  useSyncExternalStore(
    useCallback((changed) => observer.subscribe(changed), [observer]),
    () => observer.getCurrentResult(),
  );
  useEffect(() => {
    observer.setOptions(options);
  }, [observer, options]);
  // Clearing the caches (a saved profile) drops the entry and cancels its load: render again, on a new entry, which
  // loads. A render, not a load at once: when the clearing is a logout, the page goes away in that same render.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'removed' && event.query === observer.getCurrentQuery()) {
          setCleared((count) => count + 1);
        }
      }),
    [client, observer],
  );
  const retry = useCallback(() => void observer.refetch(), [observer]);
  return { state: loadedOf(result), retry };
}
