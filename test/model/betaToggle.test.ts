/** Hand-written behaviour of the beta dashboard toggle (spec 4.7). */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { betaToggleMachine } from '../../machines/betaToggle.machine.ts';

function start(enabled: boolean) {
  const store = vi.fn<(enabled: boolean) => void>();
  const machine = betaToggleMachine.provide({
    actions: { storeBetaToggle: (_, { enabled: value }) => store(value) },
  });
  const actor = createActor(machine, { input: { enabled } }).start();
  const checked = () => actor.getSnapshot().hasTag('checked');
  return { actor, store, checked };
}

describe('beta dashboard toggle', () => {
  it('starts from the stored flag, without storing', () => {
    expect(start(false).checked()).toBe(false);
    const on = start(true);
    expect(on.checked()).toBe(true);
    expect(on.actor.getSnapshot().hasTag('enabled')).toBe(true);
    expect(on.store).not.toHaveBeenCalled();
  });

  it('turning on asks first; NO reverts and stores nothing', () => {
    const { actor, store, checked } = start(false);
    actor.send({ type: 'beta.turnedOn' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(checked()).toBe(true);
    expect(actor.getSnapshot().hasTag('enabled')).toBe(false);
    actor.send({ type: 'beta.cancelled' });
    expect(checked()).toBe(false);
    expect(store).not.toHaveBeenCalled();
  });

  it('YES turns it on and stores it', () => {
    const { actor, store } = start(false);
    actor.send({ type: 'beta.turnedOn' });
    actor.send({ type: 'beta.confirmed' });
    expect(actor.getSnapshot().hasTag('enabled')).toBe(true);
    expect(store).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('turning off applies at once and stores it', () => {
    const { actor, store, checked } = start(true);
    actor.send({ type: 'beta.turnedOff' });
    expect(checked()).toBe(false);
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false);
    expect(store).toHaveBeenCalledExactlyOnceWith(false);
  });
});
