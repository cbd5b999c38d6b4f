/**
 * Every machine of the app, with what the model-based tests, the generated charts (docs/statecharts) and the
 * statechart viewer need to know about it. Adding a machine is adding one entry to `catalogue`.
 */
import type { AnyEventObject, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { authMachine, authSamples } from './auth.machine.ts';
import {
  accountSwitchMachine,
  chosenTypeLacksFlow,
  creationFormFacts,
  landingIsMissing,
} from './accountSwitch.machine.ts';
import { betaToggleMachine } from './betaToggle.machine.ts';
import { CreateAccountError } from '../src/domain/accounts.ts';
import { profileMenuMachine } from './profileMenu.machine.ts';
import { presenceMachine } from './presence.machine.ts';
import { mfaMachine } from './mfa.machine.ts';
import { toasterMachine } from './toaster.machine.ts';
import { planPickerMachine } from './planPicker.machine.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { hasLiveSubscription } from '../src/domain/plans.ts';
import { cardFormMachine } from './cardForm.machine.ts';
import { unmetRequirements } from '../src/domain/card.ts';
import { paywallMachine, statusOf as paywallStatusOf } from './paywall.machine.ts';
import { chatMachine, currentDraft } from './chat.machine.ts';
import { bellsMachine } from './bells.machine.ts';
import { bookCallMachine } from './bookCall.machine.ts';
import { networkingMachine } from './networking.machine.ts';
import { isSendable, type ChatConversation } from '../src/domain/chat.ts';
import { networkingMessages } from '../src/domain/networking.ts';
import { plannerMachine } from './planner.machine.ts';
import { draftProblem, postNeedsApproval } from '../src/domain/calendar.ts';
import type { Post } from '../src/domain/posts.ts';
import { socialAccountsMachine } from './socialAccounts.machine.ts';
import { autoDisconnectMachine } from './autoDisconnect.machine.ts';
import { feedScheduleMachine } from './feedSchedule.machine.ts';
import { FEED_SCHEDULE_MAX_SLOTS, hasSlot, sameSchedule } from '../src/domain/feedSchedule.ts';

export interface CatalogueEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id (`machine.id`); also the chart's file name. */
  id: string;
  title: string;
  /** One line: what the machine is for. */
  purpose: string;
  machine: TMachine;
  /**
   * Inputs to start the machine with; graph traversal starts once from each (a guard that reads the input, like
   * "starts offline", needs one input per branch). The first one is the default (viewer). Omit when no input.
   */
  inputs?: readonly InputFrom<TMachine>[];
  /**
   * Events to try from `snapshot`, with sample payloads. The harness tries every event the active states accept:
   * an accepted event missing here is tried as `{ type }`, and the events that actors and delays produce
   * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`) are added with
   * default payloads unless given here.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => readonly AnyEventObject[];
  /**
   * What guards read, besides the state value: two snapshots that differ only elsewhere (counters, growing lists)
   * are the same vertex of the graph, which keeps traversal finite. Default: nothing.
   */
  guardState?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Also walk simple paths (every loop-free path). Default true; the harness skips them on big graphs anyway. */
  simplePaths?: boolean;
  /**
   * Try only the plain events `events` returns for a snapshot (actor and delay events are still added). For
   * machines with parallel regions, where trying every accepted event in every combination of regions makes the
   * graph too big to walk: `events` then says which user events make sense from where (a user searches before
   * picking a result, for example). Default false.
   */
  onlyListedEvents?: boolean;
}

/** Keeps each entry's own machine types for its functions, then widens it for the list. */
function entry<TMachine extends AnyStateMachine>(definition: CatalogueEntry<TMachine>): CatalogueEntry {
  return definition;
}

