/**
 * Partner networking (spec 1, 2.6, 5, 7.1, 8): opening the partner network from the Networking page.
 *
 * - Networking authentication needs `circleNetworkActivated` true in browser storage or a partnerId above 0
 *   (guard `hasNetworkAccess`); with it, opening signs in at once. Without it, the partner networking modal opens
 *   (what the membership is); joining leads to the consent modal.
 * - Consent: Activate needs the consent box ticked (guard `consentGiven`) and is disabled while processing (tag
 *   `processing`).
 * - Signing in: without user details, an e-mail, or a name and id, it stops with spec 8's message before any call
 *   ('User details not found. Please login again.', 'Email is required', 'User details are required'). Otherwise
 *   `partnerSignIn` (POST /partnerAuth/partnerSignIn) answers the partner's URL: it opens in a new tab, the flag is
 *   stored and 'Successfully connected to Circle Network!' shows. A failure shows 'Invalid response from server'
 *   (no usable URL), the network message, the server's text or the fallback 'Failed to connect to Circle Network.
 *   Please try again.'
 */
import { assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import {
  hasNetworkAccess,
  isSafePartnerUrl,
  networkingMessages,
  partnerSignInFailureMessage,
  partnerUserData,
  type PartnerSignInOutcome,
  type PartnerUserData,
  type PartnerUserSource,
} from '../src/domain/networking.ts';

export interface NetworkingInput {
  /** `circleNetworkActivated` from browser storage. */
  activated: boolean;
  partnerId: number | null;
  /** The user details (cookie); null when missing. */
  user: PartnerUserSource | null;
}

export interface NetworkingContext extends NetworkingInput {
  consent: boolean;
  /** The partner's sign-in URL, once connected. */
  url: string | null;
  error: string | null;
}

export type { PartnerSignInOutcome };

export type NetworkingEvent =
  | { type: 'networking.opened' }
  | { type: 'networking.dismissed' }
  | { type: 'partner.joinChosen' }
  | { type: 'consent.changed'; checked: boolean }
  | { type: 'consent.activated' }
  | { type: 'networking.retried' }
  | { type: 'user.changed'; user: PartnerUserSource | null; partnerId: number | null };

export const networkingMachine = setup({
  types: {
    context: {} as NetworkingContext,
    events: {} as NetworkingEvent,
    tags: {} as 'connected' | 'consentModal' | 'failed' | 'partnerModal' | 'processing',
    input: {} as NetworkingInput,
  },
  actors: {
    /** POST /partnerAuth/partnerSignIn {userData, partnerName}; never rejects (failures are outcomes). */
    partnerSignIn: provided<PartnerSignInOutcome, { userData: PartnerUserData }>('partnerSignIn'),
  },
  actions: {
    showToast: (_, _params: { tone: 'success' | 'error'; title: string }) => {},
    /** Opens the partner's URL in a new tab. */
    openPartnerTab: (_, _params: { url: string }) => {},
    /** Stores `circleNetworkActivated` true in browser storage. */
    storeActivated: () => {},
    assignConsent: assign({
      consent: ({ event }) => {
        assertEvent(event, 'consent.changed');
        return event.checked;
      },
    }),
    assignUser: assign(({ event }) => {
      assertEvent(event, 'user.changed');
      return { user: event.user, partnerId: event.partnerId };
    }),
    connected: assign((_, params: { url: string }) => ({ url: params.url, activated: true, error: null })),
    failed: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
    resetConsent: assign({ consent: false }),
  },
  guards: {
    hasNetworkAccess: ({ context }) =>
      hasNetworkAccess({ activated: context.activated, partnerId: context.partnerId }),
    consentGiven: ({ context }) => context.consent,
    hasUserData: ({ context }) => partnerUserData(context.user).ok,
    returnedSafeUrl: (_, params: { outcome: PartnerSignInOutcome }) =>
      params.outcome.ok &&
      typeof params.outcome.partnerSignInUrl === 'string' &&
      isSafePartnerUrl(params.outcome.partnerSignInUrl),
  },
}).createMachine({
  id: 'networking',
  context: ({ input }) => ({ ...input, consent: false, url: null, error: null }),
  initial: 'idle',
  on: { 'user.changed': { actions: 'assignUser' } },
  states: {
    idle: {
      on: {
        'networking.opened': [{ guard: 'hasNetworkAccess', target: 'signingIn' }, { target: 'partnerModal' }],
      },
    },
    partnerModal: {
      description: 'The partner networking modal: what the membership offers, with Join.',
      tags: ['partnerModal'],
      on: {
        'partner.joinChosen': 'consent',
        'networking.dismissed': 'idle',
      },
    },
    consent: {
      description: 'The consent modal: Activate needs the consent box ticked (unticked each time it opens).',
      tags: ['consentModal'],
      entry: 'resetConsent',
      on: {
        'consent.changed': { actions: 'assignConsent' },
        'consent.activated': { guard: 'consentGiven', target: 'signingIn' },
        'networking.dismissed': 'idle',
      },
    },
    signingIn: {
      tags: ['processing'],
      entry: 'clearError',
      initial: 'checkingDetails',
      states: {
        checkingDetails: {
          always: [
            { guard: 'hasUserData', target: 'requesting' },
            {
              target: '#networking.failed',
              actions: [
                {
                  type: 'failed',
                  params: ({ context }) => {
                    const result = partnerUserData(context.user);
                    return { message: result.ok ? networkingMessages.fallback : result.message };
                  },
                },
                {
                  type: 'showToast',
                  params: ({ context }) => {
                    const result = partnerUserData(context.user);
                    return { tone: 'error', title: result.ok ? networkingMessages.fallback : result.message };
                  },
                },
              ],
            },
          ],
        },
        requesting: {
          invoke: {
            id: 'partnerSignIn',
            src: 'partnerSignIn',
            input: ({ context }) => {
              const result = partnerUserData(context.user);
              if (!result.ok) throw new Error(result.message);
              return { userData: result.userData };
            },
            onDone: [
              {
                guard: { type: 'returnedSafeUrl', params: ({ event }) => ({ outcome: event.output }) },
                target: '#networking.connected',
                actions: [
                  {
                    type: 'connected',
                    params: ({ event }) => ({ url: partnerUrlOf(event.output) }),
                  },
                  'storeActivated',
                  { type: 'openPartnerTab', params: ({ event }) => ({ url: partnerUrlOf(event.output) }) },
                  { type: 'showToast', params: { tone: 'success', title: networkingMessages.success } },
                ],
              },
              {
                target: '#networking.failed',
                actions: [
                  {
                    type: 'failed',
                    params: ({ event }) => ({ message: failureMessageOf(event.output) }),
                  },
                  {
                    type: 'showToast',
                    params: ({ event }) => ({ tone: 'error', title: failureMessageOf(event.output) }),
                  },
                ],
              },
            ],
            onError: {
              target: '#networking.failed',
              actions: [
                { type: 'failed', params: { message: networkingMessages.fallback } },
                { type: 'showToast', params: { tone: 'error', title: networkingMessages.fallback } },
              ],
            },
          },
        },
      },
    },
    connected: {
      description: "Signed in: the partner's page opened in a new tab; opening again signs in again.",
      tags: ['connected'],
      on: {
        'networking.opened': 'signingIn',
        'networking.dismissed': 'idle',
      },
    },
    failed: {
      description: "The sign-in failed: spec 8's message shows, with Try again.",
      tags: ['failed'],
      on: {
        'networking.retried': 'signingIn',
        'networking.dismissed': 'idle',
      },
    },
  },
});

function partnerUrlOf(outcome: PartnerSignInOutcome): string {
  return outcome.ok && typeof outcome.partnerSignInUrl === 'string' ? outcome.partnerSignInUrl : '';
}

function failureMessageOf(outcome: PartnerSignInOutcome): string {
  return outcome.ok
    ? partnerSignInFailureMessage({ kind: 'invalidResponse' })
    : partnerSignInFailureMessage(outcome.failure);
}
