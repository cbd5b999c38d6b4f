import { describe, expect, it } from 'vitest';
import { catalogue, type CatalogueEntry } from '../../../machines/catalogue.ts';
import {
  Simulation,
  possibleSteps,
  replay,
  stepBack,
  type SimulationStep,
} from '../../../src/features/statecharts/simulate/simulation.ts';

function entryOf(id: string): CatalogueEntry {
  const found = catalogue.find((entry) => entry.id === id);
  if (!found) throw new Error(`no catalogue entry ${id}`);
  return found;
}

/** Presses the offered step whose label starts with `label`. */
async function press(simulation: Simulation, label: string): Promise<SimulationStep> {
  const step = simulation.possibleSteps().find((candidate) => candidate.label.startsWith(label));
  if (!step) {
    const offered = simulation.possibleSteps().map((candidate) => candidate.label);
    throw new Error(`'${label}' is not offered; offered: ${offered.join(' | ')}`);
  }
  await simulation.apply(step);
  return step;
}

describe('simulate mode', () => {
  it('drives the paywall machine through all four codes by pressing the offered events', async () => {
    const simulation = await replay(entryOf('paywall'), []);
    expect(simulation.activeStates.has('paywall.loggedOut')).toBe(true);
    await press(simulation, 'session.loggedIn {"accountId":12}');
    expect(simulation.running).toEqual(['loadBillingStatus']);
    const codes: [string, string][] = [
      ['{"code":1,', 'paywall.signedIn.bar'],
      ['{"code":2,', 'paywall.signedIn.popup.open'],
      ['{"code":"2.2"', 'paywall.signedIn.popup.open'],
      ['{"code":3,', 'paywall.signedIn.alert'],
    ];
    for (const [code, state] of codes) {
      await press(simulation, 'done loadBillingStatus');
      expect(simulation.running).toEqual(['checkPaywall']);
      await press(simulation, `done checkPaywall ${code}`);
      expect(simulation.activeStates.has(state)).toBe(true);
      expect(simulation.lastTransitions.size).toBeGreaterThan(0);
      expect(
        [...simulation.lastTransitions].some((key) => key.startsWith('paywall.signedIn.deciding on always')),
      ).toBe(true);
      await press(simulation, 'session.accountChanged');
      expect(simulation.activeStates.has('paywall.signedIn.loadingStatus')).toBe(true);
    }
    expect(simulation.log).toHaveLength(1 + codes.length * 3);
    simulation.stop();
  });

  it('offers done and error events only for the invoked actors running, with the sample outputs', async () => {
    const entry = entryOf('paywall');
    const simulation = new Simulation(entry);
    expect(simulation.possibleSteps().map((step) => step.kind)).toEqual(['event', 'event']);
    await press(simulation, 'session.loggedIn {"accountId":12}');
    const steps = simulation.possibleSteps();
    const done = steps.filter((step) => step.kind === 'done');
    expect(done.length).toBe(4); // the four sample outputs of loadBillingStatus
    expect(steps.some((step) => step.kind === 'error' && step.actorId === 'loadBillingStatus')).toBe(true);
    expect(steps.some((step) => step.kind === 'done' && step.actorId === 'checkPaywall')).toBe(false);
    expect(possibleSteps(entry, simulation.snapshot, []).some((step) => step.kind === 'done')).toBe(false);
    simulation.stop();
  });

  it('steps back: the log minus its last step is replayed on a new actor', async () => {
    const first = await replay(entryOf('paywall'), []);
    await press(first, 'session.loggedIn {"accountId":12}');
    await press(first, 'done loadBillingStatus');
    await press(first, 'done checkPaywall {"code":3,');
    expect(first.activeStates.has('paywall.signedIn.alert')).toBe(true);
    const back = await stepBack(first);
    expect(back.log).toHaveLength(2);
    expect(back.activeStates.has('paywall.signedIn.checking')).toBe(true);
    expect(back.running).toEqual(['checkPaywall']);
    const again = await stepBack(back);
    expect(again.activeStates.has('paywall.signedIn.loadingStatus')).toBe(true);
    expect(again.snapshot.context.accountId).toBe(12);
    again.stop();
  });

  it('fires pending delays on the simulated clock', async () => {
    const simulation = await replay(entryOf('toaster'), []);
    await press(simulation, 'toast.show');
    expect(simulation.snapshot.context.toasts).toHaveLength(1);
    const timers = simulation.timers;
    expect(timers).toHaveLength(1);
    expect(timers[0]!.eventType).toBe('toast.expired');
    const after = simulation.possibleSteps().find((step) => step.kind === 'after');
    expect(after?.label).toMatch(/^after 5000 ms/);
    await simulation.apply(after!);
    expect(simulation.time).toBe(5000);
    expect(simulation.snapshot.context.toasts).toHaveLength(0);
    expect(simulation.timers).toHaveLength(0);
    // Replaying the log (step back then forward) moves the clock the same way.
    const replayed = await replay(entryOf('toaster'), simulation.log);
    expect(replayed.time).toBe(5000);
    expect(replayed.snapshot.context.toasts).toHaveLength(0);
    simulation.stop();
    replayed.stop();
  });

  it('starts a machine with the first of its catalogue inputs', async () => {
    const simulation = await replay(entryOf('betaToggle'), []);
    expect(simulation.input).toEqual(entryOf('betaToggle').inputs?.[0]);
    simulation.stop();
  });
});
