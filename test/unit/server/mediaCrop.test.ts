/**
 * The media editor's crop on the server (issue 19; POST /auth/cropLibraryMedia in routes/libraryMedia.ts, cutting
 * in src/server/mediaCrop.ts): a crop of an upload stored as a new upload of the account (its pixels, its size
 * never enlarged, its format and name), the original untouched and still listed; the coordinates are those of the
 * stored, upright image; every refusal with its sentence and nothing stored; the proportions rule takes every box
 * the page's fitCrop makes.
 */
import sharp, { type Sharp } from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cropLibraryMediaResponse, cropMessages } from '../../../src/contract/libraryMedia.ts';
import { CROP_SHAPES, fitCrop, resizeCrop, type CropShapeId } from '../../../src/domain/mediaCrop.ts';
import { cropBoxRefusal, croppedFileName, croppedType } from '../../../src/server/mediaCrop.ts';
import { MEDIA_LOGINS, mediaCalls, multipart, png, stored } from './libraryMediaSupport.ts';
import { NO_SUCH_ACCOUNT, call, seededServer, type LoggedIn } from './support.ts';
import { REAL_MP4 } from './videoFixtures.ts';

const t = seededServer(MEDIA_LOGINS);
const { send, upload, page, mediaRows, tick } = mediaCalls(t);

const RED = '#ff0000';
const BLUE = '#0000ff';

/** An image of `width` × `height`, its left half red and its right half blue, encoded by `encode`. */
async function halves(width: number, height: number, encode: (image: Sharp) => Sharp = (i) => i.png()) {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  const drawn = await sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: blue, left: half, top: 0 }])
    .png()
    .toBuffer();
  return new Uint8Array(await encode(sharp(drawn)).toBuffer());
}

const uploadFile = async (
  who: LoggedIn,
  accountId: number,
  bytes: Uint8Array,
  name: string,
  type: string,
) => {
  tick();
  const answer = await upload(who, accountId, { file: { bytes, name, type } });
  expect(answer.status).toBe(200);
  return stored(answer);
};

const crop = (who: LoggedIn, body: Record<string, unknown>) =>
  call(t.server.app, 'POST', '/api/auth/cropLibraryMedia', { token: who.token, body });

