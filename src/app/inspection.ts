/**
 * Live mode of the statechart viewer (issue 7): what the app's actors are doing, seen through XState's inspection
 * API and nothing else. Every actor creation site of the app passes `{ inspect }`; for each actor whose logic is a
 * state machine (the catalogue's machines, matched by `machine.id`: root actors and machines they invoke, such as the
 * planner's post editor), the recorder keeps the active state node
 * ids and the transition keys (machines/transitionKey.ts) of the microsteps of the last event, in an
 * in-memory store for this tab, and posts them on the BroadcastChannel `brandpilot-statecharts` for the other tabs
 * of the same origin. Nothing leaves the browser.
 *
 * Enabled only where the viewer may be used: a development build, or a staff user (`enableInspection()`, called by
 * the session once it knows the user; remembered in localStorage so the staff member's other tabs observe from
 * their first event). Disabled, the observer returns at once: customers' actors are not observed at all.
 */
import type {
  AnyActorRef,
  AnyEventObject,
  AnyTransitionDefinition,
  InspectedSnapshotEvent,
  InspectionEvent,
} from 'xstate';
import { transitionKey } from '../../machines/transitionKey.ts';

export const INSPECTION_CHANNEL = 'brandpilot-statecharts';
/** localStorage key: '1' while the browser's last known user is staff. */
export const INSPECTION_FLAG_KEY = 'brandpilot.statecharts.inspect';

/** One running machine actor (a root or an invoked machine), as last seen. */
export interface LiveActorRecord {
  /** `<tabId>:<sessionId>`: unique across tabs. */
  key: string;
  tabId: string;
  sessionId: string;
  /** The machine's id (`machine.id`), which is the catalogue entry's id. */
  machineId: string;
  /** State node ids active now (`snapshot._nodes`). */
  active: string[];
  /** Transition keys taken by the last event that took any. */
  lastTransitions: string[];
  /** Type of the last event the actor processed. */
  lastEvent: string | null;
  status: string;
  /** `Date.now()` of the last update. */
  updatedAt: number;
}

export type InspectionMessage =
  | { type: 'actor'; record: LiveActorRecord }
  /** A viewer that just opened asks the other tabs to post what they know. */
  | { type: 'sync'; tabId: string }
  /** The tab is going away: forget its actors. */
  | { type: 'tabClosed'; tabId: string };

/** What the recorder needs of a BroadcastChannel (a fake one in tests). */
export interface InspectionChannel {
  postMessage(message: InspectionMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close?(): void;
}

export interface RecorderOptions {
  /** Opens the channel; null when BroadcastChannel is not available. */
  openChannel?: () => InspectionChannel | null;
  tabId?: string;
  now?: () => number;
  /** Whether to observe when nothing was set explicitly (default: dev build or the stored staff flag). */
  enabledByDefault?: () => boolean;
}

interface MachineLike {
  id: string;
  root: unknown;
}

function machineOf(actorRef: AnyActorRef): MachineLike | null {
  const logic = (actorRef as { logic?: unknown }).logic;
  if (typeof logic !== 'object' || logic === null || !('root' in logic) || !('id' in logic)) return null;
  return logic as MachineLike;
}

/** Active state node ids of a machine snapshot: `_nodes`, or the ids spelled out from `value`. */
export function activeStateIds(snapshot: unknown, machineId: string): string[] {
  const nodes: unknown = (snapshot as { _nodes?: unknown })._nodes;
  if (Array.isArray(nodes)) return (nodes as readonly { id: string }[]).map((node) => node.id);
  const ids = [machineId];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') ids.push(`${prefix}.${value}`);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        ids.push(`${prefix}.${key}`);
        walk(child, `${prefix}.${key}`);
      }
    }
  };
  walk((snapshot as { value?: unknown }).value, machineId);
  return ids;
}

/**
 * One processed event of a machine actor, as the UI-level model-based tests (test/e2e-model) receive it.
 * Playwright exposes `window.__brandpilotModelSink` before the app loads (`page.exposeBinding`); nothing in the app
 * sets it, so for users it is absent and this costs one property read per inspection event.
 */
export interface ModelSinkRecord {
  /** Increases by one per record in this page. */
  sequence: number;
  machineId: string;
  sessionId: string;
  /** Type of the event processed (`xstate.init` for the first snapshot). */
  event: string | null;
  value: unknown;
  status: string;
  /** State node ids active after the event. */
  active: string[];
  /** Keys (machines/transitionKey.ts) of the transitions the event took, in order. */
  transitions: string[];
  /** Source state ids of those transitions (states passed through count as entered). */
  sources: string[];
}

