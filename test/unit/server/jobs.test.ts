import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/server/clock.ts';
import type { Db } from '../../../src/server/db.ts';
import { startJobs, type Jobs } from '../../../src/server/jobs.ts';
import { memoryLogger } from '../../../src/server/logger.ts';
import { createOutboxMail } from '../../../src/server/mail.ts';
import { migrate } from '../../../src/server/migrate.ts';
import { openTestDb, waitFor } from './support.ts';

let db: Db;
let closeDb: (() => Promise<void>) | undefined;
let jobs: Jobs;
const clock = manualClock('2025-04-01T12:00:00.000Z');
const log = memoryLogger();

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb('empty'));
  await migrate(db);
  // A row left pending before the jobs start: delivered at start.
  await db.query(
    "insert into mail_outbox (to_address, subject, body, created_at) values ('early@demo.test', 'Early', 'hi', now())",
  );
  jobs = await startJobs({ db, clock, log, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await jobs?.stop();
  await closeDb?.();
});

async function statusOf(to: string) {
  const rows = await db.query<{ status: string; sent_at: Date | null }>(
    'select status, sent_at from mail_outbox where to_address = $1',
    [to],
  );
  return rows[0] ?? null;
}

// On the run's engine: PGlite in `unit`, PostgreSQL (pg-boss's own pool) in `unit-pg`.
describe("pg-boss on the run's database", () => {
  it('starts, and a job sent to a queue is processed', async () => {
    const seen: unknown[] = [];
    await jobs.boss.createQueue('test.echo');
    await jobs.boss.work<{ n: number }>('test.echo', { pollingIntervalSeconds: 0.5 }, ([job]) => {
      seen.push(job?.data);
      return Promise.resolve();
    });
    const id = await jobs.boss.send('test.echo', { n: 42 });
    expect(id).toEqual(expect.any(String));
    await waitFor(() => Promise.resolve(seen.length > 0), 10_000, 'the echo job');
    expect(seen).toEqual([{ n: 42 }]);
    const job = await waitFor(
      async () => {
        const found = await jobs.boss.getJobById('test.echo', id!);
        return found?.state === 'completed' ? found : null;
      },
      10_000,
      'the job to be marked completed',
    );
    expect(job.data).toEqual({ n: 42 });
  });

  it('delivers rows left pending before start', async () => {
    const row = await waitFor(async () => {
      const found = await statusOf('early@demo.test');
      return found?.status === 'sent' ? found : null;
    });
    expect(row.sent_at?.toISOString()).toBe('2025-04-01T12:00:00.000Z');
  });

  it('mail.send queues an outbox row that the mail.deliver job marks sent and logs', async () => {
    const mail = createOutboxMail({ db, clock, log, onQueued: (id) => jobs.deliverMail([id]) });
    await mail.send({ to: 'olivia@demo.test', subject: 'Your code', text: 'Your code is 1234' });
    const stored = await db.query<{ body: string }>('select body from mail_outbox where to_address = $1', [
      'olivia@demo.test',
    ]);
    expect(stored).toEqual([{ body: 'Your code is 1234' }]);
    await waitFor(async () => (await statusOf('olivia@demo.test'))?.status === 'sent', 10_000, 'delivery');
    const messages = log.entries.map((entry) => entry.message);
    expect(messages.some((m) => /^mail #\d+ queued for olivia@demo\.test: Your code$/.test(m))).toBe(true);
    expect(messages.some((m) => /^mail #\d+ delivered to olivia@demo\.test: Your code$/.test(m))).toBe(true);
    expect(log.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
