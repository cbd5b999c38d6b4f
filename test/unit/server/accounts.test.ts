import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accountDetailsResponse, accountsResponse } from '../../../src/contract/accounts.ts';
import { VIEWER, call, logIn, startTestServer, type LoggedIn, type TestServer } from './support.ts';

let server: TestServer;
let owner: LoggedIn;
let member: LoggedIn;
let acme: number;
let northwind: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await logIn(server.app);
  member = await logIn(server.app, VIEWER);
  const rows = await server.db.query<{ id: number; account_name: string }>(
    'select id, account_name from accounts',
  );
  acme = rows.find((row) => row.account_name === 'Acme Bakery')!.id;
  northwind = rows.find((row) => row.account_name === 'Northwind Studio')!.id;
});
afterAll(() => server.close());

const NO_ACCESS = { status: 403, message: 'You do not have access to this account.', data: null };

describe('GET /api/auth/getUAccounts', () => {
  it("lists the owner's two accounts, the landing one checked", async () => {
    const answer = await call(server.app, 'GET', '/api/auth/getUAccounts', {
      token: owner.token,
      headers: { accountId: String(acme) },
    });
    expect(answer.status).toBe(200);
    const accounts = v.parse(accountsResponse, answer.json).data ?? [];
    expect(accounts.map((a) => [a.accountName, a.checked, a.account_role, a.roleType])).toEqual([
      ['Acme Bakery', true, 1, 1],
      ['Northwind Studio', false, 1, 1],
    ]);
    expect(accounts[0]).toMatchObject({
      id: acme,
      accountId: acme,
      landing_url: '/contentplanner',
      isInvited: 0,
    });
  });

  it('needs a session', async () => {
    const answer = await call(server.app, 'GET', '/api/auth/getUAccounts');
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
  });
});

describe('account membership on /auth/ routes', () => {
  it.each([
    ['the accountId header', 'accountId'],
    ['the account_Id header', 'account_Id'],
    ['account_id in the body', 'body'],
  ] as const)('a foreign account in %s is a 403', async (_, where) => {
    const answer =
      where === 'body'
        ? await call(server.app, 'POST', '/api/auth/getaccountdetails', {
            token: member.token,
            body: { account_id: northwind },
          })
        : await call(server.app, 'GET', '/api/auth/getUAccounts', {
            token: member.token,
            headers: { [where]: String(northwind) },
          });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(NO_ACCESS);
  });

  it('an own account in the header with a foreign one in the body is still a 403', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/setonline', {
      token: member.token,
      headers: { accountId: String(acme) },
      body: { isOnline: 1, account_id: northwind },
    });
    expect(answer.status).toBe(403);
  });

  it('an account id that is not a number is a 400 naming the header', async () => {
    const answer = await call(server.app, 'GET', '/api/auth/getUAccounts', {
      token: owner.token,
      headers: { accountId: 'abc' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'accountId',
      message: 'accountId: accountId must be a whole number',
    });
  });
});

describe('POST /api/auth/getaccountdetails', () => {
  it('answers [that account] with code 200', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/getaccountdetails', {
      token: owner.token,
      headers: { accountId: String(acme) },
      body: { account_id: String(northwind) },
    });
    expect(answer.status).toBe(200);
    const body = v.parse(accountDetailsResponse, answer.json);
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data?.[0]).toMatchObject({
      accountName: 'Northwind Studio',
      accountId: northwind,
      checked: false,
    });
  });

  it('without account_id is a 400 naming it', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/getaccountdetails', {
      token: owner.token,
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'account_id', message: 'account_id: account_id is required' });
  });
});

