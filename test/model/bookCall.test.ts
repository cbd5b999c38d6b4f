/** Hand-written behaviour of the book-a-call dropdown (spec 2.6, 9), on a SimulatedClock. */
import { describe, expect, it } from 'vitest';
import { bookCallMachine } from '../../machines/bookCall.machine.ts';
import { startOnClock } from './onClock.ts';

const start = () => startOnClock(bookCallMachine);

describe('book-a-call dropdown', () => {
  it('starts closed and opens on hover', () => {
    const { actor, has } = start();
    expect(has('open')).toBe(false);
    actor.send({ type: 'bookCall.pointerEntered' });
    expect(has('open')).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ open: 'hovered' });
  });

  it('closes exactly 300 ms after the mouse leaves (open at 299, closed at 300)', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'bookCall.pointerEntered' });
    actor.send({ type: 'bookCall.pointerLeft' });
    expect(has('open')).toBe(true);
    clock.increment(299);
    expect(has('open')).toBe(true);
    clock.increment(1);
    expect(has('open')).toBe(false);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('stays open when the mouse comes back within 300 ms, and the wait starts again on the next leave', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'bookCall.pointerEntered' });
    actor.send({ type: 'bookCall.pointerLeft' });
    clock.increment(250);
    actor.send({ type: 'bookCall.pointerEntered' });
    clock.increment(1000);
    expect(has('open')).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ open: 'hovered' });
    actor.send({ type: 'bookCall.pointerLeft' });
    clock.increment(299);
    expect(has('open')).toBe(true);
    clock.increment(1);
    expect(has('open')).toBe(false);
  });

  it('a click pins it open: leaving does not close it; a second click does', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'bookCall.buttonClicked' });
    expect(actor.getSnapshot().value).toEqual({ open: 'pinned' });
    actor.send({ type: 'bookCall.pointerLeft' });
    clock.increment(5000);
    expect(has('open')).toBe(true);
    actor.send({ type: 'bookCall.buttonClicked' });
    expect(has('open')).toBe(false);
  });

  it('a click on a hovered or leaving dropdown pins it instead of closing it', () => {
    const hovered = start();
    hovered.actor.send({ type: 'bookCall.pointerEntered' });
    hovered.actor.send({ type: 'bookCall.buttonClicked' });
    hovered.actor.send({ type: 'bookCall.pointerLeft' });
    hovered.clock.increment(1000);
    expect(hovered.has('open')).toBe(true);

    const leaving = start();
    leaving.actor.send({ type: 'bookCall.pointerEntered' });
    leaving.actor.send({ type: 'bookCall.pointerLeft' });
    leaving.clock.increment(200);
    leaving.actor.send({ type: 'bookCall.buttonClicked' });
    leaving.clock.increment(1000);
    expect(leaving.has('open')).toBe(true);
    expect(leaving.actor.getSnapshot().value).toEqual({ open: 'pinned' });
  });

  it('Escape or a click outside (dismissed) closes it from every open state', () => {
    for (const opening of [
      [{ type: 'bookCall.pointerEntered' }],
      [{ type: 'bookCall.pointerEntered' }, { type: 'bookCall.pointerLeft' }],
      [{ type: 'bookCall.buttonClicked' }],
    ] as const) {
      const { actor, clock, has } = start();
      opening.forEach((event) => actor.send(event));
      expect(has('open')).toBe(true);
      actor.send({ type: 'bookCall.dismissed' });
      expect(has('open')).toBe(false);
      clock.increment(1000);
      expect(actor.getSnapshot().value).toBe('closed');
    }
  });

  it('leaving a closed dropdown does nothing', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'bookCall.pointerLeft' });
    actor.send({ type: 'bookCall.dismissed' });
    clock.increment(1000);
    expect(has('open')).toBe(false);
  });
});
