/**
 * A post shared for review (issue 19; src/contract/reviewLinks.ts): the members' calls (make a link, list a post's
 * links, revoke one) and the reviewer's (read the post, answer once). The reviewer has no session: those two calls
 * carry no credentials the server needs, and their refusals (404, 410) carry the sentence the page shows.
 */
import {
  REVIEW_LINK_PATHS,
  createReviewLinkResponse,
  reviewAnswerResponse,
  reviewLinkResponse,
  reviewLinksResponse,
  reviewPath,
  reviewViewResponse,
  type CreatedReviewLinkWire,
  type ReviewAnswerWire,
  type ReviewLinkWire,
  type ReviewViewWire,
} from '../contract/reviewLinks.ts';
import { dataOf, type ApiClient } from './client.ts';

export type ReviewLink = ReviewLinkWire;
export type ReviewView = ReviewViewWire;

export function reviewCalls(api: ApiClient) {
  return {
    /** POST /auth/createReviewLink: a new link to the post; its token is in this answer only. */
    async create(request: { accountId: number; postId: number }): Promise<CreatedReviewLinkWire> {
      const path = REVIEW_LINK_PATHS.create;
      const body = { account_id: request.accountId, post_id: request.postId };
      return dataOf(path, await api.call(createReviewLinkResponse, path, { body }));
    },
    /** POST /auth/getReviewLinks: the post's links, newest first. */
    async list(request: { accountId: number; postId: number }): Promise<ReviewLink[]> {
      const path = REVIEW_LINK_PATHS.list;
      const body = { account_id: request.accountId, post_id: request.postId };
      return dataOf(path, await api.call(reviewLinksResponse, path, { body }));
    },
    /** POST /auth/revokeReviewLink: the link can no longer be opened. */
    async revoke(request: { accountId: number; id: number }): Promise<ReviewLink> {
      const path = REVIEW_LINK_PATHS.revoke;
      const body = { account_id: request.accountId, id: request.id };
      return dataOf(path, await api.call(reviewLinkResponse, path, { body }));
    },
    /** GET /review/{token}: the post as the reviewer sees it. */
    async view(token: string): Promise<ReviewView> {
      const path = reviewPath(token);
      return dataOf(path, await api.call(reviewViewResponse, path, { method: 'GET' }));
    },
    /** POST /review/{token}: the reviewer's one answer. */
    async answer(
      token: string,
      answer: { decision: 'approve' | 'comment'; name: string; comment: string },
    ): Promise<ReviewAnswerWire> {
      const path = reviewPath(token);
      return dataOf(path, await api.call(reviewAnswerResponse, path, { body: answer }));
    },
  };
}
export type ReviewCalls = ReturnType<typeof reviewCalls>;
