/**
 * Subscription and paywall (spec 2.5, 2.6, 4.4, 6, 7.3, 8).
 *
 * Once logged in, and again on every account change or `paywall.recheck` (after a card update or a plan change):
 * - `loadingStatus` (tag `loadingStatus`): `loadBillingStatus` = GET /auth/getSubscriptions (data[0] is the
 *   subscription) with the current account's roleType and isInvited (POST /auth/getaccountdetails). The route guard
 *   waits on this tag for a roleType-5 user (spec 6). A failure is only logged (spec 8): the status stays unknown,
 *   so the billing-owner redirects are skipped rather than guessed.
 * - `checking`: `checkPaywall` = POST /auth/chkPayWall {account_id}. The answer and the subscription status decide
 *   what shows (domain `paywallView`): code 1 the red top bar (`bar`), 2 and 2.2 the paywall popup (`popup`), 3 an
 *   alert (`alert`); else nothing, unless the subscription is past_due or canceled, which open the popup too.
 *   A failed check is only logged.
 * - `bar`: 'Update credit card' (`paywall.updateCard`) opens the account's billing page with its card-update
 *   popup (`/{accountId}/billing?updateCard=1`).
 * - `popup`: 'Reactivate subscription' (`paywall.reactivate`, cancelled subscription) opens plan selection in
 *   reactivating mode (`/plan?reactivate=1`) and closes the popup; 'Update payment method' (`paywall.updatePayment`,
 *   past_due) loads GET /auth/paddleManagementUrl and sends the browser to `response.updatePaymentMethod`
 *   (`goToUpdatePayment`); a failed or empty answer is only logged and the popup stays.
 * - `alert`: closed with `paywall.alertClosed`.
 * A user logged in without any account has nothing to check until an account is chosen.
 *
 * Every side effect is a named actor or action; the app supplies them with `.provide()`.
 */
