import * as v from 'valibot';
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
  it('rejects a response that does not match its schema, naming where', async () => {
    const { fetch } = scriptedFetch(() => json(200, { status: 200, data: { n: 'one' } }));
    const api = createApiClient({
      credentials: credentials(null, null),
      fetch,
      baseURL: 'http://x.test/api',
    });
    const failure = await api.call(numberEnvelope, '/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('badResponse');
    expect((failure as ApiError).message).toContain('data.n');
  });

  it('turns an error answer into an ApiError with the server message and field', async () => {
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
    expect(failure.message).toBe('username: required');
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

  it('turns concurrent 401 unauthorized-access answers into ONE event until handled', async () => {
    const { fetch } = scriptedFetch(
      () => new Response('unauthorized access', { status: 401, headers: { 'content-type': 'text/plain' } }),
    );
    const api = createApiClient({ credentials: credentials('t', 1), fetch, baseURL: 'http://x.test/api' });
    const events: unknown[] = [];
    api.onSessionTimeout((event) => events.push(event));
    const failures = await Promise.all([
      api.call(numberEnvelope, '/auth/a').catch((error: unknown) => error),
      api.call(numberEnvelope, '/auth/b').catch((error: unknown) => error),
    ]);
    expect(failures.map((failure) => (failure as ApiError).kind)).toEqual([
      'sessionTimeout',
      'sessionTimeout',
    ]);
    expect(events).toEqual([{ type: 'session.timedOut', method: 'GET', path: '/auth/a' }]);
    api.sessionTimeoutHandled();
    await api.call(numberEnvelope, '/auth/c').catch(() => undefined);
    expect(events).toHaveLength(2);
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
