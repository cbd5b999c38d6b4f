/** Approve one post (spec 2.6, 4.1): asks first; 'Needs approval' becomes 'Scheduled'. */
import { PlannerActorContext } from '../plannerContext.ts';
import { ModalError, ModalFrame, buttonStyles } from './ModalFrame.tsx';
import { postExcerpt } from './PostParts.tsx';
import { useOpenPost, usePlannerError, usePlannerTag } from './plannerSelectors.ts';

export function ApprovePostModal() {
  const planner = PlannerActorContext.useActorRef();
  const open = usePlannerTag('approving');
  const busy = usePlannerTag('busy');
  const error = usePlannerError();
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
          onClick={() => planner.send({ type: 'modal.closed' })}
          className={buttonStyles.secondary}
        >
          Cancel
        </button>
        <button
          type="button"
          data-autofocus
          disabled={busy}
          onClick={() => planner.send({ type: 'approval.confirmed' })}
          className={buttonStyles.primary}
        >
          {busy ? 'Approving...' : 'Approve'}
        </button>
      </div>
    </ModalFrame>
  );
}
