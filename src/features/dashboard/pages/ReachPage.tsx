/**
 * Reach, /dashboard/reach (spec 2.2; issue 17): how many people the selected networks' posts reached each day
 * (unique reach, as the networks count it) beside how often they were shown (views), the range's totals against the
 * previous period, and the reach per network.
 */
import { analyticsCalls } from '../../../api/analytics.ts';
import { api } from '../../../api/index.ts';
import { accountInsightsRead, networksRead } from '../../../api/queries/analytics.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import {
  analyticsMessages,
  changeOf,
  changeText,
  exportName,
  networkName,
  rangeLength,
  rangeText,
  shortDay,
} from '../../../domain/analytics.ts';
import { compactNumber, withThousands } from '../../../domain/format.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { ChartPanel, barChart, lineChart } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';

const calls = analyticsCalls(api);

export function ReachPage({ accountId, filters }: DashboardTabProps) {
  const request = { start: filters.start, end: filters.end, ids: filters.ids };
  const enabled = filters.ids.length > 0;
  const insights = useQuery(accountInsightsRead(calls, accountId, request), { enabled });
  const networks = useQuery(networksRead(calls, accountId, request), { enabled });

  if (!enabled)
    return <EmptyState title={analyticsMessages.noNetworks}>Pick one or more networks above.</EmptyState>;
  if (insights.state.status === 'failed') {
    return <ErrorWithRetry message={insights.state.message} onRetry={insights.retry} />;
  }
  if (insights.state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your reach" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  const { days, totals, previous } = insights.state.data;
  if (totals.reach === 0 && previous.totals.reach === 0) {
    return (
      <EmptyState title="No reach in this range yet.">
        Reach appears the day after your connected networks show your posts to people.
      </EmptyState>
    );
  }
  const length = rangeLength(filters);
  const best = days.reduce((top, day) => (day.reach > top.reach ? day : top), days[0]!);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="reach-totals">
        <h2 id="reach-totals" className="sr-only">
          Totals
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[
            { label: 'People reached', value: totals.reach, previous: previous.totals.reach },
            { label: 'Views', value: totals.impressions, previous: previous.totals.impressions },
            {
              label: 'Average reach per day',
              value: Math.round(totals.reach / Math.max(1, days.length)),
              previous: Math.round(previous.totals.reach / Math.max(1, length)),
            },
          ].map((figure) => (
            <li
              key={figure.label}
              className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <p className="text-sm font-medium text-slate-600">{figure.label}</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900" title={withThousands(figure.value)}>
                {compactNumber(figure.value)}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {changeText(changeOf(figure.value, figure.previous), length)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <ChartPanel
        title="Reach and views per day"
        summary={`${withThousands(totals.reach)} people reached and ${withThousands(totals.impressions)} views between ${rangeText(filters)}; the widest reach on ${shortDay(best.day)} with ${withThousands(best.reach)}.`}
        option={lineChart({
          categories: days.map((day) => shortDay(day.day)),
          series: [
            { name: 'Reach', data: days.map((day) => day.reach), area: true },
            { name: 'Views', data: days.map((day) => day.impressions) },
          ],
        })}
        table={{
          columns: ['Day', 'Reach', 'Views'],
          rows: days.map((day) => [day.day, day.reach, day.impressions]),
        }}
        fileName={exportName('reach per day', filters)}
        height="lg"
      />
      {networks.state.status === 'failed' ? (
        <ErrorWithRetry message={networks.state.message} onRetry={networks.retry} />
      ) : networks.state.status === 'loading' ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <ChartPanel
          title="Reach by network"
          summary={`Reach by network: ${networks.state.data
            .map((network) => `${networkName(network.providerId)} ${withThousands(network.totals.reach)}`)
            .join(', ')}.`}
          option={barChart({
            categories: networks.state.data.map((network) => networkName(network.providerId)),
            series: [
              { name: 'This period', data: networks.state.data.map((network) => network.totals.reach) },
              { name: 'Previous period', data: networks.state.data.map((network) => network.previous.reach) },
            ],
          })}
          table={{
            columns: ['Network', 'Reach', 'Previous period'],
            rows: networks.state.data.map((network) => [
              networkName(network.providerId),
              network.totals.reach,
              network.previous.reach,
            ]),
          }}
          fileName={exportName('reach by network', filters)}
        />
      )}
    </div>
  );
}
