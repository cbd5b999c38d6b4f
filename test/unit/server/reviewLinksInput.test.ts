/**
 * A post shared for review (issue 19, routes/reviewLinks.ts): bad input is a 404 (a token that is not one) or a 400
 * naming the field with its sentence, never a 500, and changes nothing; the reviewer's calls are limited per address.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX, REVIEWER_NAME_MAX, reviewMessages } from '../../../src/contract/reviewLinks.ts';
import { REVIEW_LOGINS, expectError, reviewCalls } from './reviewLinkSupport.ts';
import { call, seededServer } from './support.ts';

const t = seededServer(REVIEW_LOGINS);
const { app, member, review, answer, acmePost, newLink, linksOf, approvedOf } = reviewCalls(t);

describe('bad input: a 404 or a 400 with its sentence, never a 500, nothing changed', () => {
  it('a malformed or unknown token is not found', async () => {
    const unknown = 'A'.repeat(43);
    for (const token of [
      unknown,
      'short',
      'A'.repeat(44),
      `${'A'.repeat(42)}%2F`,
      `${'A'.repeat(42)}!`,
      '%00',
    ]) {
      expectError(await review('GET', token), 404, reviewMessages.notFound);
      expectError(await answer(token, { decision: 'approve', name: 'Rosa' }), 404, reviewMessages.notFound);
    }
    expect((await call(app(), 'GET', '/api/review/', { ip: '192.0.2.1' })).status).toBe(404);
  });

  it('refuses bad answers with the field and its sentence; the link stays unused', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const cases: [Record<string, unknown> | string, string, string | null][] = [
      ['{not json', 'The request body is not valid JSON.', null],
      ['[1, 2]', 'The request body must be a JSON object.', null],
      [{ name: 'Rosa' }, 'decision: decision is required', 'decision'],
      [{ decision: 'reject', name: 'Rosa' }, `decision: ${reviewMessages.decision}`, 'decision'],
      [{ decision: 'approve' }, 'name: name is required', 'name'],
      [{ decision: 'approve', name: '   ' }, `name: ${reviewMessages.nameMissing}`, 'name'],
      [{ decision: 'approve', name: 42 }, `name: ${reviewMessages.nameMissing}`, 'name'],
      [
        { decision: 'approve', name: 'x'.repeat(REVIEWER_NAME_MAX + 1) },
        `name: ${reviewMessages.nameTooLong}`,
        'name',
      ],
      [{ decision: 'comment', name: 'Rosa' }, `comment: ${reviewMessages.commentMissing}`, 'comment'],
      [
        { decision: 'comment', name: 'Rosa', comment: ' ' },
        `comment: ${reviewMessages.commentMissing}`,
        'comment',
      ],
      [
        { decision: 'comment', name: 'Rosa', comment: { text: 'x' } },
        `comment: ${reviewMessages.commentNotText}`,
        'comment',
      ],
      [
        { decision: 'approve', name: 'Rosa', comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) },
        `comment: ${reviewMessages.commentTooLong}`,
        'comment',
      ],
      [{ decision: 'approve', name: 'Ro\u0000sa' }, 'name: name must not contain a NUL character', 'name'],
    ];
    for (const [body, message, field] of cases) {
      const refused = await answer(link.token, body);
      expect([refused.status, refused.json]).toEqual([
        400,
        { status: 400, message, ...(field === null ? {} : { field }), data: null },
      ]);
    }
    expect(await approvedOf(post.id)).toBe(0);
    expect((await linksOf(post.id))[0]).toMatchObject({ state: 'active', used_at: null });
    // The longest name and comment are taken.
    const longest = { name: 'x'.repeat(REVIEWER_NAME_MAX), comment: 'y'.repeat(REVIEW_COMMENT_MAX) };
    expect((await answer(link.token, { decision: 'comment', ...longest })).status).toBe(200);
  });

  it('refuses bad member bodies with 400s naming the field', async () => {
    const post = await acmePost();
    const cases: [string, Record<string, unknown>, string][] = [
      ['createReviewLink', { account_id: t.acme, post_id: post.id, days: 0 }, 'days'],
      ['createReviewLink', { account_id: t.acme, post_id: post.id, days: 31 }, 'days'],
      ['createReviewLink', { account_id: t.acme, post_id: post.id, days: 1.5 }, 'days'],
      ['createReviewLink', { account_id: t.acme, post_id: 'x' }, 'post_id'],
      ['createReviewLink', { account_id: t.acme, post_id: 2 ** 31 }, 'post_id'],
      ['getReviewLinks', { account_id: t.acme }, 'post_id'],
      ['revokeReviewLink', { account_id: t.acme, id: -1 }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const refused = await member(path, body);
      expect([path, refused.status, refused.json?.field]).toEqual([path, 400, field]);
    }
    expect(await t.count('select 1 from post_review_links where post_id = $1', [post.id])).toBe(0);
    expectError(
      await member('revokeReviewLink', { account_id: t.acme, id: 2 ** 31 - 1 }),
      404,
      reviewMessages.linkNotFound,
    );
  });
});

describe('the per-address limit of the reviewer’s calls', () => {
  it('answers 429 with Retry-After past 60 calls a minute from one address; others are not slowed', async () => {
    const post = await acmePost();
    const link = await newLink(post.id);
    const ip = '203.0.113.77';
    const from = (at: string) => call(app(), 'GET', `/api/review/${link.token}`, { ip: at });
    for (let index = 0; index < 60; index += 1) expect((await from(ip)).status).toBe(200);
    const limited = await from(ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect((await from('203.0.113.78')).status).toBe(200);
    t.server.clock.advance(60_000);
    expect((await from(ip)).status).toBe(200);
  });
});