export const catalogue: readonly CatalogueEntry[] = [
  entry({
    id: 'presence',
    title: 'Presence and network',
    purpose:
      'Marks the user online on load and offline before unload, and shows the offline banner and the offline/online toasts.',
    machine: presenceMachine,
    inputs: [{ online: true }, { online: false }],
    events: () => [
      { type: 'network.offline' },
      { type: 'network.online' },
      { type: 'session.loggedIn' },
      { type: 'session.loggedOut' },
      { type: 'page.unloading' },
      { type: 'page.restored' },
      { type: 'xstate.done.actor.markOnline', output: undefined },
      {
        type: 'xstate.error.actor.markOnline',
        error: new Error('Network error: unable to reach the server.'),
      },
    ],
    guardState: (snapshot) => ({ startedOnline: snapshot.context.startedOnline }),
  }),
  entry({
    id: 'toaster',
    title: 'Toasts',
    purpose: 'Shows toasts bottom-right, newest on top, at most 20, each hidden after 5 s or when dismissed.',
    machine: toasterMachine,
    events: (snapshot) => {
      const { toasts } = snapshot.context;
      const newest = toasts[0];
      const oldest = toasts[toasts.length - 1];
      return [
        { type: 'toast.show', tone: 'error', title: 'A title that is longer than thirty-two characters' },
        ...(newest ? [{ type: 'toast.dismiss', id: newest.id }] : []),
        ...(oldest ? [{ type: 'toast.expired', id: oldest.id }] : []),
      ];
    },
    // Guards read how many toasts are shown (full list, last toast), not which.
    guardState: (snapshot) => snapshot.context.toasts.length,
    // 21 list lengths make too many loop-free paths; shortest paths already reach every transition.
    simplePaths: false,
  }),
  entry({
    id: 'auth',
    title: 'Authentication',
    purpose:
      'Checks the session, logs in or registers (a mailed link finishes the registration), routes after login (account details, impersonation, kept path), posts the last login and logs out.',
    machine: authMachine,
    inputs: [
      { hasSession: true, social: false, signals: authSamples.noSignals },
      { hasSession: false, social: false, signals: authSamples.noSignals },
      { hasSession: true, social: true, signals: authSamples.impersonationSignals },
    ],
    events: () => [
      {
        type: 'login.submit',
        username: 'owner@demo.test',
        password: 'demo1234',
        signals: authSamples.noSignals,
      },
      {
        type: 'login.submit',
        username: 'owner@demo.test',
        password: 'demo1234',
        signals: authSamples.impersonationSignals,
      },
      {
        type: 'register.submit',
        registration: {
          first_name: 'Nia',
          last_name: 'New',
          email: 'nia@demo.test',
          password: 'long-enough',
        },
        signals: authSamples.noSignals,
      },
      { type: 'registration.confirm', token: authSamples.confirmToken, signals: authSamples.noSignals },
      { type: 'xstate.done.actor.register', output: authSamples.registrationSent },
      { type: 'logout.requested' },
      { type: 'session.accountChanged', accountId: 13, accountRole: 3 },
      { type: 'session.reauthenticated' },
      { type: 'xstate.done.actor.checkSession', output: null },
      { type: 'xstate.done.actor.checkSession', output: authSamples.checked },
      { type: 'xstate.done.actor.checkSession', output: { ...authSamples.checked, accountId: null } },
      { type: 'xstate.error.actor.checkSession', error: authSamples.networkError },
      { type: 'xstate.error.actor.checkSession', error: new Error('Request failed with status 500') },
      { type: 'xstate.done.actor.fetchCurrentUser', output: null },
      { type: 'xstate.done.actor.fetchCurrentUser', output: authSamples.user },
      { type: 'xstate.done.actor.fetchCurrentUser', output: { ...authSamples.user, accountId: null } },
      {
        type: 'xstate.done.actor.fetchCurrentUser',
        output: { ...authSamples.user, impersonator: { first_name: 'Sam' } },
      },
      { type: 'xstate.done.actor.fetchAccountDetails', output: null },
      {
        type: 'xstate.done.actor.fetchAccountDetails',
        output: authSamples.details,
      },
    ],
    // Guards read: the session cookie at start, the retry flag, the impersonation cookie and flag, the account.
    guardState: (snapshot) => ({
      hasSession: snapshot.context.hasSession,
      checkRetried: snapshot.context.checkRetried,
      impersonationLogin: snapshot.context.signals.impersonationLogin,
      impersonating: snapshot.context.impersonating,
      hasAccount: snapshot.context.accountId !== null,
    }),
  }),
  entry({
    id: 'accountSwitch',
    title: 'Account switching',
    purpose:
      'Lists the accounts, switches to another one (landing account, details, fade, onboarding flow, landing page) and creates accounts.',
    machine: accountSwitchMachine,
    inputs: [{ currentAccountId: 1, currentAccountRole: 1 }],
    events: () => {
      const acme = { id: 1, accountName: 'Acme Bakery', account_role: 1, landing_url: '/contentplanner' };
      const northwind = {
        id: 2,
        accountName: 'Northwind Studio',
        account_role: 1,
        landing_url: '/dashboard',
      };
      const created = {
        id: 7,
        accountName: 'Zed Studio',
        account_role: 1,
        landing_url: '/subjects_services',
      };
      const typed = (account: typeof acme) => ({ ...account, Onboarding_type_id: 6 });
      return [
        { type: 'account.chosen', account: typed(acme) },
        { type: 'account.chosen', account: typed(northwind) },
        { type: 'accountSearch.changed', query: 'north' },
        { type: 'accountCreation.companyChanged', companyName: 'Zed Studio' },
        { type: 'accountCreation.typeChosen', typeId: 6 },
        { type: 'accountCreation.typeChosen', typeId: 9 },
        { type: 'accountCreation.planChosen', planId: 11 },
        { type: 'xstate.done.actor.loadAccounts', output: [typed(acme), typed(northwind)] },
        { type: 'xstate.done.actor.setLandingAccount', output: undefined },
        {
          type: 'xstate.done.actor.loadAccountDetails',
          output: { accountId: 2, account_role: 1, landing_url: '/dashboard', Onboarding_type_id: null },
        },
        {
          type: 'xstate.done.actor.loadAccountDetails',
          output: { accountId: 2, account_role: 1, landing_url: '', Onboarding_type_id: 6 },
        },
        {
          type: 'xstate.done.actor.loadOnboardingFlow',
          output: { id: 6, onboarding_flow: '[{"url":"/subjects_services"}]' },
        },
        {
          type: 'xstate.done.actor.loadOnboardingTypes',
          output: [
            { id: 6, name: 'Business', onboarding_flow: '[{"url":"/subjects_services"}]' },
            { id: 9, name: 'Without flow', onboarding_flow: null },
          ],
        },
        {
          type: 'xstate.done.actor.loadOnboardingPlans',
          output: [
            { id: 10, pricing_id: 10, title: 'Trial', price: 1, symbol: '$', paddlePriceId: 'pri_trial' },
            { id: 11, pricing_id: 11, title: 'Launch', price: 49, symbol: '$', paddlePriceId: 'pri_launch' },
          ],
        },
        { type: 'xstate.done.actor.createAccount', output: typed(created) },
        {
          type: 'xstate.error.actor.createAccount',
          error: new CreateAccountError(500, 'Account already exists'),
        },
        {
          type: 'xstate.error.actor.createAccount',
          error: new CreateAccountError(400, 'pricing_id is required'),
        },
      ];
    },
    // Guards read the current account, the form and the details' landing. The current account is left out of the
    // vertex: every switch starts from Acme (the input), and after a switch the same transitions would only repeat.
    guardState: (snapshot) => ({
      form: snapshot.hasTag('creating')
        ? { ...creationFormFacts(snapshot.context), flowMissing: chosenTypeLacksFlow(snapshot.context) }
        : null,
      landingMissing: snapshot.hasTag('fading') ? landingIsMissing(snapshot.context) : null,
    }),
  }),
  entry({
    id: 'profileMenu',
    title: 'Profile menu',
    purpose:
      'Opens the profile dropdown on hover (desktop) or click (mobile), shows the switch-account panel and closes on Escape or outside click.',
    machine: profileMenuMachine,
    events: () => [
      { type: 'menu.pointerEntered', device: 'desktop' },
      { type: 'menu.pointerEntered', device: 'mobile' },
    ],
  }),
  entry({
    id: 'betaToggle',
    title: 'Beta dashboard toggle',
    purpose:
      'Turns the beta dashboard on after a YES/NO confirmation, off at once, and keeps the flag in browser storage.',
    machine: betaToggleMachine,
    inputs: [{ enabled: false }, { enabled: true }],
    events: () => [],
    guardState: (snapshot) => ({ startedEnabled: snapshot.context.startedEnabled }),
  }),
  entry({
    id: 'mfa',
    title: 'Session-timeout MFA',
    purpose:
      'On a 401 unauthorized access: in the default layout opens the MFA popup (send code, four digit boxes, log in, resend, close), elsewhere logs out.',
    machine: mfaMachine,
    events: (snapshot) => {
      const { digits } = snapshot.context;
      const firstEmpty = digits.findIndex((digit) => digit === '');
      const lastFilled = digits.length - 1 - [...digits].reverse().findIndex((digit) => digit !== '');
      return [
        { type: 'session.timedOut', layout: 'default', userId: 1, accountId: 1 },
        { type: 'session.timedOut', layout: 'onBoard', userId: 1, accountId: 1 },
        { type: 'session.timedOut', layout: 'default', userId: null, accountId: null },
        // Fill the next box, empty the last filled one, paste a whole code, backspace from the last box.
        ...(firstEmpty >= 0 ? [{ type: 'mfa.digitEntered', index: firstEmpty, value: '7' }] : []),
        ...(lastFilled < digits.length ? [{ type: 'mfa.digitEntered', index: lastFilled, value: '' }] : []),
        { type: 'mfa.pasted', text: '1234' },
        { type: 'mfa.backspace', index: digits.length - 1 },
        { type: 'xstate.done.actor.sendCode', output: { code: 200 } },
        { type: 'xstate.done.actor.sendCode', output: { code: 500 } },
        {
          type: 'xstate.error.actor.sendCode',
          error: new Error('Network error: unable to reach the server.'),
        },
        { type: 'xstate.done.actor.verifyCode', output: { code: 200, token: 'fresh-token' } },
        {
          type: 'xstate.done.actor.verifyCode',
          output: { code: 401, token: undefined, message: 'Invalid otp' },
        },
        {
          type: 'xstate.error.actor.verifyCode',
          error: new Error('Network error: unable to reach the server.'),
        },
      ];
    },
    // Guards read how many boxes are filled (Login needs all four), not which digits. The notice kind is added so a
    // resend that works and one that fails (same target state, other actions) are different vertices.
    guardState: (snapshot) => ({
      filled: snapshot.context.digits.filter((digit) => digit !== '').length,
      notice: snapshot.context.notice?.kind ?? null,
    }),
  }),
  entry({
    id: 'cardForm',
    title: 'Billing and card form',
    purpose:
      'Billing info and card fields with the rules of spec 5; saves billing info then the card (billing page) or the card only (card-update popup).',
    machine: cardFormMachine,
    inputs: [
      {
        mode: 'billing',
        userId: 1,
        accountId: 1,
        today: { year: 2026, month: 11 },
        billing: { email: 'owner@demo.test' },
      },
      { mode: 'cardUpdate', userId: 1, accountId: 1, today: { year: 2026, month: 11 } },
    ],
    events: () => [
      { type: 'billing.changed', field: 'name', value: 'Ada Owner' },
      { type: 'card.changed', field: 'name', value: 'Ada Owner' },
      // Values as the fields show them once formatted, so sending one twice changes nothing.
      { type: 'card.changed', field: 'number', value: '4242 4242 4242 4242' },
      { type: 'card.changed', field: 'expiry', value: '12 / 29' },
      { type: 'card.changed', field: 'expiry', value: '01 / 20' },
      { type: 'card.changed', field: 'cvc', value: '123' },
      { type: 'xstate.done.actor.saveBilling', output: { message: '' } },
      { type: 'xstate.done.actor.saveBilling', output: { message: 'Please check your zip code.' } },
      {
        type: 'xstate.error.actor.saveBilling',
        error: new Error('Network error: unable to reach the server.'),
      },
      { type: 'xstate.done.actor.updateCard', output: { code: 1 } },
      { type: 'xstate.done.actor.updateCard', output: { code: 0, message: 'Your card was declined.' } },
      {
        type: 'xstate.error.actor.updateCard',
        error: new Error('Network error: unable to reach the server.'),
      },
    ],
    // Guards read the mode and the save-button rule: which of its requirements are unmet, not the values typed.
    // With the samples above, that set also tells the values apart, so equal vertices behave alike.
    guardState: (snapshot) => ({
      mode: snapshot.context.mode,
      unmet: unmetRequirements(snapshot.context, snapshot.context.today),
    }),
  }),
  entry({
    id: 'planPicker',
    title: 'Plan picker',
    purpose:
      'Loads the plans and the subscription, toggles Monthly/Yearly, changes the plan of a live subscription (then refetches it) or hands over to checkout.',
    machine: planPickerMachine,
    inputs: [
      { accountId: 1, authenticated: true, reactivating: false },
      { accountId: 1, authenticated: true, reactivating: true },
      { accountId: 0, authenticated: false, reactivating: false },
    ],
    events: () => {
      const plan = (id: number, billingPeriod: number) => ({
        id,
        pricing_id: id,
        title: `Plan ${id}`,
        price: 29,
        symbol: '$',
        currencyCode: 'USD',
        billingPeriod,
        paddlePriceId: `pri_${id}`,
      });
      const plans = [plan(11, 3), plan(12, 6)];
      return [
        { type: 'billing.typeChosen', billingType: 'monthly' },
        { type: 'plan.chosen', planId: 11 },
        { type: 'plan.chosen', planId: 12 },
        { type: 'xstate.done.actor.loadPlans', output: { plans, subscription: null } },
        {
          type: 'xstate.done.actor.loadPlans',
          output: { plans, subscription: { sub_id: 'sub_1', status: 'active', pricing_id: 11 } },
        },
        { type: 'xstate.done.actor.changePlan', output: undefined },
        {
          type: 'xstate.done.actor.loadSubscription',
          output: { sub_id: 'sub_1', status: 'active', pricing_id: 12 },
        },
      ];
    },
    // Guards read whether the user is logged in, reactivating, has a live subscription and which plan it is for.
    guardState: (snapshot) => ({
      authenticated: snapshot.context.authenticated,
      reactivating: snapshot.context.reactivating,
      live: hasLiveSubscription(snapshot.context.subscription),
      current: snapshot.context.subscription?.pricing_id ?? null,
      plans: snapshot.context.plans.length,
    }),
  }),
  entry({
    id: 'checkout',
    title: 'Checkout',
    purpose:
      'Loads Paddle or the local checkout sandbox, opens the checkout after 5 s, records the payment, updates the subscription 1 s later and opens the content planner 1 s after that.',
    machine: checkoutMachine,
    inputs: [{ accountId: 1, pricingId: 12, priceId: 'pri_12', email: 'newowner@demo.test', roleType: 5 }],
    events: () => [
      {
        type: 'checkout.completed',
        payment: {
          customerId: 'ctm_1',
          businessId: 'biz_1',
          billingEmail: 'newowner@demo.test',
          transactionId: 'txn_1',
          cardExpMonth: 12,
          cardExpYear: 2030,
        },
      },
      { type: 'xstate.done.actor.loadProvider', output: { provider: 'sandbox' } },
    ],
  }),
  entry({
    id: 'paywall',
    title: 'Subscription and paywall',
    purpose:
      'After login and on account change loads the subscription and checks the paywall: red card bar (code 1), paywall popup (2, 2.2, past_due, canceled), alert (3); update card, reactivate, update payment.',
    machine: paywallMachine,
    events: () => {
      const subscribed = (status: string) => ({
        subscriptions: [{ sub_id: 'sub_01', status }],
        roleType: 5,
        isInvited: false,
      });
      return [
        { type: 'session.loggedIn', accountId: 12 },
        { type: 'session.loggedIn', accountId: null },
        { type: 'session.accountChanged', accountId: 13 },
        { type: 'xstate.done.actor.loadBillingStatus', output: subscribed('active') },
        { type: 'xstate.done.actor.loadBillingStatus', output: subscribed('past_due') },
        { type: 'xstate.done.actor.loadBillingStatus', output: subscribed('canceled') },
        {
          type: 'xstate.done.actor.loadBillingStatus',
          output: { subscriptions: [], roleType: 5, isInvited: false },
        },
        { type: 'xstate.done.actor.checkPaywall', output: { code: 0, message: '' } },
        { type: 'xstate.done.actor.checkPaywall', output: { code: 1, message: 'Your card was declined.' } },
        { type: 'xstate.done.actor.checkPaywall', output: { code: 2, message: 'Your plan is inactive.' } },
        {
          type: 'xstate.done.actor.checkPaywall',
          output: { code: '2.2', message: 'Your plan was cancelled.', end_at: '2026-12-31T00:00:00.000Z' },
        },
        { type: 'xstate.done.actor.checkPaywall', output: { code: 3, message: 'Billing is paused.' } },
        {
          type: 'xstate.done.actor.loadManagementUrls',
          output: { updatePaymentMethod: '/sandbox/update-payment?sub=sub_01' },
        },
        { type: 'xstate.done.actor.loadManagementUrls', output: { updatePaymentMethod: null } },
      ];
    },
    // Guards read the view (surface, action); the view is decided from the subscription status, so it is kept too.
    guardState: (snapshot) => ({
      status: paywallStatusOf(snapshot.context),
      surface: snapshot.context.view.surface,
      action: snapshot.context.view.surface === 'popup' ? snapshot.context.view.action : null,
    }),
  }),
  entry({
    id: 'chat',
    title: 'Chat inbox',
    purpose:
      'The chat inbox modal: conversation list, member search (500 ms debounce), message thread with polling, send (creating a new conversation first) and the message section shown or hidden.',
    machine: chatMachine,
    inputs: [{ userId: 1, accountId: 1 }],
    events: (snapshot) => {
      const conversation = (id: number, memberId: number): ChatConversation => ({
        id,
        firstName: 'Vera',
        lastName: 'Viewer',
        title: 'See you at the bakery',
        created_at: '2026-11-20T09:00:00.000Z',
        updated_at: '2026-11-21T09:00:00.000Z',
        memberId1: 1,
        memberId2: memberId,
        unread: 0,
      });
      const vera = {
        id: 3,
        firstName: 'Vera',
        lastName: 'Viewer',
        email: 'viewer@demo.test',
        isOnline: 1 as const,
      };
      const max = {
        id: 2,
        firstName: 'Max',
        lastName: 'Many',
        email: 'many@demo.test',
        isOnline: 0 as const,
      };
      const message = {
        id: 41,
        conversationId: 7,
        memberId: 1,
        message: 'Hello',
        created_at: '2026-11-22T10:00:00.000Z',
      };
      const thread = (state: string) => snapshot.matches({ open: { thread: state } } as never);
      const threadIn = (state: string, child: string) =>
        snapshot.matches({ open: { thread: { [state]: child } } });
      const search = (state: string) => snapshot.matches({ open: { search: state } } as never);
      const listLoaded = snapshot.matches({ open: { list: 'loaded' } } as never);
      const typing = threadIn('conversation', 'idle') || threadIn('newConversation', 'idle');
      const busy = snapshot.hasTag('sending');
      const settled = thread('none') || typing || thread('failed');
      // Which user events make sense from where: the user searches before picking a result (or while a message is
      // on its way, where picks are ignored), types in an idle thread, hides the section of an open thread.
      return [
        { type: 'inbox.opened' },
        { type: 'inbox.opened', conversation: conversation(7, 3) },
        ...(search('idle') && settled ? [{ type: 'inbox.closed' }] : []),
        ...(thread('none') || busy
          ? [
              { type: 'search.changed', query: 'vera' },
              { type: 'search.changed', query: '   ' },
            ]
          : []),
        ...(search('showing')
          ? [
              { type: 'member.picked', member: vera },
              { type: 'member.picked', member: max },
            ]
          : []),
        ...(listLoaded && search('idle')
          ? [{ type: 'conversation.picked', conversation: conversation(7, 3) }]
          : []),
        ...(typing
          ? [
              { type: 'draft.changed', text: 'Hello' },
              { type: 'draft.changed', text: '' },
            ]
          : []),
        ...(typing || threadIn('conversation', 'polling') ? [{ type: 'message.send' }] : []),
        ...(threadIn('conversation', 'idle') && search('idle')
          ? [{ type: 'section.hidden' }, { type: 'section.shown' }]
          : []),
        ...(thread('failed') ? [{ type: 'thread.retry' }] : []),
        ...(thread('none') && search('idle')
          ? [
              { type: 'conversations.updated', conversations: [conversation(7, 3)] },
              { type: 'conversations.updated', conversations: [] },
            ]
          : []),
        { type: 'xstate.done.actor.loadConversations', output: [conversation(7, 3)] },
        { type: 'xstate.done.actor.loadConversations', output: [] },
        { type: 'xstate.done.actor.searchMembers', output: [vera, max] },
        { type: 'xstate.done.actor.loadMessages', output: [{ ...message, id: 40, memberId: 3 }] },
        { type: 'xstate.done.actor.pollMessages', output: [{ ...message, id: 42, memberId: 3 }] },
        { type: 'xstate.done.actor.createConversation', output: conversation(8, 2) },
        { type: 'xstate.done.actor.sendMessage', output: message },
      ];
    },
    // Guards read whether the draft can be sent, whether the conversation with Vera (member 3) exists (picking her
    // opens it) and what is selected.
    guardState: (snapshot) => ({
      sendable: isSendable(currentDraft(snapshot.context)),
      withVera: snapshot.context.conversations.some((c) => c.memberId2 === 3),
      selection: snapshot.context.selection?.kind ?? null,
    }),
    simplePaths: false,
    onlyListedEvents: true,
  }),
  entry({
    id: 'bells',
    title: 'Message and notification bells',
    purpose:
      'While logged in, loads the latest conversations and notifications every 2 s (message bell: latest 3 plus More; notification bell: count badge) and marks notifications read when opened.',
    machine: bellsMachine,
    events: () => {
      const notification = (id: number, read: boolean) => ({
        id,
        kind: 'message' as const,
        title: 'Olivia Owner: the croissants are ready',
        conversationId: 7,
        created_at: '2026-11-22T10:00:00.000Z',
        read,
      });
      return [
        {
          type: 'xstate.done.actor.loadUpdates',
          output: { conversations: [], notifications: [notification(1, false)], unread: 1 },
        },
        {
          type: 'xstate.done.actor.loadUpdates',
          output: { conversations: [], notifications: [notification(1, true)], unread: 0 },
        },
      ];
    },
    guardState: (snapshot) => snapshot.context.notifications.some((n) => !n.read),
  }),
  entry({
    id: 'networking',
    title: 'Partner networking',
    purpose:
      'Opens the partner network: direct sign-in with access (stored flag or partnerId), otherwise the partner modal and the consent modal; signs in, opens the returned URL in a new tab and stores the flag.',
    machine: networkingMachine,
    inputs: [
      {
        activated: false,
        partnerId: 0,
        user: { id: 21, email: 'networker@demo.test', firstName: 'Nora', lastName: 'Networker' },
      },
      {
        activated: true,
        partnerId: 0,
        user: { id: 21, email: 'networker@demo.test', firstName: 'Nora', lastName: 'Networker' },
      },
      { activated: false, partnerId: 4242, user: null },
    ],
    events: () => [
      { type: 'consent.changed', checked: true },
      { type: 'consent.changed', checked: false },
      {
        type: 'user.changed',
        user: { id: 21, email: 'networker@demo.test', firstName: 'Nora', lastName: 'Networker' },
        partnerId: 0,
      },
      {
        type: 'user.changed',
        user: { id: 21, email: '', firstName: 'Nora', lastName: 'Networker' },
        partnerId: 0,
      },
      { type: 'user.changed', user: null, partnerId: 0 },
      {
        type: 'xstate.done.actor.partnerSignIn',
        output: {
          ok: true,
          partnerSignInUrl: 'http://localhost:3000/sandbox/partner/circle?ticket=t',
          message: networkingMessages.success,
        },
      },
      {
        type: 'xstate.done.actor.partnerSignIn',
        output: { ok: true, partnerSignInUrl: null, message: null },
      },
      { type: 'xstate.done.actor.partnerSignIn', output: { ok: false, failure: { kind: 'network' } } },
      {
        type: 'xstate.done.actor.partnerSignIn',
        output: { ok: false, failure: { kind: 'server', message: '' } },
      },
    ],
    guardState: (snapshot) => ({
      access: snapshot.context.activated || (snapshot.context.partnerId ?? 0) > 0,
      consent: snapshot.context.consent,
      user:
        snapshot.context.user === null ? 'none' : snapshot.context.user.email === '' ? 'noEmail' : 'complete',
    }),
  }),
  entry({
    id: 'feedSchedule',
    title: 'Posting schedule',
    purpose:
      'Loads the saved posting schedule and time zone; adds (no duplicates, at most 100) and removes times per day; saves the changes, keeping every choice when the save fails.',
    machine: feedScheduleMachine,
    inputs: [{ accountId: 1 }],
    events: (snapshot) => {
      const full = Array.from({ length: FEED_SCHEDULE_MAX_SLOTS }, (_, index) => ({
        day: 2 + Math.floor(index / 60),
        time: `10:${String(index % 60).padStart(2, '0')}`,
      }));
      return [
        { type: 'slot.added', day: 1, time: '09:00' },
        { type: 'slot.added', day: 1, time: '' },
        { type: 'slot.removed', day: 1, time: '09:00' },
        {
          type: 'xstate.done.actor.loadSchedule',
          output: { schedule: [{ day: 5, time: '17:30' }], timeZone: 'Europe/London' },
        },
        { type: 'xstate.done.actor.loadSchedule', output: { schedule: full, timeZone: 'Europe/London' } },
        { type: 'xstate.done.actor.saveSchedule', output: snapshot.context.draft },
      ];
    },
    guardState: (snapshot) => ({
      changed: !sameSchedule(snapshot.context.draft, snapshot.context.saved),
      has0900: hasSlot(snapshot.context.draft, { day: 1, time: '09:00' }),
      full: snapshot.context.draft.length >= FEED_SCHEDULE_MAX_SLOTS,
    }),
  }),
  entry({
    id: 'bookCall',
    title: 'Book-a-call dropdown',
    purpose:
      'Opens on hover and closes 300 ms after the mouse leaves; a click pins it open for keyboard and touch; Escape or a click outside closes it.',
    machine: bookCallMachine,
    events: () => [],
  }),
  entry({
    id: 'planner',
    title: 'Content planner',
    purpose:
      'Month, week and day calendar of posts with the navigator and filter; select-posts bulk approval; view, edit, approve, unscheduled and remove modals; moving posts (never into the past).',
    machine: plannerMachine,
    inputs: [{ accountId: 1, timeZone: 'Europe/London', today: '2026-07-01' }],
    events: () => {
      const now = '2026-07-01T10:00:00.000Z';
      const post = (id: number, scheduledAt: string | null, msp: Post['msp'][number]): Post => ({
        id,
        account_id: 1,
        description: `Fresh bread, batch ${id}`,
        media: [],
        scheduled_at: scheduledAt,
        created_at: '2026-06-20T08:00:00.000Z',
        updated_at: '2026-06-20T08:00:00.000Z',
        msp: [msp],
      });
      const channel = { provider_Id: 1 as const, error: null, externalPostId: null, posted_at: null };
      const needingApproval = post(1, '2026-07-03T09:00:00.000Z', {
        status: 'SCHEDULED',
        approved: 0,
        channeldata: [{ ...channel, status: 'SCHEDULED' }],
      });
      const published = post(4, '2026-06-29T09:00:00.000Z', {
        status: 'POSTED',
        approved: 1,
        channeldata: [{ ...channel, status: 'POSTED' }],
      });
      const undated = post(6, null, { status: 'INSERTED', approved: 0, channeldata: [] });
      return [
        { type: 'view.changed', view: 'week' },
        { type: 'calendar.today', today: '2026-07-01' },
        { type: 'calendar.dayPicked', dayKey: '2026-07-03' },
        { type: 'filter.changed', filter: 'needsApproval' },
        { type: 'post.composeStarted', dayKey: '2026-07-10' },
        { type: 'post.toggled', postId: 1 },
        { type: 'post.toggled', postId: 4 },
        { type: 'post.opened', postId: 1 },
        { type: 'post.opened', postId: 6 },
        { type: 'edit.changed', description: '' },
        { type: 'edit.changed', description: 'Fresh croissants at eight' },
        { type: 'edit.save', now },
        // Saving again later, once the chosen time has passed (the draft of post 1 is for 2026-07-03).
        { type: 'edit.save', now: '2026-07-05T10:00:00.000Z' },
        { type: 'post.moved', postId: 1, dayKey: '2026-07-10', now },
        { type: 'post.moved', postId: 1, dayKey: '2026-06-20', now },
        { type: 'post.moved', postId: 4, dayKey: '2026-07-10', now },
        { type: 'xstate.done.actor.loadPosts', output: [needingApproval, published, undated] },
        { type: 'xstate.done.actor.loadPosts', output: [] },
        { type: 'xstate.done.actor.refreshPosts', output: [needingApproval, published, undated] },
        { type: 'xstate.done.actor.refreshPosts', output: [] },
        { type: 'xstate.done.actor.savePost', output: { ...needingApproval, description: 'Saved' } },
        {
          type: 'xstate.done.actor.reschedulePost',
          output: { ...needingApproval, scheduled_at: '2026-07-10T08:00:00.000Z' },
        },
      ];
    },
    // Guards read: whether there are posts, which need approval, what is selected, the open post, whether the draft
    // can be saved (at the samples' now). The view, cursor and filter are left out: no guard reads them.
    guardState: (snapshot) => {
      const { posts, selection, openPostId, draft, timeZone } = snapshot.context;
      return {
        posts: posts.length,
        needingApproval: posts.filter(postNeedsApproval).length,
        selected: selection.length,
        open: openPostId,
        draftOk: draft ? draftProblem(draft, timeZone, '2026-07-01T10:00:00.000Z') === null : null,
      };
    },
    simplePaths: false,
  }),
  entry({
    id: 'socialAccounts',
    title: 'Social account cards',
    purpose:
      'Loads the social links of the account, connects through the consent page, asks before disconnecting, and shows server messages as alerts.',
    machine: socialAccountsMachine,
    inputs: [{ accountId: 7, from: 'socialAuth' }],
    events: () => [
      { type: 'connect.requested', providerId: 6 },
      { type: 'disconnect.requested', providerId: 1 },
      { type: 'account.changed', accountId: 8 },
      {
        type: 'xstate.done.actor.loadLinks',
        output: [{ provider_Id: 1, name: 'Sandbox Facebook page', connected: true }],
      },
      { type: 'xstate.error.actor.loadLinks', error: new Error('Network error') },
      {
        type: 'xstate.done.actor.startConnect',
        output: { kind: 'redirect', url: '/sandbox/social/tiktok/consent?state=s' },
      },
      {
        type: 'xstate.done.actor.startConnect',
        output: { kind: 'message', message: 'Account Already connected.' },
      },
      { type: 'xstate.error.actor.startConnect', error: new Error('Network error') },
      { type: 'xstate.done.actor.disconnect', output: [] },
      { type: 'xstate.error.actor.disconnect', error: new Error('User Does not Exist.') },
    ],
  }),
  entry({
    id: 'autoDisconnect',
    title: 'Auto-disconnect banner',
    purpose:
      'Checks for networks that withdrew their permission on load, on account change, on navigation and every 60 s; the banner lists them.',
    machine: autoDisconnectMachine,
    inputs: [{ accountId: 7 }],
    events: () => [
      { type: 'account.changed', accountId: 8 },
      { type: 'check.requested' },
      { type: 'xstate.done.actor.checkAutoDisconnect', output: [1] },
      { type: 'xstate.error.actor.checkAutoDisconnect', error: new Error('Network error') },
    ],
  }),
];

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return catalogue.find((candidate) => candidate.id === id);
}
