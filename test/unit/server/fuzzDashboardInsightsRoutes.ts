/**
 * The dashboard's new connections, leaderboard, hashtag and Google reviews routes (routes/dashboardInsights.ts,
 * reviews.ts; issue 17) as the fuzz test calls them, spread into fuzzRoutes.ts's table. Written without fuzzRoutes.ts's
 * helpers, which that module defines after importing this one.
 */
import * as analytics from '../../../src/contract/analytics.ts';
import * as reviews from '../../../src/contract/reviews.ts';
import type { RouteSpec } from './fuzzRoutes.ts';

const start = { example: () => '2025-01-01', schema: analytics.dayField('start') };
const end = { example: () => '2025-01-10', schema: analytics.dayField('end') };
const ids = { example: () => '1,3', schema: analytics.idsField };

const CALLS = ['getNewConnections', 'getPostsLeaderboard', 'getHashtagInsights'];

export const DASHBOARD_INSIGHTS_FUZZ_ROUTES: Record<string, RouteSpec> = {
  ...Object.fromEntries(
    CALLS.flatMap((name) => [
      [`GET /api/auth/${name}/:start/:end`, { params: { start, end } }],
      [`GET /api/auth/${name}/:start/:end/:ids`, { params: { start, end, ids } }],
    ]),
  ),
  'GET /api/auth/getGoogleReviews/:start/:end': { params: { start, end } },
  'POST /api/auth/connectGoogleBusiness': {
    writes: true,
    body: { schema: reviews.googleBusinessRequest, example: (ctx) => ({ account_id: ctx.acme }) },
  },
  'POST /api/auth/disconnectGoogleBusiness': {
    writes: true,
    body: { schema: reviews.googleBusinessRequest, example: (ctx) => ({ account_id: ctx.acme }) },
  },
};
