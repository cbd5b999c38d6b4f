/**
 * Rate limits on the calls that check a secret or send mail (login, register, MFA, forgot password),
 * and on sending chat messages.
 * An in-memory sliding window per key (for example `ip:1.2.3.4` or `user:7`), timed by the injected
 * clock so tests move time instead of sleeping. In memory means per server process: with several
 * instances on PostgreSQL each one counts on its own, which still bounds an attacker per instance.
 *
 * A full window answers 429 with a JSON body (`Too many attempts. ...`) and `Retry-After` in seconds.
 */
import type { Context } from 'hono';
import type { Clock } from './clock.ts';
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
} as const satisfies Record<string, WindowRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Past this many keys, a hit also sweeps out keys whose window is empty, so memory stays bounded. */
const SWEEP_ABOVE_KEYS = 10_000;

export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    readonly rule: WindowRule,
  ) {}

  private live(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    const times = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.hits.delete(key);
    else this.hits.set(key, times);
    return times;
  }

  /** Milliseconds until the window has room again, or 0 when it has room now. */
  waitMs(key: string): number {
    const now = this.clock.now().getTime();
    const times = this.live(key, now);
    if (times.length < this.rule.limit) return 0;
    const oldest = times[times.length - this.rule.limit] ?? now;
    return Math.max(1, oldest + this.rule.windowMs - now);
  }

  hit(key: string): void {
    const now = this.clock.now().getTime();
    const times = this.live(key, now);
    times.push(now);
    this.hits.set(key, times);
    if (this.hits.size > SWEEP_ABOVE_KEYS) {
      for (const other of [...this.hits.keys()]) this.live(other, now);
    }
  }

  /** Forgets the key (after a success, its failures no longer count). */
  clear(key: string): void {
    this.hits.delete(key);
  }
}

export type RateLimiter = Record<RateLimitName, SlidingWindow>;

/** One set of windows per app: tests get fresh counters with every server. */
export function createRateLimiter(clock: Clock): RateLimiter {
  const entries = Object.entries(RATE_LIMITS).map(
    ([name, rule]) => [name, new SlidingWindow(clock, rule)] as const,
  );
  return Object.fromEntries(entries) as RateLimiter;
}

/** One window and the key it is asked about. */
export type LimitCheck = readonly [SlidingWindow, string];

/** The longest wait among `checks`, in ms (0: every window has room). */
export function waitMs(checks: readonly LimitCheck[]): number {
  return Math.max(0, ...checks.map(([window, key]) => window.waitMs(key)));
}

export function hitAll(checks: readonly LimitCheck[]): void {
  for (const [window, key] of checks) window.hit(key);
}

/** The 429 answer. */
export function tooManyAttempts(c: Context<AppEnv>, waitForMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitForMs / 1000))));
  return c.json(errorBody(429, messages.tooManyAttempts), 429);
}

/** Counts a call against every window of `checks`; if one has no room, counts nothing and answers the 429. */
export function spendAttempt(c: Context<AppEnv>, checks: readonly LimitCheck[]) {
  const wait = waitMs(checks);
  if (wait > 0) return tooManyAttempts(c, wait);
  hitAll(checks);
  return null;
}

/**
 * The caller's address as the socket saw it (@hono/node-server puts the Node request in `c.env`).
 * Forwarded headers are not trusted: anyone can write them. Behind a reverse proxy every caller has
 * the proxy's address, so the per-IP limits then act as a global limit. `app.request()` in tests
 * passes the same shape as its third argument; without it the address is 'unknown'.
 */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
