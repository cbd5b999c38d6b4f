/**
 * The URL's account id wins (spec 2.2; src/domain/urlAccount.ts, src/app/urlAccount.ts) in Chromium against the real
 * server: `/{accid}/...` of another of the user's accounts selects it, as a switch would; of an account that is not
 * theirs, it is the 404 page.
 *
 * Runs as many@demo.test, whose landing account is Acme Bakery (the only account with seeded posts). Northwind is
 * selected the way the switcher stores a selection (cookies and browser storage), without moving the landing account
 * on the server, which other specs read at login; selecting Acme from the URL sets the landing account to Acme, as
 * it already is.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { logIn } from './support/session.ts';

const DEMO_MANY = { username: 'many@demo.test', password: 'demo1234' };
const DEMO_CARDFAIL = { username: 'cardfail@demo.test', password: 'demo1234' };

interface AccountRow {
  id: number;
  accountName: string;
  account_role: number;
}

async function accountsByName(page: Page, token: string): Promise<Map<string, AccountRow>> {
  const response = await page.context().request.get('/api/auth/getUAccounts', { headers: apiHeaders(token) });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: AccountRow[] };
  return new Map(data.map((account) => [account.accountName, account]));
}

/** Stores `account` as the selected one, as the account switcher does (src/features/accounts/accountStore.ts). */
async function storeSelection(page: Page, account: AccountRow): Promise<void> {
  await page.evaluate(({ id, account_role }) => {
    const cookie = (name: string, value: string) => {
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=None; Secure`;
    };
    const raw = document.cookie
      .split('; ')
      .find((part) => part.startsWith('auth.usedetail='))
      ?.slice('auth.usedetail='.length);
    const detail = raw ? (JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>) : {};
    cookie('auth.usedetail', JSON.stringify({ ...detail, accountId: id, account_role }));
    cookie('auth.accountId', String(id));
    cookie('auth.account_role', String(account_role));
    localStorage.setItem('accountId', String(id));
    localStorage.setItem('account_role', String(account_role));
  }, account);
}

const plannerLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content Planner' });

test.describe("the URL's account id wins", () => {
  test('with Northwind selected, /1/contentplanner selects Acme Bakery and shows its posts', async ({
    page,
  }) => {
    const { token } = await logIn(page, DEMO_MANY);
    const accounts = await accountsByName(page, token);
    const acme = accounts.get('Acme Bakery')!;
    const northwind = accounts.get('Northwind Studio')!;
    expect(acme.id).toBe(1);

    // Northwind is the selected account: the planner without an account id opens Northwind's.
    await page.goto('/contentplanner');
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
    await storeSelection(page, northwind);
    await page.goto('/contentplanner');
    await expect(page).toHaveURL(new RegExp(`/${northwind.id}/contentplanner$`));
    await expect(plannerLink(page)).toHaveAttribute('href', `/${northwind.id}/contentplanner`);
    await expect(page.getByRole('status', { name: 'Loading posts' })).toHaveCount(0);

    // Acme's address: Acme is selected and the planner loads Acme's posts, never Northwind's meanwhile (the session's
    // own calls, such as the paywall check of the account restored first, are not the page's). Only the new page's
    // reads count (its address is their referrer): Northwind's planner, still open while the navigation starts, may
    // read its month once more as its stream of changes opens.
    const northwindReads: string[] = [];
    page.on('request', (request) => {
      const plannerRead = /\/api\/auth\/(getCalendarMonth|getCalendarPosts|getpost|getUserTimeZone)\b/.test(
        request.url(),
      );
      if (!plannerRead || request.headers()['accountid'] !== String(northwind.id)) return;
      void request.allHeaders().then((headers) => {
        if (new URL(headers.referer ?? 'http://x/').pathname === '/1/contentplanner')
          northwindReads.push(request.url());
      });
    });
    const postsLoaded = page.waitForResponse(
      (response) =>
        response.url().includes('/api/auth/getCalendarMonth') &&
        response.request().headers()['accountid'] === '1',
    );
    await page.goto('/1/contentplanner');
    const answer = await postsLoaded;
    expect(answer.ok()).toBe(true);
    const {
      data: { posts: data },
    } = (await answer.json()) as { data: { posts: { id: number; description: string }[] } };
    expect(data.length).toBeGreaterThan(0);

    await expect(page).toHaveURL(/\/1\/contentplanner$/);
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
    // A post of Acme Bakery (Northwind Studio has none) is on the calendar.
    const post = data[0]!;
    const card = page.locator(`[data-post-id="${post.id}"]`).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(post.description.slice(0, 12));
    // The session follows: the menus link into Acme, and the selection is stored as a switch stores it.
    await expect(plannerLink(page)).toHaveAttribute('href', '/1/contentplanner');
    expect(await page.evaluate(() => localStorage.getItem('accountId'))).toBe('1');
    expect(await page.evaluate(() => document.cookie)).toContain('auth.accountId=1');
    expect(northwindReads).toEqual([]);
    // The account switcher says so too.
    await page.getByRole('button', { name: /^Profile:/ }).click();
    await page
      .getByRole('region', { name: 'Profile' })
      .getByRole('button', { name: 'Switch account' })
      .click();
    await expect(
      page.getByRole('list', { name: 'Your accounts' }).getByRole('button', { name: /Acme Bakery/ }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('the address of an account the user does not belong to shows the 404 page', async ({
    page,
    request,
  }) => {
    const other = await request.post('/api/webauthenticate', { data: DEMO_CARDFAIL });
    expect(other.ok()).toBe(true);
    const foreign = ((await other.json()) as { data: { user: { accountId: number } } }).data.user.accountId;
    const { token } = await logIn(page, DEMO_MANY);
    const mine = [...(await accountsByName(page, token)).values()].map((account) => account.id);
    expect(mine).not.toContain(foreign);

    await page.goto(`/${foreign}/contentplanner`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toHaveCount(0);
    // Nothing was selected: the stored account is still the user's own.
    expect(mine).toContain(Number(await page.evaluate(() => localStorage.getItem('accountId'))));
  });
});
