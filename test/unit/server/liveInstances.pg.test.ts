/**
 * Issue 20: a change written through one server instance reaches the streams of another on the same PostgreSQL
 * database within a second (NOTIFY crosses connections; PGlite is one process, so this runs on PostgreSQL only).
 */
import { afterAll, expect, it } from 'vitest';
import { openPostgres, type Db } from '../../../src/server/db.ts';
import { LiveHub, publishLive, type LiveEvent } from '../../../src/server/live.ts';
import { openTestDb } from './support.ts';

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

it("a change published through instance A reaches instance B's streams within a second", async () => {
  const a = await openTestDb('seeded');
  closing.push(a.close);
  const b: Db = await openPostgres(a.db.connectionString!);
  closing.push(() => b.close());
  const hub = new LiveHub(b);
  closing.push(() => hub.close());
  await hub.start();
  const seen: { event: LiveEvent; at: number }[] = [];
  hub.subscribe({ userId: 42, accountIds: new Set() }, (event) => seen.push({ event, at: Date.now() }));

  const sentAt = Date.now();
  const id = await a.db.transaction((tx) =>
    publishLive(tx, { kind: 'chat.message', userIds: [42], data: { conversationId: 5 } }),
  );
  await expect.poll(() => seen.length, { timeout: 1_000 }).toBe(1);
  expect(seen[0]!.event).toMatchObject({ id, userIds: [42], data: { conversationId: 5 } });
  expect(seen[0]!.at - sentAt).toBeLessThan(1_000);
});
