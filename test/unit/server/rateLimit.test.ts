import { beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../../src/server/clientAddress.ts';
import { manualClock } from '../../../src/server/clock.ts';
import {
  createRateLimiter,
  databaseHits,
  LONGEST_WINDOW_MS,
  RATE_LIMITS,
  reserve,
  HitCounter,
  type SlidingWindow,
} from '../../../src/server/rateLimit.ts';

/** Counts a call in `window` for `key` (when it has room). */
const hit = (window: SlidingWindow, key: string) => reserve([[window, key]]);
import {
  CARDFAIL,
  MANY,
  NEWOWNER,
  OWNER,
  TEST_APP_CONFIG,
  VIEWER,
  call,
  errorJson,
  freshRateLimitsEachTest,
  logIn,
  openTestDb,
  otherApp,
  seededServer,
} from './support.ts';

const TOO_MANY = errorJson(429, 'Too many attempts. Please wait a few minutes and try again.');
const WINDOW = 15 * 60_000;

describe('SlidingWindow (hits kept in the database)', () => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    db = await openTestDb('seeded');
    return () => db.close();
  });
  const rule = { limit: 3, windowMs: 10_000 };

  it('holds `limit` hits per window and frees room as old hits slide out', async () => {
    const clock = manualClock();
    const window = new HitCounter(clock, databaseHits(db.db)).window('test-slide', rule);
    for (let count = 0; count < 3; count += 1) {
      expect(await window.waitMs('k')).toBe(0);
      await hit(window, 'k');
      clock.advance(1000);
    }
    // Hits at 0 s, 1 s, 2 s; now 3 s: the first leaves the window at 10 s.
    expect(await window.waitMs('k')).toBe(7000);
    expect(await window.waitMs('other')).toBe(0);
    clock.advance(7000);
    expect(await window.waitMs('k')).toBe(0);
    await window.clear('k');
    await hit(window, 'k');
    expect(await window.waitMs('k')).toBe(0);
  });

  it('is one window for every limiter on the database (several server instances), apart from other rules', async () => {
    const clock = manualClock();
    // Two instances: each its own limiter objects, one table of hits.
    const first = new HitCounter(clock, databaseHits(db.db)).window('test-shared', rule);
    const second = new HitCounter(clock, databaseHits(db.db)).window('test-shared', rule);
    const otherRule = new HitCounter(clock, databaseHits(db.db)).window('test-other', rule);
    await hit(first, 'k');
    await hit(second, 'k');
    await hit(first, 'k');
    expect(await second.waitMs('k')).toBe(10_000);
    expect(await first.waitMs('k')).toBe(10_000);
    expect(await otherRule.waitMs('k')).toBe(0);
    await second.clear('k');
    expect(await first.waitMs('k')).toBe(0);
  });

  it('counts calls at the same moment one after the other: a full window refuses the rest, and nothing is counted for them', async () => {
    const clock = manualClock();
    const window = new HitCounter(clock, databaseHits(db.db)).window('test-burst', rule);
    const other = new HitCounter(clock, databaseHits(db.db)).window('test-burst-other', {
      limit: 10,
      windowMs: 10_000,
    });
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        reserve([
          [other, 'k'],
          [window, 'k'],
        ]),
      ),
    );
    expect(attempts.filter((attempt) => attempt.counted)).toHaveLength(3);
    // The refused ones counted in neither window.
    expect(await other.waitMs('k')).toBe(0);
    const counted = await db.db.query<{ n: number }>(
      "select count(*)::int as n from rate_limit_hits where rule = 'test-burst-other'",
    );
    expect(counted[0]?.n).toBe(3);
  });

  it('takes back the hits of a call that turned out right', async () => {
    const clock = manualClock();
    const window = new HitCounter(clock, databaseHits(db.db)).window('test-release', rule);
    const attempts = await Promise.all([hit(window, 'k'), hit(window, 'k'), hit(window, 'k')]);
    expect(await window.waitMs('k')).toBe(10_000);
    const [first] = attempts;
    if (!first.counted) throw new Error('the first call was refused');
    await first.release();
    expect(await window.waitMs('k')).toBe(0);
  });

  it("the limiter deletes hits older than the longest window, at most once a minute, and keeps the windows' own", async () => {
    const clock = manualClock();
    const limits = createRateLimiter(clock, db.db);
    const count = async () =>
      Number((await db.db.query<{ n: number }>('select count(*)::int as n from rate_limit_hits'))[0]?.n);
    await db.db.query('delete from rate_limit_hits');
    await hit(limits.loginPerUser, 'old@example.test');
    await hit(limits.loginPerUser, 'old@example.test');
    clock.advance(LONGEST_WINDOW_MS + 1);
    // The first hit of a new minute sweeps: the two old hits go, the new one stays.
    await hit(limits.loginPerUser, 'new@example.test');
    expect(await count()).toBe(1);
    expect(await limits.loginPerUser.waitMs('old@example.test')).toBe(0);
    // Within the minute nothing is swept, and what is still in its window never is.
    await hit(limits.chatSendPerUser, '7');
    clock.advance(30_000);
    await hit(limits.chatSendPerUser, '7');
    expect(await count()).toBe(3);
    clock.advance(31_000);
    await hit(limits.chatSendPerUser, '7');
    expect(await count()).toBe(4);
  });
});

