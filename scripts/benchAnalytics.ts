/**
 * Benchmark (`npm run bench`, never the tests): the 8 analytics calls of spec 7.6 (src/server/routes/analytics.ts;
 * issue 17 "the analytics calls p95 <= 50 ms on the seeded year") through `app.request()`, in process, on an
 * in-memory PGlite migrated and seeded as the demo is (a year of insights for Acme Bakery), with the networks the
 * seed does not connect for Acme Bakery seeded here the same way (scripts/benchSeedNetwork.ts: sandbox series and
 * about two posts a week), so the account has 365 days x 5 networks (1, 2, 3, 4, 6).
 *
 *   node --import tsx scripts/benchAnalytics.ts [requests per call and range = 200]
 *
 * Each call is timed for the last 7, 30, 90 and 365 days (all five networks), `requests` sequential requests each
 * after 10 unmeasured ones; the reference is GET /api/me of the same app in the same run. Prints one JSON line
 * (the last line of the output): { days, networks, insightDays, insightPosts, requests, reference, calls }.
 */
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../src/server/app.ts';
import { systemClock } from '../src/server/clock.ts';
import type { AppConfig } from '../src/server/config.ts';
import { pgliteDb } from '../src/server/db.ts';
import { memoryLogger } from '../src/server/logger.ts';
import { createOutboxMail } from '../src/server/mail.ts';
import { migrate } from '../src/server/migrate.ts';
import { noProviders } from '../src/server/providers.ts';
import { DAY_MS, dayOf } from '../src/server/sandbox/insights.ts';
import { seed } from '../src/server/seed.ts';
import { SEEDED_INSIGHT_DAYS } from '../src/server/seedInsights.ts';
import { seedBenchNetwork } from './benchSeedNetwork.ts';

export const BENCH_NETWORKS = [1, 2, 3, 4, 6] as const;
export const BENCH_RANGES = [7, 30, 90, 365] as const;
const WARM_UP = 10;

/** The 8 GET calls of spec 7.6, by name: the path after /api/auth/ for a range. */
export const ANALYTICS_CALLS: readonly {
  name: string;
  path: (start: string, end: string, ids: string) => string;
}[] = [
  { name: 'getAccountInsights', path: (s, e, ids) => `getAccountInsights/${s}/${e}/${ids}` },
  { name: 'getAllAccountInsights', path: (s, e, ids) => `getAllAccountInsights/${s}/${e}/${ids}` },
  { name: 'getAccountFollowers', path: (s, e, ids) => `getAccountFollowers/${s}/${e}/${ids}` },
  { name: 'getPostsLikes', path: (s, e, ids) => `getPostsLikes/${s}/${e}/${ids}` },
  { name: 'getPostsViews', path: (s, e, ids) => `getPostsViews/${s}/${e}/${ids}` },
  { name: 'getPostInsights', path: (s, e, ids) => `getPostInsights/${s}/${e}/${ids}` },
  { name: 'getPostsTotalEngagements', path: (s, e, ids) => `getPostsTotalEngagements/${s}/${e}/${ids}` },
  { name: 'getTopPostsInsights', path: (s, e, ids) => `getTopPostsInsights/${s}/${e}/1/${ids}` },
];

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    n: samples.length,
    p50: +at(0.5).toFixed(2),
    p95: +at(0.95).toFixed(2),
    max: +sorted.at(-1)!.toFixed(2),
  };
}

const CONFIG: AppConfig = {
  demoMode: true,
  sessionMaxHours: 12,
  tokenKey: Buffer.alloc(32, 7),
  sessionIdleSeconds: 1800,
  staticDir: null,
  mailTransport: 'outbox',
  publicUrl: 'http://bench.test',
};

async function main() {
  const requests = Math.min(2000, Math.max(20, Number(process.argv[2] ?? 200)));
  const now = new Date();
  const pglite = await PGlite.create();
  const db = pgliteDb(pglite);
  await migrate(db);
  await seed(db, now);
  const [account] = await db.query<{ id: number }>(
    "select id from accounts where account_name = 'Acme Bakery' order by id limit 1",
  );
  if (!account) throw new Error('the seed made no Acme Bakery account');
  const present = await db.query<{ provider_id: number }>(
    'select distinct provider_id from insight_days where account_id = $1',
    [account.id],
  );
  const seededHere: number[] = [];
  for (const id of BENCH_NETWORKS) {
    if (present.some((row) => row.provider_id === id)) continue;
    await seedBenchNetwork(db, account.id, id, now);
    seededHere.push(id);
  }
  const [counts] = await db.query<{ days: number; posts: number }>(
    `select (select count(*)::int from insight_days where account_id = $1) as days,
       (select count(*)::int from insight_posts where account_id = $1) as posts`,
    [account.id],
  );
  await db.query('analyze');

  const log = memoryLogger();
  const app = createApp({
    db,
    clock: systemClock,
    log,
    mail: createOutboxMail({ db, clock: systemClock, log }),
    providers: noProviders(),
    config: CONFIG,
    adminToken: null,
    publishing: null,
  });
  const login = await app.request('/api/webauthenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'owner@demo.test', password: 'demo1234' }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { Authorization: `Bearer ${data.token}`, accountId: String(account.id) };

  async function time(path: string): Promise<Stats> {
    const samples: number[] = [];
    for (let index = 0; index < WARM_UP + requests; index += 1) {
      const started = performance.now();
      const response = await app.request(path, { headers });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (index >= WARM_UP) samples.push(elapsed);
    }
    return stats(samples);
  }

  const reference = await time('/api/me');
  const today = dayOf(now);
  const ids = BENCH_NETWORKS.join(',');
  const calls: Record<string, Record<string, Stats>> = {};
  for (const call of ANALYTICS_CALLS) {
    calls[call.name] = {};
    for (const days of BENCH_RANGES) {
      const start = dayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
      calls[call.name]![`${days}d`] = await time(`/api/auth/${call.path(start, today, ids)}`);
    }
  }
  const referenceAfter = await time('/api/me');
  await db.close();
  console.log(
    JSON.stringify({
      days: SEEDED_INSIGHT_DAYS,
      networks: [...BENCH_NETWORKS],
      seededHere,
      insightDays: counts?.days ?? 0,
      insightPosts: counts?.posts ?? 0,
      requests,
      reference: { before: reference, after: referenceAfter },
      calls,
    }),
  );
}

await main();
