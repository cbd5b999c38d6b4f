/**
 * The library's smaller collections, cached per account for spec 9's lifetime (5 minutes): the reel ideas of the
 * account's industries, its reel idea folders (spec 3 "reel idea folders"), its do-it-yourself post texts, and the
 * signed-in user's details. A folder write marks both reel idea entries of the account stale, whether it succeeded or
 * not (a refusal such as "that folder does not exist any more" means the cached list is out of date), so the tab
 * reads them again.
 */
import type { LibraryExtrasCalls } from '../libraryExtras.ts';
import { keyedResource, queryClient, type DataCache } from './client.ts';

type Calls<K extends keyof LibraryExtrasCalls> = Pick<LibraryExtrasCalls, K>;

export const reelIdeas = keyedResource('reelIdeas', (calls: Calls<'reelIdeas'>, _accountId: number) =>
  calls.reelIdeas(),
);

export const reelIdeaFolders = keyedResource(
  'reelIdeaFolders',
  (calls: Calls<'reelIdeaFolders'>, _accountId: number) => calls.reelIdeaFolders(),
);

export const diyTexts = keyedResource('diyTexts', (calls: Calls<'diyTexts'>, _accountId: number) =>
  calls.diyTexts(),
);

/** The user's details as the account `accountId` sees them (the role is the one there). */
export const userDetail = keyedResource('userDetail', (calls: Calls<'userDetail'>, _accountId: number) =>
  calls.userDetail(),
);

type FolderWrites = Calls<'addFolder' | 'renameFolder' | 'deleteFolder' | 'moveIdea'>;

/**
 * The folder writes of `calls`, each followed by the invalidation of the account's reel ideas and folders (awaited,
 * so the entries a view shows are read again before the write's promise settles).
 */
export function reelFolderWrites(calls: FolderWrites, client: DataCache = queryClient) {
  async function thenInvalidate<T>(accountId: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await Promise.all([
        reelIdeas.invalidate(accountId, client),
        reelIdeaFolders.invalidate(accountId, client),
      ]);
    }
  }
  return {
    addFolder: (accountId: number, name: string) =>
      thenInvalidate(accountId, () => calls.addFolder(accountId, name)),
    renameFolder: (accountId: number, folderId: number, name: string) =>
      thenInvalidate(accountId, () => calls.renameFolder(accountId, folderId, name)),
    deleteFolder: (accountId: number, folderId: number) =>
      thenInvalidate(accountId, () => calls.deleteFolder(accountId, folderId)),
    moveIdea: (accountId: number, ideaId: number, folderId: number | null) =>
      thenInvalidate(accountId, () => calls.moveIdea(accountId, ideaId, folderId)),
  };
}
export type ReelFolderWrites = ReturnType<typeof reelFolderWrites>;
