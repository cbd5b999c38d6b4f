/**
 * The app shell on every screen (issue 14): from a 360 px phone to a 2560 px screen no built page
 * (support/builtPages.ts) scrolls sideways, the top bar stays one row, and every top-menu item can be reached and followed: in the bar
 * when it fits there, else through the Menu button. The current account's name shows on wide screens.
 */
import { expect, test } from '@playwright/test';
import { TOP_MENU, visibleMenu } from '../../src/domain/navigation.ts';
import { BUILT_PAGES, STAFF } from './support/builtPages.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';
import { sidewaysScroll } from './support/pageChecks.ts';

const WIDTHS = [360, 390, 768, 1024, 1280, 1440, 2560] as const;
/** The owner's menu (role 1 sees every item). */
const ITEMS = visibleMenu(TOP_MENU, 1).map((item) => item.label);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const who of [undefined, 'owner', 'staff'] as const) {
      const pages = BUILT_PAGES.filter((built) => built.as === who);
      test(`no ${who ?? 'logged-out'} page scrolls sideways, and the top bar is one row`, async ({
        page,
      }) => {
        // One test visits every built page of this user: its time grows with the list.
        test.setTimeout(20_000 + pages.length * 4_000);
        if (who) await logIn(page, who === 'staff' ? STAFF : DEMO_OWNER);
        for (const built of pages) {
          await page.goto(built.path);
          await expect(page.getByRole('heading', { name: built.heading }).first()).toBeVisible({
            timeout: 20_000,
          });
          expect(await sidewaysScroll(page), `${built.path} at ${width} px`).toBeLessThanOrEqual(0);
          if (!who) continue;
          const bar = (await page.locator('header').first().boundingBox())!;
          expect(bar.height, `the top bar is one row on ${built.path}`).toBeLessThanOrEqual(66);
        }
      });
    }

    test('every top-menu item can be reached and followed', async ({ page }) => {
      await logIn(page);
      await page.goto('/contentplanner');
      await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      const collapsed = await menuButton.isVisible();
      if (collapsed) await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      for (const label of ITEMS) {
        const link = menu.getByRole('link', { name: new RegExp(`^${label}`) });
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, `${label} is on screen`).toBeLessThanOrEqual(width);
      }
      await expect(page.locator('header').getByTitle('Acme Bakery').filter({ visible: true })).toBeVisible();
      await menu.getByRole('link', { name: 'Help center' }).click();
      await expect(page).toHaveURL(/\/help_center$/);
      expect(collapsed, 'the bar collapses only where the items do not fit').toBe(width < 1280);
    });
  });
}

test.describe('the menu panel on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('opens and closes with the keyboard and names the account', async ({ page }) => {
    await logIn(page);
    await page.goto('/contentplanner');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('header').getByTitle('Acme Bakery').filter({ visible: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});
