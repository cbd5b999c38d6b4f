/**
 * The media editor (issue 19, /{accid}/usermediaditor/{media id}) on Sandbox Labs: an upload (left half red, right
 * half blue) cropped square at the left edge with the keyboard from My library's "Crop", kept as a new 1000 × 1000
 * upload that is red, then starting a new post. No axe violations on the page.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiHeaders } from './support/api.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';
import { editorForm, signIn } from './support/postEditorPage.ts';

test.describe('media editor', () => {
  test('the media editor crops an upload to a network shape as a new upload, which starts a new post', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const session = await signIn(page);
    const stamp = Date.now().toString(36);
    // 2000 × 1000: the left half red, the right half blue.
    const halves = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0000FF' } })
      .composite([
        {
          input: await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#FF0000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const uploaded = await page.context().request.post('/api/auth/uploadLibraryMedia', {
      headers: apiHeaders(session.token, session.accountId),
      multipart: {
        file: { name: `halves-${stamp}.png`, mimeType: 'image/png', buffer: halves },
        account_id: String(session.accountId),
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const original = ((await uploaded.json()) as { data: { id: string } }).data;

    await page.goto(`/${session.accountId}/my_library#uploads`);
    await page.getByRole('link', { name: `Crop halves-${stamp}.png` }).click();
    await expect(page.getByRole('heading', { name: 'Crop for a network', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    // Square: the frame starts centred (500..1500); ten Shift+Left steps of 10% bring it to the left edge.
    await page.getByText('Square 1:1').click();
    const frame = page.getByRole('slider', { name: 'Crop frame' });
    await frame.focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expect(frame).toHaveAttribute('aria-valuetext', '1000 × 1000 px at 0, 0');
    await expect(page.getByText('Will be saved at 1000 × 1000 px')).toBeVisible();
    const cropped = page.waitForResponse((response) => response.url().includes('/api/auth/cropLibraryMedia'));
    await page.getByRole('button', { name: 'Save the crop' }).click();
    const answer = (await (await cropped).json()) as { data: { id: string; url: string } };
    expect(answer.data.id).not.toBe(original.id);
    await expect(page.getByRole('status').filter({ hasText: 'Saved at 1000 × 1000 px' })).toBeVisible();
    // The new image is the left half: red.
    const image = await page.context().request.get(answer.data.url);
    const { data } = await sharp(await image.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);

    await page.getByRole('button', { name: 'Use in a new post' }).click();
    const form = editorForm(page);
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('img', { name: 'Item 1 of 1' })).toHaveAttribute('src', answer.data.url);
  });
});
