/**
 * The SPA's one HTTP client (spec section 7). Every call:
 * - carries `apptype: base64("customer-app")`;
 * - carries `Authorization: Bearer <token>` once logged in;
 * - on paths containing `/auth/`, also `token` (from the token cookie) and `accountId` (from the user detail cookie);
 * - carries `account_Id` where the call asks for it;
 * - has its response parsed with a valibot schema: a shape that does not match is an error, never `undefined`.
 * A 401 whose body is 'unauthorized access' becomes one `session.timedOut` event for the session machine.
 */
import { FetchError, ofetch, type $Fetch } from 'ofetch';
import * as v from 'valibot';
import { API_BASE, SESSION_TIMEOUT_BODY } from '../contract/envelope.ts';

export const APP_TYPE = 'customer-app';
export const APP_TYPE_HEADER = btoa(APP_TYPE);

export type ApiErrorKind = 'http' | 'network' | 'badResponse' | 'sessionTimeout';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly field: string | null = null,
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

export interface SessionTimeoutEvent {
  type: 'session.timedOut';
  method: string;
  path: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
  query?: Record<string, string | number>;
  /** Adds the `account_Id` header some calls carry instead of `accountId` (spec 7). */
  accountIdHeader?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (used before unload). */
  keepalive?: boolean;
}

export interface ApiClientOptions {
  credentials: Credentials;
  baseURL?: string;
  /** Injected fetch (tests pass the server's `app.request`). */
  fetch?: typeof globalThis.fetch;
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
      return { message, field: typeof field === 'string' ? field : null };
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

export function createApiClient(options: ApiClientOptions) {
  const { credentials } = options;
  const listeners = new Set<(event: SessionTimeoutEvent) => void>();
  /** While a timeout is being handled, further 401s join it instead of raising another event. */
  let timeoutPending = false;

  const $fetch: $Fetch = ofetch.create(
    { baseURL: options.baseURL ?? API_BASE, retry: 0 },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function raw(path: string, call: CallOptions): Promise<unknown> {
    try {
      return await $fetch<unknown>(path, {
        method: call.method ?? (call.body ? 'POST' : 'GET'),
        body: call.body,
        query: call.query,
        signal: call.signal,
        keepalive: call.keepalive,
        headers: buildHeaders(path, credentials, call.accountIdHeader),
        responseType: 'json',
      });
    } catch (error) {
      if (error instanceof FetchError) {
        const status = error.status ?? error.response?.status ?? null;
        const body: unknown = error.data;
        if (status === 401 && isSessionTimeoutBody(body)) {
          if (!timeoutPending) {
            timeoutPending = true;
            const event: SessionTimeoutEvent = {
              type: 'session.timedOut',
              method: call.method ?? 'GET',
              path,
            };
            for (const listener of listeners) listener(event);
          }
          throw new ApiError('sessionTimeout', SESSION_TIMEOUT_BODY, 401);
        }
        if (status === null) throw new ApiError('network', 'Network error: unable to reach the server.');
        const { message, field } = errorMessageOf(body, status);
        throw new ApiError('http', message, status, field);
      }
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new ApiError('network', 'Network error: unable to reach the server.');
    }
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
          `Unexpected response from ${path}${where ? ` at ${where}` : ''}: ${issue?.message ?? 'invalid'}`,
        );
      }
      return parsed.output;
    },
    /**
     * Helper calls (spec 7): "return status 400 and null data on any failure" instead of throwing.
     * A session timeout still raises its event.
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
    /** Subscribes to `session.timedOut`; returns the unsubscribe function. */
    onSessionTimeout(listener: (event: SessionTimeoutEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called by the session machine once the timeout is resolved (re-authenticated or logged out). */
    sessionTimeoutHandled(): void {
      timeoutPending = false;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
