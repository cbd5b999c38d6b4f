/**
 * Authentication journeys against the real server (spec 4.2): login with the kept deep link, a wrong password,
 * logout, registration by the mailed link with the welcome banner, the forgot/reset password round trip through the
 * dev outbox, the role-3 restriction and the impersonation routing and banner.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  REGISTRATION_SENT,
  REGISTRATION_SUBJECT,
  freshEmail,
  mailsTo,
  registerThroughApi,
  registrationLink,
} from './support/registration.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };

async function submitLogin(page: Page, credentials: { username: string; password: string }) {
  await page.getByLabel('E-mail').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
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

  test('an account-only page bookmarked without the account id asks for a login, then opens in the account', async ({
    page,
  }) => {
    const answer = await page.goto('/brandkit');
    // A page the app has, not the 404 page: the account-id guard completes the path once an account is known.
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/\?redirect=%2Fbrandkit#login$/);

    await submitLogin(page, DEMO_OWNER);

    await expect(page).toHaveURL(/\/\d+\/brandkit$/);
    await expect(page.getByRole('heading', { name: 'Brand kit', level: 1 })).toBeVisible();
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
  /** Fills the register form and sends it. */
  async function submitRegistration(
    page: Page,
    person: { first: string; last: string; email: string; password: string },
  ) {
    await page.getByLabel('First name').fill(person.first);
    await page.getByLabel('Last name').fill(person.last);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
  }

  test('a new user gets a link by mail; it logs them in with the welcome banner, shown once', async ({
    page,
    request,
  }) => {
    const email = freshEmail('new');
    await page.goto('/#register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await submitRegistration(page, { first: 'Nia', last: 'Newcomer', email, password: 'short' });
    await expect(page.getByText('Password must have at least 8 characters')).toBeVisible();

    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Nobody is logged in yet: the form says to check the e-mail, keeps what was typed but the password.
    await expect(page.getByRole('status').filter({ hasText: REGISTRATION_SENT })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('First name')).toHaveValue('Nia');
    await expect(page).toHaveURL(/\/#register$/);
    expect(await cookieValue(page, 'auth.token')).toBeUndefined();

    await page.goto(await registrationLink(request, email));

    // Routed to the new account's landing URL, with the account id.
    await expect(page).toHaveURL(/\/\d+\/[A-Za-z_]+$/);
    expect(await cookieValue(page, 'auth.welcome')).toBe('1');
    expect(await cookieValue(page, 'auth.token')).toBeTruthy();

    await page.goto('/contentplanner');
    await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
    const banner = page.getByRole('region', { name: 'Welcome to Brandpilot!' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('manage and automate your social media');
    const welcomeMails = async () =>
      (await mailsTo(request, email)).filter((mail) => mail.subject !== REGISTRATION_SUBJECT).length;
    await expect.poll(welcomeMails).toBe(1);

    await page.getByRole('button', { name: 'Dismiss the welcome message' }).click();
    await expect(banner).toHaveCount(0);
    expect(await cookieValue(page, 'auth.welcome')).toBe('false');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Welcome to Brandpilot!' })).toHaveCount(0);
    expect(await welcomeMails()).toBe(1);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(await registrationLink(request, email));
    await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
  });

  test('an e-mail already registered gets the same answer as a new one; its owner gets a note', async ({
    page,
    request,
  }) => {
    const notes = async () =>
      (await mailsTo(request, DEMO_OWNER.username)).filter((mail) => /tried to create/.test(mail.subject))
        .length;
    const before = await notes();
    await page.goto('/#register');
    await submitRegistration(page, {
      first: 'Olivia',
      last: 'Again',
      email: DEMO_OWNER.username,
      password: 'a-long-password',
    });

    await expect(page.getByRole('status').filter({ hasText: REGISTRATION_SENT })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Olivia');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_OWNER.username);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page).toHaveURL(/\/#register$/);
    await expect.poll(notes).toBeGreaterThan(before);

    // Nothing changed for the owner.
    const login = await request.post('/api/webauthenticate', { data: DEMO_OWNER });
    expect(login.ok()).toBe(true);
  });

  test('a link that cannot be used says so and leads back to the register form', async ({ page }) => {
    await page.goto('/?confirm=this-token-is-long-enough-but-unknown#register');
    await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
    expect(await cookieValue(page, 'auth.token')).toBeUndefined();

    await page.getByRole('link', { name: 'Create your account again' }).click();
    await expect(page).toHaveURL(/\/#register$/);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });
});

test.describe('passwords', () => {
  test('forgot password: the reset link from the outbox sets a new password that logs in', async ({
    page,
    request,
  }) => {
    const email = freshEmail('reset');
    await registerThroughApi(request, {
      first_name: 'Reset',
      last_name: 'Tester',
      email,
      password: 'the-old-password',
    });

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
    const mail = (await mailsTo(request, email)).find((each) => /reset/i.test(each.subject));
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
