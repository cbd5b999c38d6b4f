/**
 * Rate limits on the calls that check a secret or send mail (login, register, MFA, forgot password), on uploads,
 * and on sending chat messages.
 * A sliding window per rule and key (for example `ip:1.2.3.4` or `user:7`), timed by the injected clock so tests
 * move time instead of sleeping. The hits are rows of the database (`rate_limit_hits`), so several instances on
 * one PostgreSQL share every window: an attacker spreading guesses over the instances behind a proxy gets no more
 * tries than against one (issue 20). A call takes its place before it is judged (`reserve`: one transaction with the
 * window's key locked, so concurrent calls queue); calls limited on their failures take it back when they succeed.
 *
 * A full window answers 429 with a JSON body (`Too many attempts. ...`) and `Retry-After` in seconds.
 */
import type { Context } from 'hono';
import { clientAddress, NO_TRUSTED_PROXIES, socketAddress, type Caller } from './clientAddress.ts';
import type { Clock } from './clock.ts';
import type { Db, Queryable } from './db.ts';
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

/** One window asked about for one key: what `HitStore.reserve` checks. */
export interface WindowAsk {
  rule: string;
  key: string;
  limit: number;
  windowMs: number;
}

/** Where the hits are kept: the database, shared by every instance on it. */
export interface HitStore {
  /** The times (ms) of `rule`'s hits for `key` after `since`, newest first, at most `limit` of them. */
  recent(rule: string, key: string, since: Date, limit: number): Promise<number[]>;
  /**
   * In one transaction, each window's key locked (so concurrent calls, on any instance, are counted one after the
   * other): when every window has room at `at`, a hit in each, answered by their ids; otherwise nothing is counted
   * and the answer is the longest wait in ms.
   */
  reserve(asks: readonly WindowAsk[], at: Date): Promise<{ ids: string[] } | { wait: number }>;
  /** Takes back hits `reserve` made (a login that succeeded). */
  remove(ids: readonly string[]): Promise<void>;
  clear(rule: string, key: string): Promise<void>;
  /** Deletes every hit at or before `before`. */
  sweep(before: Date): Promise<void>;
}

/** Milliseconds until a window with these hits (newest first) has room again at `now`; 0 when it has room. */
function waitOf(times: readonly number[], limit: number, windowMs: number, now: number): number {
  if (times.length < limit) return 0;
  // The oldest of the newest `limit` hits: when it leaves the window, there is room for one more.
  const oldest = times[limit - 1] ?? now;
  return Math.max(1, oldest + windowMs - now);
}

const RECENT_HITS = `select at from rate_limit_hits where rule = $1 and key = $2 and at > $3 order by at desc limit $4`;

/** The hits as rows of `rate_limit_hits` (migration 0031). */
export function databaseHits(db: Db): HitStore {
  const recent = async (on: Queryable, rule: string, key: string, since: Date, limit: number) => {
    const rows = await on.query<{ at: Date }>(RECENT_HITS, [rule, key, since.toISOString(), limit]);
    return rows.map((row) => new Date(row.at).getTime());
  };
  return {
    recent: (rule, key, since, limit) => recent(db, rule, key, since, limit),
    reserve: (asks, at) =>
      db.transaction(async (tx) => {
        // Locks in one order, so two calls asking for the same windows never wait for each other's lock.
        const ordered = [...asks].sort((a, b) => `${a.rule}\n${a.key}`.localeCompare(`${b.rule}\n${b.key}`));
        for (const ask of ordered) {
          await tx.query("select pg_advisory_xact_lock($1, hashtext($2 || ':' || $3))", [
            RATE_LIMIT_LOCK,
            ask.rule,
            ask.key,
          ]);
        }
        const now = at.getTime();
        let wait = 0;
        for (const ask of ordered) {
          const times = await recent(tx, ask.rule, ask.key, new Date(now - ask.windowMs), ask.limit);
          wait = Math.max(wait, waitOf(times, ask.limit, ask.windowMs, now));
        }
        if (wait > 0) return { wait };
        const ids: string[] = [];
        for (const ask of ordered) {
          const [row] = await tx.query<{ id: string }>(
            'insert into rate_limit_hits (rule, key, at) values ($1, $2, $3) returning id::text as id',
            [ask.rule, ask.key, at.toISOString()],
          );
          if (row) ids.push(row.id);
        }
        return { ids };
      }),
    async remove(ids) {
      if (ids.length > 0) await db.query('delete from rate_limit_hits where id = any($1::uuid[])', [ids]);
    },
    async clear(rule, key) {
      await db.query('delete from rate_limit_hits where rule = $1 and key = $2', [rule, key]);
    },
    async sweep(before) {
      await db.query('delete from rate_limit_hits where at <= $1', [before.toISOString()]);
    },
  };
}

