/**
 * The input boundary (issue 12, finding 4): ids past int4, NUL characters, dates PostgreSQL refuses, account 0 on
 * write routes, bodies that are not objects and huge pages are 400s naming the field, never 500s, and change nothing.
 * The fuzz test (fuzz.test.ts) looks for more such input; these are the cases the finding named.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db.ts';
import { OWNER, appOnDb, call, errorJson, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER });

const post = (path: string, body: Record<string, unknown> | string, headers: Record<string, string> = {}) =>
  call(t.server.app, 'POST', path, { token: t.owner.token, body, headers });
const postCount = async () =>
  (await t.server.db.query<{ n: number }>('select count(*)::int as n from posts'))[0]!.n;
const newPost = () => ({
  account_id: t.acme,
  description: 'Hello',
  scheduled_at: '2031-01-01T10:00:00.000Z',
  channels: [1],
});

function expectRefused(answer: Awaited<ReturnType<typeof call>>, field: string, message?: string) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.json).toMatchObject({ status: 400, field, data: null });
  if (message) expect(answer.json?.message).toBe(message);
}

describe('ids', () => {
  it('an account header past int4 is a 400 naming the header on every /auth/ route', async () => {
    expectRefused(
      await call(t.server.app, 'GET', '/api/auth/getUAccounts', {
        token: t.owner.token,
        headers: { accountId: '2147483648' },
      }),
      'accountId',
      'accountId: accountId is not a valid id',
    );
    expectRefused(
      await post('/api/auth/getaccountdetails', { account_id: t.acme }, { account_Id: '2147483648' }),
      'account_Id',
    );
    expectRefused(await post('/api/auth/getaccountdetails', { account_id: 2147483648 }), 'account_id');
  });

  it('ids past int4 are refused on the routes that need no login', async () => {
    expectRefused(
      await call(t.server.app, 'POST', '/api/sendMFA', { body: { userId: 2 ** 31, account_id: 1 } }),
      'userId',
    );
    expectRefused(
      await call(t.server.app, 'POST', '/api/MFAauthenticate', {
        body: { id: t.owner.user.id, mfa_code: '1234', account_id: 2 ** 31 },
      }),
      'account_id',
    );
    expectRefused(
      await call(t.server.app, 'POST', '/api/getonboardingtype', { body: { id: 2 ** 31 } }),
      'id',
    );
    expectRefused(
      await call(t.server.app, 'POST', '/api/getDefaultBrandColor', { body: { id: '2147483648' } }),
      'id',
    );
  });

  it('path parameters and query strings are checked the same way', async () => {
    const thread = await call(t.server.app, 'GET', '/api/getAllMessagelist/2147483648', {
      token: t.owner.token,
    });
    expectRefused(thread, 'conversationId');
    const after = await call(t.server.app, 'GET', '/api/getAllMessagelist/1?after=4294967296', {
      token: t.owner.token,
    });
    expectRefused(after, 'after');
  });

  it('account 0 means "no account" only where spec 7.4 says so', async () => {
    const before = await postCount();
    expectRefused(await post('/api/auth/addPost', { ...newPost(), account_id: 0 }), 'account_id');
    expect(await postCount()).toBe(before);
    const everyAccount = await post('/api/auth/checkautodc', { account_id: 0 });
    expect(everyAccount.status).toBe(200);
    const noHeaderAccount = await call(t.server.app, 'GET', '/api/auth/getUAccounts', {
      token: t.owner.token,
      headers: { accountId: '0' },
    });
    expect(noHeaderAccount.status).toBe(200);
  });
});

describe('text, dates, pages and bodies', () => {
  it('a NUL character anywhere in a body is a 400 naming the field, and nothing is saved', async () => {
    const before = await postCount();
    expectRefused(
      await post('/api/auth/addPost', { ...newPost(), description: 'a\u0000b' }),
      'description',
      'description: description must not contain a NUL character',
    );
    expectRefused(await post('/api/auth/addPost', { ...newPost(), media: ['ok', 'x\u0000'] }), 'media.1');
    expectRefused(
      await call(t.server.app, 'POST', '/api/getDefaultBrandColor', { body: { id: '1\u0000' } }),
      'id',
    );
    expect(await postCount()).toBe(before);
  });

  it.each([
    ['1'],
    ['+275760-09-13T00:00:00.000Z'],
    ['-271821-04-20T00:00:00.000Z'],
    ['2024-02-30T10:00:00Z'],
    ['0000-01-01T00:00:00Z'],
    ['Tue, 01 Jan 2030 00:00:00 GMT'],
  ])('the date %j is a 400 naming the field', async (date) => {
    const before = await postCount();
    expectRefused(await post('/api/auth/addPost', { ...newPost(), scheduled_at: date }), 'scheduled_at');
    expectRefused(
      await post('/api/auth/getCalendarPosts', { account_id: t.acme, start: date, end: date }),
      'start',
    );
    expect(await postCount()).toBe(before);
  });

  it('ISO dates with a zone, as the SPA sends them, still pass', async () => {
    const range = await post('/api/auth/getCalendarPosts', {
      account_id: t.acme,
      start: '2026-03-01T00:00:00Z',
      end: '2026-04-01T00:00:00.000+01:00',
    });
    expect(range.status).toBe(200);
  });

  it('a page past MAX_PAGE is a 400 naming page', async () => {
    expectRefused(await post('/api/auth/getpost', { page: 1e20, account_id: t.acme }), 'page');
    expectRefused(await post('/api/auth/getfavouriteposts', { page: 100_001, account_id: t.acme }), 'page');
    expect((await post('/api/auth/getpost', { page: 100_000, account_id: t.acme })).status).toBe(200);
  });

  it.each(['null', '[]', '42', '"text"'])(
    'the body %s is a 400 on routes with and without a login',
    async (body) => {
      for (const path of ['/api/sendMFA', '/api/auth/addPost', '/api/updateCard']) {
        const answer = await call(t.server.app, 'POST', path, { token: t.owner.token, body });
        expect(answer.status, `${path}: ${answer.text}`).toBe(400);
      }
    },
  );
});

describe('the safety net behind the input checks', () => {
  it('a value PostgreSQL refuses (SQLSTATE 22xxx) answers 400, and is logged as an error', async () => {
    const refusal = await t.server.db.query('select 2147483648::int4').then(
      () => new Error('PostgreSQL took an int4 past 2147483647'),
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    expect((refusal as Error & { code?: string }).code).toBe('22003');
    const refusingDb: Db = { ...t.server.db, query: () => Promise.reject(refusal) };
    const { app, log } = appOnDb(refusingDb);
    const answer = await call(app, 'POST', '/api/webauthenticate', { body: OWNER });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorJson(400, 'The request holds a value the server cannot store.'));
    expect(log.entries.find((entry) => entry.level === 'error')?.detail).toBe(refusal);
  });
});
