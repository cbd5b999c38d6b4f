/**
 * One database interface, two engines with the same SQL:
 * - embedded PGlite (kept in a folder; in memory when no folder is given, for tests);
 * - PostgreSQL through a `pg` pool when DATABASE_URL is set.
 * Columns use int4/smallint/text/bool/timestamptz so both engines return the same JS types
 * (no int8 or numeric, which `pg` returns as strings).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query: <T = Row>(sql: string, params?: readonly unknown[]) => Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec: (sql: string) => Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * For long reads made of several queries (a calendar month in pages, plannerStore.ts): on PGlite, which runs one
   * query at a time, a query of this lane waits while any other query waits, so a long read cannot hold a session
   * check or a bell for more than the one query it is running (`pgliteDb`). On PostgreSQL the same pool.
   */
  readonly heavy: Queryable;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx`: on PGlite (one connection) a call on the outer Db waits for the
   * transaction to end, so calling it from inside would never finish.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** pg-boss's database hook: without parameters through `exec` (several statements allowed). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  /** For PostgreSQL, the connection string (pg-boss opens its own pool); null on PGlite. */
  readonly connectionString: string | null;
  /**
   * LISTEN on `channel` (a fixed identifier, never user input): `onPayload` gets each NOTIFY's payload, from this
   * process or any other on the same database, once its transaction commits. Answers the function that stops
   * listening; `close` stops every listener too. On PostgreSQL each listener holds a connection of its own.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name for LISTEN: an identifier, so it can be written into the statement. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** A `close` that ends the engine on its first call only. */
function closeOnce(end: () => Promise<void>): () => Promise<void> {
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    await end();
  };
}

/** Opens PGlite in `dataDir` (created when missing), or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(dataDir === null ? await PGlite.create() : await PGlite.create(dataDir));
}

/**
 * At most this many other queries go before a waiting heavy one (then it runs): a stream of short queries cannot
 * hold a month back for ever.
 */
export const HEAVY_QUERY_PATIENCE = 16;

/**
 * The order PGlite's work is handed to it in. PGlite runs one query (or transaction) at a time on this thread, in
 * the order asked, and each blocks the thread while it runs; here the `heavy` lane waits while the normal lane has
 * work, up to HEAVY_QUERY_PATIENCE queries, and the event loop reads what arrived between two jobs.
 */
function pgliteScheduler() {
  const lanes = { normal: [] as (() => Promise<void>)[], heavy: [] as (() => Promise<void>)[] };
  let running = false;
  let passedHeavy = 0;
  const pump = () => {
    if (running) return;
    const heavyTurn =
      lanes.heavy.length > 0 && (lanes.normal.length === 0 || passedHeavy >= HEAVY_QUERY_PATIENCE);
    const job = heavyTurn ? lanes.heavy.shift() : lanes.normal.shift();
    if (!job) return;
    passedHeavy = heavyTurn ? 0 : lanes.heavy.length > 0 ? passedHeavy + 1 : 0;
    running = true;
    void job().finally(() => {
      running = false;
      // The next job after the event loop's I/O: a request that arrived meanwhile (its socket read, its session
      // check asked) gets its turn; chained as a microtask, PGlite would run everything queued before any of it.
      setImmediate(pump);
    });
  };
  return <T>(lane: 'normal' | 'heavy', work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      lanes[lane].push(() => work().then(resolve, reject));
      pump();
    });
}

/** The Db of an open PGlite instance (tests open one from a prepared copy of a database). */
export function pgliteDb(pglite: PGlite): Db {
  const turn = pgliteScheduler();
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  });
  const base = on(pglite);
  const inLane = (lane: 'normal' | 'heavy'): Queryable => ({
    query: (sql, params) => turn(lane, () => base.query(sql, params)),
    exec: (sql) => turn(lane, () => base.exec(sql)),
  });
  const normal = inLane('normal');

  return {
    kind: 'pglite',
    connectionString: null,
    query: normal.query,
    exec: normal.exec,
    heavy: inLane('heavy'),
    // The whole transaction is one turn; its own queries (`tx`) go straight to PGlite.
    transaction: (fn) => turn('normal', () => pglite.transaction((tx) => fn(on(tx)))),
    listen: async (channel, onPayload) => {
      const stop = await turn('normal', () => pglite.listen(channelName(channel), onPayload));
      return async () => {
        if (!pglite.closed) await turn('normal', () => stop());
      };
    },
    executeSql: (text, values) =>
      turn('normal', async () => {
        if (values === undefined || values.length === 0) {
          const results = await pglite.exec(text);
          const last = results[results.length - 1];
          return { rows: last?.rows ?? [] };
        }
        const result = await pglite.query<Row>(text, values);
        return { rows: result.rows };
      }),
    close: closeOnce(() => pglite.close()),
  };
}

/** Opens a `pg` pool of `poolSize` connections (default 10) on `connectionString` and checks that the server answers. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');

  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  });
  const base = on(pool);
  const listeners = new Set<() => Promise<void>>();

  return {
    kind: 'postgres',
    connectionString,
    query: base.query,
    exec: base.exec,
    heavy: base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async executeSql(text, values) {
      const result = await pool.query<Row>(text, values);
      return { rows: result.rows };
    },
    async listen(channel, onPayload) {
      // A connection of its own, outside the pool: it stays LISTENing for as long as the listener lives.
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => onPayload(message.payload ?? ''));
      await client.query(`listen ${channelName(channel)}`);
      const stop = closeOnce(async () => {
        listeners.delete(stop);
        await client.end().catch(() => undefined);
      });
      listeners.add(stop);
      return stop;
    },
    close: closeOnce(async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    }),
  };
}

/** PostgreSQL when a connection string is given, otherwise PGlite in `<dataDir>/pgdata`. */
export async function openDb(options: {
  databaseUrl: string | null;
  pgliteDir: string | null;
  poolSize?: number;
}): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.pgliteDir);
}
