/**
 * Registration by e-mail confirmation (issue 12, finding 11): POST /api/register answers the same for known and
 * unknown e-mails and mails either a single-use link or a note to the owner; POST /api/confirmRegistration uses the
 * link once to create the user and log them in. The forgot-password call answers the same for both too.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accountsResponse } from '../../../src/contract/accounts.ts';
import { PASSWORD_SERVER_MESSAGES, REGISTRATION_MAIL_SENT } from '../../../src/contract/passwords.ts';
import { RATE_LIMITS } from '../../../src/server/rateLimit.ts';
import { hashToken } from '../../../src/server/security.ts';
import {
  confirmRegistration,
  registerUser,
  registrationToken,
  registrationTokenIn,
} from './registerSupport.ts';
import {
  OWNER,
  TEST_PUBLIC_URL,
  call,
  freshRateLimitsEachTest,
  latestMailTo,
  otherApp,
  outbox,
  seededServer,
} from './support.ts';

const t = seededServer();
freshRateLimitsEachTest(t);

const SENT = { status: 200, code: 200, message: REGISTRATION_MAIL_SENT, data: null };
const DAY = 24 * 3600_000;

let serial = 0;
function newPerson(password = 'long-enough') {
  serial += 1;
  return { first_name: 'Nia', last_name: `New${serial}`, email: `reg${serial}@example.test`, password };
}

const register = (body: Record<string, unknown>, ip?: string) =>
  call(t.server.app, 'POST', '/api/register', { body, ip });
const login = (username: string, password: string) =>
  call(t.server.app, 'POST', '/api/webauthenticate', { body: { username, password } });

async function count(table: string): Promise<number> {
  const rows = await t.server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

/** What registering must never touch for an existing user. */
async function ownerRow() {
  const rows = await t.server.db.query('select * from users where lower(email) = $1', [OWNER.username]);
  return rows[0];
}