export const MODEL_SINK_GLOBAL = '__brandpilotModelSink';

function modelSink(): ((record: ModelSinkRecord) => void) | null {
  if (typeof window === 'undefined') return null;
  const sink: unknown = (window as unknown as Record<string, unknown>)[MODEL_SINK_GLOBAL];
  return typeof sink === 'function' ? (sink as (record: ModelSinkRecord) => void) : null;
}

function defaultChannel(): InspectionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return new BroadcastChannel(INSPECTION_CHANNEL) as unknown as InspectionChannel;
}

/**
 * A '1' flag this browser keeps in storage, read once and then kept current by the `storage` events other tabs'
 * changes fire: the recorder asks on every event of every actor, and a storage read each time cost the planner's
 * first load several milliseconds under a slow phone's CPU (issue 14). This tab's own changes go through
 * `setEnabled`.
 */
export function storedFlag(
  key: string,
  storage: () => Pick<Storage, 'getItem'> | undefined,
  events: EventTarget | undefined,
): () => boolean {
  const read = () => {
    try {
      return storage()?.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  let value: boolean | undefined;
  return () => {
    if (value === undefined) {
      value = read();
      events?.addEventListener('storage', (event) => {
        // `key` is null when another tab cleared the whole storage.
        const changed = (event as StorageEvent).key;
        if (changed === key || changed === null) value = read();
      });
    }
    return value;
  };
}

const storedStaffFlag = storedFlag(
  INSPECTION_FLAG_KEY,
  () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  typeof window === 'undefined' ? undefined : window,
);

function isMessage(data: unknown): data is InspectionMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

export class InspectionRecorder {
  readonly tabId: string;
  private readonly now: () => number;
  private readonly openChannel: () => InspectionChannel | null;
  private readonly enabledByDefault: () => boolean;
  private explicit: boolean | null = null;
  private channel: InspectionChannel | null | undefined;
  /** Transitions taken since the last snapshot, per actor session id. */
  private readonly pending = new Map<string, AnyTransitionDefinition[]>();
  private readonly records = new Map<string, LiveActorRecord>();
  private readonly listeners = new Set<() => void>();
  private list: readonly LiveActorRecord[] = [];
  private sequence = 0;

  constructor(options: RecorderOptions = {}) {
    this.tabId = options.tabId ?? Math.random().toString(36).slice(2, 10);
    this.now = options.now ?? Date.now;
    this.openChannel = options.openChannel ?? defaultChannel;
    this.enabledByDefault = options.enabledByDefault ?? (() => import.meta.env.DEV || storedStaffFlag());
  }

  get enabled(): boolean {
    return this.explicit ?? this.enabledByDefault();
  }

  setEnabled(enabled: boolean): void {
    this.explicit = enabled;
  }

  /** The inspection observer: pass it as `createActor(logic, { inspect })`. */
  readonly inspect = (event: InspectionEvent): void => {
    const sink = modelSink();
    if (!this.enabled && !sink) return;
    const actorRef = event.actorRef as AnyActorRef;
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const machine = machineOf(actorRef);
    if (!machine) return;
    if (event.type === '@xstate.microstep') {
      const taken = this.pending.get(actorRef.sessionId) ?? [];
      taken.push(...event._transitions);
      this.pending.set(actorRef.sessionId, taken);
      return;
    }
    const taken = this.pending.get(actorRef.sessionId) ?? [];
    this.pending.delete(actorRef.sessionId);
    const snapshot = event.snapshot as { status?: string; value?: unknown };
    const active = activeStateIds(event.snapshot, machine.id);
    const transitions = taken.map((transition) => transitionKey(transition));
    const eventType = (event.event as AnyEventObject | undefined)?.type ?? null;
    if (sink) {
      this.sequence += 1;
      sink({
        sequence: this.sequence,
        machineId: machine.id,
        sessionId: actorRef.sessionId,
        event: eventType,
        value: snapshot.value ?? null,
        status: snapshot.status ?? 'active',
        active,
        transitions,
        sources: taken.map((transition) => (transition.source as { id: string }).id),
      });
    }
    if (!this.enabled) return;
    const key = `${this.tabId}:${actorRef.sessionId}`;
    const previous = this.records.get(key);
    const record: LiveActorRecord = {
      key,
      tabId: this.tabId,
      sessionId: actorRef.sessionId,
      machineId: machine.id,
      active,
      lastTransitions: transitions.length > 0 ? transitions : (previous?.lastTransitions ?? []),
      lastEvent: eventType,
      status: snapshot.status ?? 'active',
      updatedAt: this.now(),
    };
    // An invoked machine that finished (the post editor's modal closed) is gone for good: forget it like a stopped one.
    const invoked = (actorRef as { _parent?: unknown })._parent !== undefined;
    const kept = invoked && record.status === 'done' ? { ...record, status: 'stopped' } : record;
    this.put(kept);
    this.post({ type: 'actor', record: kept });
  };

  /** Records the current snapshot of a running machine actor (when inspection was enabled after it started). */
  recordCurrent(actorRef: AnyActorRef): void {
    const snapshot: unknown = actorRef.getSnapshot();
    const event: InspectedSnapshotEvent = {
      type: '@xstate.snapshot',
      actorRef,
      rootId: actorRef.sessionId,
      snapshot: snapshot as InspectedSnapshotEvent['snapshot'],
      event: { type: 'inspection.enabled' },
    };
    this.inspect(event);
  }

  /** Every actor known, this tab's and the other tabs', newest first. Stable between changes. */
  getRecords = (): readonly LiveActorRecord[] => this.list;

  /** Listens for changes (and to the other tabs, asking them for what they know). Returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.post({ type: 'sync', tabId: this.tabId });
    return () => this.listeners.delete(listener);
  };

  /** Tells the other tabs that this one is gone. */
  close(): void {
    this.post({ type: 'tabClosed', tabId: this.tabId });
    this.channel?.close?.();
    this.channel = undefined;
  }

  /** Keeps a running actor's record; a stopped actor is forgotten (its 'stopped' record is still posted). */
  private put(record: LiveActorRecord): void {
    if (record.status === 'stopped') this.records.delete(record.key);
    else this.records.set(record.key, record);
    this.changed();
  }

  private changed(): void {
    this.list = [...this.records.values()].sort((a, b) => b.updatedAt - a.updatedAt);
    for (const listener of [...this.listeners]) listener();
  }

  private ensureChannel(): InspectionChannel | null {
    if (this.channel === undefined) {
      this.channel = this.openChannel();
      if (this.channel) this.channel.onmessage = (message) => this.receive(message.data);
    }
    return this.channel;
  }

  private post(message: InspectionMessage): void {
    if (!this.enabled) return;
    try {
      this.ensureChannel()?.postMessage(message);
    } catch {
      // A closed channel or an uncloneable value: live mode in other tabs misses one update.
    }
  }

  private receive(data: unknown): void {
    if (!isMessage(data)) return;
    if (data.type === 'actor') {
      if (data.record.tabId !== this.tabId) this.put(data.record);
    } else if (data.type === 'sync') {
      for (const record of this.records.values()) {
        if (record.tabId === this.tabId) this.post({ type: 'actor', record });
      }
    } else if (data.type === 'tabClosed') {
      for (const [key, record] of this.records) if (record.tabId === data.tabId) this.records.delete(key);
      this.changed();
    }
  }
}

/** The app's one recorder. */
export const inspectionRecorder = new InspectionRecorder();

/** The observer for the app's actors: `createActor(logic, { inspect })`, `options={{ inspect }}`. */
export const inspect = inspectionRecorder.inspect;

/** Turns live mode on for this browser (a staff user): remembered for the other tabs and the next loads. */
export function enableInspection(): void {
  inspectionRecorder.setEnabled(true);
  try {
    localStorage.setItem(INSPECTION_FLAG_KEY, '1');
  } catch {
    // Storage refused: this tab observes anyway.
  }
}

/** Turns live mode off (a customer logged in): their actors are not observed. Development builds keep it on. */
export function disableInspection(): void {
  try {
    localStorage.removeItem(INSPECTION_FLAG_KEY);
  } catch {
    // Storage refused: nothing was remembered.
  }
  inspectionRecorder.setEnabled(import.meta.env.DEV);
}

export function isInspectionEnabled(): boolean {
  return inspectionRecorder.enabled;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (inspectionRecorder.enabled) inspectionRecorder.close();
  });
}
