import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { manualClock } from '../../../src/server/clock.ts';
import type { Db } from '../../../src/server/db.ts';
import { memoryLogger } from '../../../src/server/logger.ts';
import { noProviders } from '../../../src/server/providers.ts';
import { TEST_APP_CONFIG, call, seededServer } from './support.ts';

const t = seededServer();

describe('heartbeat', () => {
  it.each(['/heartbeat', '/api/heartbeat'])('%s answers ok with the time', async (path) => {
    t.server.clock.set('2025-03-01T10:00:00.000Z');
    const answer = await call(t.server.app, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 200, data: { ok: true, time: '2025-03-01T10:00:00.000Z' } });
  });
});

describe('error answers', () => {
  it('an unknown /api path is a JSON 404 naming the method and path', async () => {
    const answer = await call(t.server.app, 'GET', '/api/x');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.json).toEqual({ status: 404, message: 'Not found: GET /api/x', data: null });
  });

  it('bad JSON is a 400', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', { body: '{"username": ' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ status: 400, message: 'The request body is not valid JSON.', data: null });
  });

  it('a body that is not an object is a 400', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', { body: '[1,2]' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      status: 400,
      message: 'The request body must be a JSON object.',
      data: null,
    });
  });

  it('a wrong shape is a 400 naming the field', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', {
      body: { username: 'not-an-email', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      status: 400,
      message: 'username: username must be an e-mail address',
      field: 'username',
      data: null,
    });
  });

  it('a missing field is a 400 saying it is required', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', {
      body: { username: 'a@b.test' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: 'password: password is required', field: 'password' });
  });

  it('an oversized body is a 413, not a 500', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', {
      body: { username: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ status: 413, message: 'The request body is too large.', data: null });
  });
});

describe('unexpected errors', () => {
  it('a failing database gives a JSON 500 without a stack, and the error is logged', async () => {
    const failure = new Error('connection reset by the database (secret detail)');
    const failingDb: Db = {
      kind: 'pglite',
      connectionString: null,
      query: () => Promise.reject(failure),
      exec: () => Promise.reject(failure),
      transaction: () => Promise.reject(failure),
      executeSql: () => Promise.reject(failure),
      close: () => Promise.resolve(),
    };
    const log = memoryLogger();
    const app = createApp({
      db: failingDb,
      clock: manualClock(),
      log,
      mail: { send: () => Promise.resolve() },
      providers: noProviders(),
      config: TEST_APP_CONFIG,
    });
    const answer = await call(app, 'POST', '/api/webauthenticate', {
      body: { username: 'owner@demo.test', password: 'demo1234' },
    });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ status: 500, message: 'Something went wrong on our side.', data: null });
    expect(answer.text).not.toContain('secret detail');
    expect(answer.text).not.toMatch(/at \S+ \(/);
    const logged = log.entries.find((entry) => entry.level === 'error');
    expect(logged?.message).toBe('POST /api/webauthenticate failed');
    expect(logged?.detail).toBe(failure);

    const heartbeat = await call(app, 'GET', '/heartbeat');
    expect(heartbeat.status).toBe(503);
    expect(heartbeat.json).toEqual({ status: 503, message: 'The database is not answering.', data: null });
  });
});
