/**
 * The organisation profile and the brand kit (issue 16), as a freshly registered user (so no parallel test's
 * account changes): rename the company and see it in the account switcher, pick a time zone, a bad name gets its
 * sentence and keeps the typing; set a brand colour by hex, a bad hex gets its sentence, pick tone and language,
 * and a reload shows what was saved.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, registerThroughApi } from './support/registration.ts';
import { logIn } from './support/session.ts';

async function freshUser(page: Page, label: string): Promise<number> {
  const email = freshEmail(label);
  const password = 'a-long-password';
  await registerThroughApi(page.request, { first_name: 'Orla', last_name: 'Org', email, password });
  const data = await logIn(page, { username: email, password }, { fresh: true });
  expect(data.user.accountId).not.toBeNull();
  return data.user.accountId!;
}

test('the organisation profile renames the company and sets the time zone; a bad name keeps the typing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const accountId = await freshUser(page, 'orgprofile');
  await page.goto(`/${accountId}/Organisationprofile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation profile' })).toBeVisible();
  const company = page.getByLabel('Company name');
  await expect(company).not.toHaveValue('');
  // No top bar on this page (spec 2.4).
  await expect(page.getByRole('button', { name: /^Profile:/ })).toHaveCount(0);
  // The logo's upload field (uploads.spec.ts uploads one); a new account has none.
  const logo = page.getByRole('group', { name: 'Logo' });
  await expect(logo.getByText('No logo yet')).toBeVisible();
  await expect(logo.getByLabel('Choose a logo')).toBeAttached();

  // A one-character name: the sentence at the field, nothing sent, the typing kept.
  await company.fill('Z');
  await page.getByRole('button', { name: 'Save organisation profile' }).click();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription(/at least 2 characters/);
  await expect(company).toHaveValue('Z');
  await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.');

  const name = `Orla Outfitters ${Date.now() % 100000}`;
  await company.fill(name);
  await expect(company).not.toHaveAttribute('aria-invalid', 'true');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Paris');
  await page.getByRole('option', { name: /Europe\/Paris/ }).click();
  await page.getByLabel('Country').selectOption('FR');
  await page.getByRole('button', { name: 'Save organisation profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your organisation profile has been saved.',
  );

  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Europe\/Paris/);
  await expect(page.getByLabel('Country')).toHaveValue('FR');

  // The account switcher (on a page with the top bar) shows the new name.
  await page.goto(`/${accountId}/help_center`);
  await page.getByRole('button', { name: /^Profile:/ }).click();
  const menu = page.getByRole('region', { name: 'Profile' });
  await menu.getByRole('button', { name: 'Switch account' }).click();
  // A long name is shortened in the list; its title holds the whole name.
  await expect(page.getByRole('list', { name: 'Your accounts' }).getByTitle(name)).toBeVisible();
});

test('the brand kit saves a colour by hex, tone and language; a bad hex gets its sentence', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const accountId = await freshUser(page, 'brandkit');
  await page.goto(`/${accountId}/brandkit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand kit' })).toBeVisible();
  const colour = page.getByRole('textbox', { name: 'Primary brand colour', exact: true });
  await expect(colour).toBeVisible();

  await colour.fill('#12zz45');
  await page.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(colour).toHaveAccessibleDescription(/six hexadecimal digits, like #1F6FEB/);
  await expect(colour).toHaveValue('#12zz45');

  await colour.fill('#0f766e');
  await expect(colour).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('brand-preview')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(page.getByTestId('brand-preview')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.getByRole('button', { name: 'Add a colour' }).click();
  await page.getByRole('textbox', { name: 'Palette colour 1', exact: true }).fill('#FFCC00');
  await page.getByLabel('Heading font').selectOption('georgia');
  await page.getByLabel('Tone of voice').selectOption('Playful');
  await page.getByLabel('Language').selectOption('French');
  await page.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your brand kit has been saved.',
  );

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Primary brand colour', exact: true })).toHaveValue(
    '#0F766E',
  );
  await expect(page.getByRole('textbox', { name: 'Palette colour 1', exact: true })).toHaveValue('#FFCC00');
  await expect(page.getByLabel('Heading font')).toHaveValue('georgia');
  await expect(page.getByLabel('Tone of voice')).toHaveValue('Playful');
  await expect(page.getByLabel('Language')).toHaveValue('French');

  // Reset to default puts back the account type's colour (Business: #1F6FEB); Discard changes undoes it.
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByRole('textbox', { name: 'Primary brand colour', exact: true })).toHaveValue(
    '#1F6FEB',
  );
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('textbox', { name: 'Primary brand colour', exact: true })).toHaveValue(
    '#0F766E',
  );
});
