/**
 * Link prefetch (spec 9: link prefetch idle timeout 2 s): on a signed-in page, once idle, the code of the pages the
 * links on screen lead to is prefetched (not run); nothing before the connection is rated fast enough.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  preloadsFor,
  parseRoutePreloadTable,
  type RoutePreloadTable,
} from '../../src/domain/routePreloads.ts';
import { networkLatency } from './support/latency.ts';
import { logIn } from './support/session.ts';

const prefetches = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

async function routeTable(page: Page): Promise<RoutePreloadTable> {
  const response = await page.context().request.get('/route-preloads.json');
  const table = parseRoutePreloadTable(await response.text());
  if (!table) throw new Error('the build has no route-preloads.json');
  return table;
}

/** The chunks of the page at `path` that the page shown now does not have. */
async function missingChunks(page: Page, table: RoutePreloadTable, path: string): Promise<string[]> {
  const chunks = preloadsFor(table, path, true);
  const here = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"]',
      ),
    ].map((element) => new URL('src' in element ? element.src : element.href).pathname),
  );
  return chunks.filter((url) => !here.includes(url));
}

test('the code behind the top menu is prefetched once the page is idle, and the page then opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { user } = await logIn(page);
  const table = await routeTable(page);
  await page.goto(`/${user.accountId}/help_center`);
  await expect(page.getByTestId('connection-speed').first()).toHaveText(/: [43]G$/);
  const dashboard = `/${user.accountId}/dashboard`;
  const expected = await missingChunks(page, table, dashboard);
  expect(expected.length, 'the dashboard has code of its own').toBeGreaterThan(0);
  await expect.poll(() => prefetches(page)).toEqual(expect.arrayContaining(expected));
  // Prefetched, not run: the dashboard's chunks are not modules of the page yet.
  expect(await missingChunks(page, table, dashboard)).toEqual(expected);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Dashboard/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('nothing is prefetched on a 2G connection; once it is faster, the links on screen are', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { user } = await logIn(page);
  const latency = await networkLatency(context, page);
  await latency(600);
  await page.goto(`/${user.accountId}/help_center`);
  await expect(page.getByTestId('connection-speed').first()).toHaveText(/: 2G$/, { timeout: 20_000 });
  expect(await prefetches(page)).toEqual([]);
  await latency(0);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('connection-speed').first()).toHaveText(/: [43]G$/);
  await expect.poll(async () => (await prefetches(page)).length).toBeGreaterThan(0);
});
