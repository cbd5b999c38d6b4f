/**
 * Session-timeout MFA (spec 4.3, 8) in Chromium against the real server.
 *
 * The session is timed out with POST /dev/age-session (the server's clock cannot be moved from here); the code is
 * read from the mail outbox (GET /dev/outbox). The action that meets the timeout is what a user does after being
 * away: submitting the form they had open (Change password, POST /auth/changePassword; sent with the new password
 * equal to the current one, so the server refuses it without changing anything). A reload is not used: the session
 * check (GET /me) never waits for the popup, an expired session there means logged out (src/api/session.ts). Two
 * tests age the session while the page loads, just before its first protected call (POST /auth/setonline).
 *
 * MFA codes are per user (a new code replaces the previous one), so these tests run one after the other, as
 * viewer@demo.test, whom no other spec sends codes to.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ageSession,
  ageSessionBeforeNextOnlineCall,
  codeMailedAfter,
  digitBox,
  mfaDialog as dialog,
  mfaLoginButton as loginButton,
  newestMailId,
  pasteInto as paste,
  sessionToken,
  toast,
  wrongCode,
} from './support/mfa.ts';
import { logIn } from './support/session.ts';

const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };

test.describe.configure({ mode: 'serial' });

/** Opens the popup's code step: Send code, 'Otp sent to your email', and the code from the mail. */
async function sendCode(page: Page, mailedAfter: number): Promise<string> {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Your session has timed out due to inactivity.');
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText('Otp sent to your email');
  await expect(digitBox(page, 1)).toBeFocused();
  return codeMailedAfter(page.request, VIEWER.username, mailedAfter);
}

