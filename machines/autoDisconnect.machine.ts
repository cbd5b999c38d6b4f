/**
 * The auto-disconnect watch of the default layout (spec 4.9, 8): asks `checkAutoDisconnect` (POST /auth/checkautodc
 * {account_id}) when it starts, when the account changes, when asked (the user moved to another page) and every
 * `autoDisconnectPoll` (60 s). The providers it answers are shown as the banner, one line each. A failed check keeps
 * what was shown and is only logged (spec 8: failed loads are only logged); the next poll tries again.
 */
import { assign, setup } from 'xstate';
import { provided } from './provided.ts';
import type { SocialProviderId } from '../src/domain/posts.ts';
import { AUTO_DISCONNECT_POLL_MS } from '../src/domain/social.ts';

export interface AutoDisconnectInput {
  /** The selected account (0 if none: the server then answers for every account of the user). */
  accountId: number;
}

export interface AutoDisconnectContext {
  accountId: number;
  providerIds: readonly SocialProviderId[];
}

export type AutoDisconnectEvent =
  { type: 'account.changed'; accountId: number } | { type: 'check.requested' };

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
  },
  delays: {
    autoDisconnectPoll: AUTO_DISCONNECT_POLL_MS,
  },
}).createMachine({
  id: 'autoDisconnect',
  context: ({ input }) => ({ accountId: input.accountId, providerIds: [] }),
  initial: 'checking',
  on: {
    'account.changed': {
      target: '.checking',
      reenter: true,
      actions: assign({ accountId: ({ event }) => event.accountId, providerIds: [] }),
    },
  },
  states: {
    checking: {
      invoke: {
        id: 'checkAutoDisconnect',
        src: 'checkAutoDisconnect',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'waiting',
          actions: assign({ providerIds: ({ event }) => [...new Set(event.output)] }),
        },
        onError: {
          target: 'waiting',
          actions: { type: 'logCheckFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    waiting: {
      description: 'Shows the providers of the last check; checks again after 60 s or when asked.',
      after: { autoDisconnectPoll: 'checking' },
      on: { 'check.requested': 'checking' },
    },
  },
});

/** The providers the banner shows. */
export function disconnectedProviders(snapshot: {
  context: AutoDisconnectContext;
}): readonly SocialProviderId[] {
  return snapshot.context.providerIds;
}
