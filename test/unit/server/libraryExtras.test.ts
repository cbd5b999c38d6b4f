/**
 * The library's smaller calls other than reel ideas (routes/libraryExtras.ts, issue 18; reel ideas and their folders
 * are reelIdeas.test.ts'): do-it-yourself post texts, the user's details, spec 7.5's paths of /auth/userlist and
 * /auth/getPendingpost, and the mail route. Each route: what it answers, bad input refused with a sentence and nothing
 * changed, a stranger to the account refused (404 'No such account.', as every account call answers so ids cannot be
 * probed). The ready-made rows of migrations 0021/0022 may or may not be there: the tests add their own (ids from
 * 90001).
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { impersonationLinkResponse } from '../../../src/contract/impersonation.ts';
import {
  diyTextsResponse,
  mailForResponse,
  userDetailResponse,
} from '../../../src/contract/libraryExtras.ts';
import { EXTRAS_LOGINS, ROLE_REFUSED, extrasCalls, onAccount } from './libraryExtrasSupport.ts';
import {
  MANY,
  NEWOWNER,
  NO_SUCH_ACCOUNT,
  OWNER,
  STAFF,
  TEST_ADMIN_TOKEN,
  call,
  errorJson,
  outbox,
  seededServer,
  type LoggedIn,
} from './support.ts';

const t = seededServer(EXTRAS_LOGINS);
const { as, post, pick } = extrasCalls(t);

beforeAll(async () => {
  const texts: [number, number, string][] = [
    [90001, 1, 'Tip of the week: [your tip].'],
    [90002, 4, 'This week only: [offer] at [place].'],
    [90003, 2, 'Behind the scenes at [business name].'],
  ];
  for (const [id, category, text] of texts) {
    await t.server.db.query('insert into diy_texts (id, category_id, text) values ($1, $2, $3)', [
      id,
      category,
      text,
    ]);
  }
  await pick('account_categories', t.acme, [4, 1]);
  await pick('account_categories', t.harbor, []);
});

describe('GET /getDiy_text', () => {
  const texts = async (who: LoggedIn, accountId: number) => {
    const answer = await as(who, 'GET', '/getDiy_text', onAccount(accountId, 'account_Id'));
    expect(answer.status, answer.text).toBe(200);
    return v.parse(diyTextsResponse, answer.json).data!;
  };

  it('answers the texts of the account’s categories, in the categories’ order, with their names', async () => {
    const answer = await texts(t.owner, t.acme);
    expect(answer.all_categories).toBe(false);
    expect(answer.categories).toEqual([
      { id: 1, name: 'Tips and how-tos' },
      { id: 4, name: 'Promotions and offers' },
    ]);
    expect(answer.texts.every((text) => text.category_id === 1 || text.category_id === 4)).toBe(true);
    expect(answer.texts.filter((text) => text.id >= 90001)).toEqual([
      { id: 90001, category_id: 1, category: 'Tips and how-tos', text: 'Tip of the week: [your tip].' },
      {
        id: 90002,
        category_id: 4,
        category: 'Promotions and offers',
        text: 'This week only: [offer] at [place].',
      },
    ]);
  });

  it('answers every category’s texts while the account picked none; role 3 reads them', async () => {
    const answer = await texts(t.many, t.harbor);
    expect(answer.all_categories).toBe(true);
    expect(answer.categories).toHaveLength(12);
    expect(answer.texts.filter((text) => text.id >= 90001).map((text) => text.id)).toEqual([
      90001, 90003, 90002,
    ]);
    await texts(t.viewer, t.acme);
  });

  it('needs a session and membership; a bad header is a 400 with a sentence', async () => {
    expect((await as(null, 'GET', '/getDiy_text', onAccount(t.acme, 'account_Id'))).status).toBe(401);
    expect((await as(t.stranger, 'GET', '/getDiy_text', onAccount(t.acme, 'account_Id'))).json).toEqual(
      NO_SUCH_ACCOUNT,
    );
    const bad = await as(t.owner, 'GET', '/getDiy_text', { headers: { account_Id: 'abc' } });
    expect(bad.json).toEqual({
      status: 400,
      message: 'account_Id: account_Id must be a whole number',
      field: 'account_Id',
      data: null,
    });
  });
});

describe('GET /auth/getUserdetail', () => {
  it('answers spec 3’s details in data[0], with the role on the account the call names', async () => {
    const onAcme = await as(t.many, 'GET', '/auth/getUserdetail', onAccount(t.acme));
    const detail = v.parse(userDetailResponse, onAcme.json).data![0]!;
    expect(detail).toMatchObject({
      id: t.many.user.id,
      memberId: t.many.user.id,
      username: MANY.username,
      email: MANY.username,
      name: { first_name: detail.firstName, last_name: detail.lastName },
      accountId: t.acme,
      account_role: 2,
    });
    expect(detail.firstName).not.toBe('');
    const onHarbor = await as(t.many, 'GET', '/auth/getUserdetail', onAccount(t.harbor));
    expect(v.parse(userDetailResponse, onHarbor.json).data![0]).toMatchObject({
      accountId: t.harbor,
      account_role: 1,
    });
    // No account named: the landing account, as /me.
    const me = await as(t.many, 'GET', '/me');
    const landing = await as(t.many, 'GET', '/auth/getUserdetail');
    expect(v.parse(userDetailResponse, landing.json).data![0]!.accountId).toBe(
      (me.json as { data: { accountId: number } }).data.accountId,
    );
    expect(onAcme.text).not.toMatch(/password|hash|token|secret/i);
  });

  it('is refused to nobody signed in and to a stranger naming the account', async () => {
    expect((await as(null, 'GET', '/auth/getUserdetail')).status).toBe(401);
    expect((await as(t.stranger, 'GET', '/auth/getUserdetail', onAccount(t.acme))).json).toEqual(
      NO_SUCH_ACCOUNT,
    );
  });
});

describe('GET /userlist and /getPendingpost (spec 7.5’s paths)', () => {
  it.each([
    ['/userlist', '/auth/userlist'],
    ['/getPendingpost', '/auth/getPendingpost'],
  ])('%s answers as %s, with the same checks', async (path, twin) => {
    const answer = await as(t.owner, 'GET', path, onAccount(t.acme));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual((await as(t.owner, 'GET', twin, onAccount(t.acme))).json);
    expect((await as(t.owner, 'GET', path, onAccount(t.northwind))).json).toEqual(
      (await as(t.owner, 'GET', twin, onAccount(t.northwind))).json,
    );
    expect((await as(null, 'GET', path, onAccount(t.acme))).status).toBe(401);
    expect((await as(t.stranger, 'GET', path, onAccount(t.acme))).json).toEqual(NO_SUCH_ACCOUNT);
    expect((await as(t.viewer, 'GET', path, onAccount(t.acme))).status).toBe(200);
    await t.server.db.query(
      'update account_memberships set account_role = 7 where user_id = $1 and account_id = $2',
      [t.viewer.user.id, t.acme],
    );
    try {
      expect((await as(t.viewer, 'GET', path, onAccount(t.acme))).json).toEqual(ROLE_REFUSED);
      expect((await as(t.viewer, 'GET', twin, onAccount(t.acme))).json).toEqual(ROLE_REFUSED);
    } finally {
      await t.server.db.query(
        'update account_memberships set account_role = 3 where user_id = $1 and account_id = $2',
        [t.viewer.user.id, t.acme],
      );
    }
  });
});

describe('POST /{mailFor}', () => {
  const sentAt = async (userId: number) =>
    (
      await t.server.db.query<{ at: Date | null }>(
        'select welcome_mail_sent_at as at from users where id = $1',
        [userId],
      )
    )[0]!.at;

  it('sends the welcome mail to the signed-in user once; later calls send nothing', async () => {
    const first = await post(t.owner, '/welcomeMail', {});
    expect(v.parse(mailForResponse, first.json)).toEqual({
      status: 200,
      code: 200,
      message: 'Welcome mail sent.',
      data: { mail: 'welcomeMail', sent: true },
    });
    const mails = (await outbox(t.server.app)).filter((mail) => mail.to === OWNER.username);
    expect(mails.map((mail) => mail.subject)).toEqual(['Welcome to Brandpilot']);
    const again = await post(t.owner, '/welcomeMail', { user_id: t.owner.user.id });
    expect(again.json).toMatchObject({ message: 'Welcome mail already sent.', data: { sent: false } });
    expect((await outbox(t.server.app)).filter((mail) => mail.to === OWNER.username)).toHaveLength(1);
  });

  it('shares the once-only flag with POST /auth/welcomeMailDollar1', async () => {
    const dollar = await post(t.many, '/auth/welcomeMailDollar1', {
      user_id: t.many.user.id,
      username: MANY.username,
      firstName: 'Max',
      plan_id: 28,
    });
    expect(dollar.json).toMatchObject({ data: { sent: true } });
    expect((await post(t.many, '/welcomeMail', {})).json).toMatchObject({ data: { sent: false } });
  });

  it('refuses mail for someone else, a bad body, an unknown mail and nobody signed in; sends nothing', async () => {
    const mailsBefore = (await outbox(t.server.app)).length;
    const before = await sentAt(t.viewer.user.id);
    expect((await post(t.viewer, '/welcomeMail', { user_id: t.owner.user.id })).json).toEqual(
      errorJson(403, 'You can only ask for mail to yourself.'),
    );
    expect((await post(t.viewer, '/welcomeMail', { user_id: 'me' })).json).toMatchObject({
      status: 400,
      field: 'user_id',
    });
    expect((await post(t.viewer, '/welcomeMail', [] as never)).status).toBe(400);
    expect((await post(t.viewer, '/birthdayMail', {})).json).toEqual(
      errorJson(404, 'There is no mail called “birthdayMail”. This server sends: welcomeMail.'),
    );
    expect((await post(null, '/welcomeMail', {})).status).toBe(401);
    expect(await sentAt(t.viewer.user.id)).toEqual(before);
    expect((await outbox(t.server.app)).length).toBe(mailsBefore);
  });

  it('leaves every other one-segment path to the API’s plain 404, even for nobody signed in', async () => {
    expect((await post(null, '/noSuchCall', {})).json).toEqual(
      errorJson(404, 'Not found: POST /api/noSuchCall'),
    );
    expect((await as(t.owner, 'GET', '/welcomeMail')).json).toEqual(
      errorJson(404, 'Not found: GET /api/welcomeMail'),
    );
  });

  it('allows 5 calls a user in 15 minutes, then 429 until the window has room', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await post(t.viewer, '/welcomeMail', {})).status).toBe(200);
    }
    const refused = await post(t.viewer, '/welcomeMail', {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    t.server.clock.advance(15 * 60_000 + 1);
    expect((await post(t.viewer, '/welcomeMail', {})).status).toBe(200);
  });

  it('sends nothing while staff impersonate the user', async () => {
    const link = await call(t.server.app, 'POST', '/api/admin/impersonation-links', {
      body: { staff_email: STAFF.username, user_email: NEWOWNER.username },
      headers: { 'x-admin-token': TEST_ADMIN_TOKEN },
    });
    const path = new URL(v.parse(impersonationLinkResponse, link.json).data!.link).pathname;
    const opened = await call(t.server.app, 'GET', path);
    const cookie = opened.headers.getSetCookie().find((line) => line.startsWith('auth.token='))!;
    const token = decodeURIComponent(cookie.split(';')[0]!.slice('auth.token='.length));
    const answer = await call(t.server.app, 'POST', '/api/welcomeMail', { token, body: {} });
    expect(answer.json).toMatchObject({ message: 'Not sent while impersonating.', data: { sent: false } });
    expect(await sentAt(t.stranger.user.id)).toBeNull();
  });
});
