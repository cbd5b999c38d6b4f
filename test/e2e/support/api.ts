/** Calls to the API beside the page under test, with the headers the app sends. */
import type { Page } from '@playwright/test';

/**
 * The headers of a call as the logged-in user; with `accountId`, also the token and account of an /auth/ path
 * (src/api/client.ts buildHeaders).
 */
export function apiHeaders(token: string, accountId?: number): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    ...(accountId === undefined ? {} : { token, accountId: String(accountId) }),
    apptype: Buffer.from('customer-app').toString('base64'),
  };
}

/** POSTs `{ account_id }` to `path` as the user, on that account. */
export function postOnAccount(page: Page, path: string, token: string, accountId: number) {
  return page.context().request.post(path, {
    headers: apiHeaders(token, accountId),
    data: { account_id: accountId },
  });
}
