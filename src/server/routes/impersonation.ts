/**
 * Staff impersonation (spec 1, 4.2, 6).
 *
 * - POST /api/admin/impersonation-links {staff_email, user_email}, guarded by the header x-admin-token
 *   (the random token main.ts writes to DATA_DIR/admin-token, mode 0600, at every start). Only a staff
 *   user (users.is_staff) may impersonate, and never another staff user. Answers a one-time link
 *   `<PUBLIC_URL>/api/impersonate/<token>` valid for 10 minutes; only the token's SHA-256 is stored.
 *   `npm run impersonate` (scripts/impersonate.ts) calls this on the running server, because PGlite is
 *   single-process and the script must not open DATA_DIR while the server has it.
 * - GET /api/impersonate/<token>: uses the link up (once), starts a session for the user with
 *   sessions.impersonator_user_id set, sets the cookies the SPA reads (auth.token, auth.usedetail,
 *   auth.impersonationLogin = '1'; Path=/; SameSite=None; Secure; readable by scripts) and redirects
 *   to /redirect. The link row keeps who impersonated whom, when, and which session it made.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { API_BASE } from '../../contract/envelope.ts';
import {
  ADMIN_TOKEN_HEADER,
  IMPERSONATE_PATH,
  IMPERSONATION_COOKIE,
  IMPERSONATION_LINKS_PATH,
  IMPERSONATION_LINK_TTL_SECONDS,
  impersonationLinkRequest,
} from '../../contract/impersonation.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, errorBody, ok, parseBody } from '../http.ts';
import { hashLinkToken, newLinkToken, startSession } from '../sessions.ts';
import { authUserOf } from '../store.ts';

/** Cookie names of src/api/credentials.ts. */
const TOKEN_COOKIE = 'auth.token';
const USER_DETAIL_COOKIE = 'auth.usedetail';

export const impersonationMessages = {
  adminTokenRequired: `A valid ${ADMIN_TOKEN_HEADER} header is required (the token is in DATA_DIR/admin-token).`,
  notStaff: 'Only staff users can impersonate.',
  staffTarget: 'Staff users cannot be impersonated.',
  noUser: 'No user has this e-mail.',
  badLink:
    'This impersonation link is not valid any more (used, expired or unknown). Make a new one with npm run impersonate.',
} as const;

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function impersonationRoutes({ db, clock, log, config }: RouteDeps, adminToken: string | null) {
  const routes = new Hono<AppEnv>();

  if (adminToken !== null) {
    routes.post(IMPERSONATION_LINKS_PATH, async (c) => {
      const given = c.req.header(ADMIN_TOKEN_HEADER) ?? '';
      if (!sameSecret(given, adminToken)) throw new HttpError(401, impersonationMessages.adminTokenRequired);
      const { staff_email, user_email } = await parseBody(c, impersonationLinkRequest);
      const find = (email: string) =>
        db.query<{ id: number; email: string; is_staff: boolean }>(
          'select id, email, is_staff from users where lower(email) = lower($1)',
          [email],
        );
      const staff = (await find(staff_email))[0];
      if (!staff?.is_staff) throw new HttpError(403, impersonationMessages.notStaff);
      const user = (await find(user_email))[0];
      if (!user) throw new HttpError(404, impersonationMessages.noUser);
      if (user.is_staff) throw new HttpError(403, impersonationMessages.staffTarget);

      const token = newLinkToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + IMPERSONATION_LINK_TTL_SECONDS * 1000);
      await db.query(
        `insert into impersonation_links (token_hash, staff_user_id, user_id, created_at, expires_at)
         values ($1, $2, $3, $4, $5)`,
        [hashLinkToken(token), staff.id, user.id, now.toISOString(), expiresAt.toISOString()],
      );
      log.info(`impersonation: link made for staff #${staff.id} to act as user #${user.id}`);
      return ok(c, {
        link: `${config.publicUrl}${API_BASE}${IMPERSONATE_PATH}/${token}`,
        expires_at: expiresAt.toISOString(),
        user_id: user.id,
      });
    });
  }

  routes.get(`${IMPERSONATE_PATH}/:token`, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const now = clock.now();
    const started = await db.transaction(async (tx) => {
      const used = await tx.query<{ id: number; staff_user_id: number; user_id: number }>(
        `update impersonation_links set used_at = $2
         where token_hash = $1 and used_at is null and expires_at > $2
           and exists (select 1 from users s where s.id = staff_user_id and s.is_staff)
         returning id, staff_user_id, user_id`,
        [hashLinkToken(c.req.param('token')), now.toISOString()],
      );
      const link = used[0];
      if (!link) return null;
      const session = await startSession(tx, {
        userId: link.user_id,
        now,
        sessionIdleSeconds: config.sessionIdleSeconds,
        impersonatorUserId: link.staff_user_id,
      });
      await tx.query('update impersonation_links set session_id = $2 where id = $1', [
        link.id,
        session.sessionId,
      ]);
      return { ...link, token: session.token };
    });
    if (!started) return c.json(errorBody(400, impersonationMessages.badLink), 400);

    const user = await authUserOf(db, started.user_id, started.staff_user_id);
    if (!user) throw new Error(`user ${started.user_id} vanished during impersonation`);
    const cookie = { path: '/', sameSite: 'None', secure: true, httpOnly: false } as const;
    setCookie(c, TOKEN_COOKIE, started.token, cookie);
    setCookie(
      c,
      USER_DETAIL_COOKIE,
      JSON.stringify({
        id: user.id,
        accountId: user.accountId,
        account_role: user.account_role,
        roleType: user.roleType,
      }),
      cookie,
    );
    setCookie(c, IMPERSONATION_COOKIE, '1', cookie);
    log.info(`impersonation: staff #${started.staff_user_id} logged in as user #${started.user_id}`);
    return c.redirect('/redirect', 302);
  });

  return routes;
}
