/**
 * Google reviews' storage (issue 17): `syncReviews` asks the reviews provider (reviews/provider.ts) for the reviews
 * of every connected Google Business Profile of an account (or of every account) written in a range and upserts them
 * into `google_reviews` (migration 0019), so a sync run twice stores the same rows; a review the provider no longer
 * answers in that range (removed on Google) is removed here too. A provider that fails is reported and keeps what was
 * stored before. The daily `insights.sync` job (jobs.ts) syncs the last REVIEWS_SYNC_DAYS days (replies come later
 * than their reviews); connecting a profile syncs the last REVIEWS_HISTORY_DAYS days (routes/reviews.ts).
 */
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db.ts';
import type { Logger } from '../logger.ts';
import type { BusinessReview, ReviewsProvider } from './provider.ts';

/** What the daily sync covers: the last 30 days, so late replies land. */
export const REVIEWS_SYNC_DAYS = 30;
/** What connecting a profile fetches: its last year of reviews. */
export const REVIEWS_HISTORY_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `[now - days, now]` as the half-open range the provider is asked (its end just after now). */
export function reviewsRange(clock: Clock, days: number): { from: Date; to: Date } {
  const now = clock.now().getTime();
  return { from: new Date(now - days * DAY_MS), to: new Date(now + 1) };
}

export interface ReviewsSyncResult {
  /** Profiles synced. */
  profiles: number;
  /** Profiles whose provider failed (left as they were). */
  failed: { accountId: number; reason: string }[];
  reviews: number;
}

interface LinkRow {
  account_id: number;
  external_id: string;
  name: string;
}

/**
 * Syncs the connected profile of `accountId` (null: of every account) for the reviews written in `[from, to)`.
 * Without a provider every profile is reported failed ('not available') and nothing changes.
 */
export async function syncReviews(
  deps: { db: Queryable; reviews: ReviewsProvider | null | undefined; clock: Clock; log?: Logger },
  accountId: number | null,
  range: { from: Date; to: Date },
): Promise<ReviewsSyncResult> {
  const { db, reviews: provider, clock } = deps;
  const links = await db.query<LinkRow>(
    `select account_id, external_id, name from google_business_links
     where ($1::int is null or account_id = $1) order by account_id`,
    [accountId],
  );
  const result: ReviewsSyncResult = { profiles: 0, failed: [], reviews: 0 };
  for (const link of links) {
    if (!provider) {
      result.failed.push({ accountId: link.account_id, reason: 'not available' });
      continue;
    }
    let answer: BusinessReview[];
    try {
      answer = await provider.reviews(
        { externalId: link.external_id, name: link.name },
        range.from,
        range.to,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log?.warn(
        `reviews: the Google Business Profile of account ${link.account_id} did not answer: ${reason}`,
      );
      result.failed.push({ accountId: link.account_id, reason });
      continue;
    }
    const syncedAt = clock.now().toISOString();
    await storeReviews(db, link.account_id, answer, range, syncedAt);
    await db.query('update google_business_links set synced_at = $2 where account_id = $1', [
      link.account_id,
      syncedAt,
    ]);
    result.profiles++;
    result.reviews += answer.length;
  }
  return result;
}

/**
 * Stores what the provider answered for `[range.from, range.to)`: upserts every review (one statement) and removes
 * the stored reviews of that range it did not answer.
 */
export async function storeReviews(
  db: Queryable,
  accountId: number,
  reviews: readonly BusinessReview[],
  range: { from: Date; to: Date },
  syncedAt: string,
): Promise<void> {
  await db.query(
    `delete from google_reviews where account_id = $1 and created_at >= $2 and created_at < $3
       and not (review_id = any($4::text[]))`,
    [accountId, range.from.toISOString(), range.to.toISOString(), reviews.map((review) => review.id)],
  );
  if (reviews.length === 0) return;
  await db.query(
    `insert into google_reviews (account_id, review_id, author, rating, text, created_at, reply_text, reply_at,
       synced_at)
     select $1, r.review_id, r.author, r.rating, r.text, r.created_at, r.reply_text, r.reply_at, $2
     from unnest($3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[], $8::text[], $9::timestamptz[])
       as r(review_id, author, rating, text, created_at, reply_text, reply_at)
     on conflict (account_id, review_id) do update set author = excluded.author, rating = excluded.rating,
       text = excluded.text, created_at = excluded.created_at, reply_text = excluded.reply_text,
       reply_at = excluded.reply_at, synced_at = excluded.synced_at`,
    [
      accountId,
      syncedAt,
      reviews.map((review) => review.id),
      reviews.map((review) => review.author),
      reviews.map((review) => review.rating),
      reviews.map((review) => review.text),
      reviews.map((review) => review.createdAt.toISOString()),
      reviews.map((review) => review.reply?.text ?? null),
      reviews.map((review) => review.reply?.createdAt.toISOString() ?? null),
    ],
  );
}
