/**
 * What the writes publish on the stream of changes (issue 20, src/contract/live.ts LIVE_KINDS), on both engines:
 * each change is made through the app (or the background publisher) and must reach the open stream of its audience
 * (the user for `notifications.changed`, the account's members for `posts.changed` and `social.changed`) and never
 * the stream of someone outside it (newowner, a member of another account only).
 *
 * A stream's changes are read up to a marker published to its user after the write: notices arrive in commit order,
 * so everything before the marker is everything the write published for that stream.
 */
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveMessage } from '../../../src/contract/live.ts';
import { createReviewLinkResponse } from '../../../src/contract/reviewLinks.ts';
import { LIVE_MAX_POST_IDS, publishLive, publishPostsChanged } from '../../../src/server/live.ts';
import { publishPost, type PublishDeps } from '../../../src/server/publishing.ts';
import { openLiveStream, type SseStream, conversationBetween } from './liveSupport.ts';
import { plannerCalls, postCalls } from './postSupport.ts';
import {
  NEWOWNER,
  OWNER,
  TEST_PUBLIC_URL,
  VIEWER,
  call,
  seededServer,
  publishDepsOf,
  type LoggedIn,
} from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER, stranger: NEWOWNER });
const planner = plannerCalls(t);
const posts = postCalls(t);
const MINUTE = 60_000;

let deps: PublishDeps;
beforeAll(() => {
  deps = publishDepsOf(t.server);
});

interface Change {
  kind: string;
  accountId: number | null;
  data: Record<string, unknown>;
}

const opened: SseStream[] = [];
afterEach(async () => {
  for (const stream of opened.splice(0)) await stream.close();
});

let markers = 0;

/** `who`'s open stream; `changes()` answers what it received since the last call (see the file comment). */
async function watch(who: LoggedIn) {
  const stream = await openLiveStream(t.server.app, who.token);
  opened.push(stream);
  return {
    async changes(): Promise<Change[]> {
      markers += 1;
      const marker = markers;
      await publishLive(t.server.db, { kind: 'chat.message', userIds: [who.user.id], data: { marker } });
      const got: Change[] = [];
      for (;;) {
        const message = await stream.next(2_000);
        const { accountId, data } = v.parse(liveMessage, JSON.parse(message.data));
        if (message.event === 'chat.message' && data.marker === marker) return got;
        got.push({ kind: message.event, accountId, data });
      }
    },
  };
}

/** The viewer (a member of Acme Bakery) and the stranger (not one), watching. */
async function watchers() {
  return { viewer: await watch(t.viewer), stranger: await watch(t.stranger) };
}

const postsChanged = (accountId: number, postIds: number[]): Change => ({
  kind: 'posts.changed',
  accountId,
  data: { postIds },
});
const socialChanged = (accountId: number): Change => ({ kind: 'social.changed', accountId, data: {} });
const notificationsChanged: Change = { kind: 'notifications.changed', accountId: null, data: {} };

const post = (path: string, who: LoggedIn, body: Record<string, unknown>) =>
  call(t.server.app, 'POST', path, { token: who.token, body });

const conversationOfOwnerAndViewer = () =>
  conversationBetween(t.server.db, t.owner.user.id, t.viewer.user.id);

describe('notifications.changed', () => {
  it('a chat message tells the other member of the notification it adds; reading them tells the reader', async () => {
    const { viewer, stranger } = await watchers();
    const owner = await watch(t.owner);
    const conversationId = await conversationOfOwnerAndViewer();
    const sent = await post('/api/getMemberschatMessages', t.owner, {
      memberId: t.owner.user.id,
      conversationId,
      message: 'Is the bell ringing?',
      account_id: t.acme,
    });
    expect(sent.status, sent.text).toBe(200);
    const got = await viewer.changes();
    expect(got.map((change) => change.kind)).toEqual(['chat.message', 'notifications.changed']);
    expect(got[1]).toEqual(notificationsChanged);
    // The sender's bells did not change; the stranger hears of nothing.
    expect((await owner.changes()).map((change) => change.kind)).toEqual(['chat.message']);
    expect(await stranger.changes()).toEqual([]);

    // Reading the bell: the reader's other tabs are told, nobody else.
    const read = await post('/api/auth/readNotifications', t.viewer, {});
    expect(read.status, read.text).toBe(200);
    expect(read.json?.data).toMatchObject({ read: expect.any(Number) as number });
    expect(await viewer.changes()).toEqual([notificationsChanged]);
    expect(await owner.changes()).toEqual([]);
    expect(await stranger.changes()).toEqual([]);
    // Nothing left unread: nothing changed, nothing told.
    await post('/api/auth/readNotifications', t.viewer, {});
    expect(await viewer.changes()).toEqual([]);
  });

  it('opening the thread reads its notifications, and tells the reader', async () => {
    const { viewer, stranger } = await watchers();
    const conversationId = await conversationOfOwnerAndViewer();
    await post('/api/getMemberschatMessages', t.owner, {
      memberId: t.owner.user.id,
      conversationId,
      message: 'Read me in the thread',
      account_id: t.acme,
    });
    expect((await viewer.changes()).map((change) => change.kind)).toEqual([
      'chat.message',
      'notifications.changed',
    ]);
    const opened = await call(t.server.app, 'GET', `/api/getAllMessagelist/${conversationId}`, {
      token: t.viewer.token,
    });
    expect(opened.status, opened.text).toBe(200);
    expect(await viewer.changes()).toEqual([notificationsChanged]);
    expect(await stranger.changes()).toEqual([]);
  });
});

