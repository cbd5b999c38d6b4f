/**
 * Oracles: what the product spec says about the states a machine's generated paths reach, written apart from the
 * machine (test/model/oracles/<machine>.ts). The graph-driven replay (harness.ts) checks that the real actor does
 * what the same machine's graph predicts; an oracle checks that what it does is what the spec asks for, so a wrong
 * rule (a wrong delay, guard or message) fails even though the machine agrees with itself.
 *
 * An oracle is a list of expectations. After every step of every replayed path the harness hands the oracle an
 * observation (the snapshot, the step's event, the actions the machine ran, how far the clock moved); every
 * expectation whose `when` holds must `hold`. A reached state no expectation applies to fails too: a state with
 * nothing to say from the spec gets an explicit invariant ("no error shown"), not silence.
 *
 * Expectations key on tags, context and actions rather than state paths where they can, so reshaping a machine's
 * states does not break its oracle; only a change of meaning does.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';

/** An action the machine ran during a step, with its resolved params. */
export interface ObservedAction {
  type: string;
  params: unknown;
}

/** One step of a replayed path, as an oracle sees it. */
export interface Observation<TSnapshot = AnyMachineSnapshot> {
  snapshot: TSnapshot;
  /** The snapshot before the step; undefined for the initial state. */
  previous: TSnapshot | undefined;
  /** The step's event; `xstate.init` for the initial state. */
  event: AnyEventObject;
  /** The actions the machine ran in this step, in order. */
  actions: readonly ObservedAction[];
  /** How far the simulated clock moved in this step, in ms. */
  elapsed: number;
  /** The simulated clock after the step, in ms from the start of the path. */
  now: number;
  /** The observations of the same path before this one, oldest first. */
  history: readonly Observation<TSnapshot>[];
  input: unknown;
}

type ContextOf<TSnapshot> = TSnapshot extends { context: infer TContext } ? TContext : never;

/** An observation with the questions oracles ask of it: what an expectation's `when` and `holds` receive. */
export interface Step<TSnapshot = AnyMachineSnapshot> extends Observation<TSnapshot> {
  context: ContextOf<TSnapshot>;
  /** Whether the state after the step carries `tag` (tags are typed per machine; oracles name them as strings). */
  has(tag: string): boolean;
  /** Whether the state before the step carried `tag`. */
  had(tag: string): boolean;
  /** Whether the step's event is `type`. */
  on(type: string): boolean;
  /** Whether the step ran an action of `type`. */
  ran(type: string): boolean;
  /** The params of the actions of `type` the step ran. */
  paramsOf<T = Record<string, unknown>>(type: string): T[];
  /** The toasts the step asked for (`showToast` params). */
  toasts(): { tone?: string; title?: string; message?: string }[];
  /** The invoked actors running after the step, by id: what the machine waits on. */
  running(): string[];
  /** Whether the invoked actor `id` started in this step (a new one, also when it replaced one with that id). */
  started(id: string): boolean;
  /** Milliseconds since `test` last became true on this path (its latest run before this step); null if never. */
  msSince(test: (snapshot: TSnapshot) => boolean): number | null;
  /** Milliseconds since the latest earlier step whose event was `type`; null if none. */
  msSinceEvent(type: string): number | null;
  /** The latest event of the path (this step's included) whose type is one of `types`. */
  lastOf(types: readonly string[]): AnyEventObject | undefined;
  /** The latest event before this step whose type is one of `types`. */
  lastBefore(types: readonly string[]): AnyEventObject | undefined;
}

export interface Expectation<TSnapshot = AnyMachineSnapshot> {
  /**
   * Where the rule comes from: a section of the product spec (`spec 4.4`), a rule of src/domain the spec leaves to
   * the product (`domain chat.ts`), or `invariant` for a state the spec says nothing about.
   */
  source: `spec ${string}` | `domain ${string}` | 'invariant';
  /** The rule in plain words; a failure quotes it. */
  says: string;
  /** Whether the rule applies to this step. */
  when: (o: Step<TSnapshot>) => boolean;
  holds: (o: Step<TSnapshot>) => boolean;
}

export interface Oracle<TSnapshot = AnyMachineSnapshot> {
  /** The machine's id (catalogue id). */
  id: string;
  expectations: readonly Expectation<TSnapshot>[];
}

