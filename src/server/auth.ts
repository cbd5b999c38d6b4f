/**
 * Session and account checks.
 * - requireSession: a missing or unknown token, or a session that timed out (the person idle longer than
 *   SESSION_IDLE_SECONDS, or older than SESSION_MAX_HOURS) answers 401 with the text body 'unauthorized access'
 *   (spec 4.3: the SPA turns it into the session-timeout popup). Polls do not count as activity.
 * - requireAccountMember: on /auth/ routes every account the call names (the `accountId` or
 *   `account_Id` header, `account_id` in the body) must be one of the user's accounts, else 403; it leaves the
 *   user's roles there for requirePermission (permissions.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { BACKGROUND_HEADER, SESSION_TIMEOUT_BODY } from '../contract/envelope.ts';
import { accountRefField } from '../contract/fields.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { AppEnv } from './env.ts';
import { HttpError, check, jsonBody, messages } from './http.ts';
import { liveSession, type SessionLimits } from './sessions.ts';

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

/** Whether the request says it is a poll or automatic refresh of the SPA, not something the person did. */
export function isBackground(c: Context<AppEnv>): boolean {
  return c.req.header(BACKGROUND_HEADER)?.trim() === '1';
}

/**
 * A live session's token, else 401 'unauthorized access'. Only the person's own requests move the idle clock: a
 * background request (BACKGROUND_HEADER) is answered without touching `last_seen_at`. A session that has timed out
 * (idle, or older than SESSION_MAX_HOURS) is marked, not deleted, so the MFA re-login can renew it (sessions.ts).
 */
export function requireSession(deps: { db: Db; clock: Clock } & SessionLimits): MiddlewareHandler<AppEnv> {
  const limits: SessionLimits = {
    sessionIdleSeconds: deps.sessionIdleSeconds,
    sessionMaxHours: deps.sessionMaxHours,
  };
  return async (c, next) => {
    const session = await liveSession(deps.db, {
      token: tokenOf(c),
      now: deps.clock.now(),
      limits,
      touch: !isBackground(c),
    });
    if (!session) return unauthorized(c);
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
      const id = check(accountRefField('account_id'), body.account_id, 'account_id');
      named.push({ source: 'account_id', id });
    }
  }
  for (const header of ['account_Id', 'accountId'] as const) {
    const value = c.req.header(header);
    if (value !== undefined && value.trim() !== '') {
      named.push({ source: header, id: check(accountRefField(header), value, header) });
    }
  }
  return named.filter((entry) => entry.id !== 0);
}

/**
 * Membership of every named account (else 403), and the user's account_role there (`accountRoles`); with no account
 * named, the role on the landing account, which the routes then act on (billing.ts accountForCall).
 */
export function requireAccountMember(deps: { db: Db }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const named = await namedAccounts(c);
    const ids = [...new Set(named.map((entry) => entry.id))];
    const userId = c.get('session').userId;
    const rows =
      ids.length > 0
        ? await deps.db.query<{ account_role: number }>(
            'select account_role from account_memberships where user_id = $1 and account_id = any($2::int[])',
            [userId, ids],
          )
        : await deps.db.query<{ account_role: number }>(
            `select account_role from account_memberships where user_id = $1
             order by is_landing desc, account_id limit 1`,
            [userId],
          );
    if (ids.length > 0 && rows.length !== ids.length) throw new HttpError(403, messages.noAccess);
    c.set(
      'accountRoles',
      rows.map((row) => row.account_role),
    );
    c.set('accountId', named[0]?.id ?? null);
    await next();
  };
}
