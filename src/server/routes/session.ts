/** Login and session calls of spec 7.1: webauthenticate, me, logout, updateProfile, auth/setonline. */
import { Hono, type MiddlewareHandler } from 'hono';
import { loginRequest, setOnlineRequest, updateProfileRequest } from '../../contract/session.ts';
import { tokenOf, unauthorized } from '../auth.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, errorBody, messages, ok, parseBody } from '../http.ts';
import { decoyPasswordHash, hashToken, newSessionToken, verifyPassword } from '../security.ts';
import { authUserOf } from '../store.ts';

interface SessionRouteDeps {
  db: Db;
  clock: Clock;
  sessionIdleSeconds: number;
  /** requireSession, built once by the app. */
  session: MiddlewareHandler<AppEnv>;
}

export function sessionRoutes({ db, clock, sessionIdleSeconds, session }: SessionRouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/webauthenticate', async (c) => {
    const { username, password } = await parseBody(c, loginRequest);
    const rows = await db.query<{ id: number; password_hash: string }>(
      'select id, password_hash from users where lower(email) = lower($1)',
      [username],
    );
    const found = rows[0];
    // Unknown e-mail: still pay for one scrypt, so timing does not tell which e-mails exist.
    const valid = await verifyPassword(password, found?.password_hash ?? (await decoyPasswordHash()));
    if (!found || !valid) return c.json(errorBody(401, messages.invalidLogin), 401);

    const now = clock.now();
    const token = newSessionToken();
    await db.transaction(async (tx) => {
      const staleBefore = new Date(now.getTime() - sessionIdleSeconds * 1000).toISOString();
      await tx.query('delete from sessions where user_id = $1 and last_seen_at < $2', [
        found.id,
        staleBefore,
      ]);
      await tx.query(
        'insert into sessions (token_hash, user_id, created_at, last_seen_at) values ($1, $2, $3, $3)',
        [hashToken(token), found.id, now.toISOString()],
      );
    });
    const user = await authUserOf(db, found.id);
    if (!user) throw new Error(`user ${found.id} vanished during login`);
    return ok(c, { token, user });
  });

  routes.get('/me', session, async (c) => {
    const user = await authUserOf(db, c.get('session').userId);
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
    const userId = c.get('session').userId;
    if (body.id !== userId) throw new HttpError(403, messages.notYourProfile);
    const lastLogin = `${body.last_login.replace(' ', 'T')}Z`;
    await db.query('update users set last_login = $1 where id = $2', [lastLogin, userId]);
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
