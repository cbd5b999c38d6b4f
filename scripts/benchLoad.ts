/**
 * `npm run bench -- --load` (issue 20; alone: `node --import tsx scripts/benchLoad.ts`): the server under load, on
 * each database setup, measured from a load generator in this process over loopback HTTP.
 *
 * 1. `/api/me` while 5 clients load full months (PGlite; the month view's call, getCalendarMonth, since issue 20's
 *    second part): BENCH_LOAD_MONTH_POSTS (2,000) posts seeded into one month
 *    of Acme Bakery (scripts/seedBenchPosts.ts); 5 clients ask for that month back to back while one client asks for
 *    /api/me in sequence for BENCH_LOAD_ME_SECONDS (20); /api/me alone first, for reference.
 *    Target: p99 <= 50 ms while the months load. Measured as the product answers (the month from the instance's
 *    cache while the posts are the same: src/server/monthCache.ts) and again with the cache off, every load computed.
 * 2. Mixed sessions (BENCH_LOAD_SESSIONS, 200) for BENCH_LOAD_SECONDS (60) on PGlite, on one PostgreSQL instance and
 *    on two PostgreSQL instances over one database (a throwaway cluster: scripts/postgresCluster.ts; the generator
 *    spreads the sessions over both instances as a reverse proxy would). Each session is a logged-in member with a
 *    planner open (opened within the first 5 s; its month every 5 s), the top bar's bells (conversations and notifications every 2 s), a chat
 *    message a minute in one of its conversations and a post saved a minute on one of its account's connected
 *    networks (waiting for approval, so nothing is published). Each session waits for its own previous call of a kind before the next (a tab does), so the load
 *    is bounded. Reports requests per second, p50, p99 and errors per setup, and p99 per kind of call.
 *    Target: on PostgreSQL p99 <= 250 ms with zero errors.
 * 3. Throughput: 16 clients call back to back (a month, /api/me, the notifications, the conversations, in turn) for
 *    BENCH_LOAD_THROUGHPUT_SECONDS (20) on each setup: the most the setup answers per second. The mixed sessions
 *    of part 2 ask at a fixed pace, so they cannot show it. Target: two instances at least 1.5x one.
 *
 * Every server and the cluster are children of this process, stopped in `finally` and on SIGINT/SIGTERM. Writes
 * test-results/bench-load.json. Figures vary with the machine's load: the load average is printed with them.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coresUsed, cpuSnapshot } from './cpuUse.ts';
import { startPostgresCluster, type PostgresCluster } from './postgresCluster.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SESSIONS = Number(process.env.BENCH_LOAD_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const ME_SECONDS = Number(process.env.BENCH_LOAD_ME_SECONDS ?? 20);
const MONTH_POSTS = Number(process.env.BENCH_LOAD_MONTH_POSTS ?? 2000);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_LOAD_THROUGHPUT_SECONDS ?? 20);
const THROUGHPUT_CLIENTS = 16;
const SESSION_RAMP_MS = 5_000;
const START_TIMEOUT_MS = 180_000;
const CALL_TIMEOUT_MS = 30_000;
const APPTYPE = Buffer.from('customer-app').toString('base64');

/** The members the sessions log in as (round robin): each owns or runs an account, so every call is theirs to make. */
const MEMBERS = [
  'owner@demo.test',
  'many@demo.test',
  'partner@demo.test',
  'networker@demo.test',
  'chatstart@demo.test',
  'chatreply@demo.test',
].map((username) => ({ username, password: 'demo1234' }));

const TARGETS = { meP99Ms: 50, postgresP99Ms: 250, twoInstanceSpeedup: 1.5 };

// --- processes -------------------------------------------------------------------------------------------------

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
let cluster: PostgresCluster | null = null;

function cleanUpNow() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  tempDirs.clear();
}

function onSignal(signal: NodeJS.Signals) {
  cleanUpNow();
  void cluster?.stop();
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Our server (demo mode: the demo data is seeded on first start) on PGlite in `dataDir` or on `databaseUrl`. */
function startServer(
  dataDir: string,
  databaseUrl: string | null,
  extra: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess(
    {
      ...extra,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SERVE_SPA: '0',
      // Each instance's pool: two instances stay well inside the cluster's connections.
      DATABASE_POOL_SIZE: '20',
    },
    { timeoutMs: START_TIMEOUT_MS, started: (child) => children.add(child) },
  );
}

async function stopServer(server: ServerProcess): Promise<void> {
  await stopServerProcess(server.child);
  children.delete(server.child);
}

// --- calls -----------------------------------------------------------------------------------------------------

interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
}

