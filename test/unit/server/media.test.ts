/**
 * Uploads and the media store on the server (issue 16, "Uploads that survive"): each accepted image type, refusals
 * with the domain's sentence (a renamed non-image, an empty file, one over 10 MB, a damaged PNG, a body that is not
 * multipart), EXIF stripped and the image turned upright, the thumbnail, cache headers with ETag and 304, the logo's
 * role and account checks, replacing and removing, and the rate limit.
 */
import { createCipheriv } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { avatarResponse, logoResponse, mediaIdOf } from '../../../src/contract/media.ts';
import { meResponse } from '../../../src/contract/session.ts';
import { MEDIA_MAX_BYTES, THUMBNAIL_SIZE, mediaMessages, sniffImageType } from '../../../src/domain/media.ts';
import { profileMessages } from '../../../src/domain/profile.ts';
import { databaseMediaStore, processImage } from '../../../src/server/media.ts';
import {
  CACHE_CONTROL,
  MEDIA_MAX_BODY_BYTES,
  UPLOADS_PER_QUARTER_HOUR,
} from '../../../src/server/routes/media.ts';
import { hashToken } from '../../../src/server/security.ts';
import { MAX_BODY_BYTES } from '../../../src/server/bodyLimit.ts';
import {
  NO_SUCH_ACCOUNT,
  OWNER,
  STAFF,
  VIEWER,
  call,
  logIn,
  seededServer,
  type LoggedIn,
} from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

