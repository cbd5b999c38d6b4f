/** What spec 2.6 and 9 say about the book-a-call dropdown (machines/bookCall.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { bookCallMachine } from '../../../machines/bookCall.machine.ts';
import { atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof bookCallMachine>>;

const open = (o: O) => o.has('open');

export const bookCallOracle = defineOracle(bookCallMachine, [
  rule('spec 2.6', 'closed at first', atStart, (o) => !open(o)),
  rule('spec 2.6', 'hover opens the dropdown', (o) => o.on('bookCall.pointerEntered'), open),
  rule('spec 9', 'the mouse leaving does not close it at once', (o) => o.on('bookCall.pointerLeft'), open),
  rule(
    'spec 9',
    'it closes 300 ms after the mouse leaves',
    (o) => o.event.type.startsWith('xstate.after.'),
    (o) => !open(o) && o.msSinceEvent('bookCall.pointerLeft') === 300,
  ),
  rule(
    'invariant',
    'a click opens a closed dropdown and closes an open one that a click pinned',
    (o) => o.on('bookCall.buttonClicked'),
    (o) => (o.had('open') ? o.snapshot.matches({ open: 'pinned' }) || !open(o) : open(o)),
  ),
  rule(
    'invariant',
    'Escape or a click outside closes it',
    (o) => o.on('bookCall.dismissed'),
    (o) => !open(o),
  ),
]);
