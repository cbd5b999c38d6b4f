import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AutoDisconnectBanner, ImpersonationBanner, WelcomeBanner } from '../../features/banners/index.ts';
import { PaywallBar } from '../../features/paywall/index.ts';
import { OfflineBanner } from '../../features/presence/index.ts';
import {
  ConnectionSpeedProvider,
  SlowConnectionWarning,
  useConnectionIsFast,
} from '../../features/presence/ConnectionSpeed.tsx';
import { useLinkPrefetch } from '../linkPrefetch.ts';
import { landingPath } from '../../domain/routeGuards.ts';
import { SkipLink } from '../../ui/SkipLink.tsx';
import { SidebarMenu } from '../navigation/Sidebar.tsx';
import { TopBar } from '../navigation/TopBar.tsx';
import { useSession } from '../session.tsx';
import { HomeLink } from './LogoHeader.tsx';
import { MainContent } from './MainContent.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/**
 * Banners of the default layout (spec 2.5): impersonation, welcome and the auto-disconnect banner (spec 4.9, 8), each
 * shown by default; a caller may replace any of them.
 */
export interface DefaultLayoutBanners {
  welcome?: ReactNode;
  disconnect?: ReactNode;
  impersonation?: ReactNode;
}

/** Prefetches the code behind the links on screen once idle (spec 9), on a connection rated 4G or 3G. */
function LinkPrefetch() {
  useLinkPrefetch(useConnectionIsFast());
  return null;
}

/** The header of pages without the top bar (spec 2.4): logo and a way back. */
function SlimHeader() {
  const { accountId } = useSession();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-screen-2xl items-center justify-between gap-4 px-4 sm:px-6">
        <HomeLink />
        <Link
          href={landingPath(accountId)}
          className="rounded-md px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
        >
          Back to the Content Planner
        </Link>
      </div>
    </header>
  );
}

/**
 * Default layout (spec 2.5): the paywall's red card bar (code 1), top bar, banners, sidebar menu and the page, then
 * the footer (terms, privacy, help center).
 */
export function DefaultLayout({
  children,
  hideTopBar,
  banners = {},
}: {
  children: ReactNode;
  hideTopBar: boolean;
  banners?: DefaultLayoutBanners;
}) {
  return (
    <ConnectionSpeedProvider>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <LinkPrefetch />
        <PaywallBar />
        {hideTopBar ? <SlimHeader /> : <TopBar />}
        <OfflineBanner />
        <SlowConnectionWarning />
        {banners.impersonation ?? <ImpersonationBanner />}
        {banners.welcome ?? <WelcomeBanner />}
        {banners.disconnect ?? <AutoDisconnectBanner />}
        <div className="mx-auto flex w-full max-w-screen-2xl flex-1">
          {hideTopBar ? null : (
            <aside
              aria-label="Sidebar"
              className="hidden w-60 shrink-0 border-r border-slate-200 bg-white md:block"
            >
              <SidebarMenu />
            </aside>
          )}
          <MainContent>{children}</MainContent>
        </div>
        <SiteFooter />
      </div>
    </ConnectionSpeedProvider>
  );
}