describe('POST /api/auth/setlandingaccount', () => {
  it('moves the landing mark; /me and getUAccounts follow', async () => {
    const owner2 = await logIn(server.app);
    const answer = await call(server.app, 'POST', '/api/auth/setlandingaccount', {
      token: owner2.token,
      body: { account_id: northwind },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 200, data: { accountId: northwind, checked: true } });

    const me = await call(server.app, 'GET', '/api/me', { token: owner2.token });
    expect(me.json).toMatchObject({ data: { accountId: northwind } });
    const list = await call(server.app, 'GET', '/api/auth/getUAccounts', { token: owner2.token });
    const checked = (v.parse(accountsResponse, list.json).data ?? [])
      .filter((a) => a.checked)
      .map((a) => a.id);
    expect(checked).toEqual([northwind]);

    // Back, so other tests see the seed's landing account.
    await call(server.app, 'POST', '/api/auth/setlandingaccount', {
      token: owner2.token,
      body: { account_id: acme },
    });
    const rows = await server.db.query<{ account_id: number }>(
      'select account_id from account_memberships where user_id = $1 and is_landing',
      [owner2.user.id],
    );
    expect(rows).toEqual([{ account_id: acme }]);
  });

  it('refuses a foreign account', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/setlandingaccount', {
      token: member.token,
      body: { account_id: northwind },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(NO_ACCESS);
  });
});

describe('POST /api/auth/setonline', () => {
  it('stores the online flag on the user', async () => {
    server.clock.advance(1000);
    const now = server.clock.now().toISOString();
    const online = await call(server.app, 'POST', '/api/auth/setonline', {
      token: owner.token,
      body: { isOnline: 1 },
    });
    expect(online.status).toBe(200);
    expect(online.json).toEqual({ status: 200, data: { isOnline: 1 } });
    let [row] = await server.db.query<{ is_online: number; last_seen: Date }>(
      'select is_online, last_seen from users where id = $1',
      [owner.user.id],
    );
    expect(row?.is_online).toBe(1);
    expect(row?.last_seen.toISOString()).toBe(now);

    await call(server.app, 'POST', '/api/auth/setonline', { token: owner.token, body: { isOnline: 0 } });
    [row] = await server.db.query<{ is_online: number; last_seen: Date }>(
      'select is_online, last_seen from users where id = $1',
      [owner.user.id],
    );
    expect(row?.is_online).toBe(0);
  });

  it('refuses another value with a 400 naming isOnline', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/setonline', {
      token: owner.token,
      body: { isOnline: 2 },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'isOnline', message: 'isOnline: isOnline must be 0 or 1' });
  });
});

describe('POST /api/updateProfile', () => {
  it('stores last_login (UTC) for the current user', async () => {
    const answer = await call(server.app, 'POST', '/api/updateProfile', {
      token: owner.token,
      body: { id: owner.user.id, last_login: '2025-02-03 14:05:09' },
    });
    expect(answer.status).toBe(200);
    const [row] = await server.db.query<{ last_login: Date }>('select last_login from users where id = $1', [
      owner.user.id,
    ]);
    expect(row?.last_login.toISOString()).toBe('2025-02-03T14:05:09.000Z');
  });

  it('refuses to update another user with a 403 and changes nothing', async () => {
    const answer = await call(server.app, 'POST', '/api/updateProfile', {
      token: member.token,
      body: { id: owner.user.id, last_login: '2030-01-01 00:00:00' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      status: 403,
      message: 'You can only update your own profile.',
      data: null,
    });
    const [row] = await server.db.query<{ last_login: Date }>('select last_login from users where id = $1', [
      owner.user.id,
    ]);
    expect(row?.last_login.toISOString()).toBe('2025-02-03T14:05:09.000Z');
  });

  it.each(['2025-02-30 10:00:00', '2025-02-03T14:05:09Z', 'yesterday'])(
    'refuses last_login %s with a 400 naming the field',
    async (lastLogin) => {
      const answer = await call(server.app, 'POST', '/api/updateProfile', {
        token: owner.token,
        body: { id: owner.user.id, last_login: lastLogin },
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'last_login' });
    },
  );

  it('needs a session', async () => {
    const answer = await call(server.app, 'POST', '/api/updateProfile', {
      body: { id: owner.user.id, last_login: '2025-02-03 14:05:09' },
    });
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
  });
});
