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
 */
import {
  SimulatedClock,
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import type { CatalogueEntry } from '../../machines/catalogue.ts';
import { allStateNodes, allTransitionKeys, transitionKey } from '../../machines/chartModel.ts';

export { allStateNodes, allTransitionKeys, transitionKey };

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

function vertexKey(entry: CatalogueEntry, snapshot: AnyMachineSnapshot): string {
  const guards = entry.guardState ? entry.guardState(snapshot) : null;
  return JSON.stringify([snapshot.value, guards ?? null, snapshot.status]);
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
  const vertices = Object.keys(getAdjacencyMap(entry.machine, options)).length;
  const shortest = getShortestPaths(entry.machine, options) as Path[];
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

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise actors that settle only when the test says so, by invoke id. */
export class FakeActors {
  private readonly pending = new Map<string, Pending>();

  logicFor(machine: AnyStateMachine): Record<string, AnyActorLogic> {
    const names = Object.keys(machine.implementations.actors);
    const logic = fromPromise<unknown>(
      ({ self, signal }) =>
        new Promise((resolve, reject) => {
          this.pending.set(self.id, { resolve, reject });
          signal.addEventListener('abort', () => {
            if (this.pending.get(self.id)?.resolve === resolve) this.pending.delete(self.id);
          });
        }),
    );
    return Object.fromEntries(names.map((name) => [name, logic]));
  }

  isRunning(id: string): boolean {
    return this.pending.has(id);
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const pending = this.pending.get(id);
    if (!pending) throw new Error(`no running actor '${id}' to settle: the machine did not invoke it`);
    this.pending.delete(id);
    if ('output' in outcome) pending.resolve(outcome.output);
    else pending.reject(outcome.error);
  }
}

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

/** Replays `path` on a real actor, adding what it covers to `coverage`. */
export async function replayPath(
  entry: CatalogueEntry,
  input: unknown,
  path: Path,
  coverage: Coverage,
): Promise<ReplayResult> {
  const clock = new SimulatedClock();
  const fakes = new FakeActors();
  const machine = entry.machine.provide({ actors: fakes.logicFor(entry.machine) });
  const taken: AnyTransitionDefinition[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && (event.actorRef as { logic?: unknown }).logic === machine) {
      taken.push(...event._transitions);
      // States passed through inside a step (left at once by an `always` transition) count as entered too:
      // the snapshot after each microstep, and the source of every transition taken (for the initial microstep,
      // which is not inspected).
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) coverage.states.add(node.id);
      for (const transition of event._transitions) coverage.states.add(transition.source.id);
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

  actor.start();
  await flush();
  record();
  try {
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
      const mismatch = check(step.state, index);
      if (mismatch) return mismatch;
    }
    return { status: 'passed' };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report

export interface MachineCoverage {
  id: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  /** State node ids entered (machines/chartModel.ts names): what the viewer's coverage overlay draws. */
  coveredStates: string[];
  /** Transition keys taken (`transitionKey`): what the viewer's coverage overlay draws. */
  coveredTransitions: string[];
  paths: { shortest: number; simple: number; replayed: number; infeasible: number };
  vertices: number;
  failures: string[];
}

export function measure(
  entry: CatalogueEntry,
  coverage: Coverage,
  generated: readonly GeneratedPaths[],
  results: readonly ReplayResult[],
): MachineCoverage {
  const states = allStateNodes(entry.machine).map((node) => node.id);
  const transitions = allTransitionKeys(entry.machine);
  const sum = (pick: (g: GeneratedPaths) => number) => generated.reduce((total, g) => total + pick(g), 0);
  return {
    id: entry.id,
    states: {
      covered: states.filter((id) => coverage.states.has(id)).length,
      total: states.length,
      missing: states.filter((id) => !coverage.states.has(id)),
    },
    transitions: {
      covered: transitions.filter((key) => coverage.transitions.has(key)).length,
      total: transitions.length,
      missing: transitions.filter((key) => !coverage.transitions.has(key)),
    },
    coveredStates: states.filter((id) => coverage.states.has(id)),
    coveredTransitions: transitions.filter((key) => coverage.transitions.has(key)),
    paths: {
      shortest: sum((g) => g.shortest.length),
      simple: sum((g) => g.simple.length),
      replayed: sum((g) => g.replayed.length),
      infeasible: results.filter((result) => result.status === 'infeasible').length,
    },
    vertices: sum((g) => g.vertices),
    failures: results.flatMap((result) => (result.status === 'failed' ? [result.message] : [])),
  };
}

const percent = (covered: number, total: number) =>
  total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;

export function formatTable(rows: readonly MachineCoverage[]): string {
  const header = [
    'machine',
    'states',
    'transitions',
    'paths: shortest+simple → replayed',
    'cut by time',
    'vertices',
  ];
  const body = rows.map((row) => [
    row.id,
    `${row.states.covered}/${row.states.total} (${percent(row.states.covered, row.states.total)}%)`,
    `${row.transitions.covered}/${row.transitions.total} (${percent(row.transitions.covered, row.transitions.total)}%)`,
    `${row.paths.shortest}+${row.paths.simple} → ${row.paths.replayed}`,
    String(row.paths.infeasible),
    String(row.vertices),
  ]);
  return markdownTable(header, body);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The small HTML report of `npm run test:model`: the table, and what each machine left uncovered. */
export function coverageHtml(rows: readonly MachineCoverage[]): string {
  const cell = (f: { covered: number; total: number }) =>
    `${f.covered}/${f.total} (${percent(f.covered, f.total)}%)`;
  const body = rows
    .map(
      (row) =>
        `<tr${isComplete(row) ? '' : ' class="low"'}><th scope="row">${escapeHtml(row.id)}</th><td>${cell(row.states)}</td><td>${cell(row.transitions)}</td><td>${row.paths.replayed}</td><td>${row.failures.length}</td></tr>`,
    )
    .join('\n');
  const missing = rows
    .filter((row) => row.states.missing.length + row.transitions.missing.length > 0)
    .map(
      (row) =>
        `<h2>${escapeHtml(row.id)}</h2><ul>${[...row.states.missing, ...row.transitions.missing].map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Model coverage</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}.low{color:#b91c1c}</style>
</head><body><h1>Model coverage (machine level)</h1>
<table><thead><tr><th scope="col">machine</th><th scope="col">states</th><th scope="col">transitions</th><th scope="col">paths replayed</th><th scope="col">failures</th></tr></thead>
<tbody>${body}</tbody></table>
${missing || '<p>Every state and transition of every machine is covered.</p>'}
</body></html>
`;
}

/** A Markdown table with padded columns (the coverage tables of both model runs). */
export function markdownTable(header: readonly string[], body: readonly string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((line) => line[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

export function isComplete(row: MachineCoverage): boolean {
  return (
    row.failures.length === 0 &&
    row.states.covered === row.states.total &&
    row.transitions.covered === row.transitions.total
  );
}
