/**
 * The dashboard overview's figures (spec 1, 2.6, 4.9, 5, 9; issue 17): what is loaded for the selected networks
 * and range, and when.
 *
 * Two regions side by side:
 * - `figures`: followers, likes, views, total engagements and posts over the range, with the previous period's
 *   totals and a per-network breakdown (`loadFigures`: getAccountFollowers, getPostsLikes, getPostsViews,
 *   getPostsTotalEngagements, getPostInsights and getAllAccountInsights). Loading, then loaded or empty (spec 4.9:
 *   empty when no series has a figure). With no network selected nothing is requested and the lists reset to empty,
 *   clearing follower, post, likes, engagement and views insights (spec 4.9, 5). A failed load is logged and keeps
 *   the previous figures (spec 8), with the reason and Try again. A change of sortId alone does not reload them.
 *   "Update now" (`figures.refreshRequested`) asks the networks for fresh figures (`syncInsights`), then loads
 *   again, top posts too.
 * - `topPosts`: the range's top posts by sortId (getTopPostsInsights). Requested only when a start time exists and
 *   not again for filters it has already loaded (spec 5); the first-load flag is set once they have loaded (spec 4.9).
 *
 * The filters come from the address (the view sends `filters.changed` when it changes); the page shows the figures
 * it has while new ones load.
 */
import { assign, raise, setup } from 'xstate';
import {
  analyticsMessages,
  hasNoFigures,
  sameSelection,
  topPostsKey,
  type DashboardFilters,
  type OverviewFigures,
  type TopPostFigures,
  type TopPostsRequest,
} from '../src/domain/analytics.ts';
import { failure, provided } from './provided.ts';

export interface AnalyticsInput {
  accountId: number;
  filters: DashboardFilters;
}

export interface AnalyticsContext extends AnalyticsInput {
  /** The figures last loaded (kept while new ones load or when a load fails); null once cleared. */
  figures: OverviewFigures | null;
  /** Why the figures could not be loaded or updated. */
  figuresError: string | null;
  topPosts: TopPostFigures[];
  /** The filters (topPostsKey) the top posts were last requested for; null when none are. */
  topPostsKey: string | null;
  topPostsError: string | null;
  /** Spec 4.9: set once the top posts have loaded the first time. */
  firstLoaded: boolean;
}

export interface FiguresRequest {
  accountId: number;
  start: string;
  end: string;
  ids: number[];
}

export type AnalyticsEvent =
  | { type: 'filters.changed'; filters: DashboardFilters }
  | { type: 'figures.retried' }
  | { type: 'figures.refreshRequested' }
  | { type: 'topPosts.retried' }
  | { type: 'topPosts.stale' };

const figuresRequest = ({ context }: { context: AnalyticsContext }): FiguresRequest => ({
  accountId: context.accountId,
  start: context.filters.start,
  end: context.filters.end,
  ids: context.filters.ids,
});

const topPostsRequest = (filters: DashboardFilters): TopPostsRequest => ({
  start: filters.start,
  end: filters.end,
  ids: filters.ids,
  sortId: filters.sortId,
});

