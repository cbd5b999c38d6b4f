import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db.ts';
import { appOnDb, call, errorJson, seededServer } from './support.ts';

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
    expect(answer.json).toEqual(errorJson(404, 'Not found: GET /api/x'));
  });

  it('bad JSON is a 400', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', { body: '{"username": ' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorJson(400, 'The request body is not valid JSON.'));
  });

  it('a body that is not an object is a 400', async () => {
    const answer = await call(t.server.app, 'POST', '/api/webauthenticate', { body: '[1,2]' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorJson(400, 'The request body must be a JSON object.'));
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
    expect(answer.json).toEqual(errorJson(413, 'The request body is too large.'));
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
      heavy: { query: () => Promise.reject(failure), exec: () => Promise.reject(failure) },
      transaction: () => Promise.reject(failure),
      executeSql: () => Promise.reject(failure),
      listen: () => Promise.reject(failure),
      close: () => Promise.resolve(),
    };
    const { app, log } = appOnDb(failingDb);
    const answer = await call(app, 'POST', '/api/webauthenticate', {
      body: { username: 'owner@demo.test', password: 'demo1234' },
    });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual(errorJson(500, 'Something went wrong on our side.'));
    expect(answer.text).not.toContain('secret detail');
    expect(answer.text).not.toMatch(/at \S+ \(/);
    const logged = log.entries.find((entry) => entry.level === 'error');
    expect(logged?.message).toBe('POST /api/webauthenticate failed');
    expect(logged?.detail).toBe(failure);

    const heartbeat = await call(app, 'GET', '/heartbeat');
    expect(heartbeat.status).toBe(503);
    expect(heartbeat.json).toEqual(errorJson(503, 'The database is not answering.'));
  });
});
