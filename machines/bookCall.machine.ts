/**
 * The book-a-call dropdown of the top bar (spec 2.6, 9): hover opens it; it closes `bookCallCloseDelay` (300 ms)
 * after the mouse leaves, unless the mouse comes back first. A click (or Enter/Space) opens it pinned for
 * keyboard and touch users; a second click, Escape or a click outside closes it.
 */
import { setup } from 'xstate';
import { timings } from '../src/domain/constants.ts';

export type BookCallEvent =
  | { type: 'bookCall.pointerEntered' }
  | { type: 'bookCall.pointerLeft' }
  | { type: 'bookCall.buttonClicked' }
  | { type: 'bookCall.dismissed' };

export const bookCallMachine = setup({
  types: {
    events: {} as BookCallEvent,
    tags: {} as 'open',
  },
  delays: {
    bookCallCloseDelay: timings.bookCallCloseDelay,
  },
}).createMachine({
  id: 'bookCall',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'bookCall.pointerEntered': 'open.hovered',
        'bookCall.buttonClicked': 'open.pinned',
      },
    },
    open: {
      tags: ['open'],
      initial: 'hovered',
      on: { 'bookCall.dismissed': 'closed' },
      states: {
        hovered: {
          on: {
            'bookCall.pointerLeft': 'leaving',
            'bookCall.buttonClicked': 'pinned',
          },
        },
        leaving: {
          description: 'The mouse left: closes after 300 ms unless it comes back.',
          after: { bookCallCloseDelay: '#bookCall.closed' },
          on: {
            'bookCall.pointerEntered': 'hovered',
            'bookCall.buttonClicked': 'pinned',
          },
        },
        pinned: {
          description: 'Opened by a click: leaving does not close it, a second click does.',
          on: { 'bookCall.buttonClicked': '#bookCall.closed' },
        },
      },
    },
  },
});
