/**
 * What every dashboard tab receives from the dashboard frame (DashboardFrame.tsx): the header account, the filters
 * of the address (range, networks, sortId; src/domain/analytics.ts) and today's day in the user's time zone.
 */
import type { DashboardFilters } from '../../domain/analytics.ts';

export interface DashboardTabProps {
  accountId: number;
  filters: DashboardFilters;
  /** Today, YYYY-MM-DD. */
  today: string;
}
