/**
 * A post shared for review (issue 19; contract src/contract/reviewLinks.ts, table post_review_links of migration
 * 0028): the links of a post, read and written. A link's token is 32 random bytes (base64url); only its SHA-256
 * (hex) is stored, so the token is shown once, to the member who made it. A link's state is worked out at read time
 * from the server's clock: revoked, else used, else expired, else active. The reviewer's one answer is taken in one
 * transaction holding the link's row (`for update`), so two answers at once cannot both use it. The routes of
 * routes/reviewLinks.ts only read the request and answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { postMessages, type PostWire } from '../contract/posts.ts';
import {
  reviewMessages,
  type CreatedReviewLinkWire,
  type ReviewAnswerRequest,
  type ReviewAnswerWire,
  type ReviewLinkStateWire,
  type ReviewLinkWire,
  type ReviewViewWire,
} from '../contract/reviewLinks.ts';
import { postStatusLabel } from '../domain/postStatus.ts';
import type { Db, Queryable } from './db.ts';
import { HttpError } from './http.ts';
import { publishPostsChanged } from './live.ts';
import type { Logger } from './logger.ts';
import { approvePosts, postOf } from './postStore.ts';
import { outgoingMedia } from './publishMedia.ts';

const DAY_MS = 86_400_000;

/** A new link's token: 32 random bytes, base64url (43 characters). */
export const newReviewToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, hex. */
export const reviewTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface LinkRow {
  id: number;
  post_id: number;
  account_id: number;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  used_at: Date | string | null;
  decision: string | null;
  comment: string | null;
  reviewer_name: string | null;
}

const LINK_COLUMNS = `l.id, l.post_id, l.account_id, l.created_at, l.expires_at, l.revoked_at, l.used_at, l.decision,
  l.comment, l.reviewer_name`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** A link's state at `now`: revoked, else used, else expired (expires_at not after now), else active. */
export function reviewLinkState(
  row: Pick<LinkRow, 'expires_at' | 'revoked_at' | 'used_at'>,
  now: Date,
): ReviewLinkStateWire {
  if (row.revoked_at !== null) return 'revoked';
  if (row.used_at !== null) return 'used';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function linkWire(row: LinkRow, now: Date): ReviewLinkWire {
  return {
    id: row.id,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    revoked_at: isoOrNull(row.revoked_at),
    used_at: isoOrNull(row.used_at),
    decision: row.decision === 'approved' || row.decision === 'commented' ? row.decision : null,
    comment: row.comment,
    reviewer_name: row.reviewer_name,
    state: reviewLinkState(row, now),
  };
}

/** 404 (postMessages.notFound) unless the post is the account's and not deleted. */
async function checkPost(db: Queryable, accountId: number, postId: number): Promise<void> {
  const rows = await db.query(
    'select 1 from posts where id = $1 and account_id = $2 and deleted_at is null',
    [postId, accountId],
  );
  if (rows.length === 0) throw new HttpError(404, postMessages.notFound);
}

// ---- members ---------------------------------------------------------------------------------------------------

/** A new link to a post of the account, lasting `days` from `now`; its token is in the answer only. */
export async function createReviewLink(
  db: Queryable,
  link: { accountId: number; postId: number; createdBy: number; days: number; now: Date },
): Promise<CreatedReviewLinkWire> {
  await checkPost(db, link.accountId, link.postId);
  const token = newReviewToken();
  const expiresAt = new Date(link.now.getTime() + link.days * DAY_MS);
  const [row] = await db.query<{ id: number }>(
    `insert into post_review_links (post_id, account_id, token_hash, created_by, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      link.postId,
      link.accountId,
      reviewTokenHash(token),
      link.createdBy,
      link.now.toISOString(),
      expiresAt.toISOString(),
    ],
  );
  if (!row) throw new Error('the review link was not stored');
  return { id: row.id, token, expires_at: expiresAt.toISOString() };
}

/** The links of a post of the account, newest first (404 for another account's post or a deleted one). */
export async function reviewLinksOf(
  db: Queryable,
  accountId: number,
  postId: number,
  now: Date,
): Promise<ReviewLinkWire[]> {
  await checkPost(db, accountId, postId);
  const rows = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from post_review_links l
     where l.post_id = $1 and l.account_id = $2 order by l.created_at desc, l.id desc`,
    [postId, accountId],
  );
  return rows.map((row) => linkWire(row, now));
}

/**
 * Revokes a link of the account's posts (one already revoked stays as it was); 404 for another account's link or
 * one of a deleted post, 409 for a used one.
 */
export async function revokeReviewLink(
  tx: Queryable,
  accountId: number,
  id: number,
  now: Date,
): Promise<ReviewLinkWire> {
  const [found] = await tx.query<LinkRow>(
    `select ${LINK_COLUMNS} from post_review_links l join posts p on p.id = l.post_id
     where l.id = $1 and l.account_id = $2 and p.deleted_at is null for update of l`,
    [id, accountId],
  );
  if (!found) throw new HttpError(404, reviewMessages.linkNotFound);
  if (found.used_at !== null) throw new HttpError(409, reviewMessages.usedCannotRevoke);
  if (found.revoked_at !== null) return linkWire(found, now);
  const [revoked] = await tx.query<LinkRow>(
    `update post_review_links l set revoked_at = $2 where l.id = $1 returning ${LINK_COLUMNS}`,
    [id, now.toISOString()],
  );
  if (!revoked) throw new HttpError(404, reviewMessages.linkNotFound);
  return linkWire(revoked, now);
}

// ---- the reviewer ----------------------------------------------------------------------------------------------

/** The 410 of a link that is no longer active (null: it is). */
function inactive(row: LinkRow, now: Date): HttpError | null {
  const state = reviewLinkState(row, now);
  return state === 'active' ? null : new HttpError(410, reviewMessages[state]);
}

/** The link of `token` (locked for the transaction when `lock`), or 404. */
async function linkOfToken(db: Queryable, token: string, lock: boolean): Promise<LinkRow> {
  const [found] = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from post_review_links l where l.token_hash = $1${lock ? ' for update' : ''}`,
    [reviewTokenHash(token)],
  );
  if (!found) throw new HttpError(404, reviewMessages.notFound);
  return found;
}

/**
 * The post's media as the reviewer can load them: a design's image (which needs a session) becomes the render it
 * will be published as (publishMedia.ts: kept once per version as a public /api/media/{id}), each alt text staying
 * with its item; a design that is gone is left out with its alt text.
 */
async function reviewerMedia(
  db: Db,
  log: Logger,
  post: PostWire,
  now: Date,
): Promise<{ media: string[]; altTexts: string[] }> {
  const media: string[] = [];
  const altTexts: string[] = [];
  for (const [index, item] of post.media.entries()) {
    let outgoing: Awaited<ReturnType<typeof outgoingMedia>>;
    try {
      outgoing = await outgoingMedia({ db }, post.account_id, [item], now);
    } catch (error) {
      log.warn(`review of post #${post.id}: media item ${index + 1} could not be prepared`, error);
      continue;
    }
    if ('gone' in outgoing) continue;
    media.push(...outgoing.urls);
    altTexts.push(post.alt_texts[index] ?? '');
  }
  while (altTexts.length > 0 && altTexts.at(-1) === '') altTexts.pop();
  return { media, altTexts };
}

