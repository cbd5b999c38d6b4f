import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  NOTIFICATION_LIMIT,
  notificationsResponse,
  readNotificationsResponse,
} from '../../../src/contract/chat.ts';
import { MANY, OWNER, VIEWER, call, seededServer, type LoggedIn } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER, many: MANY });

async function bell(who: LoggedIn) {
  const answer = await call(t.server.app, 'GET', '/api/auth/getNotifications', { token: who.token });
  expect(answer.status).toBe(200);
  const parsed = v.parse(notificationsResponse, answer.json);
  return { list: parsed.data ?? [], unread: parsed.rows };
}

async function markRead(who: LoggedIn, body: Record<string, unknown>) {
  const answer = await call(t.server.app, 'POST', '/api/auth/readNotifications', { token: who.token, body });
  expect(answer.status).toBe(200);
  return v.parse(readNotificationsResponse, answer.json).data!.read;
}

describe('GET /api/auth/getNotifications', () => {
  it("lists the owner's two seeded unread notifications, newest first", async () => {
    const { list, unread } = await bell(t.owner);
    expect(unread).toBe(2);
    expect(list).toHaveLength(2);
    expect(list.every((n) => n.kind === 'message' && !n.read && n.conversationId !== null)).toBe(true);
    expect(list.map((n) => n.title.split(':')[0]).sort()).toEqual(['Max Many', 'Vera Viewer']);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect(list[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('answers at most NOTIFICATION_LIMIT, with rows = the whole unread count', async () => {
    const [conversation] = await t.server.db.query<{ id: number }>(
      'select id from conversations where (member_id1 = $1 and member_id2 = $2) or (member_id1 = $2 and member_id2 = $1)',
      [t.many.user.id, t.viewer.user.id],
    );
    for (let index = 0; index < NOTIFICATION_LIMIT + 3; index += 1) {
      const answer = await call(t.server.app, 'POST', '/api/getMemberschatMessages', {
        token: t.many.token,
        body: {
          message: `news ${index}`,
          conversationId: conversation!.id,
          memberId: t.many.user.id,
          account_id: 0,
        },
      });
      expect(answer.status).toBe(200);
    }
    const { list, unread } = await bell(t.viewer);
    expect(list).toHaveLength(NOTIFICATION_LIMIT);
    expect(unread).toBe(NOTIFICATION_LIMIT + 3);
    expect(list[0]!.title).toBe(`Max Many: news ${NOTIFICATION_LIMIT + 2}`);
    // The sender got none.
    expect((await bell(t.many)).unread).toBe(0);
  });

  it('needs a session', async () => {
    const answer = await call(t.server.app, 'GET', '/api/auth/getNotifications');
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/auth/readNotifications', () => {
  it("marks the given ids read, only the caller's own", async () => {
    const { list } = await bell(t.owner);
    const [first, second] = list;
    // Someone else's ids change nothing.
    expect(await markRead(t.viewer, { ids: [first!.id, second!.id] })).toBe(0);
    expect(await markRead(t.owner, { ids: [first!.id] })).toBe(1);
    expect(await markRead(t.owner, { ids: [first!.id] })).toBe(0);
    const after = await bell(t.owner);
    expect(after.unread).toBe(1);
    expect(after.list.find((n) => n.id === first!.id)!.read).toBe(true);
    expect(after.list.find((n) => n.id === second!.id)!.read).toBe(false);
  });

  it('marks all read when ids is omitted', async () => {
    expect(await markRead(t.viewer, {})).toBe(NOTIFICATION_LIMIT + 3);
    expect((await bell(t.viewer)).unread).toBe(0);
    expect(await markRead(t.viewer, {})).toBe(0);
  });

  it('refuses bad ids', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/readNotifications', {
      token: t.owner.token,
      body: { ids: ['x'] },
    });
    expect(answer.status).toBe(400);
  });
});
