/**
 * The message bell and the notification bell of the top bar (spec 2.6, 9): while logged in, they ask for the
 * latest conversations and notifications every `chatPoll` (2 s), so a new message shows up for the other member
 * without a reload. The message bell shows the latest 3 conversations plus 'More'; the notification bell a count
 * badge of unread notifications. Opening the notification list marks what it shows read.
 *
 * - `updates`: loading, then waiting 2 s, then loading again. A failed load is only logged (spec 8) and keeps the
 *   lists that were there. `bells.refresh` asks at once (after a message is sent, for example). While the stream of
 *   changes is up (issue 20, machines/live.machine.ts) they do not poll: `listening` loads when a message or a
 *   notification change arrives (`live.changed`); `live.up` loads once (what changed before the stream opened) and
 *   `live.down` goes back to polling.
 * - `reading`: `notifications.opened` with unread notifications marks them read (`markRead`); they show read at
 *   once, and a failure is only logged (the next load shows them unread again).
 */
import { assign, setup } from 'xstate';
import { failure, provided } from './provided.ts';
import { CHAT_POLL_INTERVAL, type ChatConversation, type ChatNotification } from '../src/domain/chat.ts';
import type { LiveEvent } from '../src/domain/live.ts';

export interface BellsUpdate {
  conversations: ChatConversation[];
  notifications: ChatNotification[];
  /** Unread notifications (may exceed the list's length). */
  unread: number;
}

export interface BellsContext extends BellsUpdate {
  /** The notification ids being marked read. */
  marking: number[];
  /** Whether the stream of changes is up (then the bells do not poll). */
  live: boolean;
}

export type BellsEvent =
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }
  | { type: 'bells.refresh' }
  | { type: 'notifications.opened' }
  | LiveEvent;

const EMPTY: BellsContext = { conversations: [], notifications: [], unread: 0, marking: [], live: false };

export const bellsMachine = setup({
  types: {
    context: {} as BellsContext,
    events: {} as BellsEvent,
    tags: {} as 'loading',
  },
  actors: {
    /** GET /getAllConversationlist and GET /auth/getNotifications. */
    loadUpdates: provided<BellsUpdate>('loadUpdates'),
    /** POST /auth/readNotifications {ids}. */
    markRead: provided<void, { ids: number[] }>('markRead'),
  },
  actions: {
    /** Spec 8: failed loads are only logged. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    /** Takes the answer; notifications being marked read stay read (an answer sent before the marking says unread). */
    assignUpdate: assign(({ context }, params: { update: BellsUpdate }) => {
      const marking = new Set(context.marking);
      const stale = params.update.notifications.filter((n) => marking.has(n.id) && !n.read).length;
      return {
        conversations: params.update.conversations,
        notifications: params.update.notifications.map((n) => (marking.has(n.id) ? { ...n, read: true } : n)),
        unread: Math.max(0, params.update.unread - stale),
      };
    }),
    markShownRead: assign(({ context }) => {
      const ids = context.notifications.filter((n) => !n.read).map((n) => n.id);
      return {
        marking: ids,
        notifications: context.notifications.map((n) => (n.read ? n : { ...n, read: true })),
        unread: Math.max(0, context.unread - ids.length),
      };
    }),
    markingDone: assign({ marking: [] }),
    clear: assign(EMPTY),
    streamUp: assign({ live: true }),
    streamDown: assign({ live: false }),
  },
  guards: {
    hasUnreadShown: ({ context }) => context.notifications.some((n) => !n.read),
    streamIsUp: ({ context }) => context.live,
  },
  delays: {
    chatPoll: CHAT_POLL_INTERVAL,
  },
}).createMachine({
  id: 'bells',
  context: EMPTY,
  initial: 'off',
  states: {
    off: {
      on: { 'session.loggedIn': 'on' },
    },
    on: {
      type: 'parallel',
      on: {
        'session.loggedOut': { target: 'off', actions: 'clear' },
        'live.down': { actions: 'streamDown' },
      },
      states: {
        updates: {
          initial: 'loading',
          // A stream that opens (or says changes were missed) may follow changes made before it: load once more.
          on: { 'live.up': { target: '.loading', reenter: true, actions: 'streamUp' } },
          states: {
            loading: {
              tags: ['loading'],
              // The answer on its way may have been read before this change: ask again.
              on: { 'live.changed': { target: 'loading', reenter: true } },
              invoke: {
                id: 'loadUpdates',
                src: 'loadUpdates',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignUpdate', params: ({ event }) => ({ update: event.output }) },
                },
                onError: {
                  target: 'loaded',
                  actions: { type: 'logFailure', params: failure('loading the bells') },
                },
              },
            },
            loaded: {
              always: [{ guard: 'streamIsUp', target: 'listening' }, { target: 'waiting' }],
            },
            waiting: {
              after: { chatPoll: 'loading' },
              on: { 'bells.refresh': 'loading' },
            },
            listening: {
              on: {
                'bells.refresh': 'loading',
                'live.changed': 'loading',
                'live.down': { target: 'waiting', actions: 'streamDown' },
              },
            },
          },
        },
        reading: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'notifications.opened': {
                  guard: 'hasUnreadShown',
                  target: 'marking',
                  actions: 'markShownRead',
                },
              },
            },
            marking: {
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ ids: context.marking }),
                onDone: { target: 'idle', actions: 'markingDone' },
                onError: {
                  target: 'idle',
                  actions: [
                    'markingDone',
                    { type: 'logFailure', params: failure('marking notifications read') },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
