/** Adding and reading posts of one account through the API, as the publishing tests do. */
import * as v from 'valibot';
import { expect } from 'vitest';
import { postResponse, postsResponse } from '../../../src/contract/posts.ts';
import { call, type TestServer } from './support.ts';

const MINUTE = 60_000;

/** `server`, `accountId` and `token` are read at each call (tests set them in beforeAll, and log in again). */
export function postCalls(server: () => TestServer, accountId: () => number, token: () => string) {
  return {
    /** Adds an approved post one minute ahead of the server's clock on `channels` (plus `extra` fields). */
    async add(channels: number[], extra: Record<string, unknown> = {}) {
      const answer = await call(server().app, 'POST', '/api/auth/addPost', {
        token: token(),
        body: {
          account_id: accountId(),
          description: `Post ${Math.random()}`,
          scheduled_at: new Date(server().clock.now().getTime() + MINUTE).toISOString(),
          channels,
          ...extra,
        },
      });
      expect(answer.status).toBe(200);
      return v.parse(postResponse, answer.json).data!;
    },
    /** The post as getpost answers it. */
    async read(id: number) {
      const answer = await call(server().app, 'POST', '/api/auth/getpost', {
        token: token(),
        body: {
          page: 1,
          account_id: accountId(),
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
