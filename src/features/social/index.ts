// Interface of the social accounts feature (spec 2.3, 2.6, 7.4, 8): its pages (routes.ts) and the cards panel.
export { SocialAccountsPage } from './SocialAccountsPage.tsx';
export { SocialAccountsPanel } from './SocialAccountsPanel.tsx';
export { SocialAuthPage } from './SocialAuthPage.tsx';
