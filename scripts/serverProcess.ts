/**
 * Our server as a child process on a free loopback port (src/server/main.ts through tsx), for the scripts and tests
 * that need real processes: the load bench (benchLoad.ts) and the two-instance test (twoInstances.pg.test.ts).
 * The caller owns the child: `stopServerProcess` ends it (SIGTERM, SIGKILL after 15 s, or SIGKILL at once).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
}

/**
 * Starts the server with `env` added to this process's (PORT is chosen here; a null value removes a variable) and
 * resolves once /heartbeat answers; `started` is told of the child at once, so a caller can kill it on a signal.
 */
export async function startServerProcess(
  env: Record<string, string | null>,
  { timeoutMs = 180_000, started }: { timeoutMs?: number; started?: (child: ChildProcess) => void } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  for (const [name, value] of Object.entries(env)) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started?.(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/heartbeat`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  await stopServerProcess(child, 'SIGKILL');
  throw new Error(`the server did not become healthy: ${stderr.trim().split('\n').at(-1) ?? ''}`);
}

/** Ends the child: SIGTERM (SIGKILL after 15 s), or SIGKILL at once; resolves once it has exited. */
export async function stopServerProcess(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
