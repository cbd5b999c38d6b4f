// The settings pages by page name (src/domain/routeTable.ts), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const settingsPages = lazyPages(() => import('./index.ts'), {
  userSetting: (settings) => settings.SettingsPage,
  userprofile: (settings) => settings.ProfilePage,
  'pages-my-profile': (settings) => settings.ProfilePage,
});
