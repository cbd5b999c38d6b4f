import * as v from 'valibot';
import { apiMessages } from '../../../src/domain/apiMessages.ts';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  APP_TYPE_HEADER,
  buildHeaders,
  createApiClient,
  isSessionTimeoutBody,
} from '../../../src/api/client.ts';
import { readCookie } from '../../../src/api/credentials.ts';
import { envelope } from '../../../src/contract/envelope.ts';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/** A fetch that records requests and answers from a script. */
function scriptedFetch(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const entry: Seen = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : null,
    };
    seen.push(entry);
    return answer(entry);
  };
  return { fetch: fetch, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const credentials = (token: string | null, accountId: number | null) => ({
  token: () => token,
  accountId: () => accountId,
});

const numberEnvelope = envelope(v.object({ n: v.number() }));

const BASE = 'http://x.test/api';
const pathEnvelope = envelope(v.object({ path: v.string(), token: v.string() }));

/** Lets pending promise callbacks run. */
const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (condition()) return;
    await flushPromises();
  }
  throw new Error('condition not reached');
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Tracks a promise's outcome without awaiting it. */
function settled<T>(promise: Promise<T>) {
  const tracked: { state: 'pending' | 'fulfilled' | 'rejected'; value?: T; error?: unknown } = {
    state: 'pending',
  };
  promise.then(
    (value) => Object.assign(tracked, { state: 'fulfilled', value }),
    (error: unknown) => Object.assign(tracked, { state: 'rejected', error }),
  );
  return tracked;
}

interface SeenCall {
  method: string;
  path: string;
  token: string | null;
  body: string | null;
}

/**
 * A server with one valid session token: a request with another token gets 401 'unauthorized access'.
 * The browser side's token (credentials) is what `reauthenticate` stores, like replaceSessionToken.
 */
function sessionServer(initialToken: string) {
  let valid: string | null = initialToken;
  let browserToken: string | null = initialToken;
  const seen: SeenCall[] = [];
  const refused: SeenCall[] = [];
  const holds = new Map<string, Promise<void>>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    const entry: SeenCall = {
      method: request.method,
      path,
      token,
      body: request.body ? await request.text() : null,
    };
    seen.push(entry);
    const ok = token !== null && token === valid;
    const hold = holds.get(path);
    if (hold) {
      holds.delete(path);
      await hold;
    }
    if (!ok) {
      refused.push(entry);
      return new Response('unauthorized access', { status: 401, headers: { 'content-type': 'text/plain' } });
    }
    return json(200, { status: 200, data: { path, token } });
  };
  return {
    fetch,
    seen,
    refused,
    credentials: { token: () => browserToken, accountId: () => 1 },
    /** The session times out on the server. */
    expire: () => {
      valid = null;
    },
    /** MFA succeeded: the server accepts `token`, and the browser stores it. */
    reauthenticate: (token: string) => {
      valid = token;
      browserToken = token;
    },
    /** Answers the next request to `path` only once `gate` resolves (decided with the token of when it was sent). */
    holdNext: (path: string, gate: Promise<void>) => holds.set(path, gate),
  };
}

