/** Fakes shared by the API client's tests: scripted fetches and a server with one valid session token. */
import * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import { createApiClient, type ApiError, type SessionTimeoutEvent } from '../../../src/api/client.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import type { App } from '../../../src/server/app.ts';
import { accountIds, logIn, startTestServer, type LoggedIn, type TestServer } from '../server/support.ts';

export interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/** A fetch that records requests and answers from a script. */
export function scriptedFetch(answer: (seen: Seen) => Response) {
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

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const credentials = (token: string | null, accountId: number | null) => ({
  token: () => token,
  accountId: () => accountId,
});

export const numberEnvelope = envelope(v.object({ n: v.number() }));

export const BASE = 'http://x.test/api';

/** A client with the given credentials (none by default) that sends every request to `fetch`. */
export const clientWith = (fetch: typeof globalThis.fetch, as = credentials(null, null)) =>
  createApiClient({ credentials: as, fetch, baseURL: BASE });

/** A client logged in as `who`, sending its requests straight to the in-process reference server `app`. */
export const clientAs = (app: App, who: LoggedIn) =>
  createApiClient({
    credentials: { token: () => who.token, accountId: () => who.user.accountId },
    baseURL: 'http://app.test/api',
    fetch: async (input, init) => app.request(new Request(input, init)),
  });

/**
 * The in-process reference server on its seeded demo data, started before the file's tests with `users` logged in,
 * and closed after them. Its fields are set in beforeAll: read them inside the tests.
 */
export function seededServer<Name extends string>(
  users: Record<Name, { username: string; password: string }>,
) {
  const live = {} as {
    server: TestServer;
    /** The logged-in users, by the names `users` gives them. */
    as: Record<Name, LoggedIn>;
    /** The seeded accounts' ids, by name. */
    accounts: Record<string, number>;
    /** A client logged in as `who`. */
    clientAs: (who: LoggedIn) => ReturnType<typeof clientAs>;
  };
  beforeAll(async () => {
    live.server = await startTestServer();
    const as: Partial<Record<Name, LoggedIn>> = {};
    for (const name of Object.keys(users) as Name[]) as[name] = await logIn(live.server.app, users[name]);
    live.as = as as Record<Name, LoggedIn>;
    live.accounts = await accountIds(live.server.db);
    live.clientAs = (who) => clientAs(live.server.app, who);
  });
  afterAll(() => live.server.close());
  return live;
}

export const pathEnvelope = envelope(v.object({ path: v.string(), token: v.string() }));

/** Lets pending promise callbacks run. */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (condition()) return;
    await flushPromises();
  }
  throw new Error('condition not reached');
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Tracks a promise's outcome without awaiting it. */
export function settled<T>(promise: Promise<T>) {
  const tracked: { state: 'pending' | 'fulfilled' | 'rejected'; value?: T; error?: unknown } = {
    state: 'pending',
  };
  promise.then(
    (value) => Object.assign(tracked, { state: 'fulfilled', value }),
    (error: unknown) => Object.assign(tracked, { state: 'rejected', error }),
  );
  return tracked;
}

export interface SeenCall {
  method: string;
  path: string;
  token: string | null;
  body: string | null;
}

/**
 * A server with one valid session token: a request with another token gets 401 'unauthorized access'.
 * The browser side's token (credentials) is what `reauthenticate` stores, like replaceSessionToken.
 */
export function sessionServer(initialToken: string) {
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

/**
 * A client talking to a `sessionServer('old')` whose session has just expired; unless `listen` is false,
 * the client has a listener that records every session-timeout event in `events`.
 */
export function expiredSession({ listen = true }: { listen?: boolean } = {}) {
  const server = sessionServer('old');
  const api = createApiClient({ credentials: server.credentials, fetch: server.fetch, baseURL: BASE });
  const events: SessionTimeoutEvent[] = [];
  if (listen) api.onSessionTimeout((event) => events.push(event));
  server.expire();
  return { server, api, events };
}

/** The error a call fails with (a call that succeeds fails the test where its error is read). */
export const failureOf = (call: Promise<unknown>) =>
  call.catch((error: unknown) => error) as Promise<ApiError>;
