/**
 * The network-speed indicator (spec 2.6, 9; src/domain/connectionSpeed.ts).
 *
 * - `measuring`: one small call to the server (`measureRoundTrip`, its round trip in ms); the answer rates the
 *   connection as spec 9 says: at most 100 ms 4g, at most 300 ms 3g, otherwise 2g. A failed call leaves the speed
 *   unknown (only logged).
 * - A rated connection is measured again when the tab is shown again (`page.shown`); `rated.slow` (2g) and `unknown`
 *   also after `connectionRecheck` (30 s, ours), so the warning leaves once it is better.
 * - A slow connection shows a warning (tag `warning`) until it is dismissed; once dismissed it stays away while the
 *   connection stays slow, and comes back if the connection gets better and then slow again.
 * - Offline (the browser's events, as for presence) nothing is measured; back online it is measured at once.
 *
 * Every side effect is a named actor or action; the app supplies them with `.provide()`.
 */
import { assign, setup } from 'xstate';
import {
  connectionSpeedOf,
  CONNECTION_RECHECK_MS,
  isSlowConnection,
  type ConnectionSpeed,
} from '../src/domain/connectionSpeed.ts';
import { provided } from './provided.ts';

export interface ConnectionSpeedInput {
  /** Whether the browser is online when the machine starts. */
  online: boolean;
}

export interface ConnectionSpeedContext {
  startedOnline: boolean;
  /** The last rating; null before the first answer, and after a failed measurement. */
  speed: ConnectionSpeed | null;
  /** The warning was dismissed during the current slow spell. */
  warningDismissed: boolean;
}

export type ConnectionSpeedEvent =
  | { type: 'network.offline' }
  | { type: 'network.online' }
  | { type: 'page.shown' }
  | { type: 'warning.dismissed' };

export const connectionSpeedMachine = setup({
  types: {
    context: {} as ConnectionSpeedContext,
    events: {} as ConnectionSpeedEvent,
    tags: {} as 'measuring' | 'warning' | 'offline',
    input: {} as ConnectionSpeedInput,
  },
  actors: {
    /** One small call to the server (GET /api/heartbeat); its round trip in ms. */
    measureRoundTrip: provided<number>('measureRoundTrip'),
  },
  actions: {
    /** A failed measurement is only logged. */
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    startsOffline: ({ context }) => !context.startedOnline,
    isSlow: ({ context }) => isSlowConnection(context.speed),
    warningDismissed: ({ context }) => context.warningDismissed,
  },
  delays: {
    connectionRecheck: CONNECTION_RECHECK_MS,
  },
}).createMachine({
  id: 'connectionSpeed',
  context: ({ input }) => ({ startedOnline: input.online, speed: null, warningDismissed: false }),
  initial: 'starting',
  on: {
    'network.offline': '.offline',
  },
  states: {
    starting: {
      description: 'Picks offline or a first measurement from the input.',
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'measuring' }],
    },
    measuring: {
      description:
        'GET /api/heartbeat, timed: at most 100 ms is 4g, at most 300 ms 3g, otherwise 2g (spec 9).',
      tags: ['measuring'],
      invoke: {
        id: 'measureRoundTrip',
        src: 'measureRoundTrip',
        onDone: {
          target: 'rated',
          actions: assign({ speed: ({ event }) => connectionSpeedOf(event.output) }),
        },
        onError: {
          target: 'unknown',
          actions: [
            assign({ speed: null }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    rated: {
      initial: 'deciding',
      on: { 'page.shown': 'measuring' },
      states: {
        deciding: {
          always: [
            { guard: 'isSlow', target: 'slow' },
            { target: 'good', actions: assign({ warningDismissed: false }) },
          ],
        },
        good: {
          description: '4g or 3g: measured again only when the tab is shown again.',
        },
        slow: {
          description: '2g: the warning, until dismissed; measured again after 30 s.',
          initial: 'deciding',
          after: { connectionRecheck: '#connectionSpeed.measuring' },
          states: {
            deciding: {
              always: [{ guard: 'warningDismissed', target: 'quiet' }, { target: 'warned' }],
            },
            warned: {
              tags: ['warning'],
              on: {
                'warning.dismissed': { target: 'quiet', actions: assign({ warningDismissed: true }) },
              },
            },
            quiet: {
              description: 'The warning was dismissed; it stays away while the connection stays slow.',
            },
          },
        },
      },
    },
    unknown: {
      description: 'The measurement failed (only logged): tried again after 30 s or when the tab is shown.',
      after: { connectionRecheck: 'measuring' },
      on: { 'page.shown': 'measuring' },
    },
    offline: {
      tags: ['offline'],
      on: { 'network.online': 'measuring' },
    },
  },
});
