/**
 * Rate limits on the calls that check a secret or send mail (login, register, MFA, forgot password), on uploads,
 * and on sending chat messages.
 * A sliding window per rule and key (for example `ip:1.2.3.4` or `user:7`), timed by the injected clock so tests
 * move time instead of sleeping. The hits are rows of the database (`rate_limit_hits`), so several instances on
 * one PostgreSQL share every window: an attacker spreading guesses over the instances behind a proxy gets no more
 * tries than against one (issue 20). Checking and counting are separate statements, as a login checks the window
 * before it knows whether the password was right; two calls at the same moment may both pass a window with one
 * place left, which bounds the overshoot by the calls in flight.
 *
 * A full window answers 429 with a JSON body (`Too many attempts. ...`) and `Retry-After` in seconds.
 */
import type { Context } from 'hono';
import { clientAddress, NO_TRUSTED_PROXIES, type Caller } from './clientAddress.ts';
import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';
import type { AppEnv } from './env.ts';
import { errorBody, messages } from './http.ts';

export interface WindowRule {
  /** How many hits the window holds. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const FIFTEEN_MINUTES = 15 * MINUTE;

/** `limit` hits per 15-minute window. */
const perQuarterHour = (limit: number): WindowRule => ({ limit, windowMs: FIFTEEN_MINUTES });

/**
 * Every limit of the server. `failures` rules count only failed attempts (a wrong password or code),
 * so people who log in successfully many times (and the e2e suite) are never slowed down; the
 * other rules count every call, because each one sends a mail or creates a user.
 */
export const RATE_LIMITS = {
  /**
   * webauthenticate and login, failed attempts: per (address, e-mail), and a per-e-mail lock that bounds guesses
   * at one account from any number of addresses. There is deliberately no per-address login limit: an office
   * behind one address would be locked out by one attacker (or one forgetful colleague); see docs/security.md.
   */
  loginPerIpAndUser: perQuarterHour(10),
  loginPerUser: perQuarterHour(20),
  /** register, every call. */
  registerPerEmail: perQuarterHour(5),
  registerPerIp: perQuarterHour(20),
  /** sendMFA, every call (each one mails a code). */
  sendMfaPerUser: perQuarterHour(10),
  sendMfaPerIp: perQuarterHour(30),
  /** MFAauthenticate, failed attempts. */
  mfaPerUser: perQuarterHour(10),
  mfaPerIp: perQuarterHour(30),
  /** sendForgotPasswordResetLink, every call (known e-mail or not, so the answer tells nothing). */
  forgotPerEmail: perQuarterHour(5),
  forgotPerIp: perQuarterHour(20),
  /** auth/changePassword, wrong old passwords. */
  changePasswordPerUser: perQuarterHour(10),
  /** sociallogin / socialRegister starts, every call (each one stores a state; a registration may create a user). */
  socialStartPerIp: perQuarterHour(60),
  /** auth/inviteMember, every call (each one may create a user and mails someone). */
  invitePerUser: perQuarterHour(30),
  /** auth/syncInsights (asks every connected network of the account), every call, per account. */
  insightsSyncPerAccount: perQuarterHour(6),
  /** GET /l/{code} (a tracked link's redirect), every call, per address: far above what a person clicks. */
  linkRedirectPerIp: { limit: 120, windowMs: MINUTE },
  /** GET and POST /review/{token} (a post shared for review), every call, per address: far above one reviewer's. */
  reviewPerIp: { limit: 60, windowMs: MINUTE },
  /** getMemberschatMessages (sending a chat message), every call. */
  chatSendPerUser: { limit: 60, windowMs: MINUTE },
  /** Avatar and logo uploads (routes/media.ts), every call, per user. */
  mediaUploadsPerUser: perQuarterHour(30),
  /** Library image and video uploads (routes/libraryMedia.ts), every call, per user. */
  libraryUploadsPerUser: perQuarterHour(60),
  /** The library's mails (routes/libraryExtras.ts: a reel idea or a post sent by mail), every call, per user. */
  libraryMailsPerUser: perQuarterHour(5),
} as const satisfies Record<string, WindowRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The longest window of any rule: hits older than this count nowhere. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));
/** How often one process deletes the hits every window has forgotten (on its next counted call). */
const SWEEP_EVERY_MS = 60_000;

/** Where the hits are kept: the database, shared by every instance on it. */
export interface HitStore {
  /** The times (ms) of `rule`'s hits for `key` after `since`, newest first, at most `limit` of them. */
  recent(rule: string, key: string, since: Date, limit: number): Promise<number[]>;
  add(rule: string, key: string, at: Date): Promise<void>;
  clear(rule: string, key: string): Promise<void>;
  /** Deletes every hit at or before `before`. */
  sweep(before: Date): Promise<void>;
}

