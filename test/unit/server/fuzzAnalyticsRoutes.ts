/**
 * The analytics routes (routes/analytics.ts, spec 7.6) as the fuzz test calls them, spread into fuzzRoutes.ts's
 * table. Written without fuzzRoutes.ts's helpers, which that module defines after importing this one.
 */
import * as analytics from '../../../src/contract/analytics.ts';
import type { RouteSpec } from './fuzzRoutes.ts';

const start = { example: () => '2025-01-01', schema: analytics.dayField('start') };
const end = { example: () => '2025-01-10', schema: analytics.dayField('end') };
const ids = { example: () => '1,3', schema: analytics.idsField };
const sortId = { example: () => '2', schema: analytics.sortIdField };

const CALLS = [
  'getAccountInsights',
  'getAllAccountInsights',
  'getAccountFollowers',
  'getPostsLikes',
  'getPostsViews',
  'getPostInsights',
  'getPostsTotalEngagements',
];

export const ANALYTICS_FUZZ_ROUTES: Record<string, RouteSpec> = {
  ...Object.fromEntries(
    CALLS.flatMap((name) => [
      [`GET /api/auth/${name}/:start/:end`, { params: { start, end } }],
      [`GET /api/auth/${name}/:start/:end/:ids`, { params: { start, end, ids } }],
    ]),
  ),
  'GET /api/auth/getTopPostsInsights/:start/:end/:sortId': { params: { start, end, sortId } },
  'GET /api/auth/getTopPostsInsights/:start/:end/:sortId/:ids': { params: { start, end, sortId, ids } },
  'POST /api/auth/syncInsights': {
    writes: true,
    body: { schema: analytics.syncInsightsRequest, example: (ctx) => ({ account_id: ctx.acme }) },
  },
};
