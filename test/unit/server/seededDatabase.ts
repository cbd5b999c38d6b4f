/**
 * One migrated and seeded database for the whole unit run (a Vitest global setup): every test server opens a copy
 * of it instead of migrating and seeding its own, which costs seconds per file (the seed hashes 16 demo passwords
 * with scrypt). The copy is PGlite's own dump of its data folder; the seed's clock is the test clock's start, as it
 * was when each server seeded itself.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { manualClock } from '../../../src/server/clock.ts';
import { pgliteDb } from '../../../src/server/db.ts';
import { migrate } from '../../../src/server/migrate.ts';
import { seed } from '../../../src/server/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the seeded database's dump (`startTestServer` opens copies of it). */
    seededDatabase: string;
  }
}

export default async function prepareSeededDatabase(project: TestProject): Promise<() => void> {
  const pglite = await PGlite.create();
  const db = pgliteDb(pglite);
  await migrate(db);
  await seed(db, manualClock().now());
  const dump = await pglite.dumpDataDir('none');
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'brandpilot-seeded-db-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
