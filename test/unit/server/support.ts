/** A server on an in-memory PGlite, migrated and seeded, with a clock and a log the test controls. */
import * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { outboxResponse, type OutboxMail } from '../../../src/contract/dev.ts';
import { manualClock } from '../../../src/server/clock.ts';
import { createApp, type App } from '../../../src/server/app.ts';
import type { AppConfig } from '../../../src/server/config.ts';
import { openPostgres, pgliteDb, type Db } from '../../../src/server/db.ts';
import { memoryLogger } from '../../../src/server/logger.ts';
import { createOutboxMail, type Mail } from '../../../src/server/mail.ts';
import { noProviders, type Providers } from '../../../src/server/providers.ts';
import type { PostScheduler, PublishDeps } from '../../../src/server/publishing.ts';
import { RATE_LIMITS } from '../../../src/server/rateLimit.ts';
import { SESSION_COOKIE } from '../../../src/server/sandbox/guard.ts';
import { createSandboxPartner } from '../../../src/server/sandbox/partner.ts';
import { createSandboxReviews } from '../../../src/server/sandbox/reviews.ts';
import { createSandboxSocial } from '../../../src/server/sandbox/social.ts';

export const OWNER = { username: 'owner@demo.test', password: 'demo1234' };
/** account_role 3 on Acme Bakery only. */
export const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };
/** Member of five accounts. */
export const MANY = { username: 'many@demo.test', password: 'demo1234' };
/** is_staff, no account. */
export const STAFF = { username: 'staff@demo.test', password: 'demo1234' };
/** Cardfail Co, subscription past_due (paywall code 1). */
export const CARDFAIL = { username: 'cardfail@demo.test', password: 'demo1234' };
/** Cancelled Crafts, canceled, access ends 20 days after the test clock's start (paywall code 2.2). */
export const CANCELLED = { username: 'cancelled@demo.test', password: 'demo1234' };
/** Newowner Ventures, roleType 5, no subscription. */
export const NEWOWNER = { username: 'newowner@demo.test', password: 'demo1234' };
/** Sandbox Labs, roleType 11, active. */
export const SANDBOX = { username: 'sandbox@demo.test', password: 'demo1234' };
/** The logins of the sandbox pages' guard tests: Acme Bakery's owner and viewer, and a stranger to it. */
export const GUARD_LOGINS = { owner: OWNER, viewer: VIEWER, stranger: NEWOWNER };

/** The e-mails of the users seed() creates, in the order of their ids. */
export const SEEDED_EMAILS = [
  'owner@demo.test',
  'many@demo.test',
  'viewer@demo.test',
  'staff@demo.test',
  'cardfail@demo.test',
  'cardfix@demo.test',
  'cancelled@demo.test',
  'newowner@demo.test',
  'newbuyer@demo.test',
  'sandbox@demo.test',
  'reactivate@demo.test',
  'chatstart@demo.test',
  'chatreply@demo.test',
  'networker@demo.test',
  'partner@demo.test',
  'reviewer@demo.test',
  'starter@demo.test',
  'setupbuyer@demo.test',
  'social@demo.test',
  'idle@demo.test',
  'paywalled@demo.test',
];

export const TEST_PUBLIC_URL = 'http://app.test';
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

/** A fixed 32-byte key for the stored social tokens of test servers. */
export const TEST_TOKEN_KEY = Buffer.alloc(32, 7);

export const TEST_APP_CONFIG: AppConfig = {
  demoMode: true,
  sessionMaxHours: 12,
  tokenKey: TEST_TOKEN_KEY,
  sessionIdleSeconds: 1800,
  staticDir: null,
  mailTransport: 'outbox',
  publicUrl: TEST_PUBLIC_URL,
};

export interface TestServer {
  app: App;
  db: Db;
  clock: ReturnType<typeof manualClock>;
  log: ReturnType<typeof memoryLogger>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Default TEST_ADMIN_TOKEN; null: no admin route. */
  adminToken?: string | null;
  /**
   * Default: the sandbox partner network, the sandbox social networks (on TEST_PUBLIC_URL or the config's
   * publicUrl) and the sandbox Google Business Profile, nothing else.
   */
  providers?: Providers;
  /** Hands approved, scheduled posts to a publisher (default: none). */
  publishing?: PostScheduler | null;
  /** Default: the outbox (GET /dev/outbox). */
  mail?: Mail;
}

