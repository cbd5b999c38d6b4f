import { describe, expect, it } from 'vitest';
import { socialMessages } from '../../../src/contract/social.ts';
import { CONNECT_STATE_TTL_MS } from '../../../src/server/routes/social.ts';
import { consentPath, feedPath, sandboxSocialTexts } from '../../../src/server/sandbox/social.ts';
import { MANY, OWNER, TEST_PUBLIC_URL, call, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, many: MANY });

const post = (path: string, token: string | undefined, body: Record<string, unknown>) =>
  call(t.server.app, 'POST', path, { token, body });
const listOf = (json: Record<string, unknown> | null) =>
  (json?.data as { data: Record<string, unknown>[] }).data;
const pathOf = (url: string) => url.replace(TEST_PUBLIC_URL, '');

/** Form post like a browser (with the session token as the sandbox pages' script sends it, when given). */
async function submitForm(path: string, fields: Record<string, string>, token?: string) {
  const response = await t.server.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** Starts connecting and follows the consent page's form to the SPA; answers where the browser lands. */
async function connect(accountId: number, providerId: number, decision: 'allow' | 'deny', from?: string) {
  const started = await post('/api/sociallink', t.owner.token, {
    account_id: accountId,
    provider_Id: providerId,
    ...(from ? { from } : {}),
  });
  expect(started.status).toBe(200);
  const url = (started.json?.data as { url: string }).url;
  const page = await call(t.server.app, 'GET', pathOf(url));
  expect(page.status).toBe(200);
  expect(page.text).toContain('<form method="post"');
  expect(page.text).not.toMatch(/<script>|style=/);
  const consent = new URL(url);
  const answered = await submitForm(consent.pathname, {
    state: consent.searchParams.get('state')!,
    redirect_uri: consent.searchParams.get('redirect_uri')!,
    name: 'Acme on TikTok',
    decision,
  });
  expect(answered.status).toBe(303);
  const callback = await t.server.app.request(pathOf(answered.location!));
  expect(callback.status).toBe(303);
  return callback.headers.get('location')!;
}

describe('link status', () => {
  it('sociallinkstatus (POST and GET) lists the seeded links in data.data', async () => {
    const posted = await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.acme });
    expect(posted.status).toBe(200);
    expect(listOf(posted.json).map((link) => link.provider_Id)).toEqual([1, 2, 3, 4]);
    expect(listOf(posted.json).every((link) => link.connected === true)).toBe(true);
    const got = await t.getAs(t.owner, '/api/auth/sociallinkstatus', { accountId: t.acme });
    expect(listOf(got.json)).toEqual(listOf(posted.json));
    expect(
      listOf((await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.northwind })).json),
    ).toEqual([]);
    expect((await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.harbor })).status).toBe(
      404,
    );
  });

  it('socialAccountStatus lists all five networks', async () => {
    const answer = await t.getAs(t.owner, '/api/auth/socialAccountStatus', { accountId: t.acme });
    const list = listOf(answer.json);
    expect(list.map((item) => item.provider_Id)).toEqual([1, 2, 3, 4, 6]);
    expect(list.find((item) => item.provider_Id === 6)).toMatchObject({ linked: false, connected: false });
    expect(list.find((item) => item.provider_Id === 1)).toMatchObject({ linked: true, connected: true });
  });
});

