/**
 * Model-based test harness: for a catalogue entry, generate paths through the machine's graph with xstate/graph,
 * replay each one on a real actor, and measure which state nodes and transitions the real actor took.
 *
 * - Vertices: state value + what guards read (`guardState`) + the incoming event type + the previous vertex, so
 *   shortest paths reach every transition (an edge), not only every state. Event payloads are left out of the key:
 *   ids that grow (toast-1, toast-2 ...) would make the graph infinite.
 * - Events: every event the active states accept; payloads from the catalogue, defaults for actor and delay events.
 * - Replay: the machine is `.provide()`d with fake actors: each is a promise that never settles by itself; a step
 *   `xstate.done.actor.<id>` / `xstate.error.actor.<id>` resolves / rejects the running fake with that id (so the
 *   real invoke wiring is exercised), a step `xstate.after.<delay>.<stateId>` advances the `SimulatedClock` exactly
 *   to the moment that delayed event is due; any other step is `actor.send(event)`.
 * - Coverage: from the inspection API (`@xstate.microstep` lists the transitions taken, `always` and done ones
 *   included) and from the state nodes active after each step, on the real actor.
 * - Oracle: an optional observer sees every state the path reaches (the snapshot, the step's event, the actions run,
 *   the clock) and answers what the spec says is wrong there (oracle.ts); the first complaint fails the path.
 */
