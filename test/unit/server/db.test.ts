import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db.ts';
import { MIGRATIONS_DIR, migrate, readMigrations } from '../../../src/server/migrate.ts';
import { seed } from '../../../src/server/seed.ts';
import { openTestDb, SEEDED_EMAILS } from './support.ts';

const folders: string[] = [];
function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// One empty database of the run's engine (PGlite in \`unit\`, PostgreSQL in \`unit-pg\`) for the migration, seed and
// transaction tests (opening one costs seconds).
let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb('empty'));
});
afterAll(() => closeDb());

describe('migrations', () => {
  it('apply every file once, in order, and nothing on the second run', async () => {
    const files = readMigrations().map((migration) => migration.name);
    expect(files[0]).toBe('0001_core.sql');
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.slice(0, 4)));
  });

  it('create the core tables of spec 3', async () => {
    const rows = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'account_memberships',
        'accounts',
        'mail_outbox',
        'sessions',
        'users',
        'mfa_codes',
        'password_tokens',
        'impersonation_links',
        'onboarding_types',
        'plans',
        'onboarding_type_plans',
        'timezones',
        'countries',
        'states',
      ]),
    );
  });

  it('roll back a failing file whole and keep it unapplied', async () => {
    const dir = tempFolder('brandpilot-migrations-');
    writeFileSync(join(dir, '0001_first.sql'), 'create table first_table (id int);');
    writeFileSync(
      join(dir, '0002_broken.sql'),
      'create table half_done (id int);\nselect * from no_such_table;',
    );
    const { db: scratch, close: closeScratch } = await openTestDb('empty');
    try {
      await expect(migrate(scratch, dir)).rejects.toThrow(/0002_broken\.sql failed: .*no_such_table/);
      const applied = await scratch.query<{ version: string }>('select version from schema_migrations');
      expect(applied.map((row) => row.version)).toEqual(['0001']);
      const halfDone = await scratch.query(
        "select 1 from information_schema.tables where table_name = 'half_done'",
      );
      expect(halfDone).toHaveLength(0);
    } finally {
      await closeScratch();
    }
  });

  it('refuse a badly named file', () => {
    const dir = tempFolder('brandpilot-migrations-');
    writeFileSync(join(dir, 'core.sql'), 'select 1;');
    expect(() => readMigrations(dir)).toThrow(/must look like 0001_name\.sql/);
    expect(readMigrations(MIGRATIONS_DIR).length).toBeGreaterThan(0);
  });
});

describe('seed', () => {
  it('is idempotent', async () => {
    await migrate(db);
    expect(await seed(db)).toEqual(SEEDED_EMAILS);
    expect(await seed(db)).toEqual([]);
    const counts = await db.query<{
      users: number;
      accounts: number;
      memberships: number;
      landings: number;
    }>(
      `select (select count(*)::int from users) as users, (select count(*)::int from accounts) as accounts,
                (select count(*)::int from account_memberships) as memberships,
                (select count(*)::int from account_memberships where is_landing) as landings`,
    );
    // owner 2 + many 5 + viewer 1 + staff 0 + the billing, chat, networking, setup, social and idle users 1 each +
    // reviewer 2 + paywalled 2; one landing account each but staff.
    expect(counts[0]).toEqual({ users: 21, accounts: 20, memberships: 27, landings: 20 });
    const billing = await db.query<{ status: string }>('select status from subscriptions order by id');
    expect(billing.map((row) => row.status).sort()).toEqual([
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'active',
      'canceled',
      'canceled',
      'past_due',
      'past_due',
    ]);
    const staff = await db.query<{ is_staff: boolean; first_name: string }>(
      "select is_staff, first_name from users where email = 'staff@demo.test'",
    );
    expect(staff).toEqual([{ is_staff: true, first_name: 'Sam' }]);
  });
});

describe('transactions', () => {
  it('roll back when the function throws and commit when it resolves', async () => {
    await db.exec('create table scratch_numbers (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into scratch_numbers values (1)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await db.transaction((tx) => tx.query('insert into scratch_numbers values (2)'));
    expect(await db.query('select n from scratch_numbers')).toEqual([{ n: 2 }]);
  });
});
