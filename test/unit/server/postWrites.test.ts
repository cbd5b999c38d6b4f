/**
 * The planner's writes (src/contract/posts.ts): addPost, updatePost, approvePosts, reschedulePost and deletePost, each
 * scoped to the account it names, and what they hand to the publisher. The reads: posts.test.ts.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { postMessages, postsResponse, type PostWire } from '../../../src/contract/posts.ts';
import { postStatusLabel } from '../../../src/domain/postStatus.ts';
import { plannerCalls } from './postSupport.ts';
import { MANY, OWNER, VIEWER, call, otherApp, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER, many: MANY });

const { post, get, inHours, addPost, postOf, getpost, approve } = plannerCalls(t);

describe('creating and editing posts', () => {
  it('addPost stores a post on connected channels, approved by default', async () => {
    const answer = await addPost({
      description: '  Croissants at noon  ',
      media: ['https://example.test/a.jpg'],
    });
    expect(answer.status).toBe(200);
    const created = postOf(answer);
    expect(created).toMatchObject({
      account_id: t.acme,
      description: 'Croissants at noon',
      media: ['https://example.test/a.jpg'],
      scheduled_at: inHours(2),
      msp: [{ status: 'SCHEDULED', approved: 1 }],
    });
    expect(created.msp[0]!.channeldata.map((channel) => [channel.provider_Id, channel.status])).toEqual([
      [1, 'SCHEDULED'],
      [3, 'SCHEDULED'],
    ]);
    expect(postStatusLabel(created.msp[0]!)).toBe('Scheduled');
  });

  it('addPost with approved 0 needs approval; scheduled_at null is unscheduled', async () => {
    const pending = postOf(await addPost({ approved: 0 }));
    expect(postStatusLabel(pending.msp[0]!)).toBe('Needs approval');
    const unscheduled = postOf(await addPost({ scheduled_at: null }));
    expect(unscheduled.scheduled_at).toBeNull();
  });

  it('refuses a time in the past, a channel that is not connected and bad text', async () => {
    const past = await addPost({ scheduled_at: inHours(-1) });
    expect(past.status).toBe(400);
    expect(past.json).toMatchObject({ message: postMessages.pastDate, field: 'scheduled_at' });
    const tiktok = await addPost({ channels: [6] });
    expect(tiktok.status).toBe(400);
    expect(tiktok.json?.message).toBe('TikTok is not connected to this account.');
    expect((await addPost({ channels: [5] })).status).toBe(400);
    expect((await addPost({ channels: [] })).status).toBe(400);
    expect((await addPost({ description: '   ' })).status).toBe(400);
    expect((await addPost({ description: 'x'.repeat(5001) })).status).toBe(400);
    // 5000 characters fit Facebook (the product's own cap is lower than the network's), not Instagram (2,200).
    expect((await addPost({ description: 'x'.repeat(5000), channels: [1] })).status).toBe(200);
    expect((await addPost({ description: 'x'.repeat(5000), channels: [1, 3] })).json?.message).toBe(
      'The Instagram text is 5,000 characters; Instagram allows 2,200.',
    );
    // Northwind has no link at all.
    expect((await addPost({ account_id: t.northwind })).status).toBe(400);
    expect((await addPost({ account_id: t.harbor })).status).toBe(404);
  });

  it('updatePost changes text, time and channels; another account’s post is a 404', async () => {
    const created = postOf(await addPost({}));
    const answer = await post('/auth/updatePost', t.owner.token, {
      post_id: created.id,
      account_id: t.acme,
      description: 'Rye loaves',
      scheduled_at: inHours(5),
      channels: [4],
    });
    expect(answer.status).toBe(200);
    expect(postOf(answer)).toMatchObject({
      id: created.id,
      description: 'Rye loaves',
      scheduled_at: inHours(5),
      msp: [{ channeldata: [{ provider_Id: 4, status: 'SCHEDULED' }] }],
    });
    const past = await post('/auth/updatePost', t.owner.token, {
      post_id: created.id,
      account_id: t.acme,
      description: 'x',
      scheduled_at: inHours(-5),
      channels: [4],
    });
    expect(past.json?.message).toBe(postMessages.pastDate);
    // many is a member of Acme and Harbor: naming Harbor with an Acme post id is 404 (never leaked).
    const leak = await post('/auth/updatePost', t.many.token, {
      post_id: created.id,
      account_id: t.harbor,
      description: 'x',
      scheduled_at: inHours(5),
      channels: [1],
    });
    expect(leak.status).toBe(404);
  });
});

describe('approving, rescheduling and deleting', () => {
  it('approvePosts approves one or many, only those needing approval, and answers them', async () => {
    const one = postOf(await addPost({ approved: 0 }));
    const answer = await approve([one.id]);
    expect(answer.status).toBe(200);
    const approved = v.parse(postsResponse, answer.json).data!;
    expect(approved.map((item) => [item.id, postStatusLabel(item.msp[0]!)])).toEqual([[one.id, 'Scheduled']]);

    const three = [
      postOf(await addPost({ approved: 0 })),
      postOf(await addPost({ approved: 0 })),
      postOf(await addPost({ approved: 0 })),
    ];
    const bulk = await approve([...three.map((item) => item.id), one.id]);
    const answered = v.parse(postsResponse, bulk.json).data!;
    expect(answered.map((item) => item.id).sort()).toEqual(three.map((item) => item.id).sort());
    expect(answered.every((item) => item.msp[0]!.approved === 1)).toBe(true);
    expect(bulk.json?.rows).toBe(3);
  });

  it('approvePosts with a post of another account is a 404 and changes nothing', async () => {
    const mine = postOf(await addPost({ approved: 0 }));
    const answer = await approve([mine.id], t.many.token, t.harbor);
    expect(answer.status).toBe(404);
    const pending = await get('/auth/getPendingpost', t.owner.token, t.acme);
    const ids = v.parse(postsResponse, pending.json).data!.map((item) => item.id);
    expect(ids).toContain(mine.id);
  });

  it('getPendingpost lists only posts needing approval', async () => {
    const answer = await get('/auth/getPendingpost', t.owner.token, t.acme);
    const posts = v.parse(postsResponse, answer.json).data!;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((item) => item.msp[0]!.status === 'SCHEDULED' && item.msp[0]!.approved === 0)).toBe(
      true,
    );
  });

  it('reschedulePost moves a post, never into the past, never a published one', async () => {
    const created = postOf(await addPost({}));
    const moved = await post('/auth/reschedulePost', t.owner.token, {
      post_id: created.id,
      account_id: t.acme,
      scheduled_at: inHours(30),
    });
    expect(postOf(moved).scheduled_at).toBe(inHours(30));
    const past = await post('/auth/reschedulePost', t.owner.token, {
      post_id: created.id,
      account_id: t.acme,
      scheduled_at: inHours(-30),
    });
    expect(past.status).toBe(400);
    expect(past.json?.message).toBe(postMessages.pastDate);
    const [published] = await t.server.db.query<{ id: number }>(
      "select id from posts where account_id = $1 and status = 'POSTED' limit 1",
      [t.acme],
    );
    const refused = await post('/auth/reschedulePost', t.owner.token, {
      post_id: published!.id,
      account_id: t.acme,
      scheduled_at: inHours(30),
    });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe(postMessages.alreadyPublished);
    const other = await post('/auth/reschedulePost', t.owner.token, {
      post_id: 999_999,
      account_id: t.acme,
      scheduled_at: inHours(30),
    });
    expect(other.status).toBe(404);
  });

  it('reschedulePost of a failed post schedules every channel again', async () => {
    const [failed] = await t.server.db.query<{ id: number }>(
      "select id from posts where account_id = $1 and status = 'FAILED' and deleted_at is null limit 1",
      [t.acme],
    );
    const moved = postOf(
      await post('/auth/reschedulePost', t.owner.token, {
        post_id: failed!.id,
        account_id: t.acme,
        scheduled_at: inHours(3),
      }),
    );
    expect(moved.msp[0]!.status).toBe('SCHEDULED');
    expect(
      moved.msp[0]!.channeldata.every((channel) => channel.status === 'SCHEDULED' && channel.error === null),
    ).toBe(true);
  });

  it('deletePost removes a post softly; a second delete and another account are 404', async () => {
    const created = postOf(await addPost({}));
    const answer = await post('/auth/deletePost', t.owner.token, { post_id: created.id, account_id: t.acme });
    expect(answer.json).toMatchObject({ status: 200, data: { id: created.id, deleted: true } });
    const [row] = await t.server.db.query<{ deleted_at: Date | null }>(
      'select deleted_at from posts where id = $1',
      [created.id],
    );
    expect(row?.deleted_at).not.toBeNull();
    expect(
      (await post('/auth/deletePost', t.owner.token, { post_id: created.id, account_id: t.acme })).status,
    ).toBe(404);
    const list = v.parse(postsResponse, (await getpost()).json);
    expect(list.data!.some((item: PostWire) => item.id === created.id)).toBe(false);
    const another = postOf(await addPost({}));
    expect(
      (await post('/auth/deletePost', t.many.token, { post_id: another.id, account_id: t.harbor })).status,
    ).toBe(404);
  });
});

describe('handing posts to the publisher', () => {
  it('addPost, approvePosts, reschedulePost and updatePost enqueue approved, scheduled posts only', async () => {
    const scheduled: [number, string][] = [];
    const app = otherApp(
      t.server,
      {},
      {
        publishing: {
          schedule: (id, at) => {
            scheduled.push([id, at.toISOString()]);
            return Promise.resolve();
          },
        },
      },
    );
    const send = (path: string, body: Record<string, unknown>) =>
      call(app, 'POST', `/api${path}`, { token: t.owner.token, body });
    const base = { account_id: t.acme, description: 'Queued', channels: [1] };
    const approved = postOf(await send('/auth/addPost', { ...base, scheduled_at: inHours(1) }));
    const pending = postOf(await send('/auth/addPost', { ...base, scheduled_at: inHours(2), approved: 0 }));
    postOf(await send('/auth/addPost', { ...base, scheduled_at: null }));
    expect(scheduled).toEqual([[approved.id, inHours(1)]]);
    await send('/auth/approvePosts', { account_id: t.acme, post_ids: [pending.id] });
    expect(scheduled.at(-1)).toEqual([pending.id, inHours(2)]);
    await send('/auth/reschedulePost', {
      account_id: t.acme,
      post_id: approved.id,
      scheduled_at: inHours(4),
    });
    expect(scheduled.at(-1)).toEqual([approved.id, inHours(4)]);
    expect(scheduled).toHaveLength(3);
  });
});