/** What GET /review/{token} answers: 404 for an unknown link or a deleted post, 410 for one no longer active. */
export async function reviewViewOf(db: Db, log: Logger, token: string, now: Date): Promise<ReviewViewWire> {
  const link = await linkOfToken(db, token, false);
  const post = await postOf(db, link.account_id, link.post_id);
  if (!post) throw new HttpError(404, reviewMessages.notFound);
  const refusal = inactive(link, now);
  if (refusal) throw refusal;
  const [account] = await db.query<{ account_name: string }>(
    'select account_name from accounts where id = $1',
    [link.account_id],
  );
  const { media, altTexts } = await reviewerMedia(db, log, post, now);
  const first = post.msp[0];
  return {
    account_name: account?.account_name ?? '',
    post: {
      description: post.description,
      media,
      texts: post.texts,
      first_comment: post.first_comment,
      alt_texts: altTexts,
      scheduled_at: post.scheduled_at,
      channels: (first?.channeldata ?? []).map((channel) => channel.provider_Id),
      status_label: postStatusLabel(first ?? null),
    },
    expires_at: iso(link.expires_at),
  };
}

/**
 * The reviewer's answer (POST /review/{token}), in the caller's transaction: the link locked and checked (404, 410),
 * the answer recorded (the link is used), and a post waiting for approval approved on 'approve'. `approved`: the
 * posts approvePosts changed, for the publisher once the transaction committed.
 */
export async function answerReview(
  tx: Queryable,
  token: string,
  answer: ReviewAnswerRequest,
  now: Date,
): Promise<{ answer: ReviewAnswerWire; approved: PostWire[] }> {
  const link = await linkOfToken(tx, token, true);
  const locked = await tx.query(
    'select 1 from posts where id = $1 and account_id = $2 and deleted_at is null for update',
    [link.post_id, link.account_id],
  );
  if (locked.length === 0) throw new HttpError(404, reviewMessages.notFound);
  const refusal = inactive(link, now);
  if (refusal) throw refusal;
  const decision = answer.decision === 'approve' ? 'approved' : 'commented';
  const approved =
    decision === 'approved' ? await approvePosts(tx, link.account_id, [link.post_id], now) : [];
  await tx.query(
    `update post_review_links set used_at = $2, decision = $3, comment = $4, reviewer_name = $5 where id = $1`,
    [link.id, now.toISOString(), decision, answer.comment === '' ? null : answer.comment, answer.name],
  );
  // The members' tabs read the post (and its links) again: approvePosts told of an approval; a comment, or an
  // approval of a post approved before, changed only the link, told here (issue 20).
  if (approved.length === 0) await publishPostsChanged(tx, link.account_id, [link.post_id]);
  const post = await postOf(tx, link.account_id, link.post_id);
  return { answer: { decision, status_label: postStatusLabel(post?.msp[0] ?? null) }, approved };
}
