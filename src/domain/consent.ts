/**
 * Cookie consent, the tag manager, the affiliate tracker and page views (spec 1, 9; issue 16). Pure rules shared by
 * the server (which checks TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL at start and widens its CSP for them), the consent
 * machine (machines/consent.machine.ts) and its views:
 *
 * - what may be configured: a Google Tag Manager container id (`GTM-` and capitals or digits) and an affiliate
 *   script on an https address; neither set means no tracking at all (no banner, nothing loads);
 * - where the choice is kept: browser storage `brandpilot.consent`, as JSON naming the choice, the trackers it was
 *   given for and when. A choice counts for the same trackers for CONSENT_MAX_AGE_DAYS; after that, or once the
 *   server names other trackers, the visitor is asked again. Logout clears all browser storage (spec 4.2), so the
 *   next person on a shared browser is asked too;
 * - what a page view carries: `{event: 'page_view', page_path, page_title}` pushed to the tag manager's dataLayer,
 *   the path without its query or hash (those may hold reset and invitation tokens, search words);
 * - the banner's wording.
 */

export type ConsentChoice = 'granted' | 'refused';

/** What the server is configured to load after consent (GET /api/trackingConfig). */
export interface TrackingConfig {
  /** TAG_MANAGER_ID: a Google Tag Manager container (`GTM-ABC123`), or null. */
  tagManagerId: string | null;
  /** AFFILIATE_SCRIPT_URL: the affiliate tracker's script (https), or null. */
  affiliateScriptUrl: string | null;
}

export const NO_TRACKING: TrackingConfig = { tagManagerId: null, affiliateScriptUrl: null };

/** Whether anything is configured: without it there is no banner and nothing loads. */
export function isTrackingConfigured(config: TrackingConfig): boolean {
  return config.tagManagerId !== null || config.affiliateScriptUrl !== null;
}

// ---- configuration -----------------------------------------------------------------------------------------

/** A Google Tag Manager web container id. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
/** Where the tag manager's script comes from (its only origin in the CSP). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The container's script, as Google's own snippet loads it. */
export function tagManagerScriptUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** Why `raw` cannot be TAG_MANAGER_ID, or null when it can. */
export function tagManagerIdProblem(raw: string): string | null {
  return TAG_MANAGER_ID_PATTERN.test(raw)
    ? null
    : `TAG_MANAGER_ID must be a Google Tag Manager container id like GTM-ABC123 (GTM- then capital letters or digits), got "${raw}".`;
}

/** Why `raw` cannot be AFFILIATE_SCRIPT_URL, or null when it can: an https address of a script, no password in it. */
export function affiliateScriptUrlProblem(raw: string): string | null {
  const example = 'https://tracker.example.com/affiliate.js';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `AFFILIATE_SCRIPT_URL must be the address of the affiliate script, like ${example}, got "${raw}".`;
  }
  if (url.protocol !== 'https:') {
    return `AFFILIATE_SCRIPT_URL must start with https:// (a script over plain http could be changed on its way), got "${raw}".`;
  }
  if (url.username !== '' || url.password !== '') {
    return `AFFILIATE_SCRIPT_URL must not hold a user name or password: every visitor's browser would see it.`;
  }
  return null;
}

/** The origins the CSP must allow for `config` (none when nothing is configured), in a fixed order. */
export function trackerOrigins(config: TrackingConfig): string[] {
  const origins: string[] = [];
  if (config.tagManagerId !== null) origins.push(TAG_MANAGER_ORIGIN);
  if (config.affiliateScriptUrl !== null) {
    const origin = new URL(config.affiliateScriptUrl).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

// ---- the remembered choice ---------------------------------------------------------------------------------

export const CONSENT_STORAGE_KEY = 'brandpilot.consent';
/** How long a choice counts before the visitor is asked again (about six months). */
export const CONSENT_MAX_AGE_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What is kept in browser storage. */
export interface StoredConsent {
  choice: ConsentChoice;
  /** The trackers the choice was given for (trackersKey). */
  trackers: string;
  /** When it was given (ISO 8601). */
  at: string;
}

/** The trackers a choice is about, as one string: a choice for other trackers does not count. */
export function trackersKey(config: TrackingConfig): string {
  return [config.tagManagerId ?? '', config.affiliateScriptUrl ?? ''].join(' ');
}

export function serializeConsent(choice: ConsentChoice, config: TrackingConfig, now: Date): string {
  const stored: StoredConsent = { choice, trackers: trackersKey(config), at: now.toISOString() };
  return JSON.stringify(stored);
}

function parseStored(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { choice, trackers, at } = value as Record<string, unknown>;
    if ((choice !== 'granted' && choice !== 'refused') || typeof trackers !== 'string') return null;
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
    return { choice, trackers, at };
  } catch {
    return null;
  }
}

/**
 * The choice kept in storage that still counts for `config` at `now`: given for the same trackers, not in the
 * future and at most CONSENT_MAX_AGE_DAYS old. Null: ask.
 */
export function rememberedChoice(
  raw: string | null,
  config: TrackingConfig,
  now: Date,
): ConsentChoice | null {
  const stored = parseStored(raw);
  if (stored === null || stored.trackers !== trackersKey(config)) return null;
  const age = now.getTime() - Date.parse(stored.at);
  return age >= 0 && age <= CONSENT_MAX_AGE_DAYS * DAY_MS ? stored.choice : null;
}

// ---- page views --------------------------------------------------------------------------------------------

export const PAGE_VIEW_EVENT = 'page_view';

/** A page view as the tag manager's dataLayer receives it, 250 ms after the route settled (spec 9). */
export interface PageViewEvent {
  event: typeof PAGE_VIEW_EVENT;
  page_path: string;
  page_title: string;
}

/** The page view of `path` (a pathname; any query or hash is dropped) titled `title`. */
export function pageViewEvent(path: string, title: string): PageViewEvent {
  return { event: PAGE_VIEW_EVENT, page_path: path.split(/[?#]/)[0] || '/', page_title: title };
}

// ---- wording -----------------------------------------------------------------------------------------------

export const consentText = {
  /** The banner's landmark and heading. */
  title: 'Cookies and tracking',
  accept: 'Accept',
  reject: 'Reject',
  privacyLink: 'Privacy policy',
  /** The footer's button that brings the choice back. */
  settings: 'Cookie settings',
  current: {
    granted: 'You accepted these trackers.',
    refused: 'You rejected these trackers.',
  } satisfies Record<ConsentChoice, string>,
  reloadNote: 'Rejecting now reloads the page, so the trackers already running stop.',
} as const;

/** What the banner asks about: only the trackers this server loads. */
export function consentQuestion(config: TrackingConfig): string {
  const trackers = [
    config.tagManagerId !== null ? 'a tag manager that measures visits' : null,
    config.affiliateScriptUrl !== null ? 'an affiliate tracker that credits referrals' : null,
  ].filter((tracker): tracker is string => tracker !== null);
  return (
    `With your consent we load ${trackers.join(' and ')}. Nothing of the kind loads until you choose, and you ` +
    `can change your choice at any time with ${consentText.settings} at the foot of the page.`
  );
}
