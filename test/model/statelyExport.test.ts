/**
 * Issue 15: every machine of the catalogue exported as JSON for Stately's editor opens in `createMachine` and, given
 * the app's implementations by name (and those of the inline pieces the export named), walks the same graph:
 * the same shortest paths, step by step, from every sample input.
 */
import { createMachine, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../machines/catalogue.ts';
import { exportForStately } from '../../machines/statelyExport.ts';
import { traversalOptions } from './harness.ts';

/** What a path is, as comparable text: each step's event and the state it reaches. */
function pathSignatures(machine: AnyStateMachine, options: ReturnType<typeof traversalOptions>): string[] {
  return (getShortestPaths(machine, options) as { steps: { event: unknown; state: AnyMachineSnapshot }[] }[])
    .map((path) =>
      path.steps
        .map((step) => `${JSON.stringify(step.event)} → ${JSON.stringify(step.state.value)}`)
        .join(' | '),
    )
    .sort();
}

function reimported(machine: AnyStateMachine): AnyStateMachine {
  const { json, inline } = exportForStately(machine);
  // Through text, as a file would carry it: nothing but JSON survives.
  const config = JSON.parse(JSON.stringify(json)) as Record<string, unknown>;
  const implementations = machine.implementations as {
    guards: Record<string, unknown>;
    actions: Record<string, unknown>;
    actors: Record<string, unknown>;
    delays: Record<string, unknown>;
  };
  // The context is computed from the input by a function: the app supplies it, as it supplies implementations.
  const context = (machine.config as { context?: unknown }).context;
  return createMachine({ ...config, ...(context === undefined ? {} : { context }) } as never).provide({
    guards: { ...implementations.guards, ...inline.guards },
    actions: { ...implementations.actions, ...inline.actions },
    actors: { ...implementations.actors, ...inline.actors },
    delays: implementations.delays,
  } as never) as AnyStateMachine;
}

describe('machines exported for Stately', () => {
  it.each(catalogue.map((entry) => [entry.id, entry] as const))(
    '%s: the JSON opens in createMachine and gives the same shortest paths',
    (_id, entry) => {
      const back = reimported(entry.machine);
      expect(back.id).toBe(entry.machine.id);
      for (const input of entry.inputs ?? [undefined]) {
        const options = traversalOptions(entry, input);
        const expected = pathSignatures(entry.machine, options);
        expect(expected.length).toBeGreaterThan(0);
        expect(pathSignatures(back, options)).toEqual(expected);
      }
    },
    120_000,
  );

  it('names combined and inline pieces by what they are, and keeps what JSON can carry', () => {
    const planner = catalogue.find((entry) => entry.id === 'planner')!.machine;
    const { json, inline } = exportForStately(planner);
    const text = JSON.stringify(json);
    expect(text).toContain('"guard":"hasPosts && isLifted"');
    expect(text).toContain('"guard":"!isLifted"');
    expect(Object.keys(inline.guards)).toEqual(expect.arrayContaining(['hasPosts && isLifted', '!isLifted']));
    // Descriptions written for product owners travel with the states.
    expect(text).toContain('"description":');
    const social = catalogue.find((entry) => entry.id === 'socialAccounts')!.machine;
    const socialExport = exportForStately(social);
    expect(
      Object.keys(socialExport.inline.actions).some((name) => /^assign in socialAccounts\./.test(name)),
    ).toBe(true);
  });
});
