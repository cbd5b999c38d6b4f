/**
 * Presence and network (spec 4.9).
 *
 * Two regions:
 * - `network`: online / offline. Going offline shows the banner (tag `offline`) and asks for the red toast
 *   'You are now offline'; coming back asks for the green toast 'You are now online'. The first state comes from
 *   the input (`navigator.onLine` at load) and asks for no toast.
 * - `presence`: while logged in, the user is marked online (`markOnline` = POST /auth/setonline 1) when the page
 *   loads or the session starts, and marked offline (`markOffline` = setonline 0 with keepalive) when the page unloads.
 *   A failed `markOnline` is only logged (spec 8) and retried on the next `network.online`.
 *
 * Every side effect is a named actor or action; the app supplies them with `.provide()`.
 */
import { setup } from 'xstate';
import { provided } from './provided.ts';
import { messages } from '../src/domain/constants.ts';
import type { ToastInput } from '../src/domain/toast.ts';

export interface PresenceInput {
  /** Whether the browser is online when the machine starts. */
  online: boolean;
}

export interface PresenceContext {
  startedOnline: boolean;
}

export type PresenceEvent =
  | { type: 'network.offline' }
  | { type: 'network.online' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }
  | { type: 'page.unloading' }
  | { type: 'page.restored' };

export const offlineToast: ToastInput = { tone: 'error', title: messages.offlineToast };
export const onlineToast: ToastInput = { tone: 'success', title: messages.onlineToast };

export const presenceMachine = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
    tags: {} as 'busy' | 'markedOnline' | 'offline',
    input: {} as PresenceInput,
  },
  actors: {
    /** POST /auth/setonline {isOnline: 1}. Placeholder: the app provides the real call. */
    markOnline: provided<void>('markOnline'),
  },
  actions: {
    /** POST /auth/setonline {isOnline: 0} with keepalive, so it outlives the page. */
    markOffline: () => {},
    /** Asks the toaster for a toast. */
    showToast: (_, _toast: ToastInput) => {},
    /** Failed presence calls are only logged (spec 8). */
    logMarkOnlineFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    startsOffline: ({ context }) => !context.startedOnline,
  },
}).createMachine({
  id: 'presence',
  type: 'parallel',
  context: ({ input }) => ({ startedOnline: input.online }),
  states: {
    network: {
      initial: 'starting',
      states: {
        starting: {
          description: 'Picks online or offline from the input, without a toast.',
          always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'online' }],
        },
        online: {
          on: {
            'network.offline': {
              target: 'offline',
              actions: { type: 'showToast', params: offlineToast },
            },
          },
        },
        offline: {
          tags: ['offline'],
          on: {
            'network.online': {
              target: 'online',
              actions: { type: 'showToast', params: onlineToast },
            },
          },
        },
      },
    },
    presence: {
      initial: 'loggedOut',
      states: {
        loggedOut: {
          on: { 'session.loggedIn': 'loggedIn' },
        },
        loggedIn: {
          initial: 'active',
          on: { 'session.loggedOut': 'loggedOut' },
          states: {
            active: {
              initial: 'markingOnline',
              on: {
                'page.unloading': { target: 'leaving', actions: 'markOffline' },
              },
              states: {
                markingOnline: {
                  description: 'POST /auth/setonline {isOnline: 1}.',
                  tags: ['busy'],
                  invoke: {
                    id: 'markOnline',
                    src: 'markOnline',
                    onDone: 'markedOnline',
                    onError: {
                      target: 'retryPending',
                      actions: {
                        type: 'logMarkOnlineFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                markedOnline: {
                  tags: ['markedOnline'],
                },
                retryPending: {
                  description:
                    'markOnline failed (only logged); tried again when the browser is back online.',
                  on: { 'network.online': 'markingOnline' },
                },
              },
            },
            leaving: {
              description:
                'Marked offline before unload; a page restored from the back/forward cache becomes active again.',
              on: { 'page.restored': 'active' },
            },
          },
        },
      },
    },
  },
});
