/**
 * Planning the UI-level model paths (uiModel.ts): which events a model can walk, the delays of `xstate.after`
 * events, and `planModel`, which replays the machine-level generated paths (test/model/harness.ts) to learn what
 * each takes and picks the fewest walkable paths that take every transition a walkable path takes.
 */
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { catalogue, type CatalogueEntry } from '../../../machines/catalogue.ts';
import { allStateNodes, allTransitionKeys } from '../../../machines/chartModel.ts';
import { describePath, emptyCoverage, eventsFor, generatePaths, replayPath } from '../../model/harness.ts';
import type { UiModel, UiPath, UiSequence } from './uiModel.ts';

// ---------------------------------------------------------------------------------------------------------------
// Events

export const isUserEvent = (type: string) => !type.startsWith('xstate.');

function stepHandled(model: UiModel, type: string): boolean {
  if (model.actions[type] || model.arrange?.[type]) return true;
  return type.startsWith('xstate.done.actor.') || type.startsWith('xstate.after.');
}

/** The delay in ms of `xstate.after.<delay>.<stateId>`: a number, or a named delay of the machine. */
export function delayOf(machine: AnyStateMachine, type: string, before: AnyMachineSnapshot): number {
  const name = type.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') {
    return (delay as (args: { context: unknown; event: unknown }) => number)({
      context: before.context,
      event: { type },
    });
  }
  throw new Error(`unknown delay '${name}' in ${type}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Plan

export interface ModelPlan {
  machine: string;
  states: string[];
  transitions: string[];
  /** Every path the generator gave that replays on the machine. */
  generated: number;
  walkable: number;
  selected: UiPath[];
  /** Transitions some generated path takes but no walkable path does, with the first reason met. */
  unwalkable: { transition: string; reason: string }[];
  /** Keys of `states` or `actions` that name no state or event of the machine (mapping mistakes). */
  unknownMappings: string[];
}

export function entryOf(model: UiModel): CatalogueEntry {
  const entry = catalogue.find((candidate) => candidate.id === model.machine);
  if (!entry) throw new Error(`no catalogue entry '${model.machine}'`);
  return model.events ? { ...entry, events: model.events } : entry;
}

function unmappedReason(model: UiModel, path: UiPath): string | null {
  for (const step of path.steps.slice(1)) {
    if (!stepHandled(model, step.event.type)) return `no mapping for event ${step.event.type}`;
  }
  return model.unwalkable?.(path) ?? null;
}

function machineEventTypes(machine: AnyStateMachine): Set<string> {
  const types = new Set<string>();
  for (const node of allStateNodes(machine)) for (const type of node.transitions.keys()) types.add(type);
  return types;
}

/** Greedy cover: the fewest paths (shortest first on ties) that take every transition and state the candidates do. */
export function coverPaths(candidates: readonly UiPath[]): UiPath[] {
  const left = new Set(
    candidates.flatMap((path) => [...path.transitions, ...path.states.map((s) => `@${s}`)]),
  );
  const pool = [...candidates];
  const chosen: UiPath[] = [];
  while (left.size > 0 && pool.length > 0) {
    let best = -1;
    let bestGain = 0;
    pool.forEach((path, index) => {
      const gain = [...path.transitions, ...path.states.map((s) => `@${s}`)].filter((k) =>
        left.has(k),
      ).length;
      const better =
        gain > bestGain || (gain === bestGain && gain > 0 && path.steps.length < pool[best]!.steps.length);
      if (better) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    const [path] = pool.splice(best, 1);
    chosen.push(path!);
    for (const key of [...path!.transitions, ...path!.states.map((s) => `@${s}`)]) left.delete(key);
  }
  return chosen.sort((a, b) => a.steps.length - b.steps.length);
}

type GraphPath = Awaited<ReturnType<typeof generatePaths>>['replayed'][number];

/**
 * Replays a generated path on the machine once: the UI path of any of its prefixes (`length` steps, the whole path by
 * default), or null when the replay does not pass. A prefix of a passing path passes too, and takes what the replay
 * had taken by its last step, so the prefixes a model cannot walk whole are tried without replaying each.
 */
async function replayedUiPath(
  entry: CatalogueEntry,
  inputIndex: number,
  input: unknown,
  path: GraphPath,
): Promise<((length?: number) => UiPath) | null> {
  const coverage = emptyCoverage();
  // What was taken at the start and after each step (the replay observes each state it reaches, in order).
  const taken: { transitions: string[]; states: string[] }[] = [];
  const result = await replayPath(entry, input, path, coverage, () => {
    taken.push({ transitions: [...coverage.transitions].sort(), states: [...coverage.states].sort() });
    return [];
  });
  if (result.status !== 'passed') return null;
  // The first observation is the start: the initial step (xstate.init), when the path has one, adds no other.
  const startsWithInit = path.steps[0]?.event.type === 'xstate.init';
  return (length = path.steps.length) => {
    const steps = path.steps.slice(0, length);
    return {
      id: '',
      inputIndex,
      input,
      steps: steps.map((step) => ({ event: step.event, state: step.state })),
      ...taken[startsWithInit ? length - 1 : length]!,
      description: describePath({ ...path, steps }),
    };
  };
}

/**
 * The graph path of a model's own event sequence: each step an event object, or an event type standing for the first
 * of the catalogue's sample events of that type the machine takes there (`snapshot.can`). Throws on a step the
 * machine does not take: a sequence that no longer fits the machine is a mistake in the model, not a path to skip.
 */
export function sequencePath(entry: CatalogueEntry, input: unknown, sequence: UiSequence): GraphPath {
  let snapshot = getInitialSnapshot(entry.machine, input) as AnyMachineSnapshot;
  const steps: GraphPath['steps'] = [{ event: { type: 'xstate.init' }, state: snapshot }];
  for (const step of sequence.steps) {
    const event: AnyEventObject | undefined =
      typeof step === 'string'
        ? eventsFor(entry, snapshot).find((sample) => sample.type === step && snapshot.can(sample))
        : step;
    if (!event || !snapshot.can(event)) {
      const name = typeof step === 'string' ? step : step.type;
      throw new Error(
        `${entry.id}: the sequence's step ${name} is not taken in ${JSON.stringify(snapshot.value)}`,
      );
    }
    snapshot = getNextSnapshot(entry.machine, snapshot, event) as AnyMachineSnapshot;
    steps.push({ event, state: snapshot });
  }
  return { state: snapshot, steps, weight: steps.length } as GraphPath;
}

