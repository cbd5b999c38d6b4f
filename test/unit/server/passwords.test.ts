import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FORGOT_PASSWORD_SENT, PASSWORD_SERVER_MESSAGES } from '../../../src/contract/passwords.ts';
import { loginResponse } from '../../../src/contract/session.ts';
import { hashToken } from '../../../src/server/security.ts';
import { registerUser } from './registerSupport.ts';
import {
  NO_SUCH_ACCOUNT,
  OWNER,
  TEST_PUBLIC_URL,
  call,
  freshRateLimitsEachTest,
  latestMailTo,
  logIn,
  outbox,
  seededServer,
} from './support.ts';

const t = seededServer();
freshRateLimitsEachTest(t);

let serial = 0;
/** Registers (and confirms) a new user and answers their e-mail, password and session. */
async function newUser(password = 'first-pass-1') {
  serial += 1;
  const email = `person${serial}@example.test`;
  const { token, user } = await registerUser(t.server.app, {
    first_name: 'Nia',
    last_name: `New${serial}`,
    email,
    password,
  });
  return { email, password, token, user };
}

const login = (username: string, password: string) =>
  call(t.server.app, 'POST', '/api/webauthenticate', { body: { username, password } });

describe('POST /api/login (alias of webauthenticate)', () => {
  it('logs in like webauthenticate', async () => {
    const answer = await call(t.server.app, 'POST', '/api/login', { body: OWNER });
    expect(answer.status).toBe(200);
    const body = v.parse(loginResponse, answer.json);
    expect(body.data?.user.username).toBe('owner@demo.test');
    expect((await call(t.server.app, 'GET', '/api/me', { token: body.data!.token })).status).toBe(200);
  });

  it('refuses a wrong password with the JSON 401', async () => {
    const answer = await call(t.server.app, 'POST', '/api/login', { body: { ...OWNER, password: 'nope' } });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ status: 401, message: 'Invalid e-mail or password.', data: null });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const answer = await call(t.server.app, 'POST', '/api/login', { body: { username: 'owner@demo.test' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'password' });
  });
});

async function resetLinkFor(email: string): Promise<string> {
  const answer = await call(t.server.app, 'POST', '/api/sendForgotPasswordResetLink', { body: { email } });
  expect(answer.json).toEqual({ status: 200, code: 200, message: FORGOT_PASSWORD_SENT, data: null });
  const mail = await latestMailTo(t.server.app, email);
  const link = /(http\S+\/reset\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/sendForgotPasswordResetLink', () => {
  it('mails a reset link on the public URL and stores only the hash of its token', async () => {
    const { email } = await newUser();
    const link = await resetLinkFor(email);
    expect(link.startsWith(`${TEST_PUBLIC_URL}/reset?token=`)).toBe(true);
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.server.db.query<{
      token_hash: string;
      purpose: string;
      created_at: Date;
      expires_at: Date;
    }>(
      `select t.token_hash, t.purpose, t.created_at, t.expires_at from password_tokens t
       join users u on u.id = t.user_id where u.email = $1 and t.used_at is null`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.purpose).toBe('reset');
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(3_600_000);
    expect(JSON.stringify(await t.server.db.query('select * from password_tokens'))).not.toContain(token);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const count = (await outbox(t.server.app)).length;
    const answer = await call(t.server.app, 'POST', '/api/sendForgotPasswordResetLink', {
      body: { email: 'nobody-here@example.test' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 200, code: 200, message: FORGOT_PASSWORD_SENT, data: null });
    expect((await outbox(t.server.app)).length).toBe(count);
  });

  it('refuses a bad e-mail with a 400 naming it', async () => {
    const answer = await call(t.server.app, 'POST', '/api/sendForgotPasswordResetLink', {
      body: { email: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'email', message: 'email: email must be an e-mail address' });
  });
});

describe('POST /api/resetPassword', () => {
  it('sets the new password once: the new one works, the old one and the old sessions do not', async () => {
    const person = await newUser('old-password-1');
    const token = tokenOf(await resetLinkFor(person.email));
    const answer = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token, password: 'new-password-2' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 200,
      code: 200,
      message: PASSWORD_SERVER_MESSAGES.passwordSet,
      data: null,
    });
    expect((await login(person.email, 'new-password-2')).status).toBe(200);
    expect((await login(person.email, 'old-password-1')).status).toBe(401);
    expect((await call(t.server.app, 'GET', '/api/me', { token: person.token })).status).toBe(401);

    const again = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token, password: 'third-password-3' },
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ field: 'token', message: PASSWORD_SERVER_MESSAGES.badResetToken });
    expect((await login(person.email, 'new-password-2')).status).toBe(200);
  });

  it('expires after 1 hour', async () => {
    const person = await newUser('old-password-1');
    const token = tokenOf(await resetLinkFor(person.email));
    t.server.clock.advance(3_600_001);
    const answer = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token, password: 'new-password-2' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'token' });
    expect((await login(person.email, 'old-password-1')).status).toBe(200);
  });

  it('a newer link retires the older one', async () => {
    const person = await newUser();
    const older = tokenOf(await resetLinkFor(person.email));
    const newer = tokenOf(await resetLinkFor(person.email));
    const first = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token: older, password: 'whatever-1' },
    });
    expect(first.status).toBe(400);
    const second = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token: newer, password: 'whatever-1' },
    });
    expect(second.status).toBe(200);
  });

  it.each([
    [{ password: 'long-enough' }, 'token', 'token: token is required'],
    [{ token: 'short', password: 'long-enough' }, 'token', 'token: token is not valid'],
    [
      { token: 'x'.repeat(43), password: 'short' },
      'password',
      'password: password must have at least 8 characters',
    ],
    [{ token: 'x'.repeat(43), password: 'long-enough' }, 'token', PASSWORD_SERVER_MESSAGES.badResetToken],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const answer = await call(t.server.app, 'POST', '/api/resetPassword', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });
});

