/**
 * Signing in and registering with a social network (issue 16), in Chromium against the real server and the sandbox
 * networks' consent pages: a new user signs up with LinkedIn and lands on the first setup step with the social flag
 * and the welcome cookie; logging out and in with LinkedIn resumes there; the spec's refusals ('User Does not
 * Exist.', 'Account Already connected.') and a denial show on /callback with the ways on; the seeded social-only
 * user lands in the planner.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshEmail } from './support/registration.ts';

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((candidate) => candidate.name === name)?.value;
}

/** On the sandbox network's sign-in consent page: the profile's name and e-mail, then Allow or Deny. */
async function consent(
  page: Page,
  network: string,
  profile: { name?: string; email: string },
  decision: 'Allow' | 'Deny' = 'Allow',
) {
  await expect(page).toHaveURL(new RegExp(`/sandbox/social/${network}/consent\\?`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in with .+ \(sandbox\)$/);
  if (profile.name) await page.getByLabel('Name').fill(profile.name);
  await page.getByLabel('E-mail').fill(profile.email);
  await page.getByRole('button', { name: decision }).click();
}

const setupQuestion = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'What does your business offer?' });
const callbackAlert = (page: Page) => page.getByRole('main').getByRole('alert');

test('a new user signs up with LinkedIn, lands on the setup with the social flag, and logging in again resumes there', async ({
  page,
}) => {
  const email = freshEmail('social');
  await page.goto('/#register');
  const signUp = page.getByRole('group', { name: 'Sign up with a network' });
  await expect(signUp.getByRole('button')).toHaveText([
    'Sign up with LinkedIn',
    'Sign up with Facebook',
    'Sign up with Twitter',
  ]);
  await signUp.getByRole('button', { name: 'Sign up with LinkedIn' }).click();
  await consent(page, 'linkedin', { name: 'Lena Linked', email });

  await expect(setupQuestion(page)).toBeVisible();
  await expect(page).toHaveURL(/\/\d+\/subjects_services$/);
  expect(await cookie(page, 'auth.sconnect')).toBe('1');
  expect(await cookie(page, 'auth.welcome')).toBe('1');

  // Change password explains there is no password behind a social login.
  await page.goto('/change_password');
  await expect(page.getByRole('status').filter({ hasText: /social/i })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/#login$/);
  expect(await cookie(page, 'auth.sconnect')).toBeUndefined();

  await page
    .getByRole('group', { name: 'Log in with a network' })
    .getByRole('button', { name: 'Continue with LinkedIn' })
    .click();
  await consent(page, 'linkedin', { email });
  await expect(setupQuestion(page)).toBeVisible();
  expect(await cookie(page, 'auth.sconnect')).toBe('1');
  // A known login is not welcomed again.
  expect(await cookie(page, 'auth.welcome')).toBeUndefined();

  // The same profile cannot sign up twice: code 300, 'Account Already connected.'.
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/#login$/);
  await page.goto('/#register');
  await page.getByRole('button', { name: 'Sign up with LinkedIn' }).click();
  await consent(page, 'linkedin', { email });
  await expect(page).toHaveURL(/\/callback\?ticket=/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are not signed in' })).toBeVisible();
  await expect(callbackAlert(page)).toHaveText('Account Already connected.');
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('logging in with a profile nobody registered says "User Does not Exist." and offers both ways on', async ({
  page,
}) => {
  await page.goto('/#login');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await consent(page, 'facebook', { email: freshEmail('nobody') });
  await expect(callbackAlert(page)).toHaveText('User Does not Exist.');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  expect(await cookie(page, 'auth.token')).toBeUndefined();
});

test('denying on the network, or a stale link, explains and logs nobody in', async ({ page }) => {
  await page.goto('/#login');
  await page.getByRole('button', { name: 'Continue with Twitter' }).click();
  await consent(page, 'twitter', { email: freshEmail('deny') }, 'Deny');
  await expect(page).toHaveURL(/\/callback\?error=denied$/);
  await expect(callbackAlert(page)).toHaveText(
    'You did not allow access on the network, so you are not signed in.',
  );
  // The server's return address used twice: the state is gone.
  await page.goto('/api/sociallogin/callback?state=made-up-state&code=x');
  await expect(page).toHaveURL(/\/callback\?error=expired$/);
  await expect(callbackAlert(page)).toHaveText(
    'This sign-in link has expired or was already used. Please start again.',
  );
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('the seeded social-only user logs in with LinkedIn and lands in the planner; the Back button from the network leaves the buttons usable', async ({
  page,
}) => {
  await page.goto('/#login');
  const linkedIn = page.getByRole('button', { name: 'Continue with LinkedIn' });
  await linkedIn.click();
  await expect(page).toHaveURL(/\/sandbox\/social\/linkedin\/consent\?/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(linkedIn).toBeEnabled();

  await linkedIn.click();
  await consent(page, 'linkedin', { email: 'social@demo.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Content Planner' })).toBeVisible();
  await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
  // There is no password behind this login.
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/#login$/);
  await page.getByLabel('E-mail').fill('social@demo.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  expect(await cookie(page, 'auth.token')).toBeUndefined();
});
