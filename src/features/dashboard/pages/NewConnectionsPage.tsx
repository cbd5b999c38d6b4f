/**
 * New connections, /dashboard/new-connections (spec 2.2; issue 17): the followers the selected networks gained and
 * lost each day (grouped bars), the range's totals and net against the previous period, and the same per network.
 */
import { Link } from 'wouter';
import { api } from '../../../api/index.ts';
import { dashboardInsightsCalls } from '../../../api/dashboardInsights.ts';
import { newConnectionsRead } from '../../../api/queries/dashboardInsights.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import {
  analyticsMessages,
  changeOf,
  changeText,
  exportName,
  networkName,
  rangeLength,
  shortDay,
} from '../../../domain/analytics.ts';
import {
  connectionsSummary,
  dashboardInsightsText as text,
  hasNoConnections,
  signed,
  type NetworkConnections,
  type NewConnections,
} from '../../../domain/dashboardInsights.ts';
import { compactNumber, withThousands } from '../../../domain/format.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { Card } from '../../../ui/Card.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { Table, type Column } from '../../../ui/Table.tsx';
import { ChartPanel, barChart, useExportTable } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';

const calls = dashboardInsightsCalls(api);

export function NewConnectionsPage({ accountId, filters }: DashboardTabProps) {
  const request = { start: filters.start, end: filters.end, ids: filters.ids };
  const enabled = filters.ids.length > 0;
  const { state, retry } = useQuery(newConnectionsRead(calls, accountId, request), { enabled });

  if (!enabled) {
    return <EmptyState title={analyticsMessages.noNetworks}>Pick one or more networks above.</EmptyState>;
  }
  if (state.status === 'failed') return <ErrorWithRetry message={text.connectionsFailed} onRetry={retry} />;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your new connections" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  const figures = state.data;
  if (hasNoConnections(figures)) {
    return (
      <EmptyState
        title={text.noConnections}
        action={
          <Link href={`/${accountId}/social_accounts`} className={buttonClass('primary', 'md')}>
            Connect a network
          </Link>
        }
      >
        {text.noConnectionsHelp}
      </EmptyState>
    );
  }
  const days = rangeLength(filters);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-sm text-slate-600">{text.connectionsIntro}</p>
      <Totals figures={figures} days={days} />
      <ChartPanel
        title={text.connectionsChart}
        summary={connectionsSummary(figures, filters)}
        option={barChart({
          categories: figures.days.map((day) => shortDay(day.day)),
          series: [
            { name: text.gained, data: figures.days.map((day) => day.gained) },
            { name: text.lost, data: figures.days.map((day) => day.lost) },
          ],
        })}
        table={{
          columns: ['Day', text.gained, text.lost, text.net],
          rows: figures.days.map((day) => [day.day, day.gained, day.lost, day.net]),
        }}
        fileName={exportName('followers gained and lost', filters)}
        height="lg"
      />
      <ByNetwork networks={figures.networks} />
    </div>
  );
}

function Totals({ figures, days }: { figures: NewConnections; days: number }) {
  const cards = [
    {
      label: text.gained,
      value: figures.totals.gained,
      previous: figures.previous.gained,
      shown: compactNumber,
    },
    { label: text.lost, value: figures.totals.lost, previous: figures.previous.lost, shown: compactNumber },
    { label: text.net, value: figures.totals.net, previous: figures.previous.net, shown: signed },
  ];
  return (
    <section aria-labelledby="connections-totals">
      <h2 id="connections-totals" className="sr-only">
        Totals
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-medium text-slate-600">{card.label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900" data-figure={card.label}>
              {card.shown(card.value)}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {changeText(changeOf(card.value, card.previous), days)}
            </p>
          </li>
        ))}
        <li className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-medium text-slate-600">{text.followersAtEnd}</p>
          <p
            className="mt-1 text-2xl font-semibold text-slate-900"
            title={withThousands(figures.totals.followers)}
          >
            {compactNumber(figures.totals.followers)}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {`${signed(figures.totals.followers - figures.previous.followers)} on the previous period's end`}
          </p>
        </li>
      </ul>
    </section>
  );
}

const NETWORK_COLUMNS: readonly Column<NetworkConnections>[] = [
  {
    id: 'network',
    header: 'Network',
    cell: (row) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <NetworkIcon providerId={row.providerId} size="xs" />
        {networkName(row.providerId)}
      </span>
    ),
    sortValue: (row) => networkName(row.providerId),
  },
  {
    id: 'gained',
    header: text.gained,
    cell: (row) => withThousands(row.gained),
    sortValue: (row) => row.gained,
    nowrap: true,
  },
  {
    id: 'lost',
    header: text.lost,
    cell: (row) => withThousands(row.lost),
    sortValue: (row) => row.lost,
    nowrap: true,
  },
  { id: 'net', header: text.net, cell: (row) => signed(row.net), sortValue: (row) => row.net, nowrap: true },
  {
    id: 'followers',
    header: text.followersAtEnd,
    cell: (row) => withThousands(row.followers),
    sortValue: (row) => row.followers,
    nowrap: true,
  },
];

function ByNetwork({ networks }: { networks: readonly NetworkConnections[] }) {
  useExportTable(text.connectionsTable, {
    columns: ['Network', text.gained, text.lost, text.net, text.followersAtEnd],
    rows: networks.map((row) => [networkName(row.providerId), row.gained, row.lost, row.net, row.followers]),
  });
  return (
    <Card title={text.connectionsTable}>
      <Table
        caption={text.connectionsTable}
        columns={NETWORK_COLUMNS}
        rows={networks}
        rowKey={(row) => row.providerId}
        empty={text.noConnections}
      />
    </Card>
  );
}
