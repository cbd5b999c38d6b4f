/**
 * Session and account checks.
 * - requireSession: a missing, unknown or idle token answers 401 with the text body
 *   'unauthorized access' (spec 4.3: the SPA turns it into the session-timeout popup).
 * - requireAccountMember: on /auth/ routes every account the call names (the `accountId` or
 *   `account_Id` header, `account_id` in the body) must be one of the user's accounts, else 403.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_TIMEOUT_BODY } from '../contract/envelope.ts';
import { idField } from '../contract/fields.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { AppEnv } from './env.ts';
import { HttpError, check, jsonBody, messages } from './http.ts';
import { hashToken } from './security.ts';

/** The token of `Authorization: Bearer <token>` (or a bare `Authorization: <token>`), else the `token` header. */
export function tokenOf(c: Context<AppEnv>): string | null {
  const authorization = c.req.header('authorization')?.trim();
  if (authorization) {
    const match = /^bearer\s+(\S+)$/i.exec(authorization);
    if (match?.[1]) return match[1];
    if (!/\s/.test(authorization)) return authorization;
  }
  const token = c.req.header('token')?.trim();
  return token ? token : null;
}

export function unauthorized(c: Context<AppEnv>) {
  c.header('WWW-Authenticate', 'Bearer');
  return c.text(SESSION_TIMEOUT_BODY, 401);
}

export function requireSession(deps: {
  db: Db;
  clock: Clock;
  sessionIdleSeconds: number;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    if (!token) return unauthorized(c);
    const rows = await deps.db.query<{
      id: number;
      user_id: number;
      impersonator_user_id: number | null;
      last_seen_at: Date;
    }>('select id, user_id, impersonator_user_id, last_seen_at from sessions where token_hash = $1', [
      hashToken(token),
    ]);
    const session = rows[0];
    if (!session) return unauthorized(c);
    const now = deps.clock.now();
    const idleMs = now.getTime() - new Date(session.last_seen_at).getTime();
    if (idleMs > deps.sessionIdleSeconds * 1000) {
      await deps.db.query('delete from sessions where id = $1', [session.id]);
      return unauthorized(c);
    }
    await deps.db.query('update sessions set last_seen_at = $1 where id = $2', [
      now.toISOString(),
      session.id,
    ]);
    c.set('session', {
      id: session.id,
      userId: session.user_id,
      impersonatorUserId: session.impersonator_user_id,
    });
    await next();
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every account id the request names, by where it came from; 0 means "no account" (spec 7.4). */
async function namedAccounts(c: Context<AppEnv>): Promise<{ source: string; id: number }[]> {
  const named: { source: string; id: number }[] = [];
  if (BODY_METHODS.has(c.req.method)) {
    const body = await jsonBody(c);
    if (body.account_id !== undefined && body.account_id !== null) {
      named.push({ source: 'account_id', id: check(idField('account_id'), body.account_id, 'account_id') });
    }
  }
  for (const header of ['account_Id', 'accountId'] as const) {
    const value = c.req.header(header);
    if (value !== undefined && value.trim() !== '') {
      named.push({ source: header, id: check(idField(header), value, header) });
    }
  }
  return named.filter((entry) => entry.id !== 0);
}

export function requireAccountMember(deps: { db: Db }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const named = await namedAccounts(c);
    const ids = [...new Set(named.map((entry) => entry.id))];
    if (ids.length > 0) {
      const rows = await deps.db.query<{ account_id: number }>(
        'select account_id from account_memberships where user_id = $1 and account_id = any($2::int[])',
        [c.get('session').userId, ids],
      );
      if (rows.length !== ids.length) throw new HttpError(403, messages.noAccess);
    }
    c.set('accountId', named[0]?.id ?? null);
    await next();
  };
}