/** The red, green and blue of the pixel at (x, y) of an encoded image. */
async function pixel(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Whether a pixel is `colour` within a JPEG's error. */
const near = (actual: number[], colour: number[]) =>
  actual.every((value, index) => Math.abs(value - colour[index]!) <= 12);

const original = async (id: string) => {
  const answer = await send('GET', `/media/${id}`, {});
  expect(answer.status).toBe(200);
  return answer;
};

describe('POST /api/auth/cropLibraryMedia: a crop saved as a new upload', () => {
  it('cuts a square 1000 × 1000 at x = 0 of a 2000 × 1000 PNG: red, not enlarged, listed first; the original stays', async () => {
    const source = await uploadFile(
      t.owner,
      t.acme,
      await halves(2000, 1000),
      'Red and blue.png',
      'image/png',
    );
    const before = await original(source.id);
    tick();
    const answer = await crop(t.owner, {
      account_id: t.acme,
      id: source.id,
      shape: 'square',
      crop: { x: 0, y: 0, width: 1000, height: 1000 },
    });
    expect(answer.status).toBe(200);
    const item = v.parse(cropLibraryMediaResponse, answer.json).data!;
    expect(item).toMatchObject({
      kind: 'upload',
      content_type: 'image/png',
      width: 1000,
      height: 1000,
      file_name: 'Red and blue-square.png',
      duration_ms: null,
      url: `/api/media/${item.id}`,
      thumbnail_url: `/api/media/${item.id}/thumbnail`,
      uploaded_by: { id: t.owner.user.id, name: 'Olivia Owner' },
    });
    expect(item.id).not.toBe(source.id);
    expect(new Date(item.created_at).toISOString()).toBe(t.server.clock.now().toISOString());

    const cut = await original(item.id);
    expect(cut.headers.get('content-type')).toBe('image/png');
    expect(await sharp(cut.bytes).metadata()).toMatchObject({ width: 1000, height: 1000, format: 'png' });
    for (const [x, y] of [
      [0, 0],
      [999, 0],
      [500, 500],
      [999, 999],
    ] as const) {
      expect(await pixel(cut.bytes, x, y)).toEqual([255, 0, 0]);
    }
    const thumbnail = await send('GET', `/media/${item.id}/thumbnail`, {});
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 256, height: 256 });

    const after = await original(source.id);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(after.bytes).toEqual(before.bytes);
    const uploads = await page(t.owner, 'getlibraryuploads', t.acme);
    expect(uploads.data!.slice(0, 2).map((one) => one.id)).toEqual([item.id, source.id]);
    expect(uploads.data![0]).toEqual(item);
    expect(uploads.data![1]).toEqual(source);
  });

  it('cuts a landscape 2000 × 1047 (the full width) to 1200 × 628, red left and blue right', async () => {
    const source = await uploadFile(t.owner, t.acme, await halves(2000, 1200), 'wide.png', 'image/png');
    const answer = await crop(t.owner, {
      account_id: t.acme,
      id: source.id,
      shape: 'landscape',
      crop: { x: 0, y: 76, width: 2000, height: 1047 },
    });
    expect(answer.status).toBe(200);
    const item = v.parse(cropLibraryMediaResponse, answer.json).data!;
    expect([item.width, item.height, item.file_name]).toEqual([1200, 628, 'wide-landscape.png']);
    const cut = await original(item.id);
    expect(await sharp(cut.bytes).metadata()).toMatchObject({ width: 1200, height: 628 });
    expect(await pixel(cut.bytes, 300, 314)).toEqual([255, 0, 0]);
    expect(await pixel(cut.bytes, 900, 314)).toEqual([0, 0, 255]);
  });

  it('lets another member with posts.write crop an upload; the crop is theirs', async () => {
    // The owner is a member of Northwind too; the crop's uploader is who cropped, whoever uploaded the original.
    const source = await uploadFile(t.owner, t.northwind, await png(400, 400), 'nw.png', 'image/png');
    const answer = await crop(t.owner, {
      account_id: t.northwind,
      id: source.id,
      shape: 'portrait',
      crop: { x: 40, y: 0, width: 320, height: 400 },
    });
    expect(answer.status).toBe(200);
    const item = v.parse(cropLibraryMediaResponse, answer.json).data!;
    expect([item.width, item.height]).toEqual([320, 400]);
    const rows = await t.server.db.query<{ account_id: number; kind: string; uploaded_by: number }>(
      'select account_id, kind, uploaded_by from media where id = $1',
      [item.id],
    );
    expect(rows).toEqual([{ account_id: t.northwind, kind: 'upload', uploaded_by: t.owner.user.id }]);
  });

  it('crops in the coordinates of the stored, upright image (a JPEG with EXIF orientation 6)', async () => {
    // 200 × 100, red left, blue right, shown turned a quarter clockwise: 100 × 200, red on top.
    const turned = await halves(200, 100, (image) =>
      image.jpeg({ quality: 95 }).withMetadata({ orientation: 6 }),
    );
    const source = await uploadFile(t.owner, t.acme, turned, 'phone.jpg', 'image/jpeg');
    expect([source.width, source.height]).toEqual([100, 200]);
    const top = await crop(t.owner, {
      account_id: t.acme,
      id: source.id,
      shape: 'square',
      crop: { x: 0, y: 0, width: 100, height: 100 },
    });
    const bottom = await crop(t.owner, {
      account_id: t.acme,
      id: source.id,
      shape: 'square',
      crop: { x: 0, y: 100, width: 100, height: 100 },
    });
    const topItem = v.parse(cropLibraryMediaResponse, top.json).data!;
    const bottomItem = v.parse(cropLibraryMediaResponse, bottom.json).data!;
    expect([topItem.content_type, topItem.file_name]).toEqual(['image/jpeg', 'phone-square.jpg']);
    expect(near(await pixel((await original(topItem.id)).bytes, 50, 50), [255, 0, 0])).toBe(true);
    expect(near(await pixel((await original(bottomItem.id)).bytes, 50, 50), [0, 0, 255])).toBe(true);
  });

  it.each([
    [
      'an opaque WebP',
      () => halves(300, 300, (i) => i.webp()),
      'image/webp',
      'pic.webp',
      'image/jpeg',
      'pic-square.jpg',
    ],
    [
      'a WebP with transparency',
      () => halves(300, 300, (i) => i.removeAlpha().ensureAlpha(0.5).webp()),
      'image/webp',
      'clear.webp',
      'image/png',
      'clear-square.png',
    ],
    [
      'a GIF',
      () => halves(300, 300, (i) => i.gif()),
      'image/gif',
      'anim.gif',
      'image/png',
      'anim-square.png',
    ],
  ] as const)('stores a crop of %s as %s', async (_what, make, type, name, expected, expectedName) => {
    const source = await uploadFile(t.owner, t.acme, await make(), name, type);
    const answer = await crop(t.owner, {
      account_id: t.acme,
      id: source.id,
      shape: 'square',
      crop: { x: 0, y: 0, width: 150, height: 150 },
    });
    expect(answer.status).toBe(200);
    const item = v.parse(cropLibraryMediaResponse, answer.json).data!;
    expect([item.content_type, item.file_name, item.width, item.height]).toEqual([
      expected,
      expectedName,
      150,
      150,
    ]);
    const cut = await original(item.id);
    expect(cut.headers.get('content-type')).toBe(expected);
    expect(near(await pixel(cut.bytes, 75, 75), [255, 0, 0])).toBe(true);
  });
});

