/** Hand-written behaviour of the network-speed indicator (spec 2.6, 9), on a SimulatedClock. */
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { connectionSpeedMachine } from '../../machines/connectionSpeed.machine.ts';

/** Starts the machine; each measurement takes the next of `roundTrips` (a number in ms, or 'fail'). */
function start(roundTrips: (number | 'fail')[], online = true) {
  const clock = new SimulatedClock();
  let calls = 0;
  const machine = connectionSpeedMachine.provide({
    actors: {
      measureRoundTrip: fromPromise(() => {
        const next = roundTrips[calls++] ?? 'fail';
        return next === 'fail' ? Promise.reject(new Error('unreachable')) : Promise.resolve(next);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { online } }).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, settled, calls: () => calls };
}

describe('network-speed indicator', () => {
  it.each([
    [1, '4g'],
    [100, '4g'],
    [101, '3g'],
    [300, '3g'],
    [301, '2g'],
    [5000, '2g'],
  ] as const)('a round trip of %i ms rates the connection %s (spec 9)', async (ms, speed) => {
    const { actor, settled } = start([ms]);
    await settled();
    expect(actor.getSnapshot().context.speed).toBe(speed);
    expect(actor.getSnapshot().hasTag('warning')).toBe(speed === '2g');
  });

  it('a slow connection warns until dismissed, is measured again after exactly 30 s, and the warning stays away', async () => {
    const { actor, clock, settled, calls } = start([450, 500, 40, 450]);
    await settled();
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    actor.send({ type: 'warning.dismissed' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    clock.increment(29_999);
    expect(calls()).toBe(1);
    clock.increment(1);
    await settled();
    expect(calls()).toBe(2);
    // Still slow: the dismissed warning does not come back.
    expect(actor.getSnapshot().context.speed).toBe('2g');
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    // Better, then slow again: it warns again.
    clock.increment(30_000);
    await settled();
    expect(actor.getSnapshot().context.speed).toBe('4g');
    clock.increment(60_000);
    expect(calls()).toBe(3);
    actor.send({ type: 'page.shown' });
    await settled();
    expect(actor.getSnapshot().context.speed).toBe('2g');
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
  });

  it('a good connection is measured again only when the tab is shown again', async () => {
    const { actor, clock, settled, calls } = start([40, 200]);
    await settled();
    clock.increment(10 * 60_000);
    expect(calls()).toBe(1);
    actor.send({ type: 'page.shown' });
    await settled();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.speed).toBe('3g');
  });

  it('offline measures nothing; back online it measures at once', async () => {
    const { actor, settled, calls } = start([40], false);
    await settled();
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(calls()).toBe(0);
    actor.send({ type: 'network.online' });
    await settled();
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().context.speed).toBe('4g');
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
  });

  it('a failed measurement leaves the speed unknown and is tried again after 30 s', async () => {
    const { actor, clock, settled, calls } = start(['fail', 40]);
    await settled();
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.speed).toBeNull();
    clock.increment(30_000);
    await settled();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.speed).toBe('4g');
  });
});
