/**
 * A server of a spec's own, for what the shared e2e server must not change for everyone (its settings come from the
 * environment): started on a free port with a fresh data folder and the extra `env`, from the same build as the
 * shared server's (E2E_STATIC_DIR, else dist), and stopped with its folder removed whatever happened. It stops
 * itself too if the runner dies (EXIT_WITH_PID).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../../../scripts/serverProcess.ts';

export { freePort };

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/** A fresh data folder for an own server (remove it with `rmSync(dir, { recursive: true, force: true })`). */
export function ownDataDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `brandpilot-e2e-${name}-`));
}

/** Stops the server and waits for it to exit (killed outright if it does not within 10 s). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `options.dataDir`: start on that data folder (a server started again on the data of one stopped before, e.g. with
 * its clock moved ahead); the caller then removes it (`ownDataDir`), since stopping keeps it.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? ownDataDir(name);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      EXIT_WITH_PID: String(process.pid),
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the ${name} server exited:\n${output}`);
          try {
            return (await fetch(`${url}/heartbeat`)).status;
          } catch {
            return 0;
          }
        },
        { message: `the ${name} server answers /heartbeat`, timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
