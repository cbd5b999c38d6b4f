/**
 * The app shell on every screen (issue 14): from a 360 px phone to a 2560 px screen no built page
 * (support/builtPages.ts) scrolls sideways, the top bar stays one row, and every top-menu item can be reached and followed: in the bar
 * when it fits there, else through the Menu button. No page's heading touches the screen's edge (a page without side
 * padding on a phone). The current account's name shows on wide screens.
 */
import { expect, test } from '@playwright/test';
import { TOP_MENU, visibleMenu } from '../../src/domain/navigation.ts';
import { BUILT_PAGES, STAFF } from './support/builtPages.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';
import { CONTENT_INSET, headingInset, resizeTo, sidewaysScroll } from './support/pageChecks.ts';

const WIDTHS = [360, 390, 768, 1024, 1280, 1440, 2560] as const;
/** The owner's menu (role 1 sees every item). */
const ITEMS = visibleMenu(TOP_MENU, 1).map((item) => item.label);

// Each page is opened once, at the narrowest width, then widened through the others (a page load per width cost a
// sixth of the e2e run; layouts follow the width through media queries, which a resize exercises as a load does).
for (const who of [undefined, 'owner', 'staff'] as const) {
  const pages = BUILT_PAGES.filter((built) => built.as === who);
  // Two halves, so the two workers share the longest list.
  const halves =
    who === 'owner' ? [pages.slice(0, pages.length / 2), pages.slice(pages.length / 2)] : [pages];
  halves.forEach((part, half) => {
    test(`no ${who ?? 'logged-out'} page scrolls sideways at ${WIDTHS.join(', ')} px, and the top bar is one row${halves.length > 1 ? ` (part ${half + 1})` : ''}`, async ({
      page,
    }) => {
      // One test visits every page of its part at every width: its time grows with the list.
      test.setTimeout(20_000 + part.length * 6_000);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      if (who) await logIn(page, who === 'staff' ? STAFF : DEMO_OWNER);
      for (const built of part) {
        await page.goto(built.path);
        for (const width of WIDTHS) {
          await resizeTo(page, width, 800);
          await expect(page.getByRole('heading', { name: built.heading }).first()).toBeVisible({
            timeout: 20_000,
          });
          expect(await sidewaysScroll(page), `${built.path} at ${width} px`).toBeLessThanOrEqual(0);
          expect(
            (await headingInset(page)) ?? CONTENT_INSET,
            `the heading of ${built.path} keeps off the screen's edges at ${width} px`,
          ).toBeGreaterThanOrEqual(CONTENT_INSET);
          if (!who) continue;
          const bar = (await page.locator('header').first().boundingBox())!;
          expect(bar.height, `the top bar is one row on ${built.path} at ${width} px`).toBeLessThanOrEqual(
            66,
          );
        }
      }
    });
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

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
