/**
 * The social account cards (spec 2.3, 2.6, 3, 7.4, 8) on /social_accounts and /userSetting#social_media_accounts.
 *
 * - `loading`: `loadLinks` (POST /auth/sociallinkstatus {account_id}); a failure shows the load error with a retry.
 * - `ready`: one card per network: connected (page name), not connected, or disconnected by the network.
 *   Connect and Reconnect start `startConnect` (POST /sociallink {account_id, provider_Id, from}): a consent URL
 *   sends the browser there (`navigate`); a message instead ('Account Already connected.', code 300) is shown as an
 *   alert, like a failed call's text ('User Does not Exist.').
 * - Disconnect asks first (`confirming`), then `disconnect` (POST /auth/disconnectSocial) answers the new links.
 * - A changed account reloads the links.
 */
import { assign, setup } from 'xstate';
import { provided } from './provided.ts';
import type { SocialProviderId } from '../src/domain/posts.ts';
import { socialTexts, type ConnectOutcome, type SocialLink } from '../src/domain/social.ts';

export type SocialConnectFrom = 'socialAuth' | 'settings';

export interface SocialAccountsInput {
  accountId: number;
  /** Where the browser comes back after the network's consent page. */
  from: SocialConnectFrom;
}

export type { ConnectOutcome };

export interface SocialAccountsContext {
  accountId: number;
  from: SocialConnectFrom;
  links: readonly SocialLink[];
  /** The network being connected or disconnected, or awaiting the confirmation. */
  providerId: SocialProviderId | null;
  alert: string | null;
}

export type SocialAccountsEvent =
  | { type: 'connect.requested'; providerId: SocialProviderId }
  | { type: 'disconnect.requested'; providerId: SocialProviderId }
  | { type: 'disconnect.confirmed' }
  | { type: 'disconnect.cancelled' }
  | { type: 'alert.dismissed' }
  | { type: 'reload.requested' }
  | { type: 'account.changed'; accountId: number };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message !== '' ? error.message : fallback;

export const socialAccountsMachine = setup({
  types: {
    context: {} as SocialAccountsContext,
    events: {} as SocialAccountsEvent,
    tags: {} as 'busy' | 'confirming',
    input: {} as SocialAccountsInput,
  },
  actors: {
    loadLinks: provided<readonly SocialLink[], { accountId: number }>('loadLinks'),
    startConnect: provided<
      ConnectOutcome,
      { accountId: number; providerId: SocialProviderId; from: SocialConnectFrom }
    >('startConnect'),
    disconnect: provided<readonly SocialLink[], { accountId: number; providerId: SocialProviderId }>(
      'disconnect',
    ),
  },
  actions: {
    /** Sends the browser to the network's consent page. */
    navigate: (_, _params: { url: string }) => {},
  },
  guards: {
    isRedirect: (_, params: { outcome: ConnectOutcome }) => params.outcome.kind === 'redirect',
  },
}).createMachine({
  id: 'socialAccounts',
  context: ({ input }) => ({
    accountId: input.accountId,
    from: input.from,
    links: [],
    providerId: null,
    alert: null,
  }),
  initial: 'loading',
  on: {
    'account.changed': {
      target: '.loading',
      reenter: true,
      actions: assign({
        accountId: ({ event }) => event.accountId,
        links: [],
        providerId: null,
        alert: null,
      }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLinks',
        src: 'loadLinks',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: { target: 'ready', actions: assign({ links: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ alert: ({ event }) => messageOf(event.error, socialTexts.loadFailed) }),
        },
      },
    },
    failed: {
      on: { 'reload.requested': { target: 'loading', actions: assign({ alert: null }) } },
    },
    ready: {
      on: {
        'connect.requested': {
          target: 'connecting',
          actions: assign({ providerId: ({ event }) => event.providerId, alert: null }),
        },
        'disconnect.requested': {
          target: 'confirming',
          actions: assign({ providerId: ({ event }) => event.providerId, alert: null }),
        },
        'alert.dismissed': { actions: assign({ alert: null }) },
      },
    },
    connecting: {
      tags: ['busy'],
      invoke: {
        id: 'startConnect',
        src: 'startConnect',
        input: ({ context }) => ({
          accountId: context.accountId,
          providerId: context.providerId!,
          from: context.from,
        }),
        onDone: [
          {
            guard: { type: 'isRedirect', params: ({ event }) => ({ outcome: event.output }) },
            target: 'redirecting',
            actions: {
              type: 'navigate',
              params: ({ event }) => ({ url: event.output.kind === 'redirect' ? event.output.url : '' }),
            },
          },
          {
            // The network answered with a message ('Account Already connected.'): the cards may be out of date, so
            // they load again under the message.
            target: 'loading',
            actions: assign({
              providerId: null,
              alert: ({ event }) => (event.output.kind === 'message' ? event.output.message : null),
            }),
          },
        ],
        onError: {
          target: 'ready',
          actions: assign({
            providerId: null,
            alert: ({ event }) => messageOf(event.error, socialTexts.connectFailed),
          }),
        },
      },
    },
    redirecting: {
      description: "On the way to the network's consent page.",
      tags: ['busy'],
    },
    confirming: {
      description: 'Asks before disconnecting.',
      tags: ['confirming'],
      on: {
        'disconnect.confirmed': 'disconnecting',
        'disconnect.cancelled': { target: 'ready', actions: assign({ providerId: null }) },
      },
    },
    disconnecting: {
      tags: ['busy', 'confirming'],
      invoke: {
        id: 'disconnect',
        src: 'disconnect',
        input: ({ context }) => ({ accountId: context.accountId, providerId: context.providerId! }),
        onDone: {
          target: 'ready',
          actions: assign({ links: ({ event }) => event.output, providerId: null }),
        },
        onError: {
          // 'User Does not Exist.' and the like: the link changed elsewhere, so the cards load again under the message.
          target: 'loading',
          actions: assign({
            providerId: null,
            alert: ({ event }) => messageOf(event.error, socialTexts.disconnectFailed),
          }),
        },
      },
    },
  },
});
