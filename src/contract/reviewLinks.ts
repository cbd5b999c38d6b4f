/**
 * A post shared for review (issue 19): a member makes a link to one post for someone without an account, who opens
 * it at /{accid}/sharedposteditor/{token} and either approves the post or leaves a comment, once. The link expires,
 * and can be revoked until it is used. Shared by the SPA (to parse answers) and the reference server (to check
 * bodies and shape answers); times are ISO 8601 strings in UTC. Limits: src/domain/reviewLinks.ts.
 *
 * Members (session; the account's role must allow approving posts, 'posts.approve'; a post or link of another
 * account answers 404, like one that does not exist):
 * - POST /auth/createReviewLink {account_id, post_id, days?}: a new link, `days` 1 to 30 (default 7). Answers
 *   `{id, token, expires_at}`: `token` (43 base64url characters) is given only in this answer; the server keeps its
 *   SHA-256.
 * - POST /auth/getReviewLinks {account_id, post_id}: the post's links, newest first (`reviewLink`, with its `state`
 *   as of the server's clock); `rows` is how many.
 * - POST /auth/revokeReviewLink {account_id, id}: revokes a link (again: answers it as it is); a used link cannot be
 *   revoked (409 reviewMessages.usedCannotRevoke). Answers the link as getReviewLinks lists it.
 *
 * The reviewer (public, no session; rate-limited per address):
 * - GET /review/{token}: the post as the reviewer sees it (`reviewView`). A malformed or unknown token, or a deleted
 *   post: 404 reviewMessages.notFound; an expired, revoked or used link: 410 reviewMessages.expired / revoked / used.
 * - POST /review/{token} {decision: 'approve' | 'comment', name, comment?}: the reviewer's one answer, which uses the
 *   link (the same 404 and 410s; a second answer: 410 used). Approving a post that waits for approval approves it
 *   ('Needs approval' -> 'Scheduled'); on a post already approved or published the answer is only recorded.
 *   Answers `{decision: 'approved' | 'commented', status_label}`.
 */
import * as v from 'valibot';
import { REVIEW_COMMENT_MAX, REVIEW_LINK_DAYS, REVIEWER_NAME_MAX } from '../domain/reviewLinks.ts';
import { SOCIAL_PROVIDERS } from '../domain/posts.ts';
import { withThousands } from '../domain/format.ts';
import { envelope } from './envelope.ts';
import { idField, wholeNumberField } from './fields.ts';
import { channelTextWire } from './posts.ts';

/** The longest a link lasts (days). */
export const REVIEW_LINK_MAX_DAYS = 30;
export { REVIEW_COMMENT_MAX, REVIEW_LINK_DAYS, REVIEWER_NAME_MAX };

/** A review link's token: 32 random bytes in base64url, 43 characters. */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The members' calls (under /api) and the reviewer's path of a token (GET and POST). */
export const REVIEW_LINK_PATHS = {
  create: '/auth/createReviewLink',
  list: '/auth/getReviewLinks',
  revoke: '/auth/revokeReviewLink',
} as const;
export const reviewPath = (token: string) => `/review/${encodeURIComponent(token)}`;

/** What the server answers about review links, in sentences the reviewer or the member reads. */
export const reviewMessages = {
  notFound: 'This review link is not valid. Check that it was copied in full, or ask for a new link.',
  expired: 'This review link has expired. Ask the person who sent it for a new one.',
  revoked: 'This review link was withdrawn by the person who sent it.',
  used: 'This review link has already been used: the post was reviewed.',
  /** A member's revoke of a link that is not one of the account's posts' (or the post was deleted). */
  linkNotFound: 'Review link not found.',
  usedCannotRevoke: 'This review link has already been used, so it can no longer be revoked.',
  decision: 'Choose whether to approve the post or to send a comment.',
  nameMissing: 'Please write your name.',
  nameTooLong: `Your name can have at most ${withThousands(REVIEWER_NAME_MAX)} characters.`,
  commentMissing: 'Please write your comment.',
  commentNotText: 'The comment must be text.',
  commentTooLong: `The comment can have at most ${withThousands(REVIEW_COMMENT_MAX)} characters.`,
} as const;

/** The refusals of GET /review/{token} that another try does not change (the page shows them without a retry). */
export function isFinalReviewRefusal(message: string): boolean {
  const final: readonly string[] = [
    reviewMessages.notFound,
    reviewMessages.expired,
    reviewMessages.revoked,
    reviewMessages.used,
  ];
  return final.includes(message);
}

export const REVIEW_LINK_STATES = ['active', 'expired', 'revoked', 'used'] as const;
export type ReviewLinkStateWire = (typeof REVIEW_LINK_STATES)[number];
export const REVIEW_DECISIONS = ['approved', 'commented'] as const;
export type ReviewDecisionWire = (typeof REVIEW_DECISIONS)[number];

const providerIds = SOCIAL_PROVIDERS.map((provider) => provider.id);
const characters = (text: string) => Array.from(text).length;

