/**
 * Website traffic, /{accid}/dashboard/website-traffic (spec 2.2; issue 17): the visits the account's social media
 * sends to its website, counted at the product's short links (src/domain/trackedLinks.ts): clicks and unique clicks
 * per day, per landing page, per network, and per tracked link (where each short link leads, UTM tags included).
 */
import {
  exportName,
  networkName,
  rangeText,
  shortDay,
  type DashboardFilters,
} from '../../../domain/analytics.ts';
import {
  clicksPerDaySummary,
  linksText,
  networkClicksSummary,
  pagesSummary,
  type LinkClickFigures,
  type PageClicks,
  type TrackedLinkClicks,
} from '../../../domain/dashboardLinks.ts';
import { Card } from '../../../ui/Card.tsx';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { Table, type Column } from '../../../ui/Table.tsx';
import { ChartPanel, donutChart, lineChart, useExportTable } from '../charts/index.ts';
import type { DashboardTabProps } from '../types.ts';
import { ClickFigures, WithLinkClicks, clickColumns } from './LinkClicksParts.tsx';

export function WebsiteTrafficPage({ accountId, filters }: DashboardTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-sm text-slate-600">{linksText.trafficIntro}</p>
      <WithLinkClicks accountId={accountId} filters={filters} loadingLabel="Loading your website traffic">
        {(figures) => (
          <>
            <ClickFigures figures={figures} filters={filters} />
            <ChartPanel
              title="Clicks per day"
              summary={clicksPerDaySummary(figures, filters)}
              option={lineChart({
                categories: figures.days.map((day) => shortDay(day.day)),
                series: [
                  { name: linksText.clicks, data: figures.days.map((day) => day.clicks), area: true },
                  { name: linksText.unique, data: figures.days.map((day) => day.unique) },
                ],
              })}
              table={{
                columns: ['Day', linksText.clicks, linksText.unique],
                rows: figures.days.map((day) => [day.day, day.clicks, day.unique]),
              }}
              fileName={exportName('clicks per day', filters)}
              height="lg"
            />
            <LandingPages figures={figures} filters={filters} />
            <ChartPanel
              title="Clicks by network"
              summary={networkClicksSummary(figures.networks)}
              option={donutChart({
                parts: figures.networks
                  .filter((network) => network.clicks > 0)
                  .map((network) => ({ name: networkName(network.providerId), value: network.clicks })),
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
            <TrackedLinks figures={figures} filters={filters} />
          </>
        )}
      </WithLinkClicks>
    </div>
  );
}

function LandingPages({ figures, filters }: { figures: LinkClickFigures; filters: DashboardFilters }) {
  useExportTable(
    'Landing pages',
    figures.pages.length === 0
      ? null
      : {
          columns: ['Landing page', linksText.clicks, linksText.unique],
          rows: figures.pages.map((page) => [page.url, page.clicks, page.unique]),
        },
  );
  const columns: Column<PageClicks>[] = [
    {
      id: 'url',
      header: 'Landing page',
      wide: true,
      cell: (page) => <span className="block break-all text-slate-900">{page.url}</span>,
      sortValue: (page) => page.url,
    },
    ...clickColumns(),
  ];
  return (
    <Card title="Landing pages" description={pagesSummary(figures.pages)}>
      <Table
        caption={`Landing pages by clicks, ${rangeText(filters)}`}
        columns={columns}
        rows={figures.pages}
        rowKey={(page) => page.url}
        empty="No landing page was visited in this range."
      />
    </Card>
  );
}

function TrackedLinks({ figures, filters }: { figures: LinkClickFigures; filters: DashboardFilters }) {
  useExportTable(
    'Tracked links',
    figures.links.length === 0
      ? null
      : {
          columns: ['Short link', 'Leads to', 'Network', linksText.clicks, linksText.unique],
          rows: figures.links.map((link) => [
            link.shortUrl,
            link.target,
            networkName(link.providerId),
            link.clicks,
            link.unique,
          ]),
        },
  );
  const columns: Column<TrackedLinkClicks>[] = [
    {
      id: 'link',
      header: 'Short link',
      wide: true,
      cell: (link) => (
        <div className="flex items-start gap-2">
          <NetworkIcon providerId={link.providerId} label={networkName(link.providerId)} />
          <div className="min-w-0">
            <p className="font-mono break-all text-slate-900" data-short-link="">
              {link.shortUrl}
            </p>
            <p className="mt-0.5 text-xs break-all text-slate-600">Leads to {link.target}</p>
          </div>
        </div>
      ),
    },
    ...clickColumns(),
  ];
  return (
    <Card
      title="Tracked links"
      description="Each link of a published post, once per network: its short link and where it leads, UTM tags included."
    >
      <Table
        caption={`Tracked links by clicks, ${rangeText(filters)}`}
        columns={columns}
        rows={figures.links}
        rowKey={(link) => link.shortUrl}
        empty="No tracked link was clicked in this range."
      />
    </Card>
  );
}
