/**
 * What the leads and website traffic pages share (issue 17): the link clicks read (one cached entry per account,
 * range and networks, src/api/queries/dashboardLinks.ts), its loading, error, no-network and no-clicks states, and
 * the clicks / unique clicks figures with their change on the previous period.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { dashboardLinkCalls } from '../../../api/dashboardLinks.ts';
import { api } from '../../../api/index.ts';
import { linkClicksRead } from '../../../api/queries/dashboardLinks.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { changeOf, changeText, rangeLength, type DashboardFilters } from '../../../domain/analytics.ts';
import {
  accountPaths,
  hasNoClicks,
  linksText,
  type LinkClickFigures,
} from '../../../domain/dashboardLinks.ts';
import { compactNumber, withThousands } from '../../../domain/format.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { Column } from '../../../ui/Table.tsx';

const calls = dashboardLinkCalls(api);

/**
 * The link clicks of the filters, then `children` with them; until then the loading, error or empty state (with
 * `explanation` shown under an empty state too, so the page still says how clicks are counted).
 */
export function WithLinkClicks({
  accountId,
  filters,
  loadingLabel,
  explanation,
  children,
}: {
  accountId: number;
  filters: DashboardFilters;
  loadingLabel: string;
  explanation?: ReactNode;
  children: (figures: LinkClickFigures) => ReactNode;
}) {
  const enabled = filters.ids.length > 0;
  const { state, retry } = useQuery(
    linkClicksRead(calls, accountId, { start: filters.start, end: filters.end, ids: filters.ids }),
    { enabled },
  );
  if (!enabled) return <EmptyState title={linksText.noNetworks}>Pick one or more networks above.</EmptyState>;
  if (state.status === 'failed') {
    return <ErrorWithRetry message={`${linksText.failed} ${state.message}`} onRetry={retry} />;
  }
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={loadingLabel} className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (hasNoClicks(state.data)) {
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          title={linksText.noClicksTitle}
          action={
            <Link href={accountPaths.planner(accountId)} className={buttonClass('primary', 'md')}>
              Plan a post with a link
            </Link>
          }
        >
          {linksText.noClicks}
        </EmptyState>
        {explanation}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

/** Clicks and unique clicks of the range, each with its change on the previous period of the same length. */
export function ClickFigures({ figures, filters }: { figures: LinkClickFigures; filters: DashboardFilters }) {
  const days = rangeLength(filters);
  const cards = [
    { label: linksText.clicks, value: figures.totals.clicks, previous: figures.previous.clicks },
    { label: linksText.unique, value: figures.totals.unique, previous: figures.previous.unique },
  ];
  return (
    <section aria-labelledby="link-click-totals">
      <h2 id="link-click-totals" className="sr-only">
        Totals
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {cards.map((card) => {
          const change = changeOf(card.value, card.previous);
          const tone =
            change.direction === 'up'
              ? 'text-emerald-700'
              : change.direction === 'down'
                ? 'text-red-700'
                : 'text-slate-600';
          return (
            <li
              key={card.label}
              className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <p className="text-sm font-medium text-slate-600">{card.label}</p>
              <p
                className="mt-1 text-2xl font-semibold text-slate-900"
                title={withThousands(card.value)}
                data-figure={card.label}
              >
                {compactNumber(card.value)}
                <span className="sr-only"> ({withThousands(card.value)})</span>
              </p>
              <p className={`mt-1 text-xs font-medium ${tone}`}>
                <span aria-hidden="true">
                  {change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : '■ '}
                </span>
                {changeText(change, days)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The clicks and unique clicks columns of a table of posts, pages or links. */
export function clickColumns<Row extends { clicks: number; unique: number }>(): Column<Row>[] {
  return [
    {
      id: 'clicks',
      header: linksText.clicks,
      cell: (row) => withThousands(row.clicks),
      sortValue: (row) => row.clicks,
      nowrap: true,
    },
    {
      id: 'unique',
      header: linksText.unique,
      cell: (row) => withThousands(row.unique),
      sortValue: (row) => row.unique,
      nowrap: true,
    },
  ];
}
