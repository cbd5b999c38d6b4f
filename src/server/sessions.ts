/**
 * Sessions: starting one (login, register, MFA re-login and impersonation all end here) and when one ends.
 *
 * The token is 32 random bytes; only its SHA-256 is stored. A session is live while both hold:
 * - the person used it within SESSION_IDLE_SECONDS (`last_seen_at` moves only with the person's own requests, not
 *   with the SPA's polls, which send BACKGROUND_HEADER);
 * - it is at most SESSION_MAX_HOURS old (`created_at`), whatever its activity.
 * Then it has timed out: requireSession answers 401 'unauthorized access' and marks the row (`timed_out_at`, the
 * moment it timed out) instead of deleting it. For TIMED_OUT_KEEP_HOURS after that moment, the session-timeout MFA
 * may renew it: sendMFA and MFAauthenticate only act for the holder of a timed-out session's token (routes/mfa.ts).
 * After that the row is deleted and only a password login helps. Logout deletes the row at once.
 */
import type { Queryable } from './db.ts';
import { hashToken, newSessionToken } from './security.ts';

/** How long a timed-out session can still be renewed with a mailed code (then a password login is needed). */
export const TIMED_OUT_KEEP_HOURS = 24;
const TIMED_OUT_KEEP_MS = TIMED_OUT_KEEP_HOURS * 3_600_000;

/** The two limits of a session (AppConfig.sessionIdleSeconds, AppConfig.sessionMaxHours). */
export interface SessionLimits {
  sessionIdleSeconds: number;
  sessionMaxHours: number;
}

/** A session row as the checks read it. */
export interface SessionRow {
  id: number;
  user_id: number;
  impersonator_user_id: number | null;
  created_at: Date;
  last_seen_at: Date;
  timed_out_at: Date | null;
}

export const SESSION_COLUMNS = 'id, user_id, impersonator_user_id, created_at, last_seen_at, timed_out_at';

/**
 * Where a session stands at `now`: live; timed out (since `timedOutAt`, still renewable by the MFA re-login); or
 * gone (timed out longer than TIMED_OUT_KEEP_HOURS ago: the row should be deleted).
 */
export type SessionState = { kind: 'live' } | { kind: 'timedOut'; timedOutAt: Date } | { kind: 'gone' };

/** When the session timed out (ms since the epoch), or null while it is live. */
function timedOutAtOf(row: SessionRow, now: Date, limits: SessionLimits): number | null {
  if (row.timed_out_at !== null) return new Date(row.timed_out_at).getTime();
  const idleEnd = new Date(row.last_seen_at).getTime() + limits.sessionIdleSeconds * 1000;
  const lifetimeEnd = new Date(row.created_at).getTime() + limits.sessionMaxHours * 3_600_000;
  const passed = [idleEnd, lifetimeEnd].filter((end) => now.getTime() > end);
  return passed.length === 0 ? null : Math.min(...passed);
}

export function sessionState(row: SessionRow, now: Date, limits: SessionLimits): SessionState {
  const timedOutAt = timedOutAtOf(row, now, limits);
  if (timedOutAt === null) return { kind: 'live' };
  if (now.getTime() >= timedOutAt + TIMED_OUT_KEEP_MS) return { kind: 'gone' };
  return { kind: 'timedOut', timedOutAt: new Date(timedOutAt) };
}

/**
 * Records that the session has timed out (or deletes it when it is gone), so it never comes back to life: not even
 * when SESSION_IDLE_SECONDS or SESSION_MAX_HOURS is raised later.
 */
export async function settleEndedSession(db: Queryable, row: SessionRow, state: SessionState): Promise<void> {
  if (state.kind === 'gone') {
    await db.query('delete from sessions where id = $1', [row.id]);
  } else if (state.kind === 'timedOut' && row.timed_out_at === null) {
    await db.query('update sessions set timed_out_at = $1 where id = $2 and timed_out_at is null', [
      state.timedOutAt.toISOString(),
      row.id,
    ]);
  }
}

