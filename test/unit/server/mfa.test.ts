import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MFA_SERVER_MESSAGES, mfaAuthenticateResponse } from '../../../src/contract/mfa.ts';
import { meResponse } from '../../../src/contract/session.ts';
import { hashToken } from '../../../src/server/security.ts';
import { startSession } from '../../../src/server/sessions.ts';
import {
  OWNER,
  STAFF,
  VIEWER,
  call,
  freshRateLimitsEachTest,
  latestMailTo,
  logIn,
  otherApp,
  seededServer,
  type LoggedIn,
} from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER }, { sessionIdleSeconds: 60 });
// Every test starts with empty rate-limit windows and timed-out sessions.
freshRateLimitsEachTest(t);

/** Logs in and lets the session time out (idle 61 s, then refused once): what the SPA holds when the popup opens. */
async function timedOutSession(credentials = OWNER, app = t.server.app): Promise<LoggedIn> {
  const session = await logIn(app, credentials);
  t.server.clock.advance(61_000);
  const refused = await call(app, 'GET', '/api/me', { token: session.token });
  expect(refused.status).toBe(401);
  expect(refused.text).toBe('unauthorized access');
  return session;
}

/** The owner's timed-out session of the running test (made on first use). */
let ownerTimedOut: string | null = null;
beforeEach(() => {
  ownerTimedOut = null;
});
async function ownerToken(): Promise<string> {
  ownerTimedOut ??= (await timedOutSession()).token;
  return ownerTimedOut;
}

async function sendCode(userId: number, accountId: number, token?: string) {
  return call(t.server.app, 'POST', '/api/sendMFA', {
    body: { userId, account_id: accountId },
    ...(token === undefined ? {} : { token }),
  });
}