describe('API client headers (spec 7)', () => {
  it('sends apptype = base64("customer-app") on every call', () => {
    expect(APP_TYPE_HEADER).toBe('Y3VzdG9tZXItYXBw');
    expect(buildHeaders('/me', credentials(null, null))).toEqual({ apptype: 'Y3VzdG9tZXItYXBw' });
  });

  it('adds bearer auth once logged in, and token + accountId only on /auth/ paths', () => {
    const creds = credentials('tok', 42);
    expect(buildHeaders('/me', creds)).toEqual({ apptype: APP_TYPE_HEADER, Authorization: 'Bearer tok' });
    expect(buildHeaders('/auth/getUAccounts', creds)).toEqual({
      apptype: APP_TYPE_HEADER,
      Authorization: 'Bearer tok',
      token: 'tok',
      accountId: '42',
    });
  });

  it('adds account_Id where a call asks for it', () => {
    expect(buildHeaders('/getDiy_text', credentials('tok', 7), true).account_Id).toBe('7');
    expect(buildHeaders('/getDiy_text', credentials('tok', null), true).account_Id).toBeUndefined();
  });

  it('puts the headers on the wire, under the /api base', async () => {
    const { fetch, seen } = scriptedFetch(() => json(200, { status: 200, data: { n: 1 } }));
    const api = createApiClient({ credentials: credentials('abc', 3), fetch, baseURL: 'http://x.test/api' });
    await api.call(numberEnvelope, '/auth/getSetting', { accountIdHeader: true });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url).toBe('http://x.test/api/auth/getSetting');
    expect(request?.headers.get('apptype')).toBe(APP_TYPE_HEADER);
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
    expect(request?.headers.get('token')).toBe('abc');
    expect(request?.headers.get('accountid')).toBe('3');
    expect(request?.headers.get('account_id')).toBe('3');
  });

  it('sends a body as JSON with POST', async () => {
    const { fetch, seen } = scriptedFetch(() => json(200, { status: 200, data: { n: 2 } }));
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    const answer = await api.call(numberEnvelope, '/webauthenticate', { body: { username: 'a@b.c' } });
    expect(answer.data).toEqual({ n: 2 });
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? 'null')).toEqual({ username: 'a@b.c' });
  });
});

