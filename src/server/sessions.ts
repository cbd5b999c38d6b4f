/**
 * Starting a session: login, register, MFA re-login and impersonation all end here. The token is
 * 32 random bytes; only its SHA-256 is stored. Starting a session also deletes the user's sessions
 * that are already idle-expired, so the table does not grow with abandoned logins.
 */
import type { Queryable } from './db.ts';
import { hashToken, newSessionToken } from './security.ts';

export interface StartSessionOptions {
  userId: number;
  now: Date;
  sessionIdleSeconds: number;
  /** The staff member behind an impersonation session, else null. */
  impersonatorUserId?: number | null;
}

/** Creates the session and answers its token and row id. Run it inside a transaction when it belongs to one. */
export async function startSession(
  db: Queryable,
  { userId, now, sessionIdleSeconds, impersonatorUserId = null }: StartSessionOptions,
): Promise<{ token: string; sessionId: number }> {
  const token = newSessionToken();
  const staleBefore = new Date(now.getTime() - sessionIdleSeconds * 1000).toISOString();
  await db.query('delete from sessions where user_id = $1 and last_seen_at < $2', [userId, staleBefore]);
  const rows = await db.query<{ id: number }>(
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, impersonator_user_id)
     values ($1, $2, $3, $3, $4) returning id`,
    [hashToken(token), userId, now.toISOString(), impersonatorUserId],
  );
  return { token, sessionId: rows[0]!.id };
}

/** Random single-use link tokens (password reset, impersonation) are made and stored like session tokens. */
export { hashToken as hashLinkToken, newSessionToken as newLinkToken } from './security.ts';
