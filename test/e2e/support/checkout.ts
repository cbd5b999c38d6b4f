/** The plan cards and the local checkout sandbox (no Paddle token), on Playwright's clock (page.clock.install()). */
import { expect, type Page } from '@playwright/test';

export function planCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * After a plan was chosen: the checkout opens 5 s later, 'Pay now' pays in the sandbox, and 1 s + 1 s later the
 * account's content planner shows.
 */
export async function payInCheckout(page: Page, accountId: number): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Preparing secure checkout' })).toBeVisible();
  await expect(page.getByTitle('Checkout')).toHaveCount(0);
  await page.clock.runFor(5000);

  const checkout = page.frameLocator('iframe[title="Checkout"]');
  await expect(page.getByTitle('Checkout')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByRole('dialog')).toContainText('Payment successful');
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog')).toContainText('Taking you to your Content Planner');
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(new RegExp(`/${accountId}/contentplanner$`));
}
