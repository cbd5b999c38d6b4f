/**
 * GET /api/live (issue 20, src/contract/live.ts): one Server-Sent Events stream per tab with the changes for its
 * user and the accounts the user is a member of, from this instance or any other (live.ts `LiveHub`). The session is
 * checked like any call's but not touched (the stream is not the person's activity) and again at every heartbeat:
 * the stream ends when the session does. In demo mode, POST /live/drop ends the caller's own streams (tests).
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LIVE_HEARTBEAT_MS, LIVE_RESET } from '../../contract/live.ts';
import { tokenOf, unauthorized } from '../auth.ts';
import { ok } from '../http.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import type { LiveHub } from '../live.ts';
import { replay, type LiveAudience, type LiveEvent } from '../live.ts';
import { liveSession, type SessionLimits } from '../sessions.ts';

/** The Last-Event-ID a tab resumes from (header, else `?lastEventId=`), or null to start from now. */
function resumeFrom(c: Context<AppEnv>): number | null {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

const message = (event: LiveEvent) => ({
  event: event.kind,
  id: String(event.id),
  data: JSON.stringify({ accountId: event.accountId, data: event.data }),
});

export function liveRoutes(
  { db, clock, config }: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  hub: LiveHub,
  heartbeatMs: number = LIVE_HEARTBEAT_MS,
) {
  const routes = new Hono<AppEnv>();
  /** The open streams of this instance by session token: what POST /live/drop ends. */
  const open = new Map<string, Set<() => void>>();
  const limits: SessionLimits = {
    sessionIdleSeconds: config.sessionIdleSeconds,
    sessionMaxHours: config.sessionMaxHours,
  };
  const stillLive = (token: string | null) =>
    liveSession(db, { token, now: clock.now(), limits, touch: false });

  routes.get('/live', async (c) => {
    const token = tokenOf(c);
    const session = await stillLive(token);
    if (!session) return unauthorized(c);
    const memberships = await db.query<{ account_id: number }>(
      'select account_id from account_memberships where user_id = $1',
      [session.user_id],
    );
    const audience: LiveAudience = {
      userId: session.user_id,
      accountIds: new Set(memberships.map((row) => row.account_id)),
    };
    await hub.start();
    const after = resumeFrom(c);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // Changes that arrive while the missed ones are written wait their turn, in order.
      const queued: LiveEvent[] = [];
      let replaying = true;
      const unsubscribe = hub.subscribe(audience, (event) => {
        if (replaying) queued.push(event);
        else void stream.writeSSE(message(event));
      });
      let timer: ReturnType<typeof setTimeout> | null = null;
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
        stream.onAbort(() => resolve());
        const beat = async () => {
          if (stream.aborted || stream.closed) return resolve();
          if (!(await stillLive(token))) return resolve();
          await stream.write(': ping\n\n');
          timer = setTimeout(() => void beat(), heartbeatMs);
        };
        timer = setTimeout(() => void beat(), heartbeatMs);
      });
      const mine = open.get(token!) ?? new Set<() => void>();
      open.set(token!, mine.add(end));
      try {
        // The connection is open: say so at once (a proxy or the browser may hold headers until the first bytes).
        await stream.write(': connected\n\n');
        let written = after ?? 0;
        if (after !== null) {
          const missed = await replay(db, after, audience);
          if (missed.gap) await stream.writeSSE({ event: LIVE_RESET, data: '{}' });
          for (const event of missed.events) {
            await stream.writeSSE(message(event));
            written = event.id;
          }
        }
        replaying = false;
        for (const event of queued.splice(0)) if (event.id > written) await stream.writeSSE(message(event));
        await ended;
      } finally {
        if (timer) clearTimeout(timer);
        unsubscribe();
        mine.delete(end);
        if (mine.size === 0) open.delete(token!);
      }
    });
  });

  // Demo mode only (like the /dev routes): ends the caller's own streams on this instance, as a restart or a lost
  // network would, so a test can watch a tab fall back to polling and come back. Answers how many it ended.
  if (config.demoMode) {
    routes.post('/live/drop', async (c) => {
      const token = tokenOf(c);
      if (!(await stillLive(token))) return unauthorized(c);
      const streams = [...(open.get(token!) ?? [])];
      for (const end of streams) end();
      return ok(c, { dropped: streams.length });
    });
  }

  return routes;
}
