/**
 * Two server instances on one PostgreSQL database (issue 20; project `unit-pg` only, the `.pg.test.ts` files): 1,000
 * channels (250 approved posts of Acme Bakery, each to its four sandbox networks) due now, published by both
 * instances' background publishers, one of which is killed (SIGKILL) a quarter of the way through. Each channel
 * reaches the sandbox network's feed at most once; every channel is published by the survivor except at most the
 * one post the killed instance was in the middle of, whose claims stay PUBLISHING and are never sent again: once they
 * are older than STALE_CLAIM_MS the stale-claim recovery (publishing.ts, every minute) marks them FAILED as
 * interrupted, which happens here when the survivor is still at work a minute after the kill (a loaded machine).
 *
 * The instances are real server processes (src/server/main.ts) on a copy of the run's seeded template database,
 * stopped (or killed) by the test; EXIT_WITH_PID ends them if the test run itself dies.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServerProcess, stopServerProcess } from '../../../scripts/serverProcess.ts';
import type { Db } from '../../../src/server/db.ts';
import { publishMessages } from '../../../src/server/publishing.ts';
import { SEEDED_LINKS } from '../../../src/server/seedPosts.ts';
import { openTestDb } from './support.ts';

const POSTS = 250;
const CHANNELS = POSTS * SEEDED_LINKS.length;
const TEXT = 'Two instances, post';
/**
 * Every instance opens the social tokens another sealed: they share one key (without it each demo DATA_DIR makes
 * its own, and the second instance could not read the tokens the first one encrypted: found by this test).
 */
const TOKEN_ENCRYPTION_KEY = randomBytes(32).toString('base64');

let db: Db;
let closeDb: () => Promise<void>;
let databaseUrl: string;
const servers: ChildProcess[] = [];
const folders: string[] = [];

async function startInstance(): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brandpilot-two-'));
  folders.push(dataDir);
  const { child } = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SERVE_SPA: '0',
      LOG_LEVEL: 'error',
      JOB_POLLING_SECONDS: '1',
      TOKEN_ENCRYPTION_KEY,
      EXIT_WITH_PID: String(process.pid),
    },
    { timeoutMs: 90_000, started: (started) => servers.push(started) },
  );
  return child;
}

async function channelCounts(): Promise<Record<string, number>> {
  const rows = await db.query<{ status: string; n: number }>(
    `select pc.status, count(*)::int as n from post_channels pc join posts p on p.id = pc.post_id
     where p.description like $1 group by pc.status`,
    [`${TEXT} %`],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb('seeded'));
  databaseUrl = db.connectionString!;
  const [acme] = await db.query<{ id: number }>("select id from accounts where account_name = 'Acme Bakery'");
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into posts (account_id, description, media, scheduled_at, status, approved, favourite, created_at,
         updated_at)
       select $1, $2 || ' ' || n || '.', '[]'::jsonb, now() - interval '1 minute', 'SCHEDULED', 1, 0, now(), now()
       from generate_series(1, $3) as n`,
      [acme!.id, TEXT, POSTS],
    );
    await tx.query(
      `insert into post_channels (post_id, provider_id, status)
       select p.id, l.provider_id, 'SCHEDULED' from posts p
       join social_links l on l.account_id = p.account_id and l.connected
       where p.description like $1`,
      [`${TEXT} %`],
    );
  });
  expect(await channelCounts()).toEqual({ SCHEDULED: CHANNELS });
}, 60_000);

afterAll(async () => {
  for (const child of servers) await stopServerProcess(child, 'SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await closeDb?.();
});

test(
  `two instances publish ${CHANNELS} channels at most once each, and the survivor of a kill -9 finishes`,
  { timeout: 240_000 },
  async ({ task }) => {
    expect(task.file.projectName).toBe('unit-pg');
    const [first, second] = [await startInstance(), await startInstance()];
    expect(first.exitCode).toBeNull();

    // A quarter published: the second instance dies without a word.
    await expect
      .poll(async () => (await channelCounts()).POSTED ?? 0, { timeout: 120_000, interval: 100 })
      .toBeGreaterThanOrEqual(CHANNELS / 4);
    await stopServerProcess(second, 'SIGKILL');
    const killedAt = new Date();
    const atKill = (await channelCounts()).POSTED ?? 0;
    expect(atKill).toBeLessThan(CHANNELS);

    // The survivor publishes everything left; what the dead one held is never sent again (see above). Done means
    // nothing left to claim and nothing the survivor claimed after the kill still in flight: the last post it claimed
    // is PUBLISHING for a moment after SCHEDULED reads 0 (counted as an orphan here once, found by a CI run).
    await expect
      .poll(
        async () => {
          const [left] = await db.query<{ scheduled: number; survivors: number }>(
            `select count(*) filter (where pc.status = 'SCHEDULED')::int as scheduled,
               count(*) filter (where pc.status = 'PUBLISHING' and pc.claimed_at > $2)::int as survivors
             from post_channels pc join posts p on p.id = pc.post_id where p.description like $1`,
            [`${TEXT} %`, killedAt.toISOString()],
          );
          return left;
        },
        { timeout: 150_000, interval: 250 },
      )
      .toEqual({ scheduled: 0, survivors: 0 });
    const counts = await channelCounts();
    const failures = await db.query<{ error: string; n: number }>(
      `select pc.error, count(*)::int as n from post_channels pc join posts p on p.id = pc.post_id
       where p.description like $1 and pc.status = 'FAILED' group by pc.error`,
      [`${TEXT} %`],
    );
    // The dead instance's claims: still PUBLISHING, or FAILED as interrupted once the recovery has seen them.
    const interrupted = failures.find((row) => row.error === publishMessages.interrupted)?.n ?? 0;
    expect(failures.filter((row) => row.error !== publishMessages.interrupted)).toEqual([]);
    const orphans = (counts.PUBLISHING ?? 0) + interrupted;
    expect((counts.POSTED ?? 0) + orphans).toBe(CHANNELS);
    // One post in flight at most: its channels are claimed one at a time.
    expect(orphans).toBeLessThanOrEqual(SEEDED_LINKS.length);

    // Each channel is in its network's sandbox feed at most once; each POSTED channel exactly once.
    const feed = await db.query<{ text: string; network: string; n: number }>(
      `select text, network, count(*)::int as n from sandbox_social_posts where text like $1 group by text, network`,
      [`${TEXT} %`],
    );
    expect(feed.filter((row) => row.n > 1)).toEqual([]);
    expect(feed.length).toBeGreaterThanOrEqual(counts.POSTED ?? 0);
    expect(feed.length).toBeLessThanOrEqual(CHANNELS);
  },
);