export async function planModel(model: UiModel): Promise<ModelPlan> {
  const entry = entryOf(model);
  const walkable: UiPath[] = [];
  const reasons = new Map<string, string>();
  let generatedCount = 0;
  for (const inputIndex of model.inputs ?? [0]) {
    const input = entry.inputs?.[inputIndex];
    const generated = generatePaths(entry, input);
    for (const path of generated.replayed) {
      const uiPath = await replayedUiPath(entry, inputIndex, input, path);
      if (!uiPath) continue;
      generatedCount += 1;
      const candidate = uiPath();
      const reason = unmappedReason(model, candidate);
      if (reason === null) {
        walkable.push(candidate);
        continue;
      }
      for (const key of candidate.transitions) if (!reasons.has(key)) reasons.set(key, reason);
      // Prefixes were dropped by the generator when a longer path starts with them: walk the longest walkable one.
      for (let length = path.steps.length - 1; length >= 2; length -= 1) {
        const shorter = uiPath(length);
        if (unmappedReason(model, shorter) === null) {
          walkable.push(shorter);
          break;
        }
      }
    }
  }
  for (const sequence of model.sequences ?? []) {
    const inputIndex = sequence.inputIndex ?? model.inputs?.[0] ?? 0;
    const input = entry.inputs?.[inputIndex];
    const path = sequencePath(entry, input, sequence);
    const candidate = (await replayedUiPath(entry, inputIndex, input, path))?.();
    if (!candidate) throw new Error(`${model.machine}: the sequence ${describePath(path)} does not replay`);
    const reason = unmappedReason(model, candidate);
    if (reason !== null) throw new Error(`${model.machine}: the sequence ${describePath(path)}: ${reason}`);
    walkable.push(candidate);
  }
  const selected = coverPaths(walkable).map((path, index) => ({
    ...path,
    id: `${model.machine}#${index + 1}`,
  }));
  const walkableKeys = new Set(walkable.flatMap((path) => path.transitions));
  const events = machineEventTypes(entry.machine);
  const stateIds = new Set(allStateNodes(entry.machine).map((node) => node.id));
  return {
    machine: model.machine,
    states: [...stateIds],
    transitions: allTransitionKeys(entry.machine),
    generated: generatedCount,
    walkable: walkable.length,
    selected,
    unwalkable: [...reasons]
      .filter(([key]) => !walkableKeys.has(key))
      .map(([transition, reason]) => ({ transition, reason })),
    unknownMappings: [
      ...Object.keys(model.states).filter((id) => !stateIds.has(id)),
      ...[...Object.keys(model.actions), ...Object.keys(model.arrange ?? {})].filter(
        (type) => !events.has(type),
      ),
    ],
  };
}
