// Interface of the content planner (spec 2.6, issue 6): its page (routes.ts).
export { PlannerPage } from './PlannerPage.tsx';
