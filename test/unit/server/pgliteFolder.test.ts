/**
 * The embedded database kept in a folder (PGlite only: PostgreSQL keeps its own data; db.test.ts runs the migrations,
 * seed and transactions on both engines).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/server/db.ts';
import { migrate } from '../../../src/server/migrate.ts';
import { seed } from '../../../src/server/seed.ts';
import { SEEDED_EMAILS } from './support.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('embedded database in a folder', () => {
  // Two PGlite starts in a folder and the seed's password hashing: slow on a busy 2-core machine.
  it('keeps its data across a restart', { timeout: 60_000 }, async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'brandpilot-data-')), 'pgdata');
    folders.push(join(folder, '..'));
    const first = await openPglite(folder);
    await migrate(first);
    await seed(first);
    await first.query('insert into accounts (account_name) values ($1)', ['Kept Across Restart']);
    await first.close();

    const second = await openPglite(folder);
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await seed(second)).toEqual([]);
      const kept = await second.query('select 1 from accounts where account_name = $1', [
        'Kept Across Restart',
      ]);
      expect(kept).toHaveLength(1);
      const users = await second.query<{ email: string }>('select email from users order by id');
      expect(users.map((row) => row.email)).toEqual(SEEDED_EMAILS);
      const subscriptions = await second.query('select 1 from subscriptions');
      expect(subscriptions).toHaveLength(17);
    } finally {
      await second.close();
    }
  });
});
