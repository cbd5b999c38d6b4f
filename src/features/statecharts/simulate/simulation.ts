/**
 * Simulate mode of the statechart viewer (issue 7), without React: a standalone copy of a catalogue machine whose
 * invoked actors are fakes (promises that settle only when a step says so), on a clock of its own that moves only
 * when a step fires a pending delay.
 *
 * - `possibleSteps(entry, snapshot, running, timers)`: the buttons. Plain events the active states accept (the
 *   catalogue's samples for the snapshot, else `{ type }`), `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 *   for the invoked actors running now (with the catalogue's sample outputs when there are some), and one
 *   'after <delay>' step per pending delayed event.
 * - `Simulation`: the running copy, its log of steps and the highlight (active state ids, last transitions).
 * - `replay(entry, steps)`: a fresh simulation with the steps applied: 'Step back' replays the log minus its last.
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import type { CatalogueEntry } from '../../../../machines/catalogue.ts';
import { transitionKey } from '../../../../machines/chartModel.ts';
import { FakeActors } from './fakeActors.ts';

export type SimulationStep =
  | { kind: 'event'; label: string; event: AnyEventObject }
  | { kind: 'done'; label: string; actorId: string; output: unknown }
  | { kind: 'error'; label: string; actorId: string; error: unknown }
  | { kind: 'after'; label: string; eventType: string; delay: number };

/** A delayed event the machine scheduled for itself. */
export interface PendingTimer {
  eventType: string;
  delay: number;
  dueAt: number;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

function descriptorMatches(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

/** A short, readable payload: `{"accountId":12}`, cut at 60 characters. */
export function describePayload(value: unknown): string {
  if (value === undefined) return '';
  if (value instanceof Error) return value.message;
  let text: string;
  try {
    text = JSON.stringify(value) ?? typeof value;
  } catch {
    text = typeof value;
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  const rest = Object.keys(payload).length > 0 ? ` ${describePayload(payload)}` : '';
  return `${type}${rest}`;
}

function stepKey(step: SimulationStep): string {
  switch (step.kind) {
    case 'event':
      return `event ${describePayload(step.event)}`;
    case 'done':
      return `done ${step.actorId} ${describePayload(step.output)}`;
    case 'error':
      return `error ${step.actorId} ${describePayload(step.error)}`;
    case 'after':
      return `after ${step.eventType}`;
  }
}

/** The steps possible from `snapshot`, given the invoked actors running and the pending delays. */
export function possibleSteps(
  entry: CatalogueEntry,
  snapshot: AnyMachineSnapshot,
  running: readonly string[],
  timers: readonly PendingTimer[] = [],
): SimulationStep[] {
  if (snapshot.status !== 'active') return [];
  const samples = entry.events(snapshot);
  const descriptors = __unsafe_getAllOwnEventDescriptors(snapshot) as string[];
  const steps: SimulationStep[] = [];
  const seen = new Set<string>();
  const add = (step: SimulationStep) => {
    const key = stepKey(step);
    if (!seen.has(key)) {
      seen.add(key);
      steps.push(step);
    }
  };
  for (const descriptor of descriptors) {
    if (descriptor.startsWith('xstate.')) continue; // actors and delays below; done.state and the like are raised
    const given = samples.filter((event) => descriptorMatches(descriptor, event.type));
    if (given.length > 0) {
      for (const event of given) add({ kind: 'event', label: eventLabel(event), event });
    } else if (!descriptor.includes('*')) {
      add({ kind: 'event', label: descriptor, event: { type: descriptor } });
    }
  }
  for (const actorId of running) {
    const done = samples.filter((event) => event.type === `${DONE}${actorId}`);
    const outputs =
      done.length > 0 ? done.map((event) => (event as { output?: unknown }).output) : [undefined];
    for (const output of outputs) {
      const payload = describePayload(output);
      add({ kind: 'done', label: `done ${actorId}${payload ? ` ${payload}` : ''}`, actorId, output });
    }
    const failed = samples.filter((event) => event.type === `${ERROR}${actorId}`);
    const errors =
      failed.length > 0
        ? failed.map((event) => (event as { error?: unknown }).error)
        : [new Error('simulated failure')];
    for (const error of errors)
      add({ kind: 'error', label: `error ${actorId}: ${describePayload(error)}`, actorId, error });
  }
  for (const timer of [...timers].sort((a, b) => a.dueAt - b.dueAt)) {
    const what = timer.eventType.startsWith('xstate.after.') ? '' : ` (${timer.eventType})`;
    add({
      kind: 'after',
      label: `after ${timer.delay} ms${what}`,
      eventType: timer.eventType,
      delay: timer.delay,
    });
  }
  return steps;
}

// ---------------------------------------------------------------------------------------------------------------
// The clock

interface ScheduledEventLike {
  event: AnyEventObject;
  delay: number;
  target: unknown;
}

interface SystemLike {
  getSnapshot(): { _scheduledEvents: Record<string, ScheduledEventLike> };
}

/** A clock that moves only when told; knows when each scheduled event is due. */
class StepClock {
  time = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { dueAt: number; fn: () => void }>();
  readonly dueAt = new WeakMap<object, number>();
  system: SystemLike | null = null;

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, delay: number): number {
    const id = this.nextId++;
    const dueAt = this.time + delay;
    this.timers.set(id, { dueAt, fn });
    // The system registers the scheduled event just before asking for its timeout.
    for (const scheduled of Object.values(this.system?.getSnapshot()._scheduledEvents ?? {})) {
      if (!this.dueAt.has(scheduled)) this.dueAt.set(scheduled, dueAt);
    }
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Fires, in order, every timer due up to `time`. */
  advanceTo(time: number): void {
    for (;;) {
      let next: [number, { dueAt: number; fn: () => void }] | null = null;
      for (const timer of this.timers) {
        if (timer[1].dueAt <= time && (!next || timer[1].dueAt < next[1].dueAt)) next = timer;
      }
      if (!next) break;
      this.timers.delete(next[0]);
      this.time = Math.max(this.time, next[1].dueAt);
      next[1].fn();
    }
    this.time = Math.max(this.time, time);
  }
}

/** Lets promise callbacks (a settled fake and its done/error event) run. */
function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Simulation

export class Simulation {
  readonly entry: CatalogueEntry;
  readonly input: unknown;
  readonly log: SimulationStep[] = [];
  private readonly fakes = new FakeActors();
  private readonly clock = new StepClock();
  private readonly machine: AnyStateMachine;
  private readonly actor: Actor<AnyStateMachine>;
  private taken: AnyTransitionDefinition[] = [];
  private last: string[] = [];

  constructor(entry: CatalogueEntry, input: unknown = entry.inputs?.[0]) {
    this.entry = entry;
    this.input = input;
    this.machine = entry.machine.provide({ actors: this.fakes.logicFor(entry.machine) });
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef === this.actor)
        this.taken.push(...event._transitions);
    };
    this.actor = createActor(this.machine, { input, clock: this.clock, inspect });
    this.clock.system = this.actor.system;
    this.actor.start();
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  /** Invoke ids of the fake actors running now. */
  get running(): string[] {
    return this.fakes.running();
  }

  /** Delayed events the machine scheduled for itself, soonest first. */
  get timers(): PendingTimer[] {
    const scheduled = Object.values(this.clock.system?.getSnapshot()._scheduledEvents ?? {});
    return scheduled
      .filter((item) => item.target === this.actor)
      .map((item) => ({
        eventType: item.event.type,
        delay: item.delay,
        dueAt: this.clock.dueAt.get(item) ?? this.clock.now() + item.delay,
      }))
      .sort((a, b) => a.dueAt - b.dueAt);
  }

  /** Simulated time, in ms since the start. */
  get time(): number {
    return this.clock.now();
  }

  get activeStates(): Set<string> {
    return new Set(this.snapshot._nodes.map((node) => node.id));
  }

  /** Transition keys taken by the last step. */
  get lastTransitions(): Set<string> {
    return new Set(this.last);
  }

  possibleSteps(): SimulationStep[] {
    return possibleSteps(this.entry, this.snapshot, this.running, this.timers);
  }

  /** Applies a step and logs it; resolves once the machine has reacted (a settled fake's event included). */
  async apply(step: SimulationStep): Promise<void> {
    this.taken = [];
    switch (step.kind) {
      case 'event':
        this.actor.send(step.event);
        break;
      case 'done':
        this.fakes.settle(step.actorId, { output: step.output });
        break;
      case 'error':
        this.fakes.settle(step.actorId, { error: step.error });
        break;
      case 'after': {
        const timer = this.timers.find((item) => item.eventType === step.eventType);
        if (!timer) throw new Error(`the delay '${step.label}' is not pending`);
        this.clock.advanceTo(timer.dueAt);
        break;
      }
    }
    await flush();
    this.last = this.taken.map((transition) => transitionKey(transition));
    this.log.push(step);
  }

  stop(): void {
    this.actor.stop();
  }
}

/** A fresh simulation of `entry` with `steps` applied in order. */
export async function replay(
  entry: CatalogueEntry,
  steps: readonly SimulationStep[],
  input: unknown = entry.inputs?.[0],
): Promise<Simulation> {
  const simulation = new Simulation(entry, input);
  await flush();
  for (const step of steps) await simulation.apply(step);
  return simulation;
}

/** Step back: the simulation rebuilt with its log minus the last step (the old one is stopped). */
export async function stepBack(simulation: Simulation): Promise<Simulation> {
  simulation.stop();
  return replay(simulation.entry, simulation.log.slice(0, -1), simulation.input);
}