/** Sends a code to the owner for Acme (with the owner's timed-out session) and answers it, read from the outbox. */
async function mailedCode(
  userId = t.owner.user.id,
  accountId = t.acme,
  email = OWNER.username,
  token?: string,
): Promise<string> {
  const before = (await latestMailTo(t.server.app, email))?.id ?? 0;
  const sent = await sendCode(userId, accountId, token ?? (await ownerToken()));
  expect(sent.status).toBe(200);
  const mail = await latestMailTo(t.server.app, email);
  expect(mail?.id).toBeGreaterThan(before);
  const code = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${mail?.text}`);
  return code;
}

/** POST /api/MFAauthenticate; `token` undefined: the owner's timed-out session, null: no token at all. */
async function mfaLogin(id: number, mfaCode: string, accountId = t.acme, token?: string | null) {
  const bearer = token === undefined ? await ownerToken() : token;
  const answer = await call(t.server.app, 'POST', '/api/MFAauthenticate', {
    body: { id, mfa_code: mfaCode, account_id: accountId },
    ...(bearer === null ? {} : { token: bearer }),
  });
  // A login ends the timed-out session it came with: the next call needs another.
  if (answer.status === 200 && bearer === ownerTimedOut) ownerTimedOut = null;
  return answer;
}

async function sessionCount(userId: number): Promise<number> {
  const rows = await t.server.db.query<{ n: number }>(
    'select count(*)::int as n from sessions where user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

async function storedCodes(userId: number) {
  return t.server.db.query<{ attempts: number }>('select attempts from mfa_codes where user_id = $1', [
    userId,
  ]);
}

const SENT = { status: 200, code: 200, message: 'Otp sent to your email', data: null };

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/sendMFA', () => {
  it("answers code 200 'Otp sent to your email' and mails a 4-digit code to the user", async () => {
    const answer = await sendCode(t.owner.user.id, t.acme, await ownerToken());
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(SENT);
    const mail = await latestMailTo(t.server.app, OWNER.username);
    expect(mail?.subject).toMatch(/login code/);
    expect(mail?.text).toMatch(/\b\d{4}\b/);
    expect(mail?.text).toContain('10 minutes');
  });

  it('stores only a salted hash of the code, with a 10-minute expiry', async () => {
    const code = await mailedCode();
    const rows = await t.server.db.query<{
      code_hash: string;
      expires_at: Date;
      created_at: Date;
      attempts: number;
    }>('select code_hash, expires_at, created_at, attempts from mfa_codes where user_id = $1', [
      t.owner.user.id,
    ]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^scrypt\$/);
    expect(row.code_hash).not.toContain(code);
    expect(JSON.stringify(await t.server.db.query('select * from mfa_codes'))).not.toContain(`"${code}"`);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(600_000);
    expect(row.attempts).toBe(0);
  });

  it.each([
    [{ account_id: 1 }, 'userId', 'userId: userId is required'],
    [{ userId: 1 }, 'account_id', 'account_id: account_id is required'],
    [{ userId: 'abc', account_id: 1 }, 'userId', 'userId: userId must be a whole number'],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const answer = await call(t.server.app, 'POST', '/api/sendMFA', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });

  it('for a user who is not a member of the account answers the same but mails nothing', async () => {
    const before = (await latestMailTo(t.server.app, VIEWER.username))?.id;
    const answer = await sendCode(t.viewer.user.id, t.northwind, (await timedOutSession(VIEWER)).token);
    expect(answer.json).toEqual(SENT);
    expect((await latestMailTo(t.server.app, VIEWER.username))?.id).toBe(before);
    const unknown = await sendCode(999_999, t.acme, await ownerToken());
    expect(unknown.status).toBe(200);
    const rows = await t.server.db.query('select 1 from mfa_codes where user_id in ($1, $2)', [
      999_999,
      t.viewer.user.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/MFAauthenticate', () => {
  it('logs a timed-out user back in with a new working token, and ends the timed-out session', async () => {
    const session = await timedOutSession();
    const code = await mailedCode(t.owner.user.id, t.acme, OWNER.username, session.token);
    const answer = await mfaLogin(t.owner.user.id, code, t.acme, session.token);
    expect(answer.status).toBe(200);
    const body = v.parse(mfaAuthenticateResponse, answer.json);
    expect(body).toMatchObject({ status: 200, code: 200, message: 'Logged in successfully' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(session.token);
    expect(answer.json).toMatchObject({ data: { token: body.token, user: { id: t.owner.user.id } } });

    const me = await call(t.server.app, 'GET', '/api/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(v.parse(meResponse, me.json).data).toMatchObject({ id: t.owner.user.id, impersonator: null });
    expect((await call(t.server.app, 'GET', '/api/me', { token: session.token })).status).toBe(401);
    const old = await t.server.db.query('select 1 from sessions where token_hash = $1', [
      hashToken(session.token),
    ]);
    expect(old).toHaveLength(0);
  });

  it('a code works once', async () => {
    const code = await mailedCode();
    expect((await mfaLogin(t.owner.user.id, code)).status).toBe(200);
    const again = await mfaLogin(t.owner.user.id, code, t.acme, (await timedOutSession()).token);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ status: 401, code: 401, message: 'Invalid otp', data: null });
  });

  it('a wrong code answers 401 Invalid otp (JSON, not the session-timeout body)', async () => {
    const code = await mailedCode();
    const answer = await mfaLogin(t.owner.user.id, wrong(code));
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.json).toEqual({ status: 401, code: 401, message: 'Invalid otp', data: null });
    expect(v.parse(mfaAuthenticateResponse, answer.json).code).toBe(401);
  });

  it('a code is bound to its user and its account', async () => {
    const code = await mailedCode();
    const viewerToken = (await timedOutSession(VIEWER)).token;
    expect((await mfaLogin(t.viewer.user.id, code, t.acme, viewerToken)).json).toMatchObject({
      code: 401,
      message: 'Invalid otp',
    });
    expect((await mfaLogin(t.owner.user.id, code, t.northwind)).json).toMatchObject({
      code: 401,
      message: 'Invalid otp',
    });
    // Neither used it up: the right user and account still log in.
    expect((await mfaLogin(t.owner.user.id, code)).status).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const code = await mailedCode();
    t.server.clock.advance(599_000);
    expect((await mfaLogin(t.owner.user.id, code)).status).toBe(200);

    const late = await mailedCode();
    t.server.clock.advance(600_001);
    const answer = await mfaLogin(t.owner.user.id, late);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 401, message: MFA_SERVER_MESSAGES.expired });
    expect(String(answer.json?.message)).toMatch(/^Invalid otp/);
    expect(
      await t.server.db.query('select 1 from mfa_codes where user_id = $1', [t.owner.user.id]),
    ).toHaveLength(0);
  });

  it('5 wrong tries spend the code: even the right one is refused, a new code is needed', async () => {
    const code = await mailedCode();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await mfaLogin(t.owner.user.id, wrong(code))).json).toMatchObject({ message: 'Invalid otp' });
    }
    const fifth = await mfaLogin(t.owner.user.id, wrong(code));
    expect(fifth.json).toEqual({
      status: 401,
      code: 401,
      message: 'Invalid otp: too many wrong tries. Request a new code.',
      data: null,
    });
    const right = await mfaLogin(t.owner.user.id, code);
    expect(right.status).toBe(401);
    expect(right.json).toMatchObject({ message: MFA_SERVER_MESSAGES.locked });

    t.server.clock.advance(16 * 60_000);
    const fresh = await mailedCode();
    expect((await mfaLogin(t.owner.user.id, fresh)).status).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const first = await mailedCode();
    let second = await mailedCode();
    while (second === first) second = await mailedCode();
    expect((await mfaLogin(t.owner.user.id, first)).status).toBe(401);
    expect((await mfaLogin(t.owner.user.id, second)).status).toBe(200);
  });

  it.each([
    [{ id: 1, mfa_code: '12a4', account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code must be 4 digits'],
    [{ id: 1, mfa_code: '12345', account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code must be 4 digits'],
    [{ id: 1, mfa_code: 1234, account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code must be 4 digits'],
    [{ id: 1, account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code is required'],
    [{ mfa_code: '1234', account_id: 1 }, 'id', 'id: id is required'],
    [{ id: 1, mfa_code: '1234' }, 'account_id', 'account_id: account_id is required'],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const answer = await call(t.server.app, 'POST', '/api/MFAauthenticate', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });
});

describe('the MFA re-login renews a timed-out session only', () => {
  beforeEach(() => t.server.db.query('delete from mfa_codes'));

  /** Tokens that must not renew the owner's session: none, unknown, live ones, another user's timed-out one. */
  async function foreignTokens(): Promise<[string, string | null][]> {
    const viewerTimedOut = (await timedOutSession(VIEWER)).token;
    return [
      ['no token', null],
      ['an unknown token', 'not-a-session-token'],
      ["another user's live session", (await logIn(t.server.app, VIEWER)).token],
      ["the user's own live session", (await logIn(t.server.app, OWNER)).token],
      ["another user's timed-out session", viewerTimedOut],
    ];
  }

  it('sendMFA answers the same for a foreign token or user id, and stores and mails nothing', async () => {
    const before = (await latestMailTo(t.server.app, OWNER.username))?.id;
    for (const [what, token] of await foreignTokens()) {
      const answer = await sendCode(t.owner.user.id, t.acme, token ?? undefined);
      expect(answer.status, what).toBe(200);
      expect(answer.json, what).toEqual(SENT);
    }
    // The owner's timed-out session does not send the viewer a code either.
    const viewerBefore = (await latestMailTo(t.server.app, VIEWER.username))?.id;
    expect((await sendCode(t.viewer.user.id, t.acme, await ownerToken())).json).toEqual(SENT);
    expect((await latestMailTo(t.server.app, OWNER.username))?.id).toBe(before);
    expect((await latestMailTo(t.server.app, VIEWER.username))?.id).toBe(viewerBefore);
    expect(await t.server.db.query('select 1 from mfa_codes')).toHaveLength(0);
  });

  it('MFAauthenticate with the right code but a foreign token starts nothing and leaves the code alone', async () => {
    const code = await mailedCode();
    const tokens = await foreignTokens();
    const sessions = await sessionCount(t.owner.user.id);
    for (const [what, token] of tokens) {
      const answer = await mfaLogin(t.owner.user.id, code, t.acme, token);
      expect(answer.status, what).toBe(401);
      expect(answer.json, what).toEqual({ status: 401, code: 401, message: 'Invalid otp', data: null });
    }
    expect(await sessionCount(t.owner.user.id)).toBe(sessions);
    expect(await storedCodes(t.owner.user.id)).toEqual([{ attempts: 0 }]);
    // The holder of the timed-out session still logs in with it.
    expect((await mfaLogin(t.owner.user.id, code)).status).toBe(200);
    expect(await sessionCount(t.owner.user.id)).toBe(sessions);
  });

  it('after logout the timed-out session cannot be renewed', async () => {
    const session = await timedOutSession();
    const code = await mailedCode(t.owner.user.id, t.acme, OWNER.username, session.token);
    expect((await call(t.server.app, 'POST', '/api/logout', { token: session.token, body: {} })).status).toBe(
      200,
    );
    const sessions = await sessionCount(t.owner.user.id);
    expect((await mfaLogin(t.owner.user.id, code, t.acme, session.token)).json).toMatchObject({
      code: 401,
      message: 'Invalid otp',
    });
    expect(await sessionCount(t.owner.user.id)).toBe(sessions);
    const before = (await latestMailTo(t.server.app, OWNER.username))?.id;
    expect((await sendCode(t.owner.user.id, t.acme, session.token)).json).toEqual(SENT);
    expect((await latestMailTo(t.server.app, OWNER.username))?.id).toBe(before);
  });

  it('a session can be renewed for 24 hours after it timed out, then no more', async () => {
    // Timed out 60 s after the login, refused at 61 s: renewable until 24 h and 60 s after the login.
    const session = await timedOutSession();
    t.server.clock.advance(24 * 3_600_000 - 2000);
    await mailedCode(t.owner.user.id, t.acme, OWNER.username, session.token);
    t.server.clock.advance(1000);
    const before = (await latestMailTo(t.server.app, OWNER.username))?.id;
    expect((await sendCode(t.owner.user.id, t.acme, session.token)).json).toEqual(SENT);
    expect((await latestMailTo(t.server.app, OWNER.username))?.id).toBe(before);
  });

  it("a staff member's impersonation session is not renewed (the code would go to the customer)", async () => {
    const staff = await logIn(t.server.app, STAFF);
    const { token } = await t.server.db.transaction((tx) =>
      startSession(tx, {
        userId: t.owner.user.id,
        now: t.server.clock.now(),
        sessionIdleSeconds: 60,
        impersonatorUserId: staff.user.id,
      }),
    );
    t.server.clock.advance(61_000);
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(401);
    const before = (await latestMailTo(t.server.app, OWNER.username))?.id;
    expect((await sendCode(t.owner.user.id, t.acme, token)).json).toEqual(SENT);
    expect((await latestMailTo(t.server.app, OWNER.username))?.id).toBe(before);
  });

  it('two logins with one code and one timed-out session at once: only one gets a session', async () => {
    const code = await mailedCode();
    const sessions = await sessionCount(t.owner.user.id);
    const answers = await Promise.all([mfaLogin(t.owner.user.id, code), mfaLogin(t.owner.user.id, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await sessionCount(t.owner.user.id)).toBe(sessions);
  });

  it('a session past SESSION_MAX_HOURS is renewed with a mailed code, with a new lifetime', async () => {
    const app = otherApp(t.server, { sessionIdleSeconds: 86_400, sessionMaxHours: 1 });
    const session = await logIn(app, OWNER);
    t.server.clock.advance(3_600_001);
    expect((await call(app, 'GET', '/api/me', { token: session.token })).status).toBe(401);
    const before = (await latestMailTo(app, OWNER.username))?.id ?? 0;
    const sent = await call(app, 'POST', '/api/sendMFA', {
      body: { userId: t.owner.user.id, account_id: t.acme },
      token: session.token,
    });
    expect(sent.status).toBe(200);
    const mail = await latestMailTo(app, OWNER.username);
    expect(mail?.id).toBeGreaterThan(before);
    const code = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const answer = await call(app, 'POST', '/api/MFAauthenticate', {
      body: { id: t.owner.user.id, mfa_code: code, account_id: t.acme },
      token: session.token,
    });
    expect(answer.status).toBe(200);
    const renewed = v.parse(mfaAuthenticateResponse, answer.json).token ?? '';
    t.server.clock.advance(3_500_000);
    expect((await call(app, 'GET', '/api/me', { token: renewed })).status).toBe(200);
  });
});
