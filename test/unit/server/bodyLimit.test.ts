/**
 * A 413 must not break the connection it came on (issue 12, finding 10): the server reads and drops the rest of the
 * oversized body, so the next request on the same keep-alive socket is answered normally.
 */
import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_DRAIN_BYTES } from '../../../src/server/bodyLimit.ts';
import { startTestServer, type TestServer } from './support.ts';

let server: TestServer;
let http: ServerType;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    http.close(() => resolve());
    if ('closeAllConnections' in http) http.closeAllConnections();
  });
  await server.close();
});

interface Answer {
  status: number;
  body: string;
  socket: unknown;
}

function send(agent: Agent, path: string, body: string, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            socket: req.socket,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('413 on a keep-alive connection', () => {
  it.each([
    ['just over the limit', MAX_BODY_BYTES + 1, false],
    ['four times the limit', MAX_BODY_BYTES * 4, false],
    ['chunked, without a declared length', MAX_BODY_BYTES * 2, true],
  ])('%s: 413, then the next request on the same socket is answered', async (_name, size, chunked) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ username: 'x'.repeat(size), password: 'y' });
      const tooLarge = await send(agent, '/api/webauthenticate', big, chunked);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toMatchObject({
        status: 413,
        message: 'The request body is too large.',
      });
      const next = await send(
        agent,
        '/api/webauthenticate',
        JSON.stringify({ username: 'owner@demo.test', password: 'demo1234' }),
      );
      expect(next.status).toBe(200);
      expect(next.socket).toBe(tooLarge.socket);
    } finally {
      agent.destroy();
    }
  });

  it('a body too large to be worth reading is refused at once, and the 413 closes the connection', async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const req = request({
          host: '127.0.0.1',
          port,
          path: '/api/webauthenticate',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_DRAIN_BYTES + 1) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
          req.destroy();
        });
        req.on('error', reject);
        // Only the headers: the server must answer without waiting for 16 MiB.
        req.flushHeaders();
      },
    );
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });

  it('a body within the limit still reaches the route whole, declared or chunked', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({
        username: 'owner@demo.test',
        password: 'demo1234',
        pad: 'p'.repeat(500_000),
      });
      expect((await send(agent, '/api/webauthenticate', body)).status).toBe(200);
      expect((await send(agent, '/api/webauthenticate', body, true)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
