/**
 * The dashboard overview (spec 1, 2.6; issue 17), a projection of the analytics machine (machines/analytics.machine.ts):
 * KPI cards for followers, likes, views, total engagements and posts (compact numbers, spec 9, and the change on the
 * previous period of the same length), the chosen metric per day and per network, and the top posts by sortId
 * linking to the post in the planner. The filters come from the frame (the address); a change is sent to the machine.
 * While new figures load the previous ones stay, marked busy; the skeleton shows only before the first figures.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { analyticsCalls } from '../../../api/analytics.ts';
import { api } from '../../../api/index.ts';
import { inspect } from '../../../app/inspection.ts';
import { useAppLocation } from '../../../app/useAppLocation.ts';
import {
  METRIC_LABELS,
  NETWORK_METRICS,
  OVERVIEW_METRICS,
  SORT_LABELS,
  analyticsMessages,
  changeOf,
  changeText,
  exportName,
  isEmptySeries,
  networkName,
  networksSummary,
  rangeLength,
  searchOf,
  seriesSummary,
  shortDay,
  type DashboardFilters,
  type MetricSeries,
  type NetworkFigures,
  type NetworkMetric,
  type OverviewFigures,
  type OverviewMetric,
  type TopPostFigures,
} from '../../../domain/analytics.ts';
import { compactNumber, withThousands } from '../../../domain/format.ts';
import { cutText } from '../../../domain/text.ts';
import { Button } from '../../../ui/Button.tsx';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { Card } from '../../../ui/Card.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { SelectField } from '../../../ui/Field.tsx';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { analyticsLogic } from '../analyticsLogic.ts';
import { ChartPanel, barChart, lineChart, useExportTable } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';

const calls = analyticsCalls(api);

export function OverviewPage({ accountId, filters, today }: DashboardTabProps) {
  const [logic] = useState(() => analyticsLogic({ calls }));
  const actor = useActorRef(logic, { input: { accountId, filters }, inspect });
  const snapshot = useSelector(actor, (current) => current);
  // `filters` is rebuilt from the address on every render: its key says when it changed (the machine started with
  // the first one).
  const key = `${filters.start}/${filters.end}/${filters.ids.join(',')}/${filters.sortId}`;
  const sentKey = useRef(key);
  useEffect(() => {
    if (sentKey.current === key) return;
    sentKey.current = key;
    actor.send({ type: 'filters.changed', filters });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

  const { figures, figuresError, topPosts, topPostsError } = snapshot.context;
  const loading = snapshot.hasTag('figuresLoading') || snapshot.hasTag('syncing');

  if (snapshot.hasTag('noNetworks')) {
    return <EmptyState title={analyticsMessages.noNetworks}>Pick one or more networks above.</EmptyState>;
  }
  return (
    <div
      className="flex flex-col gap-6"
      aria-busy={loading || undefined}
      // Which filters the figures on screen are for (the benchmark waits for it; scripts/benchOverview.mjs).
      data-figures-for={snapshot.hasTag('figuresLoaded') ? key : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">
          Figures come from your connected networks, updated once a day; each change compares with the
          previous {rangeLength(filters)} days.
        </p>
        <Button
          variant="secondary"
          size="sm"
          busy={snapshot.hasTag('syncing')}
          busyLabel="Updating…"
          disabled={!snapshot.can({ type: 'figures.refreshRequested' })}
          onClick={() => actor.send({ type: 'figures.refreshRequested' })}
        >
          Update now
        </Button>
      </div>
      {figuresError ? (
        <ErrorWithRetry
          message={figuresError}
          onRetry={
            snapshot.can({ type: 'figures.retried' })
              ? () => actor.send({ type: 'figures.retried' })
              : undefined
          }
        />
      ) : null}
      {figures === null ? (
        loading ? (
          <OverviewSkeleton />
        ) : null
      ) : snapshot.hasTag('figuresEmpty') ? (
        <EmptyState
          title={analyticsMessages.noFigures}
          action={
            <Link href={`/${accountId}/social_accounts`} className={buttonClass('primary', 'md')}>
              Connect a network
            </Link>
          }
        >
          Figures appear the day after a connected network's first posts are published. Choose a longer range
          or other networks to look further back.
        </EmptyState>
      ) : (
        <Figures figures={figures} filters={filters} />
      )}
      <TopPosts
        accountId={accountId}
        filters={filters}
        today={today}
        posts={topPosts}
        loading={snapshot.hasTag('topPostsLoading')}
        empty={snapshot.hasTag('topPostsEmpty')}
        error={topPostsError}
        onRetry={() => actor.send({ type: 'topPosts.retried' })}
      />
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading your figures" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {OVERVIEW_METRICS.map((metric) => (
          <Skeleton key={metric} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

function Figures({ figures, filters }: { figures: OverviewFigures; filters: DashboardFilters }) {
  const [metric, setMetric] = useState<OverviewMetric>('followers');
  const series = figures.series[metric];
  const days = rangeLength(filters);
  return (
    <>
      <section aria-labelledby="kpi-heading">
        <h2 id="kpi-heading" className="sr-only">
          Totals
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {OVERVIEW_METRICS.map((each) => (
            <KpiCard key={each} series={figures.series[each]} days={days} />
          ))}
        </ul>
      </section>
      <MetricSwitch value={metric} onChange={setMetric} />
      <ChartPanel
        title={`${METRIC_LABELS[metric]} per day`}
        summary={seriesSummary(series, filters)}
        option={dailyOption(series)}
        table={{
          columns: ['Day', METRIC_LABELS[metric]],
          rows: series.days.map((day) => [day.day, day.value]),
        }}
        fileName={exportName(`${metric} per day`, filters)}
        height="lg"
      />
      {metric === 'posts' ? null : (
        <NetworkBreakdown networks={figures.networks} metric={metric} filters={filters} />
      )}
    </>
  );
}

/**
 * The chosen metric per day. Followers are a count, not a sum: its axis starts near the lowest count (a change of a
 * few hundred on 27,000 would be a flat line from 0), without the area that reads as an amount.
 */
