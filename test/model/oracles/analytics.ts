/**
 * What spec 4.9, 5, 8 and 9 say about the dashboard's figures (machines/analytics.machine.ts), written apart from the
 * machine: which loads run when, what "no network selected" clears, empty against loaded, the first-load flag and
 * failures kept quiet with the previous figures.
 */
import type { SnapshotFrom } from 'xstate';
import { analyticsMachine } from '../../../machines/analytics.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof analyticsMachine>>;
type Filters = { start: string; end: string; ids: number[]; sortId: number };
type Series = { days: { value: number }[]; total: number; previousTotal: number };

const figuresLoading = (o: O) => o.running().includes('loadFigures');
const topPostsLoading = (o: O) => o.running().includes('loadTopPosts');
const filtersOf = (o: O) => o.snapshot.context.filters;
const selection = (f: Filters) => `${f.start}/${f.end}/${f.ids.join(',')}`;
const topKey = (f: Filters) => `${selection(f)}/${f.sortId}`;
/** Spec 4.9: a series is empty when it has no figure at all. */
const seriesEmpty = (series: Series) =>
  series.total === 0 && series.previousTotal === 0 && series.days.every((day) => day.value === 0);

export const analyticsOracle = defineOracle(analyticsMachine, [
  rule(
    'spec 9',
    'the default networks (1 to 4) and a start time: figures and top posts are requested at once',
    atStart,
    (o) => figuresLoading(o) && topPostsLoading(o),
  ),
  rule(
    'spec 4.9',
    'loading shows exactly while a load runs',
    always,
    (o) =>
      o.has('figuresLoading') === figuresLoading(o) &&
      o.has('topPostsLoading') === topPostsLoading(o) &&
      o.has('syncing') === o.running().includes('syncInsights'),
  ),
  rule(
    'spec 5',
    'with no network selected nothing is requested and follower, post, likes, engagement and views insights are cleared',
    (o) => filtersOf(o).ids.length === 0,
    (o) =>
      !figuresLoading(o) &&
      !topPostsLoading(o) &&
      o.snapshot.context.figures === null &&
      o.snapshot.context.topPosts.length === 0 &&
      o.has('noNetworks'),
  ),
  rule(
    'spec 5',
    'top posts are requested only when a start time exists',
    (o) => o.started('loadTopPosts'),
    (o) => filtersOf(o).start !== '',
  ),
  rule(
    'spec 5',
    'top posts already loaded (or loading) for the same filters are not requested again',
    (o) =>
      o.on('filters.changed') &&
      (o.had('topPostsLoaded') || o.had('topPostsEmpty') || o.had('topPostsLoading')) &&
      topKey(o.event.filters as Filters) === topKey(filtersOf({ ...o, snapshot: o.previous! })),
    (o) => !o.started('loadTopPosts') && o.snapshot.context.topPosts === o.previous!.context.topPosts,
  ),
  rule(
    'spec 4.9',
    'the first-load flag is set once top posts have loaded, not before',
    always,
    (o) =>
      o.snapshot.context.firstLoaded ===
      [...o.history, o].some((step) => step.event.type === 'xstate.done.actor.loadTopPosts'),
  ),
  rule(
    'spec 4.9',
    'a finished load is empty when no series has a figure, loaded otherwise',
    (o) => o.on('xstate.done.actor.loadFigures'),
    (o) => {
      const output = o.event.output as { series: Record<string, Series> };
      const empty = Object.values(output.series).every(seriesEmpty);
      return (
        o.snapshot.context.figures === output && (empty ? o.has('figuresEmpty') : o.has('figuresLoaded'))
      );
    },
  ),
  rule(
    'spec 4.9',
    'no top posts is the empty state',
    (o) => o.on('xstate.done.actor.loadTopPosts'),
    (o) => {
      const posts = o.event.output as unknown[];
      return (
        o.snapshot.context.topPosts === posts &&
        o.has(posts.length === 0 ? 'topPostsEmpty' : 'topPostsLoaded')
      );
    },
  ),
  rule(
    'spec 8',
    'a failed load is logged and keeps the previous figures, with the reason',
    (o) => o.on('xstate.error.actor.loadFigures') || o.on('xstate.error.actor.syncInsights'),
    (o) =>
      o.ran('logFailure') &&
      o.snapshot.context.figures === o.previous!.context.figures &&
      o.snapshot.context.figuresError ===
        (o.on('xstate.error.actor.syncInsights')
          ? 'Your figures could not be updated from the networks.'
          : 'Your figures could not be loaded.'),
  ),
  rule(
    'spec 8',
    'failed top posts are logged and the previous list stays, with the reason',
    (o) => o.on('xstate.error.actor.loadTopPosts'),
    (o) =>
      o.ran('logFailure') &&
      o.snapshot.context.topPosts === o.previous!.context.topPosts &&
      o.snapshot.context.topPostsError === 'Your top posts could not be loaded.',
  ),
  rule(
    'invariant',
    'a reason shows exactly in a failed state',
    always,
    (o) =>
      (o.snapshot.context.figuresError !== null) === o.has('figuresFailed') &&
      (o.snapshot.context.topPostsError !== null) === o.has('topPostsFailed'),
  ),
  rule(
    'invariant',
    'changing only the sort of the top posts does not reload the figures',
    (o) =>
      o.on('filters.changed') &&
      selection(o.event.filters as Filters) === selection(o.previous!.context.filters),
    (o) => !o.started('loadFigures'),
  ),
  rule(
    'invariant',
    'after the networks were synced the figures and the top posts load again',
    (o) => o.on('xstate.done.actor.syncInsights'),
    (o) => o.started('loadFigures') && (filtersOf(o).start === '' || topPostsLoading(o)),
  ),
]);
