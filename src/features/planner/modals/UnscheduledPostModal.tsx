/**
 * The modal of a post without a date (spec 2.6): its text, then Schedule (the edit modal) or Remove for a role that
 * may write posts.
 */
import { useCan } from '../../../app/permissions.ts';
import { ModalActions, SendButton } from './ModalFrame.tsx';
import { OpenPostModal } from './PostModal.tsx';

export function UnscheduledPostModal() {
  const canWrite = useCan('posts.write');

  return (
    <OpenPostModal
      tag="unscheduled"
      title="Unscheduled post"
      when={() => <span>Not scheduled yet</span>}
      actions={() =>
        canWrite ? (
          <ModalActions>
            <SendButton event={{ type: 'removal.requested' }}>Remove</SendButton>
            <SendButton event={{ type: 'edit.started' }} look="primary" autoFocus>
              Schedule
            </SendButton>
          </ModalActions>
        ) : null
      }
    />
  );
}
