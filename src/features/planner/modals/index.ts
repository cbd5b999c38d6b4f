export { PlannerModals } from './PlannerModals.tsx';
export { ApprovePostModal } from './ApprovePostModal.tsx';
export { PostEditModal } from './PostEditModal.tsx';
export { PostViewModal } from './PostViewModal.tsx';
export { RemovePostModal } from './RemovePostModal.tsx';
export { UnscheduledPostModal } from './UnscheduledPostModal.tsx';
