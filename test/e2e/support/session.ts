/**
 * Logs a browser context in through the real API, the same way the SPA stores a session
 * (see src/api/sessionStore.ts): cookies `auth.token`, `auth.usedetail`, storage `accountId`, `account_role`.
 */
import type { BrowserContext, Page } from '@playwright/test';

export const DEMO_OWNER = { username: 'owner@demo.test', password: 'demo1234' };

interface LoginAnswer {
  data: {
    token: string;
    user: { id: number; accountId: number | null; account_role: number | null; roleType: number | null };
  };
}

/**
 * Sessions this worker opened, by user: a later test of the same worker takes the session over when the server
 * still honours it (GET /api/me answers with the user, as it is now), instead of paying for another password check.
 * A test that logged out, timed the session out or changed the password leaves a token the server refuses, and the
 * next test logs in afresh. `{ fresh: true }` always opens a new session.
 */
const workerSessions = new Map<string, string>();

interface Opened {
  data: LoginAnswer['data'];
  /** The server's host name, for the cookies. */
  host: string;
}

async function reusedSession(context: BrowserContext, key: string): Promise<Opened | null> {
  const token = workerSessions.get(key);
  if (!token) return null;
  const response = await context.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) {
    workerSessions.delete(key);
    return null;
  }
  const { data: user } = (await response.json()) as { data: LoginAnswer['data']['user'] };
  return { data: { token, user }, host: new URL(response.url()).hostname };
}

async function newSession(
  context: BrowserContext,
  key: string,
  credentials: typeof DEMO_OWNER,
): Promise<Opened> {
  const response = await context.request.post('/api/webauthenticate', { data: credentials });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as LoginAnswer;
  workerSessions.set(key, data.token);
  return { data, host: new URL(response.url()).hostname };
}

export async function logIn(
  page: Page,
  credentials = DEMO_OWNER,
  options: { fresh?: boolean } = {},
): Promise<LoginAnswer['data']> {
  const context: BrowserContext = page.context();
  const key = `${credentials.username}\n${credentials.password}`;
  const { data, host: domain } =
    (options.fresh ? null : await reusedSession(context, key)) ??
    (await newSession(context, key, credentials));
  const { user } = data;
  // Chromium drops `secure` cookies added by `url` on http://localhost; by domain and path it keeps them.
  const detail = {
    id: user.id,
    accountId: user.accountId,
    account_role: user.account_role,
    roleType: user.roleType,
  };
  const cookie = { domain, path: '/', sameSite: 'None' as const, secure: true };
  await context.addCookies([
    { name: 'auth.token', value: encodeURIComponent(data.token), ...cookie },
    { name: 'auth.usedetail', value: encodeURIComponent(JSON.stringify(detail)), ...cookie },
  ]);
  await context.addInitScript(
    ([accountId, role]) => {
      if (accountId !== 'null' && !localStorage.getItem('accountId'))
        localStorage.setItem('accountId', accountId);
      if (role !== 'null' && !localStorage.getItem('account_role'))
        localStorage.setItem('account_role', role);
    },
    [String(user.accountId), String(user.account_role)] as const,
  );
  return data;
}
