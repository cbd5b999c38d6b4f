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

export async function logIn(page: Page, credentials = DEMO_OWNER): Promise<LoginAnswer['data']> {
  const context: BrowserContext = page.context();
  const response = await context.request.post('/api/webauthenticate', { data: credentials });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as LoginAnswer;
  const { user } = data;
  // Chromium drops `secure` cookies added by `url` on http://localhost; by domain and path it keeps them.
  const domain = new URL(response.url()).hostname;
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
