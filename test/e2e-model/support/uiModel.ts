/**
 * UI-level model-based tests (issue 7): the machine graphs of `machines/catalogue.ts` walked in Chromium against the
 * real server.
 *
 * A `UiModel` maps a machine to the page:
 * - `start`: brings a fresh page to the machine's initial state (log in, open a route);
 * - `states`: state id → an assertion on the page, run whenever the machine rests in that state;
 * - `actions`: event type → the user's action that makes the app send it (or what makes it happen);
 * - `arrange`: event type → an arrangement made *before* the user step that leads to it: a route handler that
 *   fails the next call, a seed change. Actor results (`xstate.done.actor.*`) need no mapping: the real server
 *   answers. Delays (`xstate.after.*`) run on Playwright's clock.
 *
 * Planning (`planModel`, uiModelPlan.ts): the harness of the machine-level tests (test/model/harness.ts) generates the shortest
 * (and, on small graphs, simple) paths and replays each on the machine to learn which transitions it takes; the
 * paths whose every event is mapped are "walkable", and a greedy cover picks the fewest walkable paths that take
 * every transition any walkable path takes. Those are the tests.
 *
 * Walking (`describeModel`): the app reports every event its root machine actors process through the inspection
 * recorder's model sink (src/app/inspection.ts `ModelSinkRecord`, exposed with `exposeBinding`). After each step
 * the walker waits until the real actor has processed that step's event type and reached that step's state value
 * (in order, other events in between allowed); a state the actor rests in gets its page assertion. Coverage is what
 * the real actor did: the transition keys and state ids it recorded, attached to the test for the reporter
 * (test/e2e-model/support/reporter.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { CatalogueEntry } from '../../../machines/catalogue.ts';
import { allStateNodes, transitionKey } from '../../../machines/chartModel.ts';
import type { ModelSinkRecord } from '../../../src/app/inspection.ts';
import { noLiveStream } from './liveStream.ts';
import { delayOf, entryOf, isUserEvent, planModel, type ModelPlan } from './uiModelPlan.ts';

export { coverPaths, delayOf, isUserEvent, planModel, type ModelPlan } from './uiModelPlan.ts';

/** The global the app's inspection recorder calls (src/app/inspection.ts `MODEL_SINK_GLOBAL`). */
export const MODEL_SINK_GLOBAL = '__brandpilotModelSink';
export const COVERAGE_ATTACHMENT = 'model-coverage';
export const PLAN_ATTACHMENT = 'model-plan';

export interface PathStep {
  event: AnyEventObject;
  /** The machine's snapshot after the event (from the graph). */
  state: AnyMachineSnapshot;
}

export interface UiPath {
  /** `<machine>#<n>`: stable for a given machine definition and model. */
  id: string;
  inputIndex: number;
  input: unknown;
  /** The first step is `xstate.init` (the initial state). */
  steps: PathStep[];
  /** Transition keys and state ids the path takes on the machine (machine-level replay). */
  transitions: string[];
  states: string[];
  description: string;
}

export interface WalkContext {
  page: Page;
  context: BrowserContext;
  testInfo: TestInfo;
  path: UiPath;
  /** The input the machine starts with in this path (the catalogue's `inputs[path.inputIndex]`). */
  input: unknown;
  /** Scratch space a path's handlers share (the user logged in, ids created ...). */
  scratch: Record<string, unknown>;
  /** What the app's real actor of this machine did so far. */
  live: LiveMachine;
}

export interface StepContext extends WalkContext {
  index: number;
  step: PathStep;
  event: AnyEventObject;
  /** The expected snapshot before the step. */
  before: AnyMachineSnapshot;
  /** The actor and delay events that follow this step up to the next user event. */
  following: AnyEventObject[];
}

export type StepHandler = (ctx: StepContext) => Promise<void>;

/** A path a model walks besides the generated ones (`UiModel.sequences`). */
export interface UiSequence {
  /** Index of the catalogue entry's `inputs` (default: the model's first). */
  inputIndex?: number;
  /** After the initial state: an event, or an event type (the first sample event of that type the machine takes). */
  steps: readonly (string | AnyEventObject)[];
}

