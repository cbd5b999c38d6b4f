/**
 * Password calls: POST /sendForgotPasswordResetLink, POST /resetPassword (reset and password_setup
 * links), POST /auth/changePassword.
 * - Reset links carry a random single-use token (only its SHA-256 is stored) that expires after
 *   1 hour; asking again, using one, or changing the password retires the user's other open links.
 * - The forgot call answers the same for every e-mail, known or not.
 * - Setting a password ends every session of the user (changing it: every other session).
 */
import { Hono } from 'hono';
import {
  FORGOT_PASSWORD_SENT,
  PASSWORD_SERVER_MESSAGES,
  RESET_LINK_TTL_SECONDS,
  changePasswordRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
} from '../../contract/passwords.ts';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, messages, parseBody } from '../http.ts';
import { clientIp, reserve, spendAttempt, tooManyAttempts } from '../rateLimit.ts';
import { hashPassword, verifyPassword } from '../security.ts';
import { hashLinkToken, newLinkToken } from '../sessions.ts';

export type PasswordTokenPurpose = 'reset' | 'setup';

/**
 * Makes a single-use link token for `userId` and retires the user's older open links of the same
 * purpose. Invitations (password_setup) will call this with 'setup' and their own lifetime.
 */
export async function createPasswordToken(
  db: Queryable,
  options: { userId: number; purpose: PasswordTokenPurpose; now: Date; ttlSeconds: number },
): Promise<string> {
  const token = newLinkToken();
  const { userId, purpose, now, ttlSeconds } = options;
  await db.query(
    `update password_tokens set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null`,
    [userId, purpose, now.toISOString()],
  );
  await db.query(
    `insert into password_tokens (token_hash, user_id, purpose, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      hashLinkToken(token),
      userId,
      purpose,
      now.toISOString(),
      new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
    ],
  );
  return token;
}

export function passwordRoutes({ db, clock, mail, log, config, limits }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/sendForgotPasswordResetLink', async (c) => {
    const { email } = await parseBody(c, forgotPasswordRequest);
    const address = email.toLowerCase();
    const refused = await spendAttempt(c, [
      [limits.forgotPerEmail, address],
      [limits.forgotPerIp, clientIp(c)],
    ]);
    if (refused) return refused;

    const answer = { status: 200, code: 200, message: FORGOT_PASSWORD_SENT, data: null };
    const rows = await db.query<{ id: number; email: string; first_name: string }>(
      'select id, email, first_name from users where lower(email) = $1',
      [address],
    );
    const user = rows[0];
    if (!user) return c.json(answer, 200);

    const token = await db.transaction((tx) =>
      createPasswordToken(tx, {
        userId: user.id,
        purpose: 'reset',
        now: clock.now(),
        ttlSeconds: RESET_LINK_TTL_SECONDS,
      }),
    );
    const link = `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`;
    try {
      await mail.send({
        to: user.email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        text: [
          `Hi ${user.first_name || 'there'},`,
          '',
          'Someone (hopefully you) asked to reset your password. Open this link to choose a new one:',
          '',
          link,
          '',
          'The link works once, for 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
        ].join('\n'),
      });
    } catch (error) {
      // Same answer anyway: the caller must not learn whether the e-mail exists.
      log.error(`sendForgotPasswordResetLink: the link for user #${user.id} could not be mailed`, error);
    }
    return c.json(answer, 200);
  });

  routes.post('/resetPassword', async (c) => {
    const { token, password } = await parseBody(c, resetPasswordRequest);
    const tokenHash = hashLinkToken(token);
    const now = clock.now().toISOString();
    // A cheap look first, so a made-up token costs no scrypt; the update below is what counts.
    const open = await db.query(
      'select 1 from password_tokens where token_hash = $1 and used_at is null and expires_at > $2',
      [tokenHash, now],
    );
    if (open.length === 0) throw new HttpError(400, PASSWORD_SERVER_MESSAGES.badResetToken, 'token');
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const used = await tx.query<{ user_id: number }>(
        `update password_tokens set used_at = $2
         where token_hash = $1 and used_at is null and expires_at > $2
         returning user_id`,
        [tokenHash, now],
      );
      const owner = used[0]?.user_id;
      if (owner === undefined) return null;
      await tx.query('update users set password_hash = $1 where id = $2', [passwordHash, owner]);
      await tx.query('update password_tokens set used_at = $2 where user_id = $1 and used_at is null', [
        owner,
        now,
      ]);
      await tx.query('delete from sessions where user_id = $1', [owner]);
      await tx.query('delete from mfa_codes where user_id = $1', [owner]);
      return owner;
    });
    if (userId === null) throw new HttpError(400, PASSWORD_SERVER_MESSAGES.badResetToken, 'token');
    log.info(`resetPassword: user #${userId} set a new password`);
    return c.json({ status: 200, code: 200, message: PASSWORD_SERVER_MESSAGES.passwordSet, data: null }, 200);
  });

  routes.post('/auth/changePassword', async (c) => {
    const { old_password, new_password } = await parseBody(c, changePasswordRequest);
    const { id: sessionId, userId, impersonatorUserId } = c.get('session');
    if (impersonatorUserId !== null) throw new HttpError(403, messages.notWhileImpersonating);
    // Wrong old passwords count: counted first, taken back when it was right (rateLimit.ts `reserve`).
    const attempt = await reserve([[limits.changePasswordPerUser, String(userId)]]);
    if (!attempt.counted) return tooManyAttempts(c, attempt.wait);

    const rows = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      userId,
    ]);
    const current = rows[0]?.password_hash ?? '';
    if (!(await verifyPassword(old_password, current))) {
      throw new HttpError(400, PASSWORD_SERVER_MESSAGES.wrongOldPassword, 'old_password');
    }
    await attempt.release();
    if (old_password === new_password) {
      throw new HttpError(400, PASSWORD_SERVER_MESSAGES.samePassword, 'new_password');
    }
    const passwordHash = await hashPassword(new_password);
    const now = clock.now().toISOString();
    await db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $1 where id = $2', [passwordHash, userId]);
      await tx.query('delete from sessions where user_id = $1 and id <> $2', [userId, sessionId]);
      await tx.query('update password_tokens set used_at = $2 where user_id = $1 and used_at is null', [
        userId,
        now,
      ]);
    });
    log.info(`changePassword: user #${userId} changed their password`);
    return c.json(
      { status: 200, code: 200, message: PASSWORD_SERVER_MESSAGES.passwordChanged, data: null },
      200,
    );
  });

  return routes;
}
