/**
 * The data folder (DATA_DIR): private to the user running the server (mode 0700, like the PGlite folder inside
 * it), and used by one server process at a time. PGlite is a single-process database: a second process on the
 * same files would answer requests while the writes of one of them are lost. main.ts takes the lock before the
 * database opens; a second start on the same folder stops at once with a message naming the running process.
 */
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file in DATA_DIR: the pid of the server using the folder. */
export const LOCK_FILE = 'server.lock';

/** Creates `dir` (and missing parents) with mode 0700, or tightens it to 0700 when group or others had access. */
export function preparePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `another Brandpilot server (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/** Whether a process with this pid runs (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes DATA_DIR/server.lock, holding this process's pid. The file is written aside first and linked into place,
 * which fails when a lock exists, so a lock is never seen empty. A lock whose pid no longer runs (a crash, a
 * kill -9), whose pid is this very process (a container restarted with the same pid) or that holds no pid is stale:
 * it is replaced. Throws DataDirLockedError while the other server runs. (Two servers started at the same instant
 * over one stale lock could both replace it; starting twice at once after a crash is not worth more machinery.)
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const aside = `${path}.${process.pid}`;
  writeFileSync(aside, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let tries = 0; ; tries++) {
      try {
        linkSync(aside, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries >= 3) throw error;
        const holder = readPid(path);
        if (holder !== null && holder !== process.pid && processAlive(holder)) {
          throw new DataDirLockedError(dataDir, holder);
        }
        rmSync(path, { force: true });
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      if (readPid(path) === process.pid) rmSync(path, { force: true });
    },
  };
}
