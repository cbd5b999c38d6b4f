/**
 * /charts: the style guide's gallery of the dashboard's chart kit (src/features/dashboard/charts, issue 17), drawn
 * from made-up figures (chartData.ts): every chart type the dashboard uses, each with a line on when to use it.
 * Each is a ChartPanel: a title, a summary in words, the drawing, a table view and CSV and PNG exports; the page's
 * export button at the end downloads every table of the page in one CSV.
 */
import {
  ChartPanel,
  PageExportButton,
  PageExportProvider,
  barChart,
  donutChart,
  lineChart,
} from '../../dashboard/charts/index.ts';
import { GuideFrame, GuideSection } from '../GuideFrame.tsx';
import {
  ENGAGEMENT_BY_MONTH,
  ENGAGEMENT_BY_TYPE,
  FOLLOWERS_BY_MONTH,
  HASHTAGS_BY_REACH,
  POSTS_BY_NETWORK,
  POSTS_BY_NETWORK_BEFORE,
  REACH_BY_DAY,
  engagementByMonthSummary,
  engagementSummary,
  followersSummary,
  hashtagsSummary,
  postsSummary,
  reachSummary,
} from './chartData.ts';

// Built once: the figures never change, so the charts never redraw for nothing.
const FOLLOWERS = {
  option: lineChart({
    categories: FOLLOWERS_BY_MONTH.map((point) => point.label),
    series: [{ name: 'Followers', data: FOLLOWERS_BY_MONTH.map((point) => point.value), area: true }],
  }),
  table: {
    columns: ['Month', 'Followers'],
    rows: FOLLOWERS_BY_MONTH.map((point) => [point.label, point.value]),
  },
};

const REACH = {
  option: lineChart({
    categories: REACH_BY_DAY.map((day) => day.day),
    series: [
      { name: 'Reach', data: REACH_BY_DAY.map((day) => day.reach), area: true },
      { name: 'Views', data: REACH_BY_DAY.map((day) => day.views) },
    ],
  }),
  table: {
    columns: ['Day', 'Reach', 'Views'],
    rows: REACH_BY_DAY.map((day) => [day.day, day.reach, day.views]),
  },
};

const POSTS = {
  option: barChart({
    categories: POSTS_BY_NETWORK.map((point) => point.label),
    series: [
      { name: 'This month', data: POSTS_BY_NETWORK.map((point) => point.value) },
      { name: 'Last month', data: POSTS_BY_NETWORK_BEFORE.map((point) => point.value) },
    ],
  }),
  table: {
    columns: ['Network', 'This month', 'Last month'],
    rows: POSTS_BY_NETWORK.map((point, index) => [
      point.label,
      point.value,
      POSTS_BY_NETWORK_BEFORE[index]!.value,
    ]),
  },
};

const ENGAGEMENT_MONTHS = {
  option: barChart({
    categories: ENGAGEMENT_BY_MONTH.months,
    series: [
      { name: 'Likes', data: ENGAGEMENT_BY_MONTH.likes },
      { name: 'Comments', data: ENGAGEMENT_BY_MONTH.comments },
      { name: 'Shares', data: ENGAGEMENT_BY_MONTH.shares },
    ],
    stacked: true,
  }),
  table: {
    columns: ['Month', 'Likes', 'Comments', 'Shares'],
    rows: ENGAGEMENT_BY_MONTH.months.map((month, index) => [
      month,
      ENGAGEMENT_BY_MONTH.likes[index]!,
      ENGAGEMENT_BY_MONTH.comments[index]!,
      ENGAGEMENT_BY_MONTH.shares[index]!,
    ]),
  },
};

const HASHTAGS = {
  option: barChart({
    categories: HASHTAGS_BY_REACH.map((point) => point.label),
    series: [{ name: 'Reach', data: HASHTAGS_BY_REACH.map((point) => point.value) }],
    horizontal: true,
  }),
  table: {
    columns: ['Hashtag', 'Reach'],
    rows: HASHTAGS_BY_REACH.map((point) => [point.label, point.value]),
  },
};

const ENGAGEMENT_TYPES = {
  option: donutChart({
    parts: ENGAGEMENT_BY_TYPE.map((point) => ({ name: point.label, value: point.value })),
  }),
  table: {
    columns: ['Type', 'Engagements'],
    rows: ENGAGEMENT_BY_TYPE.map((point) => [point.label, point.value]),
  },
};

export function ChartsPage() {
  return (
    <GuideFrame
      title="Charts"
      intro="The chart panels of the product's analytics, drawn with ECharts from made-up figures. Each has a title, says in words what it shows, resizes with its container, shows its figures as a table and exports them as CSV or as a PNG image."
    >
      <PageExportProvider>
        <GuideSection
          title="Line chart"
          about="A measure over time, such as followers month by month. Fill the area under one highlighted measure."
        >
          <ChartPanel
            headingLevel={3}
            title="Followers per month (sample figures)"
            summary={followersSummary()}
            option={FOLLOWERS.option}
            table={FOLLOWERS.table}
            fileName="sample-followers-per-month"
          />
        </GuideSection>
        <GuideSection
          title="Line chart with several series"
          about="Measures that move together over the same days, such as reach and views. Keep it to a few lines; the legend names them and long ranges thin out their day labels."
        >
          <ChartPanel
            headingLevel={3}
            title="Reach and views per day (sample figures)"
            summary={reachSummary()}
            option={REACH.option}
            table={REACH.table}
            fileName="sample-reach-and-views-per-day"
            height="lg"
          />
        </GuideSection>
        <GuideSection
          title="Bar chart"
          about="Amounts to compare side by side, such as posts per network this month against last month."
        >
          <ChartPanel
            headingLevel={3}
            title="Posts per network (sample figures)"
            summary={postsSummary()}
            option={POSTS.option}
            table={POSTS.table}
            fileName="sample-posts-per-network"
          />
        </GuideSection>
        <GuideSection
          title="Stacked bar chart"
          about="Totals made of parts, such as each month's engagements by type: the bar's height is the total."
        >
          <ChartPanel
            headingLevel={3}
            title="Engagements per month by type (sample figures)"
            summary={engagementByMonthSummary()}
            option={ENGAGEMENT_MONTHS.option}
            table={ENGAGEMENT_MONTHS.table}
            fileName="sample-engagements-per-month"
          />
        </GuideSection>
        <GuideSection
          title="Horizontal bar chart"
          about="A ranking, or names too long for an axis below, such as hashtags by reach: the first on top."
        >
          <ChartPanel
            headingLevel={3}
            title="Hashtags by reach (sample figures)"
            summary={hashtagsSummary()}
            option={HASHTAGS.option}
            table={HASHTAGS.table}
            fileName="sample-hashtags-by-reach"
            height="sm"
          />
        </GuideSection>
        <GuideSection
          title="Donut chart"
          about="Parts of a whole, such as engagement by type. Keep it to a handful of parts; the legend names them."
        >
          <ChartPanel
            headingLevel={3}
            title="Engagement by type (sample figures)"
            summary={engagementSummary()}
            option={ENGAGEMENT_TYPES.option}
            table={ENGAGEMENT_TYPES.table}
            fileName="sample-engagement-by-type"
          />
        </GuideSection>
        <GuideSection
          title="Page export"
          about="A dashboard page offers all its figures in one CSV file: every chart's table under its title, in page order."
        >
          <PageExportButton fileName="sample-charts-page" />
        </GuideSection>
      </PageExportProvider>
    </GuideFrame>
  );
}
