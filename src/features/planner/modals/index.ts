export { PlannerModals } from './PlannerModals.tsx';
export { ConfirmPostModal } from './ConfirmPostModal.tsx';
export { PostEditModal } from './PostEditModal.tsx';
export { PostViewModal } from './PostViewModal.tsx';
export { UnscheduledPostModal } from './UnscheduledPostModal.tsx';
