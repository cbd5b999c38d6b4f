import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { postResponse } from '../../../src/contract/posts.ts';
import { postStatusLabel } from '../../../src/domain/postStatus.ts';
import { startJobs } from '../../../src/server/jobs.ts';
import type { Providers, SocialProvider } from '../../../src/server/providers.ts';
import {
  MAX_PUBLISH_ATTEMPTS,
  RETRY_DELAYS_MS,
  publishDuePosts,
  publishPost,
  type PublishDeps,
} from '../../../src/server/publishing.ts';
import { sandboxSocialTexts } from '../../../src/server/sandbox/social.ts';
import {
  OWNER,
  TEST_TOKEN_KEY,
  call,
  logIn,
  otherApp,
  seededServer,
  publishDepsOf,
  testProviders,
  waitFor,
} from './support.ts';
import { postCalls } from './postSupport.ts';

const t = seededServer({ owner: OWNER });
let deps: PublishDeps;

beforeAll(() => {
  deps = publishDepsOf(t.server);
});

const MINUTE = 60_000;
const inMinutes = (minutes: number) =>
  new Date(t.server.clock.now().getTime() + minutes * MINUTE).toISOString();

const posts = postCalls(t);
const addPost = (channels: number[], extra: Record<string, unknown> = {}) => posts.add(channels, extra);
const readPost = (id: number) => posts.read(id);

const switchTo = (network: string, body: Record<string, unknown>) =>
  call(t.server.app, 'POST', `/sandbox/social/${network}/switch`, {
    token: t.owner.token,
    body: { account_id: t.acme, ...body },
  });

async function feedCount(network: string, text: string) {
  const [row] = await t.server.db.query<{ n: number }>(
    'select count(*)::int as n from sandbox_social_posts where network = $1 and text = $2',
    [network, text],
  );
  return row?.n ?? 0;
}

