/**
 * The content planner with fake effects, for the hand-written tests of the planner (planner.test.ts) and of the
 * post editor it opens (postEditor.test.ts): the sample posts, a started actor with every request a `vi.fn`, and a
 * view of the planner and its open post editor as one, so a test reads a modal's tags, draft and error and sends the
 * modal's events as the page does (the page sends them to the editor, the planner's child while a modal is open).
 */
import { SimulatedClock, createActor, createMachine, fromPromise, type SnapshotFrom } from 'xstate';
import { vi } from 'vitest';
import {
  plannerMachine,
  postOf,
  type LoadLinkedPostInput,
  type LoadPostsInput,
  type PlannerEvent,
  type PlannerLoad,
  type ReschedulePostInput,
} from '../../machines/planner.machine.ts';
import {
  plannerSamplePosts,
  samplePost as post,
  SAMPLE_TODAY as TODAY,
  SAMPLE_ZONE as ZONE,
} from '../../machines/planner.samples.ts';
import {
  postEditorMachine,
  type ApprovePostsInput,
  type PostEditorEvent,
  type RemovePostInput,
  type SavePostInput,
} from '../../machines/postEditor.machine.ts';
import type { Post } from '../../src/domain/posts.ts';

export const pending1 = post(1, '2026-07-03T08:00:00.000Z');
export const pending2 = post(2, '2026-07-04T08:00:00.000Z');
export const pending3 = post(3, '2026-07-05T08:00:00.000Z');
export const approved = post(5, '2026-07-06T08:00:00.000Z', { approved: 1 });
export const published = post(4, '2026-06-29T08:00:00.000Z', {
  status: 'POSTED',
  approved: 1,
  channeldata: [{ provider_Id: 1, status: 'POSTED', error: null, externalPostId: 'x', posted_at: null }],
});
export const undated = plannerSamplePosts.undated;
export { post };
export const ALL = [pending1, pending2, pending3, approved, published, undated];

export interface Options {
  today?: string;
  load?: (input: LoadPostsInput) => Promise<Post[] | PlannerLoad>;
  approve?: (input: ApprovePostsInput) => Promise<unknown>;
  save?: (input: SavePostInput) => Promise<Post>;
  reschedule?: (input: ReschedulePostInput) => Promise<Post>;
  remove?: (input: RemovePostInput) => Promise<unknown>;
  /** Opened by a link to this post (/contentplanner/{id}/{postId}). */
  linkedPostId?: number;
  /** What reading the linked post answers (default: the post of ALL with that id, else a failure). */
  linked?: (input: LoadLinkedPostInput) => Promise<Post>;
}

const EDITOR_EVENTS = new Set<string>([
  'modal.closed',
  'edit.started',
  'edit.changed',
  'edit.save',
  'approval.requested',
  'approval.confirmed',
  'removal.requested',
  'removal.confirmed',
]);

/** A list of posts as a load of them all (no counts); a load as it is. */
export function asLoad(answer: Post[] | PlannerLoad): PlannerLoad {
  return Array.isArray(answer) ? { posts: answer, total: answer.length, counts: null } : answer;
}

/** The time zone is known at once: a machine that ends as it starts answers in the same step. */
function knownTimeZone(today: string) {
  return createMachine({
    initial: 'known',
    states: { known: { type: 'final' } },
    output: { timeZone: ZONE, today },
  });
}

/** The planner's snapshot, with the open post editor's tags and its draft and error. */
export interface PlannerView {
  context: SnapshotFrom<typeof plannerMachine>['context'] & {
    draft: SnapshotFrom<typeof postEditorMachine>['context']['draft'];
    error: string | null;
  };
  hasTag(tag: string): boolean;
}

export function start(options: Options = {}) {
  const loadPosts = vi.fn(options.load ?? (() => Promise.resolve<Post[] | PlannerLoad>(ALL)));
  const approvePosts = vi.fn(options.approve ?? (() => Promise.resolve(undefined)));
  const savePost = vi.fn(
    options.save ??
      ((input: SavePostInput) =>
        Promise.resolve({
          ...(ALL.find((p) => p.id === input.postId) ?? pending1),
          description: input.description,
          scheduled_at: input.scheduledAt,
        })),
  );
  const reschedulePost = vi.fn(
    options.reschedule ??
      ((input: ReschedulePostInput) =>
        Promise.resolve({
          ...(ALL.find((p) => p.id === input.postId) ?? pending1),
          scheduled_at: input.scheduledAt,
        })),
  );
  const removePost = vi.fn(options.remove ?? (() => Promise.resolve(undefined)));
  const loadLinkedPost = vi.fn(
    options.linked ??
      ((input: LoadLinkedPostInput) => {
        const found = ALL.find((p) => p.id === input.postId);
        return found ? Promise.resolve(found) : Promise.reject(new Error('Post not found'));
      }),
  );
  const showToast = vi.fn();
  const logFailure = vi.fn();
  const actions = {
    showToast: (_: unknown, params: unknown) => showToast(params),
    logFailure: (_: unknown, params: unknown) => logFailure(params),
  };
  const approve = fromPromise(({ input }: { input: ApprovePostsInput }) => approvePosts(input));
  const machine = plannerMachine.provide({
    actors: {
      loadTimeZone: knownTimeZone(options.today ?? TODAY) as never,
      // A test answers the posts (as the week and day views' read: every post, no counts) or a whole load.
      loadPosts: fromPromise(async ({ input }: { input: LoadPostsInput }) => asLoad(await loadPosts(input))),
      loadLinkedPost: fromPromise(({ input }: { input: LoadLinkedPostInput }) => loadLinkedPost(input)),
      approvePosts: approve,
      reschedulePost: fromPromise(({ input }: { input: ReschedulePostInput }) => reschedulePost(input)),
      postEditor: postEditorMachine.provide({
        actors: {
          approvePosts: approve,
          savePost: fromPromise(({ input }: { input: SavePostInput }) => savePost(input)),
          removePost: fromPromise(({ input }: { input: RemovePostInput }) => removePost(input)),
        },
        actions,
      }),
    },
    actions,
  });
  // The refresh delay runs on this clock: nothing refreshes unless a test moves it.
  const clock = new SimulatedClock();
  const planner = createActor(machine, {
    input: { accountId: 1, linkedPostId: options.linkedPostId ?? null },
    clock,
  });
  planner.start();
  const editor = () => planner.getSnapshot().children.postEditor;
  const actor = {
    /** The modal's events go to the open post editor, the rest to the planner (as the page sends them). */
    send(event: PlannerEvent | PostEditorEvent) {
      if (EDITOR_EVENTS.has(event.type)) editor()?.send(event as PostEditorEvent);
      else planner.send(event as PlannerEvent);
    },
    getSnapshot(): PlannerView {
      const snapshot = planner.getSnapshot();
      const modal = editor()?.getSnapshot();
      return {
        context: {
          ...snapshot.context,
          draft: modal?.context.draft ?? null,
          error: modal?.context.error ?? null,
        },
        hasTag: (tag) => snapshot.hasTag(tag as never) || (modal?.hasTag(tag as never) ?? false),
      };
    },
  };
  return {
    actor,
    planner,
    clock,
    loadPosts,
    approvePosts,
    savePost,
    reschedulePost,
    removePost,
    loadLinkedPost,
    showToast,
    logFailure,
  };
}

export type Started = ReturnType<typeof start>;

export const has = (actor: Started['actor'], tag: string) => actor.getSnapshot().hasTag(tag);
export const postIn = (actor: Started['actor'], id: number) => postOf(actor.getSnapshot().context, id);
