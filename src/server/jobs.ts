/**
 * Background work on pg-boss 10, over the same database as the app:
 * - PostgreSQL: pg-boss gets the connection string and its own pool, so several server
 *   instances share the queues safely;
 * - PGlite: pg-boss gets `db: { executeSql }` (Db.executeSql: statements without parameters go
 *   through `exec`, which also runs pg-boss's multi-statement installs).
 * Queues now: `mail.deliver` (delivers mail_outbox rows) and, when publishing is configured, `post.publish`
 * (publishes one post at its scheduled time, and again at the retry time of a transient failure; publishing.ts)
 * and `insights.sync` (scheduled once a day: every connected link's analytics, insights.ts, and every connected
 * Google Business Profile's reviews, reviews/sync.ts), and when NEWS_FEEDS lists feeds, `news.fetch` (every hour and
 * once at start: the industry news feeds into industry_news, newsFeeds.ts).
 * At start every approved, scheduled post not yet published is enqueued (due ones at once), so a post scheduled
 * while the server was down is published when it comes back. A duplicate job is harmless: channels are claimed.
 */
import PgBoss from 'pg-boss';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';
import { MAIL_MAX_ATTEMPTS, MailRetryLater, deliverPendingMail } from './mail.ts';
import type { Providers } from './providers.ts';
import { defaultSyncRange, syncInsights } from './insights.ts';
import { REVIEWS_SYNC_DAYS, reviewsRange, syncReviews } from './reviews/sync.ts';
import { failStaleClaims, pendingPublications, publishPost } from './publishing.ts';
import { fetchNewsFeeds, type NewsFetchSettings } from './newsFeeds.ts';
import { sealPlainTokens } from './tokenCipher.ts';
import type { MailSender } from './smtpMail.ts';

export const QUEUES = {
  mailDeliver: 'mail.deliver',
  postPublish: 'post.publish',
  /** Every minute (RECOVER_CLAIMS_CRON): claims left by a process that died mid-publish become FAILED. */
  recoverClaims: 'post.recoverClaims',
  /** Once a day (INSIGHTS_SYNC_CRON): every connected link's analytics into the insight tables (insights.ts). */
  insightsSync: 'insights.sync',
  /** Every hour (NEWS_FETCH_CRON) and once at start, with NEWS_FEEDS set: the industry news feeds (newsFeeds.ts). */
  newsFetch: 'news.fetch',
} as const;

/** pg-boss cron of the industry news fetch: every hour at minute 7 (UTC). */
export const NEWS_FETCH_CRON = '7 * * * *';

/** pg-boss cron of the daily analytics sync: 03:15 UTC, once a day. */
export const INSIGHTS_SYNC_CRON = '15 3 * * *';

/** pg-boss cron of the claim recovery: every minute, so a dead process's claim is settled within 2 minutes. */
export const RECOVER_CLAIMS_CRON = '* * * * *';

/** A delivery run that left mail pending runs again after 30 s, 1, 2, 4 and 8 minutes (one try of a mail each). */
const MAIL_RETRY = { retryLimit: MAIL_MAX_ATTEMPTS, retryDelay: 30, retryBackoff: true } as const;

export interface PostPublishJob {
  postId: number;
}

/** `outboxIds` null: every pending row. */
export interface MailDeliverJob {
  outboxIds: number[] | null;
}

export interface Jobs {
  readonly boss: PgBoss;
  /** Queues delivery of outbox rows and wakes the worker at once. */
  deliverMail(outboxIds: number[] | null): Promise<void>;
  /** Queues publishing of a post at `at` (at once when due); a no-op without publishing. */
  schedulePost(postId: number, at: Date): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  /** How often idle workers poll (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds: number;
  /** Sends the outbox's mail (SMTP_URL); absent or null: delivery marks rows sent and logs them (demo outbox). */
  mailSender?: MailSender | null;
  /**
   * The social networks to publish to, and AppConfig.tokenKey that opens their stored tokens (plain ones left from
   * before encryption are sealed with it at start), and AppConfig.publicUrl, the base of the tracked short links the
   * posts' links go out as (trackedLinks.ts); absent: no `post.publish` queue (mail only).
   */
  publishing?: { providers: Providers; tokenKey?: Buffer | null; publicUrl?: string | null } | null;
  /**
   * The industry news feeds (AppConfig NEWS_FEEDS) and how they are fetched; absent, null or no feeds: no
   * `news.fetch` queue, and a schedule left by an earlier start with feeds is removed.
   */
  news?: NewsFetchSettings | null;
}

export function bossFor(db: Db): PgBoss {
  if (db.connectionString !== null) {
    return new PgBoss({
      connectionString: db.connectionString,
      application_name: 'brandpilot',
    });
  }
  return new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
  });
}

