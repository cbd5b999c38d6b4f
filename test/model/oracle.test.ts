/**
 * The oracles bite: a machine with a wrong rule still agrees with its own graph (every generated path replays), but
 * its oracle, written from the spec, fails it and names the broken expectation. And the oracle run itself: a state
 * no expectation speaks for fails, and every catalogue machine has an oracle.
 */
import { describe, expect, it } from 'vitest';
import { assign, type AnyStateMachine } from 'xstate';
import { catalogue, catalogueEntry } from '../../machines/catalogue.ts';
import { bookCallMachine } from '../../machines/bookCall.machine.ts';
import { progressBarMachine } from '../../machines/progressBar.machine.ts';
import { chatMachine } from '../../machines/chat.machine.ts';
import { checkoutMachine } from '../../machines/checkout.machine.ts';
import { connectionSpeedMachine } from '../../machines/connectionSpeed.machine.ts';
import { mfaMachine } from '../../machines/mfa.machine.ts';
import { networkingMachine } from '../../machines/networking.machine.ts';
import { paywallMachine } from '../../machines/paywall.machine.ts';
import { emptyCoverage, generatePaths, replayPath } from './harness.ts';
import { checkObservation, defineOracle, emptyTally, rule, type Observation } from './oracle.ts';
import { oracleFor } from './oracles/index.ts';

/** Replays every generated path of `machine` (listed under catalogue entry `id`): without, then with the oracle. */
async function judge(id: string, machine: AnyStateMachine) {
  const entry = { ...catalogueEntry(id)!, machine };
  const oracle = oracleFor(id)!;
  const selfPrediction: string[] = [];
  const oracleFailures: string[] = [];
  for (const input of entry.inputs ?? [undefined]) {
    for (const path of generatePaths(entry, input).replayed) {
      const own = await replayPath(entry, input, path, emptyCoverage());
      if (own.status === 'failed') selfPrediction.push(own.message);
      const judged = await replayPath(entry, input, path, emptyCoverage(), (observation) =>
        checkObservation(oracle, observation, emptyTally()),
      );
      if (judged.status === 'failed') oracleFailures.push(judged.message);
    }
  }
  return { selfPrediction, oracleFailures };
}

describe('a machine with a wrong rule passes its self-prediction but fails its oracle', () => {
  it.each([
    {
      id: 'connectionSpeed',
      wrong: 'a 3g connection gets the slow-connection warning (spec: 2g only)',
      machine: connectionSpeedMachine.provide({
        guards: { isSlow: ({ context }) => context.speed !== null && context.speed !== '4g' },
      }),
      broken: 'the network-speed warning shows only on a 2g connection',
    },
    {
      id: 'checkout',
      wrong: 'the checkout opens 3 s after the provider loaded (spec 9: 5 s)',
      machine: checkoutMachine.provide({ delays: { checkoutOpenDelay: 3000 } }),
      broken: 'the checkout opens 5 s after the provider loaded',
    },
    {
      id: 'progressBar',
      wrong: 'the bar shows 100 ms after work starts (spec 9: throttle 200 ms)',
      machine: progressBarMachine.provide({ delays: { progressBarThrottle: 100 } }),
      broken: 'throttle: the bar appears only once work has run for 200 ms',
    },
    {
      id: 'bookCall',
      wrong: 'the dropdown closes 500 ms after the mouse leaves (spec 9: 300 ms)',
      machine: bookCallMachine.provide({ delays: { bookCallCloseDelay: 500 } }),
      broken: 'it closes 300 ms after the mouse leaves',
    },
    {
      id: 'paywall',
      wrong: 'code 1 shows the alert and code 3 the red bar (spec 4.4: the other way round)',
      machine: paywallMachine.provide({
        guards: {
          showsBar: ({ context }) => context.view.surface === 'alert',
          showsAlert: ({ context }) => context.view.surface === 'bar',
        },
      }),
      broken: 'code 1 is the red top bar',
    },
    {
      id: 'mfa',
      wrong: 'Login works with a single digit typed (spec 5: all four boxes)',
      machine: mfaMachine.provide({
        guards: { codeComplete: ({ context }) => context.digits.some((digit) => digit !== '') },
      }),
      broken: 'login is only possible once all four boxes are filled',
    },
    {
      id: 'networking',
      wrong: 'a failed sign-in clears its message (spec 8: it always says why)',
      machine: networkingMachine.provide({ actions: { failed: assign({ error: () => null }) } }),
      broken: 'a failed sign-in always says why',
    },
  ])('$id: $wrong', async ({ id, machine, broken }) => {
    const { selfPrediction, oracleFailures } = await judge(id, machine);
    expect(selfPrediction, 'the wrong machine agrees with its own graph').toEqual([]);
    expect(oracleFailures.length).toBeGreaterThan(0);
    expect(oracleFailures.join('\n')).toContain(broken);
    expect(oracleFailures[0]).toMatch(
      new RegExp(`^.*oracle of ${id} \\(spec [\\d.]+\\)[\\s\\S]*\\n  path: `),
    );
  });
});

describe('a wrong rule of src/domain fails its oracle too', () => {
  it('chat: an open thread polls 1 s after the last answer (domain chat.ts: 2 s)', async () => {
    const { selfPrediction, oracleFailures } = await judge(
      'chat',
      chatMachine.provide({ delays: { chatPoll: 1000 } }),
    );
    expect(selfPrediction, 'the wrong machine agrees with its own graph').toEqual([]);
    expect(oracleFailures.join('\n')).toContain(
      'oracle of chat (domain chat.ts): "an open thread asks for newer messages 2 s after the last answer, while the stream of changes is down"',
    );
  });
});

describe('running an oracle', () => {
  const toggle = catalogueEntry('betaToggle')!.machine;
  const observation = (enabled: boolean): Observation => {
    const snapshot = toggle.resolveState({
      value: enabled ? 'on' : 'off',
      context: { startedEnabled: enabled },
    });
    return {
      snapshot,
      previous: undefined,
      event: { type: 'xstate.init' },
      actions: [],
      elapsed: 0,
      now: 0,
      history: [],
      input: { enabled },
    };
  };

  it('fails a reached state that no expectation speaks for, and counts the states a spec rule checked', () => {
    const oracle = defineOracle(toggle, [
      rule(
        'spec 4.7',
        'the flag is on',
        (o) => o.snapshot.hasTag('enabled'),
        () => true,
      ),
    ]);
    const tally = emptyTally();
    expect(checkObservation(oracle, observation(true), tally)).toEqual([]);
    expect(checkObservation(oracle, observation(false), tally)).toEqual([
      'oracle of betaToggle: no expectation applies to state off (after xstate.init)',
    ]);
    expect([...tally.reached]).toEqual(['on', 'off']);
    expect([...tally.specChecked]).toEqual(['on']);
  });

  it('names the machine, the source and the broken expectation', () => {
    const oracle = defineOracle(toggle, [
      rule(
        'spec 4.7',
        'starts off',
        () => true,
        (o) => !o.snapshot.hasTag('enabled'),
      ),
    ]);
    expect(checkObservation(oracle, observation(true), emptyTally())).toEqual([
      'oracle of betaToggle (spec 4.7): "starts off" does not hold in state on after xstate.init',
    ]);
  });

  it('has an oracle for every catalogue machine, and none for an unknown one', () => {
    expect(catalogue.filter((entry) => oracleFor(entry.id) === undefined).map((entry) => entry.id)).toEqual(
      [],
    );
    expect(oracleFor('noSuchMachine')).toBeUndefined();
  });
});
