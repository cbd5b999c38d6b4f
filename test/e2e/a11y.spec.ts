/**
 * Accessibility (issue 14): axe-core's WCAG 2.1 A and AA rules on every built page, on a phone (390 px) and a
 * laptop (1440 px), with zero violations allowed, on every built page (support/builtPages.ts). Each page is checked
 * once it has settled (its heading shown, no skeleton).
 */
import { expect, test, type Page } from '@playwright/test';
import { BUILT_PAGES, STAFF, type BuiltPage } from './support/builtPages.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const WIDTHS = [390, 1440] as const;

async function settle(page: Page, checked: BuiltPage) {
  await expect(page.getByRole('heading', { name: checked.heading }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const checked of BUILT_PAGES) {
      test(`${checked.path}${checked.as ? ` (${checked.as})` : ''} has no WCAG 2.1 AA violations`, async ({
        page,
      }) => {
        if (checked.as) await logIn(page, checked.as === 'staff' ? STAFF : DEMO_OWNER);
        await page.goto(checked.path);
        await settle(page, checked);
        await expectNoAxeViolations(page);
      });
    }
  });
}
