/** Remove a post (spec 2.6): asks first; a failure says so and offers to try again. */
import { PlannerActorContext } from '../plannerContext.ts';
import { ModalError, ModalFrame, buttonStyles } from './ModalFrame.tsx';
import { postExcerpt } from './PostParts.tsx';
import { useOpenPost, usePlannerError, usePlannerTag } from './plannerSelectors.ts';

export function RemovePostModal() {
  const planner = PlannerActorContext.useActorRef();
  const open = usePlannerTag('removing');
  const busy = usePlannerTag('busy');
  const failed = usePlannerTag('removeFailed');
  const error = usePlannerError();
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
          onClick={() => planner.send({ type: 'modal.closed' })}
          className={buttonStyles.secondary}
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => planner.send({ type: 'removal.confirmed' })}
          className={buttonStyles.danger}
        >
          {busy ? 'Removing...' : failed ? 'Try again' : 'Remove'}
        </button>
      </div>
    </ModalFrame>
  );
}
