/**
 * Authentication journeys against the real server (spec 4.2): login with the kept deep link, a wrong password,
 * logout, registration with the welcome banner, the forgot/reset password round trip through the dev outbox,
 * the role-3 restriction and the impersonation routing and banner.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_OWNER, logIn } from './support/session.ts';

const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };
const OUTBOX = '/dev/outbox';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** A fresh e-mail per test, so parallel tests and repeated runs never share a user. */
function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

async function submitLogin(page: Page, credentials: { username: string; password: string }) {
  await page.getByLabel('E-mail').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function registerThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/register', {
    data: { first_name: 'Reset', last_name: 'Tester', email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(OUTBOX);
  if (!response.ok()) return [];
  const body = (await response.json()) as { data: OutboxMail[] | null };
  return (body.data ?? []).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

test.describe('login', () => {
  test('a deep link while logged out goes through the login form and comes back with the account id', async ({
    page,
  }) => {
    await page.goto('/dashboard/roi?period=week');
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Froi%3Fperiod%3Dweek#login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await submitLogin(page, DEMO_OWNER);

    await expect(page).toHaveURL(/\/\d+\/dashboard\/roi\?period=week$/);
    const accountId = await page.evaluate(() => localStorage.getItem('accountId'));
    expect(accountId).toMatch(/^\d+$/);
    expect(new URL(page.url()).pathname).toBe(`/${accountId}/dashboard/roi`);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('a wrong password keeps what was typed and shows the server message; Enter submits', async ({
    page,
  }) => {
    await page.goto('/#login');
    await page.getByLabel('E-mail').fill(DEMO_OWNER.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');

    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_OWNER.username);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page).toHaveURL(/\/#login$/);
  });

  test('the form checks the e-mail before sending anything', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/webauthenticate')) sent = true;
    });
    await page.goto('/#login');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByText('E-mail must be an e-mail address')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  test('log out clears the session and goes to /#login', async ({ page }) => {
    const { user } = await logIn(page);
    await page.goto(`/${user.accountId}/contentplanner`);
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/#login$/);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect.poll(() => cookieValue(page, 'auth.token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('accountId'))).toBeNull();

    // The protected page is closed again.
    await page.goto(`/${user.accountId}/contentplanner`);
    await expect(page).toHaveURL(/#login$/);
  });
});

test.describe('registration', () => {
  test('a new user lands logged in, sees the welcome banner once and can dismiss it', async ({
    page,
    request,
  }) => {
    const email = freshEmail('new');
    await page.goto('/#register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must have at least 8 characters')).toBeVisible();

    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Routed to the new account's landing URL, with the account id.
    await expect(page).toHaveURL(/\/\d+\/[A-Za-z_]+$/);
    expect(await cookieValue(page, 'auth.welcome')).toBe('1');
    expect(await cookieValue(page, 'auth.token')).toBeTruthy();

    await page.goto('/contentplanner');
    await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
    const banner = page.getByRole('region', { name: 'Welcome to Brandpilot!' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('manage and automate your social media');
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);

    await page.getByRole('button', { name: 'Dismiss the welcome message' }).click();
    await expect(banner).toHaveCount(0);
    expect(await cookieValue(page, 'auth.welcome')).toBe('false');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Welcome to Brandpilot!' })).toHaveCount(0);
    expect(await mailsTo(request, email)).toHaveLength(1);
  });

  test('an e-mail already registered shows the server message and keeps the form', async ({ page }) => {
    await page.goto('/#register');
    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('E-mail').fill(DEMO_OWNER.username);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByLabel('First name')).toHaveValue('Olivia');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_OWNER.username);
    await expect(page).toHaveURL(/\/#register$/);
  });
});

test.describe('passwords', () => {
  test('forgot password: the reset link from the outbox sets a new password that logs in', async ({
    page,
    request,
  }) => {
    const email = freshEmail('reset');
    await registerThroughApi(request, email, 'the-old-password');

    await page.goto('/#login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot_password$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset link' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await expect
      .poll(async () => (await mailsTo(request, email)).filter((mail) => /reset/i.test(mail.subject)).length)
      .toBe(1);
    const [mail] = await mailsTo(request, email);
    const resetPath = /\/reset\?token=[^\s]+/.exec(mail!.text)?.[0];
    expect(resetPath).toBeTruthy();

    await page.goto(resetPath!);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('the-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/\?note=password-reset#login$/);
    await expect(
      page.getByText('Your password has been reset. Log in with your new password.'),
    ).toBeVisible();

    await submitLogin(page, { username: email, password: 'the-old-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');

    await page.getByLabel('Password').fill('the-new-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/\d+\/[A-Za-z_]+$/);
    expect(await cookieValue(page, 'auth.token')).toBeTruthy();
  });

  test('a used reset link shows the server message', async ({ page }) => {
    await page.goto('/reset?token=this-token-is-long-enough-but-unknown');
    await page.getByLabel('New password', { exact: true }).fill('the-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('the-new-password');
  });

  test('the password setup page speaks of an invitation', async ({ page }) => {
    await page.goto('/password_setup?token=this-token-is-long-enough-but-unknown');
    await expect(page.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
    await expect(page.getByText('You have been invited to Brandpilot.')).toBeVisible();
  });
});

test.describe('roles and impersonation', () => {
  test('an account role 3 user logging in cannot reach the dashboard overview', async ({ page }) => {
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/#login$/);
    await submitLogin(page, VIEWER);

    await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
    const mainMenu = page.getByRole('navigation', { name: 'Main' });
    await expect(mainMenu.getByRole('link', { name: 'Content Planner' })).toBeVisible();
    await expect(mainMenu.getByRole('link', { name: /^Dashboard/ })).toHaveCount(0);
  });

  test('the impersonation cookie routes to the content planner, resets the flag and shows the banner', async ({
    page,
  }) => {
    const { user } = await logIn(page);
    // What the impersonation link sets (src/server/routes/impersonation.ts), on top of the owner's session.
    await page.context().addCookies([
      {
        name: 'auth.impersonationLogin',
        value: '1',
        domain: 'localhost',
        path: '/',
        sameSite: 'None',
        secure: true,
      },
    ]);

    await page.goto('/redirect');

    await expect(page).toHaveURL(new RegExp(`/${user.accountId}/contentplanner$`));
    await expect(page.getByTestId('impersonation-banner')).toHaveText(
      'Hi Admin, You are logged in as Olivia Owner',
    );
    expect(await cookieValue(page, 'auth.impersonationLogin')).toBe('false');
  });
});
