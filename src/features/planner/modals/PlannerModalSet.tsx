/** The planner's modals, each open on its tag of the post editor (PlannerModals.tsx loads them on first use). */
import { ConfirmPostModal } from './ConfirmPostModal.tsx';
import { PostEditModal } from './PostEditModal.tsx';
import { PostViewModal } from './PostViewModal.tsx';
import { UnscheduledPostModal } from './UnscheduledPostModal.tsx';

export function PlannerModalSet() {
  return (
    <>
      <PostViewModal />
      <UnscheduledPostModal />
      <PostEditModal />
      <ConfirmPostModal step="approve" />
      <ConfirmPostModal step="remove" />
    </>
  );
}
