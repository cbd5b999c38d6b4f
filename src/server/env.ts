/** Hono's typed context for this server: what middleware leaves for the routes. */
import type { MiddlewareHandler } from 'hono';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';
import type { Mail } from './mail.ts';
import type { Providers } from './providers.ts';
import type { PostScheduler } from './publishing.ts';
import type { AppConfig } from './config.ts';
import type { Caller } from './clientAddress.ts';
import type { RateLimiter } from './rateLimit.ts';

export interface AppDeps {
  db: Db;
  clock: Clock;
  mail: Mail;
  providers: Providers;
  config: AppConfig;
  /** Defaults to the console at level info. */
  log?: Logger;
  /**
   * The token that guards POST /api/admin/impersonation-links (header x-admin-token). main.ts makes a
   * random one at every start and writes it to DATA_DIR/admin-token for `npm run impersonate`.
   * Absent or null: the admin route does not exist (404).
   */
  adminToken?: string | null;
  /** Hands approved, scheduled posts to the background publisher (jobs.ts); absent: nothing is enqueued. */
  publishing?: PostScheduler | null;
}

/** The session behind the request's token. */
export interface SessionInfo {
  id: number;
  userId: number;
  impersonatorUserId: number | null;
}

export interface AppEnv {
  Variables: {
    session: SessionInfo;
    /** The account the request names (header or body), checked to belong to the user; null when none. */
    accountId: number | null;
    /** The account the call is about: the named one, else the user's landing account; null when the user has none. */
    account: number | null;
    /**
     * The user's account_role on every account the request names, else on the landing account (what the routes fall
     * back to); empty when the user has no account. Set by accountScope, read by requirePermission.
     */
    accountRoles: readonly number[];
    jsonBody: Record<string, unknown> | undefined;
    /** Who called (clientAddress.ts): set for every request by the app's first middleware. */
    caller: Caller;
  };
}

/** What createApp hands every group of routes. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  mail: Mail;
  log: Logger;
  config: AppConfig;
  limits: RateLimiter;
  /** requireSession, built once by the app (for protected routes outside /auth/). */
  session: MiddlewareHandler<AppEnv>;
}