const ROLE_REFUSED = { status: 403, message: 'Your role on this account does not allow this.', data: null };

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A multipart body as a browser sends it: serialised, with its Content-Type (boundary) and Content-Length. */
async function multipart(file: Upload | null, extra: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  const request = new Request('http://media.test/', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  return {
    body,
    headers: {
      'Content-Type': request.headers.get('content-type')!,
      'Content-Length': String(body.length),
    },
  };
}

async function send(
  method: string,
  path: string,
  { token, headers = {}, body }: { token?: string; headers?: Record<string, string>; body?: BodyInit },
) {
  const response = await t.server.app.request(`/api${path}`, {
    method,
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

async function upload(
  who: LoggedIn,
  path: string,
  file: Upload | null,
  headers: Record<string, string> = {},
) {
  const form = await multipart(file);
  return send('POST', path, { token: who.token, headers: { ...form.headers, ...headers }, body: form.body });
}

const acmeHeader = () => ({ account_Id: String(t.acme) });

/** A noisy image (the same noise every run), so every encoder has real pixels to keep. */
async function image(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 320,
  height = 200,
): Promise<Uint8Array> {
  // AES-CTR over zeros: noise that no encoder can shrink much.
  const noise = createCipheriv('aes-128-ctr', Buffer.alloc(16, 1), Buffer.alloc(16));
  const pixels = noise.update(Buffer.alloc(width * height * 3));
  const base = sharp(pixels, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await base.toFormat(format).toBuffer());
}

const TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

async function avatarOf(userId: number): Promise<string | null> {
  const rows = await t.server.db.query<{ avatar: string | null }>('select avatar from users where id = $1', [
    userId,
  ]);
  return rows[0]!.avatar;
}

const mediaRows = () => t.count('select 1 from media');

/** The body of an error answer at the field `file`. */
const refusedAt = (status: number, message: string) => ({ status, message, field: 'file', data: null });

describe('POST /api/media/avatar', () => {
  it.each(Object.entries(TYPES))(
    'accepts a %s, serves it re-encoded and puts it on /me',
    async (format, type) => {
      const bytes = await image(format as keyof typeof TYPES);
      const answer = await upload(t.owner, '/media/avatar', { bytes, name: `me.${format}`, type });
      expect(answer.status).toBe(200);
      const data = v.parse(avatarResponse, answer.json).data!;
      expect(data.media).toMatchObject({ contentType: type, width: 320, height: 200 });
      expect(data.media!.url).toBe(`/api/media/${data.media!.id}`);
      expect(data.user.avatar).toBe(data.media!.url);
      expect(await avatarOf(t.owner.user.id)).toBe(data.media!.url);

      const me = await call(t.server.app, 'GET', '/api/me', { token: t.owner.token });
      expect(v.parse(meResponse, me.json).data!.avatar).toBe(data.media!.url);

      const served = await send('GET', `/media/${data.media!.id}`, {});
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(sniffImageType(served.bytes)).toBe(type);
      expect(served.bytes.length).toBe(data.media!.byteSize);
      const meta = await sharp(served.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([320, 200]);
    },
  );

  it('turns a JPEG upright by its EXIF orientation and serves it without its EXIF', async () => {
    const tagged = await sharp(await image('jpeg', 300, 120))
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS-ish' } },
      })
      .jpeg()
      .toBuffer();
    expect(tagged.includes(Buffer.from('Secret Photographer'))).toBe(true);
    const answer = await upload(t.owner, '/media/avatar', {
      bytes: tagged,
      name: 'me.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(200);
    const media = v.parse(avatarResponse, answer.json).data!.media!;
    // Orientation 6 is a quarter turn: the stored image is 120 wide and 300 high.
    expect([media.width, media.height]).toEqual([120, 300]);
    for (const path of [`/media/${media.id}`, `/media/${media.id}/thumbnail`]) {
      const served = await send('GET', path, {});
      expect(Buffer.from(served.bytes).includes(Buffer.from('Secret Photographer'))).toBe(false);
      const meta = await sharp(served.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
  });

  it('keeps the frames of an animated GIF; its thumbnail is the first frame as WebP', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
        sharp({ create: { width: 60, height: 40, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const answer = await upload(t.owner, '/media/avatar', {
      bytes: gif,
      name: 'wave.gif',
      type: 'image/gif',
    });
    expect(answer.status).toBe(200);
    const media = v.parse(avatarResponse, answer.json).data!.media!;
    expect([media.width, media.height]).toEqual([60, 40]);
    const served = await send('GET', `/media/${media.id}`, {});
    expect((await sharp(served.bytes, { animated: true }).metadata()).pages).toBe(3);
    const thumbnail = await send('GET', `/media/${media.id}/thumbnail`, {});
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(thumbnail.bytes).metadata()).pages ?? 1).toBe(1);
  });

  it('refuses a renamed non-image (415), whatever its name and claimed type, and changes nothing', async () => {
    const before = { avatar: await avatarOf(t.owner.user.id), rows: await mediaRows() };
    const text = new TextEncoder().encode('%PDF-1.7 not a picture at all, only pretending to be one');
    const answer = await upload(t.owner, '/media/avatar', {
      bytes: text,
      name: 'photo.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual(refusedAt(415, mediaMessages.wrongType));
    expect({ avatar: await avatarOf(t.owner.user.id), rows: await mediaRows() }).toEqual(before);
  });

  it('refuses an SVG named .png (an image, but not one of ours)', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const answer = await upload(t.owner, '/media/avatar', {
      bytes: svg,
      name: 'logo.png',
      type: 'image/png',
    });
    expect(answer.json).toEqual(refusedAt(415, mediaMessages.wrongType));
  });

  it('refuses an empty file (400)', async () => {
    const answer = await upload(t.owner, '/media/avatar', {
      bytes: new Uint8Array(),
      name: 'empty.png',
      type: 'image/png',
    });
    expect(answer.json).toEqual(refusedAt(400, mediaMessages.empty));
  });

  it('refuses a file one byte over 10 MB (413) with the sentence', async () => {
    const bytes = new Uint8Array(MEDIA_MAX_BYTES + 1);
    bytes.set(await image('png', 8, 8));
    const before = await mediaRows();
    const answer = await upload(t.owner, '/media/avatar', { bytes, name: 'huge.png', type: 'image/png' });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(refusedAt(413, mediaMessages.tooLarge));
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a body over the upload limit (413 with the sentence), declared or streamed', async () => {
    const bytes = new Uint8Array(MEDIA_MAX_BODY_BYTES + 1024);
    bytes.set(await image('png', 8, 8));
    const declared = await upload(t.owner, '/media/avatar', { bytes, name: 'huge.png', type: 'image/png' });
    expect(declared.status).toBe(413);
    expect(declared.json).toEqual(refusedAt(413, mediaMessages.tooLarge));
    // Without a Content-Length (chunked): read up to the limit, then refused.
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'huge.png');
    const streamed = await send('POST', '/media/avatar', { token: t.owner.token, body: form });
    expect(streamed.json).toEqual(refusedAt(413, mediaMessages.tooLarge));
  });

  it('takes an upload over the 1 MB limit of every other body (which still holds there)', async () => {
    const big = await image('png', 1200, 1000);
    expect(big.length).toBeGreaterThan(MAX_BODY_BYTES);
    const answer = await upload(t.owner, '/media/avatar', { bytes: big, name: 'big.png', type: 'image/png' });
    expect(answer.status).toBe(200);
    const json = JSON.stringify({ id: t.owner.user.id, profile: { first_name: 'x'.repeat(MAX_BODY_BYTES) } });
    const other = await send('POST', '/updateProfile', {
      token: t.owner.token,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(json.length) },
      body: json,
    });
    expect(other.status).toBe(413);
  });

  it('refuses a damaged PNG (its header reads, its pixels do not) with a sentence, never a 500', async () => {
    const whole = await image('png', 320, 200);
    const damaged = [
      whole.subarray(0, Math.floor(whole.length / 2)),
      Uint8Array.from(whole, (byte, index) =>
        index > 100 && index < whole.length - 20 ? byte ^ 0x5a : byte,
      ),
      whole.subarray(0, 16),
    ];
    for (const bytes of damaged) {
      const answer = await upload(t.owner, '/media/avatar', { bytes, name: 'broken.png', type: 'image/png' });
      expect(answer.json).toEqual(refusedAt(400, mediaMessages.unreadable));
    }
  });

  it('refuses a JPEG header on a PNG body: the decoded format must be the announced one', async () => {
    const png = await image('png', 10, 10);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, ...png]);
    const answer = await upload(t.owner, '/media/avatar', { bytes, name: 'odd.jpg', type: 'image/jpeg' });
    expect(answer.json).toEqual(refusedAt(400, mediaMessages.unreadable));
  });

  it('refuses a body that is not multipart (415), a form without a file (400) and a broken form (400)', async () => {
    const json = await send('POST', '/media/avatar', {
      token: t.owner.token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(json.json).toEqual(refusedAt(415, mediaMessages.notMultipart));
    const noFile = await multipart(null, { file: 'just text' });
    const textOnly = await send('POST', '/media/avatar', {
      token: t.owner.token,
      headers: noFile.headers,
      body: noFile.body,
    });
    expect(textOnly.json).toEqual(refusedAt(400, mediaMessages.noFile));
    const broken = await send('POST', '/media/avatar', {
      token: t.owner.token,
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
      body: '--xyz\r\nnot a form at all',
    });
    expect(broken.json).toEqual(refusedAt(400, mediaMessages.badForm));
  });

  it('answers 401 without a session', async () => {
    const answer = await upload({ token: '' } as LoggedIn, '/media/avatar', {
      bytes: await image('png', 8, 8),
      name: 'a.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(401);
  });

  it('replacing deletes the old image; removing empties the avatar and deletes it', async () => {
    const first = v.parse(
      avatarResponse,
      (
        await upload(t.viewer, '/media/avatar', {
          bytes: await image('png'),
          name: 'a.png',
          type: 'image/png',
        })
      ).json,
    ).data!.media!;
    const second = v.parse(
      avatarResponse,
      (
        await upload(t.viewer, '/media/avatar', {
          bytes: await image('webp'),
          name: 'b.webp',
          type: 'image/webp',
        })
      ).json,
    ).data!.media!;
    expect((await send('GET', `/media/${first.id}`, {})).status).toBe(404);
    expect((await send('GET', `/media/${second.id}`, {})).status).toBe(200);
    expect(await t.count('select 1 from media where user_id = $1', [t.viewer.user.id])).toBe(1);

    const removed = await send('DELETE', '/media/avatar', { token: t.viewer.token });
    expect(removed.status).toBe(200);
    expect(v.parse(avatarResponse, removed.json).data).toMatchObject({ user: { avatar: null }, media: null });
    expect(await avatarOf(t.viewer.user.id)).toBeNull();
    expect((await send('GET', `/media/${second.id}`, {})).status).toBe(404);
    expect(await t.count('select 1 from media where user_id = $1', [t.viewer.user.id])).toBe(0);
  });

  it('refuses to change the avatar while a staff member impersonates the user', async () => {
    const staff = await logIn(t.server.app, STAFF);
    const person = await logIn(t.server.app, OWNER);
    await t.server.db.query('update sessions set impersonator_user_id = $2 where token_hash = $1', [
      hashToken(person.token),
      staff.user.id,
    ]);
    const before = await avatarOf(t.owner.user.id);
    const answer = await upload(person, '/media/avatar', {
      bytes: await image('png', 8, 8),
      name: 'a.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ message: profileMessages.impersonating });
    expect((await send('DELETE', '/media/avatar', { token: person.token })).status).toBe(403);
    expect(await avatarOf(t.owner.user.id)).toBe(before);
  });
});

describe('serving media', () => {
  it('serves the thumbnail as WebP of at most 256 px with a year of caching, an ETag and 304', async () => {
    const answer = await upload(t.owner, '/media/avatar', {
      bytes: await image('png', 1000, 500),
      name: 'wide.png',
      type: 'image/png',
    });
    const media = v.parse(avatarResponse, answer.json).data!.media!;
    expect(media.thumbnailUrl).toBe(`${media.url}/thumbnail`);
    const thumbnail = await send('GET', `/media/${media.id}/thumbnail`, {});
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toBe(CACHE_CONTROL.avatar);
    expect(CACHE_CONTROL.avatar).toBe('private, max-age=31536000, immutable');
    const etag = thumbnail.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const meta = await sharp(thumbnail.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', THUMBNAIL_SIZE, THUMBNAIL_SIZE / 2]);

    const again = await send('GET', `/media/${media.id}/thumbnail`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(CACHE_CONTROL.avatar);
    const weakList = await send('GET', `/media/${media.id}/thumbnail`, {
      headers: { 'If-None-Match': `"other", W/${etag}` },
    });
    expect(weakList.status).toBe(304);
    const stale = await send('GET', `/media/${media.id}/thumbnail`, {
      headers: { 'If-None-Match': '"other"' },
    });
    expect(stale.status).toBe(200);

    const original = await send('GET', `/media/${media.id}`, {});
    expect(original.headers.get('etag')).not.toBe(etag);
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for an id that does not exist or is not an id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2F..%2Fetc', 'x'.repeat(500)]) {
      const answer = await send('GET', `/media/${id}`, {});
      expect([id, answer.status, answer.json]).toEqual([
        id,
        404,
        { status: 404, message: 'No such image.', data: null },
      ]);
    }
  });
});

describe('the account logo', () => {
  it('uploads a logo for an account the owner may change; getLogo, getaccountowner and the profile show it', async () => {
    const answer = await upload(
      t.owner,
      '/media/logo',
      { bytes: await image('webp', 400, 400), name: 'logo.webp', type: 'image/webp' },
      acmeHeader(),
    );
    expect(answer.status).toBe(200);
    const data = v.parse(logoResponse, answer.json).data!;
    expect(data).toMatchObject({ account_id: t.acme, logo: data.media!.url });
    expect((await t.getAs(t.owner, '/api/auth/getLogo', { account_Id: t.acme })).json).toMatchObject({
      data: { account_id: t.acme, logo: data.logo },
    });
    expect((await t.getAs(t.owner, '/api/auth/getaccountowner', { account_Id: t.acme })).json).toMatchObject({
      data: [{ accountName: 'Acme Bakery', logo: data.logo }],
    });
    expect(
      (await t.getAs(t.owner, '/api/auth/getAccountProfile', { account_Id: t.acme })).json,
    ).toMatchObject({
      data: { logo: data.logo },
    });
    // Every member of the account sees it.
    expect((await t.getAs(t.viewer, '/api/auth/getLogo', { account_Id: t.acme })).json).toMatchObject({
      data: { logo: data.logo },
    });
    const served = await send('GET', `/media/${data.media!.id}/thumbnail`, {});
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a read-only member (role 3) with 403 and changes nothing', async () => {
    const before = await t.count('select 1 from media where account_id = $1', [t.acme]);
    const logo = (await t.getAs(t.owner, '/api/auth/getLogo', { account_Id: t.acme })).json;
    const answer = await upload(
      t.viewer,
      '/media/logo',
      { bytes: await image('png', 16, 16), name: 'logo.png', type: 'image/png' },
      acmeHeader(),
    );
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(ROLE_REFUSED);
    const removed = await send('DELETE', '/media/logo', { token: t.viewer.token, headers: acmeHeader() });
    expect(removed.json).toEqual(ROLE_REFUSED);
    expect(await t.count('select 1 from media where account_id = $1', [t.acme])).toBe(before);
    expect((await t.getAs(t.owner, '/api/auth/getLogo', { account_Id: t.acme })).json).toEqual(logo);
  });

  it("refuses someone else's account (404, like an id that does not exist) and a call naming none (400)", async () => {
    const foreign = t.ids['Newowner Ventures']!;
    const file = { bytes: await image('png', 16, 16), name: 'logo.png', type: 'image/png' };
    const answer = await upload(t.owner, '/media/logo', file, { account_Id: String(foreign) });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
    const removed = await send('DELETE', '/media/logo', {
      token: t.owner.token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account_id: foreign }),
    });
    expect(removed.json).toEqual(NO_SUCH_ACCOUNT);
    const unnamed = await upload(t.owner, '/media/logo', file);
    expect(unnamed.status).toBe(400);
    expect(await t.count('select 1 from media where account_id = $1', [foreign])).toBe(0);
  });

  it('removes the logo (DELETE with the account in the body) and deletes its image', async () => {
    const uploaded = v.parse(
      logoResponse,
      (
        await upload(
          t.owner,
          '/media/logo',
          { bytes: await image('gif', 64, 64), name: 'logo.gif', type: 'image/gif' },
          { accountId: String(t.northwind) },
        )
      ).json,
    ).data!;
    const removed = await send('DELETE', '/media/logo', {
      token: t.owner.token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account_id: t.northwind }),
    });
    expect(v.parse(logoResponse, removed.json).data).toEqual({
      account_id: t.northwind,
      logo: null,
      media: null,
    });
    expect((await send('GET', `/media/${uploaded.media!.id}`, {})).status).toBe(404);
    expect(
      (await t.getAs(t.owner, '/api/auth/getaccountowner', { account_Id: t.northwind })).json,
    ).toMatchObject({
      data: [{ logo: null }],
    });
  });
});

describe('the media store', () => {
  it('deletes an item only for its owner', async () => {
    const store = databaseMediaStore(t.server.db);
    const processed = await processImage(await image('png', 20, 20));
    if ('refused' in processed) throw new Error(processed.refused);
    const item = await store.put({
      owner: { kind: 'logo', accountId: t.acme },
      uploadedBy: t.owner.user.id,
      image: processed,
      createdAt: t.server.clock.now(),
    });
    expect(mediaIdOf(`/api/media/${item.id}`)).toBe(item.id);
    expect(await store.delete(item.id, { kind: 'logo', accountId: t.northwind })).toBe(false);
    expect(await store.delete(item.id, { kind: 'avatar', userId: t.owner.user.id })).toBe(false);
    expect((await store.get(item.id, 'thumbnail'))?.contentType).toBe('image/webp');
    expect(await store.delete(item.id, { kind: 'logo', accountId: t.acme })).toBe(true);
    expect(await store.get(item.id, 'original')).toBeNull();
  });

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    // A PNG's signature and header chunk claiming 8000 × 8000 pixels, then a tiny image's data: never decoded.
    const ihdr = Buffer.alloc(17);
    ihdr.write('IHDR', 0, 'latin1');
    ihdr.writeUInt32BE(8000, 4);
    ihdr.writeUInt32BE(8000, 8);
    ihdr.set([8, 2, 0, 0, 0], 12);
    const chunk = Buffer.alloc(12 + 13);
    chunk.writeUInt32BE(13, 0);
    ihdr.copy(chunk, 4);
    chunk.writeUInt32BE(crc32(ihdr), 21);
    const small = await image('png', 4, 4);
    const bytes = Buffer.concat([small.subarray(0, 8), chunk, small.subarray(33)]);
    expect((await sharp(bytes).metadata()).width).toBe(8000);
    expect(await processImage(bytes)).toEqual({ refused: 'tooManyPixels' });
  });
});

describe('the upload rate limit', () => {
  it(`answers 429 after ${UPLOADS_PER_QUARTER_HOUR} uploads in 15 minutes, and takes uploads again later`, async () => {
    // Past the window of the uploads before.
    t.server.clock.advance(15 * 60_000 + 1_000);
    const person = await logIn(t.server.app, VIEWER);
    const file = { bytes: await image('png', 8, 8), name: 'a.png', type: 'image/png' };
    for (let index = 0; index < UPLOADS_PER_QUARTER_HOUR; index += 1) {
      expect((await upload(person, '/media/avatar', file)).status).toBe(200);
    }
    const refused = await upload(person, '/media/avatar', file);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ message: mediaMessages.tooManyUploads });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.server.clock.advance(15 * 60_000 + 1_000);
    expect((await upload(person, '/media/avatar', file)).status).toBe(200);
  });
});
