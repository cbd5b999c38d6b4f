/**
 * Reactivating a cancelled subscription (spec 2.6, 4.4, 9) in Chromium against the real server, with the local
 * checkout sandbox (no Paddle token): the billing page's account-cancellation alert, the paywall popup's
 * 'Reactivate subscription', plan selection in reactivating mode, the checkout and the landing page. The 5 s before
 * the checkout opens and the 1 s + 1 s after paying run on Playwright's clock. It pays, so it uses its own seeded user
 * (reactivate@demo.test; cancelled@demo.test stays cancelled for the paywall spec).
 */
import { expect, test } from '@playwright/test';
import { payInCheckout, planCard } from './support/checkout.ts';
import { paywallOf } from './support/paywall.ts';
import { logIn } from './support/session.ts';

const REACTIVATE = { username: 'reactivate@demo.test', password: 'demo1234' };

test('a cancelled subscription is reactivated from the paywall popup and paid in the checkout', async ({
  page,
}) => {
  const { token, user } = await logIn(page, REACTIVATE);
  const accountId = user.accountId!;
  const before = await paywallOf(page, token, accountId);
  expect(before.code, 'reactivate@demo.test must still be cancelled (nothing may reactivate it first)').toBe(
    2.2,
  );
  const endDate = before.data.end_at!.slice(0, 10);
  await page.clock.install();

  // The billing page keeps the paywall popup closed and shows its own account-cancellation alert.
  await page.goto(`/${accountId}/billing`);
  const alert = page.getByTestId('cancellation-alert');
  await expect(alert).toHaveRole('status');
  await expect(alert).toContainText(`Your subscription is canceled. Access ends on ${endDate}.`);
  await expect(page.getByRole('dialog', { name: 'Subscription canceled' })).toHaveCount(0);
  await alert.getByRole('button', { name: 'Reactivate subscription' }).click();
  await expect(page).toHaveURL('/plan?reactivate=1');

  // Elsewhere the paywall popup offers the reactivation.
  await page.goto('/contentplanner');
  const popup = page.getByRole('dialog', { name: 'Subscription canceled' });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('paywall-end-date')).toHaveText(`Your plan ends on ${endDate}`);
  await popup.getByRole('button', { name: 'Reactivate subscription' }).click();
  await expect(page).toHaveURL('/plan?reactivate=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Reactivate your subscription' })).toBeVisible();

  await page.locator('label', { hasText: 'Monthly' }).click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await planCard(page, 'Starter').getByRole('button', { name: 'Subscribe to this plan' }).click();
  await payInCheckout(page, accountId);

  // The subscription is active again: no paywall, on this page or after a reload, and no alert on billing.
  expect((await paywallOf(page, token, accountId)).code).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Subscription canceled' })).toHaveCount(0);
  const checked = page.waitForResponse((response) => response.url().includes('/auth/chkPayWall'));
  await page.reload();
  await checked;
  await expect(page.getByText('Subscription canceled')).toHaveCount(0);

  const loaded = page.waitForResponse((response) => response.url().includes('/auth/getSubscriptions'));
  await page.goto(`/${accountId}/billing`);
  await loaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('cancellation-alert')).toHaveCount(0);
});
