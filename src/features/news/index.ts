// Interface of the industry news feature (issue 16): its page (routes.ts).
export { IndustryNewsPage } from './IndustryNewsPage.tsx';
