/**
 * PGlite runs one query at a time: the Db of db.ts hands it the normal lane first and the heavy lane (long reads in
 * pages, such as the calendar's month) when nothing else waits, or after HEAVY_QUERY_PATIENCE other queries (issue 20).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HEAVY_QUERY_PATIENCE, openPglite, type Db } from '../../../src/server/db.ts';

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
});
afterAll(() => db.close());

const slow = 'select count(*)::int as n from generate_series(1, 200000)';

it('a query asked while heavy ones wait runs after at most the one already running', async () => {
  const done: string[] = [];
  const heavy = Array.from({ length: 10 }, (_, index) =>
    db.heavy.query(slow).then(() => done.push(`heavy ${index}`)),
  );
  const normal = db.query('select 1 as one').then(() => done.push('normal'));
  await Promise.all([...heavy, normal]);
  expect(done.indexOf('normal')).toBeLessThanOrEqual(1);
  expect(done.filter((entry) => entry.startsWith('heavy'))).toEqual(
    Array.from({ length: 10 }, (_, index) => `heavy ${index}`),
  );
});

it(`a waiting heavy query runs after at most ${HEAVY_QUERY_PATIENCE} others, however many keep coming`, async () => {
  const done: string[] = [];
  // One normal query runs first; the heavy one waits behind the rest of the normal lane.
  const first = db.query(slow).then(() => done.push('first'));
  const heavy = db.heavy.query('select 1 as one').then(() => done.push('heavy'));
  const normal = Array.from({ length: 40 }, (_, index) =>
    db.query('select 1 as one').then(() => done.push(`normal ${index}`)),
  );
  await Promise.all([first, heavy, ...normal]);
  expect(done[0]).toBe('first');
  expect(done.indexOf('heavy')).toBe(1 + HEAVY_QUERY_PATIENCE);
});

it('a transaction is one turn: its own queries go straight to PGlite', async () => {
  const rows = await db.transaction(async (tx) => {
    await tx.query('create temporary table lanes_scratch (n int)');
    await tx.query('insert into lanes_scratch values (1), (2)');
    return tx.query<{ n: number }>('select n from lanes_scratch order by n');
  });
  expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
});
