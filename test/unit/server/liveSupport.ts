/** Reading GET /api/live (issue 20) in the server tests: live.test.ts, liveKinds.test.ts. */
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.ts';
import type { Queryable } from '../../../src/server/db.ts';

export interface SseMessage {
  event: string;
  id: string;
  data: string;
}

/** Reads an SSE response as its messages (comments skipped), waiting at most `timeoutMs` for each. */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 2_000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
          }
          if (fields.size === 0) continue;
          return {
            event: fields.get('event') ?? '',
            id: fields.get('id') ?? '',
            data: fields.get('data') ?? '',
          };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no message in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no message in time')), left)),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

export type SseStream = ReturnType<typeof sseReader>;

/** Opens `token`'s stream of changes on `app` (resuming after `lastEventId` when given). */
export async function openLiveStream(app: App, token: string, lastEventId?: number): Promise<SseStream> {
  const response = await app.request('/api/live', {
    headers: {
      Authorization: `Bearer ${token}`,
      ...(lastEventId === undefined ? {} : { 'Last-Event-ID': String(lastEventId) }),
    },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return sseReader(response);
}

/** The id of the conversation between users `a` and `b` (the seed has one between the owner and the viewer). */
export async function conversationBetween(db: Queryable, a: number, b: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `select id from conversations where least(member_id1, member_id2) = least($1::int, $2::int)
       and greatest(member_id1, member_id2) = greatest($1::int, $2::int)`,
    [a, b],
  );
  if (!row) throw new Error(`no conversation between users ${a} and ${b}`);
  return row.id;
}