interface Member {
  base: string;
  token: string;
  userId: number;
  accountId: number;
}

function headers(member: Member, json = false): Record<string, string> {
  return {
    apptype: APPTYPE,
    Authorization: `Bearer ${member.token}`,
    token: member.token,
    accountId: String(member.accountId),
    'X-Brandpilot-Background': '1',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
}

/**
 * One timed call; the answer's body is read in full (as a browser would) before the time is taken. Only a caller
 * that uses the answer (`parse`) has it parsed: parsing a 2,000-post month here would hold this process's event
 * loop, and the next call's time would count the generator's wait, not the server's.
 */
async function timed(
  samples: Sample[],
  kind: string,
  url: string,
  init: RequestInit,
  parse = false,
): Promise<unknown> {
  const started = performance.now();
  let answer: { ok: boolean; body: unknown };
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    if (parse && response.ok) answer = { ok: true, body: JSON.parse(await response.text()) };
    else answer = { ok: response.ok, body: (await response.arrayBuffer(), null) };
  } catch {
    answer = { ok: false, body: null };
  }
  samples.push({ kind, ms: performance.now() - started, ok: answer.ok });
  return answer.body;
}

async function logIn(base: string, credentials: { username: string; password: string }): Promise<Member> {
  const response = await fetch(`${base}/api/webauthenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apptype: APPTYPE },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`login of ${credentials.username}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as {
    data: { token: string; user: { id: number; accountId: number } };
  };
  return { base, token: data.token, userId: data.user.id, accountId: data.user.accountId };
}

function monthRange(offsetMonths: number): { start: string; end: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offsetMonths, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offsetMonths + 1, 1));
  return { start: start.toISOString(), end: end.toISOString() };
}

const loadMonth = (
  samples: Sample[],
  member: Member,
  range: { start: string; end: string },
  kind = 'calendar',
) =>
  // The month view's call (issue 20): each day's first three posts and its counts.
  timed(samples, kind, `${member.base}/api/auth/getCalendarMonth`, {
    method: 'POST',
    headers: headers(member, true),
    body: JSON.stringify({
      account_id: member.accountId,
      ...range,
      time_zone: 'Europe/London',
      filter: 'all',
      per_day: 3,
    }),
  });

// --- statistics ------------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

function summary(samples: Sample[], seconds: number) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const kinds = [...new Set(samples.map((sample) => sample.kind))].sort();
  return {
    requests: samples.length,
    perSecond: Math.round((samples.length / seconds) * 10) / 10,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors: samples.filter((sample) => !sample.ok).length,
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const of = samples.filter((sample) => sample.kind === kind);
        const ms = of.map((sample) => sample.ms).sort((a, b) => a - b);
        return [
          kind,
          {
            requests: of.length,
            p50Ms: percentile(ms, 50),
            p99Ms: percentile(ms, 99),
            errors: of.filter((sample) => !sample.ok).length,
          },
        ];
      }),
    ),
  };
}

const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

// --- part 1: /api/me while months load (PGlite) ----------------------------------------------------------------

export async function meUnderMonthLoads() {
  const dataDir = tempDir('brandpilot-load-me-');
  await stopServer(await startServer(dataDir, null));
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seedBenchPosts.ts', dataDir, String(MONTH_POSTS)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding the month failed: ${seeded.stderr}`);
  // The months as the product answers them (from the instance's cache while the posts are the same), then with the
  // cache off (MONTH_CACHE_ENTRIES=0): every load computed, as before the cache.
  const cached = await meWhileMonthsLoad(dataDir, {});
  const computed = await meWhileMonthsLoad(dataDir, { MONTH_CACHE_ENTRIES: '0' });
  return { ...cached, uncached: computed };
}

