/**
 * Accessibility (issue 14): axe-core's WCAG 2.1 A and AA rules on every built page, on a phone (390 px) and a
 * laptop (1440 px), with zero violations allowed. Pages still to be built are represented by one placeholder page
 * (they share its markup). Each page is checked once it has settled (its heading shown, no skeleton).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_OWNER, logIn } from './support/session.ts';

const STAFF = { username: 'staff@demo.test', password: 'demo1234' };

interface CheckedPage {
  path: string;
  /** The heading that shows once the page has settled. */
  heading: string | RegExp;
  /** Who is logged in: nobody, the demo owner, or staff (the statechart viewer). */
  as?: 'owner' | 'staff';
}

const PAGES: readonly CheckedPage[] = [
  { path: '/#login', heading: 'Log in' },
  { path: '/#register', heading: 'Create an account' },
  { path: '/forgot_password', heading: 'Forgot your password?' },
  { path: '/special_offer', heading: 'Our plans' },
  { path: '/no-such-page', heading: '404' },
  { path: '/contentplanner', heading: 'Content Planner', as: 'owner' },
  { path: '/billing', heading: 'Billing', as: 'owner' },
  { path: '/social_accounts', heading: /Social/, as: 'owner' },
  { path: '/dayTimeSchedule', heading: /schedule/i, as: 'owner' },
  { path: '/plan', heading: 'Choose your plan', as: 'owner' },
  { path: '/change_password', heading: 'Change password', as: 'owner' },
  { path: '/dashboard', heading: 'Dashboard', as: 'owner' },
  { path: '/statecharts', heading: /Statecharts/, as: 'staff' },
];

const WIDTHS = [390, 1440] as const;

async function settle(page: Page, checked: CheckedPage) {
  await expect(page.getByRole('heading', { name: checked.heading }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const checked of PAGES) {
      test(`${checked.path}${checked.as ? ` (${checked.as})` : ''} has no WCAG 2.1 AA violations`, async ({
        page,
      }) => {
        if (checked.as) await logIn(page, checked.as === 'staff' ? STAFF : DEMO_OWNER);
        await page.goto(checked.path);
        await settle(page, checked);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const found = violations.map(
          (violation) =>
            `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
            violation.nodes
              .slice(0, 5)
              .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
              .join('\n'),
        );
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}
