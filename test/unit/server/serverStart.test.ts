/**
 * The real server process (`node --import tsx src/server/main.ts`) on a temporary DATA_DIR: a deployment without a
 * mail server refuses to start; one process per data folder (a second start stops at once, a crashed one's lock
 * does not block); the data folder is private. Each start costs seconds, so the starts are few.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/server/config.ts';
import { LOCK_FILE } from '../../../src/server/dataDir.ts';
import { freePort } from '../../../scripts/serverProcess.ts';

const START_TIMEOUT = 90_000;

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal) once the process ended. */
  exited: Promise<number | string>;
}

const children: ChildProcess[] = [];
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'brandpilot-start-'));
});
afterAll(() => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(root, { recursive: true, force: true });
});

/** Settings that could leak in from the shell running the tests. */
const CLEARED = [
  'DEMO_MODE',
  'SMTP_URL',
  'MAIL_FROM',
  'HOST',
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'PUBLIC_URL',
  'TOKEN_ENCRYPTION_KEY',
  'PADDLE_CLIENT_TOKEN',
  'PADDLE_WEBHOOK_SECRET',
];

function startServer(env: Record<string, string>): Started {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CLEARED.includes(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...base, SERVE_SPA: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

async function heartbeat(origin: string): Promise<number | null> {
  try {
    return (await fetch(`${origin}/heartbeat`)).status;
  } catch {
    return null;
  }
}

/** Waits until the server answers its heartbeat; fails at once if it exits first. */
async function waitUntilUp(started: Started, port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT;
  const ended: { code: number | string | null } = { code: null };
  void started.exited.then((code) => (ended.code = code));
  for (;;) {
    if ((await heartbeat(`http://127.0.0.1:${port}`)) === 200) return;
    if (ended.code !== null) {
      throw new Error(`the server exited (${ended.code}) before answering:\n${started.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer in time:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Exit code of a start that must end by itself, quickly. */
async function exitOf(started: Started, within = 30_000): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('still running'), within);
  });
  try {
    return await Promise.race([started.exited, late]);
  } finally {
    clearTimeout(timer);
    if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
  }
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the server process', () => {
  it(
    'DEMO_MODE=0 without SMTP_URL exits at once with a message naming SMTP_URL, touching nothing',
    async () => {
      const dataDir = join(root, 'deployment');
      const started = startServer({ DEMO_MODE: '0', DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await exitOf(started)).toBe(1);
      expect(started.output()).toMatch(
        /Configuration error: DEMO_MODE=0 \(a real deployment\) needs these settings/,
      );
      expect(started.output()).toMatch(/- SMTP_URL: mail .* needs a mail server/);
      expect(existsSync(dataDir)).toBe(false);
    },
    START_TIMEOUT,
  );

  it(
    'one process per data folder: a second start stops at once, the first still answers, a crash does not block',
    async () => {
      const dataDir = join(root, 'shared');
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o755);
      const port = await freePort();
      const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitUntilUp(first, port);

      // Demo mode says so first; it listens on 127.0.0.1, which localhost reaches too.
      expect(first.output().split('\n')[0]).toMatch(/WARN DEMO MODE: .*NOT for the internet/);
      expect(first.output()).toMatch(/it listens on 127\.0\.0\.1 only/);
      expect(await heartbeat(`http://localhost:${port}`)).toBe(200);
      // The data folder and the PGlite folder are private.
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(join(dataDir, 'pgdata'))).toBe(0o700);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await exitOf(second)).toBe(1);
      expect(second.output()).toContain(
        `Cannot start: another Brandpilot server (pid ${first.child.pid}) is using DATA_DIR ${dataDir}; ` +
          'stop it or set DATA_DIR to another folder.',
      );
      expect(await heartbeat(`http://127.0.0.1:${port}`)).toBe(200);

      // A crash leaves the lock behind with a pid that no longer runs: the next start takes over.
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));
      const third = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitUntilUp(third, port);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(third.child.pid));

      // A clean stop releases the lock.
      third.child.kill('SIGTERM');
      expect(await exitOf(third)).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
    3 * START_TIMEOUT,
  );

  it(
    'EXIT_WITH_PID: a server whose test runner was killed stops itself and frees its port',
    async () => {
      // A stand-in for the runner: a process the test kills with SIGKILL, as a CI timeout would.
      const runner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      children.push(runner);
      const port = await freePort();
      const started = startServer({
        DATA_DIR: join(root, 'orphan'),
        PORT: String(port),
        EXIT_WITH_PID: String(runner.pid),
      });
      await waitUntilUp(started, port);
      runner.kill('SIGKILL');
      expect(await exitOf(started)).toBe(0);
      expect(started.output()).toContain(
        `the process that started this server (pid ${runner.pid}) is gone: stopping`,
      );
      expect(await heartbeat(`http://127.0.0.1:${port}`)).toBeNull();
    },
    2 * START_TIMEOUT,
  );
});
