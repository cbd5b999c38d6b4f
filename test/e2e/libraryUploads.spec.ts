/**
 * My library's Uploads and Videos tabs (issue 18), as the owner (owner@demo.test, Acme Bakery): with 12 earlier
 * uploads made through the API, an image uploaded on /my_library#uploads shows first with its thumbnail and pushes
 * the oldest to page 2, which Next shows; a renamed non-image gets its sentence, nothing is sent and nothing is
 * stored. A WebM uploaded on #videos gets the poster frame the browser captured as its thumbnail (its own 32 x 24
 * size, not the server's 256 px placeholder), shows its duration and plays in a dialog, asking for byte ranges.
 * Axe checks both tabs; at 360 px the page does not scroll sideways.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import * as v from 'valibot';
import {
  LIBRARY_MEDIA_PATHS,
  libraryMediaPageResponse,
  type LibraryMediaWire,
} from '../../src/contract/libraryMedia.ts';
import { libraryMediaMessages } from '../../src/domain/libraryMedia.ts';
import { mediaMessages } from '../../src/domain/media.ts';
import { REAL_WEBM } from '../unit/server/videoFixtures.ts';
import { apiHeaders } from './support/api.ts';
import { expectNoAxeViolations, sidewaysScroll } from './support/pageChecks.ts';
import { DEMO_OWNER, logIn } from './support/session.ts';

test.describe.configure({ mode: 'serial' });

const OUR_THUMBNAIL = /^\/api\/media\/[A-Za-z0-9_-]{22}\/thumbnail$/;

async function png(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The image has been fetched and decoded by the browser (not only put in the page). */
async function naturalSize(image: Locator): Promise<[number, number]> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);
}

/** A page of the account's uploads or videos, read through the API. */
async function listed(page: Page, token: string, accountId: number, path: string, n = 1) {
  const response = await page.context().request.post(`/api${path}`, {
    headers: apiHeaders(token, accountId),
    data: { page: n, account_id: accountId },
  });
  expect(response.ok()).toBe(true);
  const answer = v.parse(libraryMediaPageResponse, await response.json());
  return { data: answer.data ?? ([] as LibraryMediaWire[]), rows: answer.rows ?? 0 };
}

test('uploads: a new image shows first with its thumbnail and pushes the oldest of 12 to page 2', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { token, user } = await logIn(page, DEMO_OWNER);
  const accountId = user.accountId!;
  const before = (await listed(page, token, accountId, LIBRARY_MEDIA_PATHS.uploads)).rows;

  // Twelve earlier uploads, the oldest first, through the API.
  const colours = ['#aa2222', '#22aa22', '#2222aa', '#aaaa22', '#22aaaa', '#aa22aa'];
  for (let n = 1; n <= 12; n += 1) {
    const response = await page.context().request.post(`/api${LIBRARY_MEDIA_PATHS.upload}`, {
      headers: apiHeaders(token, accountId),
      multipart: {
        file: {
          name: `earlier ${String(n).padStart(2, '0')}.png`,
          mimeType: 'image/png',
          buffer: await png(60 + n, 40, colours[n % colours.length]!),
        },
        account_id: String(accountId),
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const rows = before + 12;
  const oldestOnPageOne = (await listed(page, token, accountId, LIBRARY_MEDIA_PATHS.uploads)).data.at(-1)!;

  await page.goto('/my_library#uploads');
  const panel = page.getByRole('tabpanel', { name: 'Uploads' });
  const cards = panel.getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await expect(panel.getByRole('img', { name: 'earlier 12.png' })).toBeVisible();
  await expect(panel.getByRole('img', { name: oldestOnPageOne.file_name! })).toBeVisible();
  await expectNoAxeViolations(page);

  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(LIBRARY_MEDIA_PATHS.upload) && request.method() === 'POST') sent += 1;
  });

  // A text file named .png: refused in the browser with the sentence, nothing sent, nothing stored.
  const input = panel.getByLabel(libraryMediaMessages.uploadImage);
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just notes') });
  await expect(panel.getByRole('alert')).toHaveText(mediaMessages.wrongType);
  expect(sent).toBe(0);
  expect((await listed(page, token, accountId, LIBRARY_MEDIA_PATHS.uploads)).rows).toBe(rows);

  // A real image: first on page 1 with its thumbnail; the oldest of page 1 moves to page 2.
  await input.setInputFiles({
    name: 'new menu.png',
    mimeType: 'image/png',
    buffer: await png(300, 200, '#118844'),
  });
  await expect(panel.getByRole('status').filter({ hasText: libraryMediaMessages.imageSaved })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(sent).toBe(1);
  const newest = cards.first().getByRole('img', { name: 'new menu.png' });
  await expect(newest).toHaveAttribute('src', OUR_THUMBNAIL);
  // The 256 px WebP thumbnail of the 300 x 200 image.
  expect(await naturalSize(newest)).toEqual([256, 171]);
  await expect(cards).toHaveCount(12);
  await expect(panel.getByRole('img', { name: oldestOnPageOne.file_name! })).toHaveCount(0);
  const pages = Math.ceil((rows + 1) / 12);
  const pager = panel.getByRole('navigation', { name: libraryMediaMessages.uploadPages });
  await expect(pager).toContainText(`Page 1 of ${pages}`);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(panel.getByRole('img', { name: oldestOnPageOne.file_name! })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // At 360 px the grid and the pager fit.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(pager).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});

test('videos: the captured poster frame, the duration, and playing in a dialog', async ({ page }) => {
  test.setTimeout(60_000);
  const { token, user } = await logIn(page, DEMO_OWNER);
  const accountId = user.accountId!;
  const ranges: string[] = [];
  page.on('request', (request) => {
    const range = request.headers().range;
    if (range && /\/api\/media\/[A-Za-z0-9_-]{22}$/.test(new URL(request.url()).pathname)) ranges.push(range);
  });

  await page.goto('/my_library#videos');
  const panel = page.getByRole('tabpanel', { name: 'Videos' });
  const input = panel.getByLabel(libraryMediaMessages.uploadVideo);
  await expect(input).toBeAttached();
  await input.setInputFiles({ name: 'bakery tour.webm', mimeType: 'video/webm', buffer: REAL_WEBM });
  await expect(panel.getByRole('status').filter({ hasText: libraryMediaMessages.videoSaved })).toBeVisible();

  const stored = (await listed(page, token, accountId, LIBRARY_MEDIA_PATHS.videos)).data[0]!;
  expect(stored).toMatchObject({
    file_name: 'bakery tour.webm',
    duration_ms: 1600,
    content_type: 'video/webm',
  });
  const poster = panel.getByRole('img', { name: 'bakery tour.webm' });
  // The browser's frame at the video's own size; the server's placeholder would be 256 x 192.
  expect(await naturalSize(poster)).toEqual([32, 24]);
  await expect(panel.getByText('0:02').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Play bakery tour.webm 0:02' }).click();
  const dialog = page.getByRole('dialog', { name: 'bakery tour.webm' });
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', stored.url);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(1.6, 1);
  expect(ranges.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
