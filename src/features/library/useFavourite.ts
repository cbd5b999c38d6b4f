/**
 * Marking a library post as a favourite (POST /auth/setLibraryFavourite): the star changes at once, the call
 * follows, and a failure puts it back with a toast. The account's cached library pages and favourites are read
 * again afterwards (spec 9's cache would otherwise show the old star for 5 minutes).
 */
import { useCallback, useState } from 'react';
import { api } from '../../api/index.ts';
import { libraryCalls } from '../../api/library.ts';
import { favouriteChanged } from '../../api/queries/library.ts';
import { libraryText } from '../../domain/library.ts';
import { useToast } from '../../ui/toast/index.ts';

const calls = libraryCalls(api);

export function useFavourite(accountId: number, onChange?: (postId: number, favourite: boolean) => void) {
  const toast = useToast();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    async (postId: number, favourite: boolean) => {
      setPending((current) => new Set(current).add(postId));
      onChange?.(postId, favourite);
      try {
        await calls.setFavourite(accountId, postId, favourite);
      } catch {
        onChange?.(postId, !favourite);
        toast.show({ tone: 'error', title: libraryText.favouriteFailed });
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(postId);
          return next;
        });
        await favouriteChanged(accountId);
      }
    },
    [accountId, onChange, toast],
  );
  return { toggle, pending };
}
