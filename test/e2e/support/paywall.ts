/** The paywall check of an account, straight from the API: what the page under test must show. */
import { expect, type Page } from '@playwright/test';

export interface PaywallAnswer {
  code: number;
  message: string;
  data: { end_at: string | null };
}

export async function paywallOf(page: Page, token: string, accountId: number): Promise<PaywallAnswer> {
  const response = await page.context().request.post('/api/auth/chkPayWall', {
    headers: {
      Authorization: `Bearer ${token}`,
      token,
      accountId: String(accountId),
      apptype: Buffer.from('customer-app').toString('base64'),
    },
    data: { account_id: accountId },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as PaywallAnswer;
}
