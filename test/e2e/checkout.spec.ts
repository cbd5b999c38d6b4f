/**
 * Plan selection and checkout (spec 4.4, 6, 7.3, 9) in Chromium against the real server, with the local checkout
 * sandbox (no Paddle token). The 5 s before the checkout opens and the 1 s + 1 s after paying run on Playwright's
 * clock. Only the last test pays (it changes newbuyer's data on the server).
 */
import { expect, test, type Page } from '@playwright/test';
import { payInCheckout, planCard } from './support/checkout.ts';
import { logIn } from './support/session.ts';

// newbuyer@demo.test is roleType 5 without a subscription like newowner@demo.test, which the paywall spec needs unpaid.
const NEW_OWNER = { username: 'newbuyer@demo.test', password: 'demo1234' };

// newbuyer has no subscription until the last test pays: the tests run in this order, one at a time.
test.describe.configure({ mode: 'serial' });

async function openPaymentPage(page: Page) {
  const { user } = await logIn(page, NEW_OWNER);
  await page.clock.install();
  await page.goto('/payment');
  await expect(page).toHaveURL(new RegExp(`/${user.accountId}/payment$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan and pay' })).toBeVisible();
  return user;
}

test('closing the checkout stops the saving spinner and returns to the plans', async ({ page }) => {
  await openPaymentPage(page);
  const starter = planCard(page, 'Starter');
  const choose = starter.getByRole('button', { name: 'Select this plan' });
  await choose.click();
  // The checkout's dialog is open (preparing), so the page behind it is inert: found by test id, not by role.
  await expect(page.locator('article button[aria-busy="true"]')).toBeVisible();
  await page.clock.runFor(5000);
  await expect(page.getByTitle('Checkout')).toBeVisible();

  await page.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.getByTitle('Checkout')).toHaveCount(0);
  await expect(page.locator('article button[aria-busy="true"]')).toHaveCount(0);
  await expect(choose).toBeEnabled();
});

test('Escape closes the checkout and the Cancel of the sandbox page does too', async ({ page }) => {
  await openPaymentPage(page);
  const starter = planCard(page, 'Starter');
  await starter.getByRole('button', { name: 'Select this plan' }).click();
  await page.clock.runFor(5000);
  await expect(page.getByTitle('Checkout')).toBeVisible();
  await page.getByRole('button', { name: 'Close checkout' }).press('Escape');
  await expect(page.getByTitle('Checkout')).toHaveCount(0);
  await expect(page.locator('article button[aria-busy="true"]')).toHaveCount(0);

  await starter.getByRole('button', { name: 'Select this plan' }).click();
  await page.clock.runFor(5000);
  await page.frameLocator('iframe[title="Checkout"]').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTitle('Checkout')).toHaveCount(0);
  await expect(starter.getByRole('button', { name: 'Select this plan' })).toBeEnabled();
});

test('the Monthly/Yearly toggle filters the plans by billing period', async ({ page }) => {
  await openPaymentPage(page);
  const plans = page.getByRole('region', { name: 'Yearly plans' });
  await expect(plans.getByRole('article').first()).toBeVisible();
  await expect(plans).not.toContainText('/ month');

  // The radios are visually hidden inside their labels: the user clicks the label.
  await page.locator('label', { hasText: 'Monthly' }).click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  const monthly = page.getByRole('region', { name: 'Monthly plans' });
  await expect(monthly.getByRole('article').first()).toBeVisible();
  await expect(monthly).not.toContainText('/ year');
  await expect(planCard(page, 'One Dollar Trial')).toContainText('30-day full access for $1');
  await expect(planCard(page, 'Duo')).toContainText('/ 2 months');

  await page.locator('label', { hasText: 'Yearly' }).click();
  await expect(page.getByRole('region', { name: 'Yearly plans' })).not.toContainText('/ month');
});

test("reactivating a cancelled subscription offers 'Subscribe to this plan' and an active 'Current Plan'", async ({
  page,
}) => {
  await logIn(page, { username: 'cancelled@demo.test', password: 'demo1234' });
  await page.goto('/plan?reactivate=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Reactivate your subscription' })).toBeVisible();
  await page.locator('label', { hasText: 'Monthly' }).click();
  const current = planCard(page, 'Growth').getByRole('button', { name: 'Current Plan' });
  await expect(current).toBeEnabled();
  await expect(
    planCard(page, 'Starter').getByRole('button', { name: 'Subscribe to this plan' }),
  ).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Select this plan' })).toHaveCount(0);
});

test("the offers show every plan with 'Pick this plan' to a logged-out visitor", async ({ page }) => {
  await page.goto('/special_offer');
  const pick = page.getByRole('button', { name: 'Pick this plan' });
  await expect(pick.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select this plan' })).toHaveCount(0);
});

test('a new billing owner picks a yearly plan, pays in the checkout and lands on the content planner', async ({
  page,
}) => {
  // Every address the app goes to, replaced or pushed: a detour after the payment would not show in the final URL.
  await page.addInitScript(() => {
    const paths: string[] = [];
    Object.assign(window, { visitedPaths: paths });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        paths.push(location.pathname);
      };
    }
  });
  const user = await openPaymentPage(page);
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  const growth = planCard(page, 'Growth');
  await expect(growth).toContainText('/ year, ex tax');
  await expect(growth).toContainText('14 Days Free Trial');

  await growth.getByRole('button', { name: 'Select this plan' }).click();
  await payInCheckout(page, user.accountId!);
  // Straight to the planner (spec 2.3): not sent back to /payment while the new subscription is read (it was, for
  // a moment, on the subscription read before it).
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  const paths = await page.evaluate(() => (window as unknown as { visitedPaths: string[] }).visitedPaths);
  const planner = `/${user.accountId}/contentplanner`;
  expect(paths).toContain(planner);
  expect(paths.slice(paths.indexOf(planner))).not.toContain(`/${user.accountId}/payment`);
});
