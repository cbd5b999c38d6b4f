/**
 * /userSetting and /{accid}/userSetting: the billing tab (`#billing_tab`, spec 2.3) is the billing page. The profile and social-account tabs
 * are not built yet and keep the route's placeholder.
 */
import { useAppLocation } from '../../app/useAppLocation.ts';
import type { PageProps } from '../../app/pages.tsx';
import { PlaceholderPage } from '../../ui/PlaceholderPage.tsx';
import { BillingPage } from './BillingPage.tsx';

export const BILLING_TAB_HASH = '#billing_tab';

export function UserSettingPage({ route }: PageProps) {
  const { hash } = useAppLocation();
  if (hash === BILLING_TAB_HASH) return <BillingPage />;
  return <PlaceholderPage title={route.title} line={route.upcoming} />;
}
