/**
 * Publishing approved posts to their channels at the scheduled time (spec 4.1).
 *
 * - `publishPost` publishes one post: each of its channels is claimed in one statement (SCHEDULED -> PUBLISHING,
 *   keyed by (post_id, provider_id)), so a channel is never published twice, even by two callers at once or by
 *   two server instances on PostgreSQL. The result is stored on the channel: POSTED with the network's id, or
 *   FAILED with the reason.
 * - A provider that throws is a transient failure: the channel goes back to SCHEDULED with `next_attempt_at`
 *   (RETRY_DELAYS_MS), at most MAX_PUBLISH_ATTEMPTS tries, then FAILED with the last reason. A refusal (permission
 *   withdrawn) fails at once, marks the link disconnected and records an auto-disconnect (spec 8).
 * - When no channel is left to publish, the post becomes POSTED (every channel, or some: 'Partially Published')
 *   or FAILED (none).
 * - Each network is sent its own text when the post has one, else the post's text (issue 19, channelText); the
 *   first comment only to networks that take one (networkRules.ts); each media item with its alt text
 *   (publishMedia.ts). Those texts have their http(s) links replaced by tracked short links (trackedLinks.ts) when
 *   `publicUrl` is given; the post's stored texts stay as written.
 * - Each run that stored a result tells the account's members once it settled the post (`posts.changed`), an
 *   auto-disconnect tells them `social.changed` (live.ts, issue 20).
 * - `publishDuePosts` publishes every due post (also after a restart). The pg-boss queue `post.publish`
 *   (jobs.ts) calls `publishPost` at `scheduled_at` and again at the retry time.
 */
import { channelText, networkRule } from '../domain/networkRules.ts';
import { providerById } from '../domain/posts.ts';
import type { Clock } from './clock.ts';
import type { MediaStore } from './media.ts';
import type { Db, Queryable } from './db.ts';
import { publishPostsChanged } from './live.ts';
import type { Logger } from './logger.ts';
import { storedStrings, storedTexts } from './postContent.ts';
import type { Providers, SocialConnection } from './providers.ts';
import { outgoingAltTexts, outgoingMedia } from './publishMedia.ts';
import { connectionOf, recordAutoDisconnect, type LinkRow } from './socialLinks.ts';
import { TokenCipherError } from './tokenCipher.ts';
import { trackedText } from './trackedLinks.ts';

export const MAX_PUBLISH_ATTEMPTS = 3;
/** Wait before the 2nd and 3rd try. */
export const RETRY_DELAYS_MS = [30_000, 120_000] as const;
/**
 * A network that has not answered a publish call after this long is given up on: the outcome is unknown, so the
 * channel is FAILED as interrupted (never published twice). Shorter than STALE_CLAIM_MS, so a live process never
 * holds a claim the recovery would take.
 */
export const PUBLISH_TIMEOUT_MS = 45_000;
/**
 * A claim older than this was interrupted (the process stopped mid-publish): FAILED, never published again. The
 * recovery runs every minute (jobs.ts), so such a post shows what happened within 2 minutes.
 */
export const STALE_CLAIM_MS = 60_000;

export const publishMessages = {
  notConnected: (name: string) => `${name} is not connected to this account.`,
  notAvailable: (name: string) => `${name} is not available on this server.`,
  interrupted: 'Publishing was interrupted; check the network before trying again.',
  unreadableToken: (name: string) =>
    `The stored ${name} token cannot be read on this server (was TOKEN_ENCRYPTION_KEY changed?): reconnect ${name}.`,
  designGone: 'The design in this post was deleted: choose another image for it.',
} as const;

/** Hands a post to the background publisher (jobs.ts); the app calls it when a post is approved or scheduled. */
export interface PostScheduler {
  schedule(postId: number, at: Date): Promise<void>;
}

/**
 * Hands the approved, scheduled posts among `posts` to the publisher (call it after the transaction that wrote them
 * committed). A post the publisher cannot take is logged (the next start enqueues every approved, scheduled post
 * again, jobs.ts).
 */
