// Interface of the social accounts feature (spec 2.3, 2.6, 7.4, 8): its pages (routes.ts), the cards panel and the
// settings hub's social accounts tab.
export { SocialAccountsPage } from './SocialAccountsPage.tsx';
export { SocialAccountsPanel } from './SocialAccountsPanel.tsx';
export { SocialAccountsTab } from './SocialAccountsTab.tsx';
export { SocialAuthPage } from './SocialAuthPage.tsx';