export interface UiModel {
  /** The catalogue entry's id. */
  machine: string;
  /** Indexes of the catalogue entry's `inputs` the UI can start from (default: [0]). */
  inputs?: readonly number[];
  /** Replaces the catalogue's sample events: the payloads the UI sends (default: the catalogue's). */
  events?: CatalogueEntry['events'];
  /** Install Playwright's clock before the app loads, so delays run on it (default true). */
  clock?: boolean;
  /** Per-path test timeout in ms (default 60 s). */
  timeout?: number;
  /** Brings a fresh page to the machine's initial state for `ctx.path`. */
  start(ctx: WalkContext): Promise<void>;
  /** State id → assertion on the page while the machine rests in that state. */
  states: Readonly<Record<string, (ctx: WalkContext) => Promise<void>>>;
  /** Event type → the user's action (or what makes the event happen). */
  actions: Readonly<Record<string, StepHandler>>;
  /** Event type → done before the user step that leads to it (route handlers, seed changes). */
  arrange?: Readonly<Record<string, StepHandler>>;
  /**
   * Event sequences walked as well as the generated paths, for transitions the generator reaches only through paths
   * the UI cannot walk (the shortest way to an edge is not always one the app can take). Each must be walkable.
   */
  sequences?: readonly UiSequence[];
  /** Why the UI cannot walk this path, or null when it can (the reason goes in the report). */
  unwalkable?(path: UiPath): string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// The live actor

/** Records of one machine's actors in the page, as the app's inspection recorder sends them. */
export class LiveMachine {
  readonly records: ModelSinkRecord[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(readonly machineId: string) {}

  add(record: ModelSinkRecord): void {
    if (record.machineId !== this.machineId) return;
    this.records.push(record);
    for (const wake of [...this.waiters]) wake();
  }

  latest(): ModelSinkRecord | undefined {
    return this.records.at(-1);
  }

  /** Index of the first record after `after` that `match` accepts, waiting up to `timeout` ms for it. */
  async waitFor(
    match: (record: ModelSinkRecord) => boolean,
    after: number,
    timeout: number,
  ): Promise<number> {
    const find = () => this.records.findIndex((record, index) => index > after && match(record));
    const found = find();
    if (found >= 0) return found;
    return new Promise<number>((resolve, reject) => {
      const wake = () => {
        const index = find();
        if (index >= 0) {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve(index);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error('timed out'));
      }, timeout);
      this.waiters.add(wake);
    });
  }

  /**
   * Resolves once the actor has a record after `after` (it moved on); `cancel` stops waiting. A page check races it:
   * a check of a state the actor has left would otherwise wait out its full timeout before it is let go.
   */
  movedOn(after: number): { promise: Promise<void>; cancel: () => void } {
    let wake = () => {};
    const promise = new Promise<void>((resolve) => {
      wake = () => {
        if (this.records.length - 1 <= after) return;
        this.waiters.delete(wake);
        resolve();
      };
    });
    this.waiters.add(wake);
    wake();
    return { promise, cancel: () => this.waiters.delete(wake) };
  }

  coveredTransitions(): string[] {
    return [...new Set(this.records.flatMap((record) => record.transitions))].sort();
  }

  coveredStates(): string[] {
    return [...new Set(this.records.flatMap((record) => [...record.active, ...record.sources]))].sort();
  }

