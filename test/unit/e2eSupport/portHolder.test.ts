import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portHolder, portTakenMessage } from '../../e2e/support/portHolder.ts';

let server: Server | null = null;

afterEach(async () => {
  const open = server;
  server = null;
  if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
});

async function listen(host: string): Promise<number> {
  server = createServer();
  await new Promise<void>((resolve) => server!.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

describe('portHolder (issue 15: a stale server on the e2e port is named)', () => {
  it.each(['127.0.0.1', '::'])('names this process listening on %s', async (host) => {
    const port = await listen(host);
    const holder = portHolder(port);
    expect(holder?.pid).toBe(process.pid);
    expect(holder?.command).toContain('node');
    expect(portTakenMessage(port, holder!)).toBe(
      `Port ${port} is already used by pid ${process.pid} (${holder!.command}), probably a server left by an ` +
        `earlier test run. Stop it with: kill ${process.pid}. Or run on another port: E2E_PORT=4320 npm run test:e2e.`,
    );
  });

  it('answers null for a port nobody listens on', async () => {
    const port = await listen('127.0.0.1');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
    expect(portHolder(port)).toBeNull();
  });

  it('says what it knows of a holder it cannot see', () => {
    expect(portTakenMessage(4173, { pid: null, command: 'a process of another user' })).toBe(
      'Port 4173 is already used by a process of another user, probably a server left by an earlier test run. ' +
        'Or run on another port: E2E_PORT=4320 npm run test:e2e.',
    );
  });
});
