/**
 * My library's Favourites tab (spec 3 "favourite posts", POST /auth/getfavouriteposts): the account's starred
 * library posts, the newest star first, a page at a time; unstarring one takes it off the list when it is read again.
 */
import { useState } from 'react';
import { api } from '../../../api/index.ts';
import { libraryCalls } from '../../../api/library.ts';
import { favouritePages } from '../../../api/queries/library.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { libraryText, totalPagesOf, type LibraryPost } from '../../../domain/library.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { LibraryPostCard } from '../LibraryPostCard.tsx';
import type { LibraryTabProps } from '../types.ts';
import { useFavourite } from '../useFavourite.ts';
import { UsePostDialog } from '../UsePostDialog.tsx';

const calls = libraryCalls(api);

export function FavouritesTab({ accountId, canEdit }: LibraryTabProps) {
  const [page, setPage] = useState(1);
  const [using, setUsing] = useState<LibraryPost | null>(null);
  const { state, retry } = useQuery(favouritePages.query(calls, accountId, page));
  const { toggle, pending } = useFavourite(accountId);
  if (state.status === 'loading') return <Skeleton className="h-40 w-full" />;
  if (state.status === 'failed') return <ErrorWithRetry message={state.message} onRetry={retry} />;
  const { items, rows } = state.data;
  if (rows === 0) {
    return <EmptyState title={libraryText.favouritesEmpty}>{libraryText.favouritesHint}</EmptyState>;
  }
  const pages = totalPagesOf(rows);
  return (
    <>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {libraryText.resultCount(rows)}
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {items.map((post) => (
          <LibraryPostCard
            key={post.id}
            post={post}
            favouriteBusy={pending.has(post.id)}
            onFavourite={canEdit ? (chosen) => void toggle(chosen.id, !chosen.favourite) : undefined}
            onUse={setUsing}
          />
        ))}
      </ul>
      <Pager label="Favourite pages" page={Math.min(page, pages)} pages={pages} onPage={setPage} />
      <UsePostDialog accountId={accountId} post={using} onClose={() => setUsing(null)} />
    </>
  );
}
