/**
 * Uploads that survive (issue 16): as partner@demo.test (Paula Partner, member of Network Nook, whose picture and
 * logo no other test reads), a profile picture chosen with the keyboard shows on the profile and in the top bar
 * after a reload; a renamed non-image gets its sentence before anything is sent, a damaged PNG gets the server's;
 * a logo uploaded on the organisation profile shows there and on the brand kit after a reload, a file over 10 MB
 * gets its sentence, one dropped on the field replaces it, and Remove takes it away. Axe checks both pages with an
 * image in place.
 */
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { MEDIA_MAX_BYTES, mediaMessages, mediaUseMessages } from '../../src/domain/media.ts';
import { logIn } from './support/session.ts';
import { expectNoAxeViolations } from './support/pageChecks.ts';

const USER = { username: 'partner@demo.test', password: 'demo1234' };
const OUR_THUMBNAIL = /^\/api\/media\/[A-Za-z0-9_-]{22}\/thumbnail$/;

test.describe.configure({ mode: 'serial' });

async function png(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The image has been fetched and decoded by the browser (not only put in the page). */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

test('a profile picture: refused files get their sentence; one chosen by keyboard survives a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, USER);
  await page.goto('/userprofile');
  const words = mediaUseMessages.avatar;
  const field = page.getByRole('group', { name: words.title });
  const input = field.getByLabel(words.choose);
  await expect(input).toBeAttached();

  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/media/avatar') && request.method() === 'POST') sent += 1;
  });
  // A text file named .png: the browser's check refuses it, at the field, and sends nothing.
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just notes') });
  await expect(field.getByRole('alert')).toHaveText(mediaMessages.wrongType);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(mediaMessages.wrongType.replace(/\./g, '\\.')));
  expect(sent).toBe(0);

  // A PNG whose first bytes are right but whose pixels are not: the server's sentence.
  const whole = await png(40, 40, '#ff8800');
  await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: whole.subarray(0, 40) });
  await expect(field.getByRole('alert')).toHaveText(mediaMessages.unreadable);
  expect(sent).toBe(1);

  // Keyboard: Tab-reachable, Space opens the picker.
  await input.focus();
  await expect(input).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(300, 200, '#2266aa') });
  await expect(field.getByRole('status')).toHaveText(words.saved);
  await expect(field.getByRole('alert')).toHaveCount(0);
  const picture = field.getByRole('img', { name: 'Profile picture of Paula Partner' });
  await expect(picture).toHaveAttribute('src', OUR_THUMBNAIL);
  await expectLoaded(picture);
  const src = await picture.getAttribute('src');

  await page.reload();
  await expect(picture).toHaveAttribute('src', src!);
  await expectLoaded(picture);
  await expect(field.getByRole('button', { name: 'Remove profile picture' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The top bar (the settings hub has one) shows the same picture.
  await page.goto('/userSetting#profile');
  const avatar = page.getByRole('button', { name: /^Profile:/ }).getByTestId('top-bar-avatar');
  await expect(avatar).toHaveAttribute('src', src!);
  await expectLoaded(avatar);
});

test('an account logo: too large is refused; uploaded, it shows on the profile and brand kit; dropped, removed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { user } = await logIn(page, USER);
  const words = mediaUseMessages.logo;
  await page.goto(`/${user.accountId}/Organisationprofile`);
  const field = page.getByRole('group', { name: words.title });
  const input = field.getByLabel(new RegExp(`^(${words.choose}|${words.replace})$`));
  await expect(input).toBeAttached();

  // Over 10 MB: the sentence, nothing sent.
  const huge = Buffer.alloc(MEDIA_MAX_BYTES + 1);
  (await png(8, 8, '#000000')).copy(huge);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(field.getByRole('alert')).toHaveText(mediaMessages.tooLarge);

  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#118844' } })
    .jpeg()
    .toBuffer();
  await input.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(field.getByRole('status')).toHaveText(words.saved);
  const logo = field.getByRole('img', { name: 'Logo of Network Nook' });
  await expect(logo).toHaveAttribute('src', OUR_THUMBNAIL);
  await expectLoaded(logo);
  const src = await logo.getAttribute('src');

  await page.reload();
  await expect(logo).toHaveAttribute('src', src!);
  await expectLoaded(logo);
  await expectNoAxeViolations(page);

  // The brand kit shows the same logo; a PNG dropped on the field replaces it.
  await page.goto(`/${user.accountId}/brandkit`);
  const kitField = page.getByRole('group', { name: words.title });
  const kitLogo = kitField.getByRole('img', { name: 'Logo of this account' });
  await expect(kitLogo).toHaveAttribute('src', src!);
  const dropped = [...(await png(120, 60, '#aa2266'))];
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, dropped);
  await kitField.dispatchEvent('drop', { dataTransfer });
  await expect(kitField.getByRole('status')).toHaveText(words.saved);
  await expect(kitLogo).not.toHaveAttribute('src', src!);
  await expect(kitLogo).toHaveAttribute('src', OUR_THUMBNAIL);
  await expectLoaded(kitLogo);

  // Remove: gone here and, after a reload, on the organisation profile too.
  await kitField.getByRole('button', { name: 'Remove logo' }).click();
  await expect(kitField.getByRole('status')).toHaveText(words.removed);
  await expect(kitField.getByText(words.none)).toBeVisible();
  await page.goto(`/${user.accountId}/Organisationprofile`);
  await expect(field.getByText(words.none)).toBeVisible();
  await expect(field.getByRole('img')).toHaveCount(0);
});
