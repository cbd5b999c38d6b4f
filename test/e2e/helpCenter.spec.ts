/**
 * The help center, /help_center (spec 1, 2.1, 2.2; issue 16), in Chromium against the real server, logged in as the
 * demo owner: every article of docs/help listed, the search following the typing (`?q=` in the address), the empty
 * state, an article with its own <h1>, in-app links, 'Back to all articles' and the browser's Back keeping the
 * search, no sideways scrolling at 360 px and no axe violations (WCAG 2.1 A and AA) on the list, the results, the
 * empty state and an article.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, sidewaysScroll } from './support/pageChecks.ts';
import { logIn } from './support/session.ts';

const ARTICLE_COUNT = readdirSync(join(import.meta.dirname, '../../docs/help')).filter((file) =>
  file.endsWith('.md'),
).length;
const MOVING = 'Moving and rescheduling posts';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the help center' });
/** The titles of the articles listed (each an <h3> link). */
const listed = (page: Page) => page.getByRole('heading', { level: 3 });

async function openHelpCenter(page: Page, path = '/help_center') {
  await logIn(page);
  await page.goto(path);
}

test('lists every article, filters them as the user types, and says so when nothing matches', async ({
  page,
}) => {
  await openHelpCenter(page);
  await expect(page).toHaveURL(/\/\d+\/help_center$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'All articles' })).toBeVisible();
  await expect(listed(page)).toHaveCount(ARTICLE_COUNT);
  await expect(page.getByText(`${ARTICLE_COUNT} articles.`)).toBeVisible();
  await expect(listed(page).first()).toHaveText('Logging in and your password');

  // A prefix finds the article while the word is still being typed; the address keeps the search.
  await searchBox(page).pressSequentially('resched');
  await expect(page).toHaveURL(/\/help_center\?q=resched$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search results' })).toBeVisible();
  await expect(listed(page).first()).toHaveText(MOVING);
  expect(await listed(page).count()).toBeLessThan(ARTICLE_COUNT);
  await expect(page.locator('mark').first()).toHaveText(/^resched/i);

  // A typo is forgiven.
  await searchBox(page).fill('biling');
  await expect(listed(page).first()).toHaveText('Billing and your card');

  await searchBox(page).fill('zzqxv');
  await expect(page.getByText('No articles match “zzqxv”.')).toBeVisible();
  await expect(listed(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?q=zzqxv$/);

  await page.getByRole('button', { name: 'Show all articles' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(listed(page)).toHaveCount(ARTICLE_COUNT);
  await expect(page).toHaveURL(/\/help_center$/);
});

test('opens an article with its own h1, and Back returns to the results with the search kept', async ({
  page,
}) => {
  await openHelpCenter(page);
  await searchBox(page).fill('keyboard');
  await expect(page).toHaveURL(/\?q=keyboard$/);
  const result = page.getByRole('link', { name: MOVING });
  await result.click();

  await expect(page).toHaveURL(/\/\d+\/help_center\?article=moving-posts&q=keyboard$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(MOVING);
  await expect(title).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Move a card with the keyboard' })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.locator('code').filter({ hasText: /^m$/ })).toHaveCount(1);
  // A link to a page of the app carries the account id, like the menus' links.
  await expect(article.getByRole('link', { name: 'Content Planner' }).first()).toHaveAttribute(
    'href',
    /^\/\d+\/contentplanner$/,
  );

  // The browser's Back: the same results, the search in the box, the focus on the article just read.
  await page.goBack();
  await expect(page).toHaveURL(/\/help_center\?q=keyboard$/);
  await expect(searchBox(page)).toHaveValue('keyboard');
  await expect(listed(page).first()).toHaveText(MOVING);
  await expect(result).toBeFocused();

  // 'Back to all articles' does the same.
  await result.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MOVING);
  await page.getByRole('link', { name: 'Back to all articles' }).first().click();
  await expect(page).toHaveURL(/\/help_center\?q=keyboard$/);
  await expect(searchBox(page)).toHaveValue('keyboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
});

test('a link to another article opens it in the app, and an unknown article says so', async ({ page }) => {
  await openHelpCenter(page, '/help_center?article=planning-posts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planning and creating posts');
  // The app stays loaded: a mark set on the window survives in-app navigation, not a page load.
  await page.evaluate(() => Object.assign(window, { helpCenterMark: true }));
  await page.getByRole('article').getByRole('link', { name: 'Approving posts' }).click();
  await expect(page).toHaveURL(/\/\d+\/help_center\?article=approving-posts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approving posts');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => 'helpCenterMark' in window)).toBe(true);

  await page.goto('/help_center?article=no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await expect(page.getByText('This article could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to all articles' }).click();
  await expect(listed(page)).toHaveCount(ARTICLE_COUNT);
});

for (const width of [360, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the list, results, empty state and an article do not scroll sideways and pass axe', async ({
      page,
    }) => {
      await openHelpCenter(page);
      const checks: [string, () => Promise<void>][] = [
        ['the list', () => expect(listed(page)).toHaveCount(ARTICLE_COUNT)],
        [
          'the results',
          async () => {
            await searchBox(page).fill('card');
            await expect(page).toHaveURL(/\?q=card$/);
            await expect(page.locator('mark').first()).toBeVisible();
          },
        ],
        [
          'the empty state',
          async () => {
            await searchBox(page).fill('zzqxv');
            await expect(page.getByText('No articles match “zzqxv”.')).toBeVisible();
          },
        ],
        [
          'an article',
          async () => {
            await page.goto('/help_center?article=publishing');
            await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publishing and failed posts');
          },
        ],
      ];
      for (const [name, reach] of checks) {
        await reach();
        expect(await sidewaysScroll(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
        const found = await axeViolations(page);
        expect(found, `${name}:\n${found.join('\n')}`).toEqual([]);
      }
    });
  });
}
