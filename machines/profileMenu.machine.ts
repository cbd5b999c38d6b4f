/**
 * The profile menu in the top bar (spec 4.6): closed, the dropdown open, or the switch-account panel open.
 *
 * - Hover opens the dropdown on desktop (guard `isDesktop`: the pointer's device kind travels in the event). The
 *   mouse leaving starts the grace delay `profileMenuLeaveGrace`; coming back in time keeps it open.
 * - A click opens it on mobile, where there is no hover; a click (or Enter/Space on the button) opens it on desktop
 *   too, so keyboard users can reach it. A menu opened by a click is pinned: leaving does not close it, a second
 *   click does. A click on a menu that hover opened pins it rather than closing it.
 * - Escape, a click outside or choosing an item (`menu.dismissed`) closes it.
 * - The `panel` region is the dropdown or the switch-account panel; it starts at the dropdown each time.
 */
import { assertEvent, setup } from 'xstate';
import { PROFILE_MENU_LEAVE_GRACE, type DeviceKind } from '../src/domain/profileMenu.ts';

export type ProfileMenuEvent =
  | { type: 'menu.pointerEntered'; device: DeviceKind }
  | { type: 'menu.pointerLeft' }
  | { type: 'menu.buttonClicked' }
  | { type: 'menu.dismissed' }
  | { type: 'menu.switchAccountOpened' }
  | { type: 'menu.switchAccountClosed' };

export const profileMenuMachine = setup({
  types: {
    events: {} as ProfileMenuEvent,
    tags: {} as 'open' | 'switchAccount',
  },
  guards: {
    isDesktop: ({ event }) => {
      assertEvent(event, 'menu.pointerEntered');
      return event.device === 'desktop';
    },
  },
  delays: {
    profileMenuLeaveGrace: PROFILE_MENU_LEAVE_GRACE,
  },
}).createMachine({
  id: 'profileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.pointerEntered': { guard: 'isDesktop', target: 'open.hold.hovered' },
        'menu.buttonClicked': 'open.hold.pinned',
      },
    },
    open: {
      type: 'parallel',
      tags: ['open'],
      on: { 'menu.dismissed': 'closed' },
      states: {
        hold: {
          description: 'Why the menu is open: hovered (desktop) or pinned by a click.',
          initial: 'hovered',
          states: {
            hovered: {
              on: {
                'menu.pointerLeft': 'leaving',
                'menu.buttonClicked': 'pinned',
              },
            },
            leaving: {
              description: 'The mouse left; the menu closes after the grace delay unless it comes back.',
              after: { profileMenuLeaveGrace: '#profileMenu.closed' },
              on: {
                'menu.pointerEntered': 'hovered',
                'menu.buttonClicked': 'pinned',
              },
            },
            pinned: {
              on: { 'menu.buttonClicked': '#profileMenu.closed' },
            },
          },
        },
        panel: {
          initial: 'dropdown',
          states: {
            dropdown: {
              on: { 'menu.switchAccountOpened': 'switchAccount' },
            },
            switchAccount: {
              tags: ['switchAccount'],
              on: { 'menu.switchAccountClosed': 'dropdown' },
            },
          },
        },
      },
    },
  },
});