describe('connecting through the sandbox consent page', () => {
  it('Allow links the network and lands on /socialAuth', async () => {
    const landing = await connect(t.acme, 6, 'allow');
    expect(landing).toBe(`${TEST_PUBLIC_URL}/socialAuth?status=connected&provider_Id=6`);
    const links = listOf(
      (await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.acme })).json,
    );
    expect(links.find((link) => link.provider_Id === 6)).toMatchObject({
      name: 'Acme on TikTok',
      connected: true,
    });
  });

  it('an already connected network answers code 300 Account Already connected.', async () => {
    const answer = await post('/api/sociallink', t.owner.token, { account_id: t.acme, provider_Id: 1 });
    expect(answer.json).toMatchObject({ status: 200, code: 300, message: socialMessages.alreadyConnected });
  });

  it('Deny links nothing; from settings lands on the settings tab', async () => {
    const landing = await connect(t.northwind, 2, 'deny');
    expect(landing).toBe(`${TEST_PUBLIC_URL}/socialAuth?status=denied&provider_Id=2`);
    const settings = await connect(t.northwind, 4, 'deny', 'settings');
    expect(settings).toBe(`${TEST_PUBLIC_URL}/userSetting#social_media_accounts`);
    expect(
      listOf((await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.northwind })).json),
    ).toEqual([]);
  });

  it('a state is used once and expires; the consent page refuses a foreign redirect', async () => {
    const started = await post('/api/sociallink', t.owner.token, { account_id: t.northwind, provider_Id: 3 });
    const url = new URL((started.json?.data as { url: string }).url);
    const state = url.searchParams.get('state')!;
    const foreign = await call(
      t.server.app,
      'GET',
      `${consentPath('instagram')}?state=${state}&redirect_uri=${encodeURIComponent('https://evil.test/cb')}`,
    );
    expect(foreign.status).toBe(400);
    t.server.clock.advance(CONNECT_STATE_TTL_MS + 1000);
    // The network's page no longer answers for it, and the app's callback says it expired.
    const fields = {
      state,
      redirect_uri: url.searchParams.get('redirect_uri')!,
      name: 'Late',
      decision: 'allow',
    };
    const answered = await submitForm(url.pathname, fields);
    expect(answered.status).toBe(400);
    expect(answered.text).toContain(sandboxSocialTexts.badLink);
    const callback = await t.server.app.request(`/api/sociallink/callback?state=${state}&code=whatever`);
    expect(callback.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/socialAuth?status=expired`);
  });

  it('sociallink needs a session and membership', async () => {
    expect((await post('/api/sociallink', undefined, { account_id: t.acme, provider_Id: 2 })).status).toBe(
      401,
    );
    expect(
      (await post('/api/sociallink', t.owner.token, { account_id: t.harbor, provider_Id: 2 })).status,
    ).toBe(404);
    expect(
      (await post('/api/sociallink', t.owner.token, { account_id: t.acme, provider_Id: 5 })).status,
    ).toBe(400);
  });
});

describe('revoking, auto-disconnect and reconnecting', () => {
  it('a revoke makes tokenRefresh refuse, which shows in checkautodc until reconnected', async () => {
    expect(listOf((await post('/api/auth/checkautodc', t.owner.token, { account_id: t.acme })).json)).toEqual(
      [],
    );
    const revoked = await post('/sandbox/social/facebook/switch', t.owner.token, {
      account_id: t.acme,
      revoke: true,
    });
    expect(revoked.json).toMatchObject({ status: 200, data: { revoked: true } });
    const refresh = await post('/api/tokenRefresh', t.owner.token, { account_id: t.acme, provider_Id: 1 });
    expect(refresh.status).toBe(200);
    expect(refresh.json?.data).toMatchObject({ provider_Id: 1, connected: false });
    const open = listOf((await post('/api/auth/checkautodc', t.owner.token, { account_id: t.acme })).json);
    expect(open).toEqual([expect.objectContaining({ provider_Id: 1, account_id: t.acme })]);
    // account_id 0: every account of mine.
    expect(listOf((await post('/api/auth/checkautodc', t.owner.token, { account_id: 0 })).json)).toHaveLength(
      1,
    );
    // many shares Acme: sees it too; an account of nobody's is 404.
    expect(
      listOf((await post('/api/auth/checkautodc', t.many.token, { account_id: t.acme })).json),
    ).toHaveLength(1);
    expect((await post('/api/auth/checkautodc', t.owner.token, { account_id: t.harbor })).status).toBe(404);

    const landing = await connect(t.acme, 1, 'allow');
    expect(landing).toContain('status=connected');
    expect(listOf((await post('/api/auth/checkautodc', t.owner.token, { account_id: t.acme })).json)).toEqual(
      [],
    );
    const links = listOf(
      (await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.acme })).json,
    );
    expect(links.find((link) => link.provider_Id === 1)).toMatchObject({ connected: true });
  });

  it('tokenRefresh renews providers 1 and 3 only; an unknown link is User Does not Exist.', async () => {
    const ok = await post('/api/tokenRefresh', t.owner.token, { account_id: t.acme, provider_Id: 3 });
    expect(ok.json).toMatchObject({ status: 200, data: { provider_Id: 3, connected: true } });
    expect(
      (await post('/api/tokenRefresh', t.owner.token, { account_id: t.acme, provider_Id: 4 })).status,
    ).toBe(400);
    const missing = await post('/api/tokenRefresh', t.owner.token, {
      account_id: t.northwind,
      provider_Id: 1,
    });
    expect(missing.status).toBe(404);
    expect(missing.json?.message).toBe(socialMessages.userDoesNotExist);
  });
});

describe('defaults, disconnecting and the feed page', () => {
  it('addOrUpdateDefaultSocial marks one link default', async () => {
    const answer = await post('/api/addOrUpdateDefaultSocial', t.owner.token, {
      account_id: t.acme,
      provider_Id: 3,
    });
    expect(answer.json).toMatchObject({ data: { provider_Id: 3, isDefault: true } });
    const links = listOf(
      (await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.acme })).json,
    );
    expect(links.filter((link) => link.isDefault).map((link) => link.provider_Id)).toEqual([3]);
    expect(
      (
        await post('/api/addOrUpdateDefaultSocial', t.owner.token, {
          account_id: t.northwind,
          provider_Id: 3,
        })
      ).status,
    ).toBe(404);
  });

  it('getDefaultAccount falls back to the landing account; addOrUpdateDefaultAccount sets it', async () => {
    const before = await call(t.server.app, 'GET', '/api/auth/getDefaultAccount', { token: t.owner.token });
    expect(before.json?.data).toEqual({ account_id: t.acme });
    expect(
      (await post('/api/addOrUpdateDefaultAccount', t.owner.token, { account_id: t.northwind })).status,
    ).toBe(200);
    const after = await call(t.server.app, 'GET', '/api/auth/getDefaultAccount', { token: t.owner.token });
    expect(after.json?.data).toEqual({ account_id: t.northwind });
    expect(
      (await post('/api/addOrUpdateDefaultAccount', t.owner.token, { account_id: t.harbor })).status,
    ).toBe(404);
  });

  it('disconnectSocial removes a link', async () => {
    const answer = await post('/api/auth/disconnectSocial', t.owner.token, {
      account_id: t.acme,
      provider_Id: 6,
    });
    expect(listOf(answer.json).some((link) => link.provider_Id === 6)).toBe(false);
    expect(
      (await post('/api/auth/disconnectSocial', t.owner.token, { account_id: t.acme, provider_Id: 6 }))
        .status,
    ).toBe(404);
  });

  it('the feed page shows the connection and its switches work as forms', async () => {
    const page = await call(t.server.app, 'GET', `${feedPath('linkedin')}?account=${t.acme}`, {
      token: t.owner.token,
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('LinkedIn sandbox feed');
    expect(page.text).toContain('Make publishing fail');
    const switched = await submitForm(
      '/sandbox/social/linkedin/switch',
      { account_id: String(t.acme), failPublishing: '1' },
      t.owner.token,
    );
    expect(switched.status).toBe(303);
    expect(switched.location).toBe(`${feedPath('linkedin')}?account=${t.acme}`);
    const links = listOf(
      (await post('/api/auth/sociallinkstatus', t.owner.token, { account_id: t.acme })).json,
    );
    expect(links.find((link) => link.provider_Id === 4)).toMatchObject({ failPublishing: true });
    const noLink = await call(t.server.app, 'GET', `${feedPath('tiktok')}?account=${t.northwind}`, {
      token: t.owner.token,
    });
    expect(noLink.status).toBe(404);
    expect(
      (await post('/sandbox/social/tiktok/switch', t.owner.token, { account_id: t.northwind, revoke: true }))
        .json?.message,
    ).toBe(sandboxSocialTexts.noConnection);
  });
});