describe('POST /api/auth/changePassword', () => {
  it('changes the password; this session stays, the others end', async () => {
    const person = await newUser('old-password-1');
    const other = await login(person.email, 'old-password-1');
    const otherToken = (other.json as { data: { token: string } }).data.token;
    const answer = await call(t.server.app, 'POST', '/api/auth/changePassword', {
      token: person.token,
      headers: { accountId: String(person.user.accountId) },
      body: { old_password: 'old-password-1', new_password: 'new-password-2' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 200,
      code: 200,
      message: 'Your password has been changed.',
      data: null,
    });
    expect((await call(t.server.app, 'GET', '/api/me', { token: person.token })).status).toBe(200);
    expect((await call(t.server.app, 'GET', '/api/me', { token: otherToken })).status).toBe(401);
    expect((await login(person.email, 'new-password-2')).status).toBe(200);
    expect((await login(person.email, 'old-password-1')).status).toBe(401);
  });

  it('refuses a wrong old password with a 400 (not a 401) naming old_password', async () => {
    const person = await newUser('old-password-1');
    const answer = await call(t.server.app, 'POST', '/api/auth/changePassword', {
      token: person.token,
      body: { old_password: 'not-it', new_password: 'new-password-2' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'old_password',
      message: PASSWORD_SERVER_MESSAGES.wrongOldPassword,
    });
    expect((await login(person.email, 'old-password-1')).status).toBe(200);
  });

  it.each([
    [
      { old_password: 'old-password-1', new_password: 'old-password-1' },
      'new_password',
      PASSWORD_SERVER_MESSAGES.samePassword,
    ],
    [
      { old_password: 'old-password-1', new_password: 'short' },
      'new_password',
      'new_password: new_password must have at least 8 characters',
    ],
    [{ new_password: 'new-password-2' }, 'old_password', 'old_password: old_password is required'],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const person = await newUser('old-password-1');
    const answer = await call(t.server.app, 'POST', '/api/auth/changePassword', {
      token: person.token,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });

  it('needs a session', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/changePassword', {
      body: { old_password: 'old-password-1', new_password: 'new-password-2' },
    });
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
  });

  it("naming another user's account is a 404 and changes nothing", async () => {
    const person = await newUser('old-password-1');
    const owner = await logIn(t.server.app);
    const answer = await call(t.server.app, 'POST', '/api/auth/changePassword', {
      token: person.token,
      headers: { accountId: String(owner.user.accountId) },
      body: { old_password: 'old-password-1', new_password: 'new-password-2' },
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
    expect((await login(person.email, 'old-password-1')).status).toBe(200);
  });
});
