/** Remove a post (spec 2.6): asks first; a failure says so and offers to try again. */
import { ModalError, ModalFrame, buttonStyles } from './ModalFrame.tsx';
import { postExcerpt } from './PostParts.tsx';
import { useEditorSend, useOpenPost, useEditorError, useEditorTag } from './plannerSelectors.ts';

export function RemovePostModal() {
  const send = useEditorSend();
  const open = useEditorTag('removing');
  const busy = useEditorTag('busy');
  const failed = useEditorTag('removeFailed');
  const error = useEditorError();
  const post = useOpenPost();

  return (
    <ModalFrame open={open} title="Remove this post?" size="sm">
      <p className="text-sm text-slate-600">It disappears from the planner and is not published.</p>
      {post ? (
        <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          {postExcerpt(post)}
        </blockquote>
      ) : null}
      <ModalError message={error} />
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          data-autofocus
          disabled={busy}
          onClick={() => send({ type: 'modal.closed' })}
          className={buttonStyles.secondary}
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => send({ type: 'removal.confirmed' })}
          className={buttonStyles.danger}
        >
          {busy ? 'Removing...' : failed ? 'Try again' : 'Remove'}
        </button>
      </div>
    </ModalFrame>
  );
}
