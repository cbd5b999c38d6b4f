/**
 * Sandbox routes, mounted at the root only while mail goes to the outbox (config.mailTransport
 * 'outbox', the only transport today). With a real mail transport they do not exist (404).
 *
 * - GET /dev/outbox: the latest 50 mails of mail_outbox as JSON, newest first. This is how a person
 *   trying the app, or a test, reads an MFA code or a password reset link.
 * - POST /dev/age-session: moves the caller's session (its bearer token) past SESSION_IDLE_SECONDS,
 *   so the next protected call answers 401 'unauthorized access' and the SPA opens the MFA popup.
 *   Playwright needs it because it cannot move the server's clock.
 * - GET /dev/model-coverage: test-results/model-coverage.json of the working directory (written by
 *   `npm run test:model`), for the statechart viewer's coverage overlay; 404 until a run wrote it.
 *
 * Both are open to anyone who can reach the server: they are fit for a machine you develop on, not
 * for a server on the internet. main.ts logs a warning saying so at start.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { OUTBOX_LIMIT } from '../../contract/dev.ts';
import { tokenOf } from '../auth.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { errorBody, HttpError, ok } from '../http.ts';
import { hashToken } from '../security.ts';

export const MODEL_COVERAGE_FILE = join('test-results', 'model-coverage.json');
export const NO_COVERAGE_MESSAGE = 'No coverage report yet: run npm run test:model';

export function devRoutes({
  db,
  clock,
  sessionIdleSeconds,
  coverageFile = join(process.cwd(), MODEL_COVERAGE_FILE),
}: {
  db: Db;
  clock: Clock;
  sessionIdleSeconds: number;
  /** Where `npm run test:model` writes its report; default: test-results/ of the working directory. */
  coverageFile?: string;
}) {
  const routes = new Hono<AppEnv>();

  routes.get('/dev/outbox', async (c) => {
    const rows = await db.query<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      created_at: Date;
    }>(`select id, to_address, subject, body, created_at from mail_outbox order by id desc limit $1`, [
      OUTBOX_LIMIT,
    ]);
    c.header('Cache-Control', 'no-store');
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        created_at: new Date(row.created_at).toISOString(),
      })),
    );
  });

  routes.post('/dev/age-session', async (c) => {
    const token = tokenOf(c);
    if (!token) throw new HttpError(401, 'Send the session token as Authorization: Bearer <token>.');
    const idleSince = new Date(clock.now().getTime() - (sessionIdleSeconds + 1) * 1000).toISOString();
    const aged = await db.query('update sessions set last_seen_at = $1 where token_hash = $2 returning id', [
      idleSince,
      hashToken(token),
    ]);
    if (aged.length === 0) throw new HttpError(401, 'No session has this token.');
    return ok(c, { aged: true as const });
  });

  routes.get('/dev/model-coverage', async (c) => {
    c.header('Cache-Control', 'no-store');
    let report: unknown;
    try {
      report = JSON.parse(await readFile(coverageFile, 'utf8')) as unknown;
    } catch {
      return c.json(errorBody(404, NO_COVERAGE_MESSAGE), 404);
    }
    return ok(c, report);
  });

  return routes;
}