describe('posts.changed', () => {
  it('creating, editing, moving, approving and deleting a post tell the account’s members', async () => {
    const { viewer, stranger } = await watchers();
    const created = await planner.addPost({ approved: 0 });
    expect(created.status, created.text).toBe(200);
    const id = planner.postOf(created).id;
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [id])]);

    const edited = await post('/api/auth/updatePost', t.owner, {
      account_id: t.acme,
      post_id: id,
      description: 'Fresh bread, edited',
      scheduled_at: planner.inHours(3),
      channels: [1, 3],
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [id])]);

    const moved = await post('/api/auth/reschedulePost', t.owner, {
      account_id: t.acme,
      post_id: id,
      scheduled_at: planner.inHours(5),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [id])]);

    const approved = await planner.approve([id]);
    expect(approved.status, approved.text).toBe(200);
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [id])]);
    // Approved already: nothing changed, nothing told.
    expect((await planner.approve([id])).status).toBe(200);
    expect(await viewer.changes()).toEqual([]);

    const deleted = await post('/api/auth/deletePost', t.owner, { account_id: t.acme, post_id: id });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [id])]);

    // A refused write tells nobody (its transaction rolled back).
    const again = await post('/api/auth/deletePost', t.owner, { account_id: t.acme, post_id: id });
    expect(again.status).toBe(404);
    expect(await viewer.changes()).toEqual([]);
    expect(await stranger.changes()).toEqual([]);
  });

  it('a reviewer approving or commenting through a review link tells the account’s members', async () => {
    const { viewer, stranger } = await watchers();
    const review = async (postId: number, answer: Record<string, unknown>) => {
      const link = await post('/api/auth/createReviewLink', t.owner, { account_id: t.acme, post_id: postId });
      expect(link.status, link.text).toBe(200);
      const { token } = v.parse(createReviewLinkResponse, link.json).data!;
      const answered = await call(t.server.app, 'POST', `/api/review/${token}`, {
        body: { name: 'Rosa Reviewer', ...answer },
        ip: '198.51.100.7',
      });
      expect(answered.status, answered.text).toBe(200);
    };
    const waiting = planner.postOf(await planner.addPost({ approved: 0 }));
    const commented = planner.postOf(await planner.addPost({ approved: 0 }));
    await viewer.changes();

    await review(waiting.id, { decision: 'approve' });
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [waiting.id])]);
    await review(commented.id, { decision: 'comment', comment: 'Less sugar, please.' });
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [commented.id])]);
    expect(await stranger.changes()).toEqual([]);
  });

  it('the background publisher tells each result: published, or waiting for its retry', async () => {
    const { viewer, stranger } = await watchers();
    const published = await posts.add([1]);
    await viewer.changes();
    t.server.clock.advance(2 * MINUTE);
    expect((await publishPost(deps, published.id))?.status).toBe('POSTED');
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [published.id])]);
    // Run again: nothing left to publish, nothing told.
    expect(await publishPost(deps, published.id)).toBeNull();
    expect(await viewer.changes()).toEqual([]);

    // A transient failure: the channel waits for its retry, with the reason shown.
    const switched = await post('/sandbox/social/twitter/switch', t.owner, {
      account_id: t.acme,
      failNext: 1,
    });
    expect(switched.status, switched.text).toBe(200);
    const retried = await posts.add([2]);
    await viewer.changes();
    t.server.clock.advance(2 * MINUTE);
    expect((await publishPost(deps, retried.id))?.status).toBe('SCHEDULED');
    expect(await viewer.changes()).toEqual([postsChanged(t.acme, [retried.id])]);
    // Before the retry time nothing is claimed: nothing told.
    expect((await publishPost(deps, retried.id))?.status).toBe('SCHEDULED');
    expect(await viewer.changes()).toEqual([]);
    expect(await stranger.changes()).toEqual([]);
  });

  it(`more than ${LIVE_MAX_POST_IDS} posts are told as many, without their ids`, async () => {
    const { viewer } = await watchers();
    const ids = Array.from({ length: LIVE_MAX_POST_IDS + 1 }, (_, index) => 1_000_000 + index);
    await publishPostsChanged(t.server.db, t.acme, ids);
    await publishPostsChanged(t.server.db, t.acme, ids.slice(1));
    expect(await viewer.changes()).toEqual([
      { kind: 'posts.changed', accountId: t.acme, data: { postIds: [], many: true } },
      postsChanged(t.acme, ids.slice(1)),
    ]);
  });
});

