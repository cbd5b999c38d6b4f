import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accountDetailsResponse, accountsResponse } from '../../../src/contract/accounts.ts';
import { NO_SUCH_ACCOUNT, OWNER, STAFF, VIEWER, call, logIn, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, member: VIEWER, staff: STAFF });

describe('GET /api/auth/getUAccounts', () => {
  it("lists the owner's two accounts, the landing one checked", async () => {
    const answer = await t.getAs(t.owner, '/api/auth/getUAccounts', { accountId: t.acme });
    expect(answer.status).toBe(200);
    const accounts = v.parse(accountsResponse, answer.json).data ?? [];
    expect(accounts.map((a) => [a.accountName, a.checked, a.account_role, a.roleType])).toEqual([
      ['Acme Bakery', true, 1, 1],
      ['Northwind Studio', false, 1, 1],
    ]);
    expect(accounts[0]).toMatchObject({
      id: t.acme,
      accountId: t.acme,
      landing_url: '/contentplanner',
      isInvited: 0,
    });
  });

  it('needs a session', async () => {
    const answer = await call(t.server.app, 'GET', '/api/auth/getUAccounts');
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
  });
});

describe('account membership on /auth/ routes', () => {
  it.each([
    ['the accountId header', 'accountId'],
    ['the account_Id header', 'account_Id'],
    ['account_id in the body', 'body'],
  ] as const)('a foreign account in %s is a 404', async (_, where) => {
    const answer =
      where === 'body'
        ? await call(t.server.app, 'POST', '/api/auth/getaccountdetails', {
            token: t.member.token,
            body: { account_id: t.northwind },
          })
        : await call(t.server.app, 'GET', '/api/auth/getUAccounts', {
            token: t.member.token,
            headers: { [where]: String(t.northwind) },
          });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
  });

  it('an own account in the header with a foreign one in the body is still a 404', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/setonline', {
      token: t.member.token,
      headers: { accountId: String(t.acme) },
      body: { isOnline: 1, account_id: t.northwind },
    });
    expect(answer.status).toBe(404);
  });

  it('an account id that is not a number is a 400 naming the header', async () => {
    const answer = await call(t.server.app, 'GET', '/api/auth/getUAccounts', {
      token: t.owner.token,
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
    const answer = await call(t.server.app, 'POST', '/api/auth/getaccountdetails', {
      token: t.owner.token,
      headers: { accountId: String(t.acme) },
      body: { account_id: String(t.northwind) },
    });
    expect(answer.status).toBe(200);
    const body = v.parse(accountDetailsResponse, answer.json);
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data?.[0]).toMatchObject({
      accountName: 'Northwind Studio',
      accountId: t.northwind,
      checked: false,
    });
  });

  it('without account_id is a 400 naming it', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/getaccountdetails', {
      token: t.owner.token,
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'account_id', message: 'account_id: account_id is required' });
  });
});

describe('POST /api/auth/setlandingaccount', () => {
  it('moves the landing mark; /me and getUAccounts follow', async () => {
    const owner2 = await logIn(t.server.app);
    const answer = await call(t.server.app, 'POST', '/api/auth/setlandingaccount', {
      token: owner2.token,
      body: { account_id: t.northwind },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 200, data: { accountId: t.northwind, checked: true } });

    const me = await call(t.server.app, 'GET', '/api/me', { token: owner2.token });
    expect(me.json).toMatchObject({ data: { accountId: t.northwind } });
    const list = await call(t.server.app, 'GET', '/api/auth/getUAccounts', { token: owner2.token });
    const checked = (v.parse(accountsResponse, list.json).data ?? [])
      .filter((a) => a.checked)
      .map((a) => a.id);
    expect(checked).toEqual([t.northwind]);

    // Back, so other tests see the seed's landing account.
    await call(t.server.app, 'POST', '/api/auth/setlandingaccount', {
      token: owner2.token,
      body: { account_id: t.acme },
    });
    const rows = await t.server.db.query<{ account_id: number }>(
      'select account_id from account_memberships where user_id = $1 and is_landing',
      [owner2.user.id],
    );
    expect(rows).toEqual([{ account_id: t.acme }]);
  });

  it('refuses a foreign account', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/setlandingaccount', {
      token: t.member.token,
      body: { account_id: t.northwind },
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
  });
});

describe('POST /api/auth/setonline', () => {
  it('stores the online flag on the user', async () => {
    t.server.clock.advance(1000);
    const now = t.server.clock.now().toISOString();
    const online = await call(t.server.app, 'POST', '/api/auth/setonline', {
      token: t.owner.token,
      body: { isOnline: 1 },
    });
    expect(online.status).toBe(200);
    expect(online.json).toEqual({ status: 200, data: { isOnline: 1 } });
    let [row] = await t.server.db.query<{ is_online: number; last_seen: Date }>(
      'select is_online, last_seen from users where id = $1',
      [t.owner.user.id],
    );
    expect(row?.is_online).toBe(1);
    expect(row?.last_seen.toISOString()).toBe(now);

    await call(t.server.app, 'POST', '/api/auth/setonline', { token: t.owner.token, body: { isOnline: 0 } });
    [row] = await t.server.db.query<{ is_online: number; last_seen: Date }>(
      'select is_online, last_seen from users where id = $1',
      [t.owner.user.id],
    );
    expect(row?.is_online).toBe(0);
  });

  it('refuses another value with a 400 naming isOnline', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/setonline', {
      token: t.owner.token,
      body: { isOnline: 2 },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'isOnline', message: 'isOnline: isOnline must be 0 or 1' });
  });
});

