/**
 * The style guide's charts page (/charts, issue 17): the dashboard's chart kit with every chart type the dashboard
 * uses. Each panel draws its chart, shows its figures as a table on demand, exports them as a CSV equal to the
 * table and the drawing as a PNG; the page exports every table in one CSV. No axe violations (WCAG 2.1 A and AA),
 * no sideways scrolling at 360 px, and the drawings follow their container's width.
 */
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/session.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';

const PANELS = [
  'Followers per month (sample figures)',
  'Reach and views per day (sample figures)',
  'Posts per network (sample figures)',
  'Engagements per month by type (sample figures)',
  'Hashtags by reach (sample figures)',
  'Engagement by type (sample figures)',
] as const;

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A panel's drawing (the element ECharts draws into). */
const drawing = (section: Locator) => section.locator('[data-chart]');

/** The drawing of a panel, once ECharts has drawn the option it was given. */
async function drawn(chart: Locator) {
  await expect(chart).toHaveAttribute('data-chart-drawn', /\d+/);
  const version = await chart.getAttribute('data-chart-version');
  await expect(chart).toHaveAttribute('data-chart-drawn', version ?? '');
}

/** The text of a table's cells, row by row, header first (numbers as the CSV writes them: no thousands commas). */
async function tableCells(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...(element as HTMLTableElement).rows].map((row) =>
      [...row.cells].map((cell) => {
        const text = (cell.textContent ?? '').trim();
        return /^-?[\d,]+(\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
      }),
    ),
  );
}

async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}

/** CSV text as rows of fields (these sample figures hold no commas, quotes or line breaks). */
function csvRows(text: string): string[][] {
  return text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split(','));
}

test.describe('charts', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('draws every chart type in a titled panel with its summary, fits a phone and has no axe violations', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/charts');
    await expect(page.getByRole('heading', { level: 1, name: 'Charts' })).toBeVisible();
    for (const title of PANELS) {
      const section = panel(page, title);
      await expect(section.getByRole('heading', { level: 3, name: title })).toBeVisible();
      const chart = drawing(section);
      await expect(chart).toHaveCount(1);
      // The drawing is an image named by the visible summary under the title.
      const summary = await section.locator('p').first().textContent();
      expect(summary?.length).toBeGreaterThan(20);
      await expect(chart).toHaveRole('img');
      await expect(chart).toHaveAccessibleName(summary!);
      await drawn(chart);
      await expect(chart.locator('svg path').first()).toBeAttached();
      // The figures are in the page for screen readers while the drawing shows.
      await expect(section.getByRole('table', { name: title })).toBeAttached();
    }
    await expect(
      page.getByRole('navigation', { name: 'Style guide' }).getByRole('link', { name: 'Charts' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The panel's header wraps at 360 px: the buttons sit below the title.
    const first = panel(page, PANELS[0]);
    const titleBox = await first.getByRole('heading').boundingBox();
    const buttonBox = await first.getByRole('button', { name: 'Show table' }).boundingBox();
    expect(buttonBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height - 1);
    await expectNoAxeViolations(page);

    // The drawings follow their container: wider on a laptop.
    const width = () =>
      drawing(first)
        .locator('svg')
        .first()
        .evaluate((svg) => svg.getBoundingClientRect().width);
    const narrow = await width();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(width).toBeGreaterThan(narrow + 300);
  });

  test('"Show table" swaps the drawing for the figures, and Export CSV downloads exactly that table', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/charts');
    const section = panel(page, PANELS[3]);
    await drawn(drawing(section));
    const toggle = section.getByRole('button', { name: 'Show table' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(drawing(section)).toHaveCount(0);
    const table = section.getByRole('table', { name: PANELS[3] });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Likes', 'Comments', 'Shares']);
    await expect(table.getByRole('row', { name: /Dec/ })).toContainText('7,420');
    // The table scrolls inside its own box, never the page.
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sample-engagements-per-month.csv');
    const text = await downloadedText(download);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    expect(csvRows(text.slice(1))).toEqual(await tableCells(table));

    // And back to the drawing.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await drawn(drawing(section));
  });

  test('Export PNG downloads the drawing as a PNG image, also from the table view', async ({ page }) => {
    await logIn(page);
    await page.goto('/charts');
    const section = panel(page, PANELS[1]);
    await drawn(drawing(section));
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const png = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Export PNG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('sample-reach-and-views-per-day.png');
      const { readFile } = await import('node:fs/promises');
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 8)]).toEqual(signature);
      // Twice the drawing's CSS pixels: the IHDR chunk holds width and height.
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    };
    const box = await drawing(section).boundingBox();
    const size = await png();
    expect(size.height).toBe(Math.round(box!.height) * 2);
    expect(Math.abs(size.width - box!.width * 2)).toBeLessThanOrEqual(4);
    await section.getByRole('button', { name: 'Show table' }).click();
    await png();
  });

  test('the page export downloads every table of the page in one CSV, each under its title', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/charts');
    const button = page.getByRole('button', { name: 'Export page as CSV' });
    await expect(button).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('sample-charts-page.csv');
    const text = (await downloadedText(download)).slice(1);
    const titles = text.split('\r\n').filter((line) => (PANELS as readonly string[]).includes(line));
    expect(titles).toEqual([...PANELS]);
    // 90 days of reach and views, each a row.
    expect(text).toMatch(/\r\nDay,Reach,Views\r\n(?:\d{4}-\d\d-\d\d,\d+,\d+\r\n){90}/);
  });
});

test.describe('page export on the dashboard', () => {
  test("the frame's export button, beside the tab's content, downloads every chart of the tab", async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/dashboard/overview');
    const main = page.getByRole('main');
    const panels = main.locator('[data-chart-panel]');
    await expect(panels.first()).toBeVisible();
    await expect(drawing(panels.first())).toHaveAttribute('data-chart-drawn', /.+/);
    const titles = await panels.locator('h2, h3').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(2);
    const button = page.getByRole('button', { name: 'Export page as CSV' });
    await expect(button).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(
      /^dashboard-overview-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
    );
    const text = (await downloadedText(download)).slice(1);
    // Sections are separated by a blank line, each opening with its title.
    const sectionTitles = text
      .split('\r\n\r\n')
      .map((section) => section.split('\r\n')[0]!.replace(/^"|"$/g, ''));
    const charted = sectionTitles.filter((title) => titles.includes(title));
    expect(charted).toEqual(titles);
    // The first chart's table: a row per day of the range (the last 30 days) under its header.
    const first = text
      .split('\r\n\r\n')
      .find((section) => section.startsWith(`${titles[0]}\r\n`))!
      .split('\r\n');
    expect(first[1]).toMatch(/^Day,/);
    expect(first.slice(2).filter(Boolean).length).toBe(30);
  });
});