function dailyOption(series: MetricSeries) {
  const followers = series.metric === 'followers';
  const option = lineChart({
    categories: series.days.map((day) => shortDay(day.day)),
    series: [
      { name: METRIC_LABELS[series.metric], data: series.days.map((day) => day.value), area: !followers },
    ],
  });
  return followers ? { ...option, yAxis: { ...(option.yAxis as object), scale: true } } : option;
}

function KpiCard({ series, days }: { series: MetricSeries; days: number }) {
  const change = changeOf(series.total, series.previousTotal);
  const words = changeText(change, days);
  const tone =
    change.direction === 'up'
      ? 'text-emerald-700'
      : change.direction === 'down'
        ? 'text-red-700'
        : 'text-slate-600';
  const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '■';
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{METRIC_LABELS[series.metric]}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900" title={withThousands(series.total)}>
        {compactNumber(series.total)}
        <span className="sr-only"> ({withThousands(series.total)})</span>
      </p>
      <p className={`mt-1 text-xs font-medium ${isEmptySeries(series) ? 'text-slate-600' : tone}`}>
        <span aria-hidden="true">{arrow} </span>
        {words}
      </p>
    </li>
  );
}

function MetricSwitch({
  value,
  onChange,
}: {
  value: OverviewMetric;
  onChange: (metric: OverviewMetric) => void;
}) {
  return (
    <div role="group" aria-label="Metric shown in the charts" className="flex flex-wrap gap-2">
      {OVERVIEW_METRICS.map((metric) => (
        <Button
          key={metric}
          size="sm"
          variant={metric === value ? 'primary' : 'secondary'}
          aria-pressed={metric === value}
          onClick={() => onChange(metric)}
        >
          {METRIC_LABELS[metric]}
        </Button>
      ))}
    </div>
  );
}

function NetworkBreakdown({
  networks,
  metric,
  filters,
}: {
  networks: readonly NetworkFigures[];
  metric: NetworkMetric;
  filters: DashboardFilters;
}) {
  const label = METRIC_LABELS[metric];
  return (
    <ChartPanel
      title={`${label} by network`}
      summary={networksSummary(metric, networks)}
      option={barChart({
        categories: networks.map((network) => networkName(network.providerId)),
        series: [
          { name: `This period`, data: networks.map((network) => network.totals[metric]) },
          { name: `Previous period`, data: networks.map((network) => network.previous[metric]) },
        ],
      })}
      table={{
        columns: ['Network', ...NETWORK_METRICS.map((each) => METRIC_LABELS[each]), 'Reach', 'Link clicks'],
        rows: networks.map((network) => [
          networkName(network.providerId),
          ...NETWORK_METRICS.map((each) => network.totals[each]),
          network.totals.reach,
          network.totals.clicks,
        ]),
      }}
      fileName={exportName(`${metric} by network`, filters)}
    />
  );
}

function TopPosts({
  accountId,
  filters,
  today,
  posts,
  loading,
  empty,
  error,
  onRetry,
}: {
  accountId: number;
  filters: DashboardFilters;
  today: string;
  posts: readonly TopPostFigures[];
  loading: boolean;
  empty: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const location = useAppLocation();
  useExportTable(
    'Top posts',
    posts.length === 0
      ? null
      : {
          columns: ['Posted', 'Network', 'Post', 'Engagements', 'Likes', 'Views', 'Reach', 'Link clicks'],
          rows: posts.map((post) => [
            post.postedAt.slice(0, 10),
            networkName(post.providerId),
            post.text,
            post.engagements,
            post.likes,
            post.views,
            post.reach,
            post.clicks,
          ]),
        },
  );
  const sortBy = (sortId: number) =>
    navigate(
      `${location.pathname}${searchOf({ ...filters, sortId }, today, location.search)}${location.hash}`,
      {
        replace: true,
      },
    );
  return (
    <Card
      title="Top posts"
      description={`The posts of this range with the most ${SORT_LABELS[filters.sortId]!.toLowerCase()}.`}
      actions={
        <div className="w-44">
          <SelectField
            label="Sort by"
            value={String(filters.sortId)}
            onChange={(event) => sortBy(Number(event.target.value))}
          >
            {Object.entries(SORT_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      }
    >
      {error ? <ErrorWithRetry message={error} onRetry={onRetry} /> : null}
      {loading && posts.length === 0 ? (
        <div role="status" aria-label="Loading your top posts" className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : empty ? (
        <p className="text-sm text-slate-600">{analyticsMessages.noTopPosts}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100" aria-busy={loading || undefined}>
          {posts.map((post, index) => (
            <li
              key={`${post.providerId}-${post.postId ?? index}-${post.postedAt}`}
              className="flex gap-3 py-3"
            >
              <span className="w-6 shrink-0 text-right text-sm font-semibold text-slate-500">
                {index + 1}
              </span>
              <NetworkIcon providerId={post.providerId} label={networkName(post.providerId)} />
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-slate-900">{cutText(post.text, 137, 140)}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {shortDay(post.postedAt.slice(0, 10))} · {compactNumber(post.engagements)} engagements ·{' '}
                  {compactNumber(post.likes)} likes · {compactNumber(post.views)} views
                  {post.postId === null ? null : (
                    <>
                      {' · '}
                      <Link
                        href={`/${accountId}/contentplanner/${accountId}/${post.postId}`}
                        className="font-medium text-indigo-700 underline hover:no-underline"
                      >
                        Open in planner
                      </Link>
                    </>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
