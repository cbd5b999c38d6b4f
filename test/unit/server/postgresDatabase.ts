/**
 * The PostgreSQL half of the server tests (issue 20; the `unit-pg` project of vite.config.ts): a throwaway cluster
 * for the run (scripts/postgresCluster.ts), with one migrated and seeded database that every test server copies
 * (CREATE DATABASE … TEMPLATE, see support.ts), seeded at the test clock's start as the PGlite copy is
 * (seededDatabase.ts). The cluster stops when the run ends, also when it fails.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../../scripts/postgresCluster.ts';
import { manualClock } from '../../../src/server/clock.ts';
import { openPostgres } from '../../../src/server/db.ts';
import { migrate } from '../../../src/server/migrate.ts';
import { seed } from '../../../src/server/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Set in the PostgreSQL project only: the URL of the migrated and seeded template database (support.ts makes
     * each test server a copy of it, and `emptyTestDb` an empty database beside it).
     */
    postgresTemplate: string | undefined;
  }
}

export const TEMPLATE_DATABASE = 'brandpilot_seeded';

export default async function preparePostgres(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const db = await openPostgres(cluster.url(TEMPLATE_DATABASE));
    await migrate(db);
    await seed(db, manualClock().now());
    await db.close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresTemplate', cluster.url(TEMPLATE_DATABASE));
  return () => cluster.stop();
}