async function meWhileMonthsLoad(dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, null, env);
  try {
    const owner = await logIn(server.base, MEMBERS[0]!);
    // The seeded month is two months after the current one (seedBenchPosts.ts).
    const month = monthRange(2);
    const me = () =>
      timed(alone, 'me', `${server.base}/api/me`, {
        headers: { ...headers(owner), 'X-Brandpilot-Background': '0' },
      });
    const alone: Sample[] = [];
    for (let i = 0; i < 20; i += 1) await me(); // warm-up
    alone.length = 0;
    let until = performance.now() + 5_000;
    while (performance.now() < until) await me();
    const aloneSummary = summary(alone, 5);

    const months: Sample[] = [];
    const under: Sample[] = [];
    let running = true;
    const loaders = Array.from({ length: 5 }, async () => {
      while (running) await loadMonth(months, owner, month, 'month');
    });
    until = performance.now() + ME_SECONDS * 1000;
    while (performance.now() < until) {
      await timed(under, 'me', `${server.base}/api/me`, { headers: headers(owner) });
    }
    running = false;
    await Promise.all(loaders);
    return {
      monthPosts: MONTH_POSTS,
      meAlone: aloneSummary,
      meWhileMonthsLoad: summary(under, ME_SECONDS),
      monthLoads: summary(months, ME_SECONDS),
    };
  } finally {
    await stopServer(server);
  }
}

// --- part 2: mixed sessions ------------------------------------------------------------------------------------

/** Runs `step` every `everyMs` (first after a random part of it) until `deadline`; never two at once. */
async function every(everyMs: number, deadline: number, step: () => Promise<unknown>): Promise<void> {
  await new Promise((wake) => setTimeout(wake, Math.random() * everyMs));
  while (performance.now() < deadline) {
    const started = performance.now();
    await step();
    const left = everyMs - (performance.now() - started);
    if (left > 0)
      await new Promise((wake) =>
        setTimeout(wake, Math.min(left, Math.max(0, deadline - performance.now()))),
      );
  }
}

async function session(member: Member, samples: Sample[], deadline: number): Promise<void> {
  // Tabs open over the first 5 s, not all in the same millisecond.
  await new Promise((wake) => setTimeout(wake, Math.random() * SESSION_RAMP_MS));
  const month = monthRange(0);
  const conversations = (await timed(
    samples,
    'conversations',
    `${member.base}/api/getAllConversationlist`,
    { headers: headers(member) },
    true,
  )) as { data?: { id: number }[] } | null;
  const conversationId = conversations?.data?.[0]?.id ?? null;
  // A post goes to one of the account's connected networks (a member of an account without any saves none).
  const links = (await timed(
    samples,
    'socialLinks',
    `${member.base}/api/auth/sociallinkstatus`,
    {
      method: 'POST',
      headers: { ...headers(member, true), 'X-Brandpilot-Background': '0' },
      body: JSON.stringify({ account_id: member.accountId }),
    },
    true,
  )) as { data?: { data?: { provider_Id: number; connected: boolean }[] } } | null;
  const channel = links?.data?.data?.find((link) => link.connected)?.provider_Id ?? null;
  let posted = 0;
  await Promise.all([
    every(5_000, deadline, () => loadMonth(samples, member, month)),
    every(2_000, deadline, () =>
      Promise.all([
        timed(samples, 'conversations', `${member.base}/api/getAllConversationlist`, {
          headers: headers(member),
        }),
        timed(samples, 'notifications', `${member.base}/api/auth/getNotifications`, {
          headers: headers(member),
        }),
      ]),
    ),
    every(60_000, deadline, async () => {
      if (conversationId === null) return;
      await timed(samples, 'chatSend', `${member.base}/api/getMemberschatMessages`, {
        method: 'POST',
        headers: { ...headers(member, true), 'X-Brandpilot-Background': '0' },
        body: JSON.stringify({
          message: 'Load test: is the bread ready?',
          conversationId,
          memberId: member.userId,
          account_id: member.accountId,
        }),
      });
    }),
    every(60_000, deadline, async () => {
      if (channel === null) return;
      posted += 1;
      const when = new Date(Date.now() + (3 + posted) * 86_400_000);
      await timed(samples, 'postSave', `${member.base}/api/auth/addPost`, {
        method: 'POST',
        headers: { ...headers(member, true), 'X-Brandpilot-Background': '0' },
        body: JSON.stringify({
          account_id: member.accountId,
          description: `Load test post ${posted}: fresh sourdough at eight.`,
          media: [],
          scheduled_at: when.toISOString(),
          channels: [channel],
          approved: 0,
        }),
      });
    }),
  ]);
}

