/**
 * The beta dashboard toggle in the profile menu (spec 4.7): off, confirming, on.
 *
 * - Turning on asks first (title 'Dashboard (Beta)', 'This feature is under development do you want continue?',
 *   YES / NO). While it asks, the switch shows on (tag `checked`); NO reverts it to off.
 * - YES turns it on; turning off applies at once. Both store the flag in browser storage `betaToggle`
 *   (`storeBetaToggle`). The first state comes from the input (the stored flag when the app starts).
 * - What it does today: with the beta on, the top menu's Dashboard opens the beta dashboard (overview).
 */
import { setup } from 'xstate';

export interface BetaToggleInput {
  /** The flag read from browser storage. */
  enabled: boolean;
}

export interface BetaToggleContext {
  startedEnabled: boolean;
}

export type BetaToggleEvent =
  | { type: 'beta.turnedOn' }
  | { type: 'beta.confirmed' }
  | { type: 'beta.cancelled' }
  | { type: 'beta.turnedOff' };

export const betaToggleMachine = setup({
  types: {
    context: {} as BetaToggleContext,
    events: {} as BetaToggleEvent,
    tags: {} as 'checked' | 'confirming' | 'enabled',
    input: {} as BetaToggleInput,
  },
  actions: {
    /** Writes the flag to browser storage `betaToggle`. */
    storeBetaToggle: (_, _params: { enabled: boolean }) => {},
  },
  guards: {
    startsEnabled: ({ context }) => context.startedEnabled,
  },
}).createMachine({
  id: 'betaToggle',
  context: ({ input }) => ({ startedEnabled: input.enabled }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Picks on or off from the stored flag.',
      always: [{ guard: 'startsEnabled', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: { 'beta.turnedOn': 'confirming' },
    },
    confirming: {
      description: "Asks 'This feature is under development do you want continue?' (YES / NO).",
      tags: ['checked', 'confirming'],
      on: {
        'beta.confirmed': {
          target: 'on',
          actions: { type: 'storeBetaToggle', params: { enabled: true } },
        },
        'beta.cancelled': 'off',
      },
    },
    on: {
      tags: ['checked', 'enabled'],
      on: {
        'beta.turnedOff': {
          target: 'off',
          actions: { type: 'storeBetaToggle', params: { enabled: false } },
        },
      },
    },
  },
});
