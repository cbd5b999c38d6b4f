/**
 * Cookie consent, the tag manager, the affiliate tracker and page views (spec 1, 9; issue 16), in Chromium.
 *
 * The shared e2e server has no tracker configured (the default), which the first test checks; the others turn the
 * trackers on for their own page (support/consent.ts: the configuration answer and the CSP of a configured server)
 * and answer the two script URLs with fakes, counting the requests. The last test starts a server of its own with
 * TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL set, so the real configuration and the real CSP header are used. Delays run
 * on Playwright's clock, paused once the page has loaded.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, consentText } from '../../src/domain/consent.ts';
import {
  AFFILIATE_SCRIPT,
  FakeTrackers,
  TRACKERS,
  accept,
  changeRoute,
  consentBanner,
  cookieSettingsButton,
  footerNav,
  pageViews,
  reject,
  trackersThatRan,
  turnTrackingOn,
  withdraw,
} from './support/consent.ts';
import { startOwnServer, type OwnServer } from './support/ownServer.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';

const test = base.extend<object, { trackedServer: OwnServer }>({
  trackedServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const server = await startOwnServer('tracking', {
        TAG_MANAGER_ID: TRACKERS.tagManagerId!,
        AFFILIATE_SCRIPT_URL: TRACKERS.affiliateScriptUrl!,
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** Waits for the page's heading and the configuration answer after `load`, then pauses the clock (if installed). */
async function settle(page: Page, load: () => Promise<unknown>, clock: boolean) {
  const configured = page.waitForResponse('**/api/trackingConfig');
  await load();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await configured;
  if (clock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Opens `path` with the trackers' scripts faked, on Playwright's clock (paused once the page has settled) unless
 * `clock` is false (axe waits on real timers).
 */
async function open(page: Page, path: string, { clock = true } = {}) {
  const trackers = await FakeTrackers.serve(page);
  if (clock) await page.clock.install();
  await settle(page, () => page.goto(path), clock);
  return trackers;
}

/** Reloads with the clock running (a lazy page's code waits on timers), then pauses it again. */
async function reload(page: Page, load: () => Promise<unknown> = () => page.reload()) {
  await page.clock.resume();
  await settle(page, load, true);
}

const storedChoice = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { choice: string }).choice;
  }, CONSENT_STORAGE_KEY);

