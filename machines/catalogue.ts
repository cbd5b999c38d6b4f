/**
 * Every machine of the app, for the model-based tests, the generated charts (docs/statecharts) and the statechart
 * viewer: its id, title and purpose, and its samples (inputs, sample events, traversal options), which live in
 * `<name>.samples.ts` beside the machine. Adding a machine is adding its samples file and one entry to `catalogue`.
 */
import type { AnyStateMachine } from 'xstate';
import type { CatalogueSamples } from './catalogueTypes.ts';
import { presenceMachine } from './presence.machine.ts';
import { presenceSamples } from './presence.samples.ts';
import { connectionSpeedMachine } from './connectionSpeed.machine.ts';
import { connectionSpeedSamples } from './connectionSpeed.samples.ts';
import { liveMachine } from './live.machine.ts';
import { liveSamples } from './live.samples.ts';
import { toasterMachine } from './toaster.machine.ts';
import { toasterSamples } from './toaster.samples.ts';
import { authMachine } from './auth.machine.ts';
import { authSamples } from './auth.samples.ts';
import { accountSwitchMachine } from './accountSwitch.machine.ts';
import { accountSwitchSamples } from './accountSwitch.samples.ts';
import { profileMenuMachine } from './profileMenu.machine.ts';
import { profileMenuSamples } from './profileMenu.samples.ts';
import { betaToggleMachine } from './betaToggle.machine.ts';
import { betaToggleSamples } from './betaToggle.samples.ts';
import { mfaMachine } from './mfa.machine.ts';
import { mfaSamples } from './mfa.samples.ts';
import { cardFormMachine } from './cardForm.machine.ts';
import { cardFormSamples } from './cardForm.samples.ts';
import { planPickerMachine } from './planPicker.machine.ts';
import { planPickerSamples } from './planPicker.samples.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { checkoutSamples } from './checkout.samples.ts';
import { paywallMachine } from './paywall.machine.ts';
import { paywallSamples } from './paywall.samples.ts';
import { chatMachine } from './chat.machine.ts';
import { chatSamples } from './chat.samples.ts';
import { bellsMachine } from './bells.machine.ts';
import { bellsSamples } from './bells.samples.ts';
import { networkingMachine } from './networking.machine.ts';
import { networkingSamples } from './networking.samples.ts';
import { feedScheduleMachine } from './feedSchedule.machine.ts';
import { feedScheduleSamples } from './feedSchedule.samples.ts';
import { bookCallMachine } from './bookCall.machine.ts';
import { bookCallSamples } from './bookCall.samples.ts';
import { progressBarMachine } from './progressBar.machine.ts';
import { progressBarSamples } from './progressBar.samples.ts';
import { plannerMachine } from './planner.machine.ts';
import { plannerSamples } from './planner.samples.ts';
import { postEditorMachine } from './postEditor.machine.ts';
import { postEditorSamples } from './postEditor.samples.ts';
import { socialAccountsMachine } from './socialAccounts.machine.ts';
import { socialAccountsSamples } from './socialAccounts.samples.ts';
import { autoDisconnectMachine } from './autoDisconnect.machine.ts';
import { profileFormMachine } from './profileForm.machine.ts';
import { profileFormSamples } from './profileForm.samples.ts';
import { autoDisconnectSamples } from './autoDisconnect.samples.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import { onboardingSamples } from './onboarding.samples.ts';
import { consentMachine } from './consent.machine.ts';
import { consentSamples } from './consent.samples.ts';
import { analyticsMachine } from './analytics.machine.ts';
import { analyticsSamples } from './analytics.samples.ts';
import { designEditorMachine } from './designEditor.machine.ts';
import { designEditorSamples } from './designEditor.samples.ts';
import { libraryMachine } from './library.machine.ts';
import { librarySamples } from './library.samples.ts';

/** A machine with what it is for and its samples, as the tests, the charts and the viewer read it. */
export interface CatalogueEntry<
  TMachine extends AnyStateMachine = AnyStateMachine,
> extends CatalogueSamples<TMachine> {
  /** The machine's id (`machine.id`); also the chart's file name. */
  id: string;
  title: string;
  /** One line: what the machine is for. */
  purpose: string;
  machine: TMachine;
}

type IndexEntry<TMachine extends AnyStateMachine> = Omit<CatalogueEntry<TMachine>, keyof CatalogueSamples> & {
  samples: CatalogueSamples<TMachine>;
};

/** Checks the samples against their own machine's types, then widens the entry for the list. */
function entry<TMachine extends AnyStateMachine>({
  samples,
  ...about
}: IndexEntry<TMachine>): CatalogueEntry {
  const definition: CatalogueEntry<TMachine> = { ...about, ...samples };
  return definition;
}

