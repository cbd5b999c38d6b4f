/**
 * The full-page post editor's actor (machines/postEditor.machine.ts with input `page`), shared by the form, the media
 * list and the previews of src/features/posteditor. PostComposer mounts the provider with the machine provided by
 * postEditorLogic (src/features/planner/postEditorLogic.ts); the parts read with `useSelector` and send with
 * `useActorRef().send`.
 */
import { createActorContext } from '@xstate/react';
import { postEditorMachine } from '../../../machines/postEditor.machine.ts';
import type { PostDraft } from '../../domain/postDraft.ts';

export const PostEditorPageContext = createActorContext(postEditorMachine);

/** The draft being edited (null before editing starts, or for a published post). */
export function usePageDraft(): PostDraft | null {
  return PostEditorPageContext.useSelector((snapshot) => snapshot.context.draft);
}

/** Sends an edit of the draft. */
export function useDraftChange(): (fields: Omit<Partial<PostDraft>, 'postId'>) => void {
  const actor = PostEditorPageContext.useActorRef();
  return (fields) => actor.send({ type: 'edit.changed', ...fields });
}
