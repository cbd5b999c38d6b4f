/**
 * The post editor machine (machines/postEditor.machine.ts) with the app's side effects supplied: the real post
 * calls (each write marks the account's cached posts and action items stale), toasts and console logging. The
 * planner invokes it for its modals (plannerLogic.ts); the full-page post editor (src/features/posteditor, issue 19)
 * runs it on its own.
 */
import { fromPromise } from 'xstate';
import {
  postEditorMachine,
  type ApprovePostsInput,
  type RemovePostInput,
  type SavePostInput,
} from '../../../machines/postEditor.machine.ts';
import type { PostCalls } from '../../api/posts.ts';
import { queryClient, type DataCache } from '../../api/queries/client.ts';
import { invalidateActionItems } from '../../api/queries/dashboardLinks.ts';
import { invalidatePosts } from '../../api/queries/posts.ts';
import type { Post, SocialProviderId } from '../../domain/posts.ts';
import type { ToastInput } from '../../domain/toast.ts';

export type Log = (message: string, error: unknown) => void;

export const consoleLog: Log = (message, error) => console.warn(message, error);

/** A write's answer, once the cached posts (and action items) of its account are marked stale. */
export function writtenPosts(cache: DataCache) {
  return async <T>(accountId: number, write: Promise<T>): Promise<T> => {
    const answer = await write;
    await invalidatePosts(accountId, cache);
    void invalidateActionItems(accountId, cache);
    return answer;
  };
}

/**
 * The post editor's save: addPost for a new post, updatePost for an existing one. What the modal does not edit
 * (each network's own text, the first comment, the alt texts, the media of an existing post) is left out, so the
 * server keeps it.
 */
export function savePost(
  calls: Pick<PostCalls, 'addPost' | 'updatePost'>,
  input: SavePostInput,
): Promise<Post> {
  const fields = {
    account_id: input.accountId,
    description: input.description,
    scheduled_at: input.scheduledAt,
    channels: input.channels as SocialProviderId[],
    ...(input.texts === undefined
      ? {}
      : {
          texts: input.texts.map((entry) => ({
            ...entry,
            provider_Id: entry.provider_Id as SocialProviderId,
          })),
        }),
    ...(input.firstComment === undefined ? {} : { first_comment: input.firstComment }),
    ...(input.altTexts === undefined ? {} : { alt_texts: input.altTexts }),
  };
  if (input.postId !== null) {
    return calls.updatePost({
      post_id: input.postId,
      ...fields,
      ...(input.texts === undefined || input.media === undefined ? {} : { media: input.media }),
    });
  }
  // A new post made from the library keeps its image and a link to its source (issue 18).
  return calls.addPost({
    ...fields,
    media: input.media ?? [],
    library_post_id: input.libraryPostId ?? null,
    ...(input.needsApproval ? { approved: 0 as const } : {}),
  });
}

export interface PostEditorEffects {
  calls: Pick<PostCalls, 'addPost' | 'updatePost' | 'approvePosts' | 'deletePost'>;
  showToast: (toast: ToastInput) => void;
  log?: Log;
  cache?: DataCache;
}

export function postEditorLogic({
  calls,
  showToast,
  log = consoleLog,
  cache = queryClient,
}: PostEditorEffects) {
  const written = writtenPosts(cache);
  return postEditorMachine.provide({
    actors: {
      approvePosts: fromPromise<unknown, ApprovePostsInput>(({ input }) =>
        written(input.accountId, calls.approvePosts({ accountId: input.accountId, postIds: input.postIds })),
      ),
      savePost: fromPromise<Post, SavePostInput>(({ input }) =>
        written(input.accountId, savePost(calls, input)),
      ),
      removePost: fromPromise<unknown, RemovePostInput>(({ input }) =>
        written(input.accountId, calls.deletePost({ accountId: input.accountId, postId: input.postId })),
      ),
    },
    actions: {
      showToast: (_: unknown, toast: ToastInput) => showToast(toast),
      logFailure: (_: unknown, { what, error }: { what: string; error: unknown }) =>
        log(`[post editor] ${what} failed`, error),
    },
  });
}
