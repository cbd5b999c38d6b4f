/**
 * A post shared for review (routes/reviewLinks.ts, issue 19) as the fuzz test calls it, spread into fuzzRoutes.ts's
 * table. Written without fuzzRoutes.ts's helpers, which that module defines after importing this one. The reviewer's
 * example token is well formed but unknown (a valid case answers 404): the token is the key, and every other input is
 * checked before it is looked up.
 */
import * as reviewLinks from '../../../src/contract/reviewLinks.ts';
import type { FuzzContext, RouteSpec } from './fuzzRoutes.ts';

type RouteSpecBody = Exclude<NonNullable<RouteSpec['body']>, 'ignored'>;
const body = (schema: RouteSpecBody['schema'], example: (ctx: FuzzContext) => Record<string, unknown>) => ({
  schema,
  example,
});

const token = { example: () => 'Fuzz0review0token0'.padEnd(43, 'x'), schema: reviewLinks.reviewTokenField };

export const REVIEW_LINKS_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'POST /api/auth/createReviewLink': {
    writes: true,
    body: body(reviewLinks.createReviewLinkRequest, (ctx) => ({
      account_id: ctx.acme,
      post_id: ctx.postId,
      days: 3,
    })),
  },
  'POST /api/auth/getReviewLinks': {
    body: body(reviewLinks.getReviewLinksRequest, (ctx) => ({ account_id: ctx.acme, post_id: ctx.postId })),
  },
  'POST /api/auth/revokeReviewLink': {
    writes: true,
    body: body(reviewLinks.revokeReviewLinkRequest, (ctx) => ({ account_id: ctx.acme, id: 1 })),
  },
  // A design in the post's media may be rendered (and kept) when a real link is opened.
  'GET /api/review/:token': { writes: true, params: { token } },
  'POST /api/review/:token': {
    writes: true,
    params: { token },
    body: body(reviewLinks.reviewAnswerFields, () => ({
      decision: 'comment',
      name: 'Fuzz Reviewer',
      comment: 'Looks good.',
    })),
  },
};