async function mixedLoad(bases: string[]) {
  const members: Member[] = [];
  // Logging in hashes a password (scrypt): one login per member and instance, shared by its sessions as a person's
  // tabs share one session.
  const logins = new Map<string, Member>();
  for (let i = 0; i < SESSIONS; i += 1) {
    const base = bases[i % bases.length]!;
    const credentials = MEMBERS[i % MEMBERS.length]!;
    const key = `${base} ${credentials.username}`;
    let member = logins.get(key);
    if (!member) {
      member = await logIn(base, credentials);
      logins.set(key, member);
    }
    members.push(member);
  }
  const samples: Sample[] = [];
  const load = { start: loadAverage() };
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(members.map((member) => session(member, samples, deadline)));
  return {
    sessions: SESSIONS,
    seconds: SECONDS,
    ...summary(samples, SECONDS),
    loadAverage: { ...load, end: loadAverage() },
  };
}

// --- part 3: throughput ----------------------------------------------------------------------------------------

async function throughput(bases: string[], pids: number[]) {
  const members = await Promise.all(
    bases.map((base, index) => logIn(base, MEMBERS[index % MEMBERS.length]!)),
  );
  const month = monthRange(0);
  const samples: Sample[] = [];
  const began = performance.now();
  const cpuBefore = cpuSnapshot(pids);
  const deadline = began + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: THROUGHPUT_CLIENTS }, async (_, client) => {
      const member = members[client % members.length]!;
      for (let turn = client; performance.now() < deadline; turn += 1) {
        switch (turn % 4) {
          case 0:
            await loadMonth(samples, member, month);
            break;
          case 1:
            await timed(samples, 'me', `${member.base}/api/me`, { headers: headers(member) });
            break;
          case 2:
            await timed(samples, 'notifications', `${member.base}/api/auth/getNotifications`, {
              headers: headers(member),
            });
            break;
          default:
            await timed(samples, 'conversations', `${member.base}/api/getAllConversationlist`, {
              headers: headers(member),
            });
        }
      }
    }),
  );
  // What each part used of the machine's cores meanwhile: the instances, this generator, and the machine in all (the
  // rest is PostgreSQL and the system).
  const cpu = coresUsed(cpuBefore, cpuSnapshot(pids), (performance.now() - began) / 1000);
  return { clients: THROUGHPUT_CLIENTS, ...summary(samples, THROUGHPUT_SECONDS), cpu };
}

// --- the three setups ------------------------------------------------------------------------------------------

async function onPglite() {
  const server = await startServer(tempDir('brandpilot-load-pglite-'), null);
  try {
    const mixed = await mixedLoad([server.base]);
    return { ...mixed, throughput: await throughput([server.base], [server.child.pid!]) };
  } finally {
    await stopServer(server);
  }
}

