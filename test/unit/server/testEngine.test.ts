/**
 * The server tests run twice (issue 20): on PGlite in the `unit` project and on a throwaway PostgreSQL cluster in
 * `unit-pg` (vite.config.ts). This file checks that each project's test servers really are on its engine.
 */
import { expect, test } from 'vitest';
import { seededServer } from './support.ts';

const t = seededServer({ owner: { username: 'owner@demo.test', password: 'demo1234' } });

test("the test server's database is the project's engine, migrated and seeded", async ({ task }) => {
  const expected = task.file.projectName === 'unit-pg' ? 'postgres' : 'pglite';
  expect(t.server.db.kind).toBe(expected);
  // A PostgreSQL server listens on a port; PGlite runs in this process and has none.
  const [row] = await t.server.db.query<{ port: number | null }>('select inet_server_port() as port');
  if (expected === 'postgres') expect(row?.port).toBeGreaterThan(0);
  else expect(row?.port ?? null).toBeNull();
  expect(t.owner.token).toEqual(expect.any(String));
  expect(await t.count('select 1 from accounts')).toBeGreaterThan(5);
});
