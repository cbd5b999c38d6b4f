// Interface of the billing feature (spec 2.6, 4.4, 7.3): the billing page by route name, for the app's page table.
import type { ComponentType } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import { BillingPage } from './BillingPage.tsx';
import { UserSettingPage } from './UserSettingPage.tsx';

export const billingPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  billing: BillingPage,
  'accid-billing': BillingPage,
  userSetting: UserSettingPage,
  'accid-userSetting': UserSettingPage,
};
export { BillingPage, UPDATE_CARD_QUERY } from './BillingPage.tsx';
export { CardUpdateDialog } from './CardUpdateDialog.tsx';