async function onPostgres(instances: 1 | 2, pg: PostgresCluster, database: string) {
  const { default: pgClient } = await import('pg');
  const admin = new pgClient.Client({ connectionString: pg.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = pg.url(database);
  // The first instance migrates and seeds; the second starts on the ready database.
  const servers: ServerProcess[] = [await startServer(tempDir('brandpilot-load-pg-'), url)];
  try {
    if (instances === 2) servers.push(await startServer(tempDir('brandpilot-load-pg-'), url));
    const bases = servers.map((server) => server.base);
    const mixed = await mixedLoad(bases);
    return {
      ...mixed,
      throughput: await throughput(
        bases,
        servers.map((server) => server.child.pid!),
      ),
    };
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

export async function benchLoad() {
  const result: Record<string, unknown> = { loadAverage: { start: loadAverage() } };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    result.meUnderMonthLoads = await meUnderMonthLoads();
    result.pglite = await onPglite();
    cluster = await startPostgresCluster();
    result.postgresOne = await onPostgres(1, cluster, 'load_one');
    result.postgresTwo = await onPostgres(2, cluster, 'load_two');
  } finally {
    await cluster?.stop();
    cluster = null;
    cleanUpNow();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  result.loadAverage = { ...(result.loadAverage as object), end: loadAverage() };
  return result;
}

type Mixed = Awaited<ReturnType<typeof mixedLoad>> & { throughput: Awaited<ReturnType<typeof throughput>> };

export function printLoad(result: Awaited<ReturnType<typeof benchLoad>>) {
  const me = result.meUnderMonthLoads as Awaited<ReturnType<typeof meUnderMonthLoads>>;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log(
    `\nLoad (issue 20); load average at start ${(result.loadAverage as { start: number[] }).start.join(' / ')}`,
  );
  console.log(
    `  /api/me alone: p50 ${me.meAlone.p50Ms} ms, p99 ${me.meAlone.p99Ms} ms (${me.meAlone.requests} calls)`,
  );
  console.log(
    `  /api/me while 5 clients load a ${me.monthPosts}-post month (PGlite): p50 ${me.meWhileMonthsLoad.p50Ms} ms, ` +
      `p99 ${me.meWhileMonthsLoad.p99Ms} ms (target <= ${TARGETS.meP99Ms} ms: ${met((me.meWhileMonthsLoad.p99Ms ?? Infinity) <= TARGETS.meP99Ms)}); ` +
      `months: ${me.monthLoads.requests} loads, p50 ${me.monthLoads.p50Ms} ms`,
  );
  console.log(
    `  the same with the month cache off (MONTH_CACHE_ENTRIES=0): /api/me p50 ${me.uncached.meWhileMonthsLoad.p50Ms} ms, ` +
      `p99 ${me.uncached.meWhileMonthsLoad.p99Ms} ms; months: ${me.uncached.monthLoads.requests} loads, p50 ${me.uncached.monthLoads.p50Ms} ms`,
  );
  console.log(`  ${SESSIONS} mixed sessions for ${SECONDS} s:`);
  console.log('  setup              req/s   p50 ms   p99 ms   errors   p99 by call');
  const rows: [string, Mixed][] = [
    ['PGlite', result.pglite as Mixed],
    ['PostgreSQL, 1', result.postgresOne as Mixed],
    ['PostgreSQL, 2', result.postgresTwo as Mixed],
  ];
  for (const [name, row] of rows) {
    const byKind = Object.entries(row.byKind)
      .map(([kind, figures]) => `${kind} ${figures.p99Ms}`)
      .join(', ');
    console.log(
      `  ${name.padEnd(17)} ${String(row.perSecond).padStart(6)} ${String(row.p50Ms).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.errors).padStart(8)}   ${byKind}`,
    );
  }
  console.log(`  throughput, ${THROUGHPUT_CLIENTS} clients back to back for ${THROUGHPUT_SECONDS} s:`);
  const cores = cpus().length;
  for (const [name, row] of rows) {
    const t = row.throughput;
    const { cpu } = t;
    const instances = cpu.processes.map((value) => value ?? '?').join(' + ');
    const rest =
      cpu.machine === null
        ? '?'
        : Math.round(
            (cpu.machine - cpu.generator - cpu.processes.reduce<number>((sum, v) => sum + (v ?? 0), 0)) * 100,
          ) / 100;
    console.log(
      `  ${name.padEnd(17)} ${String(t.perSecond).padStart(6)} req/s, p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms, errors ${t.errors}; ` +
        `cores used: instance ${instances}, generator ${cpu.generator}, the rest (PostgreSQL, system) ${rest}; ` +
        `${cpu.machine ?? '?'} of ${cores}`,
    );
  }
  const one = (result.postgresOne as Mixed).throughput;
  const two = (result.postgresTwo as Mixed).throughput;
  for (const [name, row] of rows.slice(1)) {
    console.log(
      `  ${name}: p99 <= ${TARGETS.postgresP99Ms} ms with zero errors: ${met((row.p99Ms ?? Infinity) <= TARGETS.postgresP99Ms && row.errors === 0)}`,
    );
  }
  const speedup = one.perSecond > 0 ? Math.round((two.perSecond / one.perSecond) * 100) / 100 : null;
  console.log(
    `  two instances / one: ${speedup}x the requests per second (target >= ${TARGETS.twoInstanceSpeedup}x: ${met((speedup ?? 0) >= TARGETS.twoInstanceSpeedup)})`,
  );
  // Every request costs CPU in an instance, in PostgreSQL and in the generator, all on this machine's cores: with
  // one instance the run used `one.cpu.machine` of them, so even with every request costing no more, two instances
  // can answer at most cores / that as many.
  if (one.cpu.machine !== null && one.cpu.machine > 0) {
    const bound = Math.round((cores / one.cpu.machine) * 100) / 100;
    console.log(
      `  with one instance the run used ${one.cpu.machine} of ${cores} cores: on this machine two instances can give at most ${bound}x`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchLoad();
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  writeFileSync(join(repoRoot, 'test-results/bench-load.json'), JSON.stringify(result, null, 2));
  printLoad(result);
}
