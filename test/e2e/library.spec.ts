/**
 * My library (issue 18) against the real server and its seeded ready-made content: the owner of Acme Bakery filters
 * by a category and a network, searches a word, favourites a post, reloads and still finds it favourited, and turns
 * a library post into a scheduled planner post in three clicks ("Use this post", "Open in the planner", "Save").
 * The planner's own library modal does the same from inside the planner. Uploads: libraryUploads.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { addDays, todayInBrowser } from './support/dashboard.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

const main = (page: Page) => page.getByRole('main');
const results = (page: Page) => main(page).getByRole('region', { name: 'Ready-made posts' });
const cards = (page: Page) => results(page).getByRole('article');

interface WirePost {
  id: number;
  description: string;
  media: string[];
  scheduled_at: string | null;
  msp: { status: string; approved: number }[];
}

async function postsOf(page: Page, token: string, accountId: number, start: string, end: string) {
  const answer = await page.context().request.post('/api/auth/getpost', {
    headers: apiHeaders(token, accountId),
    data: { page: 1, account_id: accountId, start, end },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: WirePost[] }).data;
}

async function removePost(page: Page, token: string, accountId: number, postId: number) {
  const removed = await page.context().request.post('/api/auth/deletePost', {
    headers: apiHeaders(token, accountId),
    data: { account_id: accountId, post_id: postId },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
}

async function unfavouriteAll(page: Page, token: string, accountId: number) {
  const answer = await page.context().request.post('/api/auth/getfavouriteposts', {
    headers: apiHeaders(token, accountId),
    data: { page: 1, account_id: accountId },
  });
  for (const post of ((await answer.json()) as { data: { id: number }[] }).data) {
    await page.context().request.post('/api/auth/setLibraryFavourite', {
      headers: apiHeaders(token, accountId),
      data: { account_id: accountId, library_post_id: post.id, favourite: false },
    });
  }
}

test.describe('My library', () => {
  test('filters by a category and a network, searches a word, favourites a post that stays favourited after a reload', async ({
    page,
  }) => {
    const { token, user } = await logIn(page, DEMO_OWNER);
    const accountId = Number(user.accountId);
    await unfavouriteAll(page, token, accountId);
    await page.goto('/my_library');
    await expect(main(page).getByRole('heading', { level: 1, name: 'My library' })).toBeVisible();
    await expect(main(page).getByRole('tab', { name: 'Library', selected: true })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    await main(page).getByLabel('Industry').selectOption({ label: 'Food and restaurants' });
    await main(page).getByLabel('Category').selectOption({ label: 'Promotions and offers' });
    await main(page).getByLabel('Network').selectOption({ label: 'Facebook' });
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
    const filtered = cards(page);
    await expect(filtered.first()).toBeVisible();
    for (const card of await filtered.all()) {
      await expect(card).toContainText('Promotions and offers · Food and restaurants');
      await expect(card.getByRole('img', { name: 'Facebook' })).toBeVisible();
    }

    // A word from the first card's title finds it again (prefix and stem matching, spec: full-text search).
    const title = (await filtered.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
    const word = title.split(/[^A-Za-z]+/).find((part) => part.length >= 5)!;
    await main(page).getByLabel('Search the library').fill(word);
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(cards(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
    // Every post shown has the word (or a form of it: English stems, so its first letters) in its text.
    await expect(cards(page).filter({ hasNotText: new RegExp(word.slice(0, 4), 'i') })).toHaveCount(0);

    const chosen = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await chosen.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(chosen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await main(page).getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/#favourites$/);
    const favourite = main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await expect(favourite.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The library itself shows the star too, after the reload.
    await main(page).getByRole('tab', { name: 'Library' }).click();
    await main(page).getByLabel('Industry').selectOption({ label: 'All industries' });
    await main(page).getByLabel('Category').selectOption({ label: 'All categories' });
    await main(page).getByLabel('Search the library').fill(title);
    await expect(
      cards(page)
        .filter({ has: page.getByRole('heading', { level: 3, name: title }) })
        .getByRole('button', { name: 'Remove from favourites' }),
    ).toBeVisible();
    await unfavouriteAll(page, token, accountId);
  });

  test('turns a library post into a scheduled planner post in three clicks', async ({ page }) => {
    const { token, user } = await logIn(page, DEMO_OWNER);
    const accountId = Number(user.accountId);
    await page.goto('/my_library#content');
    await main(page).getByLabel('Network').selectOption({ label: 'Facebook' });
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
    const card = cards(page).first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const caption = (await card.locator('p.line-clamp-3').textContent()) ?? '';

    let clicks = 0;
    await card.getByRole('button', { name: 'Use this post' }).click();
    clicks += 1;
    const dialog = page.getByRole('dialog', { name: 'Use this post in the planner' });
    const tomorrow = addDays(await todayInBrowser(page), 1);
    await expect(dialog.getByLabel('Day to post on')).toHaveValue(tomorrow);
    await dialog.getByRole('button', { name: 'Open in the planner' }).click();
    clicks += 1;

    const editor = page.getByRole('dialog', { name: 'New post' });
    await expect(editor).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${accountId}/contentplanner$`));
    await expect(editor.getByRole('textbox').first()).toHaveValue(
      new RegExp(`^${escapeRegExp(caption.trim())}`),
    );
    await expect(editor.getByRole('checkbox', { name: /Facebook/ })).toBeChecked();
    await expect(editor.getByRole('img', { name: "The post's image, from the library" })).toBeVisible();
    await editor.getByRole('button', { name: 'Save' }).click();
    clicks += 1;
    await expect(editor).toBeHidden();
    expect(clicks).toBeLessThan(5);

    const saved = (
      await postsOf(
        page,
        token,
        accountId,
        `${tomorrow}T00:00:00.000Z`,
        `${addDays(tomorrow, 2)}T00:00:00.000Z`,
      )
    ).filter((post) => post.description.startsWith(caption.trim()));
    expect(saved, title).toHaveLength(1);
    const post = saved[0]!;
    expect(post.msp[0]).toMatchObject({ status: 'SCHEDULED', approved: 1 });
    expect(post.media).toEqual([expect.stringMatching(/^\/api\/library\/images\/\d+\.png$/)]);
    await removePost(page, token, accountId, post.id);
  });

  test("a library post's image opens as a design in the editor; Customise opens the full post editor", async ({
    page,
  }) => {
    const { token, user } = await logIn(page, DEMO_OWNER);
    const accountId = Number(user.accountId);
    await page.goto('/my_library#content');
    const card = cards(page).first();
    const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'Use this post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use this post in the planner' });
    await dialog.getByRole('button', { name: 'Edit its image as a design' }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/${accountId}/(\\d+)`));
    await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Layers, top first' })).toContainText('Library image');
    const designId = Number(/\/editor\/\d+\/(\d+)/.exec(page.url())![1]);
    const stored = await page.context().request.get(`/api/auth/designs/${designId}`, {
      headers: { ...apiHeaders(token, accountId), account_Id: String(accountId) },
    });
    const design = ((await stored.json()) as { data: { name: string; doc: { nodes: { src?: string }[] } } })
      .data;
    expect(design.name).toBe(title.slice(0, 80));
    expect(design.doc.nodes[0]?.src).toMatch(/^\/api\/library\/images\/\d+(\.png)?$/);

    await page.goto('/my_library#content');
    await cards(page).first().getByRole('button', { name: 'Use this post' }).click();
    await page
      .getByRole('dialog', { name: 'Use this post in the planner' })
      .getByRole('link', { name: 'Customise it in the full post editor' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${accountId}/cuseditor/\\d+$`));
    await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible({ timeout: 15_000 });
  });

  test("the planner's library modal fills a new post on the day the planner shows", async ({ page }) => {
    const { token, user } = await logIn(page, DEMO_OWNER);
    const accountId = Number(user.accountId);
    await page.goto('/contentplanner');
    await main(page).getByRole('button', { name: 'Library', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Library' });
    await modal.getByLabel('Network').selectOption({ label: 'Facebook' });
    const card = modal.getByRole('article').first();
    await expect(card).toBeVisible();
    const caption = (await card.locator('p.line-clamp-3').textContent()) ?? '';
    await card.getByRole('button', { name: /^Use on \d{4}-\d{2}-\d{2}$/ }).click();
    const editor = page.getByRole('dialog', { name: 'New post' });
    await expect(editor.getByRole('textbox').first()).toHaveValue(
      new RegExp(`^${escapeRegExp(caption.trim())}`),
    );
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();
    // Closing stores nothing.
    const today = await todayInBrowser(page);
    const stored = await postsOf(
      page,
      token,
      accountId,
      `${today}T00:00:00.000Z`,
      `${addDays(today, 40)}T00:00:00.000Z`,
    );
    expect(stored.filter((post) => post.description.startsWith(caption.trim()))).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
