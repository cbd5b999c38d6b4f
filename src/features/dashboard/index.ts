// Interface of the dashboard feature (issue 17): its pages (routes.ts).
export { DashboardHomePage, tabPage } from './DashboardPages.tsx';
