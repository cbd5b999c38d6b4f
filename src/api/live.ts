/**
 * The tab's end of the stream of changes (issue 20; GET /api/live, src/contract/live.ts): `fetch` with the session's
 * bearer token (an EventSource cannot send the header) and the body read as Server-Sent Events.
 *
 * `connectLive` opens one stream and resolves when the server ends it (the session ended, a restart), or rejects
 * (refused, the network lost, a body that is not a stream); the live machine (machines/live.machine.ts) decides when
 * to try again. A hidden page does not connect: like the API client's background calls, it waits until the page is
 * shown (an open stream stays open when the page is hidden: it only carries small notices, and what they ask for
 * waits for the page to be shown). A change whose `data` is not the contract's is skipped, not fatal; a change of a
 * kind this build does not know is skipped too (a newer server).
 */
import * as v from 'valibot';
import { API_BASE } from '../contract/envelope.ts';
import { LIVE_KINDS, LIVE_RESET, liveMessage, type LiveKind } from '../contract/live.ts';
import type { LiveChange } from '../domain/live.ts';
import { buildHeaders, type Credentials, type PageVisibility } from './client.ts';

export const LIVE_PATH = '/live';

/** What an open stream tells its listener. */
export interface LiveListener {
  /** The server accepted the stream (before any change). */
  opened(): void;
  changed(change: LiveChange): void;
  /** Changes were missed (the tab was away longer than the server keeps them): read everything again. */
  reset(): void;
}

export interface LiveConnection {
  /** The last change's id the tab has, to resume from; null for "from now". */
  lastEventId: number | null;
  signal: AbortSignal;
  listener: LiveListener;
}

export interface LiveDeps {
  credentials: Credentials;
  visibility?: PageVisibility;
  fetch?: typeof globalThis.fetch;
  baseURL?: string;
}

/** Why a stream could not be opened or ended badly. `status` is the HTTP status when the server answered. */
export class LiveStreamError extends Error {
  override readonly name = 'LiveStreamError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** One Server-Sent Events message: its `event:`, `id:` and joined `data:` lines. */
export interface SseMessage {
  event: string;
  id: string | null;
  data: string;
}

/**
 * An incremental Server-Sent Events parser (the HTML standard's rules for the fields the server sends): feed it
 * text as it arrives, in any slicing; it calls `dispatch` for each complete message. Comments (`: ping`) and
 * unknown fields are ignored; lines end with LF, CRLF or CR.
 */
export function sseParser(dispatch: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let id: string | null = null;
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) dispatch({ event: event || 'message', id, data: data.join('\n') });
      event = '';
      id = null;
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return {
    push(text: string) {
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (char === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}

const isKind = (kind: string): kind is LiveKind => (LIVE_KINDS as readonly string[]).includes(kind);

/** The change a message carries, or null when it is not one this build knows (or not well formed). */
export function changeOf(message: SseMessage): LiveChange | null {
  if (!isKind(message.event) || message.id === null || !/^\d{1,15}$/.test(message.id)) return null;
  let body: unknown;
  try {
    body = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = v.safeParse(liveMessage, body);
  if (!parsed.success) return null;
  return {
    id: Number(message.id),
    kind: message.event,
    accountId: parsed.output.accountId,
    data: parsed.output.data,
  };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

/** Opens the stream, reads it until it ends, and tells `listener` what it says. */
export async function connectLive(deps: LiveDeps, connection: LiveConnection): Promise<void> {
  const { signal, listener } = connection;
  while (deps.visibility?.hidden()) {
    if (signal.aborted) throw abortError(signal);
    await deps.visibility.shown(signal);
  }
  if (signal.aborted) throw abortError(signal);
  const headers: Record<string, string> = {
    ...buildHeaders(LIVE_PATH, deps.credentials),
    Accept: 'text/event-stream',
  };
  if (connection.lastEventId !== null) headers['Last-Event-ID'] = String(connection.lastEventId);
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await doFetch(`${deps.baseURL ?? API_BASE}${LIVE_PATH}`, {
    headers,
    signal,
    cache: 'no-store',
  });
  if (!response.ok) {
    void response.body?.cancel().catch(() => {});
    throw new LiveStreamError(`The stream of changes was refused (${response.status}).`, response.status);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    void response.body?.cancel().catch(() => {});
    throw new LiveStreamError('The server answered the stream of changes with something else.');
  }
  listener.opened();
  const parser = sseParser((message) => {
    if (message.event === LIVE_RESET) return listener.reset();
    const change = changeOf(message);
    if (change) listener.changed(change);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Aborting ends the reading even where the body does not end with the request (a fetch that is not the network's).
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw abortError(signal);
      if (done) return;
      parser.push(value);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    // Ends the body when the reading stopped early (a listener threw); harmless once it is done.
    cancel();
  }
}