import {
  SimulatedClock,
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import type { CatalogueEntry } from '../../machines/catalogue.ts';
import { allStateNodes, allTransitionKeys, transitionKey } from '../../machines/chartModel.ts';
import { FakeActors } from '../../src/features/statecharts/simulate/fakeActors.ts';
import type { Observation, ObservedAction } from './oracle.ts';

export { allStateNodes, allTransitionKeys, transitionKey };
export {
  coverageHtml,
  formatTable,
  isComplete,
  markdownTable,
  measure,
  type MachineCoverage,
} from './harnessReport.ts';

/**
 * Simple paths (every loop-free path) are walked on the graph of states alone (state value + what guards read,
 * without the incoming event), and only when it has at most this many vertices: their number grows exponentially.
 */
export const SIMPLE_PATHS_MAX_VERTICES = 16;

type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

// ---------------------------------------------------------------------------------------------------------------
// Graph

function descriptorMatches(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

/** Events to try from `snapshot`: every accepted event, with the catalogue's payloads or defaults. */
export function eventsFor(entry: CatalogueEntry, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const samples = entry.events(snapshot);
  const descriptors = __unsafe_getAllOwnEventDescriptors(snapshot) as string[];
  const events: AnyEventObject[] = [];
  const seen = new Set<string>();
  const add = (event: AnyEventObject) => {
    const key = JSON.stringify(event);
    if (!seen.has(key)) {
      seen.add(key);
      events.push(event);
    }
  };
  for (const descriptor of descriptors) {
    const given = samples.filter((event) => descriptorMatches(descriptor, event.type));
    if (given.length > 0) {
      given.forEach(add);
    } else if (descriptor.startsWith('xstate.done.actor.')) {
      add({ type: descriptor, output: undefined });
    } else if (descriptor.startsWith('xstate.error.actor.')) {
      add({ type: descriptor, error: new Error('simulated failure') });
    } else if (
      descriptor.startsWith('xstate.done.state.') || // raised by the machine itself when a final state is reached
      descriptor.startsWith('xstate.snapshot.') || // needs a snapshot payload: give it in the catalogue
      descriptor.includes('*')
    ) {
      continue;
    } else if (descriptor.startsWith('xstate.after.') || entry.onlyListedEvents !== true) {
      add({ type: descriptor }); // plain events and xstate.after.<delay>.<stateId>
    }
  }
  return events;
}

/** Vertex keys by snapshot: a traversal asks for a snapshot's key several times (as a vertex, as the one before). */
const vertexKeys = new WeakMap<AnyMachineSnapshot, string>();

function vertexKey(entry: CatalogueEntry, snapshot: AnyMachineSnapshot): string {
  let key = vertexKeys.get(snapshot);
  if (key === undefined) {
    const guards = entry.guardState ? entry.guardState(snapshot) : null;
    key = JSON.stringify([snapshot.value, guards ?? null, snapshot.status]);
    vertexKeys.set(snapshot, key);
  }
  return key;
}

/** Vertices are states: for simple paths. */
export function stateTraversalOptions(entry: CatalogueEntry, input: unknown) {
  return {
    input,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(entry, snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => vertexKey(entry, snapshot),
    limit: 100_000,
  };
}

/** Vertices are transitions into a state (state + incoming event + previous state): for shortest paths. */
export function traversalOptions(entry: CatalogueEntry, input: unknown) {
  return {
    input,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(entry, snapshot),
    serializeState: (
      snapshot: AnyMachineSnapshot,
      event: AnyEventObject | undefined,
      previous?: AnyMachineSnapshot,
    ) =>
      `${vertexKey(entry, snapshot)} via ${event?.type ?? '-'} from ${previous ? vertexKey(entry, previous) : '-'}`,
    limit: 100_000,
  };
}

/** Drops paths whose event sequence is the start of a longer path: replaying the longer one checks both. */
export function withoutPrefixPaths(paths: readonly Path[]): Path[] {
  const sequence = (path: Path) => path.steps.map((step) => JSON.stringify(step.event));
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: Path; events: string[] }[] = [];
  for (const path of sorted) {
    const events = sequence(path);
    const covered = kept.some((other) => events.every((event, index) => other.events[index] === event));
    if (!covered) kept.push({ path, events });
  }
  return kept.map((k) => k.path);
}

export interface GeneratedPaths {
  input: unknown;
  vertices: number;
  shortest: Path[];
  simple: Path[];
  /** Shortest and simple paths without prefixes of one another: what is replayed. */
  replayed: Path[];
}

export function generatePaths(entry: CatalogueEntry, input: unknown): GeneratedPaths {
  const options = traversalOptions(entry, input);
  // One shortest path to every vertex the traversal reaches: their number is the graph's (its adjacency map, which
  // getShortestPaths builds, is not built a second time to count them).
  const shortest = getShortestPaths(entry.machine, options) as Path[];
  const vertices = shortest.length;
  let simple: Path[] = [];
  if (entry.simplePaths !== false) {
    const stateOptions = stateTraversalOptions(entry, input);
    const states = Object.keys(getAdjacencyMap(entry.machine, stateOptions)).length;
    if (states <= SIMPLE_PATHS_MAX_VERTICES) simple = getSimplePaths(entry.machine, stateOptions) as Path[];
  }
  return { input, vertices, shortest, simple, replayed: withoutPrefixPaths([...shortest, ...simple]) };
}

export function describePath(path: Path): string {
  return path.steps.map((step) => step.event.type).join(' → ');
}

// ---------------------------------------------------------------------------------------------------------------
// Fake actors

export { FakeActors };

/** A promise and its resolve/reject, for fake effects a test settles when it chooses. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets promise callbacks (a settled fake actor and its done/error event) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

// ---------------------------------------------------------------------------------------------------------------
// Replay

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

export function emptyCoverage(): Coverage {
  return { states: new Set(), transitions: new Set() };
}

export type ReplayResult =
  | { status: 'passed' }
  | { status: 'failed'; message: string }
  /**
   * The graph knows no time: it may let a long delay fire before a shorter one running beside it. On the clock
   * that order cannot happen, so the path is replayed up to that step only (what it covered so far counts).
   */
  | { status: 'infeasible'; message: string };

/** Sees each state a replayed path reaches; answers what is wrong there (nothing: an empty list). */
export type StepObserver = (observation: Observation) => readonly string[];

/** Replays `path` on a real actor, adding what it covers to `coverage`; `observe` judges every state reached. */
export async function replayPath(
  entry: CatalogueEntry,
  input: unknown,
  path: Path,
  coverage: Coverage,
  observe?: StepObserver,
): Promise<ReplayResult> {
  const clock = new SimulatedClock();
  const fakes = new FakeActors();
  const machine = entry.machine.provide({ actors: fakes.logicFor(entry.machine) });
  const taken: AnyTransitionDefinition[] = [];
  const actions: ObservedAction[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.action' && (event.actorRef as { logic?: unknown }).logic === machine) {
      actions.push({ type: event.action.type, params: event.action.params });
    }
    if (event.type === '@xstate.microstep' && (event.actorRef as { logic?: unknown }).logic === machine) {
      taken.push(...event._transitions);
      // States passed through inside a step (left at once by an `always` transition) count as entered too:
      // the snapshot after each microstep, and the source of every transition taken (for the initial microstep,
      // which is not inspected).
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) coverage.states.add(node.id);
      for (const transition of event._transitions) coverage.states.add(transition.source.id);
      // A history state is never active: it counts as entered when a transition taken targets it.
      for (const transition of event._transitions) {
        for (const target of transition.target ?? [])
          if (target.type === 'history') coverage.states.add(target.id);
      }
    }
  };
  const actor = createActor(machine, { input, clock, inspect });
  /** When each scheduled (delayed) event was scheduled, on the simulated clock. */
  const scheduledAt = new WeakMap<object, number>();
  const pendingTimers = () =>
    Object.values(actor.system.getSnapshot()._scheduledEvents)
      .filter((scheduled) => scheduled.target === actor)
      .map((scheduled) => ({
        scheduled,
        dueAt: (scheduledAt.get(scheduled) ?? clock.now()) + scheduled.delay,
      }));
  const record = () => {
    const snapshot = actor.getSnapshot();
    for (const node of snapshot._nodes) coverage.states.add(node.id);
    for (const t of taken.splice(0)) coverage.transitions.add(transitionKey(t));
    for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
      if (!scheduledAt.has(scheduled)) scheduledAt.set(scheduled, clock.now());
    }
  };
  const where = (at: number) => `step ${at} (${path.steps[at]?.event.type})`;
  const fail = (message: string): ReplayResult => ({
    status: 'failed',
    message: `${message}\n  path: ${describePath(path)}`,
  });
  const check = (expected: AnyMachineSnapshot, at: number): ReplayResult | null => {
    const actualKey = vertexKey(entry, actor.getSnapshot());
    const expectedKey = vertexKey(entry, expected);
    return actualKey === expectedKey ? null : fail(`${where(at)}: expected ${expectedKey}, got ${actualKey}`);
  };
  const history: Observation[] = [];
  let clockBefore = clock.now();
  const judge = (event: AnyEventObject, at: number): ReplayResult | null => {
    const snapshot = actor.getSnapshot();
    const observation: Observation = {
      snapshot,
      previous: history[history.length - 1]?.snapshot,
      event,
      actions: actions.splice(0),
      elapsed: clock.now() - clockBefore,
      now: clock.now(),
      history: [...history],
      input,
    };
    history.push(observation);
    clockBefore = clock.now();
    const complaints = observe ? observe(observation) : [];
    return complaints.length === 0 ? null : fail(`${at < 0 ? 'start' : where(at)}: ${complaints.join('; ')}`);
  };

  actor.start();
  await flush();
  record();
  try {
    const atStart = judge({ type: 'xstate.init' }, -1);
    if (atStart) return atStart;
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index === 0 && event.type === 'xstate.init') {
        const mismatch = check(step.state, index);
        if (mismatch) return mismatch;
        continue;
      }
      if (event.type.startsWith('xstate.after.')) {
        const timers = pendingTimers();
        const timer = timers.find(({ scheduled }) => scheduled.event.type === event.type);
        if (!timer) return fail(`${where(index)}: the delay is not running`);
        const earlier = timers.find((other) => other !== timer && other.dueAt <= timer.dueAt);
        if (earlier) {
          return {
            status: 'infeasible',
            message: `${where(index)}: ${earlier.scheduled.event.type} is due first\n  path: ${describePath(path)}`,
          };
        }
        clock.increment(timer.dueAt - clock.now());
      } else if (event.type.startsWith('xstate.done.actor.')) {
        fakes.settle(event.type.slice('xstate.done.actor.'.length), {
          output: (event as { output?: unknown }).output,
        });
      } else if (event.type.startsWith('xstate.error.actor.')) {
        fakes.settle(event.type.slice('xstate.error.actor.'.length), {
          error: (event as { error?: unknown }).error,
        });
      } else {
        actor.send(event);
      }
      await flush();
      record();
      const mismatch = check(step.state, index) ?? judge(event, index);
      if (mismatch) return mismatch;
    }
    return { status: 'passed' };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  } finally {
    actor.stop();
  }
}
