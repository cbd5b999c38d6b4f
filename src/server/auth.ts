/**
 * Session checks.
 * - requireSession: a missing or unknown token, or a session that timed out (the person idle longer than
 *   SESSION_IDLE_SECONDS, or older than SESSION_MAX_HOURS) answers 401 with the text body 'unauthorized access'
 *   (spec 4.3: the SPA turns it into the session-timeout popup). Polls do not count as activity.
 * The account a call is about is resolved and checked by accountScope.ts.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { BACKGROUND_HEADER, SESSION_TIMEOUT_BODY } from '../contract/envelope.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { AppEnv } from './env.ts';
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
