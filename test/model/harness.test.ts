/**
 * The harness itself: it must replay actor outcomes, `always` and delays on the clock, see a missing state or
 * transition, fail a wrong replay, and cut paths whose order of delays real time cannot produce.
 */
import { assign, fromPromise, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../machines/catalogue.ts';
import { emptyCoverage, generatePaths, measure, replayPath, type ReplayResult } from './harness.ts';

const retrying = setup({
  types: { context: {} as { attempts: number } },
  actors: { load: fromPromise(() => Promise.resolve('loaded')) },
  delays: { retryDelay: 3000 },
  guards: { tooMany: ({ context }) => context.attempts >= 2 },
  actions: { noteFailure: () => {} },
}).createMachine({
  id: 'retrying',
  context: { attempts: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: 'done',
        onError: {
          target: 'waiting',
          actions: ['noteFailure', assign({ attempts: ({ context }) => context.attempts + 1 })],
        },
      },
    },
    waiting: {
      always: { guard: 'tooMany', target: 'gaveUp' },
      after: { retryDelay: 'loading' },
    },
    gaveUp: { type: 'final' },
    done: { type: 'final' },
  },
});

/** Two clocks side by side: 1 s and 2.5 s. */
const twoClocks = setup({}).createMachine({
  id: 'twoClocks',
  type: 'parallel',
  states: {
    fast: { initial: 'a', states: { a: { after: { 1000: 'b' } }, b: { after: { 1000: 'a' } } } },
    slow: { initial: 'a', states: { a: { after: { 2500: 'b' } }, b: {} } },
  },
});

function entryFor(machine: AnyStateMachine, guardState?: CatalogueEntry['guardState']): CatalogueEntry {
  return { id: machine.id, title: 'test', purpose: 'test', machine, events: () => [], guardState };
}

async function run(entry: CatalogueEntry) {
  const coverage = emptyCoverage();
  const generated = [generatePaths(entry, undefined)];
  const results: ReplayResult[] = [];
  for (const path of generated[0]!.replayed) results.push(await replayPath(entry, undefined, path, coverage));
  return { row: measure(entry, coverage, generated, results), results };
}

describe('model harness', () => {
  it('replays actor outcomes, always transitions and named delays on the clock to full coverage', async () => {
    const { row } = await run(entryFor(retrying, (snapshot) => snapshot.context.attempts));
    expect(row.failures).toEqual([]);
    expect(row.states.missing).toEqual([]);
    expect(row.transitions.missing).toEqual([]);
    expect(row.transitions.total).toBe(4);
  });

  it('reports states and transitions that no path reaches', async () => {
    const unreachable = setup({}).createMachine({
      id: 'unreachable',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: {}, island: { on: { back: 'a' } } },
    });
    const { row } = await run(entryFor(unreachable));
    expect(row.states.missing).toEqual(['unreachable.island']);
    expect(row.transitions.missing).toEqual(['unreachable.island on back #0']);
  });

  it('fails a path whose real actor does not reach the expected state', async () => {
    const entry = entryFor(retrying, (snapshot) => snapshot.context.attempts);
    const path = generatePaths(entry, undefined).replayed.find((candidate) =>
      candidate.steps.some((step) => step.event.type.startsWith('xstate.after.')),
    )!;
    // The same path on a machine that gives up at the first failure.
    const impatient = retrying.provide({ guards: { tooMany: () => true } });
    const result = await replayPath({ ...entry, machine: impatient }, undefined, path, emptyCoverage());
    expect(result.status).toBe('failed');
  });

  it("fails a path where the observer objects, naming the step, and shows it each state's actions and clock", async () => {
    const entry = entryFor(retrying, (snapshot) => snapshot.context.attempts);
    const path = generatePaths(entry, undefined).replayed.find((candidate) =>
      candidate.steps.some((step) => step.event.type.startsWith('xstate.after.')),
    )!;
    const seen: { event: string; state: string; elapsed: number; actions: string[] }[] = [];
    const observed = await replayPath(entry, undefined, path, emptyCoverage(), (o) => {
      seen.push({
        event: o.event.type,
        state: JSON.stringify(o.snapshot.value),
        elapsed: o.elapsed,
        actions: o.actions.map((action) => action.type),
      });
      return [];
    });
    expect(observed.status).toBe('passed');
    expect(seen[0]).toEqual({
      event: 'xstate.init',
      state: '"loading"',
      elapsed: 0,
      actions: ['xstate.spawnChild'],
    });
    expect(seen.find((step) => step.event.startsWith('xstate.after.'))?.elapsed).toBe(3000);
    expect(seen.find((step) => step.event === 'xstate.error.actor.load')?.actions).toContain('noteFailure');
    const objected = await replayPath(entry, undefined, path, emptyCoverage(), (o) =>
      o.event.type.startsWith('xstate.after.') ? ['too early'] : [],
    );
    expect(objected).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^step \d+ \(xstate\.after\.[^)]*\): too early\n {2}path: /),
    });
  });

  it('cuts a path where a long delay fires before a shorter one beside it, and keeps the others', async () => {
    const { row, results } = await run(entryFor(twoClocks));
    expect(row.failures).toEqual([]);
    expect(row.paths.infeasible).toBeGreaterThan(0);
    expect(results.some((result) => result.status === 'passed')).toBe(true);
    expect(results.find((result) => result.status === 'infeasible')).toMatchObject({
      message: expect.stringMatching(/is due first/),
    });
  });
});
