export { PlannerModals } from './PlannerModals.tsx';