describe('refusals: the sentence, and nothing stored', () => {
  const ROLE_REFUSED = { status: 403, message: 'Your role on this account does not allow this.', data: null };
  const refusedAt = (status: number, message: string, field: string) => ({
    status,
    message,
    field,
    data: null,
  });
  const square = { x: 0, y: 0, width: 500, height: 500 };

  /** Each refusal leaves the media table as it was. */
  async function expectRefused(who: LoggedIn, body: Record<string, unknown>, expected: unknown) {
    const before = await mediaRows();
    const answer = await crop(who, body);
    expect(answer.json).toEqual(expected);
    expect(await mediaRows()).toBe(before);
  }

  it('refuses a crop outside the image, under 32 pixels, or of other proportions than the shape', async () => {
    const source = await uploadFile(t.owner, t.acme, await halves(2000, 1000), 'h.png', 'image/png');
    const at = (shape: CropShapeId, box: Record<string, number>) => ({
      account_id: t.acme,
      id: source.id,
      shape,
      crop: box,
    });
    const outside = refusedAt(400, cropMessages.cropOutside, 'crop');
    await expectRefused(t.owner, at('square', { x: 1001, y: 0, width: 1000, height: 1000 }), outside);
    await expectRefused(t.owner, at('square', { x: 0, y: 1, width: 1000, height: 1000 }), outside);
    await expectRefused(t.owner, at('square', { x: -1, y: 0, width: 500, height: 500 }), outside);
    await expectRefused(t.owner, at('square', { x: 0, y: 0, width: 31, height: 31 }), outside);
    await expectRefused(t.owner, at('square', { x: 0, y: 0, width: 1e15, height: 1e15 }), outside);
    const proportions = refusedAt(400, cropMessages.wrongProportions, 'crop');
    await expectRefused(t.owner, at('square', { x: 0, y: 0, width: 1000, height: 900 }), proportions);
    await expectRefused(t.owner, at('story', { x: 0, y: 0, width: 1000, height: 1000 }), proportions);
    // 1 pixel of rounding is taken; 2 are not.
    expect((await crop(t.owner, at('square', { x: 0, y: 0, width: 501, height: 500 }))).status).toBe(200);
    await expectRefused(t.owner, at('square', { x: 0, y: 0, width: 502, height: 500 }), proportions);
  });

  it('refuses a bad shape, crop or id through the contract (400 naming the field)', async () => {
    const source = await uploadFile(t.owner, t.acme, await png(600, 600), 's.png', 'image/png');
    const base = { account_id: t.acme, id: source.id, shape: 'square', crop: square };
    await expectRefused(
      t.owner,
      { ...base, shape: 'circle' },
      refusedAt(400, `shape: ${cropMessages.badShape}`, 'shape'),
    );
    await expectRefused(
      t.owner,
      { ...base, crop: { ...square, x: 0.5 } },
      refusedAt(400, `crop.x: ${cropMessages.wholePixels('x')}`, 'crop.x'),
    );
    await expectRefused(
      t.owner,
      { ...base, crop: { ...square, height: '500' } },
      refusedAt(400, `crop.height: ${cropMessages.wholePixels('height')}`, 'crop.height'),
    );
    const notAnObject = refusedAt(400, 'crop: crop must be an object {x, y, width, height}', 'crop');
    await expectRefused(
      t.owner,
      { ...base, crop: undefined },
      refusedAt(400, 'crop: crop is required', 'crop'),
    );
    await expectRefused(t.owner, { ...base, crop: null }, notAnObject);
    await expectRefused(t.owner, { ...base, crop: [0, 0, 500, 500] }, notAnObject);
    await expectRefused(
      t.owner,
      { ...base, crop: { x: 0, y: 0, width: 500 } },
      refusedAt(400, 'crop.height: crop.height is required', 'crop.height'),
    );
    await expectRefused(t.owner, { ...base, id: 'nope' }, refusedAt(400, 'id: id is not a media id', 'id'));
  });

  it('answers 404 for an unknown id, another account’s upload and a logo; 400 for a video', async () => {
    const notFound = refusedAt(404, cropMessages.notFound, 'id');
    const body = (id: string, accountId = t.acme) => ({
      account_id: accountId,
      id,
      shape: 'square',
      crop: square,
    });
    await expectRefused(t.owner, body('AAAAAAAAAAAAAAAAAAAAAA'), notFound);
    const elsewhere = await uploadFile(t.owner, t.northwind, await png(600, 600), 'nw.png', 'image/png');
    await expectRefused(t.owner, body(elsewhere.id), notFound);
    const logoForm = await multipart({
      file: { bytes: await png(600, 600), name: 'l.png', type: 'image/png' },
    });
    const logo = await send('POST', '/media/logo', {
      token: t.owner.token,
      headers: { ...logoForm.headers, account_Id: String(t.acme) },
      body: logoForm.body,
    });
    expect(logo.status).toBe(200);
    await expectRefused(
      t.owner,
      body((logo.json as { data: { media: { id: string } } }).data.media.id),
      notFound,
    );
    const video = await upload(t.owner, t.acme, {
      file: { bytes: REAL_MP4, name: 'clip.mp4', type: 'video/mp4' },
    });
    expect(video.status).toBe(200);
    const videoItem = stored(video);
    expect(videoItem.kind).toBe('video');
    await expectRefused(t.owner, body(videoItem.id), refusedAt(400, cropMessages.video, 'id'));
  });

  it('refuses a read-only member (403), a stranger to the account (404) and no session (401)', async () => {
    const source = await uploadFile(t.owner, t.acme, await png(600, 600), 'v.png', 'image/png');
    const body = { account_id: t.acme, id: source.id, shape: 'square', crop: square };
    await expectRefused(t.viewer, body, ROLE_REFUSED);
    await expectRefused(t.stranger, body, NO_SUCH_ACCOUNT);
    const before = await mediaRows();
    expect((await crop({ token: '' } as LoggedIn, body)).status).toBe(401);
    expect(await mediaRows()).toBe(before);
  });
});

