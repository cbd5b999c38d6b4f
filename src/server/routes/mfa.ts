/**
 * Session-timeout MFA of spec 4.3 and 7.1: POST /sendMFA and POST /MFAauthenticate.
 *
 * Both renew a timed-out session, nothing else: the caller must send, as its bearer token, the token of a
 * session of that user which timed out (idle or past SESSION_MAX_HOURS) within TIMED_OUT_KEEP_HOURS and was not
 * logged out (sessions.ts); the SPA still holds it when the popup opens. The user must be a member of the account
 * named, and a code only logs in the user it was mailed to, for that account.
 * - sendMFA makes a 4-digit code, stores only its salted scrypt hash, keeps it 10 minutes, and mails
 *   it. A new code replaces the previous one. The answer is the same whether or not the token, user and
 *   account match, so the call cannot be used to learn who belongs to which account; on a mismatch nothing is
 *   stored or sent.
 * - MFAauthenticate refuses a mismatch with 'Invalid otp' without touching the code. Otherwise it reserves one of
 *   the code's 5 tries before checking it (so parallel guesses cannot exceed 5); the right code is deleted as it
 *   is used, and so is the timed-out session, and a new session starts.
 * Both are rate-limited per user and per IP (rateLimit.ts), mismatches included.
 */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import {
  MFA_CODE_TTL_SECONDS,
  MFA_MAX_ATTEMPTS,
  MFA_SERVER_MESSAGES,
  mfaAuthenticateRequest,
  sendMfaRequest,
} from '../../contract/mfa.ts';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import { tokenOf } from '../auth.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { parseBody } from '../http.ts';
import { clientIp, reserve, spendAttempt, tooManyAttempts } from '../rateLimit.ts';
import { hashPassword, verifyPassword } from '../security.ts';
import { renewableSession, startSession, type SessionLimits } from '../sessions.ts';
import { authUserOf } from '../store.ts';

/** Rolls back an MFA login whose code a parallel call used first. */
class CodeAlreadyUsed extends Error {}

/** A code of exactly 4 digits, leading zeros kept. */
export function newMfaCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