describe('publishing one post', () => {
  it('does nothing before the scheduled time, then publishes every channel: Published', async () => {
    const post = await addPost([1, 3]);
    expect(await publishPost(deps, post.id)).toBeNull();
    t.server.clock.advance(2 * MINUTE);
    const outcome = await publishPost(deps, post.id);
    expect(outcome).toEqual({ postId: post.id, status: 'POSTED', retryAt: null });
    const stored = await readPost(post.id);
    expect(postStatusLabel(stored.msp[0]!)).toBe('Published');
    for (const channel of stored.msp[0]!.channeldata) {
      expect(channel).toMatchObject({
        status: 'POSTED',
        error: null,
        posted_at: t.server.clock.now().toISOString(),
      });
      expect(channel.externalPostId).toMatch(/^(facebook|instagram)_/);
    }
    expect(await feedCount('facebook', post.description)).toBe(1);
    expect(await feedCount('instagram', post.description)).toBe(1);
  });

  it('a post needing approval is not published until approved', async () => {
    const post = await addPost([1], { approved: 0 });
    t.server.clock.advance(2 * MINUTE);
    expect(await publishPost(deps, post.id)).toBeNull();
    await call(t.server.app, 'POST', '/api/auth/approvePosts', {
      token: t.owner.token,
      body: { account_id: t.acme, post_ids: [post.id] },
    });
    expect((await publishPost(deps, post.id))?.status).toBe('POSTED');
  });

  it('one channel rejecting the post gives Partially Published with the reason on that channel', async () => {
    await switchTo('linkedin', { failPublishing: true });
    try {
      const post = await addPost([1, 4]);
      t.server.clock.advance(2 * MINUTE);
      expect((await publishPost(deps, post.id))?.status).toBe('POSTED');
      const stored = await readPost(post.id);
      expect(postStatusLabel(stored.msp[0]!)).toBe('Partially Published');
      expect(stored.msp[0]!.channeldata.find((channel) => channel.provider_Id === 4)).toMatchObject({
        status: 'FAILED',
        error: sandboxSocialTexts.failPublishing,
      });
    } finally {
      await switchTo('linkedin', { failPublishing: false });
    }
  });

  it('every channel failing gives Not Published', async () => {
    await switchTo('linkedin', { failPublishing: true });
    try {
      const post = await addPost([4]);
      t.server.clock.advance(2 * MINUTE);
      expect((await publishPost(deps, post.id))?.status).toBe('FAILED');
      expect(postStatusLabel((await readPost(post.id)).msp[0]!)).toBe('Not Published');
    } finally {
      await switchTo('linkedin', { failPublishing: false });
    }
  });

  it('a transient failure is retried after a backoff and then succeeds', async () => {
    await switchTo('twitter', { failNext: 1 });
    const post = await addPost([2]);
    t.server.clock.advance(2 * MINUTE);
    const first = await publishPost(deps, post.id);
    expect(first?.status).toBe('SCHEDULED');
    expect(first?.retryAt?.getTime()).toBe(t.server.clock.now().getTime() + RETRY_DELAYS_MS[0]);
    const waiting = await readPost(post.id);
    expect(waiting.msp[0]!.channeldata[0]).toMatchObject({
      status: 'SCHEDULED',
      error: sandboxSocialTexts.transient,
    });
    // Not before the retry time.
    expect((await publishPost(deps, post.id))?.status).toBe('SCHEDULED');
    expect(await feedCount('twitter', post.description)).toBe(0);
    t.server.clock.advance(RETRY_DELAYS_MS[0]);
    expect((await publishPost(deps, post.id))?.status).toBe('POSTED');
    expect(await feedCount('twitter', post.description)).toBe(1);
  });

  it(`retries at most ${MAX_PUBLISH_ATTEMPTS} tries, then the channel is FAILED with the reason`, async () => {
    await switchTo('twitter', { failNext: 5 });
    try {
      const post = await addPost([2]);
      t.server.clock.advance(2 * MINUTE);
      for (let attempt = 1; attempt < MAX_PUBLISH_ATTEMPTS; attempt += 1) {
        const outcome = await publishPost(deps, post.id);
        expect(outcome?.status).toBe('SCHEDULED');
        t.server.clock.advance(RETRY_DELAYS_MS[attempt - 1]!);
      }
      expect((await publishPost(deps, post.id))?.status).toBe('FAILED');
      const [channel] = await t.server.db.query<{ attempts: number; status: string; error: string }>(
        'select attempts, status, error from post_channels where post_id = $1',
        [post.id],
      );
      expect(channel).toEqual({
        attempts: MAX_PUBLISH_ATTEMPTS,
        status: 'FAILED',
        error: sandboxSocialTexts.transient,
      });
      t.server.clock.advance(10 * MINUTE);
      expect(await publishPost(deps, post.id)).toBeNull();
    } finally {
      await switchTo('twitter', { failNext: 0 });
    }
  });

  it('a revoked permission fails at once and records the auto-disconnect', async () => {
    await switchTo('instagram', { revoke: true });
    const post = await addPost([3]);
    t.server.clock.advance(2 * MINUTE);
    expect((await publishPost(deps, post.id))?.status).toBe('FAILED');
    const [channel] = await t.server.db.query<{ attempts: number; error: string }>(
      'select attempts, error from post_channels where post_id = $1',
      [post.id],
    );
    expect(channel).toEqual({ attempts: 1, error: sandboxSocialTexts.revoked('Instagram') });
    const open = await call(t.server.app, 'POST', '/api/auth/checkautodc', {
      token: t.owner.token,
      body: { account_id: t.acme },
    });
    expect((open.json?.data as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ provider_Id: 3 }),
    ]);
    // The link is now disconnected: a new post cannot choose it.
    const refused = await call(t.server.app, 'POST', '/api/auth/addPost', {
      token: t.owner.token,
      body: { account_id: t.acme, description: 'x', scheduled_at: inMinutes(5), channels: [3] },
    });
    expect(refused.status).toBe(400);
  });
});

