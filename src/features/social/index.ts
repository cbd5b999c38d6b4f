// Interface of the social accounts feature (spec 2.3, 2.6, 7.4, 8): its pages by route name and the cards panel.
import type { ComponentType } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import { SocialAccountsPage } from './SocialAccountsPage.tsx';
import { SocialAuthPage } from './SocialAuthPage.tsx';

export const socialPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  social_accounts: SocialAccountsPage,
  socialAuth: SocialAuthPage,
};
export { SocialAccountsPanel } from './SocialAccountsPanel.tsx';
