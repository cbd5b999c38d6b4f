/**
 * Issue 20: a hidden tab makes no data calls. The planner refreshes its month every 5 s and the top bar's bells poll
 * every 2 s while the tab is on screen; hidden (another tab in front), it asks the server nothing, however long it
 * stays so; shown again, it catches up at once. Time is Playwright's clock; the tab's visibility is what the page
 * reads (`document.visibilityState` and its `visibilitychange` event).
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session.ts';

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a hidden planner tab makes no data calls and refreshes as soon as it is shown', async ({ page }) => {
  await page.clock.install();
  await logIn(page);
  await page.goto('/contentplanner');
  await expect(page.getByTestId('planner-range')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('header button[aria-label^="Notifications"]')).toBeVisible({ timeout: 15_000 });

  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  /** The planner's month and the bells' notifications have been asked for since `calls` was last emptied. */
  const monthAndBellsAsked = async () => {
    for (const call of ['/getCalendarMonth', '/getNotifications']) {
      await expect.poll(() => calls.filter((path) => path.endsWith(call)).length).toBeGreaterThan(0);
    }
  };

  // On screen: the refresh and the bells' polls go out.
  await page.clock.runFor(6_000);
  await monthAndBellsAsked();

  // Hidden for a minute: nothing at all.
  await setHidden(page, true);
  // A call already on its way when the tab was hidden may still finish: start counting once they have.
  await page.waitForLoadState('networkidle');
  calls.length = 0;
  for (let second = 0; second < 60; second += 5) await page.clock.runFor(5_000);
  expect(calls).toEqual([]);

  // Shown again: the month and the bells are asked for at once, without waiting for the next tick.
  await setHidden(page, false);
  await monthAndBellsAsked();
});
