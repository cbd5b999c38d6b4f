/**
 * Applies the plain SQL files of `migrations/` (named `0001_core.sql`, `0002_...`) in order,
 * each in its own transaction together with its row in `schema_migrations`. Safe to run at
 * every start, and from several server instances at once on PostgreSQL (an advisory lock
 * serialises them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Arbitrary constant naming the migration lock. */
const MIGRATION_LOCK = 7_351_002;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1]) throw new Error(`Migration file name "${file}" must look like 0001_name.sql`);
    if (seen.has(match[1])) throw new Error(`Two migrations share the number ${match[1]}`);
    seen.add(match[1]);
    return { version: match[1], name: file, sql: readFileSync(join(dir, file), 'utf8') };
  });
}

/** Applies what is missing; returns the names of the files applied now. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return false;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.name} failed: ${reason}`, { cause: error });
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
