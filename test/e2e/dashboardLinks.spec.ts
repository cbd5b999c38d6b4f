/**
 * Leads, website traffic and action items (issue 17) against the real server: owner@demo.test's Acme Bakery has
 * seeded tracked links with a year of clicks (on its planner's published posts of this month and on the posts it
 * published on the networks directly), so whatever the day of the month the last 30 days have clicks; a new account
 * has none.
 *
 * - Leads: the clicks and unique clicks of the API, the posts ranked by clicks linking to the planner, the clicks per
 *   network, and the UTM tags explained.
 * - Website traffic: clicks per day, landing pages, networks and the tracked links; a click on a short link
 *   (GET /l/{code} through the server) shows after a reload.
 * - Action items: the seeded to-dos by severity, each linking to the page that fixes it.
 * - A new account: the empty states. Axe and the screen widths: responsiveShell.spec.ts (every built page, charts
 *   drawn).
 */
import { expect, test, type Page } from '@playwright/test';
import { compactNumber, withThousands } from '../../src/domain/format.ts';
import { apiHeaders } from './support/api.ts';
import { freshEmail, registerThroughApi } from './support/registration.ts';
import { logIn } from './support/session.ts';
import { defaultViewAnswer } from './support/dashboard.ts';

const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const kpis = (page: Page) => region(page, 'Totals').getByRole('listitem');

interface Counts {
  clicks: number;
  unique: number;
}
interface LinkClicksAnswer {
  totals: Counts;
  networks: (Counts & { provider_Id: number })[];
  posts: (Counts & { post_id: number | null; provider_Id: number; text: string })[];
  pages: (Counts & { url: string })[];
  links: (Counts & { short_url: string; target: string })[];
}
interface ActionItemAnswer {
  kind: string;
  severity: string;
  title: string;
  href: string;
}

test.describe('leads', () => {
  test('shows the seeded clicks, the posts ranked by clicks, the clicks per network and the UTM tags', async ({
    page,
  }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    await page.goto(`/${accountId}/dashboard/leads`);
    await expect(
      main(page).getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Leads' }),
    ).toHaveAttribute('aria-current', 'page');
    const data = await defaultViewAnswer<LinkClicksAnswer>(page, token, accountId, 'getLinkClicks');
    expect(data.totals.clicks, 'the seed has link clicks in the last 30 days').toBeGreaterThan(0);

    await expect(kpis(page)).toHaveCount(2);
    await expect(kpis(page).nth(0)).toContainText('Clicks');
    await expect(kpis(page).nth(0)).toContainText(compactNumber(data.totals.clicks));
    await expect(kpis(page).nth(0)).toContainText(/the previous 30 days/);
    await expect(kpis(page).nth(1)).toContainText('Unique clicks');
    await expect(kpis(page).nth(1)).toContainText(compactNumber(data.totals.unique));

    // The seed's clicks: on the year of posts published on the networks directly (listed without a planner link)
    // and on the planner's posts of this month (with one), whatever today's date.
    const posts = region(page, 'Posts by clicks');
    const rowOf = (index: number) => posts.getByRole('row').nth(index + 1);
    const top = data.posts[0]!;
    await expect(rowOf(0)).toContainText(withThousands(top.clicks));
    await expect(rowOf(0)).toContainText(top.text.slice(0, 30));
    const direct = data.posts.findIndex((post) => post.post_id === null);
    expect(direct, 'clicks on posts published on the networks directly').toBeGreaterThanOrEqual(0);
    await expect(rowOf(direct)).toContainText(data.posts[direct]!.text.slice(0, 30));
    await expect(rowOf(direct).getByRole('link', { name: /Open in planner/ })).toHaveCount(0);
    // Before this month's first planner post is published (the 1st, before 08:00 in London) there is none to link.
    const planned = data.posts.findIndex((post) => post.post_id !== null);
    if (planned >= 0) {
      await expect(rowOf(planned).getByRole('link', { name: /Open in planner/ })).toHaveAttribute(
        'href',
        `/${accountId}/contentplanner/${accountId}/${data.posts[planned]!.post_id}`,
      );
    }

    const chart = region(page, 'Clicks by network');
    await chart.getByRole('button', { name: 'Show table' }).click();
    const facebook = data.networks.find((network) => network.provider_Id === 1)!;
    await expect(
      chart.getByRole('row', {
        name: `Facebook ${withThousands(facebook.clicks)} ${withThousands(facebook.unique)}`,
      }),
    ).toBeVisible();

    const explained = region(page, 'What happens after the click');
    for (const tag of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content']) {
      await expect(explained.getByText(tag, { exact: true })).toBeVisible();
    }
    await expect(explained).toContainText(data.links[0]!.short_url);
  });
});