/** The default providers of a test app: sandbox partner, sandbox social networks and sandbox Google reviews. */
export function testProviders(
  db: Db,
  clock: TestServer['clock'],
  publicUrl: string = TEST_PUBLIC_URL,
  limits: Pick<AppConfig, 'sessionIdleSeconds' | 'sessionMaxHours'> = TEST_APP_CONFIG,
): Providers {
  const social = createSandboxSocial({ db, clock, publicUrl, limits });
  return {
    ...noProviders(),
    partner: createSandboxPartner({ db, clock, publicUrl }),
    social: social.providers,
    socialSandbox: social,
    reviews: createSandboxReviews({ clock }),
  };
}

/** What publishPost needs, from a test server: its database, clock and log, and the default test providers. */
export function publishDepsOf(server: TestServer, extra: Partial<PublishDeps> = {}): PublishDeps {
  return {
    db: server.db,
    providers: testProviders(server.db, server.clock),
    clock: server.clock,
    log: server.log,
    ...extra,
  };
}

function appOn(
  db: Db,
  clock: TestServer['clock'],
  log: TestServer['log'],
  config: Partial<AppConfig>,
  options: TestAppOptions,
): App {
  const appConfig = { ...TEST_APP_CONFIG, ...config };
  return createApp({
    db,
    clock,
    log,
    mail: options.mail ?? createOutboxMail({ db, clock, log }),
    providers: options.providers ?? testProviders(db, clock, appConfig.publicUrl, appConfig),
    config: appConfig,
    adminToken: options.adminToken === undefined ? TEST_ADMIN_TOKEN : options.adminToken,
    publishing: options.publishing ?? null,
  });
}

