/**
 * The first-run setup as a new user meets it (issue 16), in Chromium against the real server: register through the
 * mailed link, each step saves and shows again what was entered, bad answers get their sentence and keep what was
 * typed, logging out and in resumes at the unfinished step, a sandbox network is connected, and the setup ends in
 * the planner's "your first week"; a finished setup then lands on the planner.
 */
import { expect, test, type Page } from '@playwright/test';
import { payInCheckout, planCard } from './support/checkout.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { freshEmail, registrationLink } from './support/registration.ts';

const PASSWORD = 'a-long-password';

async function logInWithForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/#login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/#login$/);
}

const question = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const progress = (page: Page) => page.getByRole('progressbar', { name: /^Setup progress/ });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** No WCAG 2.1 AA violation on the page, and nothing wider than the phone's screen. */
async function accessibleOnAPhone(page: Page) {
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a new user registers, sets up the account step by step with resume, connects a network and lands in the planner', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('setup');
  await page.goto('/#register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Setup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.goto(await registrationLink(request, email));

  // Step 1 of 6 at 5% (spec 9): what the business offers.
  await expect(page).toHaveURL(/\/\d+\/subjects_services$/);
  const accountId = new URL(page.url()).pathname.split('/')[1]!;
  await expect(question(page, 'What does your business offer?')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '5');
  await expect(progress(page)).toHaveAccessibleName('Setup progress: Step 1 of 6');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await accessibleOnAPhone(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const offer = page.getByLabel('Products and services');
  await offer.fill('Cakes');
  await next(page).click();
  await expect(
    page.getByText('Tell us in a few words what your business offers (at least 10 characters).'),
  ).toBeVisible();
  await expect(offer).toHaveValue('Cakes');
  await offer.fill('Wedding cakes and fresh bread, baked every morning');
  await next(page).click();

  // Step 2: the goal; Back shows step 1 as saved, and Next keeps the goal chosen.
  await expect(page).toHaveURL(`/${accountId}/goals_objectives`);
  await expect(progress(page)).not.toHaveAttribute('aria-valuenow', '5');
  await next(page).click();
  await expect(page.getByText('Choose the goal that matters most to you.')).toBeVisible();
  await page.getByRole('radio', { name: 'Sales' }).check();
  await next(page).click();
  await expect(page).toHaveURL(`/${accountId}/topics`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`/${accountId}/goals_objectives`);
  await expect(page.getByRole('radio', { name: 'Sales' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Products and services')).toHaveValue(
    'Wedding cakes and fresh bread, baked every morning',
  );
  await next(page).click();
  await expect(page).toHaveURL(`/${accountId}/goals_objectives`);
  await next(page).click();

  // Step 3: industries, at least one.
  await expect(page).toHaveURL(`/${accountId}/topics`);
  await next(page).click();
  await expect(page.getByText('Choose at least one topic.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await accessibleOnAPhone(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('checkbox', { name: 'Food and restaurants' }).check();
  await page.getByRole('checkbox', { name: 'Retail' }).check();
  await next(page).click();

  // Step 4: the usual categories are already picked.
  await expect(page).toHaveURL(`/${accountId}/categories`);
  await expect(page.getByRole('checkbox', { name: 'Tips and how-tos' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Promotions and offers' }).check();
  await next(page).click();
  await expect(page).toHaveURL(`/${accountId}/dayTimeSchedule`);
  await expect(question(page, 'When should your posts go out?')).toBeVisible();

  // Log out and in: the setup resumes at its unfinished step, with what was saved.
  await logOut(page);
  await logInWithForm(page, email);
  await expect(page).toHaveURL(`/${accountId}/dayTimeSchedule`);
  await expect(progress(page)).toHaveAccessibleName('Setup progress: Step 5 of 6');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: 'Promotions and offers' })).toBeChecked();
  await next(page).click();

  // Step 5: the posting schedule must be saved before going on.
  await expect(page).toHaveURL(`/${accountId}/dayTimeSchedule`);
  await next(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Save at least one posting time first' }),
  ).toBeVisible();
  const monday = page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem').first();
  await monday.getByLabel('New time on Monday').fill('09:30');
  await monday.getByRole('button', { name: 'Add a time on Monday' }).click();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
  await next(page).click();

  // Step 6: connect a sandbox network, come back to the step, finish.
  await expect(page).toHaveURL(`/${accountId}/social_accounts`);
  await expect(question(page, 'Connect your social networks')).toBeVisible();
  const tiktok = page.getByTestId('social-card-6');
  await tiktok.getByRole('button', { name: 'Connect TikTok' }).click();
  await expect(page).toHaveURL(/\/sandbox\/social\/tiktok\/consent\?/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'TikTok connected' })).toBeVisible();
  await expect(page).toHaveURL(/\/social_accounts$/);
  await expect(page.getByTestId('social-card-6')).toHaveAttribute('data-state', 'connected');
  await expect(question(page, 'Connect your social networks')).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();

  await expect(page).toHaveURL(`/${accountId}/contentplanner?welcome=first-week`);
  const firstWeek = page.getByRole('region', { name: 'Your first week' });
  await expect(firstWeek).toBeVisible();
  await firstWeek.getByRole('button', { name: 'Got it' }).click();
  await expect(firstWeek).toHaveCount(0);
  await expect(page).toHaveURL(`/${accountId}/contentplanner`);

  // Finished: a login lands on the planner, and a step is now a setting with Save.
  await logOut(page);
  await logInWithForm(page, email);
  await expect(page).toHaveURL(`/${accountId}/contentplanner`);
  await page.goto(`/${accountId}/topics`);
  await expect(progress(page)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Retail' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Retail' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});

test('a billing owner without a subscription sets up the account, then pays, and lands in the planner', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await logInWithForm(page, 'setupbuyer@demo.test', 'demo1234');
  await expect(page).toHaveURL(/\/\d+\/subjects_services$/);
  const accountId = Number(new URL(page.url()).pathname.split('/')[1]);
  await page.getByLabel('Products and services').fill('Outdoor gear for hikers and climbers');
  await next(page).click();
  await page.getByRole('radio', { name: 'Brand awareness' }).check();
  await next(page).click();
  await page.getByRole('checkbox', { name: 'Retail' }).check();
  await next(page).click();
  await expect(page).toHaveURL(`/${accountId}/categories`);
  await next(page).click();
  await expect(page).toHaveURL(`/${accountId}/dayTimeSchedule`);
  const monday = page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem').first();
  await monday.getByLabel('New time on Monday').fill('08:00');
  await monday.getByRole('button', { name: 'Add a time on Monday' }).click();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
  await next(page).click();

  // The networks can wait: Finish setup, and the billing owner without a plan is asked to pay (spec 6).
  await expect(question(page, 'Connect your social networks')).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(`/${accountId}/payment`);
  await planCard(page, 'Starter').getByRole('button', { name: 'Select this plan' }).click();
  await payInCheckout(page, accountId);

  await logOut(page);
  await logInWithForm(page, 'setupbuyer@demo.test', 'demo1234');
  await expect(page).toHaveURL(`/${accountId}/contentplanner`);
});
