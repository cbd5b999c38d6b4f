/**
 * Registering a user the way a person does: POST /api/register, the link of the mail from the dev outbox, then
 * POST /api/confirmRegistration with its token.
 */
import { expect } from 'vitest';
import * as v from 'valibot';
import { confirmRegistrationResponse } from '../../../src/contract/passwords.ts';
import type { AuthUser } from '../../../src/contract/session.ts';
import { call, latestMailTo } from './support.ts';

type App = Parameters<typeof call>[0];

export interface NewRegistration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** The token of the registration link in a mail's text (`.../?confirm=<token>#register`), or null. */
export function registrationTokenIn(text: string): string | null {
  const link = /(\S+\/\?confirm=\S+#register)/.exec(text)?.[1];
  return link ? new URL(link).searchParams.get('confirm') : null;
}

/** POST /api/register, then the token of the link mailed to the e-mail. */
export async function registrationToken(app: App, registration: NewRegistration): Promise<string> {
  const answer = await call(app, 'POST', '/api/register', { body: { ...registration } });
  expect(answer.status, answer.text).toBe(200);
  const mail = await latestMailTo(app, registration.email);
  const token = registrationTokenIn(mail?.text ?? '');
  if (!token) throw new Error(`no registration link mailed to ${registration.email}`);
  return token;
}

/** POST /api/confirmRegistration {token}, parsed. */
export async function confirmRegistration(app: App, token: string) {
  const answer = await call(app, 'POST', '/api/confirmRegistration', { body: { token } });
  return {
    ...answer,
    parsed: answer.status === 200 ? v.parse(confirmRegistrationResponse, answer.json) : null,
  };
}

/** Registers and confirms: the new user's session. */
export async function registerUser(
  app: App,
  registration: NewRegistration,
): Promise<{ token: string; user: AuthUser }> {
  const token = await registrationToken(app, registration);
  const confirmed = await confirmRegistration(app, token);
  expect(confirmed.status, confirmed.text).toBe(200);
  const data = confirmed.parsed!.data!;
  return { token: data.token, user: data.user };
}
