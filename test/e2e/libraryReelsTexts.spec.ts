/**
 * My library's Reel ideas and Post texts tabs (issue 18) at 360 px: folders created, an idea filed through "Move to…",
 * a folder renamed inline and deleted after a confirmation; post texts grouped by category, copied to the clipboard
 * with a polite announcement, and linked to the planner's new-post modal; the account's language and tone of voice.
 * No sideways scrolling and no axe violations (WCAG 2.1 A and AA). Harbor Lights Cafe (many@demo.test, owner) is used
 * by no other spec.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';
import { logIn } from './support/session.ts';

const DEMO_MANY = { username: 'many@demo.test', password: 'demo1234' };

async function harbor(page: Page): Promise<{ token: string; accountId: number }> {
  const { token } = await logIn(page, DEMO_MANY);
  const response = await page.context().request.get('/api/auth/getUAccounts', { headers: apiHeaders(token) });
  const { data } = (await response.json()) as { data: { id: number; accountName: string }[] };
  const accountId = data.find((account) => account.accountName === 'Harbor Lights Cafe')!.id;
  for (const [path, ids] of [
    ['/api/addupdateIndustries', [9]],
    ['/api/addupdateCategories', [1, 4]],
  ] as const) {
    const saved = await page.context().request.post(path, {
      headers: apiHeaders(token, accountId),
      data: { account_id: accountId, ids },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return { token, accountId };
}

test.describe('My library: reel ideas and post texts', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  // One after another: they share Harbor Lights Cafe's folders.
  test.describe.configure({ mode: 'serial' });

  test('files a reel idea in a new folder, renames the folder inline and deletes it', async ({ page }) => {
    const { accountId } = await harbor(page);
    await page.goto(`/${accountId}/my_library#reels`);
    await expect(page.getByRole('heading', { level: 2, name: 'Reel ideas' })).toBeVisible();
    const ideas = page.getByRole('list', { name: /^All ideas/ });
    await expect(ideas.getByRole('article')).toHaveCount(5);
    const first = ideas.getByRole('article').first();
    await expect(first.getByRole('list', { name: 'Shots' }).getByRole('listitem').first()).toBeVisible();
    await expect(first.getByText(/^Length:/)).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const folders = page.getByRole('navigation', { name: 'Folders' });
    const name = folders.getByRole('textbox', { name: 'New folder' });
    await name.fill('  Weekend   shoots ');
    await folders.getByRole('button', { name: 'Create folder' }).click();
    await expect(page.getByRole('status').getByText('Folder “Weekend shoots” created.')).toBeVisible();
    await expect(folders.getByRole('button', { name: /^Weekend shoots\s*0 ideas$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('This folder is empty')).toBeVisible();
    await expect(name).toHaveValue('');

    // The same name in another case: refused at the field, the typing kept.
    await name.fill('weekend SHOOTS');
    await folders.getByRole('button', { name: 'Create folder' }).click();
    await expect(
      folders.getByText('You already have a folder called “Weekend shoots”. Choose another name.'),
    ).toBeVisible();
    await expect(name).toHaveValue('weekend SHOOTS');
    await name.fill('');

    await folders.getByRole('button', { name: /^All ideas/ }).click();
    const title = (await first.getByRole('heading', { level: 4 }).textContent())!;
    await first.getByRole('button', { name: /^Move to…/ }).click();
    await page.getByRole('menuitem', { name: 'Weekend shoots' }).click();
    await expect(page.getByRole('status').getByText(`“${title}” moved to “Weekend shoots”.`)).toBeVisible();
    await expect(first.getByText('In “Weekend shoots”')).toBeVisible();
    await expect(folders.getByRole('button', { name: /^Weekend shoots\s*1 idea$/ })).toBeVisible();

    await folders.getByRole('button', { name: /^Weekend shoots/ }).click();
    const filed = page.getByRole('list', { name: /^Weekend shoots/ });
    await expect(filed.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Rename “Weekend shoots”' }).click();
    const field = page.getByRole('textbox', { name: 'Folder name' });
    await expect(field).toBeFocused();
    await field.fill('Saturday shoots');
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: /^Saturday shoots/ })).toBeVisible();
    await expect(page.getByRole('status').getByText('Folder renamed to “Saturday shoots”.')).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Delete folder “Saturday shoots”' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the folder “Saturday shoots”?' });
    await expect(dialog.getByText('Its idea stays in the library, in no folder.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete folder' }).click();
    await expect(page.getByRole('status').getByText(/Folder “Saturday shoots” deleted\./)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^All ideas/ })).toBeFocused();
    await expect(folders.getByRole('button', { name: /Saturday shoots/ })).toHaveCount(0);
    await expect(first.getByText('In “Saturday shoots”')).toHaveCount(0);

    // Reloaded, the server says the same.
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Folders' }).getByText('No folders yet.'),
    ).toBeVisible();
  });

  test('groups the post texts by category, copies one and links to the planner', async ({ page }) => {
    const { accountId } = await harbor(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/${accountId}/my_library#texts`);
    await expect(page.getByRole('heading', { level: 2, name: 'Post texts' })).toBeVisible();
    const voice = page.getByRole('region', { name: 'Your voice' });
    await expect(voice.getByText('Language', { exact: true })).toBeVisible();
    await expect(voice.getByText('Tone of voice', { exact: true })).toBeVisible();
    await expect(voice.getByRole('link', { name: 'Change them in your brand kit' })).toHaveAttribute(
      'href',
      `/${accountId}/brandkit`,
    );
    const tips = page.getByRole('region', { name: /^Tips and how-tos/ });
    const promotions = page.getByRole('region', { name: /^Promotions and offers/ });
    await expect(tips.getByRole('article')).toHaveCount(4);
    await expect(promotions.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('region', { name: /^Behind the scenes/ })).toHaveCount(0);

    const firstText = tips.getByRole('article', { name: 'Tips and how-tos, text 1' });
    const written = (await firstText.locator('p').first().textContent())!;
    await firstText.getByRole('button', { name: 'Copy Tips and how-tos text 1' }).click();
    await expect(
      page.getByRole('status').getByText('Copied Tips and how-tos text 1 to the clipboard.'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(written);

    const use = firstText.getByRole('link', { name: 'Use this text: Tips and how-tos text 1' });
    const href = (await use.getAttribute('href'))!;
    expect(href.startsWith(`/${accountId}/contentplanner?`)).toBe(true);
    expect(new URL(href, 'http://x').searchParams.get('text')).toBe(written);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('takes back a refused move and rename with the server’s sentence, keeping what was typed', async ({
    page,
  }) => {
    // Harbor Lights Cafe again: opening another account's address selects that account for its user, and a user
    // other specs log in as (owner@demo.test) must stay on the account they expect.
    const { token, accountId: harborId } = await harbor(page);
    const made = await page.context().request.post('/api/auth/addReelIdeaFolder', {
      headers: apiHeaders(token, harborId),
      data: { account_id: harborId, name: 'Refusals' },
    });
    // 409: made by an earlier run on this server (--repeat-each); the folder is there either way.
    expect([200, 409], await made.text()).toContain(made.status());
    const refuse = (status: number, message: string) => ({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ status, message, field: 'name', data: null }),
    });
    await page.route('**/api/auth/moveReelIdea', (route) =>
      route.fulfill(
        refuse(404, 'That folder does not exist any more. It may have been deleted: reload the list.'),
      ),
    );
    await page.route('**/api/auth/renameReelIdeaFolder', (route) =>
      route.fulfill(refuse(409, 'You already have a folder called “Kept typing”. Choose another name.')),
    );

    await page.goto(`/${harborId}/my_library#reels`);
    const folders = page.getByRole('navigation', { name: 'Folders' });
    const first = page
      .getByRole('list', { name: /^All ideas/ })
      .getByRole('article')
      .first();
    await first.getByRole('button', { name: /^Move to…/ }).click();
    await page.getByRole('menuitem', { name: 'Refusals' }).click();
    await expect(page.getByRole('alert').getByText(/That folder does not exist any more/)).toBeVisible();
    await expect(first.getByText('In “Refusals”')).toHaveCount(0);
    await expect(folders.getByRole('button', { name: /^Refusals\s*0 ideas$/ })).toBeVisible();

    await folders.getByRole('button', { name: /^Refusals/ }).click();
    await page.getByRole('button', { name: 'Rename “Refusals”' }).click();
    const field = page.getByRole('textbox', { name: 'Folder name' });
    await field.fill('Kept typing');
    await field.press('Enter');
    await expect(
      page.getByText('You already have a folder called “Kept typing”. Choose another name.'),
    ).toBeVisible();
    await expect(field).toHaveValue('Kept typing');
    await expect(field).toBeFocused();
    await expect(page.getByRole('heading', { level: 3, name: /^Refusals/ })).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await field.press('Escape');
    await expect(page.getByRole('heading', { level: 3, name: /^Refusals/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rename “Refusals”' })).toBeFocused();
  });
});