/** An oracle for `machine`, with expectations typed by its snapshot. */
export function defineOracle<TMachine extends AnyStateMachine>(
  machine: TMachine,
  expectations: readonly Expectation<SnapshotFrom<TMachine>>[],
): Oracle {
  return { id: machine.id, expectations: expectations as unknown as readonly Expectation[] };
}

/** One expectation. */
export function rule<TSnapshot>(
  source: Expectation['source'],
  says: string,
  when: (o: Step<NoInfer<TSnapshot>>) => boolean,
  holds: (o: Step<NoInfer<TSnapshot>>) => boolean,
): Expectation<TSnapshot> {
  return { source, says, when, holds };
}

/** `when` of a rule about every reached state. */
export const always = () => true;
/** `when` of a rule about the initial state. */
export const atStart = (o: { previous: unknown }) => o.previous === undefined;
/** `holds` of a rule "it waits on the call `actor`, showing `tag`" (a load the machine starts with, say). */
export const waitsOn = (tag: string, actor: string) => (o: Step<unknown>) =>
  o.has(tag) && o.running().includes(actor);

const childIds = (snapshot: AnyMachineSnapshot | undefined) =>
  snapshot ? Object.keys(snapshot.children as Record<string, unknown>) : [];

/** The questions of `Step`, answered on one observation. */
export function stepOf(o: Observation): Step {
  const steps = [...o.history, o];
  const latest = (list: readonly Observation[], types: readonly string[]) =>
    [...list].reverse().find((step) => types.includes(step.event.type))?.event;
  const paramsOf = <T>(type: string) =>
    o.actions.filter((action) => action.type === type).map((action) => action.params as T);
  return {
    ...o,
    context: o.snapshot.context,
    has: (tag) => o.snapshot.hasTag(tag),
    had: (tag) => o.previous?.hasTag(tag) ?? false,
    on: (type) => o.event.type === type,
    ran: (type) => o.actions.some((action) => action.type === type),
    paramsOf,
    toasts: () => paramsOf('showToast'),
    running: () => childIds(o.snapshot),
    // A new actor under the id: also when the state was entered again and restarted it.
    started: (id) => {
      const now = (o.snapshot.children as Record<string, unknown>)[id];
      const before = o.previous ? (o.previous.children as Record<string, unknown>)[id] : undefined;
      return now !== undefined && now !== before;
    },
    msSince: (test) => {
      let since: number | null = null;
      for (const earlier of o.history) {
        if (!test(earlier.snapshot)) since = null;
        else if (since === null) since = earlier.now;
      }
      return since === null ? null : o.now - since;
    },
    msSinceEvent: (type) => {
      const step = [...o.history].reverse().find((earlier) => earlier.event.type === type);
      return step === undefined ? null : o.now - step.now;
    },
    lastOf: (types) => latest(steps, types),
    lastBefore: (types) => latest(o.history, types),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Running an oracle

/** What an oracle found on the states of one machine. */
export interface OracleTally {
  /** Reached states (state values). */
  reached: Set<string>;
  /** Reached states at least one spec (or domain) expectation applied to; the rest had invariants only. */
  specChecked: Set<string>;
}

export function emptyTally(): OracleTally {
  return { reached: new Set(), specChecked: new Set() };
}

export function stateKey(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}

/**
 * Checks one observation; answers what broke (empty when every applicable expectation holds). A state no
 * expectation applies to is a failure.
 */
export function checkObservation(oracle: Oracle, o: Observation, tally: OracleTally): string[] {
  const state = stateKey(o.snapshot);
  tally.reached.add(state);
  const step = stepOf(o);
  const applicable = oracle.expectations.filter((expectation) => expectation.when(step));
  if (applicable.length === 0) {
    return [`oracle of ${oracle.id}: no expectation applies to state ${state} (after ${o.event.type})`];
  }
  if (applicable.some((expectation) => expectation.source !== 'invariant')) tally.specChecked.add(state);
  return applicable
    .filter((expectation) => !expectation.holds(step))
    .map(
      (expectation) =>
        `oracle of ${oracle.id} (${expectation.source}): "${expectation.says}" does not hold in state ${state} after ${o.event.type}`,
    );
}