export async function startTestServer(
  config: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestServer> {
  // A copy of the run's migrated and seeded database (seededDatabase.ts, or postgresDatabase.ts in the PostgreSQL
  // project), seeded at the test clock's start.
  const { db, close } = await openTestDb('seeded');
  const clock = manualClock();
  const log = memoryLogger();
  const app = appOn(db, clock, log, config, options);
  return { app, db, clock, log, close };
}

let databases = 0;

/**
 * A database of this run's engine: a copy of the migrated and seeded one, or an empty one (to migrate or seed in
 * the test). On PostgreSQL each is a database of its own in the run's cluster, dropped by `close`.
 */
export async function openTestDb(
  contents: 'seeded' | 'empty',
): Promise<{ db: Db; close: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (!template) {
    const pglite =
      contents === 'seeded'
        ? await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('seededDatabase'))]) })
        : await PGlite.create();
    const db = pgliteDb(pglite);
    return { db, close: () => db.close() };
  }
  databases += 1;
  const name = `test_${process.pid}_${databases}_${Math.random().toString(36).slice(2, 8)}`;
  const adminUrl = new URL(template);
  const templateName = adminUrl.pathname.slice(1);
  adminUrl.pathname = '/postgres';
  await adminQuery(
    adminUrl.href,
    contents === 'seeded' ? `create database ${name} template ${templateName}` : `create database ${name}`,
  );
  const url = new URL(template);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.href);
  let closed = false;
  return {
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
      await adminQuery(adminUrl.href, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on the cluster's maintenance database (CREATE and DROP DATABASE cannot run in a pool's transaction). */
async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Another app over the same database, clock and log (opening a database costs seconds; an app costs nothing). */
export function otherApp(
  server: TestServer,
  config: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): App {
  return appOn(server.db, server.clock, server.log, config, options);
}

/**
 * An app on `db` alone (one that fails, say), with its own clock and log, mail that goes nowhere and no providers:
 * for what the app does before it reaches them.
 */
export function appOnDb(db: Db, config: Partial<AppConfig> = {}) {
  const log = memoryLogger();
  const app = createApp({
    db,
    clock: manualClock(),
    log,
    mail: { send: () => Promise.resolve() },
    providers: noProviders(),
    config: { ...TEST_APP_CONFIG, ...config },
  });
  return { app, log };
}

type Json = Record<string, unknown>;

export interface CallOptions {
  body?: Json | string;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address, as @hono/node-server would hand it over (default: unknown). */
  ip?: string;
}

/** Calls the app; `body` is sent as JSON (a string is sent as it is). */
export async function call(app: App, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const env = options.ip === undefined ? undefined : { incoming: { socket: { remoteAddress: options.ip } } };
  const response = await app.request(path, { method, headers, body }, env);
  const text = await response.text();
  let json: Json | null;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export interface LoggedIn {
  token: string;
  user: { id: number; accountId: number | null; account_role: number | null; roleType: number | null };
}

export async function logIn(app: App, credentials = OWNER): Promise<LoggedIn> {
  const answer = await call(app, 'POST', '/api/webauthenticate', { body: credentials });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return (answer.json as { data: LoggedIn }).data;
}

/** The mails of GET /dev/outbox, newest first, as the person at the demo machine sees them (loopback, no token). */
export async function outbox(app: App): Promise<OutboxMail[]> {
  const answer = await call(app, 'GET', '/dev/outbox', { ip: '127.0.0.1' });
  if (answer.status !== 200) throw new Error(`outbox: ${answer.status} ${answer.text}`);
  return v.parse(outboxResponse, answer.json).data ?? [];
}

/** The newest mail to `to`, or undefined. */
export async function latestMailTo(app: App, to: string): Promise<OutboxMail | undefined> {
  return (await outbox(app)).find((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** Account ids by name. */
export async function accountIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.query<{ id: number; account_name: string }>('select id, account_name from accounts');
  return Object.fromEntries(rows.map((row) => [row.account_name, row.id]));
}

/** How many rows `sql` answers. */
export async function rowCount(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) t`, params);
  return rows[0]!.n;
}

/** The SPA's token cookie, as the browser sends it with a page it navigates to. */
export const sessionCookie = (token: string) => ({
  Cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
});

/** A card the sandbox checkout and updateCard accept. */
export const GOOD_CARD = {
  cardnumber: '4242 4242 4242 4242',
  month: '12',
  year: '29',
  cvc: '123',
  name: 'Olivia Owner',
};

/** Polls `probe` until it returns a truthy value, failing after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The seeded accounts tests name, by the name a test file uses for its id. */
const NAMED_ACCOUNTS = {
  acme: 'Acme Bakery',
  northwind: 'Northwind Studio',
  harbor: 'Harbor Lights Cafe',
  chatCorner: 'Chat Corner',
} as const;

export type Credentials = typeof OWNER;

/** What seededServer gives a test file once its beforeAll ran. */
export type Seeded<L extends string> = {
  server: TestServer;
  /** Account ids by name. */
  ids: Record<string, number>;
  /** How many rows `sql` answers on the server's database. */
  count(sql: string, params?: unknown[]): Promise<number>;
  /** GET `path` with `who`'s session about an account, named in a header: `{ accountId: t.acme }`. */
  getAs(who: LoggedIn, path: string, account: Record<string, number>): ReturnType<typeof call>;
} & Record<keyof typeof NAMED_ACCOUNTS, number> &
  Record<L, LoggedIn>;

/**
 * One test server for the whole file: started before its tests (with the account ids by name and each of `logins`
 * logged in, in order) and closed after them. Read it in tests, not at the top level: `t.server.app`, `t.owner.token`,
 * `t.acme`. A file's own beforeAll, registered after this call, runs once the server is up.
 */
export function seededServer<L extends string = never>(
  logins: Record<L, Credentials> = {} as Record<L, Credentials>,
  config: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Seeded<L> {
  const seeded = {
    count: (sql: string, params: unknown[] = []) => rowCount(seeded.server.db, sql, params),
    getAs: (who: LoggedIn, path: string, account: Record<string, number>) =>
      call(seeded.server.app, 'GET', path, {
        token: who.token,
        headers: Object.fromEntries(Object.entries(account).map(([header, id]) => [header, String(id)])),
      }),
  } as Seeded<L>;
  beforeAll(async () => {
    const server = await startTestServer(config, options);
    const ids = await accountIds(server.db);
    Object.assign(seeded, { server, ids });
    for (const [key, name] of Object.entries(NAMED_ACCOUNTS)) Object.assign(seeded, { [key]: ids[name] });
    for (const [key, credentials] of Object.entries<Credentials>(logins)) {
      Object.assign(seeded, { [key]: await logIn(server.app, credentials) });
    }
  });
  afterAll(() => seeded.server?.close());
  return seeded;
}

/** A minute longer than the longest rate-limit window (rateLimit.ts). */
const PAST_EVERY_RATE_LIMIT_MS =
  Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs)) + 60_000;

/** Before each test of the file, moves the server's clock past every rate-limit window: each test starts afresh. */
export function freshRateLimitsEachTest(t: { server: TestServer }): void {
  beforeEach(() => t.server.clock.advance(PAST_EVERY_RATE_LIMIT_MS));
}

/** The JSON of an error answer (no field named). */
export const errorJson = (status: number, message: string) => ({ status, message, data: null });

/** The answer to a call naming an account that is not the caller's, or that does not exist (accountScope.ts). */
export const NO_SUCH_ACCOUNT = errorJson(404, 'No such account.');
