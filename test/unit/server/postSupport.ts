/** Calling the content planner's API as the owner of Acme Bakery (or with another token), for the post tests. */
import * as v from 'valibot';
import { expect } from 'vitest';
import { postResponse, postsResponse } from '../../../src/contract/posts.ts';
import { call, type Seeded } from './support.ts';

const MINUTE = 60_000;

/** `t` is read at each call (seededServer fills it in beforeAll). */
export function plannerCalls(t: Seeded<'owner'>) {
  const post = (path: string, token: string, body: Record<string, unknown>) =>
    call(t.server.app, 'POST', `/api${path}`, { token, body });
  const get = (path: string, token: string, accountId?: number) =>
    call(t.server.app, 'GET', `/api${path}`, {
      token,
      headers: accountId === undefined ? {} : { accountId: String(accountId) },
    });
  const inHours = (hours: number) =>
    new Date(t.server.clock.now().getTime() + hours * 60 * MINUTE).toISOString();
  return {
    post,
    get,
    inHours,
    /** addPost of Acme Bakery, two hours ahead on Facebook and LinkedIn, with `body`'s fields instead. */
    addPost: (body: Record<string, unknown>, token = t.owner.token) =>
      post('/auth/addPost', token, {
        account_id: t.acme,
        description: 'Fresh bread',
        scheduled_at: inHours(2),
        channels: [1, 3],
        ...body,
      }),
    /** getpost of Acme Bakery's first page as the owner, with `body`'s fields instead (a range, another page). */
    getpost: (body: Record<string, unknown> = {}, token = t.owner.token) =>
      post('/auth/getpost', token, { page: 1, account_id: t.acme, ...body }),
    /** approvePosts of `postIds`, of Acme Bakery as the owner unless told. */
    approve: (postIds: number[], token = t.owner.token, accountId = t.acme) =>
      post('/auth/approvePosts', token, { account_id: accountId, post_ids: postIds }),
    /** The post of an answer of addPost, updatePost or reschedulePost. */
    postOf: (answer: { json: Record<string, unknown> | null }) => v.parse(postResponse, answer.json).data!,
  };
}

/** Adding and reading approved posts of Acme Bakery, as the publishing tests do. */
export function postCalls(t: Seeded<'owner'>) {
  return {
    /** Adds an approved post one minute ahead of the server's clock on `channels` (plus `extra` fields). */
    async add(channels: number[], extra: Record<string, unknown> = {}) {
      const answer = await call(t.server.app, 'POST', '/api/auth/addPost', {
        token: t.owner.token,
        body: {
          account_id: t.acme,
          description: `Post ${Math.random()}`,
          scheduled_at: new Date(t.server.clock.now().getTime() + MINUTE).toISOString(),
          channels,
          ...extra,
        },
      });
      expect(answer.status).toBe(200);
      return v.parse(postResponse, answer.json).data!;
    },
    /** The post as getpost answers it. */
    async read(id: number) {
      const answer = await call(t.server.app, 'POST', '/api/auth/getpost', {
        token: t.owner.token,
        body: {
          page: 1,
          account_id: t.acme,
          start: '2000-01-01T00:00:00Z',
          end: '2100-01-01T00:00:00Z',
        },
      });
      const found = v.parse(postsResponse, answer.json).data!.find((item) => item.id === id);
      if (!found) throw new Error(`post ${id} not found`);
      return found;
    },
  };
}
