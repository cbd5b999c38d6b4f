/**
 * A post shared for review (issue 19; contract src/contract/reviewLinks.ts, store reviewLinks.ts). HTTP only.
 *
 * Members: POST /auth/createReviewLink, /auth/getReviewLinks and /auth/revokeReviewLink, behind the session and the
 * account check of every /auth/ call (app.ts; 'posts.approve' in permissions.ts: a link can approve the post, so
 * making one is approving by proxy). A post or link of another account answers 404, like one that does not exist.
 *
 * The reviewer: GET and POST /review/{token}, public (no session, no account), each address limited to
 * RATE_LIMITS.reviewPerIp calls a minute (429). A malformed token answers 404 like an unknown one, before anything is
 * read; answers are never cached or indexed (the token is in the path). Approving a post that waits for approval
 * hands it to the publisher once the transaction committed, as approvePosts does (routes/posts.ts).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { PostWire } from '../../contract/posts.ts';
import {
  createReviewLinkRequest,
  getReviewLinksRequest,
  reviewAnswerRequest,
  reviewMessages,
  reviewTokenField,
  revokeReviewLinkRequest,
} from '../../contract/reviewLinks.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, ok, paged, parseBody } from '../http.ts';
import { handOverPosts, type PostScheduler } from '../publishing.ts';
import { clientIp, spendAttempt } from '../rateLimit.ts';
import {
  answerReview,
  createReviewLink,
  reviewLinksOf,
  reviewViewOf,
  revokeReviewLink,
} from '../reviewLinks.ts';

/** Headers of the reviewer's answers: the path holds the link's secret. */
const PRIVATE_ANSWER = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

/** The token of the path, or 404 (reviewMessages.notFound) for anything that is not one. */
function tokenOf(c: Context<AppEnv>): string {
  const token = v.safeParse(reviewTokenField, c.req.param('token'));
  if (!token.success) throw new HttpError(404, reviewMessages.notFound);
  return token.output;
}

export function reviewLinkRoutes(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'log' | 'limits'> & { publishing: PostScheduler | null },
) {
  const { db, clock, log, limits, publishing } = deps;
  const routes = new Hono<AppEnv>();

  /** Hands approved, scheduled posts to the publisher (after the transaction committed). */
  const handOver = (posts: readonly PostWire[]) => handOverPosts(publishing, log, posts);

  // ---- members ---------------------------------------------------------------------------------------------------

  routes.post('/auth/createReviewLink', async (c) => {
    const body = await parseBody(c, createReviewLinkRequest);
    const created = await createReviewLink(db, {
      accountId: body.account_id,
      postId: body.post_id,
      createdBy: c.get('session').userId,
      days: body.days,
      now: clock.now(),
    });
    c.header('Cache-Control', 'no-store');
    return ok(c, created);
  });

  routes.post('/auth/getReviewLinks', async (c) => {
    const body = await parseBody(c, getReviewLinksRequest);
    return paged(c, await reviewLinksOf(db, body.account_id, body.post_id, clock.now()));
  });

  routes.post('/auth/revokeReviewLink', async (c) => {
    const body = await parseBody(c, revokeReviewLinkRequest);
    const now = clock.now();
    return ok(c, await db.transaction((tx) => revokeReviewLink(tx, body.account_id, body.id, now)));
  });

  // ---- the reviewer ----------------------------------------------------------------------------------------------

  /** Each address's calls counted (429 past the limit); every answer, refusals too, not cached or indexed. */
  const reviewerCall: MiddlewareHandler<AppEnv> = async (c, next) => {
    const limited = await spendAttempt(c, [[limits.reviewPerIp, `ip:${clientIp(c)}`]]);
    if (limited) {
      for (const [name, value] of Object.entries(PRIVATE_ANSWER)) limited.headers.set(name, value);
      return limited;
    }
    await next();
    for (const [name, value] of Object.entries(PRIVATE_ANSWER)) c.res.headers.set(name, value);
  };
  routes.use('/review/*', reviewerCall);

  routes.get('/review/:token', async (c) => ok(c, await reviewViewOf(db, log, tokenOf(c), clock.now())));

  routes.post('/review/:token', async (c) => {
    const token = tokenOf(c);
    const body = await parseBody(c, reviewAnswerRequest);
    const now = clock.now();
    const answered = await db.transaction((tx) => answerReview(tx, token, body, now));
    await handOver(answered.approved);
    return ok(c, answered.answer);
  });

  return routes;
}
