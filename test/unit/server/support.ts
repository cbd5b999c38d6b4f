/** A server on an in-memory PGlite, migrated and seeded, with a clock and a log the test controls. */
import { manualClock } from '../../../src/server/clock.ts';
import { createApp, type App } from '../../../src/server/app.ts';
import type { AppConfig } from '../../../src/server/config.ts';
import { openPglite, type Db } from '../../../src/server/db.ts';
import { memoryLogger } from '../../../src/server/logger.ts';
import { createOutboxMail } from '../../../src/server/mail.ts';
import { migrate } from '../../../src/server/migrate.ts';
import { noProviders } from '../../../src/server/providers.ts';
import { seed } from '../../../src/server/seed.ts';

export const OWNER = { username: 'owner@demo.test', password: 'demo1234' };
export const MEMBER = { username: 'member@demo.test', password: 'demo1234' };

export interface TestServer {
  app: App;
  db: Db;
  clock: ReturnType<typeof manualClock>;
  log: ReturnType<typeof memoryLogger>;
  close(): Promise<void>;
}

export async function startTestServer(config: Partial<AppConfig> = {}): Promise<TestServer> {
  const db = await openPglite(null);
  await migrate(db);
  await seed(db);
  const clock = manualClock();
  const log = memoryLogger();
  const app = createApp({
    db,
    clock,
    log,
    mail: createOutboxMail({ db, clock, log }),
    providers: noProviders(),
    config: { sessionIdleSeconds: 1800, staticDir: null, ...config },
  });
  return { app, db, clock, log, close: () => db.close() };
}

type Json = Record<string, unknown>;

/** Calls the app; `body` is sent as JSON (a string is sent as it is). */
export async function call(
  app: App,
  method: string,
  path: string,
  options: { body?: Json | string; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await app.request(path, { method, headers, body });
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
