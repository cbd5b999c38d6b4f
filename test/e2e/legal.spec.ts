/**
 * The legal pages and the links to them (issue 16): /terms_and_conditions and /privacy, logged out, with their
 * outline, table of contents, readable width from 360 to 2560 px and no axe violations; the consent links of the
 * registration form and the plan picker (new tab, typed input kept); the footer of the onBoard and default layouts;
 * the content planner's terms and cookie-policy modals (spec 2.6).
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';

const DOCUMENTS = [
  {
    path: '/terms_and_conditions',
    title: 'Terms and conditions',
    section: '5. Subscriptions and billing',
    sectionId: 'subscriptions-and-billing',
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    section: '3. Cookies and local storage',
    sectionId: 'cookies',
  },
] as const;

const footer = (page: Page) => page.getByRole('navigation', { name: 'Legal and help' });

for (const legal of DOCUMENTS) {
  test.describe(legal.path, () => {
    test('shows its title, date, contents and sections; a contents link jumps to its section', async ({
      page,
    }) => {
      await page.goto(legal.path);
      await expect(page).toHaveTitle(`${legal.title} | Brandpilot`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
      const heading = page.getByRole('heading', { level: 2, name: legal.section });
      await expect(heading).toHaveAttribute('id', legal.sectionId);

      const contents = page.getByRole('navigation', { name: 'Contents' });
      const entries = contents.getByRole('link');
      expect(await entries.count()).toBe(await page.locator('main h2').count());
      const link = contents.getByRole('link', { name: legal.section });
      await expect(link).toHaveAttribute('href', `#${legal.sectionId}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}#${legal.sectionId}$`));
      await expect(heading).toBeInViewport();
      // The hash changes nothing else: still the same page, logged out.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    });

    test('reads at 360 px without sideways scrolling and without axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });

    test('keeps its lines to a readable width at 2560 px', async ({ page }) => {
      await page.setViewportSize({ width: 2560, height: 1200 });
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const text = (await page.locator('main article p').first().boundingBox())!;
      expect(text.width).toBeLessThanOrEqual(800);
      expect(text.x).toBeGreaterThan(600); // centred
    });
  });
}

test('a deep link lands on its section once the page has loaded', async ({ page }) => {
  await page.goto('/privacy#your-rights');
  await expect(page.getByRole('heading', { level: 2, name: /Your rights/ })).toBeInViewport();
});

test('the registration form links both documents in a new tab, and what was typed stays', async ({
  page,
}) => {
  await page.goto('/#register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Lena');
  // The links' names end with '(opens in a new tab)', which only a screen reader hears.
  await expect(form).toContainText(
    /By creating an account you agree to the Terms and conditions .*and the Privacy policy/,
  );
  const terms = form.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' });
  const privacy = form.getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
  await expect(terms).toHaveAttribute('href', '/terms_and_conditions');
  await expect(privacy).toHaveAttribute('href', '/privacy');
  for (const link of [terms, privacy]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  const [tab] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await tab.close();
  await expect(page).toHaveURL(/\/#register$/);
  await expect(form.getByLabel('First name')).toHaveValue('Lena');
});

test('the plans offer the same links near their buttons', async ({ page }) => {
  await page.goto('/special_offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Our plans' })).toBeVisible();
  const consent = page.getByText('By subscribing you agree to the');
  await expect(consent).toContainText('Paddle');
  await expect(
    consent.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' }),
  ).toHaveAttribute('href', '/terms_and_conditions');
  await expect(consent.getByRole('link', { name: 'Privacy policy (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('the onBoard footer leads to the terms and the privacy policy, by keyboard too', async ({ page }) => {
  await page.goto('/#login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await footer(page).getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms_and_conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');

  const privacy = footer(page).getByRole('link', { name: 'Privacy', exact: true });
  await privacy.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(footer(page).getByRole('link', { name: 'Help center' })).toHaveAttribute(
    'href',
    '/help_center',
  );
});

test.describe('logged in', () => {
  test('the default layout has the footer under the planner; its Help center link opens the help center', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/contentplanner');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Planner' })).toBeVisible();
    const main = (await page.locator('main').boundingBox())!;
    const bar = (await page.locator('footer').boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
    await footer(page).getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL(/\/help_center$/);
  });

  test('the planner opens its cookie-policy and terms modals and closes them again', async ({ page }) => {
    await logIn(page);
    await page.goto('/contentplanner');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Planner' })).toBeVisible();

    await page.getByRole('button', { name: 'Cookie policy' }).click();
    const cookies = page.getByRole('dialog', { name: 'Cookie policy' });
    await expect(cookies).toContainText('session cookies');
    await expect(cookies).toContainText('only after you have agreed');
    await expect(
      cookies.getByRole('link', { name: 'Read the full privacy policy (opens in a new tab)' }),
    ).toHaveAttribute('href', '/privacy#cookies');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(cookies).toBeHidden();

    await page.getByRole('button', { name: 'Terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms.getByRole('heading', { level: 3, name: '3. Acceptable use' })).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();
    await expect(page.getByRole('button', { name: 'Terms and conditions' })).toBeFocused();
  });
});
