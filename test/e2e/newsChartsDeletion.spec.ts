/**
 * Issue 16's last placeholder pages: industry news (/{accid}/industry_news) and Facebook's data deletion status
 * (/fbDeletionStatus); the style guide's charts (/charts) are tested in charts.spec.ts. Each works, has no sideways scrolling at 360 px and no axe
 * violations (WCAG 2.1 A and AA).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { logIn } from './support/session.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';

const DEMO_MANY = { username: 'many@demo.test', password: 'demo1234' };
const DEMO_CODE = 'DEMO1234DELETE';

/** The id of `name` among the accounts of the logged-in user. */
async function accountId(page: Page, token: string, name: string): Promise<number> {
  const response = await page.context().request.get('/api/auth/getUAccounts', { headers: apiHeaders(token) });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; accountName: string }[] };
  const found = data.find((account) => account.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found.id;
}

test.describe('industry news', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("lists the news of the account's industries and filters them by industry", async ({ page }) => {
    const { token } = await logIn(page, DEMO_MANY);
    const bluebell = await accountId(page, token, 'Bluebell Florists');
    const saved = await page.context().request.post('/api/addupdateIndustries', {
      headers: apiHeaders(token, bluebell),
      data: { account_id: bluebell, ids: [9, 19] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto(`/${bluebell}/industry_news`);
    await expect(page.getByRole('heading', { level: 1, name: 'Industry news' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Industry news' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    // Spec 9's date format, without the time (a news item has a day).
    await expect(list.getByRole('listitem').first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByText(/Choose your industries to see only theirs/)).toHaveCount(0);
    const link = list.getByRole('link', {
      name: /^Read the article about Sample: bakeries add pre-order.*\(opens in a new tab\)$/,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText('(opens in a new tab)');

    const filters = page.getByRole('group', { name: 'Filter by industry' });
    await filters.getByRole('button', { name: 'Retail' }).click();
    await expect(filters.getByRole('button', { name: 'Retail' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/industry=19/);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Retail', { exact: true })).toHaveCount(2);
    await filters.getByRole('button', { name: 'All industries' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(4);

    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('shows news of every industry, and says so, while the account chose none', async ({ page }) => {
    const { token } = await logIn(page, DEMO_MANY);
    const summit = await accountId(page, token, 'Summit Fitness');
    await page.goto(`/${summit}/industry_news`);
    const hint = page.getByRole('note').filter({ hasText: 'has not chosen its industries yet' });
    await expect(hint).toBeVisible();
    await expect(hint.getByRole('link', { name: 'Choose your industries' })).toHaveAttribute(
      'href',
      `/${summit}/topics`,
    );
    await expect(page.getByRole('list', { name: 'Industry news' }).getByRole('listitem')).toHaveCount(30);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('data deletion status', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('explains how to ask, takes a code into the address and shows its status', async ({ page }) => {
    await page.goto('/fbDeletionStatus');
    await expect(page.getByRole('heading', { level: 1, name: 'Data deletion status' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Confirmation code').fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(page).toHaveURL(new RegExp(`code=${DEMO_CODE}$`));
    const status = page.getByRole('status').filter({ hasText: 'Your request' });
    await expect(status).toContainText('Completed');
    await expect(status).toContainText('Your data has been deleted.');
    await expect(status.locator('time')).toHaveCount(2);
    // Spec 9: 'YYYY-MM-DD hh:MM A' (minutes, 12-hour clock).
    for (const time of await status.locator('time').all())
      await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} [AP]M$/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('says why a code is malformed or unknown', async ({ page }) => {
    await page.goto('/fbDeletionStatus?code=bad!');
    await expect(page.getByRole('alert')).toContainText('8 to 64 letters and digits');
    await page.goto('/fbDeletionStatus?code=NOSUCHCODE123');
    await expect(page.getByRole('alert')).toContainText(
      'no data deletion request with this confirmation code',
    );
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Confirmation code').fill('short');
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(page.getByLabel('Confirmation code')).toHaveAttribute('aria-invalid', 'true');
  });
});
