// The organisation profile and brand kit pages by page name (src/domain/routeTable.ts), loaded on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const organisationPages = lazyPages(() => import('./index.ts'), {
  Organisationprofile: (organisation) => organisation.OrganisationProfilePage,
  brandkit: (organisation) => organisation.BrandKitPage,
});
