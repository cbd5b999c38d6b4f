/**
 * The SPA's one HTTP client (spec section 7). Every call:
 * - carries `apptype: base64("customer-app")`;
 * - carries `Authorization: Bearer <token>` once logged in;
 * - on paths containing `/auth/`, also `token` (from the token cookie) and `accountId` (from the user detail cookie);
 * - carries `account_Id` where the call asks for it;
 * - carries `X-Brandpilot-Background: 1` when it is a poll or an automatic refresh (`background`), so the server does
 *   not count it as the person's activity (the session still times out for inactivity while a tab stays open);
 * - when it is `background` and the page is hidden (another tab in front, the window minimised), waits until the page
 *   is shown before it goes out (issue 20: a hidden tab makes no data calls); the machine that asked sees a slow
 *   answer, and the page is up to date the moment it is shown again;
 * - has its response parsed with a valibot schema: a shape that does not match is an error, never `undefined`.
 *
 * Session timeout (spec 4.3, 8): a 401 whose body is 'unauthorized access' does not fail the call. The first one of
 * a burst raises one `session.timedOut` event (the MFA machine opens its popup); that request, and every request
 * made or refused while the timeout is open, waits. `resumeAfterReauth()` (a new token is stored) sends each of
 * them again, once, with the new credentials, and they answer their callers normally: nothing the user was doing is
 * lost. `abandonAfterTimeout()` (popup closed, user logged out) rejects them with ApiError('sessionTimeout').
 * With no listener subscribed nobody can resolve a timeout, so the call fails at once with that error.
 */
import { FetchError, ofetch, type $Fetch } from 'ofetch';
import * as v from 'valibot';
import { API_BASE, BACKGROUND_HEADER, SESSION_TIMEOUT_BODY } from '../contract/envelope.ts';
import { apiMessages, fieldErrorSentence } from '../domain/apiMessages.ts';
import { mfaMessages } from '../domain/mfaCode.ts';

export const APP_TYPE = 'customer-app';
export const APP_TYPE_HEADER = btoa(APP_TYPE);

export type ApiErrorKind = 'http' | 'network' | 'badResponse' | 'sessionTimeout';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly field: string | null = null,
    /** What went wrong in a developer's words (the parser's issue); `message` is what a person reads. */
    readonly detail: string | null = null,
    /** An error answer's parsed JSON body, for the calls whose refusal carries data (a design's 409). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Credentials {
  /** The session token (from the token cookie), or null when logged out. */
  token(): string | null;
  /** The current account id (from the user detail cookie / browser storage), or null. */
  accountId(): string | number | null;
}

/** A call the person waits for went out, or was answered (or failed). */
export type ActivityChange = 'started' | 'finished';

export interface SessionTimeoutEvent {
  type: 'session.timedOut';
  method: string;
  path: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body; a FormData is sent as multipart/form-data (an upload, src/api/media.ts). */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number>;
  /** Adds the `account_Id` header some calls carry instead of `accountId` (spec 7). */
  accountIdHeader?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (used before unload). */
  keepalive?: boolean;
  /**
   * Whether a session timeout makes this call wait for re-authentication (default: true, except for keepalive
   * calls, sent as the page goes away, which no popup can save). The MFA calls themselves pass false: they are how
   * the timeout gets resolved, so a timeout answer fails them at once, without an event.
   */
  awaitReauth?: boolean;
  /**
   * A poll or a refresh on a timer, not something the person did (default: false). It does not keep the session
   * alive: the server answers it without moving the session's idle clock, and refuses it once the session timed out.
   */
  background?: boolean;
}

/** A call's HTTP method: POST when it has a body, GET otherwise, unless it names one. */
function methodOf(call: CallOptions): NonNullable<CallOptions['method']> {
  return call.method ?? (call.body ? 'POST' : 'GET');
}

/** What the api modules let their polled calls pass through. */
export type RequestOptions = Pick<CallOptions, 'signal' | 'background'>;

/** Whether the page is on screen (the browser's: src/api/pageVisibility.ts). */
export interface PageVisibility {
  hidden(): boolean;
  /**
   * Resolves the next time the page is shown, or as soon as `signal` aborts (then it stops listening: an aborted call
   * leaves nothing behind).
   */
  shown(signal?: AbortSignal): Promise<void>;
}

export interface ApiClientOptions {
  credentials: Credentials;
  /** Background calls wait while the page is hidden; without it the page counts as always shown (tests, Node). */
  visibility?: PageVisibility;
  baseURL?: string;
  /** Injected fetch (tests pass the server's `app.request`). */
  fetch?: typeof globalThis.fetch;
}

/** The `data` of an envelope, or an ApiError when it is null (the call's answer had nothing in it). */
export function dataOf<T>(path: string, answer: { data: T | null }): T {
  if (answer.data === null) {
    throw new ApiError(
      'badResponse',
      apiMessages.badResponse,
      null,
      null,
      `Unexpected response from ${path}: no data`,
    );
  }
  return answer.data;
}

