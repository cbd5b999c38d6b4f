/**
 * Subscription and paywall (spec 2.5, 2.6, 4.4, 6) in Chromium against the real server, with the seeded users:
 * cardfail@demo.test (past_due, paywall code 1), cancelled@demo.test (canceled, code 2.2 with an end date) and
 * newowner@demo.test (roleType 5 without a subscription); paywalled@demo.test is read-only in Cancelled Crafts and a
 * member of Bluebell Florists (active).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { paywallOf } from './support/paywall.ts';
import { logIn } from './support/session.ts';

const CARDFAIL = { username: 'cardfail@demo.test', password: 'demo1234' };
const CANCELLED = { username: 'cancelled@demo.test', password: 'demo1234' };
const NEWOWNER = { username: 'newowner@demo.test', password: 'demo1234' };
const PAYWALLED = { username: 'paywalled@demo.test', password: 'demo1234' };

const BAR_TITLE = 'We couldn’t charge your credit card!';

test.describe('paywall', () => {
  test("a failed card charge shows the red bar; 'Update credit card' opens billing with the card update", async ({
    page,
  }) => {
    const { token, user } = await logIn(page, CARDFAIL);
    const accountId = user.accountId!;
    const answer = await paywallOf(page, token, accountId);
    expect(answer.code, 'cardfail@demo.test must still be past_due (nothing may update its card first)').toBe(
      1,
    );

    await page.goto('/contentplanner');
    await expect(page).toHaveURL(`/${accountId}/contentplanner`);
    const bar = page.getByRole('region', { name: BAR_TITLE });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(answer.message);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await bar.getByRole('button', { name: 'Update credit card' }).click();
    await expect(page).toHaveURL(`/${accountId}/billing?updateCard=1`);
  });

  test('the bar carries its title in the onBoard layout', async ({ page }) => {
    await logIn(page, CARDFAIL);
    await page.goto('/plan');
    const bar = page.getByRole('region', { name: BAR_TITLE });
    await expect(bar.getByText(BAR_TITLE, { exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Update credit card' })).toBeVisible();
  });

  test("a cancelled plan shows 'Subscription canceled' with its end date; 'Reactivate subscription' opens plan selection", async ({
    page,
  }) => {
    const { token, user } = await logIn(page, CANCELLED);
    const accountId = user.accountId!;
    const answer = await paywallOf(page, token, accountId);
    expect(answer.code).toBe(2.2);
    const endDate = answer.data.end_at!.slice(0, 10);

    await page.goto('/contentplanner');
    const popup = page.getByRole('dialog', { name: 'Subscription canceled' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(answer.message);
    await expect(popup.getByTestId('paywall-end-date')).toHaveText(`Your plan ends on ${endDate}`);

    await popup.getByRole('button', { name: 'Reactivate subscription' }).click();
    await expect(page).toHaveURL('/plan?reactivate=1');
    await expect(page.getByRole('dialog', { name: 'Subscription canceled' })).toHaveCount(0);
  });

  test('the popup names the blocked account, and a member of another one goes there from it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { user } = await logIn(page, PAYWALLED);
    await page.goto('/contentplanner');
    await expect(page).toHaveURL(`/${user.accountId}/contentplanner`);
    const popup = page.getByRole('dialog', { name: 'Subscription canceled' });
    await expect(popup).toBeVisible();
    await expect(popup.getByTitle('Cancelled Crafts')).toHaveText('Account: Cancelled Crafts');
    // A read-only member may not reactivate: who can is named instead; logging out is not the only way on.
    await expect(popup.getByRole('button', { name: 'Reactivate subscription' })).toHaveCount(0);
    await expect(popup.getByRole('note')).toBeVisible();
    const others = popup.getByRole('navigation', { name: 'Or go to another of your accounts:' });
    await expect(others.getByRole('link')).toHaveText(['Bluebell Florists']);
    await expectNoAxeViolations(page);

    await others.getByRole('link', { name: 'Bluebell Florists' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/(\d+)\/contentplanner$/);
    expect(new URL(page.url()).pathname).not.toBe(`/${user.accountId}/contentplanner`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Content Planner' }).first()).toBeVisible();
  });

  test('a billing owner (roleType 5) without a subscription is sent from the content planner to payment', async ({
    page,
  }) => {
    const { user } = await logIn(page, NEWOWNER);
    await page.goto('/contentplanner');
    await expect(page).toHaveURL(`/${user.accountId}/payment`);
    await page.goto(`/${user.accountId}/contentplanner`);
    await expect(page).toHaveURL(`/${user.accountId}/payment`);
  });
});
