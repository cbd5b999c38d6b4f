/**
 * The dashboard's tabs (spec 2.2 "Dashboard subpages", 2.6 "dashboard with tabs"; issue 17): their order, labels,
 * paths and which filters each uses. Role 3 does not see the overview and ROI (spec 6: it is redirected from them).
 */
import { RESTRICTED_ACCOUNT_ROLE } from './routes.ts';

export type DashboardTabId =
  | 'overview'
  | 'roi'
  | 'reach'
  | 'leads'
  | 'website-traffic'
  | 'new-connections'
  | 'leaderboard'
  | 'hashtag-analytics'
  | 'google-reviews'
  | 'action-items';

/** Which filters a tab reads: the range and networks, the range only, or none. */
export type TabFilters = 'all' | 'range' | 'none';

export interface DashboardTab {
  id: DashboardTabId;
  label: string;
  filters: TabFilters;
  /** Hidden from role 3 (spec 6). */
  restricted?: boolean;
}

export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { id: 'overview', label: 'Overview', filters: 'all', restricted: true },
  { id: 'roi', label: 'ROI', filters: 'range', restricted: true },
  { id: 'reach', label: 'Reach', filters: 'all' },
  { id: 'leads', label: 'Leads', filters: 'all' },
  { id: 'website-traffic', label: 'Website traffic', filters: 'all' },
  { id: 'new-connections', label: 'New connections', filters: 'all' },
  { id: 'leaderboard', label: 'Leaderboard', filters: 'all' },
  { id: 'hashtag-analytics', label: 'Hashtags', filters: 'all' },
  { id: 'google-reviews', label: 'Google reviews', filters: 'range' },
  { id: 'action-items', label: 'Action items', filters: 'none' },
];

/** The tabs a role sees. */
export function tabsFor(accountRole: number | null): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => !(tab.restricted && accountRole === RESTRICTED_ACCOUNT_ROLE));
}

/** What /dashboard shows: the overview, or for role 3 (who may not see it) the action items. */
export function dashboardHome(accountRole: number | null): DashboardTabId {
  return accountRole === RESTRICTED_ACCOUNT_ROLE ? 'action-items' : 'overview';
}

/** A tab's address under the account, keeping the filters' query. */
export function tabHref(accountId: number, tab: DashboardTabId, search: string): string {
  return `/${accountId}/dashboard/${tab}${search}`;
}

export const dashboardText = {
  heading: 'Dashboard',
  tabsLabel: 'Dashboard pages',
  rangeLabel: 'Range',
  custom: 'Custom',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  networksLabel: 'Networks',
  exportPage: 'Export page (CSV)',
  /** Where the figures come from: shown under the filters. */
  source:
    'Figures come from your connected networks, updated once a day; the change is against the previous period of the same length.',
} as const;
