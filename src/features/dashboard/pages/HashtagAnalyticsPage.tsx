/**
 * Hashtag analytics, /dashboard/hashtag-analytics (spec 2.2; issue 17): the hashtags of the posts the selected
 * networks published in the range (src/domain/hashtags.ts), the top ones by engagements as horizontal bars, and all
 * of them in a table with posts, reach, engagements, engagement rate and average reach per post.
 */
import { Link } from 'wouter';
import { api } from '../../../api/index.ts';
import { dashboardInsightsCalls } from '../../../api/dashboardInsights.ts';
import { hashtagsRead } from '../../../api/queries/dashboardInsights.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { analyticsMessages, exportName } from '../../../domain/analytics.ts';
import {
  HASHTAG_CHART_LIMIT,
  dashboardInsightsText as text,
  hashtagsSummary,
  rateText,
  type HashtagInsights,
  type HashtagRow,
} from '../../../domain/dashboardInsights.ts';
import { withThousands } from '../../../domain/format.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { Card } from '../../../ui/Card.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { Table, type Column } from '../../../ui/Table.tsx';
import { ChartPanel, barChart, useExportTable } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';

const calls = dashboardInsightsCalls(api);

export function HashtagAnalyticsPage({ accountId, filters }: DashboardTabProps) {
  const request = { start: filters.start, end: filters.end, ids: filters.ids };
  const enabled = filters.ids.length > 0;
  const { state, retry } = useQuery(hashtagsRead(calls, accountId, request), { enabled });

  if (!enabled) {
    return <EmptyState title={analyticsMessages.noNetworks}>Pick one or more networks above.</EmptyState>;
  }
  if (state.status === 'failed') return <ErrorWithRetry message={text.hashtagsFailed} onRetry={retry} />;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your hashtags" className="flex flex-col gap-4">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  const insights = state.data;
  if (insights.hashtags.length === 0) {
    const noPosts = insights.posts === 0;
    return (
      <EmptyState
        title={noPosts ? text.noPosts : text.noHashtags}
        action={
          <Link href={`/${accountId}/contentplanner`} className={buttonClass('primary', 'md')}>
            {text.openPlanner}
          </Link>
        }
      >
        {noPosts ? text.noPostsHelp : text.noHashtagsHelp}
      </EmptyState>
    );
  }
  const top = insights.hashtags.slice(0, HASHTAG_CHART_LIMIT);
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-prose text-sm text-slate-600">
        <p>{text.hashtagsIntro}</p>
        <p className="mt-1">{text.taggedPosts(insights.taggedPosts, insights.posts)}</p>
      </div>
      <ChartPanel
        title={text.hashtagsChart}
        summary={hashtagsSummary(insights)}
        option={barChart({
          categories: top.map((row) => row.tag),
          series: [{ name: 'Engagements', data: top.map((row) => row.engagements) }],
          horizontal: true,
        })}
        table={{
          columns: ['Hashtag', 'Engagements', 'Posts', 'Reach'],
          rows: top.map((row) => [row.tag, row.engagements, row.posts, row.reach]),
        }}
        fileName={exportName('top hashtags', filters)}
        height={top.length > 5 ? 'lg' : 'md'}
      />
      <AllHashtags insights={insights} />
    </div>
  );
}

const COLUMNS: readonly Column<HashtagRow>[] = [
  {
    id: 'tag',
    header: 'Hashtag',
    cell: (row) => <span className="font-medium text-slate-900">{row.tag}</span>,
    sortValue: (row) => row.tag.toLowerCase(),
    nowrap: true,
  },
  {
    id: 'posts',
    header: 'Posts',
    cell: (row) => withThousands(row.posts),
    sortValue: (row) => row.posts,
    nowrap: true,
  },
  {
    id: 'reach',
    header: 'Reach',
    cell: (row) => withThousands(row.reach),
    sortValue: (row) => row.reach,
    nowrap: true,
  },
  {
    id: 'engagements',
    header: 'Engagements',
    cell: (row) => withThousands(row.engagements),
    sortValue: (row) => row.engagements,
    nowrap: true,
  },
  {
    id: 'rate',
    header: 'Engagement rate',
    cell: (row) => rateText(row.rate),
    sortValue: (row) => row.rate ?? -1,
    nowrap: true,
  },
  {
    id: 'averageReach',
    header: 'Average reach per post',
    cell: (row) => withThousands(row.averageReach),
    sortValue: (row) => row.averageReach,
    nowrap: true,
  },
];

function AllHashtags({ insights }: { insights: HashtagInsights }) {
  useExportTable(text.hashtagsTable, {
    columns: ['Hashtag', 'Posts', 'Reach', 'Engagements', 'Engagement rate (%)', 'Average reach per post'],
    rows: insights.hashtags.map((row) => [
      row.tag,
      row.posts,
      row.reach,
      row.engagements,
      row.rate ?? '',
      row.averageReach,
    ]),
  });
  return (
    <Card
      title={text.hashtagsTable}
      description={
        insights.total > insights.hashtags.length
          ? text.hashtagsShownOf(insights.hashtags.length, insights.total)
          : undefined
      }
    >
      <Table
        caption={text.hashtagsTable}
        columns={COLUMNS}
        rows={insights.hashtags}
        rowKey={(row) => row.tag}
        pageSize={10}
        empty={text.noHashtags}
      />
    </Card>
  );
}
