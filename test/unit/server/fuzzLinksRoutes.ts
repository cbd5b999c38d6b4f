/**
 * The tracked links' redirect (routes/links.ts) and the leads, website traffic and action items calls
 * (routes/dashboardLinks.ts) as the fuzz test calls them, spread into fuzzRoutes.ts's table. Written without
 * fuzzRoutes.ts's helpers, which that module defines after importing this one.
 */
import * as analytics from '../../../src/contract/analytics.ts';
import { linkCodeField } from '../../../src/contract/links.ts';
import type { RouteSpec } from './fuzzRoutes.ts';

const start = { example: () => '2025-01-01', schema: analytics.dayField('start') };
const end = { example: () => '2025-01-10', schema: analytics.dayField('end') };
const ids = { example: () => '1,3', schema: analytics.idsField };

export const LINKS_FUZZ_ROUTES: Record<string, RouteSpec> = {
  // A well-formed code nobody was given: the 404 page. A known one would count a click (a write).
  'GET /l/:code': { params: { code: { example: () => 'unknownCode123', schema: linkCodeField } } },
  'GET /api/auth/getLinkClicks/:start/:end': { params: { start, end } },
  'GET /api/auth/getLinkClicks/:start/:end/:ids': { params: { start, end, ids } },
  'GET /api/auth/getActionItems': {},
};
