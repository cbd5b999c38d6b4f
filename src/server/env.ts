/** Hono's typed context for this server: what middleware leaves for the routes. */
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';
import type { Mail } from './mail.ts';
import type { Providers } from './providers.ts';
import type { AppConfig } from './config.ts';

export interface AppDeps {
  db: Db;
  clock: Clock;
  mail: Mail;
  providers: Providers;
  config: AppConfig;
  /** Defaults to the console at level info. */
  log?: Logger;
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
    jsonBody: Record<string, unknown> | undefined;
  };
}