/** The token of GET and POST /review/{token} (anything else answers 404 reviewMessages.notFound). */
export const reviewTokenField = v.pipe(
  v.string(reviewMessages.notFound),
  v.regex(REVIEW_TOKEN_PATTERN, reviewMessages.notFound),
);

// ---- members ---------------------------------------------------------------------------------------------------

export const createReviewLinkRequest = v.object({
  account_id: idField('account_id'),
  post_id: idField('post_id'),
  days: v.optional(wholeNumberField('days', 1, REVIEW_LINK_MAX_DAYS), REVIEW_LINK_DAYS),
});
export type CreateReviewLinkRequest = v.InferOutput<typeof createReviewLinkRequest>;

export const createdReviewLink = v.object({
  id: v.number(),
  /** The link's secret: only in this answer. The reviewer's page is /{account_id}/sharedposteditor/{token}. */
  token: v.pipe(v.string(), v.regex(REVIEW_TOKEN_PATTERN)),
  expires_at: v.string(),
});
export type CreatedReviewLinkWire = v.InferOutput<typeof createdReviewLink>;
export const createReviewLinkResponse = envelope(createdReviewLink);

export const getReviewLinksRequest = v.object({
  account_id: idField('account_id'),
  post_id: idField('post_id'),
});
export type GetReviewLinksRequest = v.InferOutput<typeof getReviewLinksRequest>;

/** A link as the member sees it (never its token). */
export const reviewLink = v.object({
  id: v.number(),
  created_at: v.string(),
  expires_at: v.string(),
  revoked_at: v.nullable(v.string()),
  used_at: v.nullable(v.string()),
  /** The reviewer's answer (null until the link is used). */
  decision: v.nullable(v.picklist(REVIEW_DECISIONS)),
  comment: v.nullable(v.string()),
  reviewer_name: v.nullable(v.string()),
  /** revoked, else used, else expired (expires_at not after the server's clock), else active. */
  state: v.picklist(REVIEW_LINK_STATES),
});
export type ReviewLinkWire = v.InferOutput<typeof reviewLink>;
export const reviewLinksResponse = envelope(v.array(reviewLink));
export const reviewLinkResponse = envelope(reviewLink);

export const revokeReviewLinkRequest = v.object({
  account_id: idField('account_id'),
  id: idField('id'),
});
export type RevokeReviewLinkRequest = v.InferOutput<typeof revokeReviewLinkRequest>;

// ---- the reviewer ----------------------------------------------------------------------------------------------

/** The post as the reviewer sees it: what it will publish, nothing of its account but the name. */
export const reviewPost = v.object({
  /** The main text (the networks without their own text get it). */
  description: v.string(),
  /** Image and video URLs, in order (a design's image as the render it will be published as). */
  media: v.array(v.string()),
  /** The networks' own texts, by network. */
  texts: v.array(channelTextWire),
  first_comment: v.string(),
  /** One per media item, in order ('' for none; may be shorter than `media`). */
  alt_texts: v.array(v.string()),
  scheduled_at: v.nullable(v.string()),
  /** The networks it goes to (provider ids). */
  channels: v.array(v.picklist(providerIds)),
  /** Spec 4.1's label: 'Needs approval', 'Scheduled', 'Published', ... (src/domain/postStatus.ts). */
  status_label: v.string(),
});
export type ReviewPostWire = v.InferOutput<typeof reviewPost>;

export const reviewView = v.object({
  account_name: v.string(),
  post: reviewPost,
  expires_at: v.string(),
});
export type ReviewViewWire = v.InferOutput<typeof reviewView>;
export const reviewViewResponse = envelope(reviewView);

const nameField = v.pipe(
  v.string(reviewMessages.nameMissing),
  v.trim(),
  v.nonEmpty(reviewMessages.nameMissing),
  v.check((text) => characters(text) <= REVIEWER_NAME_MAX, reviewMessages.nameTooLong),
);

const commentField = v.pipe(
  v.nullish(v.string(reviewMessages.commentNotText), ''),
  v.trim(),
  v.check((text) => characters(text) <= REVIEW_COMMENT_MAX, reviewMessages.commentTooLong),
);

/** The reviewer's answer, field by field (reviewAnswerRequest adds: a comment needs its text). */
export const reviewAnswerFields = v.object({
  decision: v.picklist(['approve', 'comment'], reviewMessages.decision),
  name: nameField,
  /** Required for 'comment'; optional (null, absent or '') for 'approve'. */
  comment: commentField,
});

export const reviewAnswerRequest = v.pipe(
  reviewAnswerFields,
  v.forward(
    v.partialCheck(
      [['decision'], ['comment']],
      (input) => input.decision !== 'comment' || input.comment !== '',
      reviewMessages.commentMissing,
    ),
    ['comment'],
  ),
);
export type ReviewAnswerRequest = v.InferOutput<typeof reviewAnswerRequest>;

export const reviewAnswer = v.object({
  decision: v.picklist(REVIEW_DECISIONS),
  /** The post's label after the answer ('Scheduled' once approved). */
  status_label: v.string(),
});
export type ReviewAnswerWire = v.InferOutput<typeof reviewAnswer>;
export const reviewAnswerResponse = envelope(reviewAnswer);
