/**
 * /charts: the product's chart components (ECharts), drawn from made-up figures (chartData.ts): followers over time
 * (line), posts per network (bar) and engagement by type (donut). Each chart is a <figure> with its <figcaption>;
 * the drawing is an image labelled with a summary in words, and a visually hidden table holds its figures.
 */
import type { EChartsCoreOption } from 'echarts/core';
import { withThousands } from '../../../domain/format.ts';
import { GuideFrame, GuideSection } from '../GuideFrame.tsx';
import {
  ENGAGEMENT_BY_TYPE,
  FOLLOWERS_BY_MONTH,
  POSTS_BY_NETWORK,
  engagementSummary,
  followersSummary,
  postsSummary,
  type Point,
} from './chartData.ts';
import { EChart } from './EChart.tsx';

/** The palette of the charts: the design system's indigo first, then colours that keep 3:1 against white. */
const PALETTE = ['#4f46e5', '#0d9488', '#d97706', '#db2777', '#475569'];

const AXIS_TEXT = { color: '#475569' };

const LINE: EChartsCoreOption = {
  color: PALETTE,
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: FOLLOWERS_BY_MONTH.map((point) => point.label), axisLabel: AXIS_TEXT },
  yAxis: { type: 'value', min: 'dataMin', axisLabel: AXIS_TEXT },
  series: [
    {
      name: 'Followers',
      type: 'line',
      smooth: true,
      areaStyle: { opacity: 0.12 },
      data: FOLLOWERS_BY_MONTH.map((point) => point.value),
    },
  ],
};

const BAR: EChartsCoreOption = {
  color: PALETTE,
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: POSTS_BY_NETWORK.map((point) => point.label), axisLabel: AXIS_TEXT },
  yAxis: { type: 'value', minInterval: 1, axisLabel: AXIS_TEXT },
  series: [
    { name: 'Posts', type: 'bar', barMaxWidth: 40, data: POSTS_BY_NETWORK.map((point) => point.value) },
  ],
};

const DONUT: EChartsCoreOption = {
  color: PALETTE,
  tooltip: { trigger: 'item' },
  legend: { bottom: 0, textStyle: AXIS_TEXT },
  series: [
    {
      name: 'Engagement',
      type: 'pie',
      radius: ['45%', '70%'],
      center: ['50%', '45%'],
      label: { show: false },
      data: ENGAGEMENT_BY_TYPE.map((point) => ({ name: point.label, value: point.value })),
    },
  ],
};

export function ChartsPage() {
  return (
    <GuideFrame
      title="Charts"
      intro="The chart components of the product's analytics, drawn with ECharts from made-up figures. Each resizes with its container and says in words what it shows."
    >
      <GuideSection
        title="Line chart"
        about="A measure over time, such as followers month by month. The area under the line shows the trend."
      >
        <ChartFigure
          caption="Followers over the last 12 months (sample figures)."
          option={LINE}
          summary={followersSummary()}
          points={FOLLOWERS_BY_MONTH}
          columns={['Month', 'Followers']}
        />
      </GuideSection>
      <GuideSection title="Bar chart" about="Amounts to compare side by side, such as posts per network.">
        <ChartFigure
          caption="Posts published per network this month (sample figures)."
          option={BAR}
          summary={postsSummary()}
          points={POSTS_BY_NETWORK}
          columns={['Network', 'Posts']}
        />
      </GuideSection>
      <GuideSection
        title="Donut chart"
        about="Parts of a whole, such as engagement by type. Keep it to a handful of parts; the legend names them."
      >
        <ChartFigure
          caption="Engagement by type this month (sample figures)."
          option={DONUT}
          summary={engagementSummary()}
          points={ENGAGEMENT_BY_TYPE}
          columns={['Type', 'Engagements']}
        />
      </GuideSection>
    </GuideFrame>
  );
}

function ChartFigure({
  caption,
  option,
  summary,
  points,
  columns,
}: {
  caption: string;
  option: EChartsCoreOption;
  summary: string;
  points: readonly Point[];
  columns: readonly [string, string];
}) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <EChart option={option} label={summary} />
      <figcaption className="mt-3 text-sm text-slate-600">{caption}</figcaption>
      {/* A table keeps its content width even when told 1 px: the visually hidden box is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{withThousands(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
