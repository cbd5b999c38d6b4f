/**
 * Registration through the dev outbox (issue 12): POST /api/register answers the same for every e-mail and mails a
 * link, /?confirm=<token>#register, that finishes the registration. `GET /dev/outbox` lists the latest mails.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** What POST /api/register answers and the register form shows, for every e-mail. */
export const REGISTRATION_SENT = 'Check your e-mail: we sent a link to finish creating your account.';
export const REGISTRATION_SUBJECT = 'Finish creating your Brandpilot account';

/** A fresh e-mail per test, so parallel tests and repeated runs never share a user. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

/** The outbox's mails to `email` (any case), newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get('/dev/outbox');
  if (!response.ok()) return [];
  const body = (await response.json()) as { data: OutboxMail[] | null };
  return (body.data ?? []).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The path of the newest registration link mailed to `email` (`/?confirm=<token>#register`), once it is there. */
export async function registrationLink(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email)).find((each) => each.subject === REGISTRATION_SUBJECT);
      const link = /(\S+\/\?confirm=\S+#register)/.exec(mail?.text ?? '')?.[1];
      const url = link ? new URL(link) : null;
      path = url ? `${url.pathname}${url.search}${url.hash}` : undefined;
      return path;
    })
    .toBeTruthy();
  return path!;
}

/** Registers a user through the API and confirms the mailed link: the user exists and can log in. */
export async function registerThroughApi(
  request: APIRequestContext,
  registration: { first_name: string; last_name: string; email: string; password: string },
): Promise<void> {
  const response = await request.post('/api/register', { data: registration });
  expect(response.ok(), await response.text()).toBe(true);
  const link = await registrationLink(request, registration.email);
  const token = new URLSearchParams(link.slice(link.indexOf('?'), link.indexOf('#'))).get('confirm');
  const confirmed = await request.post('/api/confirmRegistration', { data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}
