/**
 * The dashboard's leads, website traffic and action items (issue 17), account-scoped like the analytics calls
 * (routes/analytics.ts: the account of the accountId / account_Id header, any member may read):
 * - GET /auth/getLinkClicks/{start}/{end}/{ids?}: the tracked links' clicks (src/contract/links.ts), with the same
 *   start, end and ids rules as spec 7.6's calls (src/contract/analytics.ts: 400 naming the field otherwise);
 * - GET /auth/getActionItems: the account's to-dos (src/contract/actionItems.ts; actionItems.ts).
 */
import { Hono, type Context } from 'hono';
import { DEFAULT_INSIGHT_IDS, insightsParams, rangeDays, rangeProblem } from '../../contract/analytics.ts';
import { scopedAccount } from '../accountScope.ts';
import { actionItemsOf } from '../actionItems.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, check, ok } from '../http.ts';
import { DAY_MS, dayOf } from '../sandbox/insights.ts';
import { linkClicksOf, type ClicksRange } from '../trackedLinks.ts';

const shiftDay = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The checked range of the path (400 naming the field when it is not one the calls answer). */
function rangeOf(c: Context<AppEnv>, clock: Clock): ClicksRange {
  const params = check(insightsParams, c.req.param());
  const problem = rangeProblem(params.start, params.end, dayOf(clock.now()));
  if (problem) throw new HttpError(400, `${problem.field}: ${problem.message}`, problem.field);
  const days = rangeDays(params.start, params.end);
  return {
    start: params.start,
    end: params.end,
    ids: params.ids ?? [...DEFAULT_INSIGHT_IDS],
    prevStart: shiftDay(params.start, -days),
    prevEnd: shiftDay(params.start, -1),
  };
}

export function dashboardLinkRoutes(deps: { db: Queryable; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;
  const routes = new Hono<AppEnv>();

  const linkClicks = async (c: Context<AppEnv>) => {
    const range = rangeOf(c, clock);
    return ok(c, await linkClicksOf(db, scopedAccount(c), range, deps.publicUrl));
  };
  routes.get('/auth/getLinkClicks/:start/:end', linkClicks);
  routes.get('/auth/getLinkClicks/:start/:end/:ids', linkClicks);

  routes.get('/auth/getActionItems', async (c) => {
    const accountId = scopedAccount(c);
    const now = clock.now();
    const items = await actionItemsOf(db, accountId, c.get('session').userId, now);
    return ok(c, { account_id: accountId, items, checked_at: now.toISOString() });
  });

  return routes;
}
