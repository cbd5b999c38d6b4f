/**
 * The settings hub's Profile tab (issue 16; spec 3, 7.1): bad input gets a sentence at its field and nothing is
 * sent, a failed save keeps everything typed, a saved profile is there after a reload. As sandbox@demo.test, whose
 * name and e-mail no other test reads here (only telephone, region and postal code change).
 */
import { expect, test, type Page } from '@playwright/test';
import { profileMessages } from '../../src/domain/profile.ts';
import { logIn } from './support/session.ts';

const USER = { username: 'sandbox@demo.test', password: 'demo1234' };
const form = (page: Page) => page.getByRole('form', { name: 'Profile' });
const input = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const save = (page: Page) => form(page).getByRole('button', { name: 'Save profile' });

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await logIn(page, USER);
  await page.goto('/userSetting#profile');
  await expect(input(page, 'E-mail')).toHaveValue(USER.username);
});

test('bad input: each field says what is wrong, nothing is sent, the typing stays', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/updateProfile') && request.method() === 'POST') sent += 1;
  });
  await input(page, 'First name').fill('   ');
  await input(page, 'E-mail').fill('sandbox-at-demo');
  await input(page, 'Telephone').fill('call me');
  await input(page, 'Postal code').fill('#1');
  await save(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(profileMessages.invalid);
  await expect(input(page, 'First name')).toHaveAccessibleDescription(profileMessages.firstNameMissing);
  await expect(input(page, 'E-mail')).toHaveAccessibleDescription(profileMessages.emailInvalid);
  await expect(input(page, 'Telephone')).toHaveAccessibleDescription(profileMessages.telephoneInvalid);
  await expect(input(page, 'Postal code')).toHaveAccessibleDescription(profileMessages.zipInvalid);
  await expect(input(page, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(input(page, 'E-mail')).toHaveValue('sandbox-at-demo');
  // The sentence follows the typing once Save has shown it.
  await input(page, 'E-mail').fill(USER.username);
  await expect(input(page, 'E-mail')).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
  await form(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(input(page, 'Telephone')).toHaveValue('');
  await expect(input(page, 'First name')).not.toHaveValue('   ');
});

test('a failed save keeps what was typed; the next one saves, and a reload shows it', async ({ page }) => {
  await page.route('**/api/updateProfile', (route) => route.abort('internetdisconnected'), { times: 1 });
  await input(page, 'Telephone').fill('+44 117 496 0000');
  await input(page, 'Region or state').fill('Bristol');
  await input(page, 'Postal code').fill('BS1 4DJ');
  await save(page).click();
  await expect(form(page).getByRole('alert')).toBeVisible();
  await expect(input(page, 'Region or state')).toHaveValue('Bristol');
  await expect(input(page, 'Telephone')).toHaveValue('+44 117 496 0000');
  await save(page).click();
  await expect(form(page).getByRole('status')).toHaveText(profileMessages.saved);
  await page.reload();
  await expect(input(page, 'Region or state')).toHaveValue('Bristol');
  await expect(input(page, 'Postal code')).toHaveValue('BS1 4DJ');
  await expect(input(page, 'Telephone')).toHaveValue('+44 117 496 0000');
});

test("another login's e-mail is refused at the e-mail field, and nothing else is lost", async ({ page }) => {
  await input(page, 'E-mail').fill('owner@demo.test');
  await input(page, 'Region or state').fill('Somerset');
  await save(page).click();
  await expect(input(page, 'E-mail')).toHaveAccessibleDescription(profileMessages.emailTaken);
  await expect(input(page, 'Region or state')).toHaveValue('Somerset');
  await page.reload();
  await expect(input(page, 'E-mail')).toHaveValue(USER.username);
});

test('the profile is also a page of its own, and leads to changing the password', async ({ page }) => {
  await page.goto('/userprofile');
  await expect(page).toHaveURL(/\/\d+\/userprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const own = page.getByRole('form', { name: 'Your profile' });
  await expect(own.getByLabel('E-mail', { exact: true })).toHaveValue(USER.username);
  await page.getByRole('link', { name: profileMessages.passwordLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
});
