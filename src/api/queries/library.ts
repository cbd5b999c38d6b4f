/**
 * The library's cached reads (spec 9: 5 minutes per collection, per page for paged ones; issue 18): a page of the
 * library per account, filters and page; one post; the favourites and the shared images per page. Marking a
 * favourite invalidates the account's library pages and favourites.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { LibraryFilters } from '../../domain/library.ts';
import type { LibraryCalls } from '../library.ts';
import { fetchCached, invalidate, queryClient, type CachedRead } from './client.ts';

const filterKey = (filters: LibraryFilters) => ({
  industry: filters.industry,
  category: filters.category,
  network: filters.network,
  q: filters.q.trim().toLowerCase(),
});

export const libraryPages = {
  key: (accountId?: number) => (accountId === undefined ? ['library'] : ['library', accountId]),
  query: (
    calls: Pick<LibraryCalls, 'library'>,
    accountId: number,
    filters: LibraryFilters,
    page: number,
  ): CachedRead<Awaited<ReturnType<LibraryCalls['library']>>> => ({
    queryKey: ['library', accountId, filterKey(filters), page],
    queryFn: () => calls.library(filters, page),
  }),
  fetch: (
    calls: Pick<LibraryCalls, 'library'>,
    accountId: number,
    filters: LibraryFilters,
    page: number,
    client: QueryClient = queryClient,
  ) => fetchCached(libraryPages.query(calls, accountId, filters, page), client),
};

export const libraryPost = {
  key: (accountId: number, id: number) => ['libraryPost', accountId, id],
  query: (calls: Pick<LibraryCalls, 'post'>, accountId: number, id: number) => ({
    queryKey: libraryPost.key(accountId, id),
    queryFn: () => calls.post(id),
  }),
};

export const favouritePages = {
  key: (accountId?: number) =>
    accountId === undefined ? ['libraryFavourites'] : ['libraryFavourites', accountId],
  query: (calls: Pick<LibraryCalls, 'favourites'>, accountId: number, page: number) => ({
    queryKey: ['libraryFavourites', accountId, page],
    queryFn: () => calls.favourites(accountId, page),
  }),
};

export const sharedImagePages = {
  query: (calls: Pick<LibraryCalls, 'sharedImages'>, accountId: number, page: number) => ({
    queryKey: ['librarySharedImages', accountId, page],
    queryFn: () => calls.sharedImages(accountId, page),
  }),
};

/** After a favourite changed: the account's library pages, posts and favourites are read again when next shown. */
export async function favouriteChanged(accountId: number, client: QueryClient = queryClient): Promise<void> {
  await Promise.all([
    invalidate(libraryPages.key(accountId), client),
    invalidate(['libraryPost', accountId], client),
    invalidate(favouritePages.key(accountId), client),
  ]);
}
