/**
 * My library's uploads and videos, one cached entry per account and page (spec 9: 5 minutes per collection, per
 * page for paged ones; issue 18). An upload or a removal invalidates every page of its list for the account: a new
 * item moves every other one a place down.
 */
import type { LibraryMediaKind } from '../../domain/libraryMedia.ts';
import type { LibraryMediaCalls } from '../libraryMedia.ts';
import { invalidate, keyOf, queryClient, type CachedRead, type DataCache } from './client.ts';

const ROOTS: Record<LibraryMediaKind, string> = { upload: 'libraryUploads', video: 'libraryVideos' };

type Page = Awaited<ReturnType<LibraryMediaCalls['page']>>;

export const libraryMediaPages = {
  /** The key of a page; without the page, of every page of the account (without the account, of every account). */
  key: (kind: LibraryMediaKind, accountId?: number, page?: number) => keyOf(ROOTS[kind], accountId, page),
  query: (
    calls: Pick<LibraryMediaCalls, 'page'>,
    kind: LibraryMediaKind,
    accountId: number,
    page: number,
  ): CachedRead<Page> => ({
    queryKey: libraryMediaPages.key(kind, accountId, page),
    queryFn: () => calls.page(kind, accountId, page),
  }),
};

/** After an upload or a removal of `kind` on `accountId`: its pages are read again when next shown. */
export function libraryMediaChanged(
  kind: LibraryMediaKind,
  accountId: number,
  client: DataCache = queryClient,
): Promise<void> {
  return invalidate(libraryMediaPages.key(kind, accountId), client);
}
