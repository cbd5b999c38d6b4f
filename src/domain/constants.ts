/**
 * Business constants and timings of spec section 9, named once.
 * Machines read their delays from here; views read wording and limits from here.
 */

/** The product's name: page-title suffix and the `{product}` of `/{product}_network`. */
export const PRODUCT_NAME = 'Brandpilot';
export const PRODUCT_SLUG = 'brandpilot';

export const DEFAULT_FALLBACK_PATH = '/dashboard';
export const DEFAULT_ONBOARDING_TYPE = 6;
export const DEFAULT_LANDING = '/contentplanner';
export const ACCOUNT_CREATION_LANDING = '/subjects_services';

/** Timings, in milliseconds (spec 9). */
export const timings = {
  /** Every toast's, the network toasts' too (spec 9: toast 5 s; network banner toast 5 s). */
  toastLifetime: 5000,
  progressBarThrottle: 200,
  progressBarDuration: 5000,
  pageViewDelay: 250,
  checkoutOpenDelay: 5000,
  subscriptionUpdateDelay: 1000,
  paymentRedirectDelay: 1000,
  sidebarClockTick: 1000,
  bookCallCloseDelay: 300,
  linkPrefetchIdle: 2000,
  memberSearchDebounce: 500,
  logoutRedirect: 100,
  accountSwitchFade: 300,
  sessionCheckRetry: 1000,
  chunkReloadInterval: 60_000,
  cacheLifetime: 300_000,
  /** Ours, not the spec's: how often an open chat thread and the bells ask for news (src/domain/chat.ts). */
  chatPoll: 2000,
  /** Ours: how often the content planner fetches the shown posts again while the user browses. */
  plannerRefresh: 5000,
} as const;

/** Toast rules (spec 9). */
export const toastRules = {
  maxToasts: 20,
  titleMaxLength: 32,
  position: 'bottom-right',
} as const;

export const messages = {
  offlineBanner: 'No internet connection.',
  offlineToast: 'You are now offline',
  onlineToast: 'You are now online',
  notFoundTitle: '404',
  notFoundHeading: 'Oops! Page not found',
  unknownPage: 'This page could not be found',
  notFoundDescription: 'Page not found',
  returnToHomepage: 'Return to homepage',
  /** Under a full-page wait screen still showing after 15 s (src/styles.css `.wait-late`; not in the spec). */
  slowWait: 'This is taking longer than usual. Check your connection, then reload the page.',
} as const;

/** Plan ids the spec names (spec 9). */
export const PLAN_IDS = { LAUNCH: 7, ONE_DOLLAR: 28 } as const;

export const SETUP_PROGRESS_START = 5;
/** The view the content planner opens on: its machine, and the first reads started ahead of it (plannerPreload.ts). */
export const FIRST_PLANNER_VIEW = 'month';
