/** Approve one post (spec 2.6, 4.1): asks first; 'Needs approval' becomes 'Scheduled'. */
import { ModalError, ModalFrame, buttonStyles } from './ModalFrame.tsx';
import { postExcerpt } from './PostParts.tsx';
import { useEditorSend, useOpenPost, useEditorError, useEditorTag } from './plannerSelectors.ts';

export function ApprovePostModal() {
  const send = useEditorSend();
  const open = useEditorTag('approving');
  const busy = useEditorTag('busy');
  const error = useEditorError();
  const post = useOpenPost();

  return (
    <ModalFrame open={open} title="Approve this post?" size="sm">
      <p className="text-sm text-slate-600">Once approved, it is published at its scheduled time.</p>
      {post ? (
        <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          {postExcerpt(post)}
        </blockquote>
      ) : null}
      <ModalError message={error} />
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => send({ type: 'modal.closed' })}
          className={buttonStyles.secondary}
        >
          Cancel
        </button>
        <button
          type="button"
          data-autofocus
          disabled={busy}
          onClick={() => send({ type: 'approval.confirmed' })}
          className={buttonStyles.primary}
        >
          {busy ? 'Approving...' : 'Approve'}
        </button>
      </div>
    </ModalFrame>
  );
}
