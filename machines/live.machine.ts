/**
 * The tab's stream of changes (issue 20): while someone is logged in, one Server-Sent Events stream
 * (src/api/live.ts) brings the changes made anywhere (any tab, any server instance) to the data this tab shows. The
 * machines that used to poll (the bells, an open chat thread, the planner) hear of it through the live bridge
 * (src/app/liveBridge.ts), which the app's `tellUp`, `tellDown` and `tellChanged` actions feed:
 *
 * - `live.up` when the stream opens, and again when it says changes were missed (`reset`): read once more (what
 *   changed before the stream opened is not on it), then stop polling;
 * - `live.changed` with each change;
 * - `live.down` when an open stream is lost: poll again until it is back.
 *
 * `on.stream` holds the stream (the `stream` actor, `opening` until the server accepts it, then `open`). When it
 * ends or fails, `retrying` waits `liveRetry` (1 s, doubling with each failure in a row up to 30 s: src/domain/live.ts)
 * and opens it again, resuming after the last change it had (`lastEventId`); `stream.retryNow` (the browser came
 * back online, or a timed-out session was renewed) tries at once. A logout closes it and forgets where it was.
 */
import { assign, setup } from 'xstate';
import { providedCallback } from './provided.ts';
import { liveRetryDelay, type LiveChange } from '../src/domain/live.ts';

export interface LiveContext {
  /** The id of the last change the tab got, to resume after; null: from now. */
  lastEventId: number | null;
  /** Attempts that failed (or streams that ended) in a row; 0 once a stream is open. */
  failures: number;
}

/** What the stream actor tells the machine. */
export type LiveStreamEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.changed'; change: LiveChange }
  | { type: 'stream.reset' }
  | { type: 'stream.ended' }
  | { type: 'stream.failed'; error: unknown };

export type LiveMachineEvent =
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }
  | { type: 'stream.retryNow' }
  | LiveStreamEvent;

export interface LiveStreamInput {
  lastEventId: number | null;
}

const START: LiveContext = { lastEventId: null, failures: 0 };

export const liveMachine = setup({
  types: {
    context: {} as LiveContext,
    events: {} as LiveMachineEvent,
    tags: {} as 'up',
  },
  actors: {
    /** GET /api/live, read until it ends: sends `stream.*` back. The app provides it (src/api/live.ts). */
    stream: providedCallback<LiveStreamEvent, LiveStreamInput>('stream'),
  },
  actions: {
    /** A lost stream is only logged (spec 8: failed background loads are only logged). */
    logFailure: (_, _params: { error: unknown }) => {},
    remember: assign((_, params: { change: LiveChange }) => ({ lastEventId: params.change.id })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    opened: assign({ failures: 0 }),
    forget: assign(START),
    /** Tells the machines that follow the stream (the app's live bridge): `live.up`. */
    tellUp: () => {},
    /** `live.down`. */
    tellDown: () => {},
    /** `live.changed` with the change. */
    tellChanged: (_, _params: { change: LiveChange }) => {},
  },
  delays: {
    liveRetry: ({ context }) => liveRetryDelay(context.failures),
  },
}).createMachine({
  id: 'live',
  context: START,
  initial: 'off',
  states: {
    off: {
      on: { 'session.loggedIn': 'on' },
    },
    on: {
      initial: 'stream',
      on: { 'session.loggedOut': { target: 'off', actions: 'forget' } },
      states: {
        stream: {
          invoke: {
            id: 'stream',
            src: 'stream',
            input: ({ context }) => ({ lastEventId: context.lastEventId }),
          },
          on: {
            'stream.ended': { target: 'retrying', actions: 'countFailure' },
            'stream.failed': {
              target: 'retrying',
              actions: [
                'countFailure',
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          initial: 'opening',
          states: {
            opening: {
              on: { 'stream.opened': { target: 'open', actions: 'opened' } },
            },
            open: {
              tags: ['up'],
              entry: 'tellUp',
              exit: 'tellDown',
              on: {
                'stream.changed': {
                  actions: [
                    { type: 'remember', params: ({ event }) => ({ change: event.change }) },
                    { type: 'tellChanged', params: ({ event }) => ({ change: event.change }) },
                  ],
                },
                'stream.reset': { actions: 'tellUp' },
              },
            },
          },
        },
        retrying: {
          after: { liveRetry: 'stream' },
          on: { 'stream.retryNow': 'stream' },
        },
      },
    },
  },
});
