/**
 * The living style guide (issue 14): the template routes show real components that work, and the top progress bar
 * of spec 9 shows for a call that takes longer than 200 ms and not for a quick one.
 */
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, shownInStrip, sidewaysScroll } from './support/pageChecks.ts';
import { logIn } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('the guide pages link to each other and each shows its own heading', async ({ page }) => {
  await page.goto('/components');
  const guide = page.getByRole('navigation', { name: 'Style guide' });
  for (const [label, heading] of [
    ['Notifications', 'Notifications'],
    ['Tables', 'Tables'],
    ['Forms', 'Forms'],
    ['Typography', 'Typography'],
    ['Pages', 'Pages'],
    ['Sample page', 'Sample page'],
    ['Components', 'Components'],
  ] as const) {
    await guide.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(guide.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test("on a phone the guide's tab strip scrolls to the page shown, and only the strip moves", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const guide = page.getByRole('navigation', { name: 'Style guide' });
  for (const [path, label] of [
    ['/charts', 'Charts'],
    ['/pages', 'Pages'],
    ['/components', 'Components'],
  ] as const) {
    await page.goto(path);
    const current = guide.getByRole('link', { name: label, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownInStrip(current, guide.getByRole('list')), `${label} is in view`).toBe(true);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  }
});

/** How far each edge of a sideways-scrolling strip fades out (styles.css `scroll-fade-x`), in CSS pixels. */
async function edgeFades(strip: Locator) {
  return strip.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.getPropertyValue('--scroll-fade-start'), style.getPropertyValue('--scroll-fade-end')];
  });
}

test('a tab strip that scrolls on a phone fades at an edge with more tabs behind it, and not when it fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/components');
  const strip = page.getByRole('navigation', { name: 'Style guide' }).getByRole('list');
  await expect(strip.getByRole('link', { name: 'Components', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // At its start: the right edge fades (more tabs), the left does not.
  await expect.poll(() => edgeFades(strip)).toEqual(['0px', '32px']);
  // Scrolled to its end: the left edge fades, the right does not.
  await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => edgeFades(strip)).toEqual(['32px', '0px']);
  // In between: both.
  await strip.evaluate((element) =>
    element.scrollTo({ left: (element.scrollWidth - element.clientWidth) / 2 }),
  );
  await expect.poll(() => edgeFades(strip)).toEqual(['32px', '32px']);
  // The same for a tab list (Headless UI tabs, the settings page).
  await page.goto('/userSetting');
  const tabs = page.getByRole('tablist', { name: 'Settings' });
  await expect(tabs).toBeVisible();
  await expect.poll(() => edgeFades(tabs)).toEqual(['0px', '32px']);
  await expectNoAxeViolations(page);
  // With room for every tab nothing fades.
  await page.setViewportSize({ width: 1440, height: 800 });
  await expect.poll(() => edgeFades(tabs)).toEqual(['0px', '0px']);
  await page.goto('/components');
  await expect.poll(() => edgeFades(strip)).toEqual(['0px', '0px']);
});

test('a busy button refuses a second click; a dialog fills a phone screen and a confirmation floats', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/components');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  const busy = page.getByRole('button', { name: 'Saving…' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');

  await page.getByRole('button', { name: 'Open a dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'A dialog' });
  await expect(dialog).toBeVisible();
  // The dialog element is the whole overlay; the panel is what fills the screen or floats.
  const box = (await dialog.locator('[data-dialog-panel]').boundingBox())!;
  expect(box.width).toBe(390);
  expect(box.height).toBeGreaterThanOrEqual(800);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Open a confirmation' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this post?' });
  const small = (await confirm.locator('[data-dialog-panel]').boundingBox())!;
  expect(small.width).toBeLessThan(390);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
});

test('the menu works from the keyboard and tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/components');
  await page.getByRole('button', { name: 'Actions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Rename picked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Billing' })).toContainText('Plan, card and payments.');
});

test('the table sorts by a column, reverses, and pages through 27 rows', async ({ page }) => {
  await page.goto('/components/tables');
  const table = page.getByRole('table', { name: 'Sample members' });
  const firstCell = () => table.getByRole('row').nth(1).getByRole('cell').nth(2);
  const posts = table.getByRole('columnheader', { name: 'Posts' });
  await posts.getByRole('button').click();
  await expect(posts).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstCell()).toHaveText('0');
  await posts.getByRole('button').click();
  await expect(posts).toHaveAttribute('aria-sort', 'descending');
  const pages = page.getByRole('navigation', { name: 'Sample members, pages' });
  await expect(pages).toContainText('1–10 of 27');
  await pages.getByRole('button', { name: 'Next' }).click();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('21–27 of 27');
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByText('No invitations yet')).toBeVisible();
});