const t = seededServer();
freshRateLimitsEachTest(t);

const login = (body: { username: string; password: string }, ip: string) =>
  call(t.server.app, 'POST', '/api/webauthenticate', { body, ip });
const wrongPassword = (username: string) => ({ username, password: 'wrong-password' });

function expectTooMany(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.status).toBe(429);
  expect(answer.json).toEqual(TOO_MANY);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('login rate limits', () => {
  it('per IP and user: after 10 failures that pair waits, even with the right password', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerIpAndUser.limit; attempt += 1) {
      expect((await login(wrongPassword(OWNER.username), '10.0.0.1')).status).toBe(401);
    }
    expectTooMany(await login(OWNER, '10.0.0.1'));
    expectTooMany(await call(t.server.app, 'POST', '/api/login', { body: OWNER, ip: '10.0.0.1' }));
    // The same user from another address, and another user from the same address, still log in.
    expect((await login(OWNER, '10.0.0.2')).status).toBe(200);
    expect((await login(VIEWER, '10.0.0.1')).status).toBe(200);
    t.server.clock.advance(WINDOW);
    expect((await login(OWNER, '10.0.0.1')).status).toBe(200);
  });

  it('a burst of parallel wrong passwords gets no more tries than the window holds', async () => {
    // Checked first and counted after the password's check, every call of a burst passed the empty window.
    const burst = await Promise.all(
      Array.from({ length: 3 * RATE_LIMITS.loginPerIpAndUser.limit }, () =>
        login(wrongPassword(NEWOWNER.username), '10.7.0.1'),
      ),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(RATE_LIMITS.loginPerIpAndUser.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * RATE_LIMITS.loginPerIpAndUser.limit);
  });

  it('two server instances on one database count against the same windows (issue 20)', async () => {
    // A second app over the same database: another instance behind the same proxy, with its own limiter objects.
    const other = otherApp(t.server);
    const apps = [t.server.app, other];
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerIpAndUser.limit; attempt += 1) {
      const app = apps[attempt % 2]!;
      const body = wrongPassword(OWNER.username);
      expect((await call(app, 'POST', '/api/webauthenticate', { body, ip: '10.9.0.1' })).status).toBe(401);
    }
    for (const app of apps) {
      expectTooMany(await call(app, 'POST', '/api/webauthenticate', { body: OWNER, ip: '10.9.0.1' }));
    }
  });

  it('behind a trusted proxy each caller is counted on the address the proxy forwards, not on the proxy', async () => {
    const behindProxy = otherApp(t.server, { trustedProxies: parseTrustedProxies('10.8.0.1') });
    const viaProxy = (caller: string, body: { username: string; password: string }) =>
      call(behindProxy, 'POST', '/api/webauthenticate', {
        body,
        ip: '10.8.0.1',
        headers: { 'X-Forwarded-For': caller },
      });
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerIpAndUser.limit; attempt += 1) {
      expect((await viaProxy('198.51.100.7', wrongPassword(VIEWER.username))).status).toBe(401);
    }
    expectTooMany(await viaProxy('198.51.100.7', VIEWER));
    // Another caller behind the same proxy is not locked out with the first, and a forged header from outside the
    // proxy changes nothing: that caller's socket is the one counted.
    expect((await viaProxy('198.51.100.8', VIEWER)).status).toBe(200);
    const forged = await call(behindProxy, 'POST', '/api/webauthenticate', {
      body: VIEWER,
      ip: '198.51.100.7',
      headers: { 'X-Forwarded-For': '198.51.100.99' },
    });
    expectTooMany(forged);
  });

  it('per user: failures from many addresses add up', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerUser.limit; attempt += 1) {
      expect((await login(wrongPassword(MANY.username), `10.1.0.${attempt % 2}`)).status).toBe(401);
    }
    expectTooMany(await login(MANY, '10.1.9.9'));
    expect((await login(OWNER, '10.1.9.9')).status).toBe(200);
  });

  it('failures for one e-mail never lock out the other people behind the same address', async () => {
    // 30 failures from one address, as an attacker (or a forgetful colleague) behind an office's address would make.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await login(wrongPassword(CARDFAIL.username), '10.2.0.1');
      expect([401, 429]).toContain(answer.status);
    }
    expectTooMany(await login(CARDFAIL, '10.2.0.1'));
    expect((await login(OWNER, '10.2.0.1')).status).toBe(200);
    expect((await login(VIEWER, '10.2.0.1')).status).toBe(200);
  });

  it('guesses spread over many e-mails from one address each count against their own e-mail only', async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await login(wrongPassword(`guess${attempt}@example.test`), '10.2.0.2')).status).toBe(401);
    }
    expect((await login(OWNER, '10.2.0.2')).status).toBe(200);
  });

  it('successful logins do not count', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerIpAndUser.limit + 5; attempt += 1) {
      expect((await login(OWNER, '10.3.0.1')).status).toBe(200);
    }
  });
});

