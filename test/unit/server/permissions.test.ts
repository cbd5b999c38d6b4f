/**
 * Roles on the server (issue 12, finding 7): the permission table of src/domain/permissions.ts enforced by
 * src/server/permissions.ts. Role 3 (VIEWER on Acme Bakery) reads the account but changes nothing; a refused call
 * is a 403 and leaves every row as it was.
 */
import { describe, expect, it } from 'vitest';
import { can } from '../../../src/domain/permissions.ts';
import type { Db } from '../../../src/server/db.ts';
import { ROUTE_RULES, routeKey } from '../../../src/server/permissions.ts';
import {
  MANY,
  OWNER,
  VIEWER,
  accountIds,
  call,
  seededServer,
  type CallOptions,
  type LoggedIn,
} from './support.ts';

const ROLE_REFUSED = {
  status: 403,
  message: 'Your role on this account does not allow this.',
  data: null,
};

const t = seededServer({ owner: OWNER, viewer: VIEWER, many: MANY });

const as = (who: LoggedIn, method: string, path: string, options: CallOptions = {}) =>
  call(t.server.app, method, `/api${path}`, { token: who.token, ...options });
const header = (accountId: number) => ({ headers: { accountId: String(accountId) } });

/** Every row of every table but sessions (whose last_seen_at moves with each call), in a stable order. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions' order by table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { table_name } of tables) {
    rows[table_name] = await db.query(`select * from "${table_name}" order by 1`);
  }
  return rows;
}

async function pendingPost(): Promise<number> {
  const answer = await as(t.owner, 'POST', '/auth/addPost', {
    body: {
      account_id: t.acme,
      description: 'Awaiting approval',
      scheduled_at: new Date(t.server.clock.now().getTime() + 3 * 3_600_000).toISOString(),
      channels: [1],
      approved: 0,
    },
  });
  expect(answer.status).toBe(200);
  return (answer.json as { data: { id: number } }).data.id;
}

async function approvedOf(postId: number): Promise<number[]> {
  const rows = await t.server.db.query<{ approved: number }>('select approved from posts where id = $1', [
    postId,
  ]);
  return rows.map((row) => row.approved);
}

describe('finding 7: role 3 cannot act on the plan, card, payments or approval', () => {
  it('refuses addOrUpdateSubscriptions to role 3 and leaves the subscription as it was; the owner may', async () => {
    const before = await snapshot(t.server.db);
    const refused = await as(t.viewer, 'POST', '/auth/addOrUpdateSubscriptions', {
      body: { account_id: t.acme, pricing_id: 11 },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual(ROLE_REFUSED);
    expect(await snapshot(t.server.db)).toEqual(before);

    const allowed = await as(t.owner, 'POST', '/auth/addOrUpdateSubscriptions', {
      body: { account_id: t.acme, pricing_id: 11 },
    });
    expect(allowed.status).toBe(200);
  });

  it('refuses approvePosts to role 3 and the post stays unapproved; the owner approves it', async () => {
    const postId = await pendingPost();
    const before = await snapshot(t.server.db);
    const refused = await as(t.viewer, 'POST', '/auth/approvePosts', {
      body: { account_id: t.acme, post_ids: [postId] },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual(ROLE_REFUSED);
    expect(await approvedOf(postId)).toEqual([0]);
    expect(await snapshot(t.server.db)).toEqual(before);

    const allowed = await as(t.owner, 'POST', '/auth/approvePosts', {
      body: { account_id: t.acme, post_ids: [postId] },
    });
    expect(allowed.status).toBe(200);
    expect(await approvedOf(postId)).toEqual([1]);
  });

  it.each(['/auth/getCreditCardInfo', '/auth/getPayments', '/auth/paddleManagementUrl'])(
    'refuses GET %s to role 3, whether the account is named or is the landing account; the owner may',
    async (path) => {
      for (const options of [header(t.acme), {}]) {
        const refused = await as(t.viewer, 'GET', path, options);
        expect(refused.status).toBe(403);
        expect(refused.json).toEqual(ROLE_REFUSED);
        expect((await as(t.owner, 'GET', path, options)).status).toBe(200);
      }
    },
  );
});

describe('the rest of role 3: read-only', () => {
  type Body = Record<string, unknown> | undefined;
  const body = (): Body => ({ account_id: t.acme });

  it.each<[string, string, () => Body]>([
    ['POST', '/auth/addPost', () => ({ ...body(), description: 'x', scheduled_at: null, channels: [1] })],
    ['POST', '/auth/updatePost', () => ({ ...body(), post_id: 1, description: 'x', channels: [1] })],
    ['POST', '/auth/reschedulePost', () => ({ ...body(), post_id: 1, scheduled_at: '2030-01-01T10:00:00Z' })],
    ['POST', '/auth/deletePost', () => ({ ...body(), post_id: 1 })],
    ['POST', '/sociallink', () => ({ ...body(), provider_Id: 1 })],
    ['POST', '/auth/disconnectSocial', () => ({ ...body(), provider_Id: 1 })],
    ['POST', '/addOrUpdateDefaultSocial', () => ({ ...body(), provider_Id: 1 })],
    ['POST', '/tokenRefresh', () => ({ ...body(), provider_Id: 1 })],
    ['POST', '/updateFeedSchedule', () => ({ ...body(), schedule: [] })],
    ['POST', '/auth/addOrUpdateSetting', () => ({ ...body(), brandColor: '#000000' })],
    ['POST', '/auth/paddlePaymentUpdate', () => ({ ...body(), transactionId: 'txn_x' })],
    ['POST', '/auth/addUpdateBillingData', () => ({ ...body(), user_id: t.viewer.user.id, name: 'Vera' })],
    ['POST', '/auth/getBillinginfo', body],
    ['POST', '/auth/getPaddleSubData', () => ({ subscriptionId: 'sub_01demo0001acmebakery' })],
    ['POST', '/updateCard', () => ({ cardnumber: '4242424242424242', userId: t.viewer.user.id })],
    ['GET', '/checkoutConfig', () => undefined],
    ['GET', '/auth/getPlans', () => undefined],
    ['GET', '/auth/getexistingPlans', () => undefined],
  ])('refuses %s %s and changes nothing', async (method, path, bodyOf) => {
    const before = await snapshot(t.server.db);
    const payload = bodyOf();
    const answer = await as(t.viewer, method, path, {
      ...header(t.acme),
      ...(payload === undefined ? {} : { body: payload }),
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(ROLE_REFUSED);
    expect(await snapshot(t.server.db)).toEqual(before);
  });

  it('still reads the account: posts, calendar, subscription, paywall, social links, schedule', async () => {
    const reads: [string, string, CallOptions][] = [
      ['POST', '/auth/getpost', { body: { account_id: t.acme, page: 1 } }],
      ['GET', '/auth/getPendingpost', header(t.acme)],
      ['GET', '/auth/getSubscriptions', header(t.acme)],
      ['POST', '/auth/chkPayWall', { body: { account_id: t.acme } }],
      ['GET', '/auth/sociallinkstatus', header(t.acme)],
      ['GET', '/auth/getFeedSchedule', header(t.acme)],
      ['GET', '/getAllConversationlist', header(t.acme)],
      ['GET', '/auth/getUAccounts', {}],
    ];
    for (const [method, path, options] of reads) {
      const answer = await as(t.viewer, method, path, options);
      expect([path, answer.status]).toEqual([path, 200]);
    }
  });
});

describe('the role is the one on the account the call acts on', () => {
  async function setRole(userId: number, accountId: number, role: number) {
    await t.server.db.query(
      'update account_memberships set account_role = $3 where user_id = $1 and account_id = $2',
      [userId, accountId, role],
    );
  }

  it('checks every named account: a read-only role on the body account is refused despite the header', async () => {
    const postId = await pendingPost();
    await setRole(t.many.user.id, t.harbor, 3);
    try {
      // many is role 2 on Acme (the header) but now 3 on Harbor (the body).
      const mixed = await as(t.many, 'POST', '/auth/approvePosts', {
        headers: { accountId: String(t.acme) },
        body: { account_id: t.harbor, post_ids: [postId] },
      });
      expect(mixed.json).toEqual(ROLE_REFUSED);
      const onAcme = await as(t.many, 'POST', '/auth/approvePosts', {
        body: { account_id: t.acme, post_ids: [postId] },
      });
      expect(onAcme.status).toBe(200);
    } finally {
      await setRole(t.many.user.id, t.harbor, 1);
    }
  });

  it('gives an unknown role nothing on its account, but leaves calls about the user alone', async () => {
    await setRole(t.viewer.user.id, t.acme, 7);
    try {
      expect((await as(t.viewer, 'GET', '/auth/getPendingpost', header(t.acme))).json).toEqual(ROLE_REFUSED);
      expect((await as(t.viewer, 'GET', '/auth/getSubscriptions', {})).json).toEqual(ROLE_REFUSED);
      expect((await as(t.viewer, 'GET', '/auth/getUAccounts')).status).toBe(200);
      expect((await as(t.viewer, 'GET', '/auth/getNotifications')).status).toBe(200);
    } finally {
      await setRole(t.viewer.user.id, t.acme, 3);
    }
  });
});

describe('the route table', () => {
  const apiRoutes = () =>
    [
      ...new Set(
        t.server.app.routes
          .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
          .map((route) => routeKey(route.method, route.path)),
      ),
    ].sort();

  it('names every API route, and only routes that exist', () => {
    const registered = apiRoutes();
    expect(registered.filter((key) => ROUTE_RULES[key] === undefined)).toEqual([]);
    expect(Object.keys(ROUTE_RULES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('is enforced on every route whose permission role 3 lacks (a 403 before the route runs)', async () => {
    const denied = Object.entries(ROUTE_RULES).filter(
      ([, rule]) => rule !== 'user' && rule !== 'public' && !can(3, rule),
    );
    expect(denied.length).toBeGreaterThan(10);
    for (const [key] of denied) {
      const [method, path] = key.split(' ') as [string, string];
      const answer = await as(t.viewer, method, path.replace(/:\w+/g, '1'), {
        ...header(t.acme),
        ...(method === 'GET' ? {} : { body: { account_id: t.acme } }),
      });
      expect([key, answer.status, answer.json]).toEqual([key, 403, ROLE_REFUSED]);
    }
  });
});

describe('a call whose account comes from what it names (not the account_id)', () => {
  it('getPaddleSubData checks the role on the subscription’s account, not on the landing account', async () => {
    const northwind = (await accountIds(t.server.db))['Northwind Studio']!;
    const [row] = await t.server.db.query<{ sub_id: string }>(
      'select sub_id from subscriptions where account_id = $1',
      [northwind],
    );
    await t.server.db.query(
      'update account_memberships set account_role = 3 where user_id = $1 and account_id = $2',
      [t.owner.user.id, northwind],
    );
    try {
      // owner's landing account (Acme) is still role 1.
      const answer = await as(t.owner, 'POST', '/auth/getPaddleSubData', {
        body: { subscriptionId: row!.sub_id },
      });
      expect(answer.json).toEqual(ROLE_REFUSED);
    } finally {
      await t.server.db.query(
        'update account_memberships set account_role = 1 where user_id = $1 and account_id = $2',
        [t.owner.user.id, northwind],
      );
    }
    const allowed = await as(t.owner, 'POST', '/auth/getPaddleSubData', {
      body: { subscriptionId: row!.sub_id },
    });
    expect(allowed.status).toBe(200);
  });
});
