/**
 * /userSetting and /{accid}/userSetting: the billing tab (`#billing_tab`, spec 2.3) is the billing page, the social
 * tab (`#social_media_accounts`) the social account cards (loaded with the social feature's chunk). The profile tab
 * is not built yet and keeps the route's placeholder.
 */
import { lazy, Suspense } from 'react';
import { useAppLocation } from '../../app/useAppLocation.ts';
import type { PageProps } from '../../app/pages.tsx';
import { SOCIAL_TAB_HASH } from '../../domain/social.ts';
import { PlaceholderPage } from '../../ui/PlaceholderPage.tsx';
import { BillingPage } from './BillingPage.tsx';

export const BILLING_TAB_HASH = '#billing_tab';

const SocialAccountsTab = lazy(async () => ({
  default: (await import('../social/SocialAccountsTab.tsx')).SocialAccountsTab,
}));

export function UserSettingPage({ route }: PageProps) {
  const { hash } = useAppLocation();
  if (hash === BILLING_TAB_HASH) return <BillingPage />;
  if (hash === SOCIAL_TAB_HASH) {
    return (
      <Suspense fallback={<p className="px-4 py-6 text-sm text-slate-600">Loading your social accounts…</p>}>
        <SocialAccountsTab />
      </Suspense>
    );
  }
  return <PlaceholderPage title={route.title} line={route.upcoming} />;
}
