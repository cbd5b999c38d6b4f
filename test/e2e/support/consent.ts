/**
 * Cookie consent in the browser (issue 16), the vocabulary test/e2e/consent.spec.ts and the UI model
 * (test/e2e-model/consent.model.ts) share. The shared e2e server runs with no tracker configured (the default), so
 * the banner is off for every other test; a test turns it on for its own page only:
 *
 * - `answerTrackingConfig`: GET /api/trackingConfig answers the sample trackers (machines/consent.samples.ts);
 * - `allowTrackersInCsp`: the app's pages come with the CSP the server sends when those trackers are configured
 *   (src/server/csp.ts `contentSecurityPolicy` with their origins), so Chromium enforces the real policy;
 * - `FakeTrackers`: the tag manager's and the affiliate's script URLs answered by tiny scripts that note that they
 *   ran (`window.__fakeTrackers`), counted, and held or failed when a test says so. Nothing leaves this machine.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { SAMPLE_TRACKERS } from '../../../machines/consent.samples.ts';
import {
  consentText,
  tagManagerScriptUrl,
  trackerOrigins,
  type PageViewEvent,
  type TrackingConfig,
} from '../../../src/domain/consent.ts';
import { FOOTER_NAV_LABEL } from '../../../src/domain/legalLinks.ts';
import { contentSecurityPolicy } from '../../../src/server/csp.ts';

export const TRACKERS: TrackingConfig = SAMPLE_TRACKERS;
export const TAG_MANAGER_SCRIPT = tagManagerScriptUrl(TRACKERS.tagManagerId!);
export const AFFILIATE_SCRIPT = TRACKERS.affiliateScriptUrl!;
export const TRACKER_SCRIPTS = { tagManager: TAG_MANAGER_SCRIPT, affiliate: AFFILIATE_SCRIPT } as const;
export type TrackerName = keyof typeof TRACKER_SCRIPTS;

/** The trackers' CSP: what the server sends with TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL set. */
export const TRACKERS_CSP = contentSecurityPolicy({
  paddle: false,
  frameable: false,
  trackers: trackerOrigins(TRACKERS),
});

/** Answers GET /api/trackingConfig with `config` (the sample trackers by default). */
export async function answerTrackingConfig(route: Route, config: TrackingConfig = TRACKERS): Promise<void> {
  await route.fulfill({ json: { status: 200, data: config } });
}

/** The page's GET /api/trackingConfig answers the sample trackers, from now on. */
export async function turnTrackingOn(page: Page): Promise<void> {
  await allowTrackersInCsp(page);
  await page.route('**/api/trackingConfig', (route) => answerTrackingConfig(route));
}

/** Every page the app loads in this tab carries the CSP of a server with the sample trackers configured. */
export async function allowTrackersInCsp(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|dev|sandbox|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers: Record<string, string> = {
        ...response.headers(),
        'content-security-policy': TRACKERS_CSP,
      };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: await response.body() });
    },
  );
}

/** A tracker script that notes that it ran. */
const fakeScript = (name: TrackerName) =>
  `(window.__fakeTrackers = window.__fakeTrackers || []).push(${JSON.stringify(name)});`;

/**
 * The two tracker scripts answered by fakes: `requested` counts the requests per script. `fail(name)` makes that
 * script fail to load from now on. After `hold()` every request waits until `release()` answers the waiting ones
 * (those it names failing with a network error) and the next ones wait again.
 */
export class FakeTrackers {
  readonly requested: Record<TrackerName, number> = { tagManager: 0, affiliate: 0 };
  private readonly failing = new Set<TrackerName>();
  private holding = false;
  private readonly waiting: { name: TrackerName; route: Route }[] = [];

  private constructor(private readonly page: Page) {}

  static async serve(page: Page): Promise<FakeTrackers> {
    const trackers = new FakeTrackers(page);
    for (const name of Object.keys(TRACKER_SCRIPTS) as TrackerName[]) {
      await page.route(
        (url) => url.href === TRACKER_SCRIPTS[name],
        async (route) => {
          trackers.requested[name] += 1;
          if (trackers.holding) trackers.waiting.push({ name, route });
          else await trackers.answer(name, route);
        },
      );
    }
    return trackers;
  }

  fail(name: TrackerName): void {
    this.failing.add(name);
  }

  hold(): void {
    this.holding = true;
  }

  /** Answers the requests waiting now, failing those of `failing`. */
  async release(failing: readonly TrackerName[] = []): Promise<void> {
    const waiting = this.waiting.splice(0);
    for (const { name, route } of waiting) await this.answer(name, route, failing.includes(name));
  }

  /** How many requests wait. */
  held(): number {
    return this.waiting.length;
  }

  total(): number {
    return this.requested.tagManager + this.requested.affiliate;
  }

  private async answer(name: TrackerName, route: Route, fail = this.failing.has(name)): Promise<void> {
    try {
      if (fail) await route.abort('connectionrefused');
      else await route.fulfill({ contentType: 'text/javascript', body: fakeScript(name) });
    } catch {
      // The page went away (a reload) while the request waited: nothing to answer.
    }
  }
}

/** The tracker scripts that ran in the page, by name (they load side by side, in no fixed order). */
export async function trackersThatRan(page: Page): Promise<TrackerName[]> {
  const ran = await page.evaluate(
    () => (window as unknown as { __fakeTrackers?: TrackerName[] }).__fakeTrackers ?? [],
  );
  return ran.sort();
}

/** The page views pushed to the tag manager's dataLayer, in order. */
export function pageViews(page: Page): Promise<PageViewEvent[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry): entry is PageViewEvent => entry.event === 'page_view',
    ),
  );
}

export const consentBanner = (page: Page) => page.getByRole('region', { name: consentText.title });
export const footerNav = (page: Page) => page.getByRole('navigation', { name: FOOTER_NAV_LABEL });
export const cookieSettingsButton = (page: Page) =>
  footerNav(page).getByRole('button', { name: consentText.settings });

export async function accept(page: Page): Promise<void> {
  await consentBanner(page).getByRole('button', { name: consentText.accept, exact: true }).click();
}

export async function reject(page: Page): Promise<void> {
  await consentBanner(page).getByRole('button', { name: consentText.reject, exact: true }).click();
}

/** Rejects a consent in force: the page reloads (so the trackers stop); resolves once the new page has loaded. */
export async function withdraw(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await reject(page);
  await reloaded;
}

/** Opens the other legal page through the footer (a route change inside the app): /privacy ⇄ /terms_and_conditions. */
export async function changeRoute(page: Page): Promise<string> {
  const onPrivacy = new URL(page.url()).pathname === '/privacy';
  await footerNav(page)
    .getByRole('link', { name: onPrivacy ? 'Terms' : 'Privacy', exact: true })
    .click();
  const path = onPrivacy ? '/terms_and_conditions' : '/privacy';
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return path;
}
