/**
 * The stream-of-changes machine with the app's side effects supplied (issue 20): the stream is GET /api/live read
 * with fetch (src/api/live.ts), what it says goes to the live bridge (src/app/liveBridge.ts), a lost stream is only
 * logged, and the wait before the next attempt has jitter (half to all of the machine's wait), so the tabs a
 * restarted server dropped do not all come back at once.
 */
import { fromCallback } from 'xstate';
import { liveMachine, type LiveStreamEvent, type LiveStreamInput } from '../../../machines/live.machine.ts';
import { connectLive, LiveStreamError, type LiveDeps } from '../../api/live.ts';
import type { LiveBridge } from '../../app/liveBridge.ts';
import { jitteredRetryDelay } from '../../domain/live.ts';

export interface LiveEffects {
  deps: LiveDeps;
  bridge: LiveBridge;
  log?: (message: string, error: unknown) => void;
  /** In [0, 1): the jitter of the retry wait. */
  random?: () => number;
  /** Opens one stream (default `connectLive`; tests pass their own). */
  connect?: typeof connectLive;
  /**
   * The server refused the stream's session (401): the app checks the session with a call of its own, so a timed-out
   * session opens the session-timeout popup even on a tab that no longer polls.
   */
  sessionRefused?: () => void;
}

export function liveLogic({
  deps,
  bridge,
  log = (message, error) => console.warn(message, error),
  random = Math.random,
  connect = connectLive,
  sessionRefused = () => {},
}: LiveEffects) {
  return liveMachine.provide({
    actors: {
      stream: fromCallback<LiveStreamEvent, LiveStreamInput>(({ sendBack, input }) => {
        const controller = new AbortController();
        const { signal } = controller;
        connect(deps, {
          lastEventId: input.lastEventId,
          signal,
          listener: {
            opened: () => sendBack({ type: 'stream.opened' }),
            changed: (change) => sendBack({ type: 'stream.changed', change }),
            reset: () => sendBack({ type: 'stream.reset' }),
          },
        }).then(
          () => {
            if (!signal.aborted) sendBack({ type: 'stream.ended' });
          },
          (error: unknown) => {
            if (signal.aborted) return;
            if (error instanceof LiveStreamError && error.status === 401) sessionRefused();
            sendBack({ type: 'stream.failed', error });
          },
        );
        return () => controller.abort();
      }),
    },
    actions: {
      tellUp: () => bridge.up(),
      tellDown: () => bridge.down(),
      tellChanged: (_, { change }) => bridge.changed(change),
      logFailure: (_, { error }) => log('[live] the stream of changes was lost', error),
    },
    delays: {
      liveRetry: ({ context }) => jitteredRetryDelay(context.failures, random()),
    },
  });
}