describe('MFA rate limits', () => {
  let ownerId: number;
  beforeAll(async () => {
    ownerId = (await logIn(t.server.app)).user.id;
  });
  const send = (userId: number, ip: string, token?: string) =>
    call(t.server.app, 'POST', '/api/sendMFA', {
      body: { userId, account_id: t.acme },
      ip,
      ...(token ? { token } : {}),
    });
  const guess = (userId: number, ip: string, token?: string) =>
    call(t.server.app, 'POST', '/api/MFAauthenticate', {
      body: { id: userId, mfa_code: '0000', account_id: t.acme },
      ip,
      ...(token ? { token } : {}),
    });
  /** The owner's session, timed out: what the session-timeout popup holds. */
  async function timedOutToken(): Promise<string> {
    const { token } = await logIn(t.server.app);
    t.server.clock.advance(TEST_APP_CONFIG.sessionIdleSeconds * 1000 + 1000);
    return token;
  }

  // sendMFA answers 200 and MFAauthenticate 401 (a wrong code) until a limit is spent; each uses its own addresses.
  const limited = [
    {
      name: 'sendMFA',
      mfaCall: send,
      answer: 200,
      perUser: RATE_LIMITS.sendMfaPerUser,
      perIp: RATE_LIMITS.sendMfaPerIp,
      net: 6,
      strangers: 100_000,
    },
    {
      name: 'MFAauthenticate',
      mfaCall: guess,
      answer: 401,
      perUser: RATE_LIMITS.mfaPerUser,
      perIp: RATE_LIMITS.mfaPerIp,
      net: 8,
      strangers: 200_000,
    },
  ];

  it.each(limited)(
    '$name per user, for the holder of the timed-out session',
    async ({ mfaCall, answer, perUser, net }) => {
      const token = await timedOutToken();
      for (let attempt = 0; attempt < perUser.limit; attempt += 1) {
        expect((await mfaCall(ownerId, `10.${net}.0.${attempt}`, token)).status).toBe(answer);
      }
      expectTooMany(await mfaCall(ownerId, `10.${net}.1.1`, token));
      expect((await mfaCall(ownerId + 1, `10.${net}.1.1`)).status).toBe(answer);
    },
  );

  it.each(limited)('$name per IP', async ({ mfaCall, answer, perIp, net, strangers }) => {
    for (let attempt = 0; attempt < perIp.limit; attempt += 1) {
      expect((await mfaCall(strangers + attempt, `10.${net + 1}.0.1`)).status).toBe(answer);
    }
    expectTooMany(await mfaCall(ownerId, `10.${net + 1}.0.1`));
    expect((await mfaCall(ownerId, `10.${net + 1}.0.2`)).status).toBe(answer);
  });

  it("sendMFA calls without the timed-out session never use up the user's limit", async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.sendMfaPerUser.limit * 2; attempt += 1) {
      expect((await send(ownerId, `10.6.2.${attempt}`)).status).toBe(200);
    }
    const token = await timedOutToken();
    expect((await send(ownerId, '10.6.3.1', token)).status).toBe(200);
    const codes = await t.server.db.query('select 1 from mfa_codes where user_id = $1', [ownerId]);
    expect(codes).toHaveLength(1);
  });

  it('MFAauthenticate guesses without the timed-out session never lock the user out', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.mfaPerUser.limit * 2; attempt += 1) {
      expect((await guess(ownerId, `10.8.2.${attempt}`)).status).toBe(401);
    }
    const token = await timedOutToken();
    expect((await guess(ownerId, '10.8.3.1', token)).status).toBe(401);
  });
});

describe('forgot-password rate limits', () => {
  const forgot = (email: string, ip: string) =>
    call(t.server.app, 'POST', '/api/sendForgotPasswordResetLink', { body: { email }, ip });

  it('per e-mail, known or not', async () => {
    for (const email of [OWNER.username, 'unknown@example.test']) {
      for (let attempt = 0; attempt < RATE_LIMITS.forgotPerEmail.limit; attempt += 1) {
        expect((await forgot(email, `10.10.0.${attempt}`)).status).toBe(200);
      }
      expectTooMany(await forgot(email.toUpperCase(), '10.10.1.1'));
    }
  });

  it('per IP', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.forgotPerIp.limit; attempt += 1) {
      expect((await forgot(`someone${attempt}@example.test`, '10.11.0.1')).status).toBe(200);
    }
    expectTooMany(await forgot('another@example.test', '10.11.0.1'));
    expect((await forgot('another@example.test', '10.11.0.2')).status).toBe(200);
  });
});

describe('change-password rate limit', () => {
  it('per user, on wrong old passwords', async () => {
    const viewer = await logIn(t.server.app, VIEWER);
    const change = (oldPassword: string) =>
      call(t.server.app, 'POST', '/api/auth/changePassword', {
        token: viewer.token,
        body: { old_password: oldPassword, new_password: 'changed-pass-1' },
      });
    for (let attempt = 0; attempt < RATE_LIMITS.changePasswordPerUser.limit; attempt += 1) {
      expect((await change('not-the-password')).status).toBe(400);
    }
    expectTooMany(await change(VIEWER.password));
  });
});
