/**
 * What the review link tests share (reviewLinks.test.ts, reviewLinksInput.test.ts; routes/reviewLinks.ts, issue 19):
 * an app over the file's test server whose publisher records what it is handed, the members' and the reviewer's
 * calls, and a post waiting for approval to share.
 */
import * as v from 'valibot';
import { beforeAll, expect } from 'vitest';
import {
  createReviewLinkResponse,
  reviewLinksResponse,
  type ReviewLinkWire,
} from '../../../src/contract/reviewLinks.ts';
import type { App } from '../../../src/server/app.ts';
import { plannerCalls } from './postSupport.ts';
import { MANY, OWNER, VIEWER, call, errorJson, logIn, otherApp, type Seeded } from './support.ts';

/** The logins of the review link tests: Acme Bakery's owner, its read-only member, and a member of five accounts. */
export const REVIEW_LOGINS = { owner: OWNER, viewer: VIEWER, many: MANY };
export type ReviewTest = Seeded<keyof typeof REVIEW_LOGINS>;

export const DAY = 86_400_000;

export const expectError = (got: Awaited<ReturnType<typeof call>>, status: number, message: string) =>
  expect([got.status, got.json]).toEqual([status, errorJson(status, message)]);

/** The calls on `t`'s server (read once its beforeAll ran). */
export function reviewCalls(t: ReviewTest) {
  const { addPost, postOf } = plannerCalls(t);

  /** What the app handed to the publisher: [post id, time]. */
  const handedOver: [number, string][] = [];
  let app: App;
  beforeAll(() => {
    app = otherApp(
      t.server,
      {},
      {
        publishing: {
          schedule: (id, at) => {
            handedOver.push([id, at.toISOString()]);
            return Promise.resolve();
          },
        },
      },
    );
  });

  /** Each reviewer call from its own address, so the per-address limit stays out of the way (one test checks it). */
  let address = 0;
  const nextIp = () => {
    address += 1;
    return `198.51.${address >> 8}.${address & 255}`;
  };

  const member = (path: string, body: Record<string, unknown>, who = t.owner) =>
    call(app, 'POST', `/api/auth/${path}`, { token: who.token, body });
  const review = (method: 'GET' | 'POST', token: string, body?: Record<string, unknown> | string) =>
    call(app, method, `/api/review/${token}`, { ...(body === undefined ? {} : { body }), ip: nextIp() });

  /** A post of Acme Bakery on Facebook and Twitter with Twitter's own text; waiting for approval unless told. */
  async function acmePost(approved: 0 | 1 = 0) {
    const created = await addPost({
      description: 'Sourdough is back on Saturday, baked overnight.',
      channels: [1, 2],
      texts: [{ provider_Id: 2, text: 'Sourdough Saturday! #bread' }],
      first_comment: 'Order ahead: https://example.com/order',
      media: ['https://example.com/loaf.jpg'],
      alt_texts: ['A sourdough loaf'],
      approved,
    });
    expect(created.status, created.text).toBe(200);
    return postOf(created);
  }

  async function newLink(postId: number, extra: Record<string, unknown> = {}) {
    const created = await member('createReviewLink', { account_id: t.acme, post_id: postId, ...extra });
    expect(created.status, created.text).toBe(200);
    return v.parse(createReviewLinkResponse, created.json).data!;
  }

  async function linksOf(postId: number): Promise<ReviewLinkWire[]> {
    const listed = await member('getReviewLinks', { account_id: t.acme, post_id: postId });
    expect(listed.status, listed.text).toBe(200);
    return v.parse(reviewLinksResponse, listed.json).data!;
  }

  return {
    handedOver,
    app: () => app,
    member,
    review,
    answer: (token: string, body: Record<string, unknown> | string) => review('POST', token, body),
    acmePost,
    newLink,
    linksOf,
    /** Moves the server's clock; the members log in again (their sessions time out after 30 idle minutes). */
    advance: async (ms: number) => {
      t.server.clock.advance(ms);
      Object.assign(t, {
        owner: await logIn(t.server.app, OWNER),
        viewer: await logIn(t.server.app, VIEWER),
        many: await logIn(t.server.app, MANY),
      });
    },
    approvedOf: async (postId: number) =>
      (await t.server.db.query<{ approved: number }>('select approved from posts where id = $1', [postId]))[0]
        ?.approved,
  };
}
