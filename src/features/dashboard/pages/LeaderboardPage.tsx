/**
 * Leaderboard, /dashboard/leaderboard (spec 2.2; issue 17): the posts the selected networks published in the range,
 * ranked by engagement rate (engagements / people reached; src/domain/dashboardInsights.ts), and each network's
 * average rate as a horizontal bar ranking.
 */
import { Link } from 'wouter';
import { api } from '../../../api/index.ts';
import { dashboardInsightsCalls } from '../../../api/dashboardInsights.ts';
import { leaderboardRead } from '../../../api/queries/dashboardInsights.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { analyticsMessages, exportName, networkName, shortDay } from '../../../domain/analytics.ts';
import {
  dashboardInsightsText as text,
  rankingSummary,
  rateText,
  type LeaderboardPost,
  type NetworkRanking,
} from '../../../domain/dashboardInsights.ts';
import { withThousands } from '../../../domain/format.ts';
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

export function LeaderboardPage({ accountId, filters }: DashboardTabProps) {
  const request = { start: filters.start, end: filters.end, ids: filters.ids };
  const enabled = filters.ids.length > 0;
  const { state, retry } = useQuery(leaderboardRead(calls, accountId, request), { enabled });

  if (!enabled) {
    return <EmptyState title={analyticsMessages.noNetworks}>Pick one or more networks above.</EmptyState>;
  }
  if (state.status === 'failed') return <ErrorWithRetry message={text.leaderboardFailed} onRetry={retry} />;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your leaderboard" className="flex flex-col gap-4">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  const board = state.data;
  if (board.total === 0) {
    return (
      <EmptyState
        title={text.noPosts}
        action={
          <Link href={`/${accountId}/contentplanner`} className={buttonClass('primary', 'md')}>
            {text.openPlanner}
          </Link>
        }
      >
        {text.noPostsHelp}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-sm text-slate-600">{text.leaderboardIntro}</p>
      <Ranking networks={board.networks} fileName={exportName('engagement rate by network', filters)} />
      <RankedPosts accountId={accountId} posts={board.posts} total={board.total} />
    </div>
  );
}

function Ranking({ networks, fileName }: { networks: readonly NetworkRanking[]; fileName: string }) {
  return (
    <ChartPanel
      title={text.rankingChart}
      summary={rankingSummary(networks)}
      option={barChart({
        categories: networks.map((network) => networkName(network.providerId)),
        series: [{ name: 'Average engagement rate (%)', data: networks.map((network) => network.rate ?? 0) }],
        horizontal: true,
      })}
      table={{
        columns: ['Network', 'Average engagement rate (%)', 'Posts', 'Reach', 'Engagements'],
        rows: networks.map((network) => [
          networkName(network.providerId),
          network.rate ?? '',
          network.posts,
          network.reach,
          network.engagements,
        ]),
      }}
      fileName={fileName}
      height={networks.length > 3 ? 'md' : 'sm'}
    />
  );
}

const postedDay = (post: LeaderboardPost) => shortDay(post.postedAt.slice(0, 10));

function RankedPosts({
  accountId,
  posts,
  total,
}: {
  accountId: number;
  posts: readonly LeaderboardPost[];
  total: number;
}) {
  useExportTable(text.leaderboardTable, {
    columns: [
      'Rank',
      'Network',
      'Post',
      'Posted',
      'Engagement rate (%)',
      'Reach',
      'Engagements',
      'Likes',
      'Comments',
      'Shares',
      'Link clicks',
    ],
    rows: posts.map((post) => [
      post.rank,
      networkName(post.providerId),
      post.excerpt,
      post.postedAt.slice(0, 10),
      post.rate ?? '',
      post.reach,
      post.engagements,
      post.likes,
      post.comments,
      post.shares,
      post.clicks,
    ]),
  });
  const columns: readonly Column<LeaderboardPost>[] = [
    { id: 'rank', header: 'Rank', cell: (post) => post.rank, sortValue: (post) => post.rank, nowrap: true },
    {
      id: 'network',
      header: 'Network',
      cell: (post) => <NetworkIcon providerId={post.providerId} label={networkName(post.providerId)} />,
      sortValue: (post) => networkName(post.providerId),
    },
    {
      id: 'post',
      header: 'Post',
      wide: true,
      cell: (post) => (
        <div className="max-w-md">
          <p className="break-words text-slate-900">{post.excerpt}</p>
          <p className="mt-1 text-xs text-slate-600">
            {postedDay(post)}
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
      ),
    },
    {
      id: 'rate',
      header: 'Engagement rate',
      cell: (post) => <span className="font-semibold text-slate-900">{rateText(post.rate)}</span>,
      sortValue: (post) => post.rate ?? -1,
      nowrap: true,
    },
    {
      id: 'reach',
      header: 'Reach',
      cell: (post) => withThousands(post.reach),
      sortValue: (post) => post.reach,
      nowrap: true,
    },
    {
      id: 'engagements',
      header: 'Engagements',
      cell: (post) => withThousands(post.engagements),
      sortValue: (post) => post.engagements,
      nowrap: true,
    },
  ];
  return (
    <Card
      title={text.leaderboardTable}
      description={total > posts.length ? text.shownOf(posts.length, total) : undefined}
    >
      <Table
        caption={text.leaderboardTable}
        columns={columns}
        rows={posts}
        rowKey={(post) => `${post.providerId}-${post.externalPostId}`}
        pageSize={20}
        empty={text.noPosts}
      />
    </Card>
  );
}