import { assertEvent, assign, setup } from 'xstate';
import { failure, loggedFailure, provided } from './provided.ts';
import {
  NO_PAYWALL,
  currentSubscription,
  paywallView,
  subscriptionStatus,
  type PaywallCheck,
  type PaywallView,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from '../src/domain/subscription.ts';

/** What `loadBillingStatus` answers: the subscriptions and the current account's billing-owner facts. */
export interface BillingStatus {
  subscriptions: SubscriptionRecord[];
  /** roleType of the current account (spec 6: 5 is a billing owner), null when unknown. */
  roleType: number | null;
  /** isInvited 1 of the current account. */
  isInvited: boolean;
}

/** The answer of GET /auth/paddleManagementUrl that matters here. */
export interface ManagementUrls {
  updatePaymentMethod: string | null;
}

export interface PaywallContext {
  accountId: number | null;
  /** Null until loaded (and when the load failed). */
  billing: BillingStatus | null;
  view: PaywallView;
}

export type PaywallEvent =
  | { type: 'session.loggedIn'; accountId: number | null }
  | { type: 'session.accountChanged'; accountId: number }
  | { type: 'session.loggedOut' }
  /** Check again (after a card update or a plan change). */
  | { type: 'paywall.recheck' }
  | { type: 'paywall.updateCard' }
  | { type: 'paywall.reactivate' }
  | { type: 'paywall.updatePayment' }
  | { type: 'paywall.alertClosed' };

export interface AccountInput {
  accountId: number;
}

/** The subscription status of the loaded billing facts (null: none or unknown). */
export function statusOf(context: Pick<PaywallContext, 'billing'>): SubscriptionStatus | null {
  return subscriptionStatus(currentSubscription(context.billing?.subscriptions));
}

export const paywallMachine = setup({
  types: {
    context: {} as PaywallContext,
    events: {} as PaywallEvent,
    tags: {} as 'alert' | 'bar' | 'busy' | 'loadingStatus' | 'popup',
  },
  actors: {
    /** GET /auth/getSubscriptions and the account's roleType/isInvited. Placeholder: the app provides the calls. */
    loadBillingStatus: provided<BillingStatus, AccountInput>('loadBillingStatus'),
    /** POST /auth/chkPayWall {account_id}. Placeholder: the app provides the real call. */
    checkPaywall: provided<PaywallCheck, AccountInput>('checkPaywall'),
    /** GET /auth/paddleManagementUrl. Placeholder: the app provides the real call. */
    loadManagementUrls: provided<ManagementUrls>('loadManagementUrls'),
  },
  actions: {
    /** Failed loads are only logged (spec 8). */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    /** Navigates to the billing page with its card-update popup: `/{accountId}/billing?updateCard=1`. */
    openCardUpdate: (_, _params: { accountId: number | null }) => {},
    /** Navigates to plan selection in reactivating mode: `/plan?reactivate=1`. */
    openPlanSelection: () => {},
    /** Sends the browser to the payment provider's update-payment page (window.location). */
    goToUpdatePayment: (_, _params: { url: string }) => {},
    rememberAccount: assign((_, params: { accountId: number | null }) => ({
      accountId: params.accountId,
      billing: null,
      view: NO_PAYWALL,
    })),
    forget: assign({ accountId: null, billing: null, view: NO_PAYWALL }),
    rememberBilling: assign((_, params: { billing: BillingStatus }) => ({ billing: params.billing })),
    rememberView: assign(({ context }, params: { check: PaywallCheck | null }) => ({
      view: paywallView(params.check, statusOf(context)),
    })),
    hide: assign({ view: NO_PAYWALL }),
  },
  guards: {
    hasAccount: ({ event }) => {
      assertEvent(event, 'session.loggedIn');
      return event.accountId !== null;
    },
    showsBar: ({ context }) => context.view.surface === 'bar',
    showsPopup: ({ context }) => context.view.surface === 'popup',
    showsAlert: ({ context }) => context.view.surface === 'alert',
    offersReactivation: ({ context }) =>
      context.view.surface === 'popup' && context.view.action === 'reactivate',
    offersPaymentUpdate: ({ context }) =>
      context.view.surface === 'popup' && context.view.action === 'updatePayment',
    hasUpdateUrl: (_, params: { output: ManagementUrls }) =>
      typeof params.output.updatePaymentMethod === 'string' && params.output.updatePaymentMethod !== '',
  },
}).createMachine({
  id: 'paywall',
  context: { accountId: null, billing: null, view: NO_PAYWALL },
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: {
        'session.loggedIn': [
          {
            guard: 'hasAccount',
            target: 'signedIn',
            actions: { type: 'rememberAccount', params: ({ event }) => ({ accountId: event.accountId }) },
          },
          { target: 'withoutAccount', actions: 'forget' },
        ],
      },
    },
    withoutAccount: {
      description: 'Logged in without any account: nothing to check until one is chosen.',
      on: {
        'session.accountChanged': {
          target: 'signedIn',
          actions: { type: 'rememberAccount', params: ({ event }) => ({ accountId: event.accountId }) },
        },
        'session.loggedOut': 'loggedOut',
      },
    },
    signedIn: {
      initial: 'loadingStatus',
      on: {
        'session.loggedOut': { target: 'loggedOut', actions: 'forget' },
        'session.accountChanged': {
          target: 'signedIn',
          reenter: true,
          actions: { type: 'rememberAccount', params: ({ event }) => ({ accountId: event.accountId }) },
        },
        'paywall.recheck': {
          description: 'After a card update or a plan change: the same account, checked again.',
          target: 'signedIn',
          reenter: true,
        },
      },
      states: {
        loadingStatus: {
          description:
            'GET /auth/getSubscriptions with the account roleType/isInvited; the route guard waits here for a billing owner.',
          tags: ['loadingStatus'],
          invoke: {
            id: 'loadBillingStatus',
            src: 'loadBillingStatus',
            input: ({ context }) => ({ accountId: context.accountId ?? 0 }),
            onDone: {
              target: 'checking',
              actions: { type: 'rememberBilling', params: ({ event }) => ({ billing: event.output }) },
            },
            onError: loggedFailure('checking', 'subscription'),
          },
        },
        checking: {
          description: 'POST /auth/chkPayWall {account_id}.',
          invoke: {
            id: 'checkPaywall',
            src: 'checkPaywall',
            input: ({ context }) => ({ accountId: context.accountId ?? 0 }),
            onDone: {
              target: 'deciding',
              actions: { type: 'rememberView', params: ({ event }) => ({ check: event.output }) },
            },
            onError: {
              target: 'deciding',
              actions: [
                { type: 'logFailure', params: failure('paywall check') },
                { type: 'rememberView', params: { check: null } },
              ],
            },
          },
        },
        deciding: {
          always: [
            { guard: 'showsBar', target: 'bar' },
            { guard: 'showsPopup', target: 'popup' },
            { guard: 'showsAlert', target: 'alert' },
            { target: 'clear' },
          ],
        },
        clear: {
          description: 'Nothing to show (active subscription, or nothing the check objects to).',
        },
        bar: {
          description: "Code 1: the red top bar with the server's message and 'Update credit card'.",
          tags: ['bar'],
          on: {
            'paywall.updateCard': {
              actions: {
                type: 'openCardUpdate',
                params: ({ context }) => ({ accountId: context.accountId }),
              },
            },
          },
        },
        popup: {
          description: 'Codes 2 and 2.2, or a past_due / canceled subscription: the paywall popup.',
          tags: ['popup'],
          initial: 'open',
          states: {
            open: {
              on: {
                'paywall.reactivate': {
                  guard: 'offersReactivation',
                  target: '#paywall.signedIn.dismissed',
                  actions: ['openPlanSelection', 'hide'],
                },
                'paywall.updatePayment': { guard: 'offersPaymentUpdate', target: 'openingPaymentPage' },
              },
            },
            openingPaymentPage: {
              description:
                'GET /auth/paddleManagementUrl, then the browser goes to response.updatePaymentMethod.',
              tags: ['busy'],
              invoke: {
                id: 'loadManagementUrls',
                src: 'loadManagementUrls',
                onDone: [
                  {
                    guard: { type: 'hasUpdateUrl', params: ({ event }) => ({ output: event.output }) },
                    target: 'leaving',
                    actions: {
                      type: 'goToUpdatePayment',
                      params: ({ event }) => ({ url: event.output.updatePaymentMethod ?? '' }),
                    },
                  },
                  {
                    target: 'open',
                    actions: {
                      type: 'logFailure',
                      params: { what: 'update-payment URL', error: new Error('no updatePaymentMethod') },
                    },
                  },
                ],
                onError: loggedFailure('open', 'update-payment URL'),
              },
            },
            leaving: {
              description: "The browser is on its way to the provider's update-payment page.",
              tags: ['busy'],
            },
          },
        },
        alert: {
          description: "Code 3: an alert with the server's message.",
          tags: ['alert'],
          on: { 'paywall.alertClosed': { target: 'dismissed', actions: 'hide' } },
        },
        dismissed: {
          description: 'The popup or alert was dealt with; shown again on the next check.',
        },
      },
    },
  },
});
