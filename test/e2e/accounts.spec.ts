/**
 * Account switching (spec 4.5), the profile menu (4.6), the beta dashboard toggle (4.7) and account creation
 * (spec 5, 8) in Chromium against the real server.
 *
 * Switching changes the user's landing account on the server, which every login of that user reads. The
 * switching journey therefore runs as many@demo.test (who has Acme Bakery landing on /contentplanner and Northwind
 * Studio landing on /dashboard too), never as owner@demo.test, whom other specs log in and expect to land on Acme.
 */
import { expect, test, type Page } from '@playwright/test';
import { avatarColour } from '../../src/domain/chat.ts';
import { apiHeaders, postOnAccount } from './support/api.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const DEMO_MANY = { username: 'many@demo.test', password: 'demo1234' };

const SWITCHING = 'Please wait while we are switching account...';
const ACCOUNT_EXISTS = 'An account with this name already exists. Please choose a different name.';

interface AccountRow {
  id: number;
  accountName: string;
  landing_url: string;
}

/** The user's accounts, by name, straight from the API. */
async function accountsByName(page: Page, token: string): Promise<Map<string, AccountRow>> {
  const response = await page.context().request.get('/api/auth/getUAccounts', {
    headers: apiHeaders(token),
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: AccountRow[] };
  return new Map(data.map((account) => [account.accountName, account]));
}

/** Makes `accountId` the landing account again (what a switch changes on the server). */
async function setLanding(page: Page, token: string, accountId: number): Promise<void> {
  const response = await postOnAccount(page, '/api/auth/setlandingaccount', token, accountId);
  expect(response.ok()).toBe(true);
}

const profileButton = (page: Page) => page.getByRole('button', { name: /^Profile:/ });
const profileMenu = (page: Page) => page.getByRole('region', { name: 'Profile' });
const accountList = (page: Page) => page.getByRole('list', { name: 'Your accounts' });
const switchingCard = (page: Page) => page.getByRole('status').filter({ hasText: SWITCHING });

async function openSwitcher(page: Page): Promise<void> {
  await profileButton(page).click();
  await expect(profileMenu(page)).toBeVisible();
  await profileMenu(page).getByRole('button', { name: 'Switch account' }).click();
  await expect(accountList(page)).toBeVisible();
}

/** From the open content planner: the switcher's `entry` opens its dialog, titled `title`, which it returns. */
async function openSwitcherDialog(page: Page, entry: string, title: string) {
  await openSwitcher(page);
  await page.getByRole('button', { name: entry }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

/** Logs in as `credentials` and opens the content planner. */
async function openPlanner(page: Page, credentials: typeof DEMO_OWNER) {
  const session = await logIn(page, credentials);
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  return session;
}

test.describe('account switching', () => {
  test('switches to another account and back, each landing on its own landing page', async ({ page }) => {
    const { token } = await logIn(page, DEMO_MANY);
    const accounts = await accountsByName(page, token);
    const acme = accounts.get('Acme Bakery')!;
    const northwind = accounts.get('Northwind Studio')!;
    expect(acme.landing_url).toBe('/contentplanner');
    expect(northwind.landing_url).toBe('/dashboard');
    await setLanding(page, token, acme.id);
    try {
      await page.goto(`/${acme.id}/contentplanner`);
      await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();

      // The switcher lists the first 3 accounts; the current one is checked and cannot be chosen again.
      await openSwitcher(page);
      await expect(accountList(page).getByRole('listitem')).toHaveCount(3);
      const current = accountList(page).getByRole('button', { name: /Acme Bakery/ });
      await expect(current).toHaveAttribute('aria-current', 'true');
      await expect(current).toHaveAttribute('aria-disabled', 'true');
      await expect(current).toContainText('(current account)');
      // Playwright waits for aria-disabled controls to be enabled; a user can still click it: force the click.
      await current.click({ force: true });
      await expect(accountList(page)).toBeVisible();
      await expect(switchingCard(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${acme.id}/contentplanner$`));

      // Acme -> Northwind: the loading card, then Northwind's landing page.
      // The card is shown for the switch only (about the 0.3 s fade): wait for it from before the click.
      let cardShown = switchingCard(page).waitFor({ state: 'visible' });
      await accountList(page).getByRole('button', { name: 'Northwind Studio' }).click();
      await cardShown;
      await expect(page).toHaveURL(new RegExp(`/${northwind.id}/dashboard$`));
      await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
      await expect(switchingCard(page)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('accountId'))).toBe(String(northwind.id));
      // The session follows: the menus now link into Northwind.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content Planner' }),
      ).toHaveAttribute('href', `/${northwind.id}/contentplanner`);
      expect(await page.evaluate(() => document.cookie)).toContain(`auth.accountId=${northwind.id}`);
      expect(await page.evaluate(() => localStorage.getItem('onboardingtype'))).toContain('onboarding_flow');

      // Northwind is now the current account; back to Acme.
      await openSwitcher(page);
      await expect(accountList(page).getByRole('button', { name: /Northwind Studio/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      cardShown = switchingCard(page).waitFor({ state: 'visible' });
      await accountList(page).getByRole('button', { name: 'Acme Bakery' }).click();
      await cardShown;
      await expect(page).toHaveURL(new RegExp(`/${acme.id}/contentplanner$`));
      await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
      await expect(switchingCard(page)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('accountId'))).toBe(String(acme.id));
    } finally {
      await setLanding(page, token, acme.id);
    }
  });

  test("'View all accounts' finds an account by typing, with the keyboard", async ({ page }) => {
    await openPlanner(page, DEMO_MANY);
    const dialog = await openSwitcherDialog(page, 'View all accounts', 'All accounts');
    await expect(profileMenu(page)).toHaveCount(0);
    const options = dialog.getByRole('option');
    await expect(options).toHaveCount(5);

    const search = dialog.getByRole('combobox', { name: 'Search accounts by name' });
    await expect(search).toBeFocused();
    await search.fill('summ');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText('Summit Fitness');

    await search.fill('no such account');
    await expect(options).toHaveCount(0);
    await expect(dialog.getByText("No account matches 'no such account'.")).toBeVisible();

    await search.fill('');
    await expect(options).toHaveCount(5);
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await search.press('Escape');
    await search.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('account creation', () => {
  test('a name the user already has shows the spec message and closes the form', async ({ page }) => {
    await openPlanner(page, DEMO_OWNER);
    const dialog = await openSwitcherDialog(page, 'Add An Account', 'Add An Account');
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();

    await dialog.getByLabel('Company name').fill('A');
    const type = dialog.getByLabel('Account type');
    await expect(type).toBeEnabled();
    await type.selectOption({ label: 'Business' });
    const plan = dialog.getByLabel('Plan');
    await expect(plan).toBeEnabled();
    await expect(plan.getByRole('option')).not.toHaveCount(1);
    await plan.selectOption({ index: 1 });
    await expect(create).toBeDisabled(); // one character is not a company name

    await dialog.getByLabel('Company name').fill('Acme Bakery');
    await expect(create).toBeEnabled();
    await create.click();

    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(ACCOUNT_EXISTS);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
  });
});

test.describe('beta dashboard toggle', () => {
  test('turning on asks; NO reverts, YES stays on across a reload; turning off applies at once', async ({
    page,
  }) => {
    const { user } = await openPlanner(page, DEMO_OWNER);
    const dashboardLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Dashboard/ });
    await expect(dashboardLink).toHaveAttribute('href', `/${user.accountId}/dashboard`);

    await profileButton(page).click();
    const toggle = profileMenu(page).getByRole('switch', { name: 'Dashboard (Beta)' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.click();
    const confirm = page.getByRole('alertdialog', { name: 'Dashboard (Beta)' });
    await expect(confirm).toContainText('This feature is under development do you want continue?');
    await confirm.getByRole('button', { name: 'NO' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(() => localStorage.getItem('betaToggle'))).not.toBe('true');

    await toggle.click();
    await confirm.getByRole('button', { name: 'YES' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(dashboardLink).toHaveAttribute('href', `/${user.accountId}/dashboard/overview`);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
    await expect(dashboardLink).toHaveAttribute('href', `/${user.accountId}/dashboard/overview`);
    await profileButton(page).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('betaToggle'))).toBe('false');
    await expect(dashboardLink).toHaveAttribute('href', `/${user.accountId}/dashboard`);
  });
});

test.describe('profile menu', () => {
  test('opens on click, closes on Escape and on a click outside', async ({ page }) => {
    const { user } = await logIn(page, DEMO_OWNER);
    await page.goto('/contentplanner');
    const button = profileButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = profileMenu(page);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      `/${user.accountId}/userSetting#profile`,
    );
    await expect(menu.getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      `/${user.accountId}/userSetting#billing_tab`,
    );
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await menu.evaluate((element) => element.getBoundingClientRect().width)).toBe(215);

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { name: 'Content Planner' }).click();
    await expect(menu).toHaveCount(0);
  });

  test('opens on hover on desktop and closes after the mouse leaves', async ({ page }) => {
    await logIn(page, DEMO_OWNER);
    await page.goto('/contentplanner');
    await profileButton(page).hover();
    await expect(profileMenu(page)).toBeVisible();
    await page.getByRole('heading', { name: 'Content Planner' }).hover();
    await expect(profileMenu(page)).toHaveCount(0);
  });
});

/** '#4f46e5' as the browser computes it: 'rgb(79, 70, 229)'. */
function rgbOf(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

test.describe('profile menu on a small touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('cuts the user name to 6 characters and opens the menu with a tap', async ({ page }) => {
    await logIn(page, DEMO_OWNER);
    await page.goto('/contentplanner');
    const button = profileButton(page);
    await expect(button).toHaveAccessibleName('Profile: Olivia...');
    // The cut name is on screen, not only read (spec 9: the mobile header's username), and fits the phone.
    await expect(button.getByText('Olivia...', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The avatar has chat's initials and colour for the same person (spec 9: one palette of 7 by first letter).
    const initials = button.getByText('OO', { exact: true });
    await expect(initials).toBeVisible();
    await expect(initials).toHaveCSS('background-color', rgbOf(avatarColour('Olivia').background));
    await button.tap();
    await expect(profileMenu(page)).toBeVisible();
    await expect(profileMenu(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    await button.tap();
    await expect(profileMenu(page)).toHaveCount(0);
  });
});