describe('never twice', () => {
  it('two publishers at once publish each channel once', async () => {
    const post = await addPost([1, 4]);
    t.server.clock.advance(2 * MINUTE);
    const outcomes = await Promise.all([
      publishPost(deps, post.id),
      publishPost(deps, post.id),
      publishPost(deps, post.id),
    ]);
    expect(outcomes.some((outcome) => outcome?.status === 'POSTED')).toBe(true);
    expect(await feedCount('facebook', post.description)).toBe(1);
    expect(await feedCount('linkedin', post.description)).toBe(1);
    // And again later: nothing left to publish.
    await publishDuePosts(deps);
    expect(await feedCount('facebook', post.description)).toBe(1);
  });

  it('a provider that is slow does not let a second caller in', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: SocialProvider = {
      ...deps.providers.social.facebook!,
      async publish() {
        calls += 1;
        await gate;
        return { status: 'POSTED', externalPostId: `slow_${calls}` };
      },
    };
    const providers: Providers = { ...deps.providers, social: { ...deps.providers.social, facebook: slow } };
    const post = await addPost([1]);
    t.server.clock.advance(2 * MINUTE);
    const first = publishPost({ ...deps, providers }, post.id);
    await waitFor(() => Promise.resolve(calls === 1), 5000, 'the first publish to start');
    const second = await publishPost({ ...deps, providers }, post.id);
    expect(second?.status).toBe('SCHEDULED');
    release();
    expect((await first)?.status).toBe('POSTED');
    expect(calls).toBe(1);
  });
});

describe('after a restart', () => {
  it('publishDuePosts publishes approved posts that came due while the server was down', async () => {
    const post = await addPost([1, 4]);
    t.server.clock.advance(3 * 60 * MINUTE);
    // The session idled out meanwhile: log in again, as after a restart.
    t.owner.token = (await logIn(t.server.app, OWNER)).token;
    const outcomes = await publishDuePosts(deps);
    expect(outcomes).toContainEqual({ postId: post.id, status: 'POSTED', retryAt: null });
    expect(postStatusLabel((await readPost(post.id)).msp[0]!)).toBe('Published');
  });

  it('the post.publish queue publishes due posts at start and posts scheduled through the app', async () => {
    const providers = testProviders(t.server.db, t.server.clock);
    const due = await addPost([1]);
    t.server.clock.advance(2 * MINUTE);
    const jobs = await startJobs({
      db: t.server.db,
      clock: t.server.clock,
      log: t.server.log,
      pollingIntervalSeconds: 0.5,
      publishing: { providers, tokenKey: TEST_TOKEN_KEY },
    });
    try {
      // At start, the tokens still stored in plain text (the seed's) were encrypted; publishing opens them.
      const plain = await t.server.db.query(
        `select id from social_links where left(access_token, 3) <> 'v1.' or left(refresh_token, 3) <> 'v1.'`,
      );
      expect(plain).toEqual([]);
      await waitFor(async () => (await readPost(due.id)).msp[0]!.status === 'POSTED', 15_000, 'the due post');
      const app = otherApp(
        t.server,
        {},
        { providers, publishing: { schedule: (id, at) => jobs.schedulePost(id, at) } },
      );
      const later = await call(app, 'POST', '/api/auth/addPost', {
        token: t.owner.token,
        body: {
          account_id: t.acme,
          description: 'Queued by the app',
          scheduled_at: inMinutes(0),
          channels: [4],
        },
      });
      expect(later.status).toBe(200);
      const id = v.parse(postResponse, later.json).data!.id;
      await waitFor(async () => (await readPost(id)).msp[0]!.status === 'POSTED', 15_000, 'the queued post');
      expect(await feedCount('linkedin', 'Queued by the app')).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});
