/**
 * The stream of changes (issue 20; src/server/live.ts, routes/live.ts), on both engines: a chat message reaches the
 * other member's open stream at commit, a stream resumes after its Last-Event-ID, a change is for its user and the
 * members of its account only, a notice a transaction rolls back never leaves, and a stream needs a live session.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_RESET } from '../../../src/contract/live.ts';
import { LiveHub, publishLive, replay, type LiveEvent } from '../../../src/server/live.ts';
import { openLiveStream, conversationBetween } from './liveSupport.ts';
import { OWNER, VIEWER, call, openTestDb, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

const openStream = (token: string, lastEventId?: number) => openLiveStream(t.server.app, token, lastEventId);

const conversationOfOwnerAndViewer = () =>
  conversationBetween(t.server.db, t.owner.user.id, t.viewer.user.id);

async function sendAsOwner(conversationId: number, text: string) {
  const answer = await call(t.server.app, 'POST', '/api/getMemberschatMessages', {
    token: t.owner.token,
    body: { memberId: t.owner.user.id, conversationId, message: text, account_id: t.acme },
  });
  expect(answer.status, answer.text).toBe(200);
}

describe('GET /api/live', () => {
  it("a message sent by one member reaches the other's open stream; a reconnect resumes after its id", async () => {
    const conversationId = await conversationOfOwnerAndViewer();
    const stream = await openStream(t.viewer.token);
    try {
      await sendAsOwner(conversationId, 'Is the stream open?');
      const message = await stream.next(1_000);
      expect(message.event).toBe('chat.message');
      expect(JSON.parse(message.data)).toMatchObject({ accountId: null, data: { conversationId } });
      const id = Number(message.id);
      expect(id).toBeGreaterThan(0);

      // A tab that was away resumes after the last id it had: it gets the message it missed.
      const resumed = await openStream(t.viewer.token, id - 1);
      try {
        const missed = await resumed.next(1_000);
        expect(missed).toMatchObject({ event: 'chat.message', id: String(id) });
      } finally {
        await resumed.close();
      }
    } finally {
      await stream.close();
    }
  });

  it('a tab away longer than the changes are kept is told to read everything again', async () => {
    const conversationId = await conversationOfOwnerAndViewer();
    await sendAsOwner(conversationId, 'One before the gap');
    await t.server.db.query("delete from live_events where kind = 'chat.message'");
    await sendAsOwner(conversationId, 'One after the gap');
    const stream = await openStream(t.viewer.token, 0);
    try {
      expect((await stream.next(1_000)).event).toBe(LIVE_RESET);
    } finally {
      await stream.close();
    }
  });

  it('needs a live session, and does not keep one alive', async () => {
    const refused = await t.server.app.request('/api/live');
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('unauthorized access');
    const [before] = await t.server.db.query<{ last_seen_at: Date }>(
      'select last_seen_at from sessions where user_id = $1 order by id desc limit 1',
      [t.viewer.user.id],
    );
    t.server.clock.advance(5_000);
    const stream = await openStream(t.viewer.token);
    await stream.close();
    const [after] = await t.server.db.query<{ last_seen_at: Date }>(
      'select last_seen_at from sessions where user_id = $1 order by id desc limit 1',
      [t.viewer.user.id],
    );
    expect(after!.last_seen_at.getTime()).toBe(before!.last_seen_at.getTime());
  });
});

describe('the hub and the change log', () => {
  const opened: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of opened) await close();
  });

  it('hands a change to the streams it is for, at commit, and never one rolled back', async () => {
    const { db, close } = await openTestDb('empty');
    opened.push(close);
    const { migrate } = await import('../../../src/server/migrate.ts');
    await migrate(db);
    const hub = new LiveHub(db);
    opened.push(() => hub.close());
    await hub.start();
    const forUser7: LiveEvent[] = [];
    const forAccount: LiveEvent[] = [];
    const forNobody: LiveEvent[] = [];
    hub.subscribe({ userId: 7, accountIds: new Set() }, (event) => forUser7.push(event));
    hub.subscribe({ userId: 8, accountIds: new Set() }, (event) => forAccount.push(event));
    hub.subscribe({ userId: 9, accountIds: new Set([-1]) }, (event) => forNobody.push(event));

    await expect(
      db.transaction(async (tx) => {
        await publishLive(tx, { kind: 'chat.message', userIds: [7], data: { conversationId: 1 } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [{ count }] = (await db.query<{ count: number }>(
      'select count(*)::int as count from live_events',
    )) as [{ count: number }];
    expect(count).toBe(0);

    // An account for the account's change (the table refers to accounts).
    const [account] = await db.query<{ id: number }>(
      "insert into accounts (account_name) values ('Live Bakery') returning id",
    );
    const accountId = account!.id;
    hub.subscribe({ userId: 10, accountIds: new Set([accountId]) }, (event) => forAccount.push(event));
    const first = await db.transaction((tx) =>
      publishLive(tx, { kind: 'chat.message', userIds: [7, 8], data: { conversationId: 3 } }),
    );
    const second = await publishLive(db, { kind: 'chat.message', accountId, data: { conversationId: 4 } });
    await expect.poll(() => forUser7.length, { timeout: 1_000 }).toBe(1);
    await expect.poll(() => forAccount.length, { timeout: 1_000 }).toBe(2);
    expect(forUser7[0]).toMatchObject({ id: first, data: { conversationId: 3 } });
    expect(forAccount.map((event) => event.id)).toEqual([first, second]);
    expect(forNobody).toEqual([]);

    // The log answers the same to a reconnecting stream, and nothing of another account's.
    const missed = await replay(db, 0, { userId: 9, accountIds: new Set([accountId + 1]) });
    expect(missed.events).toEqual([]);
    const again = await replay(db, first - 1, { userId: 7, accountIds: new Set() });
    expect(again.events.map((event) => event.id)).toEqual([first]);
  });
});
