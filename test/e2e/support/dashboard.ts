/** What the dashboard specs share: the day the page calls today, and a call's answer for the frame's default view. */
import { expect, type Page } from '@playwright/test';
import { addDays } from '../../../src/domain/analytics.ts';
import { apiHeaders } from './api.ts';

export { addDays };

/** Today as the page sees it (the browser's time zone): the frame's default range ends on it. */
export const todayInBrowser = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

/** The `data` of GET /api/auth/`call` for the frame's default view: the last 30 days, networks 1 to 4 unless not. */
export async function defaultViewAnswer<T>(
  page: Page,
  token: string,
  accountId: number,
  call: string,
  withIds = true,
): Promise<T> {
  const today = await todayInBrowser(page);
  const path = `/api/auth/${call}/${addDays(today, -29)}/${today}${withIds ? '/1,2,3,4' : ''}`;
  const response = await page.request.get(path, { headers: apiHeaders(token, accountId) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
