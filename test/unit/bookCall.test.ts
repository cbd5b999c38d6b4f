import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bookCallMachine } from '../../machines/bookCall.machine.ts';
import { BOOK_CALL_ITEMS, bookCallHref, SUPPORT_EMAIL } from '../../src/domain/bookCall.ts';
import { timings } from '../../src/domain/constants.ts';

describe('book-a-call items', () => {
  it('offers an onboarding call, a strategy session and support, each described', () => {
    expect(BOOK_CALL_ITEMS.map((item) => item.label)).toEqual([
      'Book an onboarding call',
      'Book a strategy session',
      'Talk to support',
    ]);
    for (const item of BOOK_CALL_ITEMS) expect(item.description.trim()).not.toBe('');
  });

  it('opens an e-mail to support with the subject filled in', () => {
    const [first] = BOOK_CALL_ITEMS;
    if (!first) throw new Error('no items');
    expect(bookCallHref(first)).toBe(`mailto:${SUPPORT_EMAIL}?subject=Onboarding%20call%20request`);
  });
});

describe('book-a-call dropdown timing (spec 9)', () => {
  function hovered() {
    const clock = new SimulatedClock();
    const actor = createActor(bookCallMachine, { clock }).start();
    actor.send({ type: 'bookCall.pointerEntered' });
    actor.send({ type: 'bookCall.pointerLeft' });
    return { actor, clock };
  }

  it('closes 300 ms after the mouse leaves, not before', () => {
    expect(timings.bookCallCloseDelay).toBe(300);
    const { actor, clock } = hovered();
    clock.increment(299);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('stays open when the mouse comes back in time', () => {
    const { actor, clock } = hovered();
    clock.increment(200);
    actor.send({ type: 'bookCall.pointerEntered' });
    clock.increment(1000);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });
});
