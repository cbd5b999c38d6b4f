/**
 * The content planner's modals (spec 2.6): view, unscheduled, edit (also a new post), approve and remove. The
 * planner page mounts `<PlannerModals />` inside `PlannerActorContext.Provider`; each modal opens on its state's tag
 * of the planner machine and sends the machine's events.
 */
import { ConfirmPostModal } from './ConfirmPostModal.tsx';
import { PostEditModal } from './PostEditModal.tsx';
import { PostViewModal } from './PostViewModal.tsx';
import { UnscheduledPostModal } from './UnscheduledPostModal.tsx';

export function PlannerModals() {
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