test('with no tracker configured (the default) there is no banner, no Cookie settings and nothing loads', async ({
  page,
}) => {
  const answer = page.waitForResponse('**/api/trackingConfig');
  const trackers = await open(page, '/privacy');
  expect(((await (await answer).json()) as { data: unknown }).data).toEqual({
    tagManagerId: null,
    affiliateScriptUrl: null,
  });
  await expect(footerNav(page).getByRole('link', { name: 'Terms' })).toBeVisible();
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(cookieSettingsButton(page)).toHaveCount(0);
  await changeRoute(page);
  await page.clock.runFor(1000);
  expect(trackers.total()).toBe(0);
  expect(await pageViews(page)).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test.describe('with the trackers configured', () => {
  test.beforeEach(async ({ page }) => {
    await turnTrackingOn(page);
  });

  test('nothing loads before consent; Accept loads both and counts the page 250 ms later', async ({
    page,
  }) => {
    const trackers = await open(page, '/privacy');
    await expect(consentBanner(page)).toBeVisible();
    await expect(consentBanner(page)).toContainText('a tag manager that measures visits');
    await expect(consentBanner(page).getByRole('link', { name: consentText.privacyLink })).toHaveAttribute(
      'href',
      '/privacy#cookies',
    );
    await changeRoute(page);
    await page.clock.runFor(2000);
    expect(trackers.total()).toBe(0);
    expect(await pageViews(page)).toEqual([]);

    await accept(page);
    await expect(consentBanner(page)).toHaveCount(0);
    await expect.poll(() => trackersThatRan(page)).toEqual(['affiliate', 'tagManager']);
    expect(trackers.requested).toEqual({ tagManager: 1, affiliate: 1 });
    await page.clock.runFor(249);
    expect(await pageViews(page)).toEqual([]);
    await page.clock.runFor(1);
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        {
          event: 'page_view',
          page_path: '/terms_and_conditions',
          page_title: 'Terms and conditions | Brandpilot',
        },
      ]);
    expect(await storedChoice(page)).toBe('granted');
    await expect(cookieSettingsButton(page)).toBeVisible();
  });

  test('a page view is pushed once per settled page: a route change within 250 ms starts the wait again', async ({
    page,
  }) => {
    await open(page, '/privacy');
    await accept(page);
    await page.clock.runFor(250);
    await expect
      .poll(async () => (await pageViews(page)).map((view) => view.page_path))
      .toEqual(['/privacy']);

    await changeRoute(page);
    await page.clock.runFor(200);
    await changeRoute(page);
    await page.clock.runFor(249);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/privacy']);
    await page.clock.runFor(1);
    await expect
      .poll(async () => (await pageViews(page)).map((view) => view.page_path))
      .toEqual(['/privacy', '/privacy']);
    await page.clock.runFor(5000);
    expect(await pageViews(page)).toHaveLength(2);
  });

  test('Reject loads nothing and pushes nothing; the refusal is remembered after a reload', async ({
    page,
  }) => {
    const trackers = await open(page, '/privacy');
    await reject(page);
    await expect(consentBanner(page)).toHaveCount(0);
    await changeRoute(page);
    await page.clock.runFor(2000);
    expect(trackers.total()).toBe(0);
    expect(await pageViews(page)).toEqual([]);
    expect(await storedChoice(page)).toBe('refused');

    await reload(page);
    await expect(cookieSettingsButton(page)).toBeVisible();
    await expect(consentBanner(page)).toHaveCount(0);
    await page.clock.runFor(2000);
    expect(trackers.total()).toBe(0);
  });

  test('Accept is remembered after a reload; Cookie settings asks again, and withdrawing reloads without trackers', async ({
    page,
  }) => {
    const trackers = await open(page, '/privacy');
    await accept(page);
    await expect.poll(() => trackersThatRan(page)).toEqual(['affiliate', 'tagManager']);

    await reload(page);
    await expect.poll(() => trackersThatRan(page)).toEqual(['affiliate', 'tagManager']);
    await expect(cookieSettingsButton(page)).toBeVisible();
    await expect(consentBanner(page)).toHaveCount(0);
    expect(trackers.requested).toEqual({ tagManager: 2, affiliate: 2 });

    await cookieSettingsButton(page).click();
    await expect(consentBanner(page)).toBeVisible();
    await expect(consentBanner(page)).toBeFocused();
    await expect(consentBanner(page)).toContainText(consentText.current.granted);
    await expect(consentBanner(page)).toContainText(consentText.reloadNote);
    // Keeping the choice closes it and gives the focus back.
    await accept(page);
    await expect(consentBanner(page)).toHaveCount(0);
    await expect(cookieSettingsButton(page)).toBeFocused();

    await cookieSettingsButton(page).click();
    await reload(page, () => withdraw(page));
    await expect(cookieSettingsButton(page)).toBeVisible();
    await expect(consentBanner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBe('refused');
    expect(await trackersThatRan(page)).toEqual([]);
    expect(trackers.requested).toEqual({ tagManager: 2, affiliate: 2 });

    // Asked again, a refusal can become a consent: the trackers load without a reload.
    await cookieSettingsButton(page).click();
    await expect(consentBanner(page)).toContainText(consentText.current.refused);
    await accept(page);
    await expect.poll(() => trackersThatRan(page)).toEqual(['affiliate', 'tagManager']);
  });

  test('a tracker that cannot load leaves the other running and page views counted', async ({ page }) => {
    const trackers = await open(page, '/privacy');
    trackers.fail('affiliate');
    await accept(page);
    await expect.poll(() => trackersThatRan(page)).toEqual(['tagManager']);
    await page.clock.runFor(250);
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  });

  for (const width of [360, 1440]) {
    test(`the banner at ${width} px: reached by keyboard after the page, no sideways scroll, no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const trackers = await open(page, '/privacy', { clock: false });
      await expect(consentBanner(page)).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      // The footer's last link, then the banner: its privacy link, Reject, Accept.
      await footerNav(page).getByRole('link', { name: 'Help center' }).focus();
      await page.keyboard.press('Tab');
      await expect(consentBanner(page).getByRole('link', { name: consentText.privacyLink })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(consentBanner(page).getByRole('button', { name: consentText.reject })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(consentBanner(page).getByRole('button', { name: consentText.accept })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(consentBanner(page)).toHaveCount(0);
      await expect.poll(() => trackers.total()).toBe(2);
    });
  }
});

test('a server started with TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL sends their origins in its CSP, and its page loads them after Accept', async ({
  page,
  trackedServer,
}) => {
  test.setTimeout(90_000);
  const document = await page.request.get(`${trackedServer.url}/privacy`);
  const csp = document.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://affiliate.example;");
  expect(csp).not.toContain('unsafe-inline');

  const trackers = await FakeTrackers.serve(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${trackedServer.url}/privacy`);
  await expect(consentBanner(page)).toBeVisible();
  expect(trackers.total()).toBe(0);
  await accept(page);
  await expect.poll(() => trackersThatRan(page)).toEqual(['affiliate', 'tagManager']);
  expect(trackers.requested).toEqual({ tagManager: 1, affiliate: 1 });
  expect(new URL(AFFILIATE_SCRIPT).origin).toBe('https://affiliate.example');
  expect(violations).toEqual([]);
});