/** The first key of the advisory locks around a reservation (the second is the hash of its rule and key). */
const RATE_LIMIT_LOCK = 7_300_431;

/**
 * The hits of one process's windows: one clock and one store, and what to do after each counted call (the limiter
 * sweeps old hits from there). Several counters on one database (one per server instance) share every window.
 */
export class HitCounter {
  constructor(
    readonly clock: Clock,
    readonly store: HitStore,
    private readonly afterHit: (now: Date) => Promise<void> = async () => {},
  ) {}

  /** The window of rule `name` (which keeps its hits apart from other rules' with the same key). */
  window(name: string, rule: WindowRule): SlidingWindow {
    return new SlidingWindow(this, name, rule);
  }

  /** `reserve` (below) for windows of this counter. */
  async reserve(checks: readonly LimitCheck[]): Promise<Attempt> {
    const at = this.clock.now();
    const asks = checks.map(([window, key]) => ({ rule: window.name, key, ...window.rule }));
    const answer = await this.store.reserve(asks, at);
    if ('wait' in answer) return { counted: false, wait: answer.wait };
    await this.afterHit(at);
    return { counted: true, release: () => this.store.remove(answer.ids) };
  }
}

export class SlidingWindow {
  constructor(
    readonly counter: HitCounter,
    readonly name: string,
    readonly rule: WindowRule,
  ) {}

  /** Milliseconds until the window has room again, or 0 when it has room now. */
  async waitMs(key: string): Promise<number> {
    const now = this.counter.clock.now().getTime();
    const since = new Date(now - this.rule.windowMs);
    const times = await this.counter.store.recent(this.name, key, since, this.rule.limit);
    return waitOf(times, this.rule.limit, this.rule.windowMs, now);
  }

  /** Forgets the key (after a success, its failures no longer count). */
  async clear(key: string): Promise<void> {
    await this.counter.store.clear(this.name, key);
  }
}

export type RateLimiter = Record<RateLimitName, SlidingWindow>;

/**
 * Every rule's window over the database's hits. Each process deletes the hits older than the longest window at most
 * once a minute, after a counted call, so the table holds about one window's traffic.
 */
export function createRateLimiter(clock: Clock, db: Db): RateLimiter {
  const store = databaseHits(db);
  let lastSweep = -Infinity;
  const counter = new HitCounter(clock, store, async (now) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await store.sweep(new Date(now.getTime() - LONGEST_WINDOW_MS));
  });
  const entries = Object.entries(RATE_LIMITS).map(
    ([name, rule]) => [name, counter.window(name, rule)] as const,
  );
  return Object.fromEntries(entries) as RateLimiter;
}

/** One window and the key it is asked about. */
export type LimitCheck = readonly [SlidingWindow, string];

/** A call counted against its windows, or refused because one of them is full. */
export type Attempt =
  | { readonly counted: false; readonly wait: number }
  | {
      readonly counted: true;
      /** Takes the call's hits back: a login or a code that turned out right does not count. */
      readonly release: () => Promise<void>;
    };

/**
 * Counts a call against every window of `checks` when each has room (atomically: concurrent calls on any instance
 * cannot all pass a window's last place); when one is full, counts nothing and answers its wait. Calls limited on
 * their failures (a wrong password) count first and take their hits back when they succeed: checking first and
 * counting after the password's check let a burst of parallel guesses all pass an empty window. The windows of one
 * call belong to one process's limiter; its counter (the first window's) does the counting.
 */
export async function reserve(checks: readonly LimitCheck[]): Promise<Attempt> {
  const first = checks[0]?.[0];
  if (!first) return { counted: true, release: async () => {} };
  return first.counter.reserve(checks);
}

/** The 429 answer, with `message` (the generic "Too many attempts..." unless the call has its own words). */
export function tooManyAttempts(
  c: Context<AppEnv>,
  waitForMs: number,
  message: string = messages.tooManyAttempts,
) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitForMs / 1000))));
  return c.json(errorBody(429, message), 429);
}

/** Counts a call against every window of `checks`; if one has no room, counts nothing and answers the 429. */
export async function spendAttempt(c: Context<AppEnv>, checks: readonly LimitCheck[], message?: string) {
  const attempt = await reserve(checks);
  return attempt.counted ? null : tooManyAttempts(c, attempt.wait, message);
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
