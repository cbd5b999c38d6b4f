/**
 * Every built page on every screen (issue 14), support/builtPages.ts: from a 360 px phone to a 2560 px screen no page
 * scrolls sideways, its heading keeps off the screen's edges and the top bar stays one row; on a phone (390 px) and a
 * laptop (1440 px) axe finds no WCAG 2.1 A or AA violation once the page has settled (its heading shown, nothing
 * loading, every chart drawn). Every top-menu item can be reached and followed: in the bar when it fits there, else
 * through the Menu button. The current account's name shows in the top bar.
 */
import { expect, test, type Page } from '@playwright/test';
import { TOP_MENU, visibleMenu } from '../../src/domain/navigation.ts';
import { BUILT_PAGES, STAFF, type BuiltPage } from './support/builtPages.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';
import {
  CONTENT_INSET,
  expectNoAxeViolations,
  headingInset,
  resizeTo,
  sidewaysScroll,
} from './support/pageChecks.ts';

const WIDTHS = [360, 390, 768, 1024, 1280, 1440, 2560] as const;
/** The widths axe checks at: a phone and a laptop. */
const AXE_WIDTHS: readonly number[] = [390, 1440];
/** The owner's menu (role 1 sees every item). */
const ITEMS = visibleMenu(TOP_MENU, 1).map((item) => item.label);
/** Pages per test: each test logs in once and walks its pages; small enough that the two workers share them out. */
const PAGES_PER_TEST = 6;

/** The page has settled: nothing is loading and every chart panel has drawn its chart (ECharts loads lazily). */
async function settle(page: Page, built: BuiltPage, width: number) {
  await expect(page.getByRole('status', { name: /^Loading/ }), `${built.path} at ${width} px`).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main [data-chart-panel]')].every((panel) =>
            panel.querySelector('[data-chart][data-chart-drawn]'),
          ),
        ),
      { message: `every chart of ${built.path} drawn at ${width} px`, timeout: 15_000 },
    )
    .toBe(true);
}

// Each page is opened once, at the narrowest width, then widened through the others (a page load per width cost a
// sixth of the e2e run; layouts follow the width through media queries, which a resize exercises as a load does).
// axe runs in the same walk: a run of its own, one page load and login per page, cost a fifth of the e2e run.
for (const who of [undefined, 'owner', 'staff'] as const) {
  const pages = BUILT_PAGES.filter((built) => built.as === who);
  const parts = Array.from({ length: Math.ceil(pages.length / PAGES_PER_TEST) }, (_, index) =>
    pages.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
  );
  for (const part of parts) {
    test(`${part.map((built) => built.path).join(', ')}${who ? ` (${who})` : ''}: no sideways scrolling at ${WIDTHS.join(', ')} px, the top bar one row, no axe violations at ${AXE_WIDTHS.join(' and ')} px`, async ({
      page,
    }) => {
      // One test visits every page of its part at every width.
      test.setTimeout(20_000 + part.length * 12_000);
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
          if (who) {
            const bar = (await page.locator('header').first().boundingBox())!;
            expect(bar.height, `the top bar is one row on ${built.path} at ${width} px`).toBeLessThanOrEqual(
              66,
            );
          }
          if (AXE_WIDTHS.includes(width)) {
            await settle(page, built, width);
            await test.step(`axe: ${built.path} at ${width} px`, () => expectNoAxeViolations(page));
          }
        }
      }
    });
  }
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