/** A body that means the session timed out: the text itself, or a JSON envelope whose message is that text. */
export function isSessionTimeoutBody(body: unknown): boolean {
  if (typeof body === 'string') return body.trim() === SESSION_TIMEOUT_BODY;
  if (body && typeof body === 'object' && 'message' in body) {
    return body.message === SESSION_TIMEOUT_BODY;
  }
  return false;
}

function errorMessageOf(body: unknown, status: number): { message: string; field: string | null } {
  if (body && typeof body === 'object') {
    const { message, field } = body as { message?: unknown; field?: unknown };
    if (typeof message === 'string' && message.length > 0) {
      const named = typeof field === 'string' ? field : null;
      return { message: named === null ? message : fieldErrorSentence(message, named), field: named };
    }
  }
  if (typeof body === 'string' && body.length > 0 && body.length < 300) return { message: body, field: null };
  return { message: `Request failed with status ${status}`, field: null };
}

export function buildHeaders(
  path: string,
  credentials: Credentials,
  accountIdHeader = false,
): Record<string, string> {
  const headers: Record<string, string> = { apptype: APP_TYPE_HEADER };
  const token = credentials.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const accountId = credentials.accountId();
  if (path.includes('/auth/')) {
    if (token) headers.token = token;
    if (accountId !== null && accountId !== '') headers.accountId = String(accountId);
  }
  if (accountIdHeader && accountId !== null && accountId !== '') headers.account_Id = String(accountId);
  return headers;
}

/** A request waiting for the session timeout to be resolved. */
interface WaitingRequest {
  /** Sends the request again (after re-authentication). */
  retry: () => void;
  /** Fails it with `error` (timeout abandoned). */
  fail: (error: Error) => void;
}

