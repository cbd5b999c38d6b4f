/** Pure parts of the UI-level model paths (test/e2e-model/support): the path cover, delays, the report. */
import { describe, expect, it } from 'vitest';
import { betaToggleMachine } from '../../../machines/betaToggle.machine.ts';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { catalogue } from '../../../machines/catalogue.ts';
import {
  coverPaths,
  delayOf,
  isUserEvent,
  planModel,
  type UiModel,
  type UiPath,
} from '../../e2e-model/support/uiModel.ts';
import { sequencePath } from '../../e2e-model/support/uiModelPlan.ts';
import { formatRows, renderHtml, type UiCoverageRow } from '../../e2e-model/support/report.ts';

function path(name: string, steps: number, transitions: string[], states: string[] = []): UiPath {
  return {
    id: name,
    inputIndex: 0,
    input: undefined,
    steps: Array.from({ length: steps }, () => ({ event: { type: 'x' }, state: {} as never })),
    transitions,
    states,
    description: name,
  };
}

describe('coverPaths', () => {
  it('picks the fewest paths that take every transition and state, shortest first', () => {
    const a = path('a', 3, ['t1', 't2']);
    const b = path('b', 2, ['t2']);
    const c = path('c', 4, ['t3'], ['s9']);
    const d = path('d', 5, ['t1', 't2', 't3']);
    const chosen = coverPaths([a, b, c, d]);
    // d alone takes t1..t3; c adds the state s9 that only it enters.
    expect(chosen.map((p) => p.id)).toEqual(['c', 'd']);
  });

  it('prefers the shorter of two paths that add as much', () => {
    expect(coverPaths([path('long', 6, ['t1']), path('short', 2, ['t1'])]).map((p) => p.id)).toEqual([
      'short',
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(coverPaths([])).toEqual([]);
    expect(coverPaths([path('empty', 1, [])])).toEqual([]);
  });
});

describe('sequences of a UI model', () => {
  const entry = catalogue.find((candidate) => candidate.id === 'autoDisconnect')!;
  const input = entry.inputs?.[0];
  const noop = () => Promise.resolve();
  const model = (sequences: UiModel['sequences']): UiModel => ({
    machine: 'autoDisconnect',
    start: noop,
    states: {},
    actions: Object.fromEntries(
      ['account.changed', 'check.requested', 'live.up', 'live.down', 'live.changed'].map((type) => [
        type,
        noop,
      ]),
    ),
    // Only paths where the stream was up before it is lost or changes arrive (as the app does).
    unwalkable: (path) => {
      const first = path.steps.findIndex((step) => step.event.type === 'live.up');
      const needsUp = path.steps.findIndex((step) => /^live\.(down|changed)$/.test(step.event.type));
      return needsUp >= 0 && (first < 0 || needsUp < first) ? 'stream never up' : null;
    },
    sequences,
  });

  it('resolves an event type to the first sample event the machine takes there', () => {
    const path = sequencePath(entry, input, { steps: ['live.up', 'live.changed'] });
    expect(path.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'live.up', 'live.changed']);
    // The samples carry a change of account 7 (watched) and of 9 (not): only the first is taken in 'checking'.
    expect(path.steps[2]!.event).toMatchObject({ change: { accountId: 7 } });
    expect(path.state.value).toBe('checking');
  });

  it('refuses a step the machine does not take', () => {
    expect(() => sequencePath(entry, input, { steps: ['check.requested'] })).toThrow(
      /check.requested is not taken in "checking"/,
    );
  });

  it('adds the transitions only a sequence takes to the plan', async () => {
    const missing = ['autoDisconnect.checking on live.changed #0', 'autoDisconnect on live.down #0'];
    const without = await planModel(model(undefined));
    const covered = (plan: typeof without) => new Set(plan.selected.flatMap((path) => path.transitions));
    for (const key of missing) expect(covered(without).has(key)).toBe(false);
    const withSequences = await planModel(
      model([
        { steps: ['live.up', 'live.changed', 'xstate.done.actor.checkAutoDisconnect'] },
        { steps: ['live.up', 'live.down', 'xstate.done.actor.checkAutoDisconnect'] },
      ]),
    );
    for (const key of missing) expect(covered(withSequences).has(key)).toBe(true);
  });

  it('refuses a sequence the UI cannot walk', async () => {
    await expect(planModel(model([{ steps: ['live.down'] }]))).rejects.toThrow(/stream never up/);
  });
});

describe('delayOf', () => {
  const before = betaToggleMachine.resolveState({ value: 'off', context: { startedEnabled: false } });
  it('reads a number from the event type', () => {
    expect(delayOf(betaToggleMachine, 'xstate.after.300.bookCall.closing', before)).toBe(300);
  });
  it('reads a named delay of the machine', () => {
    const named = Object.keys(checkoutMachine.implementations.delays)[0]!;
    const value = checkoutMachine.implementations.delays[named];
    expect(typeof value).toBe('number');
    expect(delayOf(checkoutMachine, `xstate.after.${named}.checkout.somewhere`, before)).toBe(value);
  });
  it('refuses an unknown delay', () => {
    expect(() => delayOf(betaToggleMachine, 'xstate.after.never.betaToggle.off', before)).toThrow(
      /unknown delay/,
    );
  });
});

describe('isUserEvent', () => {
  it('tells user events from actor and delay events', () => {
    expect(isUserEvent('beta.turnedOn')).toBe(true);
    expect(isUserEvent('xstate.done.actor.login')).toBe(false);
    expect(isUserEvent('xstate.after.300.x')).toBe(false);
  });
});

describe('report', () => {
  const row: UiCoverageRow = {
    machine: 'auth<script>',
    states: { covered: 20, total: 22, percent: 90.9 },
    transitions: { covered: 41, total: 41, percent: 100 },
    assertedStates: 17,
    mappedStates: 22,
    paths: { generated: 261, walkable: 250, selected: 17, passed: 16 },
    coveredTransitions: ['auth.a on x #0'],
    coveredStates: ['auth'],
    unwalkable: [{ transition: 'auth.b on y #0', reason: 'no mapping for event <y>' }],
  };

  it('prints one padded line per machine', () => {
    const table = formatRows([row]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toContain('| 20/22 (90.9%) | 41/41 (100%) | 17/22');
    expect(table[2]).toContain('| 16/17 ');
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('escapes what it writes into the HTML and marks a machine below its baseline', () => {
    const html = renderHtml({
      generatedAt: '2026-11-22T12:00:00.000Z',
      status: 'passed',
      baseline: { 'auth<script>': { states: 95, transitions: 100 } },
      drops: ['auth<script>: states 90.9% < baseline 95%'],
      rows: [row],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('auth&lt;script&gt;');
    expect(html).toContain('no mapping for event &lt;y&gt;');
    expect(html).toContain('<tr class="low">');
    expect(html).toContain('role="alert"');
  });
});
