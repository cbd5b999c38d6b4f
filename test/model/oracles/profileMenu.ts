/** What spec 4.6 says about the profile menu (machines/profileMenu.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { profileMenuMachine } from '../../../machines/profileMenu.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof profileMenuMachine>>;

const open = (o: O) => o.has('open');

export const profileMenuOracle = defineOracle(profileMenuMachine, [
  rule('spec 4.6', 'closed at first', atStart, (o) => !open(o)),
  rule(
    'spec 4.6',
    'the switch-account panel is part of the open menu',
    always,
    (o) => !o.has('switchAccount') || open(o),
  ),
  rule(
    'spec 4.6',
    'hover opens the dropdown on desktop',
    (o) => o.on('menu.pointerEntered') && o.event.device === 'desktop',
    open,
  ),
  rule(
    'spec 4.6',
    'on mobile hover does nothing (the dropdown opens on click)',
    (o) => o.on('menu.pointerEntered') && o.event.device === 'mobile',
    (o) => open(o) === o.had('open'),
  ),
  rule(
    'spec 4.6',
    'a click opens a closed menu, at the dropdown',
    (o) => o.on('menu.buttonClicked') && !o.had('open'),
    (o) => open(o) && !o.has('switchAccount'),
  ),
  rule(
    'spec 4.6',
    'Escape or a click outside closes it',
    (o) => o.on('menu.dismissed'),
    (o) => !open(o),
  ),
  rule(
    'spec 4.6',
    'opening the switch-account panel shows it; closing it goes back to the dropdown',
    (o) => o.on('menu.switchAccountOpened') || o.on('menu.switchAccountClosed'),
    (o) => o.has('switchAccount') === o.on('menu.switchAccountOpened'),
  ),
  rule(
    'invariant',
    'the mouse leaving does not close the menu at once',
    (o) => o.on('menu.pointerLeft') || o.event.type.startsWith('xstate.after.'),
    (o) => (o.on('menu.pointerLeft') ? open(o) : !open(o)),
  ),
]);