describe('POST /api/updateProfile', () => {
  it('stores last_login (UTC) for the current user', async () => {
    const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.owner.token,
      body: { id: t.owner.user.id, last_login: '2025-02-03 14:05:09' },
    });
    expect(answer.status).toBe(200);
    const [row] = await t.server.db.query<{ last_login: Date }>(
      'select last_login from users where id = $1',
      [t.owner.user.id],
    );
    expect(row?.last_login.toISOString()).toBe('2025-02-03T14:05:09.000Z');
  });

  it('refuses to update another user with a 403 and changes nothing', async () => {
    const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
      token: t.member.token,
      body: { id: t.owner.user.id, last_login: '2030-01-01 00:00:00' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      status: 403,
      message: 'You can only update your own profile.',
      data: null,
    });
    const [row] = await t.server.db.query<{ last_login: Date }>(
      'select last_login from users where id = $1',
      [t.owner.user.id],
    );
    expect(row?.last_login.toISOString()).toBe('2025-02-03T14:05:09.000Z');
  });

  it.each(['2025-02-30 10:00:00', '2025-02-03T14:05:09Z', 'yesterday'])(
    'refuses last_login %s with a 400 naming the field',
    async (lastLogin) => {
      const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
        token: t.owner.token,
        body: { id: t.owner.user.id, last_login: lastLogin },
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'last_login' });
    },
  );

  it('needs a session', async () => {
    const answer = await call(t.server.app, 'POST', '/api/updateProfile', {
      body: { id: t.owner.user.id, last_login: '2025-02-03 14:05:09' },
    });
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
  });
});

describe('a foreign account on every onboarding and password /auth/ route', () => {
  // The viewer belongs to Acme Bakery only; Northwind Studio is someone else's account.
  const routes: [string, string, Record<string, unknown> | undefined][] = [
    ['GET', '/api/auth/getaccountowner', undefined],
    ['GET', '/api/auth/getallonboardingtypes', undefined],
    ['POST', '/api/auth/getOnboardingPlans', { Obid: 6 }],
    [
      'POST',
      '/api/auth/createAccount',
      {
        company: 'Intruder Ltd',
        pricing_id: 11,
        maptimezone: '',
        timezone: 'Europe/Paris',
        Onboarding_type_id: 6,
        landing_url: '/subjects_services',
      },
    ],
    ['GET', '/api/auth/getUserTimeZone', undefined],
    ['POST', '/api/auth/welcomeMailDollar1', { username: VIEWER.username, firstName: 'Vera', plan_id: 28 }],
    ['POST', '/api/auth/changePassword', { old_password: 'demo1234', new_password: 'intruder-pass' }],
  ];

  for (const [method, path, body] of routes) {
    for (const header of ['accountId', 'account_Id', 'account_id'] as const) {
      it(`${method} ${path} with a foreign ${header} header is a 404`, async () => {
        const answer = await call(t.server.app, method, path, {
          token: t.member.token,
          headers: { [header]: String(t.northwind) },
          body: body && {
            ...body,
            ...(path.endsWith('welcomeMailDollar1') ? { user_id: t.member.user.id } : {}),
          },
        });
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
      });
    }
    if (method === 'POST') {
      it(`${method} ${path} with a foreign account_id in the body is a 404`, async () => {
        const answer = await call(t.server.app, method, path, {
          token: t.member.token,
          headers: { accountId: String(t.acme) },
          body: { ...body, account_id: t.northwind, user_id: t.member.user.id },
        });
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
      });
    }
  }

  it('none of the refused calls changed anything', async () => {
    expect(
      await t.server.db.query("select 1 from accounts where account_name = 'Intruder Ltd'"),
    ).toHaveLength(0);
    const [row] = await t.server.db.query<{ welcome_mail_sent_at: Date | null }>(
      'select welcome_mail_sent_at from users where id = $1',
      [t.member.user.id],
    );
    expect(row?.welcome_mail_sent_at).toBeNull();
    expect((await call(t.server.app, 'POST', '/api/webauthenticate', { body: VIEWER })).status).toBe(200);
  });

  it('each route needs a session', async () => {
    for (const [method, path, body] of routes) {
      const answer = await call(t.server.app, method, path, { body });
      expect(answer.status, path).toBe(401);
      expect(answer.text, path).toBe('unauthorized access');
    }
  });
});

describe('a call about the account of a user who has none', () => {
  // Staff have no account: the calls that fall back to the landing account answer the same 404 as a foreign one.
  it.each([
    '/api/auth/getPendingpost',
    '/api/auth/getFeedSchedule',
    '/api/auth/getSubscriptions',
    '/api/auth/getCreditCardInfo',
    '/api/auth/paddleManagementUrl',
  ])('GET %s is a 404', async (path) => {
    const answer = await call(t.server.app, 'GET', path, { token: t.staff.token });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
  });
});