describe('social.changed', () => {
  it('a connect, a disconnect and a new default tell the account’s members', async () => {
    const { viewer, stranger } = await watchers();
    const started = await post('/api/sociallink', t.owner, { account_id: t.acme, provider_Id: 6 });
    expect(started.status, started.text).toBe(200);
    const consent = new URL((started.json?.data as { url: string }).url);
    const allowed = await t.server.app.request(consent.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: consent.searchParams.get('state')!,
        redirect_uri: consent.searchParams.get('redirect_uri')!,
        name: 'Acme on TikTok',
        decision: 'allow',
      }).toString(),
    });
    expect(allowed.status).toBe(303);
    const callback = await t.server.app.request(
      allowed.headers.get('location')!.replace(TEST_PUBLIC_URL, ''),
    );
    expect(callback.headers.get('location')).toContain('status=connected');
    expect(await viewer.changes()).toEqual([socialChanged(t.acme)]);

    const disconnected = await post('/api/auth/disconnectSocial', t.owner, {
      account_id: t.acme,
      provider_Id: 6,
    });
    expect(disconnected.status, disconnected.text).toBe(200);
    expect(await viewer.changes()).toEqual([socialChanged(t.acme)]);
    const chosen = await post('/api/addOrUpdateDefaultSocial', t.owner, {
      account_id: t.acme,
      provider_Id: 2,
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(await viewer.changes()).toEqual([socialChanged(t.acme)]);
    // Nothing to disconnect: 404, nothing told.
    expect(
      (await post('/api/auth/disconnectSocial', t.owner, { account_id: t.acme, provider_Id: 6 })).status,
    ).toBe(404);
    expect(await viewer.changes()).toEqual([]);
    expect(await stranger.changes()).toEqual([]);
  });

  it('the automatic disconnect of a refused refresh tells the account’s members', async () => {
    const { viewer, stranger } = await watchers();
    const revoked = await post('/sandbox/social/facebook/switch', t.owner, {
      account_id: t.acme,
      revoke: true,
    });
    expect(revoked.status, revoked.text).toBe(200);
    // The sandbox's switch: the link list shows it.
    expect(await viewer.changes()).toEqual([socialChanged(t.acme)]);
    const refresh = await post('/api/tokenRefresh', t.owner, { account_id: t.acme, provider_Id: 1 });
    expect(refresh.json?.data).toMatchObject({ provider_Id: 1, connected: false });
    expect(await viewer.changes()).toEqual([socialChanged(t.acme)]);
    expect(await stranger.changes()).toEqual([]);
  });

  it('the automatic disconnect of a refused publish tells the account’s members, with the failed post', async () => {
    const { viewer, stranger } = await watchers();
    const revoked = await post('/sandbox/social/instagram/switch', t.owner, {
      account_id: t.acme,
      revoke: true,
    });
    expect(revoked.status, revoked.text).toBe(200);
    const refused = await posts.add([3]);
    await viewer.changes();
    t.server.clock.advance(2 * MINUTE);
    expect((await publishPost(deps, refused.id))?.status).toBe('FAILED');
    expect(await viewer.changes()).toEqual([socialChanged(t.acme), postsChanged(t.acme, [refused.id])]);
    expect(await stranger.changes()).toEqual([]);
  });
});
