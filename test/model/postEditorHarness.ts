/** The post editor machine on its own with stub requests (test/model/postEditor*.test.ts). */
import { createActor, fromPromise } from 'xstate';
import { vi } from 'vitest';
import {
  postEditorMachine,
  type ApprovePostsInput,
  type PostEditorInput,
  type RemovePostInput,
} from '../../machines/postEditor.machine.ts';
import { pending1 } from './plannerHarness.ts';

/** An editor actor for `input`; its save answers the sample post waiting for approval, or fails with `save`. */
export function editor(input: PostEditorInput, fail: { save?: boolean } = {}) {
  const savePost = vi.fn(() => (fail.save ? Promise.reject(new Error('500')) : Promise.resolve(pending1)));
  const actor = createActor(
    postEditorMachine.provide({
      actors: {
        approvePosts: fromPromise<unknown, ApprovePostsInput>(() => Promise.resolve(undefined)),
        savePost: fromPromise(savePost),
        removePost: fromPromise<unknown, RemovePostInput>(() => Promise.resolve(undefined)),
      },
    }),
    { input },
  ).start();
  return { actor, savePost };
}
