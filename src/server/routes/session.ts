/**
 * Login and session calls of spec 7.1: webauthenticate (and its alias login), register, me, logout,
 * updateProfile, auth/setonline.
 */
import { Hono, type Context } from 'hono';
import { registerRequest } from '../../contract/passwords.ts';
import { loginRequest, setOnlineRequest, updateProfileRequest } from '../../contract/session.ts';
import { ACCOUNT_CREATION_LANDING, DEFAULT_ONBOARDING_TYPE } from '../../domain/constants.ts';
import { tokenOf, unauthorized } from '../auth.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, errorBody, messages, ok, parseBody } from '../http.ts';
import { clientIp, hitAll, tooManyAttempts, waitMs, type LimitCheck } from '../rateLimit.ts';
import { decoyPasswordHash, hashPassword, hashToken, verifyPassword } from '../security.ts';
import { startSession } from '../sessions.ts';
import { authUserOf, firstFlowUrl } from '../store.ts';

export const registerMessages = {
  emailTaken: 'email: an account with this e-mail already exists. Log in, or ask for a password reset link.',
} as const;

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function sessionRoutes({ db, clock, config, limits, log, session }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  const sessionIdleSeconds = config.sessionIdleSeconds;

  // POST /login is the spec's login call with its payload not shown: the same as webauthenticate.
  const login = async (c: Context<AppEnv>) => {
    const { username, password } = await parseBody(c, loginRequest);
    const email = username.toLowerCase();
    const ip = clientIp(c);
    const checks: LimitCheck[] = [
      [limits.loginPerIpAndUser, `${ip}|${email}`],
      [limits.loginPerUser, email],
    ];
    const wait = waitMs(checks);
    if (wait > 0) {
      log.warn(`login: too many failed attempts for ${email} or from ${ip}`);
      return tooManyAttempts(c, wait);
    }
    const rows = await db.query<{ id: number; password_hash: string }>(
      'select id, password_hash from users where lower(email) = $1',
      [email],
    );
    const found = rows[0];
    // Unknown e-mail: still pay for one scrypt, so timing does not tell which e-mails exist.
    const valid = await verifyPassword(password, found?.password_hash ?? (await decoyPasswordHash()));
    if (!found || !valid) {
      hitAll(checks);
      return c.json(errorBody(401, messages.invalidLogin), 401);
    }
    limits.loginPerIpAndUser.clear(`${ip}|${email}`);

    const { token } = await db.transaction((tx) =>
      startSession(tx, { userId: found.id, now: clock.now(), sessionIdleSeconds }),
    );
    const user = await authUserOf(db, found.id);
    if (!user) throw new Error(`user ${found.id} vanished during login`);
    return ok(c, { token, user });
  };
  routes.post('/webauthenticate', login);
  routes.post('/login', login);

  /**
   * Creates the user with a first account of their own (named after them, default onboarding type,
   * landing on that type's first onboarding page) and logs them in: after login the SPA reads the
   * landing account's details, and a user without any account would be logged out again (spec 4.2).
   */
  routes.post('/register', async (c) => {
    const body = await parseBody(c, registerRequest);
    const email = body.email.toLowerCase();
    const ip = clientIp(c);
    const checks: LimitCheck[] = [
      [limits.registerPerEmail, email],
      [limits.registerPerIp, ip],
    ];
    const wait = waitMs(checks);
    if (wait > 0) return tooManyAttempts(c, wait);
    hitAll(checks);

    const taken = await db.query('select 1 from users where lower(email) = $1', [email]);
    if (taken.length > 0) throw new HttpError(409, registerMessages.emailTaken, 'email');
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();

    let created: { userId: number; token: string };
    try {
      created = await db.transaction(async (tx) => {
        const users = await tx.query<{ id: number }>(
          `insert into users (email, password_hash, first_name, last_name, created_at)
           values ($1, $2, $3, $4, $5) returning id`,
          [body.email, passwordHash, body.first_name, body.last_name, now.toISOString()],
        );
        const userId = users[0]!.id;
        const types = await tx.query<{ onboarding_flow: string | null }>(
          'select onboarding_flow from onboarding_types where id = $1',
          [DEFAULT_ONBOARDING_TYPE],
        );
        const landingUrl = firstFlowUrl(types[0]?.onboarding_flow ?? null) ?? ACCOUNT_CREATION_LANDING;
        const accounts = await tx.query<{ id: number }>(
          `insert into accounts (account_name, created_by_user_id, created_at) values ($1, $2, $3) returning id`,
          [`${body.first_name} ${body.last_name}`, userId, now.toISOString()],
        );
        await tx.query(
          `insert into account_memberships
             (user_id, account_id, account_role, role_type, landing_url, onboarding_type_id, is_landing, created_at)
           values ($1, $2, 1, 1, $3, $4, true, $5)`,
          [userId, accounts[0]!.id, landingUrl, DEFAULT_ONBOARDING_TYPE, now.toISOString()],
        );
        const { token } = await startSession(tx, { userId, now, sessionIdleSeconds });
        return { userId, token };
      });
    } catch (error) {
      // Two registrations of one e-mail at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw new HttpError(409, registerMessages.emailTaken, 'email');
      throw error;
    }
    log.info(`register: user #${created.userId} created`);
    const user = await authUserOf(db, created.userId);
    if (!user) throw new Error(`user ${created.userId} vanished during registration`);
    return ok(c, { token: created.token, user });
  });

  routes.get('/me', session, async (c) => {
    const { userId, impersonatorUserId } = c.get('session');
    const user = await authUserOf(db, userId, impersonatorUserId);
    if (!user) return unauthorized(c);
    return ok(c, user);
  });

  // Public on purpose: logging out with a stale token must not raise the session-timeout popup.
  routes.post('/logout', async (c) => {
    const token = tokenOf(c);
    if (token) await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
    return ok(c, { loggedOut: true as const });
  });

  routes.post('/updateProfile', session, async (c) => {
    const body = await parseBody(c, updateProfileRequest);
    const { userId, impersonatorUserId } = c.get('session');
    if (body.id !== userId) throw new HttpError(403, messages.notYourProfile);
    // Spec 4.2, 6: an impersonation login does not update the last-login stamp. The SPA already
    // skips the call; the server makes sure of it.
    if (impersonatorUserId === null) {
      const lastLogin = `${body.last_login.replace(' ', 'T')}Z`;
      await db.query('update users set last_login = $1 where id = $2', [lastLogin, userId]);
    }
    return ok(c, { id: userId, last_login: body.last_login });
  });

  routes.post('/auth/setonline', async (c) => {
    const { isOnline } = await parseBody(c, setOnlineRequest);
    await db.query('update users set is_online = $1, last_seen = $2 where id = $3', [
      isOnline,
      clock.now().toISOString(),
      c.get('session').userId,
    ]);
    return ok(c, { isOnline });
  });

  return routes;
}
