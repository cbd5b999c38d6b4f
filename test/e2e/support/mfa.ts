/**
 * Helpers of the session-timeout MFA shared by test/e2e/mfa.spec.ts and the auth and mfa UI models: ageing a
 * session past the idle timeout (POST /dev/age-session), reading codes from the mail outbox (GET /dev/outbox), the
 * popup's locators.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

export const mfaDialog = (page: Page) => page.getByRole('dialog', { name: 'Session timed out' });
export const digitBox = (page: Page, n: number) =>
  mfaDialog(page).getByRole('textbox', { name: `Digit ${n} of 4` });
export const mfaLoginButton = (page: Page) =>
  mfaDialog(page).getByRole('button', { name: 'Login', exact: true });
export const sendCodeButton = (page: Page) => mfaDialog(page).getByRole('button', { name: 'Send code' });
export const resendButton = (page: Page) => mfaDialog(page).getByRole('button', { name: 'Resend code' });
export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title });

export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'auth.token');
  if (!cookie) throw new Error('no auth.token cookie');
  return decodeURIComponent(cookie.value);
}

/** Moves this browser's session past the idle timeout: its next protected call answers 401 'unauthorized access'. */
export async function ageSession(page: Page): Promise<string> {
  const token = await sessionToken(page);
  const response = await page.request.post('/dev/age-session', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return token;
}

/**
 * Ages this browser's session just before the next page's first protected call, its presence call marking the user
 * online (POST /auth/setonline {isOnline: 1}); answers a getter of the aged session's token. Leaving a page sends the
 * offline call on unload: it passes untouched (taken for the next page's call, it aged the session at a moment the
 * new page's own session check may already have been answered, and the new page never met the timeout).
 */
export async function ageSessionBeforeNextOnlineCall(page: Page): Promise<() => string> {
  let agedToken = '';
  await page.route('**/api/auth/setonline', async (route) => {
    const body = route.request().postDataJSON() as { isOnline?: unknown } | null;
    if (agedToken !== '' || body?.isOnline !== 1) return route.fallback();
    agedToken = await ageSession(page);
    await route.continue();
  });
  return () => agedToken;
}

async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/dev/outbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** The id of the newest mail to `to` (0 when none), so a test can wait for the next one. */
export async function newestMailId(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request)).find((mail) => mail.to === to)?.id ?? 0;
}

/** Waits for a code mail to `to` newer than `afterId`, and reads its 4-digit code. */
export async function codeMailedAfter(
  request: APIRequestContext,
  to: string,
  afterId: number,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await outbox(request)).find((candidate) => candidate.to === to && candidate.id > afterId);
      code = /\b(\d{4})\b/.exec(`${mail?.subject ?? ''}\n${mail?.text ?? ''}`)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Another 4-digit code than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** What a paste of `text` into `box` does (a ClipboardEvent with data, as the browser sends it). */
export async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * The popup's whole login as a user does it after a timeout on `page` (the popup is open, nothing sent yet):
 * Send code, the code from the outbox, typed in the four boxes, Login. Ends when the popup has closed.
 */
export async function reauthenticate(page: Page, email: string): Promise<void> {
  const before = await newestMailId(page.request, email);
  await expect(mfaDialog(page)).toBeVisible();
  await sendCodeButton(page).click();
  await expect(mfaDialog(page).getByRole('status')).toHaveText('Otp sent to your email');
  const code = await codeMailedAfter(page.request, email, before);
  await digitBox(page, 1).focus();
  await page.keyboard.type(code);
  await mfaLoginButton(page).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(mfaDialog(page)).toHaveCount(0);
}
