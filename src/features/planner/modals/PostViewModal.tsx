/**
 * The view modal (spec 2.6) of a post with a date: its text, media, date in the account's zone (spec 9's format),
 * status label (spec 4.1) and every channel with its result and failure reason. Edit (not for a post already
 * published), Approve (only when it needs approval) and Remove, each only for a role that may (src/domain/permissions.ts).
 */
import { useCan } from '../../../app/permissions.ts';
import { formatPlannerDate, isMovablePost, postNeedsApproval } from '../../../domain/calendar.ts';
import { ModalActions, SendButton } from './ModalFrame.tsx';
import { OpenPostModal } from './PostModal.tsx';
import { usePlannerTimeZone } from './plannerSelectors.ts';

export function PostViewModal() {
  const timeZone = usePlannerTimeZone();
  const canWrite = useCan('posts.write');
  const canApprove = useCan('posts.approve');

  return (
    <OpenPostModal
      tag="viewing"
      title="Post"
      when={(post) => (
        <span>
          <span className="sr-only">Scheduled for </span>
          <time dateTime={post.scheduled_at ?? undefined}>
            {formatPlannerDate(post.scheduled_at, timeZone)}
          </time>{' '}
          <span className="text-xs text-slate-500">({timeZone})</span>
        </span>
      )}
      actions={(post) => (
        <ModalActions>
          {canWrite ? <SendButton event={{ type: 'removal.requested' }}>Remove</SendButton> : null}
          {canWrite && isMovablePost(post) ? (
            <SendButton event={{ type: 'edit.started' }} autoFocus>
              Edit
            </SendButton>
          ) : null}
          {canApprove && postNeedsApproval(post) ? (
            <SendButton event={{ type: 'approval.requested' }} look="primary">
              Approve
            </SendButton>
          ) : null}
        </ModalActions>
      )}
    />
  );
}
