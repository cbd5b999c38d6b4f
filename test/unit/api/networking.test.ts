import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { networkingCalls } from '../../../src/api/networking.ts';
import {
  PARTNER_NAME,
  partnerSignInFailureMessage,
  networkingMessages,
} from '../../../src/domain/networking.ts';

interface Seen {
  url: string;
  method: string;
  body: unknown;
}

/** A fetch that records requests and answers from a script (a thrown error is a network failure). */
function scriptedFetch(answer: () => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = request.body ? await request.text() : null;
    seen.push({ url: request.url, method: request.method, body: text === null ? null : JSON.parse(text) });
    return answer();
  };
  return { fetch, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const userData = { email: 'nora@demo.test', first_name: 'Nora', last_name: 'Networker', external_id: '7' };

function callsWith(answer: () => Response) {
  const scripted = scriptedFetch(answer);
  const api = createApiClient({
    credentials: { token: () => 'tok', accountId: () => 1 },
    baseURL: 'http://x.test/api',
    fetch: scripted.fetch,
  });
  return { calls: networkingCalls(api), seen: scripted.seen };
}

describe('networkingCalls.partnerSignIn', () => {
  it('posts the user data and the partner name, and hands over the URL and message', async () => {
    const url = 'http://localhost:1/sandbox/partner/circle?ticket=abc';
    const { calls, seen } = callsWith(() =>
      json(200, { status: 200, message: networkingMessages.success, partnerSignInUrl: url }),
    );
    await expect(calls.partnerSignIn(userData)).resolves.toEqual({
      ok: true,
      partnerSignInUrl: url,
      message: networkingMessages.success,
    });
    expect(seen).toEqual([
      {
        url: 'http://x.test/api/partnerAuth/partnerSignIn',
        method: 'POST',
        body: { userData, partnerName: PARTNER_NAME },
      },
    ]);
  });

  it('hands over a missing URL as is (the machine words it as an invalid response)', async () => {
    const { calls } = callsWith(() => json(200, { status: 200 }));
    await expect(calls.partnerSignIn(userData)).resolves.toEqual({
      ok: true,
      partnerSignInUrl: undefined,
      message: null,
    });
  });

  it('maps an unreachable server to the network failure', async () => {
    const { calls } = callsWith(() => {
      throw new TypeError('fetch failed');
    });
    const outcome = await calls.partnerSignIn(userData);
    expect(outcome).toEqual({ ok: false, failure: { kind: 'network' } });
    if (!outcome.ok)
      expect(partnerSignInFailureMessage(outcome.failure)).toBe(networkingMessages.networkError);
  });

  it('maps an answer that is not the contract shape to an invalid response', async () => {
    const { calls } = callsWith(() => json(200, { ok: 'yes' }));
    await expect(calls.partnerSignIn(userData)).resolves.toEqual({
      ok: false,
      failure: { kind: 'invalidResponse' },
    });
  });

  it("maps an HTTP error to the server's message", async () => {
    const { calls } = callsWith(() => json(500, { status: 500, message: 'Partner is down for maintenance' }));
    await expect(calls.partnerSignIn(userData)).resolves.toEqual({
      ok: false,
      failure: { kind: 'server', message: 'Partner is down for maintenance' },
    });
  });

  it('maps an HTTP error without a message to the fallback', async () => {
    const { calls } = callsWith(() => new Response(null, { status: 502 }));
    const outcome = await calls.partnerSignIn(userData);
    expect(outcome).toEqual({ ok: false, failure: { kind: 'server', message: '' } });
    if (!outcome.ok) expect(partnerSignInFailureMessage(outcome.failure)).toBe(networkingMessages.fallback);
  });

  it('maps an envelope reporting a failure to the server message', async () => {
    const { calls } = callsWith(() => json(200, { status: 400, message: 'User details are required' }));
    await expect(calls.partnerSignIn(userData)).resolves.toEqual({
      ok: false,
      failure: { kind: 'server', message: 'User details are required' },
    });
  });
});