export async function startJobs({
  db,
  clock,
  log,
  pollingIntervalSeconds,
  mailSender = null,
  publishing = null,
  news = null,
}: JobsOptions): Promise<Jobs> {
  const boss = bossFor(db);
  boss.on('error', (error) => log.error('background jobs: pg-boss error', error));
  await boss.start();
  await boss.createQueue(QUEUES.mailDeliver, { name: QUEUES.mailDeliver, retryLimit: 5, retryDelay: 30 });

  const mailWorker = await boss.work<MailDeliverJob>(
    QUEUES.mailDeliver,
    { pollingIntervalSeconds, batchSize: 10 },
    async (jobs) => {
      // Every job of the batch runs; mail left pending by a transient failure fails the batch, which pg-boss retries.
      let retry: MailRetryLater | null = null;
      for (const job of jobs) {
        try {
          await deliverPendingMail(db, clock, log, job.data.outboxIds, mailSender);
        } catch (error) {
          if (!(error instanceof MailRetryLater)) throw error;
          retry = error;
        }
      }
      if (retry) throw retry;
    },
  );

  let publishWorker: string | null = null;
  const enqueuePost = async (postId: number, at: Date) => {
    const due = at.getTime() <= clock.now().getTime();
    await boss.send(QUEUES.postPublish, { postId } satisfies PostPublishJob, due ? {} : { startAfter: at });
    if (due && publishWorker !== null) boss.notifyWorker(publishWorker);
  };
  if (publishing !== null) {
    const deps = {
      db,
      clock,
      log,
      providers: publishing.providers,
      tokenKey: publishing.tokenKey ?? null,
      publicUrl: publishing.publicUrl ?? null,
    };
    if (deps.tokenKey) {
      const sealed = await sealPlainTokens(db, deps.tokenKey);
      if (sealed > 0) log.info(`social tokens: ${sealed} link(s) stored in plain text are now encrypted`);
    }
    await boss.createQueue(QUEUES.postPublish, {
      name: QUEUES.postPublish,
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
    });
    publishWorker = await boss.work<PostPublishJob>(
      QUEUES.postPublish,
      { pollingIntervalSeconds, batchSize: 5 },
      async (batch) => {
        for (const job of batch) {
          const outcome = await publishPost(deps, job.data.postId);
          if (outcome?.retryAt) await enqueuePost(outcome.postId, outcome.retryAt);
        }
      },
    );
    // Claims of a process that died mid-publish are settled at start and then every minute while running.
    await boss.createQueue(QUEUES.recoverClaims, { name: QUEUES.recoverClaims, policy: 'singleton' });
    await boss.work(QUEUES.recoverClaims, { pollingIntervalSeconds }, async () => {
      const settled = await failStaleClaims(deps);
      if (settled.length > 0)
        log.warn(`publishing: interrupted claims settled for post(s) ${settled.join(', ')}`);
    });
    await boss.schedule(QUEUES.recoverClaims, RECOVER_CLAIMS_CRON);
    // Analytics: every connected link of every account, once a day (the last SYNC_DAYS days, so late figures land).
    await boss.createQueue(QUEUES.insightsSync, { name: QUEUES.insightsSync, policy: 'singleton' });
    await boss.work(QUEUES.insightsSync, { pollingIntervalSeconds }, async () => {
      const result = await syncInsights(deps, null, defaultSyncRange(clock));
      log.info(`insights: ${result.links} link(s) synced, ${result.failed.length} failed`);
      // The Google reviews of every connected Business Profile, in the same run (reviews/sync.ts).
      const reviews = await syncReviews(
        { db, reviews: deps.providers.reviews, clock, log },
        null,
        reviewsRange(clock, REVIEWS_SYNC_DAYS),
      );
      log.info(`reviews: ${reviews.profiles} profile(s) synced, ${reviews.failed.length} failed`);
    });
    await boss.schedule(QUEUES.insightsSync, INSIGHTS_SYNC_CRON);
    // And once at start, so a server that was stopped at 03:15 UTC catches up on the last SYNC_DAYS days.
    await boss.send(QUEUES.insightsSync, {});
    await failStaleClaims(deps);
    const pending = await pendingPublications(db);
    if (pending.length > 0) {
      const now = clock.now().getTime();
      await boss.insert(
        pending.map(({ postId, at }) => ({
          name: QUEUES.postPublish,
          data: { postId } satisfies PostPublishJob,
          ...(at.getTime() > now ? { startAfter: at } : {}),
        })),
      );
      boss.notifyWorker(publishWorker);
      log.info(`publishing: ${pending.length} scheduled post(s) queued`);
    }
  }

  // Industry news: hourly and once now. 'stately': at most one run waiting and one running, whatever the number of
  // server instances; their inserts skip articles already stored (newsFeeds.ts).
  if (news !== null && news.feeds.length > 0) {
    await boss.createQueue(QUEUES.newsFetch, { name: QUEUES.newsFetch, policy: 'stately' });
    await boss.work(QUEUES.newsFetch, { pollingIntervalSeconds }, async () => {
      await fetchNewsFeeds({ db, clock, log }, news);
    });
    await boss.schedule(QUEUES.newsFetch, NEWS_FETCH_CRON);
    await boss.send(QUEUES.newsFetch, {});
    log.info(`news: ${news.feeds.length} feed(s) in NEWS_FEEDS, read every hour and now`);
  } else {
    await boss.unschedule(QUEUES.newsFetch);
  }

  const jobs: Jobs = {
    boss,
    async deliverMail(outboxIds) {
      await boss.send(QUEUES.mailDeliver, { outboxIds } satisfies MailDeliverJob, MAIL_RETRY);
      boss.notifyWorker(mailWorker);
    },
    async schedulePost(postId, at) {
      if (publishing === null) return;
      await enqueuePost(postId, at);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  // Rows left pending by an earlier run (stopped before delivery) go out now.
  await jobs.deliverMail(null);
  return jobs;
}