export function mfaRoutes({ db, clock, mail, log, config, limits }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  const sessionLimits: SessionLimits = {
    sessionIdleSeconds: config.sessionIdleSeconds,
    sessionMaxHours: config.sessionMaxHours,
  };

  routes.post('/sendMFA', async (c) => {
    const { userId, account_id } = await parseBody(c, sendMfaRequest);
    const refusedAddress = await spendAttempt(c, [[limits.sendMfaPerIp, clientIp(c)]]);
    if (refusedAddress) return refusedAddress;

    const sent = { status: 200, code: 200, message: MFA_SERVER_MESSAGES.sent, data: null };
    const now = clock.now();
    const timedOut = await renewableSession(db, { token: tokenOf(c), userId, now, limits: sessionLimits });
    if (!timedOut) {
      log.warn(`sendMFA: no timed-out session of user #${userId} came with the call; nothing sent`);
      return c.json(sent, 200);
    }
    // Only the holder of the user's timed-out session counts against the user's limit: calls without it cannot
    // use it up and so block the user's code.
    const refusedUser = await spendAttempt(c, [[limits.sendMfaPerUser, String(userId)]]);
    if (refusedUser) return refusedUser;
    const rows = await db.query<{ email: string; first_name: string }>(
      `select u.email, u.first_name from users u
       join account_memberships m on m.user_id = u.id and m.account_id = $2
       where u.id = $1`,
      [userId, account_id],
    );
    const user = rows[0];
    if (!user) {
      log.warn(`sendMFA: user #${userId} is not a member of account #${account_id}; nothing sent`);
      return c.json(sent, 200);
    }

    const code = newMfaCode();
    const codeHash = await hashPassword(code);
    const expiresAt = new Date(now.getTime() + MFA_CODE_TTL_SECONDS * 1000);
    await db.query(
      `insert into mfa_codes (user_id, account_id, code_hash, attempts, created_at, expires_at)
       values ($1, $2, $3, 0, $4, $5)
       on conflict (user_id) do update
         set account_id = excluded.account_id, code_hash = excluded.code_hash, attempts = 0,
             created_at = excluded.created_at, expires_at = excluded.expires_at`,
      [userId, account_id, codeHash, now.toISOString(), expiresAt.toISOString()],
    );
    try {
      await mail.send({
        to: user.email,
        subject: `Your ${PRODUCT_NAME} login code`,
        text: [
          `Hi ${user.first_name || 'there'},`,
          '',
          `Your ${PRODUCT_NAME} session timed out. Enter this code to carry on where you left off:`,
          '',
          `    ${code}`,
          '',
          `The code works for ${MFA_CODE_TTL_SECONDS / 60} minutes and replaces any code sent before.`,
          `If you did not ask for it, you can ignore this mail: ${config.publicUrl}`,
        ].join('\n'),
      });
    } catch (error) {
      log.error(`sendMFA: the code for user #${userId} could not be mailed`, error);
      await db.query('delete from mfa_codes where user_id = $1', [userId]);
      return c.json({ status: 500, code: 500, message: MFA_SERVER_MESSAGES.sendFailed, data: null }, 500);
    }
    return c.json(sent, 200);
  });

  routes.post('/MFAauthenticate', async (c) => {
    const { id: userId, mfa_code, account_id } = await parseBody(c, mfaAuthenticateRequest);
    // Failures count: each try is counted first and taken back when the code was right (rateLimit.ts `reserve`).
    const byAddress = await reserve([[limits.mfaPerIp, clientIp(c)]]);
    if (!byAddress.counted) return tooManyAttempts(c, byAddress.wait);

    const refuse = (message: string) => c.json({ status: 401, code: 401, message, data: null }, 401);
    const now = clock.now();
    const timedOut = await renewableSession(db, { token: tokenOf(c), userId, now, limits: sessionLimits });
    if (!timedOut) {
      log.warn(`MFAauthenticate: no timed-out session of user #${userId} came with the call; refused`);
      return refuse(MFA_SERVER_MESSAGES.invalid);
    }
    // Failures count against the user only for the holder of the user's timed-out session (see sendMFA).
    const byUser = await reserve([[limits.mfaPerUser, String(userId)]]);
    if (!byUser.counted) {
      await byAddress.release();
      return tooManyAttempts(c, byUser.wait);
    }

    // Reserve one try of a live code bound to this user and account (and still a member of it).
    const reserved = await db.query<{ code_hash: string; attempts: number }>(
      `update mfa_codes set attempts = attempts + 1
       where user_id = $1 and account_id = $2 and attempts < $3 and expires_at > $4
         and exists (select 1 from account_memberships m where m.user_id = $1 and m.account_id = $2)
       returning code_hash, attempts`,
      [userId, account_id, MFA_MAX_ATTEMPTS, now.toISOString()],
    );
    const code = reserved[0];
    if (!code) {
      const rows = await db.query<{ account_id: number; attempts: number; expires_at: Date }>(
        'select account_id, attempts, expires_at from mfa_codes where user_id = $1',
        [userId],
      );
      const row = rows[0];
      if (!row || row.account_id !== account_id) return refuse(MFA_SERVER_MESSAGES.invalid);
      if (new Date(row.expires_at).getTime() <= now.getTime()) {
        await db.query('delete from mfa_codes where user_id = $1 and expires_at <= $2', [
          userId,
          now.toISOString(),
        ]);
        return refuse(MFA_SERVER_MESSAGES.expired);
      }
      if (row.attempts >= MFA_MAX_ATTEMPTS) return refuse(MFA_SERVER_MESSAGES.locked);
      return refuse(MFA_SERVER_MESSAGES.invalid);
    }

    if (!(await verifyPassword(mfa_code, code.code_hash))) {
      return refuse(
        code.attempts >= MFA_MAX_ATTEMPTS ? MFA_SERVER_MESSAGES.locked : MFA_SERVER_MESSAGES.invalid,
      );
    }

    let started: { token: string } | null;
    try {
      started = await db.transaction(async (tx) => {
        // The timed-out session ends here: only the request that deletes it (not logged out meanwhile, not
        // renewed by a parallel call) goes on.
        const ended = await tx.query('delete from sessions where id = $1 and user_id = $2 returning 1', [
          timedOut.id,
          userId,
        ]);
        if (ended.length === 0) return null;
        // Used once: only the request that deletes the code gets a session.
        const used = await tx.query(
          'delete from mfa_codes where user_id = $1 and code_hash = $2 returning 1',
          [userId, code.code_hash],
        );
        // Undoes the session's deletion: the code was used by a parallel call.
        if (used.length === 0) throw new CodeAlreadyUsed();
        return startSession(tx, { userId, now, sessionIdleSeconds: config.sessionIdleSeconds });
      });
    } catch (error) {
      if (!(error instanceof CodeAlreadyUsed)) throw error;
      started = null;
    }
    if (!started) return refuse(MFA_SERVER_MESSAGES.invalid);
    await byAddress.release();
    await limits.mfaPerUser.clear(String(userId));
    const user = await authUserOf(db, userId);
    log.info(`MFAauthenticate: user #${userId} logged in again with a mailed code`);
    return c.json(
      {
        status: 200,
        code: 200,
        message: MFA_SERVER_MESSAGES.loggedIn,
        token: started.token,
        data: { token: started.token, user },
      },
      200,
    );
  });

  return routes;
}
