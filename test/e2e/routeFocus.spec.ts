/**
 * After a route change inside the app, focus moves to the new page's heading and its title is announced
 * (issue 14, WCAG 2.4.3); the first load and a change of hash alone move nothing.
 */
import { expect, test } from '@playwright/test';
import { logIn } from './support/session.ts';

test('following a menu link focuses the new heading and announces the title', async ({ page }) => {
  await logIn(page);
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner', level: 1 })).toBeVisible();
  const announcer = page.getByTestId('route-announcer');
  // The first load announces nothing and leaves focus alone.
  await expect(announcer).toHaveText('');
  await expect(page.locator('h1')).not.toBeFocused();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help center' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  await expect(announcer).toHaveText(/\| Brandpilot$/);

  await page.keyboard.press('Tab');
  await expect(heading).not.toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Content Planner', level: 1 })).toBeFocused();
  await expect(announcer).toHaveText('Content Planner | Brandpilot');
});
