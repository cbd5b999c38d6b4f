// Interface of the help center feature (spec 1, 2.1, 2.2; issue 16): the /help_center page (routes.ts).
export { HelpCenterPage } from './HelpCenterPage.tsx';