/** The hits as rows of `rate_limit_hits` (migration 0031). */
export function databaseHits(db: Queryable): HitStore {
  return {
    async recent(rule, key, since, limit) {
      const rows = await db.query<{ at: Date }>(
        `select at from rate_limit_hits where rule = $1 and key = $2 and at > $3 order by at desc limit $4`,
        [rule, key, since.toISOString(), limit],
      );
      return rows.map((row) => new Date(row.at).getTime());
    },
    async add(rule, key, at) {
      await db.query('insert into rate_limit_hits (rule, key, at) values ($1, $2, $3)', [
        rule,
        key,
        at.toISOString(),
      ]);
    },
    async clear(rule, key) {
      await db.query('delete from rate_limit_hits where rule = $1 and key = $2', [rule, key]);
    },
    async sweep(before) {
      await db.query('delete from rate_limit_hits where at <= $1', [before.toISOString()]);
    },
  };
}

export class SlidingWindow {
  constructor(
    private readonly clock: Clock,
    private readonly store: HitStore,
    /** The rule's name, which keeps its hits apart from other rules' with the same key. */
    readonly name: string,
    readonly rule: WindowRule,
    /** Called after each counted hit (the limiter sweeps old hits from there). */
    private readonly afterHit: (now: Date) => Promise<void> = async () => {},
  ) {}

  /** Milliseconds until the window has room again, or 0 when it has room now. */
  async waitMs(key: string): Promise<number> {
    const now = this.clock.now().getTime();
    const times = await this.store.recent(
      this.name,
      key,
      new Date(now - this.rule.windowMs),
      this.rule.limit,
    );
    if (times.length < this.rule.limit) return 0;
    // The oldest of the newest `limit` hits: when it leaves the window, there is room for one more.
    const oldest = times[this.rule.limit - 1] ?? now;
    return Math.max(1, oldest + this.rule.windowMs - now);
  }

  async hit(key: string): Promise<void> {
    const now = this.clock.now();
    await this.store.add(this.name, key, now);
    await this.afterHit(now);
  }

  /** Forgets the key (after a success, its failures no longer count). */
  async clear(key: string): Promise<void> {
    await this.store.clear(this.name, key);
  }
}

export type RateLimiter = Record<RateLimitName, SlidingWindow>;

/**
 * Every rule's window over the database's hits. Each process deletes the hits older than the longest window at most
 * once a minute, after a counted call, so the table holds about one window's traffic.
 */
export function createRateLimiter(clock: Clock, db: Queryable): RateLimiter {
  const store = databaseHits(db);
  let lastSweep = -Infinity;
  const afterHit = async (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await store.sweep(new Date(now.getTime() - LONGEST_WINDOW_MS));
  };
  const entries = Object.entries(RATE_LIMITS).map(
    ([name, rule]) => [name, new SlidingWindow(clock, store, name, rule, afterHit)] as const,
  );
  return Object.fromEntries(entries) as RateLimiter;
}

/** One window and the key it is asked about. */
export type LimitCheck = readonly [SlidingWindow, string];

/** The longest wait among `checks`, in ms (0: every window has room). */
export async function waitMs(checks: readonly LimitCheck[]): Promise<number> {
  const waits = await Promise.all(checks.map(([window, key]) => window.waitMs(key)));
  return Math.max(0, ...waits);
}

export async function hitAll(checks: readonly LimitCheck[]): Promise<void> {
  for (const [window, key] of checks) await window.hit(key);
}

/** The 429 answer. */
export function tooManyAttempts(c: Context<AppEnv>, waitForMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitForMs / 1000))));
  return c.json(errorBody(429, messages.tooManyAttempts), 429);
}

/** Counts a call against every window of `checks`; if one has no room, counts nothing and answers the 429. */
export async function spendAttempt(c: Context<AppEnv>, checks: readonly LimitCheck[]) {
  const wait = await waitMs(checks);
  if (wait > 0) return tooManyAttempts(c, wait);
  await hitAll(checks);
  return null;
}

/**
 * The caller's address (clientAddress.ts): the socket's (@hono/node-server puts the Node request in `c.env`), or,
 * behind a proxy named in TRUSTED_PROXIES, the address it forwards. The app's first middleware works it out once per
 * request. `app.request()` in tests passes the same shape as its third argument; without it the address is 'unknown'.
 */
export function clientIp(c: Context<AppEnv>): string {
  const caller = c.get('caller') as Caller | undefined;
  return caller?.address ?? clientAddress(socketAddress(c), undefined, NO_TRUSTED_PROXIES);
}

/** The address of the request's socket, if it has one. */
export function socketAddress(c: { env: unknown }): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}
