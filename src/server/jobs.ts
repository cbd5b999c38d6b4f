/**
 * Background work on pg-boss 10, over the same database as the app:
 * - PostgreSQL: pg-boss gets the connection string and its own pool, so several server
 *   instances share the queues safely;
 * - PGlite: pg-boss gets `db: { executeSql }` (Db.executeSql: statements without parameters go
 *   through `exec`, which also runs pg-boss's multi-statement installs).
 * Queues now: `mail.deliver` (delivers mail_outbox rows).
 */
import PgBoss from 'pg-boss';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';
import { deliverPendingMail } from './mail.ts';

export const QUEUES = {
  mailDeliver: 'mail.deliver',
} as const;

/** `outboxIds` null: every pending row. */
export interface MailDeliverJob {
  outboxIds: number[] | null;
}

export interface Jobs {
  readonly boss: PgBoss;
  /** Queues delivery of outbox rows and wakes the worker at once. */
  deliverMail(outboxIds: number[] | null): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  /** How often idle workers poll (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds: number;
}

export function bossFor(db: Db): PgBoss {
  if (db.connectionString !== null) {
    return new PgBoss({
      connectionString: db.connectionString,
      schedule: false,
      application_name: 'brandpilot',
    });
  }
  return new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    schedule: false,
  });
}

export async function startJobs({ db, clock, log, pollingIntervalSeconds }: JobsOptions): Promise<Jobs> {
  const boss = bossFor(db);
  boss.on('error', (error) => log.error('background jobs: pg-boss error', error));
  await boss.start();
  await boss.createQueue(QUEUES.mailDeliver, { name: QUEUES.mailDeliver, retryLimit: 5, retryDelay: 30 });

  const mailWorker = await boss.work<MailDeliverJob>(
    QUEUES.mailDeliver,
    { pollingIntervalSeconds, batchSize: 10 },
    async (jobs) => {
      for (const job of jobs) {
        await deliverPendingMail(db, clock, log, job.data.outboxIds);
      }
    },
  );

  const jobs: Jobs = {
    boss,
    async deliverMail(outboxIds) {
      await boss.send(QUEUES.mailDeliver, { outboxIds } satisfies MailDeliverJob);
      boss.notifyWorker(mailWorker);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  // Rows left pending by an earlier run (stopped before delivery) go out now.
  await jobs.deliverMail(null);
  return jobs;
}