describe('API client responses', () => {
  it('rejects a response that does not match its schema: a sentence for people, where it failed for developers', async () => {
    const { fetch } = scriptedFetch(() => json(200, { status: 200, data: { n: 'one' } }));
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    const failure = await api.call(numberEnvelope, '/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('badResponse');
    expect((failure as ApiError).message).toBe(apiMessages.badResponse);
    expect((failure as ApiError).message).not.toContain('/x');
    expect((failure as ApiError).detail).toContain('data.n');
  });

  it('turns an error answer into an ApiError with the server message as a sentence, and its field', async () => {
    const { fetch } = scriptedFetch(() =>
      json(400, { status: 400, message: 'username: required', field: 'username', data: null }),
    );
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    const failure = (await api.call(numberEnvelope, '/x').catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('Required.');
    expect(failure.field).toBe('username');
  });

  it('reports a network failure as such', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    const failure = (await api.call(numberEnvelope, '/x').catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('network');
  });

  it('helper calls answer status 400 and null data on any failure (spec 7)', async () => {
    const { fetch } = scriptedFetch(() => json(500, { status: 500, message: 'boom', data: null }));
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    const answer = await api.helper(v.array(v.string()), '/getLanguages');
    expect(answer.status).toBe(400);
    expect(answer.data).toBeNull();
  });

  it('helper calls pass a good answer through', async () => {
    const { fetch } = scriptedFetch(() => json(200, { status: 200, data: ['en'] }));
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    expect(await api.helper(v.array(v.string()), '/getLanguages')).toEqual({ status: 200, data: ['en'] });
  });
});

describe('session timeout (spec 4.3, 8)', () => {
  it('recognises the body as text or as an envelope message', () => {
    expect(isSessionTimeoutBody('unauthorized access')).toBe(true);
    expect(isSessionTimeoutBody({ message: 'unauthorized access' })).toBe(true);
    expect(isSessionTimeoutBody('Invalid e-mail or password.')).toBe(false);
    expect(isSessionTimeoutBody({ message: 'nope' })).toBe(false);
    expect(isSessionTimeoutBody(null)).toBe(false);
  });

  it('turns concurrent 401 unauthorized-access answers into ONE event; the requests wait', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
    const a = settled(api.call(pathEnvelope, '/auth/a'));
    const b = settled(api.call(pathEnvelope, '/auth/b', { method: 'POST', body: { x: 1 } }));
    await until(() => server.refused.length === 2);
    expect(events).toEqual([{ type: 'session.timedOut', method: 'GET', path: '/auth/a' }]);
    expect(api.isSessionTimeoutOpen()).toBe(true);
    await flushPromises();
    expect(a.state).toBe('pending');
    expect(b.state).toBe('pending');
  });

  it('retries every waiting request once with the new token after re-authentication', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    api.onSessionTimeout(() => undefined);
    server.expire();
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
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
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
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
    const a = api.call(pathEnvelope, '/auth/a').catch((error: unknown) => error);
    const helper = api.helper(v.object({ path: v.string() }), '/auth/helper');
    await until(() => events.length === 1);
    api.abandonAfterTimeout();
    const failure = (await a) as ApiError;
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
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: { path: string }[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
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

    const third = api.call(pathEnvelope, '/auth/third').catch((error: unknown) => error);
    await until(() => events.length === 3);
    api.abandonAfterTimeout();
    expect(((await third) as ApiError).kind).toBe('sessionTimeout');
  });

  it('retries only once: a retry refused again fails and opens a new timeout', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
    const a = api.call(pathEnvelope, '/auth/a').catch((error: unknown) => error);
    await until(() => events.length === 1);
    api.resumeAfterReauth(); // no new token: the retry is refused too
    expect(((await a) as ApiError).kind).toBe('sessionTimeout');
    expect(server.seen).toHaveLength(2);
    expect(events).toHaveLength(2);
    expect(api.isSessionTimeoutOpen()).toBe(true);
  });

  it('retries at once, without an event, a request sent with the old token that is refused after resuming', async () => {
    const server = sessionServer('old');
    const gate = deferred<void>();
    server.holdNext('/api/auth/slow', gate.promise);
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
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
    const server = sessionServer('old');
    const gate = deferred<void>();
    server.holdNext('/api/auth/slow', gate.promise);
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
    const slow = api.call(pathEnvelope, '/auth/slow').catch((error: unknown) => error);
    const a = api.call(pathEnvelope, '/auth/a').catch((error: unknown) => error);
    await until(() => events.length === 1);
    api.abandonAfterTimeout();
    expect(((await a) as ApiError).kind).toBe('sessionTimeout');
    gate.resolve();
    expect(((await slow) as ApiError).kind).toBe('sessionTimeout');
    expect(events).toHaveLength(1);
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('does not leave a request waiting when a listener resolves the timeout at once', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    api.onSessionTimeout(() => api.abandonAfterTimeout()); // e.g. onBoard layout: log out
    server.expire();
    const failure = (await api.call(pathEnvelope, '/auth/a').catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('sessionTimeout');
  });

  it('fails at once when nobody listens for timeouts', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    server.expire();
    const failure = (await api.call(pathEnvelope, '/auth/a').catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('sessionTimeout');
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('fails a call that must not wait (awaitReauth: false) at once, without an event', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
    const failure = (await api
      .call(pathEnvelope, '/sendMFA', { body: {}, awaitReauth: false })
      .catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('sessionTimeout');
    expect(events).toEqual([]);
    expect(api.isSessionTimeoutOpen()).toBe(false);
  });

  it('fails a keepalive call (sent as the page goes away) at once, without an event', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    server.expire();
    const failure = (await api
      .call(pathEnvelope, '/auth/setonline', { body: { isOnline: 0 }, keepalive: true })
      .catch((error: unknown) => error)) as ApiError;
    expect(failure.kind).toBe('sessionTimeout');
    expect(events).toEqual([]);
  });

  it('a waiting request whose signal aborts rejects and is not retried', async () => {
    const server = sessionServer('old');
    const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
    api.onSessionTimeout(() => undefined);
    server.expire();
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
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    const failure = (await api
      .call(numberEnvelope, '/webauthenticate', { body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(failure.kind).toBe('http');
    expect(failure.message).toBe('Invalid e-mail or password.');
    expect(events).toEqual([]);
  });
});

describe('cookies', () => {
  it('reads a named cookie, decoded, and nothing for a prefix match', () => {
    const jar = 'a=1; auth.token=x%2By; auth.tokenx=no';
    expect(readCookie('auth.token', jar)).toBe('x+y');
    expect(readCookie('auth.tok', jar)).toBeNull();
    expect(readCookie('missing', jar)).toBeNull();
  });
});