describe('the crop rules', () => {
  it('takes every box fitCrop makes and every box resizeCrop makes from it, for each shape', () => {
    // From 100 pixels up: on a smaller image, the short side of a long shape is under MIN_CROP_SIDE.
    for (let width = 100; width <= 4000; width += 37) {
      for (const height of [100, 333, 1015, 1080, 2999, width + 1, Math.round(width / 3) + 100]) {
        const image = { width, height };
        for (const shape of CROP_SHAPES) {
          const box = fitCrop(image, shape);
          expect([width, height, shape.id, cropBoxRefusal(box, image, shape.id)]).toEqual([
            width,
            height,
            shape.id,
            null,
          ]);
          const smaller = resizeCrop(box, image, shape, -17);
          expect([width, height, shape.id, cropBoxRefusal(smaller, image, shape.id)]).toEqual([
            width,
            height,
            shape.id,
            null,
          ]);
        }
      }
    }
  });

  it('names the crop after the original, within 200 characters', () => {
    expect(croppedFileName('Summer menu.png', 'square', 'image/png')).toBe('Summer menu-square.png');
    expect(croppedFileName('photo.final.JPEG', 'story', 'image/jpeg')).toBe('photo.final-story.jpg');
    expect(croppedFileName(null, 'wide', 'image/png')).toBe('image-wide.png');
    expect(croppedFileName('.png', 'wide', 'image/png')).toBe('image-wide.png');
    const long = croppedFileName(`${'é'.repeat(250)}.png`, 'landscape', 'image/png');
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('é-landscape.png')).toBe(true);
  });

  it('keeps PNG, makes JPEG of JPEG and opaque WebP, PNG of GIF and transparent WebP', () => {
    expect(croppedType('image/png', false)).toBe('image/png');
    expect(croppedType('image/png', true)).toBe('image/png');
    expect(croppedType('image/jpeg', false)).toBe('image/jpeg');
    expect(croppedType('image/webp', false)).toBe('image/jpeg');
    expect(croppedType('image/webp', true)).toBe('image/png');
    expect(croppedType('image/gif', true)).toBe('image/png');
  });
});