  /** The last records, for failure messages. */
  tail(count = 8): string {
    return this.records
      .slice(-count)
      .map((record) => `  ${record.event} → ${JSON.stringify(record.value)}`)
      .join('\n');
  }
}

/**
 * Page assertions that hold only while the app's actor still has their state active: a busy state (a real request)
 * may end while the assertion looks, and then it is not required.
 */
export function whileActive(
  states: Record<string, (ctx: WalkContext) => Promise<void>>,
): Record<string, (ctx: WalkContext) => Promise<void>> {
  return Object.fromEntries(
    Object.entries(states).map(([id, assertion]) => [
      id,
      async (ctx: WalkContext) => {
        await expect(async () => {
          if (!(ctx.live.latest()?.active.includes(id) ?? false)) return;
          await assertion(ctx);
        }).toPass({ timeout: 10_000 });
      },
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Walk

export interface PathCoverage {
  machine: string;
  path: string;
  transitions: string[];
  states: string[];
  /** States whose page assertion ran and held. */
  asserted: string[];
}

const STEP_TIMEOUT = 10_000;
/**
 * How long the check of a state the actor has already left may still take to find it on the page (counted as
 * asserted then; such checks passed 1.7-1.9 s after the move when measured). A page that moved on with its actor
 * fails its check only at the check's timeout (7 s): waiting that out cost about 8 of the UI model's paths 7 s each.
 */
const PASSED_THROUGH_GRACE = 2_500;
const passedThroughGrace = () =>
  new Promise<'moved'>((resolve) => setTimeout(() => resolve('moved'), PASSED_THROUGH_GRACE));

/** History states the taken transitions go to: never active, one counts as entered when a transition targets it. */
function historyTargets(machine: AnyStateMachine, taken: readonly string[]): string[] {
  const keys = new Set(taken);
  const ids: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      if (!keys.has(transitionKey(transition))) continue;
      for (const target of transition.target ?? []) if (target.type === 'history') ids.push(target.id);
    }
  }
  return ids;
}

async function walkPath(model: UiModel, plan: ModelPlan, path: UiPath, base: Omit<WalkContext, 'live'>) {
  const entry = entryOf(model);
  const live = new LiveMachine(model.machine);
  const asserted = new Set<string>();
  const ctx: WalkContext = { ...base, live };
  await base.context.exposeBinding(MODEL_SINK_GLOBAL, (_source, record: ModelSinkRecord) => live.add(record));
  if (model.clock !== false) await base.page.clock.install();
  // No stream of changes unless the model controls one (support/liveStream.ts): the machines poll, as their paths
  // expect, and the real server's changes do not move them off the path. Refused in the page itself (a route would
  // lose to the catch-all routes some models add, which would pass the stream on to the server).
  await base.page.addInitScript(noLiveStream);

  const stepContext = (index: number): StepContext => {
    const following: AnyEventObject[] = [];
    for (const later of path.steps.slice(index + 1)) {
      if (isUserEvent(later.event.type)) break;
      following.push(later.event);
    }
    const step = path.steps[index]!;
    return {
      ...ctx,
      index,
      step,
      event: step.event,
      before: path.steps[Math.max(0, index - 1)]!.state,
      following,
    };
  };
  /** Arrangements for the actor and delay events that follow step `index`. */
  const arrangeFollowing = async (index: number) => {
    for (let later = index + 1; later < path.steps.length; later += 1) {
      const type = path.steps[later]!.event.type;
      if (isUserEvent(type)) break;
      await model.arrange?.[type]?.(stepContext(later));
    }
  };
  const assertResting = async (at: number, record: ModelSinkRecord) => {
    if (live.records.length - 1 !== at) return; // moved on already: a state passed through
    for (const id of record.active) {
      const assertion = model.states[id];
      if (!assertion) continue;
      // The actor may leave the state while the page is being checked (a timer, a fast answer): it was only passed
      // through, so its page is not required. A page that still shows it is counted as asserted; one that has moved
      // on is let go after PASSED_THROUGH_GRACE instead of the check's whole timeout (7 s; the walk goes on and the
      // check ends on its own). Still in the state: the page must show it.
      const checked = test
        .step(`page shows ${id}`, () => assertion(ctx))
        .then(
          () => ({ shown: true as const }),
          (error: unknown) => ({ shown: false as const, error }),
        );
      const moved = live.movedOn(at);
      let outcome = await Promise.race([checked, moved.promise.then(() => 'moved' as const)]);
      moved.cancel();
      if (outcome === 'moved') outcome = await Promise.race([checked, passedThroughGrace()]);
      if (outcome !== 'moved' && outcome.shown) {
        asserted.add(id);
        continue;
      }
      if (outcome === 'moved' || live.records.length - 1 > at) return;
      throw outcome.error;
    }
  };
  const expectStep = async (index: number, after: number): Promise<number> => {
    const step = path.steps[index]!;
    const type = step.event.type;
    const value = step.state.value;
    try {
      return await live.waitFor(
        (record) => (index === 0 || record.event === type) && isDeepStrictEqual(record.value, value),
        after,
        STEP_TIMEOUT,
      );
    } catch {
      throw new Error(
        `step ${index} (${type}): the app's ${model.machine} actor did not reach ${JSON.stringify(value)}\n` +
          `path: ${path.description}\nlast events of the actor:\n${live.tail()}`,
      );
    }
  };

  try {
    await arrangeFollowing(0);
    await test.step('start', () => model.start(ctx));
    // The initial state is where the actor rests once `start` returned: the latest record in it, so what the app did
    // while starting (its first loads) is not taken for the path's first steps.
    await expectStep(0, -1);
    let cursor = live.records.findLastIndex((record) =>
      isDeepStrictEqual(record.value, path.steps[0]!.state.value),
    );
    await assertResting(cursor, live.records[cursor]!);
    for (let index = 1; index < path.steps.length; index += 1) {
      const step = path.steps[index]!;
      const type = step.event.type;
      await test.step(`${index}: ${type}`, async () => {
        const handler = model.actions[type];
        if (isUserEvent(type)) {
          await arrangeFollowing(index);
          if (!handler) throw new Error(`no action for ${type}`);
          await handler(stepContext(index));
        } else if (handler) {
          await handler(stepContext(index));
        } else if (type.startsWith('xstate.after.')) {
          const already = live.records.findIndex(
            (record, at) =>
              at > cursor && record.event === type && isDeepStrictEqual(record.value, step.state.value),
          );
          if (already < 0)
            await base.page.clock.runFor(delayOf(entry.machine, type, stepContext(index).before));
        }
        cursor = await expectStep(index, cursor);
        await assertResting(cursor, live.records[cursor]!);
      });
    }
  } finally {
    const coverage: PathCoverage = {
      machine: model.machine,
      path: path.id,
      transitions: live.coveredTransitions().filter((key) => plan.transitions.includes(key)),
      states: [
        ...new Set([...live.coveredStates(), ...historyTargets(entry.machine, live.coveredTransitions())]),
      ].filter((id) => plan.states.includes(id)),
      asserted: [...asserted].sort(),
    };
    await base.testInfo.attach(COVERAGE_ATTACHMENT, {
      body: JSON.stringify(coverage),
      contentType: 'application/json',
    });
  }
}

/** The plan's summary, as the reporter reads it. */
export interface PlanSummary {
  machine: string;
  states: number;
  transitions: number;
  mappedStates: string[];
  generated: number;
  walkable: number;
  selected: { id: string; description: string }[];
  unwalkable: { transition: string; reason: string }[];
}

/** Declares the model's tests: one that checks the mapping and reports the plan, then one per selected path. */
export async function describeModel(model: UiModel): Promise<void> {
  const plan = await planModel(model);
  test.describe(`${model.machine} (UI model)`, () => {
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures argument: this test needs no page.
    test('the mapping names real states and events, and some path is walkable', async ({}, testInfo) => {
      const summary: PlanSummary = {
        machine: plan.machine,
        states: plan.states.length,
        transitions: plan.transitions.length,
        mappedStates: Object.keys(model.states).filter((id) => plan.states.includes(id)),
        generated: plan.generated,
        walkable: plan.walkable,
        selected: plan.selected.map((path) => ({ id: path.id, description: path.description })),
        unwalkable: plan.unwalkable,
      };
      await testInfo.attach(PLAN_ATTACHMENT, {
        body: JSON.stringify(summary),
        contentType: 'application/json',
      });
      expect(plan.unknownMappings, 'mapping keys that are no state id or event of the machine').toEqual([]);
      expect(plan.selected.length).toBeGreaterThan(0);
    });
    for (const path of plan.selected) {
      test(`${path.id}: ${path.description || '(initial state)'}`, async ({ page, context }, testInfo) => {
        test.setTimeout(model.timeout ?? 60_000);
        const entry = entryOf(model);
        const input = entry.inputs?.[path.inputIndex];
        await walkPath(model, plan, path, { page, context, testInfo, path, input, scratch: {} });
      });
    }
  });
}