test('a table too wide for a phone shows each row as a card, sorts from its headers, and is a table again with room', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/components/tables');
  const table = page.getByRole('table', { name: 'Members with their e-mail' });
  const region = table.locator('xpath=..');
  const firstRow = table.getByRole('row').nth(1);
  /** The top edges of the first row's cells: one line as a table, one under another as a card. */
  const cellTops = async () => {
    const cells = await firstRow.getByRole('cell').all();
    return Promise.all(cells.map(async (cell) => Math.round((await cell.boundingBox())?.y ?? -1)));
  };
  const isStacked = async () => {
    const tops = await cellTops();
    return tops.length === 6 && tops.every((top, index) => index === 0 || top > tops[index - 1]!);
  };
  await expect(firstRow.getByRole('cell')).toHaveCount(6);
  await expect.poll(isStacked).toBe(true);
  // Nothing cut off at the side: the card fits the region and the page does not scroll sideways.
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await sidewaysScroll(page)).toBe(0);
  // Nothing to scroll, so no named region to tab to (the table that scrolled sideways had one).
  await expect(page.getByRole('region', { name: 'Members with their e-mail' })).toHaveCount(0);
  // Each field is named for the eye beside its value, and for a screen reader by its column header.
  await expect(firstRow.getByRole('cell').nth(1)).toContainText('E-mail');
  await expect(firstRow.getByRole('cell').nth(1)).toHaveAccessibleName(/@example\.test$/);
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  // The sortable headers stay above the cards as buttons.
  const posts = table.getByRole('columnheader', { name: 'Posts', exact: true });
  await posts.getByRole('button').click();
  await expect(posts).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText(/^Posts\s*0$/);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1440, height: 800 });
  await expect.poll(async () => new Set(await cellTops()).size).toBe(1);
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText('0');
  await expect(posts).toHaveAttribute('aria-sort', 'ascending');
  // Narrow again (a phone turned back): cards again.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(isStacked).toBe(true);
});

test('the form says what each field needs and focuses the first; a good form is only checked', async ({
  page,
}) => {
  await page.goto('/forms');
  await page.getByRole('button', { name: 'Check the form' }).click();
  const company = page.getByRole('textbox', { name: 'Company name' });
  await expect(company).toBeFocused();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription(/Enter a company name of at least 2 characters\./);
  await company.fill('Acme Bakery');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('olivia@acme.test');
  const industry = page.getByRole('combobox', { name: 'Industry' });
  await industry.fill('bak');
  await page.getByRole('option', { name: 'Bakery and café' }).click();
  await expect(industry).toHaveValue('Bakery and café');
  await page.getByRole('button', { name: 'Check the form' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nothing was sent' })).toBeVisible();
});

test('toasts from the notifications page show bottom right with their title', async ({ page }) => {
  await page.goto('/components/notifications');
  await page.getByRole('button', { name: 'Show success' }).click();
  await expect(page.getByText('Post scheduled')).toBeVisible();
});

test('the top progress bar shows for a reload slower than 200 ms, and not for a quick one', async ({
  page,
}) => {
  await page.goto('/components/tables');
  await expect(page.getByTestId('live-plans')).toBeVisible();
  await expect(page.getByTestId('live-countries')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(bar).toHaveCount(0);

  // A slow answer: held until the bar has shown.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/getVariants', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Reload plans' }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-phase', 'creeping');
  release();
  await expect(bar).toHaveCount(0);
  await page.unroute('**/api/getVariants');

  // A quick answer (the local server answers in a few ms): the bar never shows. Watch for it from the click on.
  await page.evaluate(() => {
    const seen = { bar: false };
    (window as unknown as { seenBar: typeof seen }).seenBar = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][aria-label="Loading"]')) seen.bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const answered = page.waitForResponse('**/api/getCountries');
  await page.getByRole('button', { name: 'Reload countries' }).click();
  await answered;
  await expect(page.getByTestId('live-countries')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenBar: { bar: boolean } }).seenBar.bar)).toBe(
    false,
  );
});