test.describe('website traffic', () => {
  // A click counts on its UTC day: the page's default range (ending on the browser's today) must include it.
  test.use({ timezoneId: 'UTC' });
  test('shows clicks per day, landing pages and networks; a click on a short link shows after a reload', async ({
    page,
  }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    await page.goto(`/${accountId}/dashboard/website-traffic`);
    const data = await defaultViewAnswer<LinkClicksAnswer>(page, token, accountId, 'getLinkClicks');
    await expect(kpis(page).nth(0)).toContainText(compactNumber(data.totals.clicks));

    const perDay = region(page, 'Clicks per day');
    await expect(perDay.getByText(/clicks \([\d,]+ unique\) on links in your posts/)).toBeVisible();
    const pages = region(page, 'Landing pages');
    await expect(pages.getByRole('row').nth(1)).toContainText(data.pages[0]!.url);
    await expect(pages.getByRole('row').nth(1)).toContainText(withThousands(data.pages[0]!.clicks));
    await expect(pages).not.toContainText('utm_');
    await expect(region(page, 'Clicks by network')).toBeVisible();

    // The most clicked link: click it through the server, as a visitor's browser would.
    const links = region(page, 'Tracked links');
    const topRow = links.getByRole('row').nth(1);
    const shortUrl = (await topRow.locator('[data-short-link]').textContent())!.trim();
    expect(shortUrl).toBe(data.links[0]!.short_url);
    await expect(topRow).toContainText(withThousands(data.links[0]!.clicks));
    const followed = await page.request.get(new URL(shortUrl).pathname, {
      maxRedirects: 0,
      headers: { 'User-Agent': BROWSER_AGENT },
    });
    expect(followed.status()).toBe(302);
    expect(followed.headers().location).toBe(data.links[0]!.target);
    expect(followed.headers().location).toContain('utm_medium=social');

    await page.reload();
    const after = region(page, 'Tracked links').getByRole('row').nth(1);
    await expect(after.locator('[data-short-link]')).toHaveText(shortUrl);
    await expect(after).toContainText(withThousands(data.links[0]!.clicks + 1));
  });

  test('an unknown short link answers the "not valid" page', async ({ page }) => {
    const response = await page.goto('/l/noSuchCode123');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  });
});

test.describe('action items', () => {
  test('lists the seeded to-dos by severity, each linking to the page that fixes it', async ({ page }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    const response = await page.request.get('/api/auth/getActionItems', {
      headers: apiHeaders(token, accountId),
    });
    expect(response.ok()).toBe(true);
    const items = ((await response.json()) as { data: { items: ActionItemAnswer[] } }).data.items;
    expect(items.map((item) => item.kind)).toContain('approvalNeeded');

    await page.goto(`/${accountId}/dashboard/action-items`);
    await expect(main(page).getByRole('heading', { level: 2, name: /^Needs action now/ })).toBeVisible();
    for (const item of items) {
      const card = main(page).locator(`[data-action-item="${item.kind}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.title);
      await expect(card.getByRole('link')).toHaveAttribute('href', item.href);
    }
    const approval = items.find((item) => item.kind === 'approvalNeeded')!;
    await main(page).locator('[data-action-item="approvalNeeded"]').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${approval.href}$`));
  });
});

test.describe('a new account', () => {
  test('sees empty leads and traffic, and what to do first', async ({ page }) => {
    test.setTimeout(90_000);
    const email = freshEmail('links');
    const password = 'a-long-password';
    await registerThroughApi(page.request, { first_name: 'Lena', last_name: 'Links', email, password });
    const { user } = await logIn(page, { username: email, password }, { fresh: true });
    const accountId = user.accountId!;
    for (const tab of ['leads', 'website-traffic']) {
      await page.goto(`/${accountId}/dashboard/${tab}`);
      await expect(main(page).getByText('No link clicks in this range yet')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Plan a post with a link' })).toHaveAttribute(
        'href',
        `/${accountId}/contentplanner`,
      );
    }
    await page.goto(`/${accountId}/dashboard/action-items`);
    const noNetwork = main(page).locator('[data-action-item="noNetwork"]');
    await expect(noNetwork.getByRole('heading', { name: 'No social network is connected' })).toBeVisible();
    await expect(noNetwork.getByRole('link', { name: /Connect a network/ })).toHaveAttribute(
      'href',
      `/${accountId}/social_accounts`,
    );
  });

  test('with nothing to do, the action items say so cheerfully', async ({ page }) => {
    const { user } = await logIn(page);
    // An account in perfect shape takes a dozen setup calls to build; the page's empty state is what is checked
    // here, so the server's answer is an empty list.
    await page.route('**/api/auth/getActionItems', (route) =>
      route.fulfill({
        json: {
          status: 200,
          data: { account_id: user.accountId, items: [], checked_at: new Date().toISOString() },
        },
      }),
    );
    await page.goto(`/${user.accountId}/dashboard/action-items`);
    await expect(main(page).getByText('Nothing needs your attention')).toBeVisible();
    await expect(main(page).getByText(/all in good shape/)).toBeVisible();
  });
});