export const catalogue: readonly CatalogueEntry[] = [
  entry({
    id: 'presence',
    title: 'Presence and network',
    purpose:
      'Marks the user online on load and offline before unload, and shows the offline banner and the offline/online toasts.',
    machine: presenceMachine,
    samples: presenceSamples,
  }),
  entry({
    id: 'connectionSpeed',
    title: 'Network-speed indicator',
    purpose:
      'Rates the connection from the round trip of one call to the server (at most 100 ms 4G, at most 300 ms 3G, otherwise 2G) and warns on 2G until dismissed; measures again when the tab is shown, back online, and every 30 s while slow or unknown.',
    machine: connectionSpeedMachine,
    samples: connectionSpeedSamples,
  }),
  entry({
    id: 'live',
    title: 'Stream of changes',
    purpose:
      'Keeps one stream of changes open while logged in, tells the bells, chat and planner when it is up, down or brings a change, and reconnects with a growing wait.',
    machine: liveMachine,
    samples: liveSamples,
  }),
  entry({
    id: 'toaster',
    title: 'Toasts',
    purpose: 'Shows toasts bottom-right, newest on top, at most 20, each hidden after 5 s or when dismissed.',
    machine: toasterMachine,
    samples: toasterSamples,
  }),
  entry({
    id: 'auth',
    title: 'Authentication',
    purpose:
      'Checks the session, logs in or registers (a mailed link finishes the registration), routes after login (account details, impersonation, kept path), posts the last login and logs out.',
    machine: authMachine,
    samples: authSamples,
  }),
  entry({
    id: 'accountSwitch',
    title: 'Account switching',
    purpose:
      'Lists the accounts, switches to another one (landing account, details, fade, onboarding flow, landing page) and creates accounts.',
    machine: accountSwitchMachine,
    samples: accountSwitchSamples,
  }),
  entry({
    id: 'profileMenu',
    title: 'Profile menu',
    purpose:
      'Opens the profile dropdown on hover (desktop) or click (mobile), shows the switch-account panel and closes on Escape or outside click.',
    machine: profileMenuMachine,
    samples: profileMenuSamples,
  }),
  entry({
    id: 'betaToggle',
    title: 'Beta dashboard toggle',
    purpose:
      'Turns the beta dashboard on after a YES/NO confirmation, off at once, and keeps the flag in browser storage.',
    machine: betaToggleMachine,
    samples: betaToggleSamples,
  }),
  entry({
    id: 'mfa',
    title: 'Session-timeout MFA',
    purpose:
      'On a 401 unauthorized access: in the default layout opens the MFA popup (send code, four digit boxes, log in, resend, close), elsewhere logs out.',
    machine: mfaMachine,
    samples: mfaSamples,
  }),
  entry({
    id: 'cardForm',
    title: 'Billing and card form',
    purpose:
      'Billing info and card fields with the rules of spec 5; saves billing info then the card (billing page) or the card only (card-update popup).',
    machine: cardFormMachine,
    samples: cardFormSamples,
  }),
  entry({
    id: 'planPicker',
    title: 'Plan picker',
    purpose:
      'Loads the plans and the subscription, toggles Monthly/Yearly, changes the plan of a live subscription (then refetches it) or hands over to checkout.',
    machine: planPickerMachine,
    samples: planPickerSamples,
  }),
  entry({
    id: 'checkout',
    title: 'Checkout',
    purpose:
      'Loads Paddle or the local checkout sandbox, opens the checkout after 5 s, records the payment, updates the subscription 1 s later and opens the content planner 1 s after that.',
    machine: checkoutMachine,
    samples: checkoutSamples,
  }),
  entry({
    id: 'paywall',
    title: 'Subscription and paywall',
    purpose:
      'After login and on account change loads the subscription and checks the paywall: red card bar (code 1), paywall popup (2, 2.2, past_due, canceled), alert (3); update card, reactivate, update payment.',
    machine: paywallMachine,
    samples: paywallSamples,
  }),
  entry({
    id: 'chat',
    title: 'Chat inbox',
    purpose:
      'The chat inbox modal: conversation list, member search (500 ms debounce), message thread with polling, send (creating a new conversation first) and the message section shown or hidden.',
    machine: chatMachine,
    samples: chatSamples,
  }),
  entry({
    id: 'bells',
    title: 'Message and notification bells',
    purpose:
      'While logged in, loads the latest conversations and notifications every 2 s (message bell: latest 3 plus More; notification bell: count badge) and marks notifications read when opened.',
    machine: bellsMachine,
    samples: bellsSamples,
  }),
  entry({
    id: 'networking',
    title: 'Partner networking',
    purpose:
      'Opens the partner network: direct sign-in with access (stored flag or partnerId), otherwise the partner modal and the consent modal; signs in, opens the returned URL in a new tab and stores the flag.',
    machine: networkingMachine,
    samples: networkingSamples,
  }),
  entry({
    id: 'feedSchedule',
    title: 'Posting schedule',
    purpose:
      'Loads the saved posting schedule and time zone; adds (no duplicates, at most 100) and removes times per day; saves the changes, keeping every choice when the save fails.',
    machine: feedScheduleMachine,
    samples: feedScheduleSamples,
  }),
  entry({
    id: 'bookCall',
    title: 'Book-a-call dropdown',
    purpose:
      'Opens on hover and closes 300 ms after the mouse leaves; a click pins it open for keyboard and touch; Escape or a click outside closes it.',
    machine: bookCallMachine,
    samples: bookCallSamples,
  }),
  entry({
    id: 'progressBar',
    title: 'Top progress bar',
    purpose:
      'Shows a bar at the top on route changes and calls the person waits for: only after 200 ms, creeping to 90% over 5 s, holding there while work goes on, then filling and fading out when the last piece ends.',
    machine: progressBarMachine,
    samples: progressBarSamples,
  }),
  entry({
    id: 'planner',
    title: 'Content planner',
    purpose:
      "Reads the account's time zone, then a month, week and day calendar of posts with the navigator and filter; select-posts bulk approval; moving posts by drag and drop or the keyboard (never into the past); a post's modal is the post editor.",
    machine: plannerMachine,
    samples: plannerSamples,
  }),
  entry({
    id: 'postEditor',
    title: 'Post editor',
    purpose:
      "One post's modal in the planner: view, unscheduled, edit (also a new post, checked before saving), approve and remove, each asking first; answers what happened when it closes.",
    machine: postEditorMachine,
    samples: postEditorSamples,
  }),
  entry({
    id: 'socialAccounts',
    title: 'Social account cards',
    purpose:
      'Loads the social links of the account, connects through the consent page, asks before disconnecting, and shows server messages as alerts.',
    machine: socialAccountsMachine,
    samples: socialAccountsSamples,
  }),
  entry({
    id: 'autoDisconnect',
    title: 'Auto-disconnect banner',
    purpose:
      'Checks for networks that withdrew their permission on load, on account change, on navigation and every 60 s; the banner lists them.',
    machine: autoDisconnectMachine,
    samples: autoDisconnectSamples,
  }),
  entry({
    id: 'profileForm',
    title: 'Profile form',
    purpose:
      'The settings profile tab: name, e-mail, telephone, country, region and postal code; Save checks the rules first (a sentence at each bad field), sends the trimmed profile, and keeps everything typed when the server refuses it.',
    machine: profileFormMachine,
    samples: profileFormSamples,
  }),
  entry({
    id: 'onboarding',
    title: 'Setup step',
    purpose:
      "One step of a new account's setup (what it offers, goals, chapter, topics, categories, posting schedule, networks): loads the setup, checks the step's rule before saving, then goes to the next step or, after the last, to the planner's first week; Back returns without saving; outside a running setup the step saves as a setting.",
    machine: onboardingMachine,
    samples: onboardingSamples,
  }),
  entry({
    id: 'consent',
    title: 'Cookie consent and tracking',
    purpose:
      'Reads the configured tag manager and affiliate script (none: off, no banner); asks Accept or Reject and remembers it; once granted loads both and pushes a page view 250 ms after each route change; Cookie settings asks again, and withdrawing reloads the page.',
    machine: consentMachine,
    samples: consentSamples,
  }),
  entry({
    id: 'analytics',
    title: 'Dashboard analytics',
    purpose:
      'Loads the overview figures (followers, likes, views, total engagements, posts, per network) and the top posts for the selected networks and range: loading, then loaded or empty; nothing requested and the lists cleared when no network is selected; top posts only with a start time and not again for the same filters; Update now syncs the networks first.',
    machine: analyticsMachine,
    samples: analyticsSamples,
  }),
  entry({
    id: 'library',
    title: 'Content library',
    purpose:
      'Browses My library: in the Library tab the ready-made posts for the chosen industry, category, network and search words, a page at a time: loading (the page shown stays), then loaded or empty, or failed with Try again; a filter change loads page 1 at once, typing searches 300 ms after the last key, the same filters again load nothing; other tabs read their own lists and coming back returns to where it was.',
    machine: libraryMachine,
    samples: librarySamples,
  }),
  entry({
    id: 'designEditor',
    title: 'Design editor',
    purpose:
      'One editing session of a design: loading (with the unsaved edits this device kept), then editing (nothing selected, selecting, a drag or resize under way, a text edited in place) with undo and redo, while the server copy is kept up to date: saved, unsaved (saved 3 s after the last change, at once on Save or on leaving), saving with the version the edits started from, save failed (kept, tried again after 10 s), offline (kept on the device, saved when back online), and a conflict when a newer version was saved elsewhere: keep mine, use theirs, or save mine as a copy.',
    machine: designEditorMachine,
    samples: designEditorSamples,
  }),
];

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return catalogue.find((candidate) => candidate.id === id);
}