export async function handOverPosts(
  publishing: PostScheduler | null,
  log: Pick<Logger, 'error'>,
  posts: readonly {
    id: number;
    scheduled_at: string | null;
    msp: readonly { approved: number; status: string }[];
  }[],
): Promise<void> {
  if (!publishing) return;
  for (const post of posts) {
    const first = post.msp[0];
    if (post.scheduled_at === null || first?.approved !== 1 || first.status !== 'SCHEDULED') continue;
    try {
      await publishing.schedule(post.id, new Date(post.scheduled_at));
    } catch (error) {
      log.error(`post #${post.id}: could not hand it to the publisher`, error);
    }
  }
}

export interface PublishDeps {
  db: Db;
  providers: Providers;
  clock: Clock;
  log: Logger;
  /** Default PUBLISH_TIMEOUT_MS (tests shorten it). */
  publishTimeoutMs?: number;
  /** AppConfig.tokenKey: opens the stored social tokens (tokenCipher.ts); without it only plain ones open. */
  tokenKey?: Buffer | null;
  /**
   * AppConfig.publicUrl: the post's http(s) links go out as the product's tracked short links on it
   * (trackedLinks.ts; the stored text is not changed). Absent or null: the text goes out as written.
   */
  publicUrl?: string | null;
  /** Where a design rendered for a published post is kept (default: the database's media store, as the routes). */
  media?: MediaStore;
}

class PublishTimeout extends Error {}

