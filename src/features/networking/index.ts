// Interface of the networking feature (spec 1, 2.5, 2.6, 5, 7.1, 8): the Networking page (routes.ts).
export { NetworkPage } from './NetworkPage.tsx';
