/**
 * Sandbox routes, mounted at the root only in demo mode (config.demoMode); otherwise they do not exist (404).
 *
 * - GET /dev/outbox: the latest 50 mails of mail_outbox as JSON, newest first. This is how a person
 *   trying the app, or a test, reads an MFA code or a password reset link. With a session token (bearer; a
 *   session that timed out counts while its row is kept) it lists only the mail to that user's e-mail. Without
 *   one it answers only a caller on this machine (a loopback address: the person at the demo machine, who needs
 *   the forgot-password mail before any session exists), 403 to anyone else. A request that came through a proxy
 *   not named in TRUSTED_PROXIES (it carries forwarding headers) is not local, even from a proxy on this machine:
 *   its caller may be anywhere.
 * - POST /dev/age-session: moves the caller's session (its bearer token) past SESSION_IDLE_SECONDS,
 *   so the next protected call answers 401 'unauthorized access' and the SPA opens the MFA popup.
 *   Playwright needs it because it cannot move the server's clock.
 * - GET /dev/model-coverage: test-results/model-coverage.json of the working directory (written by
 *   `npm run test:model`), for the statechart viewer's coverage overlay; 404 until a run wrote it.
 * They are fit for a machine you try the app on, not for a server on the internet.
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
import { clientIp } from '../rateLimit.ts';
import { hashToken } from '../security.ts';

export const MODEL_COVERAGE_FILE = join('test-results', 'model-coverage.json');
export const NO_COVERAGE_MESSAGE = 'No coverage report yet: run npm run test:model';
export const outboxMessages = {
  notLocal:
    'The mail outbox shows all mail only on the demo machine itself (open it there), or your own mail with your session token as Authorization: Bearer <token>.',
  unknownToken: 'No session has this token.',
} as const;

/** Whether `address` is a loopback address: 127.0.0.0/8, ::1, or an IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string): boolean {
  const ipv4 = /^(?:::ffff:)?(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.exec(address);
  if (ipv4) return ipv4[1] === '127';
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

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
    c.header('Cache-Control', 'no-store');
    const token = tokenOf(c);
    let onlyTo: string | null = null;
    if (token) {
      const owners = await db.query<{ email: string }>(
        'select u.email from sessions s join users u on u.id = s.user_id where s.token_hash = $1',
        [hashToken(token)],
      );
      if (!owners[0]) throw new HttpError(401, outboxMessages.unknownToken);
      onlyTo = owners[0].email;
    } else if (!isLoopback(clientIp(c)) || c.get('caller').throughUntrustedProxy) {
      throw new HttpError(403, outboxMessages.notLocal);
    }
    const rows = await db.query<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      created_at: Date;
    }>(
      `select id, to_address, subject, body, created_at from mail_outbox
       where $2::text is null or lower(to_address) = lower($2) order by id desc limit $1`,
      [OUTBOX_LIMIT, onlyTo],
    );
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
    if (aged.length === 0) throw new HttpError(401, outboxMessages.unknownToken);
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
