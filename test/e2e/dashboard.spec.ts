/**
 * The dashboard's overview, ROI and reach (issue 17) against the real server: owner@demo.test's Acme Bakery has a
 * seeded year of figures for its four networks; a new account has none.
 *
 * - The overview's KPI cards show the API's totals (compact, spec 9) with the change on the previous period, the
 *   chart and its data table, the top posts linking to the planner; the filters live in the address (a reload or a
 *   shared link shows the same view); with no network selected nothing is requested (spec 5).
 * - ROI shows the plan's cost against the results with the method; reach its figures per day and per network.
 * - A new account sees the empty state; role 3 is sent to the action items and has no overview tab (spec 6).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { shownInStrip } from './support/pageChecks.ts';
import { freshEmail, registerThroughApi } from './support/registration.ts';
import { logIn } from './support/session.ts';
import { compactNumber } from '../../src/domain/format.ts';
import { addDays, todayInBrowser } from './support/dashboard.ts';

const VIEWER = { username: 'viewer@demo.test', password: 'demo1234' };

const main = (page: Page) => page.getByRole('main');
const kpis = (page: Page) => main(page).getByRole('region', { name: 'Totals' }).getByRole('listitem');

async function seriesTotal(
  page: Page,
  token: string,
  accountId: number,
  call: string,
  start: string,
  end: string,
) {
  const response = await page.request.get(`/api/auth/${call}/${start}/${end}/1,2,3,4`, {
    headers: apiHeaders(token, accountId),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

test.describe('dashboard overview', () => {
  test('shows the seeded figures of the last 30 days with their source, chart, table and top posts', async ({
    page,
  }) => {
    const { token, user } = await logIn(page);
    const accountId = user.accountId!;
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(new RegExp(`/${accountId}/dashboard/overview$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const today = await todayInBrowser(page);
    const start = addDays(today, -29);
    await expect(kpis(page)).toHaveCount(5);
    const calls = [
      ['Followers', 'getAccountFollowers'],
      ['Likes', 'getPostsLikes'],
      ['Views', 'getPostsViews'],
      ['Total engagements', 'getPostsTotalEngagements'],
      ['Posts', 'getPostInsights'],
    ] as const;
    for (const [index, [label, call]] of calls.entries()) {
      const total = await seriesTotal(page, token, accountId, call, start, today);
      await expect(kpis(page).nth(index)).toContainText(label);
      await expect(kpis(page).nth(index)).toContainText(compactNumber(total));
      await expect(kpis(page).nth(index)).toContainText(/on the previous 30 days|the previous 30 days/);
    }
    expect(
      await seriesTotal(page, token, accountId, 'getPostsLikes', start, today),
      'the seed has likes in the last 30 days',
    ).toBeGreaterThan(0);

    // The chart, and the same figures as a table.
    const chart = main(page).getByRole('region', { name: /Followers per day/ });
    await expect(chart).toBeVisible();
    await chart.getByRole('button', { name: 'Show table' }).click();
    await expect(chart.getByRole('table')).toBeVisible();
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);

    // Another metric in the charts.
    await main(page)
      .getByRole('group', { name: 'Metric shown in the charts' })
      .getByRole('button', { name: 'Likes' })
      .click();
    await expect(main(page).getByRole('heading', { name: 'Likes per day' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Likes by network' })).toBeVisible();

    // Top posts: ten, each with its network and figures; those written in the planner link to their post there.
    const top = main(page).getByRole('region', { name: 'Top posts' });
    await expect(top.getByRole('listitem')).toHaveCount(10);
    const links = top.getByRole('link', { name: 'Open in planner' });
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/${accountId}/contentplanner/${accountId}/\\d+$`));
    }
  });

  test('keeps the range, networks and sort in the address, so a reload or a shared link shows the same view', async ({
    page,
  }) => {
    const { user } = await logIn(page);
    await page.goto(`/${user.accountId}/dashboard/overview`);
    await main(page).getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\?start=\d{4}-\d\d-\d\d&end=\d{4}-\d\d-\d\d$/);
    await main(page).getByRole('group', { name: 'Networks' }).getByText('Twitter').click();
    await expect(page).toHaveURL(/&ids=1,3,4$/);
    await main(page).getByRole('region', { name: 'Top posts' }).getByLabel('Sort by').selectOption('Likes');
    await expect(page).toHaveURL(/&ids=1,3,4&sort=2$/);

    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(main(page).getByRole('checkbox', { name: 'Twitter' })).not.toBeChecked();
    await expect(main(page).getByRole('checkbox', { name: 'Facebook' })).toBeChecked();
    await expect(main(page).getByRole('region', { name: 'Top posts' }).getByLabel('Sort by')).toHaveValue(
      '2',
    );
    await expect(kpis(page)).toHaveCount(5);
    await expect(kpis(page).first()).toContainText('the previous 7 days');

    // A custom range: a wrong one is refused with a sentence and changes nothing.
    await main(page).getByRole('button', { name: 'Custom' }).click();
    const form = main(page).getByRole('form', { name: 'Custom range' });
    await form.getByLabel('From').fill('2026-11-10');
    await form.getByLabel('To').fill('2026-11-01');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByRole('alert')).toHaveText('The end date must not be before the start date.');
    await expect(page).toHaveURL(/\?start=\d{4}-\d\d-\d\d&end=\d{4}-\d\d-\d\d&ids=1,3,4&sort=2$/);
    await form.getByLabel('To').fill('2026-11-20');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?start=2026-11-10&end=2026-11-20&ids=1,3,4&sort=2$/);
    await expect(kpis(page).first()).toContainText('on the previous 11 days');
  });

  test('with no network selected asks for one and requests nothing (spec 5)', async ({ page }) => {
    const { user } = await logIn(page);
    await page.goto(`/${user.accountId}/dashboard/overview?ids=1`);
    await expect(kpis(page)).toHaveCount(5);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/auth\/get(AccountFollowers|PostsLikes|TopPostsInsights)\//.test(request.url()))
        asked.push(request.url());
    });
    await main(page).getByRole('group', { name: 'Networks' }).getByText('Facebook').click();
    await expect(page).toHaveURL(/\?ids=none$/);
    await expect(main(page).getByText('Choose at least one network to see its figures.')).toBeVisible();
    await expect(kpis(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('a new account sees that there are no figures yet, with the way to get them', async ({ page }) => {
    test.setTimeout(90_000);
    const email = freshEmail('dashboard');
    const password = 'a-long-password';
    await registerThroughApi(page.request, { first_name: 'Dana', last_name: 'Dash', email, password });
    const { user } = await logIn(page, { username: email, password }, { fresh: true });
    await page.goto(`/${user.accountId}/dashboard/overview`);
    await expect(main(page).getByText('No figures for these networks in this range yet.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Connect a network' })).toHaveAttribute(
      'href',
      `/${user.accountId}/social_accounts`,
    );
    await expect(
      main(page)
        .getByRole('region', { name: 'Top posts' })
        .getByText('No posts were published on these networks in this range.'),
    ).toBeVisible();
    await page.goto(`/${user.accountId}/dashboard/reach`);
    await expect(main(page).getByText('No reach in this range yet.')).toBeVisible();
  });
});

test.describe('ROI and reach', () => {
  test('ROI sets the plan cost against the results per month and explains the method', async ({ page }) => {
    await logIn(page);
    await page.goto('/roi');
    await expect(page.getByRole('heading', { level: 1, name: /^Dashboard/ })).toBeVisible();
    await expect(
      main(page).getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'ROI' }),
    ).toHaveAttribute('aria-current', 'page');
    const totals = main(page).getByRole('region', { name: 'Totals' });
    await expect(totals.getByText(/^Cost/).first()).toBeVisible();
    await expect(totals.getByText('Cost per engagement')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'How these figures are worked out' })).toBeVisible();
    const chart = main(page).getByRole('region', { name: /Results per month/ });
    await chart.getByRole('button', { name: 'Show table' }).click();
    await expect(chart.getByRole('columnheader', { name: 'Cost per click' })).toBeVisible();
    // The networks are not a filter of ROI: it counts every connected network.
    await expect(main(page).getByRole('group', { name: 'Networks' })).toHaveCount(0);
  });

  test('reach shows people reached and views per day and per network', async ({ page }) => {
    const { user } = await logIn(page);
    await page.goto(`/${user.accountId}/dashboard/reach`);
    await expect(main(page).getByRole('region', { name: /Reach and views per day/ })).toBeVisible();
    await expect(main(page).getByRole('region', { name: /Reach by network/ })).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: 'Totals' }).getByText('People reached'),
    ).toBeVisible();
  });

  test('on a phone the tab strip shows the current tab, the last one too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const { user } = await logIn(page);
    await page.goto(`/${user.accountId}/dashboard/action-items`);
    const tabs = main(page).getByRole('navigation', { name: 'Dashboard pages' });
    const current = tabs.getByRole('link', { name: 'Action items' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownInStrip(current, tabs.getByRole('list'))).toBe(true);
  });

  test('role 3 is sent to the action items: no overview or ROI tab (spec 6)', async ({ page }) => {
    const { user } = await logIn(page, VIEWER);
    await page.goto(`/${user.accountId}/dashboard`);
    const tabs = main(page).getByRole('navigation', { name: 'Dashboard pages' });
    await expect(tabs.getByRole('link', { name: 'Action items' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'ROI' })).toHaveCount(0);
    for (const path of [`/${user.accountId}/dashboard/roi`, '/roi']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/${user.accountId}/contentplanner$`));
    }
  });
});
