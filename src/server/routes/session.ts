/**
 * Login and session calls of spec 7.1: webauthenticate (and its alias login), me, logout, updateProfile,
 * auth/setonline. Registration is in registration.ts.
 */
import { Hono, type Context } from 'hono';
import { loginRequest, setOnlineRequest, updateProfileRequest } from '../../contract/session.ts';
import { tokenOf, unauthorized } from '../auth.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, errorBody, messages, ok, parseBody } from '../http.ts';
import { clientIp, reserve, tooManyAttempts, type LimitCheck } from '../rateLimit.ts';
import { decoyPasswordHash, hashToken, verifyPassword } from '../security.ts';
import { startSession } from '../sessions.ts';
import { authUserOf } from '../store.ts';
import { isUniqueViolation } from './registration.ts';
import {
  PROFILE_FIELDS,
  normaliseProfile,
  profileMessages,
  validateProfile,
  type ProfileFields,
} from '../../domain/profile.ts';

const nullIfEmpty = (value: string): string | null => (value === '' ? null : value);

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
    // Counted before the password is checked, and taken back when it was right: a burst of parallel guesses cannot
    // all pass a window with room for one more.
    const attempt = await reserve(checks);
    if (!attempt.counted) {
      log.warn(`login: too many failed attempts for ${email} or from ${ip}`);
      return tooManyAttempts(c, attempt.wait);
    }
    const rows = await db.query<{ id: number; password_hash: string }>(
      'select id, password_hash from users where lower(email) = $1',
      [email],
    );
    const found = rows[0];
    // Unknown e-mail: still pay for one scrypt, so timing does not tell which e-mails exist.
    const valid = await verifyPassword(password, found?.password_hash ?? (await decoyPasswordHash()));
    if (!found || !valid) return c.json(errorBody(401, messages.invalidLogin), 401);
    await attempt.release();
    await limits.loginPerIpAndUser.clear(`${ip}|${email}`);

    const { token } = await db.transaction((tx) =>
      startSession(tx, { userId: found.id, now: clock.now(), sessionIdleSeconds }),
    );
    const user = await authUserOf(db, found.id);
    if (!user) throw new Error(`user ${found.id} vanished during login`);
    return ok(c, { token, user });
  };
  routes.post('/webauthenticate', login);
  routes.post('/login', login);

  routes.get('/me', session, async (c) => {
    const { userId, impersonatorUserId } = c.get('session');
    const user = await authUserOf(db, userId, impersonatorUserId);
    if (!user) return unauthorized(c);
    return ok(c, user);
  });

  // Public on purpose: logging out with a stale token must not raise the session-timeout popup. A timed-out session
  // is deleted too, so the MFA re-login can no longer renew it.
  routes.post('/logout', async (c) => {
    const token = tokenOf(c);
    if (token) await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
    return ok(c, { loggedOut: true as const });
  });

  routes.post('/updateProfile', session, async (c) => {
    const body = await parseBody(c, updateProfileRequest);
    const { userId, impersonatorUserId } = c.get('session');
    if (body.id !== userId) throw new HttpError(403, messages.notYourProfile);
    if (body.profile) {
      // Spec 4.2, 6: nothing of the user's own changes while staff act as them.
      if (impersonatorUserId !== null) throw new HttpError(403, profileMessages.impersonating);
      await saveProfileOf(userId, body.profile);
      const user = await authUserOf(db, userId, impersonatorUserId);
      if (!user) return unauthorized(c);
      return ok(c, { id: userId, user });
    }
    // Spec 4.2, 6: an impersonation login does not update the last-login stamp. The SPA already
    // skips the call; the server makes sure of it.
    if (impersonatorUserId === null && body.last_login !== undefined) {
      const lastLogin = `${body.last_login.replace(' ', 'T')}Z`;
      await db.query('update users set last_login = $1 where id = $2', [lastLogin, userId]);
    }
    return ok(c, { id: userId, last_login: body.last_login });
  });

  /** The form's rules, then the row; an e-mail another login uses is refused with a sentence (409). */
  async function saveProfileOf(userId: number, fields: ProfileFields) {
    const profile = normaliseProfile(fields);
    const errors = validateProfile(profile);
    const first = PROFILE_FIELDS.find((field) => errors[field] !== undefined);
    if (first) throw new HttpError(400, errors[first]!, first);
    const taken = await db.query<{ id: number }>(
      'select id from users where lower(email) = lower($1) and id <> $2',
      [profile.email, userId],
    );
    if (taken.length > 0) throw new HttpError(409, profileMessages.emailTaken, 'email');
    try {
      await db.query(
        `update users set first_name = $2, last_name = $3, email = $4, telephone = $5, country = $6, region = $7,
                          zip_code = $8
         where id = $1`,
        [
          userId,
          profile.first_name,
          profile.last_name,
          profile.email,
          nullIfEmpty(profile.telephone),
          nullIfEmpty(profile.country),
          nullIfEmpty(profile.region),
          nullIfEmpty(profile.zip_code),
        ],
      );
    } catch (error) {
      // Another request took the e-mail between the check and the update.
      if (isUniqueViolation(error)) throw new HttpError(409, profileMessages.emailTaken, 'email');
      throw error;
    }
  }

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
