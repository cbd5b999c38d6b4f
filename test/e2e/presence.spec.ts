/**
 * Network presence (spec 4.9) in Chromium against the real server: the browser context's offline switch drives
 * the banner and the toasts; Playwright's clock runs the 5 s toast lifetime; login marks the user online.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { connectionSpeedText } from '../../src/domain/connectionSpeed.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';
import { networkLatency } from './support/latency.ts';
import { logIn } from './support/session.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });
const offlineBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'No internet connection.' });

const isSetOnline = (isOnline: 0 | 1) => (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === '/api/auth/setonline' &&
  (request.postDataJSON() as { isOnline?: unknown } | null)?.isOnline === isOnline;

test.describe('network presence', () => {
  test('offline and online toasts, red then green, hidden after 5 s on the clock', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await context.setOffline(true);
    await expect(toast(page, 'You are now offline')).toBeVisible();
    await expect(toast(page, 'You are now offline')).toHaveAttribute('data-tone', 'error');
    await expect(toast(page, 'You are now offline')).toHaveClass(/bg-red-/);

    await context.setOffline(false);
    await expect(toast(page, 'You are now online')).toBeVisible();
    await expect(toast(page, 'You are now online')).toHaveClass(/bg-green-/);
    // Newest on top.
    await expect(toasts(page).first()).toContainText('You are now online');

    await page.clock.runFor(3000);
    await expect(toasts(page)).toHaveCount(2);
    await page.clock.runFor(2000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a toast can be dismissed with its close button', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Dismiss notification: You are now offline' }).click();
    await expect(toast(page, 'You are now offline')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('logged in: marked online on load, offline banner while offline', async ({ page, context }) => {
    await logIn(page);
    const markedOnline = page.waitForRequest(isSetOnline(1));
    await page.goto('/');
    const request = await markedOnline;
    expect(request.postDataJSON()).toEqual({ isOnline: 1 });
    await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
    // The planner's code has arrived (going offline before that is the chunk-failure case, tested in shell.spec).
    await expect(page.getByRole('button', { name: 'New post' }).first()).toBeVisible();
    await expect(offlineBanner(page)).toHaveCount(0);

    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(toast(page, 'You are now offline')).toBeVisible();

    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(toast(page, 'You are now online')).toBeVisible();
  });

  test('logged in: marked offline when the page unloads', async ({ page }) => {
    await logIn(page);
    const markedOnline = page.waitForRequest(isSetOnline(1));
    await page.goto('/');
    await markedOnline;

    // The keepalive request outlives the page: the server sees it after the page is gone.
    const served = page.context().waitForEvent('request', { predicate: isSetOnline(0) });
    await page.close({ runBeforeUnload: true });
    const request = await served;
    expect(request.postDataJSON()).toEqual({ isOnline: 0 });
  });
});

test.describe('network-speed indicator (spec 2.6, 9)', () => {
  const indicator = (page: Page) =>
    page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('connection-speed');
  const warning = (page: Page) =>
    page.getByRole('status').filter({ hasText: connectionSpeedText.slowWarning });

  test('a slow network (600 ms of latency) reads 2G with a warning until dismissed; a fast one is better and quiet', async ({
    page,
    context,
  }) => {
    const { user } = await logIn(page);
    const latency = await networkLatency(context, page);
    await latency(600);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${user.accountId}/help_center`);
    await expect(indicator(page)).toHaveText('Connection speed: 2G', { timeout: 20_000 });
    await expect(warning(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await warning(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(warning(page)).toHaveCount(0);
    // The network is fast again; the tab is shown again: measured again, no longer 2G, no warning.
    await latency(0);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(indicator(page)).toHaveText(/^Connection speed: [43]G$/);
    await expect(warning(page)).toHaveCount(0);
  });

  test("a new word moves nothing: 'Checking…' and '4G' take the same place in the sidebar", async ({
    page,
  }) => {
    const { user } = await logIn(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The measuring call is held until the first word has been measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/heartbeat', async (route) => {
      await held;
      await route.continue();
    });
    const box = async () =>
      indicator(page).evaluate((element) => {
        const word = element.querySelector('span > span')!.getBoundingClientRect();
        const line = element.getBoundingClientRect();
        return { x: word.x, y: word.y, height: line.height };
      });
    await page.goto(`/${user.accountId}/help_center`);
    await expect(indicator(page)).toHaveText(`Connection speed: ${connectionSpeedText.checking}`);
    const checking = await box();
    release();
    await expect(indicator(page)).toHaveText(/^Connection speed: [43]G$/);
    expect(await box()).toEqual(checking);
  });

  test('on a phone the warning fits the screen and the indicator is in the menu', async ({
    page,
    context,
  }) => {
    const { user } = await logIn(page);
    await (
      await networkLatency(context, page)
    )(600);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${user.accountId}/help_center`);
    await expect(warning(page)).toBeVisible({ timeout: 20_000 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByTestId('connection-speed')).toHaveText('Connection speed: 2G');
  });
});
