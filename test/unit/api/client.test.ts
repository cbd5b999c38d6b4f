import * as v from 'valibot';
import { apiMessages } from '../../../src/domain/apiMessages.ts';
import { describe, expect, it } from 'vitest';
import { ApiError, APP_TYPE_HEADER, buildHeaders } from '../../../src/api/client.ts';
import { readCookie } from '../../../src/api/credentials.ts';
import { presenceCalls } from '../../../src/api/presence.ts';
import { BACKGROUND_HEADER } from '../../../src/contract/envelope.ts';
import { clientWith, credentials, failureOf, json, numberEnvelope, scriptedFetch } from './clientSupport.ts';

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
    const api = clientWith(fetch, credentials('abc', 3));
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

  it(`marks a background call (a poll) with ${BACKGROUND_HEADER}: 1, and no other call`, async () => {
    const { fetch, seen } = scriptedFetch(() => json(200, { status: 200, data: { n: 1 } }));
    const api = clientWith(fetch, credentials('abc', 3));
    await api.call(numberEnvelope, '/auth/getNotifications', { background: true });
    await api.call(numberEnvelope, '/auth/getNotifications');
    await api.call(numberEnvelope, '/auth/getNotifications', { background: false });
    // Presence is sent by the app on its own (page load, reconnect, unload), never by the person.
    await presenceCalls(api).setOnline(1);
    expect(seen.map((request) => request.headers.get(BACKGROUND_HEADER))).toEqual(['1', null, null, '1']);
  });

  it('reports the start and end of every call the person waits for (the progress bar), never of a poll', async () => {
    let fail = false;
    const { fetch } = scriptedFetch(() =>
      fail ? json(500, { message: 'boom' }) : json(200, { status: 200, data: { n: 1 } }),
    );
    const api = clientWith(fetch, credentials('abc', 3));
    const changes: string[] = [];
    const stop = api.onActivity((change) => changes.push(change));
    await api.call(numberEnvelope, '/auth/getNotifications', { background: true });
    expect(changes).toEqual([]);
    const answer = api.call(numberEnvelope, '/auth/getPosts');
    expect(changes).toEqual(['started']);
    await answer;
    expect(changes).toEqual(['started', 'finished']);
    fail = true;
    await expect(api.call(numberEnvelope, '/auth/getPosts')).rejects.toThrow('boom');
    expect(changes).toEqual(['started', 'finished', 'started', 'finished']);
    stop();
    fail = false;
    await api.call(numberEnvelope, '/auth/getPosts');
    expect(changes).toHaveLength(4);
  });

  it('sends a body as JSON with POST', async () => {
    const { fetch, seen } = scriptedFetch(() => json(200, { status: 200, data: { n: 2 } }));
    const api = clientWith(fetch);
    const answer = await api.call(numberEnvelope, '/webauthenticate', { body: { username: 'a@b.c' } });
    expect(answer.data).toEqual({ n: 2 });
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? 'null')).toEqual({ username: 'a@b.c' });
  });
});

describe('API client responses', () => {
  it('rejects a response that does not match its schema: a sentence for people, where it failed for developers', async () => {
    const { fetch } = scriptedFetch(() => json(200, { status: 200, data: { n: 'one' } }));
    const api = clientWith(fetch);
    const failure = await failureOf(api.call(numberEnvelope, '/x'));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.kind).toBe('badResponse');
    expect(failure.message).toBe(apiMessages.badResponse);
    expect(failure.message).not.toContain('/x');
    expect(failure.detail).toContain('data.n');
  });

  it('turns an error answer into an ApiError with the server message as a sentence, and its field', async () => {
    const { fetch } = scriptedFetch(() =>
      json(400, { status: 400, message: 'username: required', field: 'username', data: null }),
    );
    const api = clientWith(fetch);
    const failure = await failureOf(api.call(numberEnvelope, '/x'));
    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('Required.');
    expect(failure.field).toBe('username');
  });

  it('reports a network failure as such', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    const api = clientWith(fetch);
    const failure = await failureOf(api.call(numberEnvelope, '/x'));
    expect(failure.kind).toBe('network');
  });

  it('helper calls answer status 400 and null data on any failure (spec 7)', async () => {
    const { fetch } = scriptedFetch(() => json(500, { status: 500, message: 'boom', data: null }));
    const api = clientWith(fetch);
    const answer = await api.helper(v.array(v.string()), '/getLanguages');
    expect(answer.status).toBe(400);
    expect(answer.data).toBeNull();
  });

  it('helper calls pass a good answer through', async () => {
    const { fetch } = scriptedFetch(() => json(200, { status: 200, data: ['en'] }));
    const api = clientWith(fetch);
    expect(await api.helper(v.array(v.string()), '/getLanguages')).toEqual({ status: 200, data: ['en'] });
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
