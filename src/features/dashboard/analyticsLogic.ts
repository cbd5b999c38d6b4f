/** The dashboard analytics machine with the app's side effects supplied: cached reads, the sync call and logging. */
import { fromPromise } from 'xstate';
import { analyticsMachine, type FiguresRequest } from '../../../machines/analytics.machine.ts';
import type { AnalyticsCalls } from '../../api/analytics.ts';
import { fetchOverviewFigures, fetchTopPosts, invalidateAnalytics } from '../../api/queries/analytics.ts';
import type { OverviewFigures, TopPostFigures, TopPostsRequest } from '../../domain/analytics.ts';
import { commonEffects, type CommonEffects } from '../effects.ts';

export interface AnalyticsEffects extends CommonEffects {
  calls: Pick<AnalyticsCalls, 'metricSeries' | 'networks' | 'topPosts' | 'syncInsights'>;
}

export function analyticsLogic(effects: AnalyticsEffects) {
  const { calls } = effects;
  const { log, cache } = commonEffects(effects);
  return analyticsMachine.provide({
    actors: {
      loadFigures: fromPromise<OverviewFigures, FiguresRequest>(({ input }) =>
        fetchOverviewFigures(calls, input.accountId, input, cache),
      ),
      loadTopPosts: fromPromise<TopPostFigures[], TopPostsRequest & { accountId: number }>(({ input }) =>
        fetchTopPosts(calls, input.accountId, input, cache),
      ),
      syncInsights: fromPromise<void, { accountId: number }>(async ({ input }) => {
        await calls.syncInsights(input.accountId);
        // Every cached figure of the account is older than what the networks just answered.
        await invalidateAnalytics(input.accountId, cache);
      }),
    },
    actions: {
      logFailure: (_, { what, error }) => log(`[dashboard] loading the ${what} failed`, error),
    },
  });
}