/**
 * The live session of `token`, or null (no token, unknown, or ended: an ended one is marked or deleted here). With
 * `touch`, the person used it now: `last_seen_at` moves (requests that are not the person's own pass false).
 */
export async function liveSession(
  db: Queryable,
  { token, now, limits, touch }: { token: string | null; now: Date; limits: SessionLimits; touch: boolean },
): Promise<SessionRow | null> {
  if (!token) return null;
  const rows = await db.query<SessionRow>(`select ${SESSION_COLUMNS} from sessions where token_hash = $1`, [
    hashToken(token),
  ]);
  const row = rows[0];
  if (!row) return null;
  const state = sessionState(row, now, limits);
  if (state.kind !== 'live') {
    await settleEndedSession(db, row, state);
    return null;
  }
  if (touch) {
    // Only while still live when written: a request checked a moment before the session ended (another instance
    // marked it timed out, or it was aged) must not bring it back by moving `last_seen_at` after the fact.
    const idleCutoff = new Date(now.getTime() - limits.sessionIdleSeconds * 1000).toISOString();
    await db.query(
      'update sessions set last_seen_at = $1 where id = $2 and timed_out_at is null and last_seen_at >= $3 and last_seen_at < $1',
      [now.toISOString(), row.id, idleCutoff],
    );
  }
  return row;
}

/**
 * The session of `token` when it has timed out, is still renewable, belongs to `userId` and is the user's own (not
 * a staff member's impersonation: renewing one would mail the customer a code the staff member cannot read, and
 * start a session without the impersonation stamp). Otherwise null.
 */
export async function renewableSession(
  db: Queryable,
  { token, userId, now, limits }: { token: string | null; userId: number; now: Date; limits: SessionLimits },
): Promise<SessionRow | null> {
  if (token === null) return null;
  const rows = await db.query<SessionRow>(`select ${SESSION_COLUMNS} from sessions where token_hash = $1`, [
    hashToken(token),
  ]);
  const row = rows[0];
  if (!row || row.user_id !== userId || row.impersonator_user_id !== null) return null;
  return sessionState(row, now, limits).kind === 'timedOut' ? row : null;
}

export interface StartSessionOptions {
  userId: number;
  now: Date;
  sessionIdleSeconds: number;
  /** The staff member behind an impersonation session, else null. */
  impersonatorUserId?: number | null;
}

/**
 * Creates the session and answers its token and row id. Run it inside a transaction when it belongs to one. It also
 * deletes the user's sessions that timed out more than TIMED_OUT_KEEP_HOURS ago, so the table does not grow with
 * abandoned logins (a session past SESSION_MAX_HOURS but used until then goes once its last use is that old).
 */
export async function startSession(
  db: Queryable,
  { userId, now, sessionIdleSeconds, impersonatorUserId = null }: StartSessionOptions,
): Promise<{ token: string; sessionId: number }> {
  const token = newSessionToken();
  const keptSince = new Date(now.getTime() - TIMED_OUT_KEEP_MS);
  const lastUseBefore = new Date(keptSince.getTime() - sessionIdleSeconds * 1000);
  await db.query('delete from sessions where user_id = $1 and (timed_out_at < $2 or last_seen_at < $3)', [
    userId,
    keptSince.toISOString(),
    lastUseBefore.toISOString(),
  ]);
  const rows = await db.query<{ id: number }>(
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, impersonator_user_id)
     values ($1, $2, $3, $3, $4) returning id`,
    [hashToken(token), userId, now.toISOString(), impersonatorUserId],
  );
  return { token, sessionId: rows[0]!.id };
}

/** Random single-use link tokens (password reset, impersonation) are made and stored like session tokens. */
export { hashToken as hashLinkToken, newSessionToken as newLinkToken } from './security.ts';
