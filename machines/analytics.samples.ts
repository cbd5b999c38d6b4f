/** Samples of the dashboard analytics machine (analytics.machine.ts) for the catalogue and the model tests. */
import {
  OVERVIEW_METRICS,
  topPostsKey,
  type DashboardFilters,
  type MetricSeries,
  type OverviewFigures,
  type OverviewMetric,
  type TopPostFigures,
} from '../src/domain/analytics.ts';
import type { analyticsMachine } from './analytics.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

/** The default view (spec 9: networks 1 to 4, sortId 1) over the 30 days to 26 Nov 2026. */
export const SAMPLE_FILTERS: DashboardFilters = {
  start: '2026-10-28',
  end: '2026-11-26',
  ids: [1, 2, 3, 4],
  sortId: 1,
};

/** The filters a user can move to: another sort only, another range, no network, and (spec 5) no start time. */
export const sampleFilters = {
  byLikes: { ...SAMPLE_FILTERS, sortId: 2 },
  lastWeek: { ...SAMPLE_FILTERS, start: '2026-11-20' },
  noNetworks: { ...SAMPLE_FILTERS, ids: [] },
  noStart: { ...SAMPLE_FILTERS, start: '' },
} as const satisfies Record<string, DashboardFilters>;

function series(metric: OverviewMetric, values: number[], previousTotal: number): MetricSeries {
  return {
    metric,
    days: values.map((value, index) => ({ day: `2026-11-${String(24 + index).padStart(2, '0')}`, value })),
    total: metric === 'followers' ? (values.at(-1) ?? 0) : values.reduce((sum, value) => sum + value, 0),
    previousTotal,
  };
}

const everySeries = (make: (metric: OverviewMetric) => MetricSeries) =>
  Object.fromEntries(OVERVIEW_METRICS.map((metric) => [metric, make(metric)])) as Record<
    OverviewMetric,
    MetricSeries
  >;

/** Figures with something in every series. */
export const SAMPLE_FIGURES: OverviewFigures = {
  series: everySeries((metric) =>
    metric === 'followers' ? series(metric, [1200, 1210, 1225], 1150) : series(metric, [30, 42, 27], 80),
  ),
  networks: [
    {
      providerId: 1,
      totals: { followers: 1225, likes: 99, views: 4100, engagements: 140, reach: 3000, clicks: 21 },
      previous: { followers: 1150, likes: 80, views: 3900, engagements: 120, reach: 2800, clicks: 18 },
    },
  ],
};

/** A new account's figures: every series 0. */
export const NO_FIGURES: OverviewFigures = {
  series: everySeries((metric) => series(metric, [0, 0, 0], 0)),
  networks: [],
};

export const SAMPLE_TOP_POSTS: TopPostFigures[] = [
  {
    postId: 11,
    providerId: 1,
    text: 'Fresh sourdough every morning',
    postedAt: '2026-11-20T09:00:00.000Z',
    likes: 40,
    views: 900,
    engagements: 61,
    reach: 700,
    clicks: 9,
  },
];

export const analyticsSamples: CatalogueSamples<typeof analyticsMachine> = {
  inputs: [{ accountId: 1, filters: SAMPLE_FILTERS }],
  events: () => [
    ...Object.values(sampleFilters).map((filters) => ({ type: 'filters.changed', filters })),
    { type: 'filters.changed', filters: SAMPLE_FILTERS },
    { type: 'xstate.done.actor.loadFigures', output: SAMPLE_FIGURES },
    { type: 'xstate.done.actor.loadFigures', output: NO_FIGURES },
    { type: 'xstate.done.actor.loadTopPosts', output: SAMPLE_TOP_POSTS },
    { type: 'xstate.done.actor.loadTopPosts', output: [] },
    { type: 'xstate.done.actor.syncInsights' },
  ],
  // Guards read the filters (which come from the samples above) and the top posts' key; the figures themselves
  // only reach guards through the done events.
  guardState: (snapshot) => ({
    filters: topPostsKey(snapshot.context.filters),
    topPostsKey: snapshot.context.topPostsKey,
  }),
};
