/**
 * Who may use a sandbox page: the signed-in member of the account it touches, with the same session checks as
 * requireSession (auth.ts) and the role table of src/domain/permissions.ts, like the real routes.
 *
 * - A POST (a change) takes the session token only from `Authorization: Bearer` (or the `token` header). The pages'
 *   own scripts read it from the SPA's token cookie, as the SPA does (src/api/credentials.ts), so another site can
 *   neither send it nor read it: the cookie is SameSite=None, so it must never count as proof for a change.
 * - A GET (a page the SPA opens by navigation or in an iframe, which cannot carry a header) also accepts the token
 *   cookie. It changes nothing, and another site cannot read the answer (no CORS; frame-ancestors 'self'). It does
 *   not move the idle clock either: a page of another site could load it to keep a session alive.
 * The session limits are AppConfig's (sessionIdleSeconds, sessionMaxHours), handed over by createApp and main.ts.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import type { Permission } from '../../domain/permissions.ts';
import { accountRefusal } from '../permissions.ts';
import { tokenOf } from '../auth.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, messages } from '../http.ts';
import { liveSession, type SessionLimits } from '../sessions.ts';

/** The SPA's session cookie (TOKEN_COOKIE of src/api/credentials.ts). */
export const SESSION_COOKIE = 'auth.token';

export const sandboxAuthTexts = {
  signIn: `Sign in to ${PRODUCT_NAME} first, then open this page from the app.`,
  noAccess: messages.noAccess,
  notAllowed: 'Your role on this account does not allow this.',
} as const;

/** The session behind a sandbox call. */
export interface SandboxCaller {
  userId: number;
  sessionId: number;
}

export interface SandboxGuard {
  /** The caller of a POST (bearer token only), else HttpError 401. The person acted: the idle clock moves. */
  caller(c: Context<AppEnv>): Promise<SandboxCaller>;
  /** The viewer of a GET page (bearer token or token cookie), or null when nobody is signed in. */
  viewer(c: Context<AppEnv>): Promise<SandboxCaller | null>;
  /**
   * Null when `userId` is a member of `accountId` whose role allows `permission`; else why not: 'noAccess' (not a
   * member) or 'notAllowed' (the role).
   */
  refusal(
    userId: number,
    accountId: number,
    permission: Permission,
  ): Promise<'noAccess' | 'notAllowed' | null>;
  /** `refusal` as an HttpError 403, for the POST routes. */
  requireMember(userId: number, accountId: number, permission: Permission): Promise<void>;
}

/** What the sandbox pages and their guard are made with. */
export interface SandboxDeps {
  db: Db;
  clock: Clock;
  /** AppConfig's session limits (sessionIdleSeconds, sessionMaxHours). */
  limits: SessionLimits;
}

export function createSandboxGuard({ db, clock, limits }: SandboxDeps): SandboxGuard {
  async function sessionOf(token: string | null, touch: boolean): Promise<SandboxCaller | null> {
    if (token && token.length > 200) return null;
    const row = await liveSession(db, { token, now: clock.now(), limits, touch });
    return row ? { userId: row.user_id, sessionId: row.id } : null;
  }

  const refusal = (userId: number, accountId: number, permission: Permission) =>
    accountRefusal(db, userId, accountId, permission);

  return {
    async caller(c) {
      const caller = await sessionOf(tokenOf(c), true);
      if (!caller) throw new HttpError(401, sandboxAuthTexts.signIn);
      return caller;
    },
    viewer(c) {
      return sessionOf(tokenOf(c) ?? getCookie(c, SESSION_COOKIE) ?? null, false);
    },
    refusal,
    async requireMember(userId, accountId, permission) {
      const refused = await refusal(userId, accountId, permission);
      if (refused) throw new HttpError(403, sandboxAuthTexts[refused]);
    },
  };
}

/**
 * The start of every sandbox page script (assets.ts): `sandboxSend(path, body)` POSTs JSON with the session token
 * of the SPA's cookie and answers the `data` of the reply, or rejects with its message.
 */
export const SANDBOX_SEND_JS = `'use strict';
function sandboxSend(path, body) {
  var token = null;
  document.cookie.split(';').forEach(function (part) {
    var index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === ${JSON.stringify(SESSION_COOKIE)}) {
      try { token = decodeURIComponent(part.slice(index + 1).trim()); } catch (error) { token = null; }
    }
  });
  var headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  return fetch(path, { method: 'POST', headers: headers, body: JSON.stringify(body), credentials: 'same-origin' })
    .then(function (response) {
      return response.text().then(function (text) {
        var json = null;
        try { json = JSON.parse(text); } catch (error) { json = null; }
        if (!response.ok) throw new Error(json && json.message ? json.message : 'The sandbox call failed.');
        return json ? json.data : null;
      });
    });
}
`;
