/** Hand-written behaviour of the toaster machine (spec 9), on a SimulatedClock. */
import { describe, expect, it } from 'vitest';
import { timings, toastRules } from '../../src/domain/constants.ts';
import { toasterMachine } from '../../machines/toaster.machine.ts';
import { startOnClock } from './onClock.ts';

function start() {
  const { actor, clock } = startOnClock(toasterMachine);
  return { actor, clock, titles: () => actor.getSnapshot().context.toasts.map((toast) => toast.title) };
}

describe('toaster', () => {
  it('hides a toast exactly toastLifetime (5 s) after it is shown', () => {
    const { actor, clock, titles } = start();
    actor.send({ type: 'toast.show', tone: 'error', title: 'You are now offline' });
    clock.increment(timings.toastLifetime - 1);
    expect(titles()).toEqual(['You are now offline']);
    clock.increment(1);
    expect(titles()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('gives every toast its own lifetime', () => {
    const { actor, clock, titles } = start();
    actor.send({ type: 'toast.show', tone: 'info', title: 'first' });
    clock.increment(2000);
    actor.send({ type: 'toast.show', tone: 'info', title: 'second' });
    clock.increment(3000);
    expect(titles()).toEqual(['second']);
    clock.increment(2000);
    expect(titles()).toEqual([]);
  });

  it('puts the newest on top and keeps at most 20, dropping the oldest', () => {
    const { actor, titles } = start();
    for (let n = 1; n <= toastRules.maxToasts + 2; n++)
      actor.send({ type: 'toast.show', tone: 'info', title: `t${n}` });
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('t22');
    expect(titles().at(-1)).toBe('t3');
  });

  it('cuts titles to 32 characters', () => {
    const { actor, titles } = start();
    actor.send({ type: 'toast.show', tone: 'success', title: 'x'.repeat(40) });
    expect(titles()[0]).toHaveLength(32);
  });

  it('dismisses a toast by id and cancels its timer', () => {
    const { actor, clock, titles } = start();
    actor.send({ type: 'toast.show', tone: 'info', title: 'a' });
    actor.send({ type: 'toast.show', tone: 'info', title: 'b' });
    const [b, a] = actor.getSnapshot().context.toasts;
    actor.send({ type: 'toast.dismiss', id: a!.id });
    expect(titles()).toEqual(['b']);
    actor.send({ type: 'toast.dismiss', id: 'toast-unknown' });
    expect(titles()).toEqual(['b']);
    actor.send({ type: 'toast.dismiss', id: b!.id });
    expect(actor.getSnapshot().value).toBe('empty');
    clock.increment(timings.toastLifetime);
    expect(actor.getSnapshot().status).toBe('active');
    expect(titles()).toEqual([]);
  });
});
