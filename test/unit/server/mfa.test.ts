import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MFA_SERVER_MESSAGES, mfaAuthenticateResponse } from '../../../src/contract/mfa.ts';
import { meResponse } from '../../../src/contract/session.ts';
import {
  OWNER,
  VIEWER,
  accountIds,
  call,
  latestMailTo,
  logIn,
  startTestServer,
  type LoggedIn,
  type TestServer,
} from './support.ts';

let server: TestServer;
let owner: LoggedIn;
let viewer: LoggedIn;
let acme: number;
let northwind: number;

beforeAll(async () => {
  server = await startTestServer({ sessionIdleSeconds: 60 });
  owner = await logIn(server.app, OWNER);
  viewer = await logIn(server.app, VIEWER);
  const ids = await accountIds(server.db);
  acme = ids['Acme Bakery']!;
  northwind = ids['Northwind Studio']!;
});
afterAll(() => server.close());
// Every test starts with empty rate-limit windows (15 minutes) and timed-out sessions.
beforeEach(() => server.clock.advance(16 * 60_000));

async function sendCode(userId: number, accountId: number) {
  return call(server.app, 'POST', '/api/sendMFA', { body: { userId, account_id: accountId } });
}

/** Sends a code to the owner for Acme and answers it, read from the outbox. */
async function mailedCode(userId = owner.user.id, accountId = acme, email = OWNER.username): Promise<string> {
  const before = (await latestMailTo(server.app, email))?.id ?? 0;
  const sent = await sendCode(userId, accountId);
  expect(sent.status).toBe(200);
  const mail = await latestMailTo(server.app, email);
  expect(mail?.id).toBeGreaterThan(before);
  const code = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${mail?.text}`);
  return code;
}

function mfaLogin(id: number, mfaCode: string, accountId = acme) {
  return call(server.app, 'POST', '/api/MFAauthenticate', {
    body: { id, mfa_code: mfaCode, account_id: accountId },
  });
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/sendMFA', () => {
  it("answers code 200 'Otp sent to your email' and mails a 4-digit code to the user", async () => {
    const answer = await sendCode(owner.user.id, acme);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 200, code: 200, message: 'Otp sent to your email', data: null });
    const mail = await latestMailTo(server.app, OWNER.username);
    expect(mail?.subject).toMatch(/login code/);
    expect(mail?.text).toMatch(/\b\d{4}\b/);
    expect(mail?.text).toContain('10 minutes');
  });

  it('stores only a salted hash of the code, with a 10-minute expiry', async () => {
    const code = await mailedCode();
    const rows = await server.db.query<{
      code_hash: string;
      expires_at: Date;
      created_at: Date;
      attempts: number;
    }>('select code_hash, expires_at, created_at, attempts from mfa_codes where user_id = $1', [
      owner.user.id,
    ]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^scrypt\$/);
    expect(row.code_hash).not.toContain(code);
    expect(JSON.stringify(await server.db.query('select * from mfa_codes'))).not.toContain(`"${code}"`);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(600_000);
    expect(row.attempts).toBe(0);
  });

  it.each([
    [{ account_id: 1 }, 'userId', 'userId: userId is required'],
    [{ userId: 1 }, 'account_id', 'account_id: account_id is required'],
    [{ userId: 'abc', account_id: 1 }, 'userId', 'userId: userId must be a whole number'],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const answer = await call(server.app, 'POST', '/api/sendMFA', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });

  it('for a user who is not a member of the account answers the same but mails nothing', async () => {
    const before = (await latestMailTo(server.app, VIEWER.username))?.id;
    const answer = await sendCode(viewer.user.id, northwind);
    expect(answer.json).toEqual({ status: 200, code: 200, message: 'Otp sent to your email', data: null });
    expect((await latestMailTo(server.app, VIEWER.username))?.id).toBe(before);
    const unknown = await sendCode(999_999, acme);
    expect(unknown.status).toBe(200);
    const rows = await server.db.query('select 1 from mfa_codes where user_id in ($1, $2)', [
      999_999,
      viewer.user.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/MFAauthenticate', () => {
  it('logs a timed-out user back in with a new working token', async () => {
    const session = await logIn(server.app, OWNER);
    server.clock.advance(61_000);
    const timedOut = await call(server.app, 'GET', '/api/me', { token: session.token });
    expect(timedOut.status).toBe(401);
    expect(timedOut.text).toBe('unauthorized access');

    const code = await mailedCode();
    const answer = await mfaLogin(owner.user.id, code);
    expect(answer.status).toBe(200);
    const body = v.parse(mfaAuthenticateResponse, answer.json);
    expect(body).toMatchObject({ status: 200, code: 200, message: 'Logged in successfully' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(session.token);
    expect(answer.json).toMatchObject({ data: { token: body.token, user: { id: owner.user.id } } });

    const me = await call(server.app, 'GET', '/api/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(v.parse(meResponse, me.json).data).toMatchObject({ id: owner.user.id, impersonator: null });
    expect((await call(server.app, 'GET', '/api/me', { token: session.token })).status).toBe(401);
  });

  it('a code works once', async () => {
    const code = await mailedCode();
    expect((await mfaLogin(owner.user.id, code)).status).toBe(200);
    const again = await mfaLogin(owner.user.id, code);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ status: 401, code: 401, message: 'Invalid otp', data: null });
  });

  it('a wrong code answers 401 Invalid otp (JSON, not the session-timeout body)', async () => {
    const code = await mailedCode();
    const answer = await mfaLogin(owner.user.id, wrong(code));
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.json).toEqual({ status: 401, code: 401, message: 'Invalid otp', data: null });
    expect(v.parse(mfaAuthenticateResponse, answer.json).code).toBe(401);
  });

  it('a code is bound to its user and its account', async () => {
    const code = await mailedCode();
    expect((await mfaLogin(viewer.user.id, code)).json).toMatchObject({ code: 401, message: 'Invalid otp' });
    expect((await mfaLogin(owner.user.id, code, northwind)).json).toMatchObject({
      code: 401,
      message: 'Invalid otp',
    });
    // Neither used it up: the right user and account still log in.
    expect((await mfaLogin(owner.user.id, code)).status).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const code = await mailedCode();
    server.clock.advance(599_000);
    expect((await mfaLogin(owner.user.id, code)).status).toBe(200);

    const late = await mailedCode();
    server.clock.advance(600_001);
    const answer = await mfaLogin(owner.user.id, late);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 401, message: MFA_SERVER_MESSAGES.expired });
    expect(String(answer.json?.message)).toMatch(/^Invalid otp/);
    expect(await server.db.query('select 1 from mfa_codes where user_id = $1', [owner.user.id])).toHaveLength(
      0,
    );
  });

  it('5 wrong tries spend the code: even the right one is refused, a new code is needed', async () => {
    const code = await mailedCode();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await mfaLogin(owner.user.id, wrong(code))).json).toMatchObject({ message: 'Invalid otp' });
    }
    const fifth = await mfaLogin(owner.user.id, wrong(code));
    expect(fifth.json).toEqual({
      status: 401,
      code: 401,
      message: 'Invalid otp: too many wrong tries. Request a new code.',
      data: null,
    });
    const right = await mfaLogin(owner.user.id, code);
    expect(right.status).toBe(401);
    expect(right.json).toMatchObject({ message: MFA_SERVER_MESSAGES.locked });

    server.clock.advance(16 * 60_000);
    const fresh = await mailedCode();
    expect((await mfaLogin(owner.user.id, fresh)).status).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const first = await mailedCode();
    let second = await mailedCode();
    while (second === first) second = await mailedCode();
    expect((await mfaLogin(owner.user.id, first)).status).toBe(401);
    expect((await mfaLogin(owner.user.id, second)).status).toBe(200);
  });

  it.each([
    [{ id: 1, mfa_code: '12a4', account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code must be 4 digits'],
    [{ id: 1, mfa_code: '12345', account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code must be 4 digits'],
    [{ id: 1, mfa_code: 1234, account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code must be 4 digits'],
    [{ id: 1, account_id: 1 }, 'mfa_code', 'mfa_code: mfa_code is required'],
    [{ mfa_code: '1234', account_id: 1 }, 'id', 'id: id is required'],
    [{ id: 1, mfa_code: '1234' }, 'account_id', 'account_id: account_id is required'],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const answer = await call(server.app, 'POST', '/api/MFAauthenticate', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });
});
