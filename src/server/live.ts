/**
 * Pushed changes (issue 20): what one server instance writes, every tab connected to any instance is told of.
 *
 * - `publishLive` stores a change in `live_events` (for the members of an account and/or some users) and sends
 *   NOTIFY brandpilot_live with the whole event (ids only: a notice holds at most 8,000 bytes). Called inside the
 *   writing transaction, the change and its notice leave together at commit, or not at all.
 * - `LiveHub`, one per instance, LISTENs on that channel and hands each event to the streams it is for. The event
 *   travels in the notice rather than being read back by id: ids are taken in the order transactions start, not the
 *   order they commit, so "everything after the last id" could skip one committed late. Notices arrive in commit
 *   order, each once.
 * - `replay` answers the events after a Last-Event-ID that a stream is for, so a tab that reconnects gets what it
 *   missed of the last LIVE_KEEP_MINUTES (the tab reads its data again on reconnecting anyway: replay spares it a
 *   change it would otherwise only see at its next read); the hub deletes older rows as it goes.
 * The stream itself (GET /api/live) is routes/live.ts. `publishPostsChanged`, `publishNotificationsChanged` and
 * `publishSocialChanged` are the writes' shorthands for their kinds (src/contract/live.ts LIVE_KINDS).
 */
import type { LiveKind } from '../contract/live.ts';
import type { Db, Queryable } from './db.ts';

export const LIVE_CHANNEL = 'brandpilot_live';
/** How long a change can still be replayed to a tab that reconnects. */
export const LIVE_KEEP_MINUTES = 10;
/** The most events one replay answers. */
const READ_LIMIT = 500;
/** How often the hub deletes the rows older than LIVE_KEEP_MINUTES. */
const PRUNE_EVERY_MS = 60_000;

export interface LiveEvent {
  id: number;
  accountId: number | null;
  userIds: number[];
  kind: LiveKind;
  data: Record<string, unknown>;
}

/** Who a stream is for: its user, and the accounts the user is a member of. */
export interface LiveAudience {
  userId: number;
  accountIds: ReadonlySet<number>;
}

export function isFor(event: LiveEvent, audience: LiveAudience): boolean {
  return (
    event.userIds.includes(audience.userId) ||
    (event.accountId !== null && audience.accountIds.has(event.accountId))
  );
}

/** Stores a change and tells every instance of it (at commit when `db` is a transaction). Answers its id. */
export async function publishLive(
  db: Queryable,
  event: {
    kind: LiveKind;
    accountId?: number | null;
    userIds?: readonly number[];
    data?: Record<string, unknown>;
  },
): Promise<number> {
  const accountId = event.accountId ?? null;
  const userIds = [...(event.userIds ?? [])];
  const data = event.data ?? {};
  const [row] = await db.query<{ id: string }>(
    `insert into live_events (account_id, user_ids, kind, data) values ($1, $2::int[], $3, $4::jsonb) returning id`,
    [accountId, userIds, event.kind, JSON.stringify(data)],
  );
  const id = Number(row!.id);
  const notice: LiveEvent = { id, accountId, userIds, kind: event.kind, data };
  await db.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(notice)]);
  return id;
}

/**
 * The most post ids one `posts.changed` names (a NOTICE holds at most 8,000 bytes: 100 ids of 7 digits and the rest
 * of the event stay near 1 KB). A change to more posts is sent as `{postIds: [], many: true}`: read every post shown
 * again.
 */
export const LIVE_MAX_POST_IDS = 100;

/** `posts.changed` to the members of `accountId`: these posts were added, changed, moved, approved, removed or published. */
export async function publishPostsChanged(
  db: Queryable,
  accountId: number,
  postIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return;
  const data = ids.length > LIVE_MAX_POST_IDS ? { postIds: [], many: true } : { postIds: ids };
  await publishLive(db, { kind: 'posts.changed', accountId, data });
}

/** `notifications.changed` to `userIds`: their bell notifications were added or read. */
export async function publishNotificationsChanged(db: Queryable, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await publishLive(db, { kind: 'notifications.changed', userIds: [...new Set(userIds)] });
}

/** `social.changed` to the members of `accountId`: its network connections changed (an auto-disconnect too). */
export async function publishSocialChanged(db: Queryable, accountId: number): Promise<void> {
  await publishLive(db, { kind: 'social.changed', accountId });
}

/** A notice's event, or null for anything else (a notice sent by hand, a truncated one). */
export function eventOfNotice(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof value.id !== 'number' || typeof value.kind !== 'string' || !Array.isArray(value.userIds))
      return null;
    return {
      id: value.id,
      accountId: typeof value.accountId === 'number' ? value.accountId : null,
      userIds: value.userIds.filter((id): id is number => typeof id === 'number'),
      kind: value.kind,
      data: value.data && typeof value.data === 'object' ? value.data : {},
    };
  } catch {
    return null;
  }
}

interface EventRow {
  id: string;
  account_id: number | null;
  user_ids: number[];
  kind: LiveKind;
  data: Record<string, unknown>;
}

const EVENT_COLUMNS = 'id, account_id, user_ids, kind, data';

function toEvent(row: EventRow): LiveEvent {
  return {
    id: Number(row.id),
    accountId: row.account_id,
    userIds: row.user_ids,
    kind: row.kind,
    data: row.data,
  };
}

/**
 * The events after `afterId` that `audience` is for, oldest first, at most READ_LIMIT; `gap` when events after it
 * were already deleted (the tab was away too long: it must read its data again).
 */
export async function replay(
  db: Queryable,
  afterId: number,
  audience: LiveAudience,
): Promise<{ events: LiveEvent[]; gap: boolean }> {
  const rows = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from live_events
     where id > $1 and ($2 = any(user_ids) or account_id = any($3::int[]))
     order by id limit ${READ_LIMIT}`,
    [afterId, audience.userId, [...audience.accountIds]],
  );
  const [oldest] = await db.query<{ id: string | null }>('select min(id) as id from live_events');
  const gap = oldest?.id !== null && oldest?.id !== undefined && Number(oldest.id) > afterId + 1;
  return { events: rows.map(toEvent), gap };
}

type Subscriber = { audience: LiveAudience; send: (event: LiveEvent) => void };

/** One instance's listener: passes each change to the streams of this instance it is for. */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private lastPrune: number;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.lastPrune = now();
  }

  /** Starts listening (once); resolves when notices are being received. */
  start(): Promise<void> {
    this.started ??= this.db
      .listen(LIVE_CHANNEL, (payload) => this.received(payload))
      .then(
        (stop) => {
          this.stopListening = stop;
        },
        (error: unknown) => {
          // The next stream tries again: a database away for a moment must not leave the streams dead for good.
          this.started = null;
          throw error;
        },
      );
    return this.started;
  }

  /** Hands `send` every change for `audience` from now on; answers the function that stops it. */
  subscribe(audience: LiveAudience, send: (event: LiveEvent) => void): () => void {
    const subscriber = { audience, send };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    await this.started?.catch(() => undefined);
    await this.stopListening?.();
    this.stopListening = null;
  }

  private received(payload: string): void {
    const event = eventOfNotice(payload);
    if (!event) return;
    for (const subscriber of this.subscribers) if (isFor(event, subscriber.audience)) subscriber.send(event);
    if (this.now() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = this.now();
      this.db
        .query(`delete from live_events where created_at < now() - interval '${LIVE_KEEP_MINUTES} minutes'`)
        .catch(() => undefined);
    }
  }
}
