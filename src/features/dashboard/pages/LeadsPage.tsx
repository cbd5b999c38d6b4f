/**
 * Leads, /{accid}/dashboard/leads (spec 2.2; issue 17): who clicked through from which post and network. A lead is a
 * person who clicked a link in a published post (the product's short link counts it, src/domain/trackedLinks.ts);
 * what they did on the website is the website's own analytics' business, told apart by the UTM tags the page
 * explains. The clicks and unique clicks against the previous period, the posts ranked by clicks (each opening in the
 * planner), and the clicks per network.
 */
import { Link } from 'wouter';
import { exportName, networkName, rangeText, type DashboardFilters } from '../../../domain/analytics.ts';
import {
  UTM_TAGS_EXPLAINED,
  linksText,
  networkClicksSummary,
  postPlannerHref,
  postsSummary,
  type LinkClickFigures,
  type PostClicks,
} from '../../../domain/dashboardLinks.ts';
import { cutText } from '../../../domain/text.ts';
import { Card } from '../../../ui/Card.tsx';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { Table, type Column } from '../../../ui/Table.tsx';
import { ChartPanel, barChart, useExportTable } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';
import { ClickFigures, WithLinkClicks, clickColumns } from './LinkClicksParts.tsx';

export function LeadsPage({ accountId, filters }: DashboardTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-sm text-slate-600">{linksText.leadsIntro}</p>
      <WithLinkClicks
        accountId={accountId}
        filters={filters}
        loadingLabel="Loading your leads"
        explanation={<UtmExplained figures={null} />}
      >
        {(figures) => (
          <>
            <ClickFigures figures={figures} filters={filters} />
            <PostsByClicks accountId={accountId} figures={figures} filters={filters} />
            <ChartPanel
              title="Clicks by network"
              summary={networkClicksSummary(figures.networks)}
              option={barChart({
                categories: figures.networks.map((network) => networkName(network.providerId)),
                series: [
                  { name: linksText.clicks, data: figures.networks.map((network) => network.clicks) },
                  { name: linksText.unique, data: figures.networks.map((network) => network.unique) },
                ],
              })}
              table={{
                columns: ['Network', linksText.clicks, linksText.unique],
                rows: figures.networks.map((network) => [
                  networkName(network.providerId),
                  network.clicks,
                  network.unique,
                ]),
              }}
              fileName={exportName('clicks by network', filters)}
            />
            <UtmExplained figures={figures} />
          </>
        )}
      </WithLinkClicks>
    </div>
  );
}

function PostsByClicks({
  accountId,
  figures,
  filters,
}: {
  accountId: number;
  figures: LinkClickFigures;
  filters: DashboardFilters;
}) {
  const rows = figures.posts.map((post, index) => ({ ...post, rank: index + 1 }));
  useExportTable(
    'Posts by clicks',
    rows.length === 0
      ? null
      : {
          columns: ['Rank', 'Post', 'Network', 'Published', linksText.clicks, linksText.unique],
          rows: rows.map((post) => [
            post.rank,
            post.text,
            networkName(post.providerId),
            post.postedAt?.slice(0, 10) ?? '',
            post.clicks,
            post.unique,
          ]),
        },
  );
  const columns: Column<PostClicks & { rank: number }>[] = [
    { id: 'rank', header: '#', cell: (post) => post.rank, sortValue: (post) => post.rank, nowrap: true },
    {
      id: 'post',
      header: 'Post',
      wide: true,
      cell: (post) => (
        <div className="flex items-start gap-2">
          <NetworkIcon providerId={post.providerId} label={networkName(post.providerId)} />
          <div className="min-w-0">
            <p className="break-words text-slate-900">
              {post.text ? cutText(post.text, 117, 120) : 'A deleted post'}
            </p>
            {post.postId === null ? null : (
              <Link
                href={postPlannerHref(accountId, post.postId)}
                className="text-xs font-medium text-indigo-700 underline hover:no-underline"
              >
                Open in planner<span className="sr-only"> (post {post.postId})</span>
              </Link>
            )}
          </div>
        </div>
      ),
    },
    ...clickColumns(),
  ];
  return (
    <Card title="Posts by clicks" description={postsSummary(figures.posts)}>
      <Table
        caption={`Posts ranked by link clicks, ${rangeText(filters)}`}
        columns={columns}
        rows={rows}
        rowKey={(post) => `${post.postId ?? 'gone'}-${post.providerId}-${post.rank}`}
        empty="No post brought a click in this range."
      />
    </Card>
  );
}

/** How clicks are tagged, and what the website's own analytics does with the tags. */
function UtmExplained({ figures }: { figures: LinkClickFigures | null }) {
  const example = figures?.links[0] ?? null;
  return (
    <Card title="What happens after the click">
      <div className="flex max-w-prose flex-col gap-3 text-sm text-slate-700">
        <p>{linksText.websiteAnalytics}</p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          {UTM_TAGS_EXPLAINED.map((tag) => (
            <div key={tag.key} className="contents">
              <dt className="font-mono text-slate-900">{tag.key}</dt>
              <dd className="min-w-0 break-words">
                <span className="font-mono">{tag.value}</span>: {tag.meaning}
              </dd>
            </div>
          ))}
        </dl>
        {example ? (
          <p className="break-all">
            For example, <span className="font-mono">{example.shortUrl}</span> leads to{' '}
            <span className="font-mono">{example.target}</span>.
          </p>
        ) : null}
        <p>{linksText.utmNote}</p>
      </div>
    </Card>
  );
}
