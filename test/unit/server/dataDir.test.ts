import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  lockDataDir,
  preparePrivateDir,
} from '../../../src/server/dataDir.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'brandpilot-datadir-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** The pid of a process that has just ended. */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', '']);
  return ended.pid;
}

describe('preparePrivateDir', () => {
  it('creates the folder and missing parents with mode 0700', () => {
    const dir = join(root, 'data', 'pgdata');
    preparePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(root, 'data'))).toBe(0o700);
  });

  it('tightens a folder that group or others could read', () => {
    const dir = join(root, 'loose');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    preparePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    chmodSync(dir, 0o701);
    preparePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });
});

describe('lockDataDir', () => {
  it('writes this process id, and release removes it', () => {
    const lock = lockDataDir(root);
    expect(lock.path).toBe(join(root, LOCK_FILE));
    expect(readFileSync(lock.path, 'utf8')).toBe(`${process.pid}\n`);
    expect(modeOf(lock.path)).toBe(0o600);
    lock.release();
    expect(() => statSync(lock.path)).toThrow(/ENOENT/);
    lock.release();
  });

  it('refuses while the process in the lock runs, naming it and the folder', () => {
    // pid 1 always runs.
    writeFileSync(join(root, LOCK_FILE), '1\n');
    expect(() => lockDataDir(root)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(root)).toThrow(
      `another Brandpilot server (pid 1) is using DATA_DIR ${root}; stop it or set DATA_DIR to another folder.`,
    );
    expect(readFileSync(join(root, LOCK_FILE), 'utf8')).toBe('1\n');
  });

  it.each([
    ['the pid of a process that ended', () => `${deadPid()}\n`],
    ['this very pid (a restarted container)', () => `${process.pid}\n`],
    ['no pid at all', () => 'garbage'],
    ['nothing', () => ''],
  ])('replaces a stale lock holding %s', (_what, content) => {
    writeFileSync(join(root, LOCK_FILE), content());
    const lock = lockDataDir(root);
    expect(readFileSync(lock.path, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('release leaves a lock that another server took meanwhile', () => {
    const lock = lockDataDir(root);
    writeFileSync(lock.path, '1\n');
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe('1\n');
  });
});
