import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { impersonationLinkResponse } from '../../../src/contract/impersonation.ts';
import { meResponse } from '../../../src/contract/session.ts';
import {
  adminTokenPath,
  readAdminToken,
  removeAdminToken,
  writeAdminToken,
} from '../../../src/server/adminToken.ts';
import { hashToken } from '../../../src/server/security.ts';
import {
  OWNER,
  STAFF,
  TEST_ADMIN_TOKEN,
  TEST_PUBLIC_URL,
  VIEWER,
  call,
  logIn,
  otherApp,
  seededServer,
} from './support.ts';

const t = seededServer({ owner: OWNER, staff: STAFF });

const requestLink = (body: Record<string, unknown>, adminToken: string | null = TEST_ADMIN_TOKEN) =>
  call(t.server.app, 'POST', '/api/admin/impersonation-links', {
    body,
    headers: adminToken === null ? {} : { 'x-admin-token': adminToken },
  });

async function newLink(userEmail = OWNER.username): Promise<string> {
  const answer = await requestLink({ staff_email: STAFF.username, user_email: userEmail });
  expect(answer.status).toBe(200);
  return v.parse(impersonationLinkResponse, answer.json).data!.link;
}

const pathOf = (link: string) => new URL(link).pathname;

/** Cookies of the answer: name -> {value, attributes}. */
function cookiesOf(headers: Headers) {
  const cookies = new Map<string, { value: string; attributes: string[] }>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    cookies.set(pair.slice(0, index), { value: decodeURIComponent(pair.slice(index + 1)), attributes });
  }
  return cookies;
}

