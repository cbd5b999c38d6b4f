/**
 * A throwaway PostgreSQL cluster (issue 20): `initdb` into a temp folder, `postgres` on a free loopback port as a
 * child of this process, stopped and removed by `stop()` (and on SIGINT/SIGTERM/exit of this process). Used by the
 * unit run's PostgreSQL project (test/unit/server/postgresDatabase.ts); the same binaries the product runs on with
 * DATABASE_URL.
 *
 * The binaries are Debian's (`apt-get install -y postgresql`, newest version under /usr/lib/postgresql), or those of
 * the folder in PG_BIN. PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user the
 * Debian package creates. Durability is off (fsync, full-page writes): the data lives as long as the test run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './serverProcess.ts';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  readonly port: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export class PostgresMissingError extends Error {
  override readonly name = 'PostgresMissingError';
}

/** The folder holding initdb and postgres: PG_BIN, else the newest of /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env.PG_BIN;
  if (explicit) {
    if (!existsSync(join(explicit, 'initdb')))
      throw new PostgresMissingError(`PG_BIN is ${explicit}, which has no initdb.`);
    return explicit;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new PostgresMissingError(
      "PostgreSQL's initdb was not found under /usr/lib/postgresql: install it with `apt-get install -y postgresql` " +
        '(or set PG_BIN to the folder holding initdb and postgres). The server tests run on it as well as on PGlite.',
    );
  }
  return join(root, versions[0]!, 'bin');
}

/** As root: the uid and gid of the `postgres` user; otherwise nothing to change. */
function runAs(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new PostgresMissingError(
      "PostgreSQL refuses to run as root and there is no `postgres` user: install Debian's postgresql package.",
    );
  }
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

/** Starts a new cluster; resolves once it accepts connections. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const owner = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'brandpilot-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const ids = owner ?? {};
  const removeDir = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  try {
    execFileSync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    removeDir();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? '';
    throw new Error(`initdb failed: ${stderr || String(error)}`, { cause: error });
  }

  const port = await freePort();
  let log = '';
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'max_connections=300',
    ],
    { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // SIGINT: PostgreSQL's fast shutdown (ends the sessions, no waiting for clients).
    child.kill('SIGINT');
    if (!(await waitExit(child, 15_000))) {
      child.kill('SIGKILL');
      await waitExit(child, 5_000);
    }
    removeDir();
  };
  function killNow() {
    if (child.exitCode === null) child.kill('SIGKILL');
    removeDir();
  }
  function onSignal(signal: NodeJS.Signals) {
    killNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
  process.once('exit', killNow);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const started = Date.now();
  const { default: pg } = await import('pg');
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) break;
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return { url, port, stop };
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }
  await stop();
  throw new Error(`PostgreSQL did not start: ${log.trim().split('\n').slice(-3).join(' | ')}`);
}