export const analyticsMachine = setup({
  types: {
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
    input: {} as AnalyticsInput,
    tags: {} as
      | 'noNetworks'
      | 'figuresLoading'
      | 'figuresLoaded'
      | 'figuresEmpty'
      | 'figuresFailed'
      | 'syncing'
      | 'topPostsWaiting'
      | 'topPostsLoading'
      | 'topPostsLoaded'
      | 'topPostsEmpty'
      | 'topPostsFailed',
  },
  actors: {
    /** The five series and the per-network totals, read through the query layer's 5-minute cache. */
    loadFigures: provided<OverviewFigures, FiguresRequest>('loadFigures'),
    /** getTopPostsInsights, through the cache. */
    loadTopPosts: provided<TopPostFigures[], TopPostsRequest & { accountId: number }>('loadTopPosts'),
    /** POST /auth/syncInsights, then the cached figures of the account are dropped. */
    syncInsights: provided<void, { accountId: number }>('syncInsights'),
  },
  actions: {
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    setFilters: assign(({ event }) => (event.type === 'filters.changed' ? { filters: event.filters } : {})),
    storeFigures: assign((_, figures: OverviewFigures) => ({ figures, figuresError: null })),
    figuresFailed: assign((_, params: { message: string }) => ({ figuresError: params.message })),
    clearFigures: assign({ figures: null, figuresError: null }),
    clearFiguresError: assign({ figuresError: null }),
    startTopPosts: assign(({ context }) => ({
      topPostsKey: topPostsKey(topPostsRequest(context.filters)),
      topPostsError: null,
    })),
    storeTopPosts: assign((_, posts: TopPostFigures[]) => ({ topPosts: posts, topPostsError: null })),
    topPostsFailed: assign({ topPostsError: analyticsMessages.topPostsFailed }),
    clearTopPostsError: assign({ topPostsError: null }),
    clearTopPosts: assign({ topPosts: [], topPostsKey: null, topPostsError: null }),
    forgetTopPostsKey: assign({ topPostsKey: null }),
    markFirstLoaded: assign({ firstLoaded: true }),
    topPostsStale: raise({ type: 'topPosts.stale' }),
  },
  guards: {
    noNetworks: ({ context }) => context.filters.ids.length === 0,
    hasStart: ({ context }) => context.filters.start !== '',
    noFiguresIn: (_, figures: OverviewFigures) => hasNoFigures(figures),
    noTopPostsIn: (_, posts: TopPostFigures[]) => posts.length === 0,
    sameSelection: ({ context, event }) =>
      event.type === 'filters.changed' && sameSelection(context.filters, event.filters),
    sameTopPostsKey: ({ context, event }) =>
      event.type === 'filters.changed' && context.topPostsKey === topPostsKey(topPostsRequest(event.filters)),
  },
}).createMachine({
  id: 'analytics',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    figures: null,
    figuresError: null,
    topPosts: [],
    topPostsKey: null,
    topPostsError: null,
    firstLoaded: false,
  }),
  states: {
    figures: {
      description: 'Followers, likes, views, total engagements and posts, with the per-network breakdown.',
      initial: 'checking',
      on: {
        'filters.changed': [
          {
            guard: 'sameSelection',
            description: 'Only the sort of the top posts changed: the figures stay.',
            actions: 'setFilters',
          },
          { target: '.checking', actions: 'setFilters' },
        ],
      },
      states: {
        checking: {
          always: [{ guard: 'noNetworks', target: 'noNetworks' }, { target: 'loading' }],
        },
        noNetworks: {
          description:
            'No network selected: nothing is requested and the follower, post, likes, engagement and views insights are cleared (spec 4.9, 5).',
          tags: ['noNetworks'],
          entry: 'clearFigures',
        },
        loading: {
          description: 'The previous figures (if any) stay on screen while the new ones load.',
          tags: ['figuresLoading'],
          entry: 'clearFiguresError',
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            input: figuresRequest,
            onDone: [
              {
                guard: { type: 'noFiguresIn', params: ({ event }) => event.output },
                target: 'empty',
                actions: { type: 'storeFigures', params: ({ event }) => event.output },
              },
              { target: 'loaded', actions: { type: 'storeFigures', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'logFailure', params: failure('figures') },
                { type: 'figuresFailed', params: { message: analyticsMessages.figuresFailed } },
              ],
            },
          },
        },
        loaded: {
          tags: ['figuresLoaded'],
          on: { 'figures.refreshRequested': 'syncing' },
        },
        empty: {
          description: 'No series has a figure in the range (a new account, or networks without history).',
          tags: ['figuresEmpty'],
          on: { 'figures.refreshRequested': 'syncing' },
        },
        failed: {
          description: 'Logged; the previous figures stay (spec 8) with the reason and Try again.',
          tags: ['figuresFailed'],
          on: {
            'figures.retried': 'loading',
            'figures.refreshRequested': 'syncing',
          },
        },
        syncing: {
          description: 'Asks the networks for fresh figures, then loads them (and the top posts) again.',
          tags: ['syncing'],
          entry: 'clearFiguresError',
          invoke: {
            id: 'syncInsights',
            src: 'syncInsights',
            input: ({ context }) => ({ accountId: context.accountId }),
            onDone: { target: 'loading', actions: 'topPostsStale' },
            onError: {
              target: 'failed',
              actions: [
                { type: 'logFailure', params: failure('syncing') },
                { type: 'figuresFailed', params: { message: analyticsMessages.syncFailed } },
              ],
            },
          },
        },
      },
    },
    topPosts: {
      description: 'The top posts of the range by sortId (default 1, engagements).',
      initial: 'checking',
      on: {
        'filters.changed': [
          {
            guard: 'sameTopPostsKey',
            description: 'Already loaded (or loading) for these filters: not requested again (spec 5).',
            actions: 'setFilters',
          },
          { target: '.checking', actions: 'setFilters' },
        ],
        'topPosts.stale': { target: '.checking', actions: 'forgetTopPostsKey' },
      },
      states: {
        checking: {
          entry: 'clearTopPostsError',
          always: [
            { guard: 'noNetworks', target: 'noNetworks' },
            { guard: 'hasStart', target: 'loading' },
            { target: 'waiting' },
          ],
        },
        noNetworks: {
          description: 'No network selected: the list resets to empty (spec 4.9).',
          tags: ['noNetworks'],
          entry: 'clearTopPosts',
        },
        waiting: {
          description: 'No start time yet: top posts are not requested (spec 5).',
          tags: ['topPostsWaiting'],
        },
        loading: {
          tags: ['topPostsLoading'],
          entry: 'startTopPosts',
          invoke: {
            id: 'loadTopPosts',
            src: 'loadTopPosts',
            input: ({ context }) => ({ accountId: context.accountId, ...topPostsRequest(context.filters) }),
            onDone: [
              {
                guard: { type: 'noTopPostsIn', params: ({ event }) => event.output },
                target: 'empty',
                actions: [{ type: 'storeTopPosts', params: ({ event }) => event.output }, 'markFirstLoaded'],
              },
              {
                target: 'loaded',
                actions: [{ type: 'storeTopPosts', params: ({ event }) => event.output }, 'markFirstLoaded'],
              },
            ],
            onError: {
              target: 'failed',
              actions: [{ type: 'logFailure', params: failure('top posts') }, 'topPostsFailed'],
            },
          },
        },
        loaded: { tags: ['topPostsLoaded'] },
        empty: { tags: ['topPostsEmpty'] },
        failed: {
          description: 'Logged; the previous list stays with the reason and Try again.',
          tags: ['topPostsFailed'],
          on: { 'topPosts.retried': 'loading' },
        },
      },
    },
  },
});