/** `work`, or a PublishTimeout after `ms` of real time. */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PublishTimeout()), ms);
    timer.unref?.();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface PublishOutcome {
  postId: number;
  /** The post's status after this run (SCHEDULED while a channel waits for a retry). */
  status: 'SCHEDULED' | 'POSTED' | 'FAILED';
  /** When to run again for retries; null when nothing is left. */
  retryAt: Date | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function finishChannel(
  db: Queryable,
  postId: number,
  providerId: number,
  set: {
    status: 'POSTED' | 'FAILED' | 'SCHEDULED';
    error: string | null;
    externalPostId?: string;
    at: Date;
    next?: Date;
  },
) {
  await db.query(
    `update post_channels set status = $3, error = $4, external_post_id = coalesce($5, external_post_id),
       posted_at = case when $3 = 'POSTED' then $6::timestamptz else posted_at end, next_attempt_at = $7, claimed_at = null
     where post_id = $1 and provider_id = $2 and status = 'PUBLISHING'`,
    [
      postId,
      providerId,
      set.status,
      set.error,
      set.externalPostId ?? null,
      set.at.toISOString(),
      set.next?.toISOString() ?? null,
    ],
  );
}

/** Publishes the channels of one due, approved post that are ready; see the file comment. */
export async function publishPost(deps: PublishDeps, postId: number): Promise<PublishOutcome | null> {
  const { db, providers, clock, log } = deps;
  const now = clock.now();
  const [post] = await db.query<{
    id: number;
    account_id: number;
    description: string;
    media: unknown;
    texts: unknown;
    first_comment: string;
    alt_texts: unknown;
  }>(
    `select id, account_id, description, media, texts, first_comment, alt_texts from posts
     where id = $1 and deleted_at is null and status = 'SCHEDULED' and approved = 1
       and scheduled_at is not null and scheduled_at <= $2`,
    [postId, now.toISOString()],
  );
  if (!post) return null;

  // Before claiming: a render that throws leaves the channels as they were, and the job is tried again (jobs.ts).
  const outgoing = await outgoingMedia(deps, post.account_id, post.media, now);
  // Claim every ready channel at once: a second caller finds none left.
  const claimed = await db.query<{ provider_id: number; attempts: number }>(
    `update post_channels set status = 'PUBLISHING', attempts = attempts + 1, claimed_at = $2
     where post_id = $1 and status = 'SCHEDULED' and (next_attempt_at is null or next_attempt_at <= $2)
     returning provider_id, attempts`,
    [postId, now.toISOString()],
  );

  if ('gone' in outgoing) {
    // Not transient: every claimed channel fails with the reason, and nothing goes out.
    for (const channel of claimed) {
      await finishChannel(db, postId, channel.provider_id, {
        status: 'FAILED',
        error: publishMessages.designGone,
        at: now,
      });
    }
    log.warn(`post #${postId}: a design it names is gone; not published`);
    return settlePost(db, postId, clock.now(), claimed.length > 0);
  }
  const media = outgoing.urls;
  const altTexts = outgoingAltTexts(storedStrings(post.alt_texts), media.length);
  const texts = storedTexts(post.texts);

  for (const channel of claimed) {
    const provider = providerById(channel.provider_id);
    const label = provider?.name ?? `Provider ${channel.provider_id}`;
    const [link] = await db.query<LinkRow>(
      `select provider_id, name, external_id, access_token, refresh_token, expires_at, connected
       from social_links where account_id = $1 and provider_id = $2`,
      [post.account_id, channel.provider_id],
    );
    const network = provider?.key;
    const social = network ? providers.social[network] : undefined;
    if (!link || !link.connected || !network) {
      await finishChannel(db, postId, channel.provider_id, {
        status: 'FAILED',
        error: publishMessages.notConnected(label),
        at: now,
      });
      continue;
    }
    if (!social) {
      await finishChannel(db, postId, channel.provider_id, {
        status: 'FAILED',
        error: publishMessages.notAvailable(label),
        at: now,
      });
      continue;
    }
    let connection: SocialConnection;
    try {
      connection = connectionOf(link, network, deps.tokenKey);
    } catch (error) {
      if (!(error instanceof TokenCipherError)) throw error;
      // Not transient: the same key will not open it on the next try either.
      await finishChannel(db, postId, channel.provider_id, {
        status: 'FAILED',
        error: publishMessages.unreadableToken(label),
        at: now,
      });
      log.error(
        `post #${postId}: the stored ${label} token of account #${post.account_id} does not open`,
        error,
      );
      continue;
    }
    try {
      const track = (written: string) =>
        deps.publicUrl
          ? trackedText(db, {
              accountId: post.account_id,
              postId,
              providerId: channel.provider_id,
              network,
              text: written,
              publicUrl: deps.publicUrl,
              now,
            })
          : Promise.resolve(written);
      const text = await track(channelText(post.description, texts, channel.provider_id));
      const comment = post.first_comment.trim();
      const takesComment = networkRule(channel.provider_id)?.firstComment ?? false;
      const firstComment = comment !== '' && takesComment ? await track(comment) : null;
      const result = await withinTime(
        social.publish(connection, { text, mediaUrls: media, firstComment, altTexts }),
        deps.publishTimeoutMs ?? PUBLISH_TIMEOUT_MS,
      );
      const at = clock.now();
      if (result.status === 'POSTED') {
        await finishChannel(db, postId, channel.provider_id, {
          status: 'POSTED',
          error: null,
          externalPostId: result.externalPostId,
          at,
        });
        log.info(`post #${postId}: published on ${label} (${result.externalPostId})`);
      } else {
        await finishChannel(db, postId, channel.provider_id, { status: 'FAILED', error: result.reason, at });
        if (result.status === 'REFUSED') {
          await db.transaction((tx) =>
            recordAutoDisconnect(tx, post.account_id, channel.provider_id, result.reason, at),
          );
        }
        log.warn(`post #${postId}: ${label} ${result.status.toLowerCase()}: ${result.reason}`);
      }
    } catch (error) {
      const at = clock.now();
      if (error instanceof PublishTimeout) {
        // The network may still publish it: not tried again.
        await finishChannel(db, postId, channel.provider_id, {
          status: 'FAILED',
          error: publishMessages.interrupted,
          at,
        });
        log.warn(`post #${postId}: ${label} did not answer in time; not tried again`);
        continue;
      }
      const reason = errorText(error);
      if (channel.attempts >= MAX_PUBLISH_ATTEMPTS) {
        await finishChannel(db, postId, channel.provider_id, { status: 'FAILED', error: reason, at });
        log.warn(`post #${postId}: ${label} failed after ${channel.attempts} tries: ${reason}`);
      } else {
        const delay: number = RETRY_DELAYS_MS[channel.attempts - 1] ?? RETRY_DELAYS_MS[1];
        const next = new Date(at.getTime() + delay);
        await finishChannel(db, postId, channel.provider_id, {
          status: 'SCHEDULED',
          error: reason,
          at,
          next,
        });
        log.warn(
          `post #${postId}: ${label} try ${channel.attempts} failed (${reason}); again at ${next.toISOString()}`,
        );
      }
    }
  }
  return settlePost(db, postId, clock.now(), claimed.length > 0);
}

/**
 * Sets the post's status from its channels once none is waiting; answers when to run again otherwise. When this run
 * stored a channel's result (`channelsChanged`) or the post's status changes, the account's members are told
 * (`posts.changed`, issue 20) in the same transaction: each channel's result was stored on its own just before (a
 * network call lies between two), so the notice leaves once every result of the run can be read.
 */
async function settlePost(
  db: Db,
  postId: number,
  now: Date,
  channelsChanged: boolean,
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const [counts] = await tx.query<{ waiting: number; posted: number; retry_at: Date | string | null }>(
      `select count(*) filter (where status in ('SCHEDULED', 'PUBLISHING'))::int as waiting,
         count(*) filter (where status = 'POSTED')::int as posted,
         min(next_attempt_at) filter (where status = 'SCHEDULED') as retry_at
       from post_channels where post_id = $1`,
      [postId],
    );
    const tell = async () => {
      const [post] = await tx.query<{ account_id: number }>('select account_id from posts where id = $1', [
        postId,
      ]);
      if (post) await publishPostsChanged(tx, post.account_id, [postId]);
    };
    if (counts && counts.waiting > 0) {
      if (channelsChanged) await tell();
      return {
        postId,
        status: 'SCHEDULED',
        retryAt: counts.retry_at === null ? null : new Date(counts.retry_at),
      };
    }
    const status = (counts?.posted ?? 0) > 0 ? 'POSTED' : 'FAILED';
    const settled = await tx.query(
      `update posts set status = $2, updated_at = $3 where id = $1 and status = 'SCHEDULED' returning id`,
      [postId, status, now.toISOString()],
    );
    if (channelsChanged || settled.length > 0) await tell();
    return { postId, status, retryAt: null };
  });
}

