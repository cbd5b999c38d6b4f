/**
 * The sandbox social networks' pages act only for the signed-in member of the account (issue 12, finding 2): the
 * feed needs a session (token cookie or bearer) of a member, a switch a bearer token of a member whose role may
 * manage social networks, the consent page a connect a member started.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SOCIAL_FEED_JS_PATH,
  consentPath,
  feedPath,
  switchPath,
} from '../../../src/server/sandbox/social.ts';
import { SESSION_COOKIE, sandboxAuthTexts } from '../../../src/server/sandbox/guard.ts';
import { GUARD_LOGINS, OWNER, TEST_PUBLIC_URL, call, logIn, seededServer, sessionCookie } from './support.ts';

const t = seededServer(GUARD_LOGINS);
const SECRET_POST = 'Acme only: the new sourdough launches Friday';

beforeAll(async () => {
  await t.server.db.query(
    `insert into sandbox_social_posts (network, external_id, external_post_id, text, media, posted_at)
     values ('facebook', 'sbx-facebook-acme', 'facebook_seeded', $1, '[]'::jsonb, $2)`,
    [SECRET_POST, t.server.clock.now().toISOString()],
  );
});

async function facebookSwitches() {
  const [row] = await t.server.db.query<{
    sandbox_revoked: boolean;
    fail_publishing: boolean;
    updated_at: Date;
  }>(
    'select sandbox_revoked, fail_publishing, updated_at from social_links where account_id = $1 and provider_id = 1',
    [t.acme],
  );
  return row;
}

async function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await t.server.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text() };
}

describe('POST /sandbox/social/:network/switch', () => {
  it('without a session is a 401 and changes nothing (JSON or form)', async () => {
    const before = await facebookSwitches();
    const json = await call(t.server.app, 'POST', switchPath('facebook'), {
      body: { account_id: t.acme, revoke: true },
    });
    expect(json.status).toBe(401);
    expect(json.json).toMatchObject({ status: 401, message: sandboxAuthTexts.signIn });
    const form = await formPost(switchPath('facebook'), { account_id: String(t.acme), revoke: '1' });
    expect(form.status).toBe(401);
    // The token cookie alone is not enough for a change: another site's form would carry it too.
    const cookie = await formPost(
      switchPath('facebook'),
      { account_id: String(t.acme), revoke: '1' },
      sessionCookie(t.owner.token),
    );
    expect(cookie.status).toBe(401);
    const unknown = await call(t.server.app, 'POST', switchPath('facebook'), {
      token: 'q'.repeat(43),
      body: { account_id: t.acme, revoke: true },
    });
    expect(unknown.status).toBe(401);
    expect(await facebookSwitches()).toEqual(before);
  });

  it('for an account of someone else is a 403; a read-only member may not either', async () => {
    const before = await facebookSwitches();
    const foreign = await call(t.server.app, 'POST', switchPath('facebook'), {
      token: t.stranger.token,
      body: { account_id: t.acme, revoke: true },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ status: 403, message: sandboxAuthTexts.noAccess });
    const readOnly = await call(t.server.app, 'POST', switchPath('facebook'), {
      token: t.viewer.token,
      body: { account_id: t.acme, failPublishing: true },
    });
    expect(readOnly.status).toBe(403);
    expect(readOnly.json).toMatchObject({ status: 403, message: sandboxAuthTexts.notAllowed });
    expect(await facebookSwitches()).toEqual(before);
  });

  it("works for the account's member, and not after the session timed out", async () => {
    const answer = await call(t.server.app, 'POST', switchPath('facebook'), {
      token: t.owner.token,
      body: { account_id: t.acme, failPublishing: true },
    });
    expect(answer.json).toMatchObject({ status: 200, data: { failPublishing: true } });
    await call(t.server.app, 'POST', switchPath('facebook'), {
      token: t.owner.token,
      body: { account_id: t.acme, failPublishing: false },
    });

    const { token } = await logIn(t.server.app, OWNER);
    expect((await call(t.server.app, 'POST', '/dev/age-session', { token })).status).toBe(200);
    const timedOut = await call(t.server.app, 'POST', switchPath('facebook'), {
      token,
      body: { account_id: t.acme, revoke: true },
    });
    expect(timedOut.status).toBe(401);
    expect((await facebookSwitches())?.sandbox_revoked).toBe(false);
  });
});

describe('GET /sandbox/social/:network/feed', () => {
  const feed = `${feedPath('facebook')}?account=`;

  it("without a session, or for someone else's account, shows none of the account's posts", async () => {
    const anonymous = await call(t.server.app, 'GET', `${feed}${t.acme}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).toContain(sandboxAuthTexts.signIn);
    expect(anonymous.text).not.toContain(SECRET_POST);
    const foreign = await call(t.server.app, 'GET', `${feed}${t.acme}`, { token: t.stranger.token });
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain(SECRET_POST);
    const foreignCookie = await call(t.server.app, 'GET', `${feed}${t.acme}`, {
      headers: sessionCookie(t.stranger.token),
    });
    expect(foreignCookie.status).toBe(403);
  });

  it("shows the feed to the account's members, opened by navigation with the SPA's token cookie", async () => {
    const page = await call(t.server.app, 'GET', `${feed}${t.acme}`, {
      headers: { Cookie: `other=1; ${SESSION_COOKIE}=${encodeURIComponent(t.owner.token)}` },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain(SECRET_POST);
    expect(page.text).toContain(`<script src="${SANDBOX_SOCIAL_FEED_JS_PATH}" defer></script>`);
    expect(page.text).toContain('data-switch');
    expect(page.text).not.toMatch(/<script>|<style>| style="/);
    // A read-only member sees it too (it only reads).
    expect((await call(t.server.app, 'GET', `${feed}${t.acme}`, { token: t.viewer.token })).status).toBe(200);

    const script = await call(t.server.app, 'GET', SANDBOX_SOCIAL_FEED_JS_PATH);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain(JSON.stringify(SESSION_COOKIE));
    expect(script.text).toContain("'Bearer ' + token");
  });

  it('shows the images a post was sent with, web addresses only, escaped', async () => {
    const media = [
      'https://app.test/api/media/AAAAAAAAAAAAAAAAAAAAAA',
      'javascript:alert(1)',
      'https://app.test/x.png?a=1&b="<script>',
    ];
    await t.server.db.query(
      `insert into sandbox_social_posts (network, external_id, external_post_id, text, media, posted_at)
       values ('facebook', 'sbx-facebook-acme', 'facebook_with_images', 'With images', $1::jsonb, $2)`,
      [JSON.stringify(media), t.server.clock.now().toISOString()],
    );
    const page = await call(t.server.app, 'GET', `${feed}${t.acme}`, { token: t.owner.token });
    const item = /<li data-post-id="facebook_with_images">(.*?)<\/li>/s.exec(page.text)?.[1] ?? '';
    expect(item).toContain(
      '<img src="https://app.test/api/media/AAAAAAAAAAAAAAAAAAAAAA" alt="Image 1 of 2 of the post" loading="lazy">',
    );
    expect(item).toContain('src="https://app.test/x.png?a=1&amp;b=&quot;&lt;script&gt;"');
    expect(item).not.toContain('javascript:');
    expect(item.match(/<img /g)).toHaveLength(2);
  });
});

describe('the consent page', () => {
  const redirect = encodeURIComponent(`${TEST_PUBLIC_URL}/api/sociallink/callback`);
  const codes = async () =>
    (await t.server.db.query<{ n: number }>('select count(*)::int as n from sandbox_social_codes'))[0]!.n;

  it('answers only for a connect a member started, for this network', async () => {
    const before = await codes();
    const made = await call(
      t.server.app,
      'GET',
      `${consentPath('facebook')}?state=made-up&redirect_uri=${redirect}`,
    );
    expect(made.status).toBe(400);
    const posted = await formPost(consentPath('facebook'), {
      state: 'made-up',
      redirect_uri: `${TEST_PUBLIC_URL}/api/sociallink/callback`,
      decision: 'allow',
    });
    expect(posted.status).toBe(400);

    // A real state of TikTok does not open Facebook's page.
    const started = await call(t.server.app, 'POST', '/api/sociallink', {
      token: t.owner.token,
      body: { account_id: t.acme, provider_Id: 6 },
    });
    const url = new URL((started.json?.data as { url: string }).url);
    const state = url.searchParams.get('state')!;
    const otherNetwork = await call(
      t.server.app,
      'GET',
      `${consentPath('facebook')}?state=${state}&redirect_uri=${redirect}`,
    );
    expect(otherNetwork.status).toBe(400);
    expect(await codes()).toBe(before);
    const right = await call(t.server.app, 'GET', `${url.pathname}${url.search}`);
    expect(right.status).toBe(200);
  });
});
