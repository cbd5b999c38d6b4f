/**
 * The auto-disconnect watch of the default layout (spec 4.9, 8): asks `checkAutoDisconnect` (POST /auth/checkautodc
 * {account_id}) when it starts, when the account changes, when asked (the user moved to another page) and every
 * `autoDisconnectPoll` (60 s). The providers it answers are shown as the banner, one line each. A failed check keeps
 * what was shown and is only logged (spec 8: failed loads are only logged); the next poll tries again.
 *
 * While the stream of changes is up (issue 20, machines/live.machine.ts) it does not poll: `listening` checks when a
 * change of the account's networks arrives (`live.changed`, an automatic disconnect among them); `live.up` checks
 * once (what changed before the stream opened) and `live.down` goes back to polling.
 */
import { assign, setup } from 'xstate';
import { provided } from './provided.ts';
import { isSocialChangeOf, type LiveEvent } from '../src/domain/live.ts';
import type { SocialProviderId } from '../src/domain/posts.ts';
import { AUTO_DISCONNECT_POLL_MS } from '../src/domain/social.ts';

export interface AutoDisconnectInput {
  /** The selected account (0 if none: the server then answers for every account of the user). */
  accountId: number;
}

export interface AutoDisconnectContext {
  accountId: number;
  providerIds: readonly SocialProviderId[];
  /** Whether the stream of changes is up (then the watch does not poll). */
  live: boolean;
}

export type AutoDisconnectEvent =
  { type: 'account.changed'; accountId: number } | { type: 'check.requested' } | LiveEvent;

export const autoDisconnectMachine = setup({
  types: {
    context: {} as AutoDisconnectContext,
    events: {} as AutoDisconnectEvent,
    input: {} as AutoDisconnectInput,
  },
  actors: {
    /** POST /auth/checkautodc {account_id}: the providers not yet acknowledged. Provided by the app. */
    checkAutoDisconnect: provided<readonly SocialProviderId[], { accountId: number }>('checkAutoDisconnect'),
  },
  actions: {
    /** Spec 8: only logged. */
    logCheckFailure: (_, _params: { error: unknown }) => {},
    streamUp: assign({ live: true }),
    streamDown: assign({ live: false }),
  },
  guards: {
    streamIsUp: ({ context }) => context.live,
    /** A change of the networks of the watched account (any of the user's when none is selected). */
    networksChanged: ({ context, event }) =>
      event.type === 'live.changed' && isSocialChangeOf(event.change, context.accountId),
  },
  delays: {
    autoDisconnectPoll: AUTO_DISCONNECT_POLL_MS,
  },
}).createMachine({
  id: 'autoDisconnect',
  context: ({ input }) => ({ accountId: input.accountId, providerIds: [], live: false }),
  initial: 'checking',
  on: {
    'account.changed': {
      target: '.checking',
      reenter: true,
      actions: assign({ accountId: ({ event }) => event.accountId, providerIds: [] }),
    },
    // A stream that opens (or says changes were missed) may follow changes made before it: check once more.
    'live.up': { target: '.checking', reenter: true, actions: 'streamUp' },
    'live.down': { actions: 'streamDown' },
  },
  states: {
    checking: {
      // The answer on its way may have been read before this change: ask again.
      on: { 'live.changed': { guard: 'networksChanged', target: 'checking', reenter: true } },
      invoke: {
        id: 'checkAutoDisconnect',
        src: 'checkAutoDisconnect',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'checked',
          actions: assign({ providerIds: ({ event }) => [...new Set(event.output)] }),
        },
        onError: {
          target: 'checked',
          actions: { type: 'logCheckFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checked: {
      always: [{ guard: 'streamIsUp', target: 'listening' }, { target: 'waiting' }],
    },
    waiting: {
      description: 'Shows the providers of the last check; checks again after 60 s or when asked.',
      after: { autoDisconnectPoll: 'checking' },
      on: { 'check.requested': 'checking' },
    },
    listening: {
      description:
        'The stream of changes is up: shows the providers of the last check; checks again when the account’s networks change or when asked.',
      on: {
        'check.requested': 'checking',
        'live.changed': { guard: 'networksChanged', target: 'checking' },
        'live.down': { target: 'waiting', actions: 'streamDown' },
      },
    },
  },
});

/** The providers the banner shows. */
export function disconnectedProviders(snapshot: {
  context: AutoDisconnectContext;
}): readonly SocialProviderId[] {
  return snapshot.context.providerIds;
}
