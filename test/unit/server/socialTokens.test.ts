/**
 * Social access and refresh tokens are stored encrypted (issue 12, finding 11): a connected channel's row holds no
 * plain token, publishing and tokenRefresh still work with it, and a token that does not open (another key) fails
 * that channel with a reason instead of crashing.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postResponse } from '../../../src/contract/posts.ts';
import type { Providers, SocialConnection, SocialProvider } from '../../../src/server/providers.ts';
import { publishMessages, publishPost, type PublishDeps } from '../../../src/server/publishing.ts';
import { openToken } from '../../../src/server/tokenCipher.ts';
import {
  NEWOWNER,
  TEST_PUBLIC_URL,
  TEST_TOKEN_KEY,
  accountIds,
  call,
  logIn,
  otherApp,
  startTestServer,
  testProviders,
  type TestServer,
} from './support.ts';

const ACCESS = 'PLAIN-ACCESS-TOKEN-0123456789';
const REFRESH = 'PLAIN-REFRESH-TOKEN-9876543210';
const RENEWED = 'PLAIN-RENEWED-ACCESS-TOKEN-555';

let server: TestServer;
let owner: string;
let account: number;
/** The connections the networks were handed, newest last. */
const handed: SocialConnection[] = [];
let providers: Providers;

/** The sandbox network with known tokens, recording the connection each call is handed. */
function recording(base: SocialProvider): SocialProvider {
  return {
    ...base,
    async connect(request) {
      const result = await base.connect(request);
      if (result.kind !== 'connected') return result;
      return {
        kind: 'connected',
        connection: { ...result.connection, accessToken: ACCESS, refreshToken: REFRESH },
      };
    },
    async refresh(connection) {
      handed.push(connection);
      const result = await base.refresh(connection);
      return 'kind' in result ? result : { ...result, accessToken: RENEWED };
    },
    async publish(connection, post) {
      handed.push(connection);
      return base.publish(connection, post);
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const sandbox = testProviders(server.db, server.clock);
  providers = { ...sandbox, social: { ...sandbox.social, facebook: recording(sandbox.social.facebook!) } };
  server.app = otherApp(server, {}, { providers });
  const newowner = await logIn(server.app, NEWOWNER);
  owner = newowner.token;
  account = (await accountIds(server.db))['Newowner Ventures']!;
});
afterAll(() => server?.close());

const deps = (tokenKey: Buffer | null): PublishDeps => ({
  db: server.db,
  providers,
  clock: server.clock,
  log: server.log,
  tokenKey,
});

async function storedTokens() {
  const [row] = await server.db.query<{ access_token: string; refresh_token: string | null }>(
    'select access_token, refresh_token from social_links where account_id = $1 and provider_id = 1',
    [account],
  );
  return row!;
}

async function duePost(): Promise<number> {
  const answer = await call(server.app, 'POST', '/api/auth/addPost', {
    token: owner,
    body: {
      account_id: account,
      description: `Encrypted ${Math.random()}`,
      scheduled_at: new Date(server.clock.now().getTime() + 60_000).toISOString(),
      channels: [1],
    },
  });
  expect(answer.status).toBe(200);
  const post = v.parse(postResponse, answer.json).data!;
  await server.db.query('update posts set approved = 1 where id = $1', [post.id]);
  server.clock.advance(61_000);
  return post.id;
}

const channelOf = async (postId: number) =>
  (
    await server.db.query<{ status: string; error: string | null }>(
      'select status, error from post_channels where post_id = $1 and provider_id = 1',
      [postId],
    )
  )[0];

describe('a connected channel', () => {
  it('stores its tokens encrypted, never in plain text', async () => {
    const started = await call(server.app, 'POST', '/api/sociallink', {
      token: owner,
      body: { account_id: account, provider_Id: 1 },
    });
    const consent = new URL((started.json?.data as { url: string }).url);
    const allowed = await server.app.request(consent.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: consent.searchParams.get('state')!,
        redirect_uri: consent.searchParams.get('redirect_uri')!,
        decision: 'allow',
      }).toString(),
    });
    const callback = await server.app.request(allowed.headers.get('location')!.replace(TEST_PUBLIC_URL, ''));
    expect(callback.headers.get('location')).toContain('status=connected');

    const stored = await storedTokens();
    const everything = JSON.stringify(await server.db.query('select * from social_links'));
    expect(everything).not.toContain(ACCESS);
    expect(everything).not.toContain(REFRESH);
    expect(stored.access_token).toMatch(/^v1\./);
    expect(openToken(stored.access_token, TEST_TOKEN_KEY)).toBe(ACCESS);
    expect(openToken(stored.refresh_token!, TEST_TOKEN_KEY)).toBe(REFRESH);
  });

  it('publishes with the decrypted token', async () => {
    const postId = await duePost();
    expect((await publishPost(deps(TEST_TOKEN_KEY), postId))?.status).toBe('POSTED');
    expect(handed.at(-1)).toMatchObject({ accessToken: ACCESS, refreshToken: REFRESH });
  });

  it('tokenRefresh opens the stored token and stores the new one encrypted', async () => {
    const refreshed = await call(server.app, 'POST', '/api/tokenRefresh', {
      token: owner,
      body: { account_id: account, provider_Id: 1 },
    });
    expect(refreshed.status).toBe(200);
    expect(handed.at(-1)).toMatchObject({ accessToken: ACCESS });
    const stored = await storedTokens();
    expect(JSON.stringify(stored)).not.toContain(RENEWED);
    expect(openToken(stored.access_token, TEST_TOKEN_KEY)).toBe(RENEWED);
  });

  it('with another key: the channel fails with a reason, tokenRefresh is a 409, nothing crashes', async () => {
    const postId = await duePost();
    const calls = handed.length;
    const outcome = await publishPost(deps(Buffer.alloc(32, 1)), postId);
    expect(outcome?.status).toBe('FAILED');
    expect(await channelOf(postId)).toEqual({
      status: 'FAILED',
      error: publishMessages.unreadableToken('Facebook'),
    });
    expect(handed.length).toBe(calls);
    expect(
      server.log.entries.some((entry) => entry.level === 'error' && entry.message.includes('does not open')),
    ).toBe(true);

    const wrongKeyApp = otherApp(server, { tokenKey: Buffer.alloc(32, 1) }, { providers });
    const refreshed = await call(wrongKeyApp, 'POST', '/api/tokenRefresh', {
      token: owner,
      body: { account_id: account, provider_Id: 1 },
    });
    expect(refreshed.status).toBe(409);
    expect(refreshed.json).toMatchObject({ message: publishMessages.unreadableToken('Facebook') });
    expect(handed.length).toBe(calls);
  });

  it('a token stored before encryption (plain text) still publishes', async () => {
    await server.db.query(
      `update social_links set access_token = 'legacy-plain-access', refresh_token = null
       where account_id = $1 and provider_id = 1`,
      [account],
    );
    const postId = await duePost();
    expect((await publishPost(deps(TEST_TOKEN_KEY), postId))?.status).toBe('POSTED');
    expect(handed.at(-1)).toMatchObject({ accessToken: 'legacy-plain-access', refreshToken: null });
  });
});
