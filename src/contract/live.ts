/**
 * The stream of changes (issue 20): GET /api/live, Server-Sent Events, authenticated like the API (Authorization:
 * Bearer <token>; the SPA reads it with fetch, which carries the header). Resumable: a `Last-Event-ID` header (or
 * `?lastEventId=`) gets the changes after that id first. Each message: `event:` the kind, `id:` the change's id,
 * `data:` JSON `liveMessage`. Comments (`: ping`) keep the connection open every LIVE_HEARTBEAT_MS; the stream ends
 * when the session does (idle or too old: the stream itself is not activity). `event: reset` says changes were missed
 * (the tab was away longer than the server keeps them): read everything again.
 */
import * as v from 'valibot';

/** What a change is about, and its `data`: src/domain/live.ts. */
export { LIVE_KINDS, type LiveKind } from '../domain/live.ts';

/** Ours: a comment this often keeps proxies from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** The `data:` of a change. */
export const liveMessage = v.object({
  accountId: v.nullable(v.number()),
  data: v.record(v.string(), v.unknown()),
});
export type LiveMessage = v.InferOutput<typeof liveMessage>;

/** The `event:` that says changes were missed. */
export const LIVE_RESET = 'reset';