describe('POST /api/register: the same answer for every e-mail', () => {
  it('answers a known e-mail (in any case) and an unknown one with the same status and body', async () => {
    const known = await register({
      first_name: 'O',
      last_name: 'O',
      email: 'OWNER@demo.test',
      password: 'long-enough',
    });
    const unknown = await register(newPerson());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(unknown.text).toBe(known.text);
    expect(known.json).toEqual(SENT);
  });

  it('an unknown e-mail gets a 24-hour link on the public URL; only hashes are stored, no user yet', async () => {
    const person = newPerson();
    const users = await count('users');
    expect((await register(person)).json).toEqual(SENT);

    const mail = await latestMailTo(t.server.app, person.email);
    expect(mail?.subject).toBe('Finish creating your Brandpilot account');
    const link = /(\S+\/\?confirm=\S+#register)/.exec(mail!.text)?.[1];
    expect(link?.startsWith(`${TEST_PUBLIC_URL}/?confirm=`)).toBe(true);
    expect(mail!.text).toContain('24 hours');
    // The names typed in the form are not sent to the address.
    expect(mail!.text).not.toContain(person.last_name);
    const token = registrationTokenIn(mail!.text)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await t.server.db.query<{
      token_hash: string;
      password_hash: string;
      created_at: Date;
      expires_at: Date;
    }>('select * from pending_registrations where email = $1', [person.email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(DAY);
    const stored = JSON.stringify(await t.server.db.query('select * from pending_registrations'));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(person.password);

    expect(await count('users')).toBe(users);
    expect((await login(person.email, person.password)).status).toBe(401);
  });

  it('a known e-mail gets a note with links to log in and to reset the password; nothing changes for its owner', async () => {
    const before = await ownerRow();
    const sessions = await count('sessions');
    const pending = await count('pending_registrations');
    const mails = (await outbox(t.server.app)).length;

    const answer = await register({
      first_name: 'Eve',
      last_name: 'Attacker',
      email: 'Owner@Demo.test',
      password: 'evil-password',
    });
    expect(answer.json).toEqual(SENT);

    const all = await outbox(t.server.app);
    expect(all.length).toBe(mails + 1);
    const mail = await latestMailTo(t.server.app, OWNER.username);
    expect(mail?.subject).toBe('Someone tried to create a Brandpilot account with your e-mail');
    expect(mail!.text).toContain('Hi Olivia,');
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/#login`);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/forgot_password`);
    expect(mail!.text).not.toContain('confirm=');
    expect(mail!.text).not.toContain('Eve');

    expect(await ownerRow()).toEqual(before);
    expect(await count('sessions')).toBe(sessions);
    expect(await count('pending_registrations')).toBe(pending);
    expect((await login(OWNER.username, OWNER.password)).status).toBe(200);
    expect((await login(OWNER.username, 'evil-password')).status).toBe(401);
  });

  it('a mail that cannot be sent still gets the same answer', async () => {
    const failing = otherApp(
      t.server,
      {},
      { mail: { send: () => Promise.reject(new Error('mail server down')) }, adminToken: null },
    );
    const body = { first_name: 'F', last_name: 'F', password: 'long-enough' };
    const known = await call(failing, 'POST', '/api/register', { body: { ...body, email: OWNER.username } });
    const unknown = await call(failing, 'POST', '/api/register', {
      body: { ...body, email: newPerson().email },
    });
    expect(known.json).toEqual(SENT);
    expect(unknown.json).toEqual(SENT);
  });

  it.each([
    [
      { last_name: 'L', email: 'a@b.test', password: 'long-enough' },
      'first_name',
      'first_name: first_name is required',
    ],
    [
      { first_name: ' ', last_name: 'L', email: 'a@b.test', password: 'long-enough' },
      'first_name',
      'first_name: first_name is required',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'not-mail', password: 'long-enough' },
      'email',
      'email: email must be an e-mail address',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.test', password: 'short' },
      'password',
      'password: password must have at least 8 characters',
    ],
  ])('refuses %o with a 400 naming the field, and mails nothing', async (body, field, message) => {
    const mails = (await outbox(t.server.app)).length;
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
    expect((await outbox(t.server.app)).length).toBe(mails);
  });
});

describe('POST /api/sendForgotPasswordResetLink: the same answer for every e-mail', () => {
  it('answers a known e-mail and an unknown one with the same status and body', async () => {
    const forgot = (email: string) =>
      call(t.server.app, 'POST', '/api/sendForgotPasswordResetLink', { body: { email } });
    const known = await forgot(OWNER.username);
    const unknown = await forgot('nobody-at-all@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
  });
});

describe('POST /api/confirmRegistration', () => {
  it('creates the user with a first account of their own and logs them in', async () => {
    const token = await registrationToken(t.server.app, {
      first_name: ' Rita ',
      last_name: 'Reg',
      email: 'Rita@Example.test',
      password: 'long-enough',
    });
    const answer = await confirmRegistration(t.server.app, token);
    expect(answer.status).toBe(200);
    const { token: session, user } = answer.parsed!.data!;
    expect(user).toMatchObject({
      username: 'Rita@Example.test',
      name: { first_name: 'Rita', last_name: 'Reg' },
      account_role: 1,
      roleType: 1,
      isStaff: false,
      impersonator: null,
    });
    expect((await call(t.server.app, 'GET', '/api/me', { token: session })).status).toBe(200);
    const accounts = await call(t.server.app, 'GET', '/api/auth/getUAccounts', { token: session });
    const list = v.parse(accountsResponse, accounts.json).data ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: user.accountId,
      accountName: 'Rita Reg',
      checked: true,
      landing_url: '/subjects_services',
      Onboarding_type_id: 6,
      account_role: 1,
    });
    expect((await login('rita@example.test', 'long-enough')).status).toBe(200);
    expect(
      await t.server.db.query('select 1 from pending_registrations where lower(email) = $1', [
        'rita@example.test',
      ]),
    ).toEqual([]);
  });

  it('works once: the second use is a 400 naming the token and creates nothing', async () => {
    const person = newPerson();
    const token = await registrationToken(t.server.app, person);
    expect((await confirmRegistration(t.server.app, token)).status).toBe(200);
    const users = await count('users');
    const again = await confirmRegistration(t.server.app, token);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      status: 400,
      field: 'token',
      message: PASSWORD_SERVER_MESSAGES.badRegistrationToken,
      data: null,
    });
    expect(await count('users')).toBe(users);
  });

  it('expires after 24 hours', async () => {
    const person = newPerson();
    const token = await registrationToken(t.server.app, person);
    const users = await count('users');
    t.server.clock.advance(DAY);
    const answer = await confirmRegistration(t.server.app, token);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'token',
      message: PASSWORD_SERVER_MESSAGES.badRegistrationToken,
    });
    expect(await count('users')).toBe(users);
    expect((await login(person.email, person.password)).status).toBe(401);
  });

  it('a newer registration of the e-mail replaces the older link, with its password', async () => {
    const first = newPerson('first-password');
    const older = await registrationToken(t.server.app, first);
    const newer = await registrationToken(t.server.app, { ...first, password: 'second-password' });
    expect((await confirmRegistration(t.server.app, older)).status).toBe(400);
    expect((await confirmRegistration(t.server.app, newer)).status).toBe(200);
    expect((await login(first.email, 'second-password')).status).toBe(200);
    expect((await login(first.email, 'first-password')).status).toBe(401);
  });

  it('an e-mail that got an account meanwhile is a 409 naming email, and nothing is created', async () => {
    const person = newPerson();
    const token = await registrationToken(t.server.app, person);
    await t.server.db.query(
      `insert into users (email, password_hash, first_name, last_name) values ($1, 'x', 'Other', 'Way')`,
      [person.email.toUpperCase()],
    );
    const users = await count('users');
    const accounts = await count('accounts');
    const answer = await confirmRegistration(t.server.app, token);
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ field: 'email', message: PASSWORD_SERVER_MESSAGES.emailTaken });
    expect(await count('users')).toBe(users);
    expect(await count('accounts')).toBe(accounts);
  });

  it('a registered user is a normal user (the helper the other tests use)', async () => {
    const person = newPerson();
    const { token } = await registerUser(t.server.app, person);
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(200);
  });

  it.each([
    [{}, 'token: token is required'],
    [{ token: 'short' }, 'token: token is not valid'],
    [{ token: `${'x'.repeat(42)}\u0000` }, expect.stringMatching(/^token: /)],
    [{ token: 'x'.repeat(201) }, 'token: token is not valid'],
    [{ token: 'x'.repeat(43) }, PASSWORD_SERVER_MESSAGES.badRegistrationToken],
  ])('refuses %o with a 400 naming the token', async (body, message) => {
    const users = await count('users');
    const answer = await call(t.server.app, 'POST', '/api/confirmRegistration', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'token', message });
    expect(await count('users')).toBe(users);
  });
});

describe('register rate limits (every call counts, known e-mail or not)', () => {
  const body = (email: string) => ({
    first_name: 'Rate',
    last_name: 'Limit',
    email,
    password: 'long-enough',
  });
  const TOO_MANY = {
    status: 429,
    message: 'Too many attempts. Please wait a few minutes and try again.',
    data: null,
  };

  it('per e-mail', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.registerPerEmail.limit; attempt += 1) {
      expect((await register(body('limited@example.test'), `10.4.0.${attempt + 1}`)).json).toEqual(SENT);
    }
    const refused = await register(body('limited@example.test'), '10.4.1.1');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('per IP', async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.registerPerIp.limit; attempt += 1) {
      expect((await register(body(`new${attempt}@example.test`), '10.5.0.1')).status).toBe(200);
    }
    expect((await register(body('fresh-ip@example.test'), '10.5.0.1')).status).toBe(429);
    expect((await register(body('fresh-ip@example.test'), '10.5.0.2')).status).toBe(200);
  });
});
