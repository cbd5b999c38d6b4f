/** Hand-written behaviour of the top progress bar (spec 9: throttle 200 ms, duration 5 s), on a SimulatedClock. */
import { describe, expect, it } from 'vitest';
import { progressBarMachine } from '../../machines/progressBar.machine.ts';
import { startOnClock } from './onClock.ts';

const start = () => startOnClock(progressBarMachine);

describe('top progress bar', () => {
  it('does not show for work that ends within 200 ms', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'work.started' });
    clock.increment(199);
    expect(has('visible')).toBe(false);
    actor.send({ type: 'work.finished' });
    clock.increment(10_000);
    expect(has('visible')).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows at 200 ms, creeps for 5 s, then holds until the work ends', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'work.started' });
    clock.increment(200);
    expect(has('visible')).toBe(true);
    expect(has('creeping')).toBe(true);
    clock.increment(4999);
    expect(has('creeping')).toBe(true);
    clock.increment(1);
    expect(has('stalled')).toBe(true);
    clock.increment(60_000);
    expect(has('stalled')).toBe(true);
    actor.send({ type: 'work.finished' });
    expect(has('complete')).toBe(true);
  });

  it('waits for every piece of work in flight before completing, and fades out 400 ms later', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'work.started' });
    actor.send({ type: 'work.started' });
    clock.increment(300);
    actor.send({ type: 'work.finished' });
    expect(has('creeping')).toBe(true);
    expect(actor.getSnapshot().context.pending).toBe(1);
    actor.send({ type: 'work.finished' });
    expect(has('complete')).toBe(true);
    clock.increment(399);
    expect(has('visible')).toBe(true);
    clock.increment(1);
    expect(has('visible')).toBe(false);
  });

  it('counts the throttle from the first piece of work, not the latest', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'work.started' });
    clock.increment(150);
    actor.send({ type: 'work.started' });
    clock.increment(50);
    expect(has('visible')).toBe(true);
  });

  it('comes back creeping at once when new work starts while it fades', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'work.started' });
    clock.increment(200);
    actor.send({ type: 'work.finished' });
    clock.increment(100);
    actor.send({ type: 'work.started' });
    expect(has('creeping')).toBe(true);
    clock.increment(400);
    expect(has('visible')).toBe(true);
  });

  it('ignores a finish with nothing in flight', () => {
    const { actor } = start();
    actor.send({ type: 'work.finished' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBe(0);
  });
});
