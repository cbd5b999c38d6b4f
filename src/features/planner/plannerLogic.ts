/**
 * The planner machine with the app's side effects supplied (spec 2.6, 4.1, 4.9, 8): the real post calls, toasts,
 * and console logging for failed loads (spec 8: failed loads are only logged).
 */
import { fromPromise } from 'xstate';
import {
  plannerMachine,
  type ApprovePostsInput,
  type LoadPostsInput,
  type RemovePostInput,
  type ReschedulePostInput,
  type SavePostInput,
} from '../../../machines/planner.machine.ts';
import type { PostCalls } from '../../api/posts.ts';
import type { Post, SocialProviderId } from '../../domain/posts.ts';
import type { ToastInput } from '../../domain/toast.ts';

export type Log = (message: string, error: unknown) => void;

const consoleLog: Log = (message, error) => console.warn(message, error);

/** The id of the planner machine's background refresh (state `refreshing`). */
export const REFRESH_INVOKE_ID = 'refreshPosts';

export interface PlannerEffects {
  calls: Pick<
    PostCalls,
    'getCalendarPosts' | 'addPost' | 'updatePost' | 'approvePosts' | 'reschedulePost' | 'deletePost'
  >;
  showToast: (toast: ToastInput) => void;
  log?: Log;
}

export function plannerLogic({ calls, showToast, log = consoleLog }: PlannerEffects) {
  return plannerMachine.provide({
    actors: {
      // The machine invokes it as `loadPosts` when the person opens or moves the calendar, and as `refreshPosts`
      // every 5 s: that refresh is a background call, it does not keep the session alive.
      loadPosts: fromPromise<Post[], LoadPostsInput>(({ input, signal, self }) =>
        calls.getCalendarPosts(
          { accountId: input.accountId, start: input.start, end: input.end },
          { signal, background: self.id === REFRESH_INVOKE_ID },
        ),
      ),
      approvePosts: fromPromise<unknown, ApprovePostsInput>(({ input }) =>
        calls.approvePosts({ accountId: input.accountId, postIds: input.postIds }),
      ),
      savePost: fromPromise<Post, SavePostInput>(({ input }) => {
        const channels = input.channels as SocialProviderId[];
        return input.postId === null
          ? calls.addPost({
              account_id: input.accountId,
              description: input.description,
              scheduled_at: input.scheduledAt,
              channels,
            })
          : calls.updatePost({
              post_id: input.postId,
              account_id: input.accountId,
              description: input.description,
              scheduled_at: input.scheduledAt,
              channels,
            });
      }),
      reschedulePost: fromPromise<Post, ReschedulePostInput>(({ input }) =>
        calls.reschedulePost({
          accountId: input.accountId,
          postId: input.postId,
          scheduledAt: input.scheduledAt,
        }),
      ),
      removePost: fromPromise<unknown, RemovePostInput>(({ input }) =>
        calls.deletePost({ accountId: input.accountId, postId: input.postId }),
      ),
    },
    actions: {
      showToast: (_, toast) => showToast(toast),
      logFailure: (_, { what, error }) => log(`[planner] ${what} failed`, error),
    },
  });
}
