/** The API client's handling of session timeouts (spec 4.3, 8): one event per burst, waiting requests, retries. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, isSessionTimeoutBody } from '../../../src/api/client.ts';
import {
  clientWith,
  deferred,
  expiredSession,
  failureOf,
  flushPromises,
  json,
  numberEnvelope,
  pathEnvelope,
  scriptedFetch,
  settled,
  until,
} from './clientSupport.ts';
import { expectEach } from '../domain/expectEach.ts';

describe('session timeout (spec 4.3, 8)', () => {
  it('recognises the body as text or as an envelope message', () => {
    expectEach(isSessionTimeoutBody, [
      ['unauthorized access', true],
      [{ message: 'unauthorized access' }, true],
      ['Invalid e-mail or password.', false],
      [{ message: 'nope' }, false],
      [null, false],
    ]);
  });

  it('turns concurrent 401 unauthorized-access answers into ONE event; the requests wait', async () => {
    const { server, api, events } = expiredSession();
    const a = settled(api.call(pathEnvelope, '/auth/a'));
    const b = settled(api.call(pathEnvelope, '/auth/b', { method: 'POST', body: { x: 1 } }));
    await until(() => server.refused.length === 2);
    expect(events).toEqual([{ type: 'session.timedOut', method: 'GET', path: '/auth/a' }]);
    expect(api.isSessionTimeoutOpen()).toBe(true);
    await flushPromises();
    expect(a.state).toBe('pending');
    expect(b.state).toBe('pending');
  });

  it('names the method of a call with a body POST in the event, as on the wire', async () => {
    const { server, api, events } = expiredSession();
    const call = settled(api.call(pathEnvelope, '/auth/b', { body: { x: 1 } }));
    await until(() => events.length === 1);
    expect(server.seen.map((request) => request.method)).toEqual(['POST']);
    expect(events).toEqual([{ type: 'session.timedOut', method: 'POST', path: '/auth/b' }]);
    api.abandonAfterTimeout();
    await until(() => call.state === 'rejected');
  });

  it('retries every waiting request once with the new token after re-authentication', async () => {
    const { server, api } = expiredSession();
    const a = api.call(pathEnvelope, '/auth/a');
    const b = api.call(pathEnvelope, '/auth/b', { method: 'POST', body: { x: 1 } });
    await until(() => server.refused.length === 2);
    await flushPromises();

    server.reauthenticate('new');
    api.resumeAfterReauth();
    expect(await a).toEqual({ status: 200, data: { path: '/api/auth/a', token: 'new' } });
    expect(await b).toEqual({ status: 200, data: { path: '/api/auth/b', token: 'new' } });
    // Two refused with the old token, each sent again once with the new one; the body travels again.
    expect(server.seen.map((r) => `${r.method} ${r.path} ${r.token}`)).toEqual([
      'GET /api/auth/a old',
      'POST /api/auth/b old',
      'GET /api/auth/a new',
      'POST /api/auth/b new',
    ]);
    expect(JSON.parse(server.seen[3]?.body ?? 'null')).toEqual({ x: 1 });
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('holds a request made while the timeout is open until re-authentication, without sending it', async () => {
    const { server, api, events } = expiredSession();
    const a = api.call(pathEnvelope, '/auth/a');
    await until(() => events.length === 1);
    const later = settled(api.call(pathEnvelope, '/auth/later'));
    await flushPromises();
    expect(server.seen).toHaveLength(1);
    expect(later.state).toBe('pending');

    server.reauthenticate('new');
    api.resumeAfterReauth();
    await a;
    await until(() => later.state !== 'pending');
    expect(later.value).toEqual({ status: 200, data: { path: '/api/auth/later', token: 'new' } });
    expect(server.seen.map((r) => `${r.path} ${r.token}`)).toEqual([
      '/api/auth/a old',
      '/api/auth/a new',
      '/api/auth/later new',
    ]);
    expect(events).toHaveLength(1);
  });

  it('rejects every waiting request with ApiError(sessionTimeout) when the timeout is abandoned', async () => {
    const { server, api, events } = expiredSession();
    const a = failureOf(api.call(pathEnvelope, '/auth/a'));
    const helper = api.helper(v.object({ path: v.string() }), '/auth/helper');
    await until(() => events.length === 1);
    api.abandonAfterTimeout();
    const failure = await a;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.kind).toBe('sessionTimeout');
    expect(failure.status).toBe(401);
    expect(failure.message).toBe('Your session has timed out due to inactivity.');
    // Helper calls keep their rule: status 400 and null data on any failure.
    expect(await helper).toMatchObject({ status: 400, data: null });
    // Nothing was sent again, and a request refused after the abandonment belongs to it: no second event.
    expect(server.seen).toHaveLength(2);
    expect(events).toHaveLength(1);
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('raises a new event for a timeout after the previous one was resumed (and after one abandoned)', async () => {
    const { server, api, events } = expiredSession();
    const first = api.call(pathEnvelope, '/auth/first');
    await until(() => events.length === 1);
    server.reauthenticate('second');
    api.resumeAfterReauth();
    await first;

    server.expire();
    const second = settled(api.call(pathEnvelope, '/auth/second'));
    await until(() => events.length === 2);
    expect(events.map((event) => event.path)).toEqual(['/auth/first', '/auth/second']);
    expect(second.state).toBe('pending');
    api.abandonAfterTimeout();
    await until(() => second.state === 'rejected');

    const third = failureOf(api.call(pathEnvelope, '/auth/third'));
    await until(() => events.length === 3);
    api.abandonAfterTimeout();
    expect((await third).kind).toBe('sessionTimeout');
  });

  it('retries only once: a retry refused again fails and opens a new timeout', async () => {
    const { server, api, events } = expiredSession();
    const a = failureOf(api.call(pathEnvelope, '/auth/a'));
    await until(() => events.length === 1);
    api.resumeAfterReauth(); // no new token: the retry is refused too
    expect((await a).kind).toBe('sessionTimeout');
    expect(server.seen).toHaveLength(2);
    expect(events).toHaveLength(2);
    expect(api.isSessionTimeoutOpen()).toBe(true);
  });

  it('retries at once, without an event, a request sent with the old token that is refused after resuming', async () => {
    const { server, api, events } = expiredSession();
    const gate = deferred<void>();
    server.holdNext('/api/auth/slow', gate.promise);
    const slow = api.call(pathEnvelope, '/auth/slow'); // sent with 'old', answered late
    const a = api.call(pathEnvelope, '/auth/a');
    await until(() => events.length === 1);
    server.reauthenticate('new');
    api.resumeAfterReauth();
    await a;
    gate.resolve();
    expect(await slow).toEqual({ status: 200, data: { path: '/api/auth/slow', token: 'new' } });
    expect(events).toHaveLength(1);
  });

  it('fails, without a new event, a request refused after the timeout it was sent in was abandoned', async () => {
    const { server, api, events } = expiredSession();
    const gate = deferred<void>();
    server.holdNext('/api/auth/slow', gate.promise);
    const slow = failureOf(api.call(pathEnvelope, '/auth/slow'));
    const a = failureOf(api.call(pathEnvelope, '/auth/a'));
    await until(() => events.length === 1);
    api.abandonAfterTimeout();
    expect((await a).kind).toBe('sessionTimeout');
    gate.resolve();
    expect((await slow).kind).toBe('sessionTimeout');
    expect(events).toHaveLength(1);
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('does not leave a request waiting when a listener resolves the timeout at once', async () => {
    const { api } = expiredSession({ listen: false });
    api.onSessionTimeout(() => api.abandonAfterTimeout()); // e.g. onBoard layout: log out
    const failure = await failureOf(api.call(pathEnvelope, '/auth/a'));
    expect(failure.kind).toBe('sessionTimeout');
  });

  it('fails at once when nobody listens for timeouts', async () => {
    const { api } = expiredSession({ listen: false });
    const failure = await failureOf(api.call(pathEnvelope, '/auth/a'));
    expect(failure.kind).toBe('sessionTimeout');
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('fails a call that must not wait (awaitReauth: false) at once, without an event', async () => {
    const { api, events } = expiredSession();
    const failure = await failureOf(api.call(pathEnvelope, '/sendMFA', { body: {}, awaitReauth: false }));
    expect(failure.kind).toBe('sessionTimeout');
    expect(events).toEqual([]);
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('fails a keepalive call (sent as the page goes away) at once, without an event', async () => {
    const { api, events } = expiredSession();
    const failure = await failureOf(
      api.call(pathEnvelope, '/auth/setonline', { body: { isOnline: 0 }, keepalive: true }),
    );
    expect(failure.kind).toBe('sessionTimeout');
    expect(events).toEqual([]);
  });

  it('a waiting request whose signal aborts rejects and is not retried', async () => {
    const { server, api } = expiredSession();
    const controller = new AbortController();
    const a = api.call(pathEnvelope, '/auth/a', { signal: controller.signal }).catch((e: unknown) => e);
    await until(() => api.isSessionTimeoutOpen());
    controller.abort(new Error('left the page'));
    expect(((await a) as Error).message).toBe('left the page');
    server.reauthenticate('new');
    api.resumeAfterReauth();
    await flushPromises();
    expect(server.seen).toHaveLength(1);
  });

  it('does not treat other 401s as a session timeout', async () => {
    const { fetch } = scriptedFetch(() =>
      json(401, { status: 401, message: 'Invalid e-mail or password.', data: null }),
    );
    const api = clientWith(fetch);
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    const failure = await failureOf(api.call(numberEnvelope, '/webauthenticate', { body: {} }));
    expect(failure.kind).toBe('http');
    expect(failure.message).toBe('Invalid e-mail or password.');
    expect(events).toEqual([]);
  });
});
