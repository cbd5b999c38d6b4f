/**
 * Accessibility (issue 14): axe-core's WCAG 2.1 A and AA rules on every built page (support/builtPages.ts), on a
 * phone (390 px) and a laptop (1440 px), with zero violations allowed. Each page is opened once at 390 px, checked
 * once it has settled (its heading shown, no skeleton), then widened to 1440 px and checked again (a page load per
 * width cost a fifth of the e2e run; the layouts follow the width through media queries, not the load).
 */
import { expect, test, type Page } from '@playwright/test';
import { BUILT_PAGES, STAFF, type BuiltPage } from './support/builtPages.ts';
import { expectNoAxeViolations, resizeTo } from './support/pageChecks.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const WIDTHS = [390, 1440] as const;

async function settle(page: Page, checked: BuiltPage) {
  await expect(page.getByRole('heading', { name: checked.heading }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

test.describe(`axe at ${WIDTHS.join(' and ')} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 900 } });
  for (const checked of BUILT_PAGES) {
    test(`${checked.path}${checked.as ? ` (${checked.as})` : ''} has no WCAG 2.1 AA violations`, async ({
      page,
    }) => {
      if (checked.as) await logIn(page, checked.as === 'staff' ? STAFF : DEMO_OWNER);
      await page.goto(checked.path);
      for (const width of WIDTHS) {
        await test.step(`at ${width} px`, async () => {
          await resizeTo(page, width, 900);
          await settle(page, checked);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
});
