import { SOCIAL_ONLY_PASSWORD } from '../../../src/server/routes/socialSignIn.ts';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BACKGROUND_HEADER } from '../../../src/contract/envelope.ts';
import { loginResponse, meResponse } from '../../../src/contract/session.ts';
import type { Queryable } from '../../../src/server/db.ts';
import { hashToken } from '../../../src/server/security.ts';
import { liveSession } from '../../../src/server/sessions.ts';
import { OWNER, VIEWER, call, logIn, otherApp, seededServer } from './support.ts';

const t = seededServer({}, { sessionIdleSeconds: 60 });

describe('POST /api/webauthenticate', () => {
  it('logs the owner in with a token and the auth user of the landing account', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', { body: OWNER });
    expect(answer.status).toBe(200);
    const body = v.parse(loginResponse, answer.json);
    expect(body.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data?.user).toMatchObject({
      username: 'owner@demo.test',
      email: 'owner@demo.test',
      name: { first_name: 'Olivia', last_name: 'Owner' },
      account_role: 1,
      roleType: 1,
      partnerId: 0,
      isStaff: false,
    });
    const [landing] = await t.server.db.query<{ id: number }>(
      "select id from accounts where account_name = 'Acme Bakery'",
    );
    expect(body.data?.user.accountId).toBe(landing?.id);
  });

  it('accepts the e-mail in another case and with spaces', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', {
      body: { username: '  Owner@Demo.TEST ', password: 'demo1234' },
    });
    expect(answer.status).toBe(200);
  });

  it('gives the viewer role 3', async () => {
    const { user } = await logIn(t.server.app, VIEWER);
    expect(user.account_role).toBe(3);
  });

  it.each([
    ['a wrong password', { username: 'owner@demo.test', password: 'wrong' }],
    ['an unknown e-mail', { username: 'nobody@demo.test', password: 'demo1234' }],
  ])('refuses %s with a JSON 401 (not the session-timeout body)', async (_, body) => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', { body });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ status: 401, message: 'Invalid e-mail or password.', data: null });
  });
});

describe('GET /api/me', () => {
  it('answers the current user', async () => {
    const { token, user } = await logIn(t.server.app);
    const answer = await call(t.server.app, 'GET', '/api/me', { token });
    expect(answer.status).toBe(200);
    expect(v.parse(meResponse, answer.json).data).toEqual(user);
  });

  it('accepts the token header too', async () => {
    const { token } = await logIn(t.server.app);
    const answer = await call(t.server.app, 'GET', '/api/me', { headers: { token } });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'x'.repeat(43) }],
  ])('with %s answers 401 unauthorized access as text', async (_, options) => {
    const answer = await call(t.server.app, 'GET', '/api/me', options);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.text).toBe('unauthorized access');
  });
});

