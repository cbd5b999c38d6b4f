/**
 * Helpers of the UI models of the forms whose calls are held (cardForm, planPicker, feedSchedule, onboarding).
 *
 * - Expected snapshots: the graph's snapshots of a path are right about the state value and what the guards read,
 *   but their other context may come from another way to that vertex (a refused time, a notice). The page
 *   assertions read the snapshots of the path's own events, replayed on the machine (test/model/harness.ts).
 * - Held calls: an actor event's arrangement holds the call it answers (support/heldCalls.ts) with the answer the
 *   event needs; the event's step lets it go. The page is checked in the busy state in between.
 */
import type { Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { emptyCoverage, replayPath } from '../../model/harness.ts';
import { heldCalls } from './heldCalls.ts';
import type { StepContext, StepHandler, UiModel, WalkContext } from './uiModel.ts';
import { entryOf } from './uiModelPlan.ts';

/** The snapshots of `ctx.path` replayed on the machine: [0] the initial one, [i] after step i. */
export async function rememberSnapshots(model: UiModel, ctx: WalkContext): Promise<void> {
  const snapshots: AnyMachineSnapshot[] = [];
  const { path } = ctx;
  const replayed = { state: path.steps.at(-1)!.state, steps: path.steps, weight: path.steps.length };
  const result = await replayPath(entryOf(model), ctx.input, replayed, emptyCoverage(), ({ snapshot }) => {
    snapshots.push(snapshot);
    return [];
  });
  if (result.status !== 'passed')
    throw new Error(`the path does not replay on the machine: ${result.status}`);
  ctx.scratch.snapshots = snapshots;
  ctx.scratch.expected = snapshots[0];
}

/** The snapshot the path expects after its last step so far. */
export function expectedSnapshot(ctx: WalkContext): AnyMachineSnapshot {
  return ctx.scratch.expected as AnyMachineSnapshot;
}

/** The step's handler, after noting the snapshot the path expects once the step is done. */
export function track(handler: StepHandler): StepHandler {
  return async (ctx) => {
    ctx.scratch.expected = (ctx.scratch.snapshots as AnyMachineSnapshot[])[ctx.index];
    await handler(ctx);
  };
}

const releases = (scratch: Record<string, unknown>) =>
  (scratch.releases ??= new Map<string, (() => void)[]>()) as Map<string, (() => void)[]>;

/** An arrangement: holds the next call to `url` for the step's actor event, answered with `answer(ctx)`. */
export function holding(
  url: string,
  answer: (ctx: StepContext) => (route: Route) => Promise<void>,
): StepHandler {
  return async (ctx) => {
    const release = await heldCalls(ctx.page, ctx.scratch).hold(url, answer(ctx));
    const queue = releases(ctx.scratch);
    queue.set(ctx.event.type, [...(queue.get(ctx.event.type) ?? []), release]);
  };
}

/** The actor event's step: lets its held call go. */
export const letGo: StepHandler = track(({ event, scratch }) => {
  releases(scratch).get(event.type)?.shift()?.();
  return Promise.resolve();
});

/** A user step after which the path ends while the call it starts is out: the call stays held, the page busy. */
export async function stayBusy(ctx: StepContext, url: string): Promise<void> {
  if (ctx.following.length === 0 && ctx.index === ctx.path.steps.length - 1) {
    await heldCalls(ctx.page, ctx.scratch).hold(url, (route) => route.continue());
  }
}

/** A JSON error answer as the server gives it (src/server/http.ts). */
export const failWith =
  (message: string) =>
  (route: Route): Promise<void> =>
    route.fulfill({ status: 500, json: { status: 500, message, data: null } });
