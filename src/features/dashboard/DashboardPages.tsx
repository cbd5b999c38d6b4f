/**
 * The dashboard's pages by tab (spec 2.1, 2.2; issue 17): each is the frame (DashboardFrame.tsx) around the tab's
 * content. /dashboard shows the overview, or for role 3 (who is kept from the overview, spec 6) the action items.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import { useSession } from '../../app/session.tsx';
import { dashboardHome, type DashboardTabId } from '../../domain/dashboard.ts';
import { DashboardFrame } from './DashboardFrame.tsx';
import { ActionItemsPage } from './pages/ActionItemsPage.tsx';
import { GoogleReviewsPage } from './pages/GoogleReviewsPage.tsx';
import { HashtagAnalyticsPage } from './pages/HashtagAnalyticsPage.tsx';
import { LeaderboardPage } from './pages/LeaderboardPage.tsx';
import { LeadsPage } from './pages/LeadsPage.tsx';
import { NewConnectionsPage } from './pages/NewConnectionsPage.tsx';
import { OverviewPage } from './pages/OverviewPage.tsx';
import { ReachPage } from './pages/ReachPage.tsx';
import { RoiPage } from './pages/RoiPage.tsx';
import { WebsiteTrafficPage } from './pages/WebsiteTrafficPage.tsx';
import type { DashboardTabProps } from './types.ts';

const CONTENT: Readonly<Record<DashboardTabId, ComponentType<DashboardTabProps>>> = {
  overview: OverviewPage,
  roi: RoiPage,
  reach: ReachPage,
  leads: LeadsPage,
  'website-traffic': WebsiteTrafficPage,
  'new-connections': NewConnectionsPage,
  leaderboard: LeaderboardPage,
  'hashtag-analytics': HashtagAnalyticsPage,
  'google-reviews': GoogleReviewsPage,
  'action-items': ActionItemsPage,
};

/** The page of one tab. */
export function tabPage(tab: DashboardTabId): ComponentType<PageProps> {
  function TabPage(_props: PageProps) {
    return <DashboardFrame tab={tab} Content={CONTENT[tab]} />;
  }
  TabPage.displayName = `DashboardTab(${tab})`;
  return TabPage;
}

/** /dashboard and /{accid}/dashboard. */
export function DashboardHomePage(_props: PageProps) {
  const { accountRole } = useSession();
  const tab = dashboardHome(accountRole);
  return <DashboardFrame tab={tab} Content={CONTENT[tab]} />;
}