describe('session idle timeout', () => {
  it('a session used within the idle time stays alive; one idle longer answers 401', async () => {
    const { token } = await logIn(t.server.app);
    t.server.clock.advance(50_000);
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(200);
    // The call above touched the session: 50 s more is still within 60 s of idleness.
    t.server.clock.advance(50_000);
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(200);
    t.server.clock.advance(61_000);
    const answer = await call(t.server.app, 'GET', '/api/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
    // Kept for the MFA re-login, marked with the moment it timed out (60 s after its last use).
    const row = await sessionRow(token);
    expect(row?.timed_out_at?.getTime()).toBe(row!.last_seen_at.getTime() + 60_000);
    // It never comes back: not even for a call at once.
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(401);
  });

  it("background calls (the SPA's polls) do not keep the session alive; the person's calls do", async () => {
    const { token } = await logIn(t.server.app);
    const poll = (path: string) =>
      call(t.server.app, 'GET', path, { token, headers: { [BACKGROUND_HEADER]: '1' } });
    for (let second = 0; second < 60; second += 10) {
      t.server.clock.advance(10_000);
      expect((await poll('/api/auth/getNotifications')).status).toBe(200);
      expect((await poll('/api/getAllConversationlist')).status).toBe(200);
    }
    // 60 s of polling since the login: one second more is idle too long, for the polls as for the person.
    t.server.clock.advance(1000);
    const refused = await poll('/api/auth/getNotifications');
    expect(refused.status).toBe(401);
    expect(refused.text).toBe('unauthorized access');
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(401);

    // A call without the header (or with another value) is the person's: it moves the idle clock.
    const other = await logIn(t.server.app);
    t.server.clock.advance(50_000);
    expect(
      (
        await call(t.server.app, 'GET', '/api/me', {
          token: other.token,
          headers: { [BACKGROUND_HEADER]: '0' },
        })
      ).status,
    ).toBe(200);
    t.server.clock.advance(50_000);
    // 100 s after the login, 50 s after the person's call: alive.
    const later = await call(t.server.app, 'GET', '/api/auth/getNotifications', {
      token: other.token,
      headers: { [BACKGROUND_HEADER]: '1' },
    });
    expect(later.status).toBe(200);
  });

  it('a request checked just before the session ended does not bring it back when it records the use', async () => {
    const { token } = await logIn(t.server.app);
    const limits = { sessionIdleSeconds: 60, sessionMaxHours: 24 };
    const agedSince = new Date(t.server.clock.now().getTime() - 61_000).toISOString();
    // Between this request's check and its write, the session goes idle past the limit (another request aged it).
    const racing: Queryable = {
      exec: (sql) => t.server.db.exec(sql),
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const rows = await t.server.db.query<T>(sql, params);
        if (sql.startsWith('select'))
          await t.server.db.query('update sessions set last_seen_at = $1 where token_hash = $2', [
            agedSince,
            hashToken(token),
          ]);
        return rows;
      },
    };
    const checked = await liveSession(racing, { token, now: t.server.clock.now(), limits, touch: true });
    expect(checked).not.toBeNull();
    expect((await sessionRow(token))?.last_seen_at.toISOString()).toBe(agedSince);
    const answer = await call(t.server.app, 'GET', '/api/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
  });

  it('a session timed out more than 24 hours ago is deleted when it shows up again', async () => {
    const { token } = await logIn(t.server.app);
    t.server.clock.advance(61_000);
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(401);
    t.server.clock.advance(24 * 3_600_000);
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });
});

describe('absolute session lifetime (SESSION_MAX_HOURS)', () => {
  it('a session older than its lifetime answers 401 however busy the person is', async () => {
    const app = otherApp(t.server, { sessionIdleSeconds: 3600, sessionMaxHours: 2 });
    const { token } = await logIn(app);
    for (let minute = 0; minute < 120; minute += 30) {
      t.server.clock.advance(30 * 60_000);
      expect((await call(app, 'GET', '/api/me', { token })).status).toBe(200);
    }
    t.server.clock.advance(1000);
    const answer = await call(app, 'GET', '/api/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
    const row = await sessionRow(token);
    expect(row?.timed_out_at?.getTime()).toBe(row!.created_at.getTime() + 2 * 3_600_000);
  });
});

async function sessionRow(token: string) {
  const rows = await t.server.db.query<{ created_at: Date; last_seen_at: Date; timed_out_at: Date | null }>(
    'select created_at, last_seen_at, timed_out_at from sessions where token_hash = $1',
    [hashToken(token)],
  );
  return rows[0];
}

describe('POST /api/logout', () => {
  it('deletes a timed-out session too', async () => {
    const { token } = await logIn(t.server.app);
    t.server.clock.advance(61_000);
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(401);
    expect(await sessionRow(token)).toBeDefined();
    expect((await call(t.server.app, 'POST', '/api/logout', { token, body: {} })).status).toBe(200);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('deletes the session', async () => {
    const { token } = await logIn(t.server.app);
    const answer = await call(t.server.app, 'POST', '/api/logout', { token, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 200, data: { loggedOut: true } });
    expect((await call(t.server.app, 'GET', '/api/me', { token })).status).toBe(401);
  });

  it('answers 200 for a stale token too', async () => {
    const answer = await call(t.server.app, 'POST', '/api/logout', { token: 'stale', body: {} });
    expect(answer.status).toBe(200);
  });
});

describe('secrets at rest', () => {
  it('stores no password and no token in clear', async () => {
    const { token } = await logIn(t.server.app);
    const all = await t.server.db.query<{ password_hash: string }>('select password_hash from users');
    // The seeded social-only login (social@demo.test) has no password: the marker no password matches.
    const users = all.filter((row) => row.password_hash !== SOCIAL_ONLY_PASSWORD);
    expect(all.length - users.length).toBe(1);
    expect(users.length).toBeGreaterThanOrEqual(2);
    for (const { password_hash } of users) {
      expect(password_hash).not.toContain('demo1234');
      expect(password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    }
    const sessions = await t.server.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(sessions.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(sessions)).not.toContain(token);
    const dump = JSON.stringify(await t.server.db.query('select * from sessions'));
    expect(dump).not.toContain(token);
  });

  it('two users with the same password get different hashes (random salt)', async () => {
    const rows = await t.server.db.query<{ password_hash: string }>(
      "select password_hash from users where email in ('owner@demo.test', 'viewer@demo.test')",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
  });
});