/** Claims older than STALE_CLAIM_MS become FAILED (the outcome is unknown: never publish twice). */
export async function failStaleClaims(deps: PublishDeps): Promise<number[]> {
  const now = deps.clock.now();
  const rows = await deps.db.query<{ post_id: number }>(
    `update post_channels set status = 'FAILED', error = $2, claimed_at = null
     where status = 'PUBLISHING' and claimed_at < $1 returning post_id`,
    [new Date(now.getTime() - STALE_CLAIM_MS).toISOString(), publishMessages.interrupted],
  );
  const ids = [...new Set(rows.map((row) => row.post_id))];
  for (const id of ids) await settlePost(deps.db, id, now, true);
  return ids;
}

/** Ids of approved posts due now with a channel ready to publish. */
export async function duePostIds(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select p.id from posts p
     where p.deleted_at is null and p.status = 'SCHEDULED' and p.approved = 1 and p.scheduled_at <= $1
       and exists (select 1 from post_channels pc where pc.post_id = p.id and pc.status = 'SCHEDULED'
         and (pc.next_attempt_at is null or pc.next_attempt_at <= $1))
     order by p.scheduled_at, p.id`,
    [now.toISOString()],
  );
  return rows.map((row) => row.id);
}

/** Publishes every due post (and settles interrupted claims); answers each post's outcome. */
export async function publishDuePosts(deps: PublishDeps): Promise<PublishOutcome[]> {
  await failStaleClaims(deps);
  const outcomes: PublishOutcome[] = [];
  for (const id of await duePostIds(deps.db, deps.clock.now())) {
    const outcome = await publishPost(deps, id);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/** Approved, scheduled posts not yet published, with their next run time (for enqueueing at start-up). */
export async function pendingPublications(db: Queryable): Promise<{ postId: number; at: Date }[]> {
  const rows = await db.query<{ id: number; at: Date | string }>(
    `select p.id, greatest(p.scheduled_at, coalesce((select min(pc.next_attempt_at) from post_channels pc
        where pc.post_id = p.id and pc.status = 'SCHEDULED'), p.scheduled_at)) as at
     from posts p where p.deleted_at is null and p.status = 'SCHEDULED' and p.approved = 1 and p.scheduled_at is not null
     order by p.scheduled_at, p.id`,
  );
  return rows.map((row) => ({ postId: row.id, at: new Date(row.at) }));
}