describe('POST /api/admin/impersonation-links', () => {
  it('makes a one-time link on the public URL and stores only the hash of its token', async () => {
    const answer = await requestLink({ staff_email: 'Staff@Demo.test', user_email: OWNER.username });
    expect(answer.status).toBe(200);
    const data = v.parse(impersonationLinkResponse, answer.json).data!;
    expect(data.user_id).toBe(t.owner.user.id);
    expect(data.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/impersonate/[A-Za-z0-9_-]{43}$`));
    expect(new Date(data.expires_at).getTime() - t.server.clock.now().getTime()).toBe(600_000);
    const token = data.link.split('/').pop()!;
    const rows = await t.server.db.query<{ token_hash: string; staff_user_id: number; user_id: number }>(
      'select token_hash, staff_user_id, user_id from impersonation_links where token_hash = $1',
      [hashToken(token)],
    );
    expect(rows).toEqual([
      { token_hash: hashToken(token), staff_user_id: t.staff.user.id, user_id: t.owner.user.id },
    ]);
    expect(JSON.stringify(await t.server.db.query('select * from impersonation_links'))).not.toContain(token);
  });

  it.each([
    ['no admin token', null],
    ['a wrong admin token', 'not-the-token'],
  ])('with %s is a 401', async (_, adminToken) => {
    const answer = await requestLink({ staff_email: STAFF.username, user_email: OWNER.username }, adminToken);
    expect(answer.status).toBe(401);
    expect(String(answer.json?.message)).toMatch(/x-admin-token/);
  });

  it('a user who is not staff cannot impersonate', async () => {
    const answer = await requestLink({ staff_email: OWNER.username, user_email: VIEWER.username });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ message: 'Only staff users can impersonate.' });
    expect(
      await t.server.db.query('select 1 from impersonation_links where staff_user_id = $1', [
        t.owner.user.id,
      ]),
    ).toHaveLength(0);
  });

  it('staff users cannot be impersonated, and an unknown user is a 404', async () => {
    expect((await requestLink({ staff_email: STAFF.username, user_email: STAFF.username })).status).toBe(403);
    const unknown = await requestLink({ staff_email: STAFF.username, user_email: 'ghost@example.test' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: 'No user has this e-mail.' });
  });

  it.each([
    [{ user_email: OWNER.username }, 'staff_email', 'staff_email: staff_email is required'],
    [
      { staff_email: STAFF.username, user_email: 'nope' },
      'user_email',
      'user_email: user_email must be an e-mail address',
    ],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const answer = await requestLink(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, message });
  });

  it('does not exist when the server has no admin token', async () => {
    const bare = otherApp(t.server, {}, { adminToken: null });
    const answer = await call(bare, 'POST', '/api/admin/impersonation-links', {
      body: { staff_email: STAFF.username, user_email: OWNER.username },
      headers: { 'x-admin-token': TEST_ADMIN_TOKEN },
    });
    expect(answer.status).toBe(404);
  });
});

describe('GET /api/impersonate/<token>', () => {
  it('logs in as the user: cookies for the SPA, 302 to /redirect, /me names the impersonator', async () => {
    const answer = await call(t.server.app, 'GET', pathOf(await newLink()));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/redirect');
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const cookies = cookiesOf(answer.headers);
    expect([...cookies.keys()].sort()).toEqual(['auth.impersonationLogin', 'auth.token', 'auth.usedetail']);
    for (const { attributes } of cookies.values()) {
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'SameSite=None']));
      expect(attributes.map((a) => a.toLowerCase())).not.toContain('httponly');
    }
    expect(cookies.get('auth.impersonationLogin')?.value).toBe('1');
    const token = cookies.get('auth.token')!.value;
    const detail = JSON.parse(cookies.get('auth.usedetail')!.value) as Record<string, unknown>;
    const landing = await logIn(t.server.app, OWNER);
    expect(detail).toEqual({
      id: t.owner.user.id,
      accountId: landing.user.accountId,
      account_role: 1,
      roleType: 1,
    });

    const me = await call(t.server.app, 'GET', '/api/me', { token });
    expect(me.status).toBe(200);
    const user = v.parse(meResponse, me.json).data!;
    expect(user).toMatchObject({
      id: t.owner.user.id,
      username: OWNER.username,
      impersonator: { first_name: 'Sam' },
    });
    const [session] = await t.server.db.query<{ impersonator_user_id: number }>(
      'select impersonator_user_id from sessions where token_hash = $1',
      [hashToken(token)],
    );
    expect(session?.impersonator_user_id).toBe(t.staff.user.id);
    // A normal login of the same user has no impersonator.
    const own = await call(t.server.app, 'GET', '/api/me', { token: landing.token });
    expect(v.parse(meResponse, own.json).data?.impersonator).toBeNull();
  });

  it('works once', async () => {
    const path = pathOf(await newLink());
    expect((await call(t.server.app, 'GET', path)).status).toBe(302);
    const again = await call(t.server.app, 'GET', path);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ status: 400, message: expect.stringMatching(/not valid any more/) });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('expires after 10 minutes', async () => {
    const path = pathOf(await newLink());
    t.server.clock.advance(600_001);
    expect((await call(t.server.app, 'GET', path)).status).toBe(400);
  });

  it('an unknown token is refused', async () => {
    expect((await call(t.server.app, 'GET', `/api/impersonate/${'z'.repeat(43)}`)).status).toBe(400);
  });

  it('a staff member who lost the staff flag can no longer use a link made before', async () => {
    const path = pathOf(await newLink());
    await t.server.db.query('update users set is_staff = false where id = $1', [t.staff.user.id]);
    try {
      expect((await call(t.server.app, 'GET', path)).status).toBe(400);
    } finally {
      await t.server.db.query('update users set is_staff = true where id = $1', [t.staff.user.id]);
    }
  });

  it('an impersonation session skips the last-login update and may not change the password', async () => {
    const answer = await call(t.server.app, 'GET', pathOf(await newLink(VIEWER.username)));
    const token = cookiesOf(answer.headers).get('auth.token')!.value;
    const viewerId = (await logIn(t.server.app, VIEWER)).user.id;
    const [before] = await t.server.db.query<{ last_login: Date | null }>(
      'select last_login from users where id = $1',
      [viewerId],
    );
    const update = await call(t.server.app, 'POST', '/api/updateProfile', {
      token,
      body: { id: viewerId, last_login: '2031-01-01 00:00:00' },
    });
    expect(update.status).toBe(200);
    expect(update.json).toEqual({ status: 200, data: { id: viewerId, last_login: '2031-01-01 00:00:00' } });
    const [after] = await t.server.db.query<{ last_login: Date | null }>(
      'select last_login from users where id = $1',
      [viewerId],
    );
    expect(after?.last_login).toEqual(before?.last_login);

    const change = await call(t.server.app, 'POST', '/api/auth/changePassword', {
      token,
      body: { old_password: VIEWER.password, new_password: 'staff-chose-this' },
    });
    expect(change.status).toBe(403);
    expect(change.json).toMatchObject({ message: 'This is not allowed while impersonating a user.' });

    const welcome = await call(t.server.app, 'POST', '/api/auth/welcomeMailDollar1', {
      token,
      body: { user_id: viewerId, username: VIEWER.username, firstName: 'Vera', plan_id: 28 },
    });
    expect(welcome.json).toMatchObject({ status: 200, data: { sent: false } });
  });
});

describe('the admin-token file', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is written fresh with mode 0600, read back, and removed only while it holds our token', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brandpilot-admin-'));
    dirs.push(dir);
    expect(readAdminToken(dir)).toBeNull();
    const first = writeAdminToken(dir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(adminTokenPath(dir)).mode & 0o777).toBe(0o600);
    expect(readAdminToken(dir)).toBe(first);
    const second = writeAdminToken(dir);
    expect(second).not.toBe(first);
    removeAdminToken(dir, first);
    expect(readAdminToken(dir)).toBe(second);
    removeAdminToken(dir, second);
    expect(readAdminToken(dir)).toBeNull();
  });
});
