/**
 * The body size limit of every route that reads a body (413 above MAX_BODY_BYTES), kind to the connection it came
 * on: the rest of an oversized body is read and dropped before the 413 is sent, so the next request on that
 * keep-alive socket is answered normally (Hono's bodyLimit answers at once and leaves the body unread, and the Node
 * adapter then closes the socket under the next request). A body too large to be worth reading (over
 * MAX_DRAIN_BYTES) is not read: its 413 says `Connection: close`, so the client opens a new connection.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { errorBody, messages } from './http.ts';

/** Bodies above this size answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Past this many bytes an oversized body is not drained; the connection is closed instead. */
export const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

const tooLarge = (c: Context<AppEnv>, close: boolean) => {
  if (close) c.header('Connection', 'close');
  return c.json(errorBody(413, messages.tooLarge), 413);
};

/** Reads and drops the rest of `reader`; false when more than `budget` bytes were left. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<boolean> {
  let left = budget;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    left -= value.length;
    if (left < 0) {
      await reader.cancel().catch(() => undefined);
      return false;
    }
  }
}

export function bodyLimit(maxSize: number = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (declared !== undefined && !chunked) {
      const length = Number(declared);
      if (!Number.isFinite(length) || length <= maxSize) return next();
      if (length > MAX_DRAIN_BYTES) return tooLarge(c, true);
      const drained = await drain(body.getReader(), length);
      return tooLarge(c, !drained);
    }
    // No declared length: read up to the limit; past it, drop the rest.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) return tooLarge(c, !(await drain(reader, MAX_DRAIN_BYTES - size)));
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