/** Logged in on the Change password page, with the form filled with a change the server refuses (same password). */
async function onChangePasswordForm(page: Page): Promise<void> {
  await logIn(page, VIEWER);
  await holdBellPolls(page);
  await page.goto('/change_password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill(VIEWER.password);
  await page.getByLabel('New password').fill(VIEWER.password);
}

/**
 * The bells poll every 2 s: after the session is aged, a poll could meet the 401 before the form's submit does and
 * open the popup first. Their calls are held (never answered) in the tests that need the submit to be the first.
 */
async function holdBellPolls(page: Page): Promise<void> {
  const never = new Promise<void>(() => {});
  for (const path of ['**/api/getAllConversationlist*', '**/api/auth/getNotifications*']) {
    await page.route(path, async () => {
      await never;
    });
  }
}

const submitChangePassword = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Change password' }).click();

const isChangePassword = (url: string) => new URL(url).pathname === '/api/auth/changePassword';

test('a form sent after the session timed out is sent again after the MFA login, and its answer shows', async ({
  page,
}) => {
  await onChangePasswordForm(page);
  const oldToken = await ageSession(page);
  const mailedBefore = await newestMailId(page.request, VIEWER.username);

  await submitChangePassword(page);
  const code = await sendCode(page, mailedBefore);

  // Login is disabled until all four boxes hold a digit; typing moves on, Backspace on an empty box moves back.
  await expect(loginButton(page)).toBeDisabled();
  await page.keyboard.type(code.slice(0, 3));
  await expect(digitBox(page, 3)).toHaveValue(code[2]!);
  await expect(digitBox(page, 4)).toBeFocused();
  await expect(loginButton(page)).toBeDisabled();
  await page.keyboard.press('Backspace');
  await expect(digitBox(page, 3)).toHaveValue('');
  await expect(digitBox(page, 3)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(digitBox(page, 2)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(digitBox(page, 3)).toBeFocused();
  await page.keyboard.type(code.slice(2));
  await expect(digitBox(page, 4)).toHaveValue(code[3]!);
  await expect(loginButton(page)).toBeEnabled();

  const retried = page.waitForRequest(
    (request) => isChangePassword(request.url()) && request.headers().authorization !== `Bearer ${oldToken}`,
  );
  await loginButton(page).click();

  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // The request that met the timeout was sent again with the new token, and the page shows its answer.
  const request = await retried;
  const newToken = await sessionToken(page);
  expect(newToken).not.toBe(oldToken);
  expect(request.headers().authorization).toBe(`Bearer ${newToken}`);
  expect((await request.response())?.status()).toBe(400);
  await expect(page.getByRole('main')).toContainText('The new password must differ from the current one.');
  await expect(page).toHaveURL(/\/change_password$/);
  await expect(page.getByLabel('Current password')).toHaveValue(VIEWER.password);

  // The page keeps working on the new session: the form is answered at once, without the popup.
  const answered = page.waitForResponse((response) => isChangePassword(response.url()));
  await submitChangePassword(page);
  expect((await answered).status()).toBe(400);
  await expect(dialog(page)).toHaveCount(0);
});

test('a pasted code fills the four boxes and logs in again; the form is answered', async ({ page }) => {
  await onChangePasswordForm(page);
  await ageSession(page);
  const mailedBefore = await newestMailId(page.request, VIEWER.username);

  await submitChangePassword(page);
  const code = await sendCode(page, mailedBefore);
  await paste(digitBox(page, 1), `Your code: ${code}`);
  for (const [index, digit] of Array.from(code).entries()) {
    await expect(digitBox(page, index + 1)).toHaveValue(digit);
  }
  await expect(digitBox(page, 4)).toBeFocused();

  const answered = page.waitForResponse((response) => isChangePassword(response.url()));
  await loginButton(page).click();

  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect((await answered).status()).toBe(400);
  await expect(page.getByRole('main')).toContainText('The new password must differ from the current one.');
});

test("a wrong code says 'Invalid otp' and clears the boxes; Resend code mails a new one that works", async ({
  page,
}) => {
  // The session expires while the page loads: between the session check (GET /me) and the page's first
  // protected call (POST /auth/setonline, presence), which then waits for the MFA login.
  await logIn(page, VIEWER);
  const mailedBefore = await newestMailId(page.request, VIEWER.username);
  const agedToken = await ageSessionBeforeNextOnlineCall(page);
  await page.goto('/');
  const firstCode = await sendCode(page, mailedBefore);

  await page.keyboard.type(wrongCode(firstCode));
  await loginButton(page).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Invalid otp');
  for (const n of [1, 2, 3, 4]) await expect(digitBox(page, n)).toHaveValue('');
  await expect(digitBox(page, 1)).toBeFocused();
  await expect(loginButton(page)).toBeDisabled();

  const firstMail = await newestMailId(page.request, VIEWER.username);
  await dialog(page).getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText('Otp sent to your email');
  const secondCode = await codeMailedAfter(page.request, VIEWER.username, firstMail);

  const markedOnline = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/auth/setonline' &&
      response.request().headers().authorization !== `Bearer ${agedToken()}`,
  );
  await digitBox(page, 1).click();
  await page.keyboard.type(secondCode);
  await loginButton(page).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // The call that met the timeout went out again, with the new token, and succeeded.
  const retried = await markedOnline;
  expect(retried.status()).toBe(200);
  expect(retried.request().postDataJSON()).toEqual({ isOnline: 1 });
  expect(retried.request().headers().authorization).toBe(`Bearer ${await sessionToken(page)}`);
  await expect(page).toHaveURL(/\/\d+\/contentplanner$/);
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
});

test('closing the popup keeps the user on the page; the request fails and the next one times out again', async ({
  page,
}) => {
  await onChangePasswordForm(page);
  await ageSession(page);

  await submitChangePassword(page);
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/change_password$/);
  await expect(page.getByRole('main')).toContainText('Your session has timed out due to inactivity.');
  await expect(page.getByLabel('New password')).toHaveValue(VIEWER.password);

  await submitChangePassword(page);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Send code' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/change_password$/);
});

test('in the onBoard layout a timeout logs the user out to /#login, without the popup', async ({ page }) => {
  await logIn(page, VIEWER);
  // As above, the session expires between the session check and the page's first protected call, here on
  // an onBoard page (Topics selection).
  let logOutSent = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/logout') logOutSent = true;
  });
  await ageSessionBeforeNextOnlineCall(page);
  await page.goto('/topics');

  await expect(page).toHaveURL(/\/#login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(logOutSent).toBe(true);
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'auth.token' }));
});
