/**
 * A post shared for review (issue 19; src/contract/reviewLinks.ts, routes/reviewLinks.ts): a member makes a link,
 * someone without an account opens the post with it and approves it or comments, once; the link expires and can be
 * revoked. What the reviewer sees (and does not), the answers, links no longer active, and who may make, list and
 * revoke links. Bad input and the per-address limit: reviewLinksInput.test.ts.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  reviewAnswerResponse,
  reviewLinkResponse,
  reviewMessages,
  reviewViewResponse,
} from '../../../src/contract/reviewLinks.ts';
import { postMessages } from '../../../src/contract/posts.ts';
import { reviewTokenHash } from '../../../src/server/reviewLinks.ts';
import { DAY, REVIEW_LOGINS, expectError, reviewCalls } from './reviewLinkSupport.ts';
import { NO_SUCH_ACCOUNT, call, errorJson, seededServer } from './support.ts';

const t = seededServer(REVIEW_LOGINS);
const { handedOver, app, member, review, answer, acmePost, newLink, linksOf, advance, approvedOf } =
  reviewCalls(t);

const ROLE_REFUSED = errorJson(403, 'Your role on this account does not allow this.');

describe('making a link and what the reviewer sees', () => {
  it('answers a 43-character token once; stores only its SHA-256; the link lasts 7 days by default', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expires_at).toBe(new Date(t.server.clock.now().getTime() + 7 * DAY).toISOString());
    const [row] = await t.server.db.query<{ token_hash: string; created_by: number }>(
      'select token_hash, created_by from post_review_links where id = $1',
      [link.id],
    );
    expect(row).toEqual({ token_hash: reviewTokenHash(link.token), created_by: t.owner.user.id });
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await linksOf(post.id);
    expect(listed).toEqual([
      {
        id: link.id,
        created_at: t.server.clock.now().toISOString(),
        expires_at: link.expires_at,
        revoked_at: null,
        used_at: null,
        decision: null,
        comment: null,
        reviewer_name: null,
        state: 'active',
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(link.token);
    const longer = await newLink(post.id, { days: 30 });
    expect(longer.expires_at).toBe(new Date(t.server.clock.now().getTime() + 30 * DAY).toISOString());
    // Newest first.
    expect((await linksOf(post.id)).map((item) => item.id)).toEqual([longer.id, link.id]);
  });

  it('GET /review/{token} shows the post with its networks’ own texts, and nothing of users, tokens or ids', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const seen = await review('GET', link.token);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('no-store');
    expect(seen.headers.get('x-robots-tag')).toBe('noindex');
    expect(seen.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(seen.headers.get('x-frame-options')).toBe('DENY');
    expect(v.parse(reviewViewResponse, seen.json).data).toEqual({
      account_name: 'Acme Bakery',
      post: {
        description: 'Sourdough is back on Saturday, baked overnight.',
        media: ['https://example.com/loaf.jpg'],
        texts: [{ provider_Id: 2, text: 'Sourdough Saturday! #bread' }],
        first_comment: 'Order ahead: https://example.com/order',
        alt_texts: ['A sourdough loaf'],
        scheduled_at: post.scheduled_at,
        channels: [1, 2],
        status_label: 'Needs approval',
      },
      expires_at: link.expires_at,
    });
    expect(seen.text).not.toContain('owner@demo.test');
    expect(seen.text).not.toContain(reviewTokenHash(link.token));
    expect(seen.text).not.toContain(link.token);
    expect(seen.text).not.toMatch(/"(id|account_id|created_by|user_id|post_id)"/);
    // Reading it uses nothing.
    expect((await linksOf(post.id))[0]?.state).toBe('active');
  });
});

describe('the reviewer’s answer', () => {
  it('approve: the post is approved and handed to the publisher; the link is used (410 afterwards)', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const before = handedOver.length;
    const approved = await answer(link.token, { decision: 'approve', name: '  Rosa Reviewer  ' });
    expect(approved.status, approved.text).toBe(200);
    expect(v.parse(reviewAnswerResponse, approved.json).data).toEqual({
      decision: 'approved',
      status_label: 'Scheduled',
    });
    expect(await approvedOf(post.id)).toBe(1);
    expect(handedOver.slice(before)).toEqual([[post.id, post.scheduled_at]]);
    const [listed] = await linksOf(post.id);
    expect(listed).toMatchObject({
      state: 'used',
      decision: 'approved',
      reviewer_name: 'Rosa Reviewer',
      comment: null,
      used_at: t.server.clock.now().toISOString(),
    });
    expectError(await answer(link.token, { decision: 'approve', name: 'Again' }), 410, reviewMessages.used);
    expectError(
      await answer(link.token, { decision: 'comment', name: 'Again', comment: 'x' }),
      410,
      reviewMessages.used,
    );
    expectError(await review('GET', link.token), 410, reviewMessages.used);
    expect((await linksOf(post.id))[0]).toEqual(listed);
  });

  it('comment: stored with the reviewer’s name and shown to the members; the post still needs approval', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const commented = await answer(link.token, {
      decision: 'comment',
      name: 'Carl',
      comment: '  Could the first line mention rye?  ',
    });
    expect(v.parse(reviewAnswerResponse, commented.json).data).toEqual({
      decision: 'commented',
      status_label: 'Needs approval',
    });
    expect(await approvedOf(post.id)).toBe(0);
    expect((await linksOf(post.id))[0]).toMatchObject({
      state: 'used',
      decision: 'commented',
      comment: 'Could the first line mention rye?',
      reviewer_name: 'Carl',
    });
    expectError(await review('GET', link.token), 410, reviewMessages.used);
  });

  it('approve of a post already approved records the answer (with its comment) and changes nothing else', async () => {
    const post = await acmePost(1);
    const link = await newLink(post.id);
    const before = handedOver.length;
    const approved = await answer(link.token, { decision: 'approve', name: 'Ann', comment: 'Lovely.' });
    expect(v.parse(reviewAnswerResponse, approved.json).data).toEqual({
      decision: 'approved',
      status_label: 'Scheduled',
    });
    expect(handedOver.length).toBe(before);
    expect((await linksOf(post.id))[0]).toMatchObject({ decision: 'approved', comment: 'Lovely.' });
    // An empty comment with an approval is none.
    const another = await newLink(post.id);
    await answer(another.token, { decision: 'approve', name: 'Ann', comment: '   ' });
    expect((await linksOf(post.id))[0]).toMatchObject({ id: another.id, comment: null });
  });

  it('two answers at once: one is taken, the other is told the link was used', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const both = await Promise.all([
      answer(link.token, { decision: 'comment', name: 'First', comment: 'One' }),
      answer(link.token, { decision: 'approve', name: 'Second' }),
    ]);
    expect(both.map((one) => one.status).sort()).toEqual([200, 410]);
    expect(both.find((one) => one.status === 410)?.json?.message).toBe(reviewMessages.used);
    expect(
      await t.count('select 1 from post_review_links where id = $1 and used_at is not null', [link.id]),
    ).toBe(1);
  });
});

describe('links that are no longer active', () => {
  it('an expired link answers 410 to GET and POST, and is listed as expired', async () => {
    const post = await acmePost();
    const link = await newLink(post.id, { days: 1 });
    await advance(DAY - 1);
    expect((await review('GET', link.token)).status).toBe(200);
    await advance(1);
    expectError(await review('GET', link.token), 410, reviewMessages.expired);
    expectError(await answer(link.token, { decision: 'approve', name: 'Late' }), 410, reviewMessages.expired);
    expect(await approvedOf(post.id)).toBe(0);
    expect((await linksOf(post.id))[0]).toMatchObject({ state: 'expired', used_at: null });
  });

  it('a revoked link answers 410; revoking again answers it as it is; a used link cannot be revoked (409)', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const revoked = await member('revokeReviewLink', { account_id: t.acme, id: link.id });
    expect(revoked.status, revoked.text).toBe(200);
    const wire = v.parse(reviewLinkResponse, revoked.json).data!;
    expect(wire).toMatchObject({
      id: link.id,
      state: 'revoked',
      revoked_at: t.server.clock.now().toISOString(),
    });
    t.server.clock.advance(1000);
    const again = await member('revokeReviewLink', { account_id: t.acme, id: link.id });
    expect(v.parse(reviewLinkResponse, again.json).data).toEqual(wire);
    expectError(await review('GET', link.token), 410, reviewMessages.revoked);
    expectError(await answer(link.token, { decision: 'approve', name: 'Rosa' }), 410, reviewMessages.revoked);
    expect(await approvedOf(post.id)).toBe(0);

    const used = await newLink(post.id);
    expect((await answer(used.token, { decision: 'comment', name: 'Rosa', comment: 'Hm.' })).status).toBe(
      200,
    );
    expectError(
      await member('revokeReviewLink', { account_id: t.acme, id: used.id }),
      409,
      reviewMessages.usedCannotRevoke,
    );
    expect((await linksOf(post.id))[0]).toMatchObject({ id: used.id, state: 'used', revoked_at: null });
  });

  it('a deleted post: 404 for the reviewer, for the list, for revoking and for a new link', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    expect((await member('deletePost', { account_id: t.acme, post_id: post.id })).status).toBe(200);
    expectError(await review('GET', link.token), 404, reviewMessages.notFound);
    expectError(
      await answer(link.token, { decision: 'approve', name: 'Rosa' }),
      404,
      reviewMessages.notFound,
    );
    const listed = await member('getReviewLinks', { account_id: t.acme, post_id: post.id });
    expectError(listed, 404, postMessages.notFound);
    const revoked = await member('revokeReviewLink', { account_id: t.acme, id: link.id });
    expectError(revoked, 404, reviewMessages.linkNotFound);
    const created = await member('createReviewLink', { account_id: t.acme, post_id: post.id });
    expectError(created, 404, postMessages.notFound);
  });
});

describe('who may make, list and revoke links', () => {
  it('another account’s post or link is not found (404), and nothing is stored', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const links = () => t.count('select 1 from post_review_links');
    const before = await links();
    // many is a member of Acme and Harbor: an Acme post named as Harbor's is not found.
    const asHarbor = { account_id: t.harbor, post_id: post.id };
    expectError(await member('createReviewLink', asHarbor, t.many), 404, postMessages.notFound);
    expectError(await member('getReviewLinks', asHarbor, t.many), 404, postMessages.notFound);
    expectError(
      await member('revokeReviewLink', { account_id: t.harbor, id: link.id }, t.many),
      404,
      reviewMessages.linkNotFound,
    );
    // The owner is no member of Harbor.
    const notMine = await member('createReviewLink', asHarbor);
    expect([notMine.status, notMine.json]).toEqual([404, NO_SUCH_ACCOUNT]);
    expect(await links()).toBe(before);
    expect((await linksOf(post.id))[0]?.state).toBe('active');
  });

  it('the read-only member (role 3) is refused all three (403) and nothing changes', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const links = () => t.count('select 1 from post_review_links where revoked_at is null');
    const before = await links();
    for (const [path, body] of [
      ['createReviewLink', { account_id: t.acme, post_id: post.id }],
      ['getReviewLinks', { account_id: t.acme, post_id: post.id }],
      ['revokeReviewLink', { account_id: t.acme, id: link.id }],
    ] as const) {
      const refused = await member(path, body, t.viewer);
      expect([path, refused.status, refused.json]).toEqual([path, 403, ROLE_REFUSED]);
    }
    expect(await links()).toBe(before);
  });

  it('the members’ calls need a session', async () => {
    const refused = await call(app(), 'POST', '/api/auth/createReviewLink', {
      body: { account_id: t.acme, post_id: 1 },
    });
    expect(refused.status).toBe(401);
  });
});