/** A call that failed on a session timeout: its message is the spec's wording, fit to show (spec 8). */
function sessionTimeoutError(): ApiError {
  return new ApiError('sessionTimeout', mfaMessages.timedOut, 401);
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

export function createApiClient(options: ApiClientOptions) {
  const { credentials } = options;
  const listeners = new Set<(event: SessionTimeoutEvent) => void>();
  /** True from the first timeout answer of a burst until it is resumed or abandoned. */
  let timeoutOpen = false;
  /**
   * Counts re-authentications. A request remembers the generation it was sent in: a timeout answer to a request
   * sent before the latest re-authentication (so with the old token) is retried at once instead of raising an event.
   */
  let generation = 0;
  /** Counts abandoned timeouts: a request sent before one and refused after it belongs to it, and fails. */
  let abandoned = 0;
  const waiting = new Set<WaitingRequest>();
  /** Told when a call the person waits for goes out and when it is answered (the top progress bar). */
  const activityListeners = new Set<(change: ActivityChange) => void>();
  const tellActivity = (change: ActivityChange) => {
    for (const listener of [...activityListeners]) listener(change);
  };

  const $fetch: $Fetch = ofetch.create(
    { baseURL: options.baseURL ?? API_BASE, retry: 0 },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  /** Resolves at once on a shown page; on a hidden one once it is shown (or rejects when `signal` aborts first). */
  async function whileHidden(signal: AbortSignal | undefined): Promise<void> {
    const visibility = options.visibility;
    while (visibility?.hidden()) {
      if (signal?.aborted) throw abortReason(signal);
      await visibility.shown(signal);
    }
  }

  /** Parks a request until the timeout is resumed (then `retry` answers it) or abandoned (then it rejects). */
  function waitForReauth(call: CallOptions, retry: () => Promise<unknown>): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const { signal } = call;
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const onAbort = () => {
        waiting.delete(request);
        if (signal) reject(abortReason(signal));
      };
      const request: WaitingRequest = {
        retry: () => {
          signal?.removeEventListener('abort', onAbort);
          retry().then(resolve, reject);
        },
        fail: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.add(request);
    });
  }

  /**
   * One HTTP exchange; a timeout answer becomes ApiError('sessionTimeout') for `raw` to handle. An exchange the
   * person waits for (not a poll, not one sent as the page goes away) is reported to the activity listeners.
   */
  async function send(path: string, call: CallOptions): Promise<unknown> {
    if (call.background && !call.keepalive) await whileHidden(call.signal);
    const foreground = !call.background && !call.keepalive;
    if (foreground) tellActivity('started');
    try {
      return await exchange(path, call);
    } finally {
      if (foreground) tellActivity('finished');
    }
  }

  async function exchange(path: string, call: CallOptions): Promise<unknown> {
    try {
      return await $fetch<unknown>(path, {
        method: methodOf(call),
        body: call.body,
        query: call.query,
        signal: call.signal,
        keepalive: call.keepalive,
        headers: {
          ...buildHeaders(path, credentials, call.accountIdHeader),
          ...(call.background ? { [BACKGROUND_HEADER]: '1' } : {}),
        },
        responseType: 'json',
      });
    } catch (error) {
      if (error instanceof FetchError) {
        const status = error.status ?? error.response?.status ?? null;
        const body: unknown = error.data;
        if (status === 401 && isSessionTimeoutBody(body)) throw sessionTimeoutError();
        if (status === null) throw new ApiError('network', apiMessages.network);
        const { message, field } = errorMessageOf(body, status);
        throw new ApiError('http', message, status, field, null, body);
      }
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new ApiError('network', apiMessages.network);
    }
  }

  /**
   * Sends a request and handles session timeouts. `retried`: this is the one retry after re-authentication, so a
   * second timeout answer fails it (raising the event of a new burst) instead of waiting again.
   */
  async function raw(path: string, call: CallOptions, retried = false): Promise<unknown> {
    const awaitReauth = call.awaitReauth ?? !call.keepalive;
    // While a timeout is open the token is known to be refused: wait before sending rather than be refused again.
    if (awaitReauth && !retried && timeoutOpen) return waitForReauth(call, () => raw(path, call, true));
    const sentIn = { generation, abandoned };
    try {
      return await send(path, call);
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'sessionTimeout') || !awaitReauth) throw error;
      // Sent with the token of before the latest re-authentication: try once more with the new one.
      if (sentIn.generation !== generation && !retried) return raw(path, call, true);
      if (sentIn.abandoned !== abandoned) throw error;
      if (listeners.size === 0) throw error;
      // Parked before the event goes out: a listener may resolve the timeout at once (onBoard layout: log out).
      const answer = retried ? null : waitForReauth(call, () => raw(path, call, true));
      if (!timeoutOpen) {
        timeoutOpen = true;
        const event: SessionTimeoutEvent = { type: 'session.timedOut', method: methodOf(call), path };
        for (const listener of [...listeners]) listener(event);
      }
      if (answer === null) throw error;
      return answer;
    }
  }

  /** Closes the open timeout and hands every waiting request to `settle`. */
  function closeTimeout(reauthenticated: boolean, settle: (request: WaitingRequest) => void): void {
    timeoutOpen = false;
    if (reauthenticated) generation += 1;
    else abandoned += 1;
    const requests = [...waiting];
    waiting.clear();
    for (const request of requests) settle(request);
  }

  return {
    /** Calls the API and parses the answer with `schema`; throws ApiError on any failure. */
    async call<TSchema extends v.GenericSchema>(
      schema: TSchema,
      path: string,
      call: CallOptions = {},
    ): Promise<v.InferOutput<TSchema>> {
      const body = await raw(path, call);
      const parsed = v.safeParse(schema, body);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const where = issue ? v.getDotPath(issue) : null;
        throw new ApiError(
          'badResponse',
          apiMessages.badResponse,
          null,
          null,
          `Unexpected response from ${path}${where ? ` at ${where}` : ''}: ${issue?.message ?? 'invalid'}`,
        );
      }
      return parsed.output;
    },
    /**
     * Helper calls (spec 7): "return status 400 and null data on any failure" instead of throwing.
     * A session timeout still raises its event and waits like any call; abandoned, it answers status 400.
     */
    async helper<TData extends v.GenericSchema>(
      schema: TData,
      path: string,
      call: CallOptions = {},
    ): Promise<{ status: number; data: v.InferOutput<TData> | null; message?: string }> {
      try {
        const body = await this.call(
          v.object({ status: v.number(), data: v.nullable(schema), message: v.optional(v.string()) }),
          path,
          call,
        );
        return body;
      } catch (error) {
        return { status: 400, data: null, message: error instanceof Error ? error.message : undefined };
      }
    },
    /** The account the calls are about (the credentials' account id, as the headers carry it), or null. */
    currentAccountId(): number | null {
      const id = Number(credentials.accountId() ?? Number.NaN);
      return Number.isInteger(id) && id > 0 ? id : null;
    },
    /** Subscribes to the start and end of calls the person waits for; returns the unsubscribe function. */
    onActivity(listener: (change: ActivityChange) => void): () => void {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
    /** Subscribes to `session.timedOut`; returns the unsubscribe function. */
    onSessionTimeout(listener: (event: SessionTimeoutEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * The session was re-authenticated and the new token stored: every waiting request is sent again, once, with
     * the new credentials, and answers its caller. A later timeout raises a new event.
     */
    resumeAfterReauth(): void {
      closeTimeout(true, (request) => request.retry());
    },
    /** The timeout was abandoned (popup closed, logged out): every waiting request fails with 'sessionTimeout'. */
    abandonAfterTimeout(): void {
      closeTimeout(false, (request) => request.fail(sessionTimeoutError()));
    },
    /** Whether a timeout is open (raised and neither resumed nor abandoned). */
    isSessionTimeoutOpen(): boolean {
      return timeoutOpen;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
