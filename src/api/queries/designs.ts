/**
 * The designs' cached reads (spec 9: 5 minutes per collection, per page for paged ones; issue 19): a page of the
 * account's designs or of its templates, per account, kind and page; one design. Every write (create, save, rename,
 * duplicate, delete) marks the account's pages and designs stale: `designWrites` wraps the calls so that a view, or
 * the editor, cannot forget to.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { DesignCalls, DesignListKind } from '../designs.ts';
import { fetchCached, invalidate, queryClient, type CachedRead } from './client.ts';

export const designPages = {
  /** The prefix of the account's pages (of one kind), or of every account's. */
  key: (accountId?: number, kind?: DesignListKind) =>
    accountId === undefined
      ? ['designs']
      : kind === undefined
        ? ['designs', accountId]
        : ['designs', accountId, kind],
  query: (
    calls: Pick<DesignCalls, 'list'>,
    accountId: number,
    kind: DesignListKind,
    page: number,
  ): CachedRead<Awaited<ReturnType<DesignCalls['list']>>> => ({
    queryKey: ['designs', accountId, kind, page],
    queryFn: () => calls.list(kind, page),
  }),
  fetch: (
    calls: Pick<DesignCalls, 'list'>,
    accountId: number,
    kind: DesignListKind,
    page: number,
    client: QueryClient = queryClient,
  ) => fetchCached(designPages.query(calls, accountId, kind, page), client),
};

export const designDetail = {
  key: (accountId: number, id?: number) =>
    id === undefined ? ['design', accountId] : ['design', accountId, id],
  query: (
    calls: Pick<DesignCalls, 'get'>,
    accountId: number,
    id: number,
  ): CachedRead<Awaited<ReturnType<DesignCalls['get']>>> => ({
    queryKey: designDetail.key(accountId, id),
    queryFn: () => calls.get(id),
  }),
};

/** After a design of the account changed: its pages (designs and templates) and designs are read again. */
export async function designsChanged(accountId: number, client: QueryClient = queryClient): Promise<void> {
  await Promise.all([
    invalidate(designPages.key(accountId), client),
    invalidate(designDetail.key(accountId), client),
  ]);
}

/**
 * The design calls of `accountId` whose writes mark the cache stale once they succeed (a save that met a conflict
 * wrote nothing, but the stored design it answers is newer than the cached one, so it marks it too).
 */
export function designWrites(
  calls: DesignCalls,
  accountId: number,
  client: QueryClient = queryClient,
): DesignCalls {
  const after = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    await designsChanged(accountId, client);
    return result;
  };
  return {
    list: (kind, page) => calls.list(kind, page),
    get: (id) => calls.get(id),
    create: (design) => after(calls.create(design)),
    save: (id, save, options) => after(calls.save(id, save, options)),
    rename: (id, name) => after(calls.rename(id, name)),
    duplicate: (id) => after(calls.duplicate(id)),
    remove: (id) => after(calls.remove(id)),
  };
}
