/**
 * My library's Shared images tab (spec 7.5 POST /auth/getAllSharedImages, paged by `pagination.totalPages`): the
 * library's ready-made images for the account's industries, each opening full size in a new tab.
 */
import { useState } from 'react';
import { api } from '../../../api/index.ts';
import { libraryCalls } from '../../../api/library.ts';
import { sharedImagePages } from '../../../api/queries/library.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { libraryText } from '../../../domain/library.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { LibraryTabProps } from '../types.ts';

const calls = libraryCalls(api);

export function SharedImagesTab({ accountId }: LibraryTabProps) {
  const [page, setPage] = useState(1);
  const { state, retry } = useQuery(sharedImagePages.query(calls, accountId, page));
  if (state.status === 'loading') return <Skeleton className="h-40 w-full" />;
  if (state.status === 'failed') return <ErrorWithRetry message={state.message} onRetry={retry} />;
  const { items, rows, totalPages } = state.data;
  if (rows === 0) return <EmptyState title={libraryText.sharedEmpty}>{libraryText.sharedHint}</EmptyState>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">
        {items.map((image) => (
          <li key={image.id} className="min-w-0">
            <a
              href={image.imageUrl}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-lg border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <img
                src={image.thumbnailUrl}
                alt={libraryText.imageAlt(image.title)}
                width={360}
                height={360}
                loading="lazy"
                className="aspect-square w-full bg-slate-100 object-cover"
              />
              <span className="block truncate px-2 py-1.5 text-xs text-slate-700">{image.industry}</span>
            </a>
          </li>
        ))}
      </ul>
      <Pager label="Shared image pages" page={page} pages={Math.max(1, totalPages)} onPage={setPage} />
    </>
  );
}
