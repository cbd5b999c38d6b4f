/** The paywall check of an account, straight from the API: what the page under test must show. */
import { expect, type Page } from '@playwright/test';
import { postOnAccount } from './api.ts';

export interface PaywallAnswer {
  code: number;
  message: string;
  data: { end_at: string | null };
}

export async function paywallOf(page: Page, token: string, accountId: number): Promise<PaywallAnswer> {
  const response = await postOnAccount(page, '/api/auth/chkPayWall', token, accountId);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PaywallAnswer;
}
