// The social accounts pages by page name (src/domain/routeTable.ts), loaded with the feature on first visit. The
// /social_accounts page itself is the setup feature's (src/features/onboarding): it is also the setup's last step.
import { lazyPages } from '../../app/featurePages.ts';

export const socialPages = lazyPages(() => import('./index.ts'), {
  socialAuth: (social) => social.SocialAuthPage,
});
