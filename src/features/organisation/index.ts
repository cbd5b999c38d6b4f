// Interface of the organisation feature (issue 16): the organisation profile and the brand kit pages (routes.ts).
export { OrganisationProfilePage } from './OrganisationProfilePage.tsx';
export { BrandKitPage } from './BrandKitPage.tsx';
