// The social accounts pages by page name (src/domain/routeTable.ts), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const socialPages = lazyPages(() => import('./index.ts'), {
  social_accounts: (social) => social.SocialAccountsPage,
  socialAuth: (social) => social.SocialAuthPage,
});
