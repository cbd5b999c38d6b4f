/**
 * My library's uploads and videos on the server (issue 18; routes/libraryMedia.ts, media.ts, videoProbe.ts): an image
 * and a video stored and listed (the account named in the form or in the header), paging by spec 9 (12 a page,
 * `rows` the total), every bad upload refused with the domain's sentence and nothing stored, the roles and the
 * accounts (role 3 reads but cannot upload or remove; another account's member can do neither), removal (and not
 * while an unpublished post uses the file), serving a video with byte ranges, and the upload rate limit.
 */
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  deleteLibraryMediaResponse,
  libraryMediaItemResponse,
  libraryMediaPageResponse,
  type LibraryMediaWire,
} from '../../../src/contract/libraryMedia.ts';
import { LIBRARY_PAGE_SIZE } from '../../../src/domain/library.ts';
import { VIDEO_MAX_BYTES, libraryMediaMessages } from '../../../src/domain/libraryMedia.ts';
import { MEDIA_MAX_BYTES, mediaMessages } from '../../../src/domain/media.ts';
import { ifRangeHolds, parseByteRange } from '../../../src/server/byteRange.ts';
import {
  LIBRARY_MAX_BODY_BYTES,
  LIBRARY_UPLOADS_PER_QUARTER_HOUR,
} from '../../../src/server/routes/libraryMedia.ts';
import { CACHE_CONTROL } from '../../../src/server/routes/media.ts';
import { NEWOWNER, NO_SUCH_ACCOUNT, OWNER, VIEWER, call, seededServer, type LoggedIn } from './support.ts';
import { REAL_MP4, REAL_WEBM, mp4, webm } from './videoFixtures.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER, stranger: NEWOWNER });

const ROLE_REFUSED = { status: 403, message: 'Your role on this account does not allow this.', data: null };

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A multipart body as a browser sends it, with its Content-Type (boundary) and Content-Length. */
async function multipart(parts: Record<string, Upload | string>) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  }
  const request = new Request('http://library.test/', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  return {
    body,
    headers: { 'Content-Type': request.headers.get('content-type')!, 'Content-Length': String(body.length) },
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
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

/** POST /auth/uploadLibraryMedia as `who`, the account in the form's account_id field unless `headers` name it. */
async function upload(
  who: LoggedIn,
  accountId: number | null,
  parts: Record<string, Upload | string>,
  headers: Record<string, string> = {},
) {
  const form = await multipart(accountId === null ? parts : { ...parts, account_id: String(accountId) });
  return send('POST', '/auth/uploadLibraryMedia', {
    token: who.token,
    headers: { ...form.headers, ...headers },
    body: form.body,
  });
}

async function png(width = 40, height = 30, background = '#2266aa'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );
}

const imageFile = async (name = 'photo.png', width = 40, height = 30) => ({
  file: { bytes: await png(width, height), name, type: 'image/png' },
});

const list = (who: LoggedIn, path: 'getlibraryuploads' | 'getvideoposts', body: Record<string, unknown>) =>
  call(t.server.app, 'POST', `/api/auth/${path}`, { token: who.token, body });

const page = async (who: LoggedIn, path: 'getlibraryuploads' | 'getvideoposts', accountId: number, n = 1) => {
  const answer = await list(who, path, { page: n, account_id: accountId });
  expect(answer.status).toBe(200);
  return v.parse(libraryMediaPageResponse, answer.json);
};

const stored = (answer: { json: unknown }) => v.parse(libraryMediaItemResponse, answer.json).data!;

const mediaRows = () => t.count('select 1 from media');

/** The body of a refusal at `field`. */
const refusedAt = (status: number, message: string, field = 'file') => ({
  status,
  message,
  field,
  data: null,
});

/** Uploads one second apart, so newest first is a strict order. */
const tick = () => t.server.clock.advance(1000);

describe('POST /api/auth/uploadLibraryMedia: images', () => {
  it('stores an image as an upload of the account named in the form, re-encoded, with its name', async () => {
    tick();
    const answer = await upload(t.owner, t.acme, await imageFile('  Summer menu.png  ', 320, 200));
    expect(answer.status).toBe(200);
    const item = stored(answer);
    expect(item).toMatchObject({
      kind: 'upload',
      content_type: 'image/png',
      width: 320,
      height: 200,
      file_name: 'Summer menu.png',
      duration_ms: null,
      url: `/api/media/${item.id}`,
      thumbnail_url: `/api/media/${item.id}/thumbnail`,
      uploaded_by: { id: t.owner.user.id, name: 'Olivia Owner' },
    });
    expect(new Date(item.created_at).toISOString()).toBe(t.server.clock.now().toISOString());
    const row = await t.server.db.query<{ account_id: number; kind: string }>(
      'select account_id, kind from media where id = $1',
      [item.id],
    );
    expect(row).toEqual([{ account_id: t.acme, kind: 'upload' }]);

    const thumbnail = await send('GET', `/media/${item.id}/thumbnail`, {});
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toBe(CACHE_CONTROL.upload);
    expect(CACHE_CONTROL.upload).toBe('private, max-age=31536000, immutable');

    const uploads = await page(t.owner, 'getlibraryuploads', t.acme);
    expect(uploads.data![0]).toEqual(item);
    const videos = await page(t.owner, 'getvideoposts', t.acme);
    expect(videos.data!.some((one) => one.id === item.id)).toBe(false);
  });

  it('takes the account from the account_Id header too, and keeps a long name to 200 characters', async () => {
    tick();
    const name = `${'é'.repeat(250)}.png`;
    const answer = await upload(t.owner, null, await imageFile(name), { account_Id: String(t.acme) });
    expect(answer.status).toBe(200);
    expect(stored(answer).file_name).toBe('é'.repeat(200));
  });

  it('refuses an upload that names no account (400) and one naming an account that is not the member’s (404)', async () => {
    const before = await mediaRows();
    const none = await upload(t.owner, null, await imageFile());
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ field: 'account_id' });
    const other = await upload(t.stranger, t.acme, await imageFile());
    expect(other.json).toEqual(NO_SUCH_ACCOUNT);
    // Header and form must both be the member's.
    const mixed = await upload(t.owner, t.ids['Newowner Ventures']!, await imageFile(), {
      account_Id: String(t.acme),
    });
    expect(mixed.json).toEqual(NO_SUCH_ACCOUNT);
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a read-only member (role 3) with 403 and stores nothing', async () => {
    const before = await mediaRows();
    const answer = await upload(t.viewer, t.acme, await imageFile());
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(ROLE_REFUSED);
    expect(await mediaRows()).toBe(before);
  });

  it('answers 401 without a session, before reading the body', async () => {
    const answer = await upload({ token: '' } as LoggedIn, t.acme, await imageFile());
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/auth/uploadLibraryMedia: videos', () => {
  it('stores an MP4 as sent, with its duration and size from the container and the poster as thumbnail', async () => {
    tick();
    const poster = { bytes: await png(64, 48, '#ff0000'), name: 'poster.png', type: 'image/png' };
    const answer = await upload(t.owner, t.acme, {
      file: { bytes: REAL_MP4, name: 'clip.mp4', type: 'video/mp4' },
      poster,
    });
    expect(answer.status).toBe(200);
    const item = stored(answer);
    expect(item).toMatchObject({
      kind: 'video',
      content_type: 'video/mp4',
      duration_ms: 2400,
      width: 32,
      height: 24,
      byte_size: REAL_MP4.length,
      file_name: 'clip.mp4',
    });
    const served = await send('GET', `/media/${item.id}`, {});
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(served.headers.get('cache-control')).toBe(CACHE_CONTROL.video);
    expect(Buffer.from(served.bytes).equals(REAL_MP4)).toBe(true);
    const thumbnail = await send('GET', `/media/${item.id}/thumbnail`, {});
    const meta = await sharp(thumbnail.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
    const { data } = await sharp(thumbnail.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // the poster's red

    const videos = await page(t.owner, 'getvideoposts', t.acme);
    expect(videos.data![0]).toEqual(item);
    const uploads = await page(t.owner, 'getlibraryuploads', t.acme);
    expect(uploads.data!.some((one) => one.id === item.id)).toBe(false);
  });

  it('stores a WebM without a poster with a drawn placeholder of its shape', async () => {
    tick();
    const answer = await upload(t.owner, t.acme, {
      file: { bytes: REAL_WEBM, name: 'clip.webm', type: 'video/webm' },
    });
    expect(answer.status).toBe(200);
    const item = stored(answer);
    expect(item).toMatchObject({ kind: 'video', content_type: 'video/webm', duration_ms: 1600 });
    const thumbnail = await send('GET', `/media/${item.id}/thumbnail`, {});
    const meta = await sharp(thumbnail.bytes).metadata();
    // 32 x 24 drawn at 256 px on its longer side.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 192]);
  });

  it('takes a built MP4 (version 1 header) and a built WebM with a 4-byte Duration', async () => {
    tick();
    const one = await upload(t.owner, t.acme, {
      file: {
        bytes: mp4({ version: 1, timescale: 90_000, duration: 900_000n }),
        name: 'a.mp4',
        type: 'video/mp4',
      },
    });
    expect(stored(one)).toMatchObject({ duration_ms: 10_000, width: 320, height: 180 });
    tick();
    const two = await upload(t.owner, t.acme, {
      file: { bytes: webm({ duration: 4321, durationSize: 4 }), name: 'b.webm', type: 'video/webm' },
    });
    expect(stored(two)).toMatchObject({ duration_ms: 4321 });
  });
});

describe('bad uploads: the sentence, and nothing stored', () => {
  const cut = (bytes: Uint8Array, keep: number) => bytes.subarray(0, keep);
  type Parts = Record<string, Upload | string>;
  const cases: [string, () => Parts | Promise<Parts>, number, string, string?][] = [
    [
      'a text file named .png',
      () => ({
        file: { bytes: new TextEncoder().encode('%PDF-1.7 not a picture'), name: 'a.png', type: 'image/png' },
      }),
      415,
      libraryMediaMessages.wrongType,
    ],
    [
      'a Matroska (.mkv) video',
      () => ({ file: { bytes: webm({ docType: 'matroska' }), name: 'a.mkv', type: 'video/webm' } }),
      415,
      libraryMediaMessages.wrongType,
    ],
    [
      'an empty file',
      () => ({ file: { bytes: new Uint8Array(), name: 'a.png', type: 'image/png' } }),
      400,
      libraryMediaMessages.empty,
    ],
    ['no file', () => ({ note: 'hello' }), 400, libraryMediaMessages.noFile],
    ['a text field named file', () => ({ file: 'just text' }), 400, libraryMediaMessages.noFile],
    [
      'an image one byte over 10 MB',
      async () => {
        const bytes = new Uint8Array(MEDIA_MAX_BYTES + 1);
        bytes.set(await png(8, 8));
        return { file: { bytes, name: 'huge.png', type: 'image/png' } };
      },
      413,
      mediaMessages.tooLarge,
    ],
    [
      'a truncated image',
      async () => {
        const whole = await png(300, 200);
        return {
          file: { bytes: cut(whole, Math.floor(whole.length / 2)), name: 'cut.png', type: 'image/png' },
        };
      },
      400,
      mediaMessages.unreadable,
    ],
    [
      'a truncated MP4',
      () => ({
        file: { bytes: cut(REAL_MP4, REAL_MP4.length - 100), name: 'cut.mp4', type: 'video/mp4' },
      }),
      400,
      libraryMediaMessages.videoUnreadable,
    ],
    [
      'a truncated WebM',
      () => ({ file: { bytes: cut(REAL_WEBM, 600), name: 'cut.webm', type: 'video/webm' } }),
      400,
      libraryMediaMessages.videoUnreadable,
    ],
    [
      'a garbled MP4 (its header, then noise)',
      () => {
        const garbled = Uint8Array.from(REAL_MP4);
        for (let at = 32; at < garbled.length; at += 1) garbled[at] = (at * 37) % 256;
        return { file: { bytes: garbled, name: 'noise.mp4', type: 'video/mp4' } };
      },
      400,
      libraryMediaMessages.videoUnreadable,
    ],
    [
      'a WebM without a Duration',
      () => ({
        file: { bytes: webm({ duration: null, live: true }), name: 'rec.webm', type: 'video/webm' },
      }),
      400,
      libraryMediaMessages.videoNoDuration,
    ],
    [
      'an MP4 of sound only',
      () => ({ file: { bytes: mp4({ tracks: ['audio'] }), name: 'song.m4a', type: 'video/mp4' } }),
      400,
      libraryMediaMessages.videoNoPicture,
    ],
    [
      'a video whose poster is not an image',
      () => ({
        file: { bytes: REAL_MP4, name: 'clip.mp4', type: 'video/mp4' },
        poster: { bytes: new TextEncoder().encode('not a frame'), name: 'poster.png', type: 'image/png' },
      }),
      400,
      libraryMediaMessages.posterUnreadable,
      'poster',
    ],
    [
      'a video whose poster is text',
      () => ({
        file: { bytes: REAL_MP4, name: 'clip.mp4', type: 'video/mp4' },
        poster: 'data:image/png;base64,AAAA',
      }),
      400,
      libraryMediaMessages.posterUnreadable,
      'poster',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, parts, status, sentence, field = 'file') => {
    const before = await mediaRows();
    const answer = await upload(t.owner, t.acme, await parts());
    expect(answer.json).toEqual(refusedAt(status, sentence, field));
    expect(answer.status).toBe(status);
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a video one byte over VIDEO_MAX_BYTES (413) with the video sentence', async () => {
    const bytes = new Uint8Array(VIDEO_MAX_BYTES + 1);
    bytes.set(REAL_MP4);
    const before = await mediaRows();
    const answer = await upload(t.owner, t.acme, { file: { bytes, name: 'long.mp4', type: 'video/mp4' } });
    expect(answer.json).toEqual(refusedAt(413, libraryMediaMessages.videoTooLarge));
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a body over the upload limit (413 with the sentence), declared or streamed', async () => {
    const bytes = new Uint8Array(LIBRARY_MAX_BODY_BYTES + 1024);
    bytes.set(REAL_MP4);
    const before = await mediaRows();
    const declared = await upload(t.owner, t.acme, { file: { bytes, name: 'huge.mp4', type: 'video/mp4' } });
    expect(declared.json).toEqual(refusedAt(413, libraryMediaMessages.tooLarge));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'huge.mp4');
    form.append('account_id', String(t.acme));
    const streamed = await send('POST', '/auth/uploadLibraryMedia', { token: t.owner.token, body: form });
    expect(streamed.json).toEqual(refusedAt(413, libraryMediaMessages.tooLarge));
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a body that is not multipart (415) and a broken form (400)', async () => {
    const json = await send('POST', '/auth/uploadLibraryMedia', {
      token: t.owner.token,
      headers: { 'Content-Type': 'application/json', account_Id: String(t.acme) },
      body: '{"file":"x"}',
    });
    expect(json.json).toEqual(refusedAt(415, libraryMediaMessages.notMultipart));
    const broken = await send('POST', '/auth/uploadLibraryMedia', {
      token: t.owner.token,
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc', account_Id: String(t.acme) },
      body: '--xyz\r\nnot a form at all',
    });
    expect(broken.json).toEqual(refusedAt(400, libraryMediaMessages.badForm));
  });
});

describe('POST /api/auth/getlibraryuploads and /api/auth/getvideoposts: pages', () => {
  it('answers 12 a page, newest first, rows the total: 13 uploads make page 1 of 12 and page 2 of 1', async () => {
    const account = t.northwind;
    const ids: string[] = [];
    for (let n = 1; n <= 13; n += 1) {
      tick();
      ids.push(stored(await upload(t.owner, account, await imageFile(`upload ${n}.png`, 10 + n, 10))).id);
    }
    const first = await page(t.owner, 'getlibraryuploads', account, 1);
    expect(first.rows).toBe(13);
    expect(first.data).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.data!.map((item) => item.id)).toEqual(ids.slice(1).reverse());
    expect(first.data![0]!.file_name).toBe('upload 13.png');
    const second = await page(t.owner, 'getlibraryuploads', account, 2);
    expect(second.rows).toBe(13);
    expect(second.data!.map((item) => item.file_name)).toEqual(['upload 1.png']);
    const past = await page(t.owner, 'getlibraryuploads', account, 3);
    expect([past.rows, past.data]).toEqual([13, []]);
    // The page defaults to 1; the videos of this account are none.
    const absent = await list(t.owner, 'getlibraryuploads', { account_id: account });
    expect((absent.json as { data: LibraryMediaWire[] }).data).toHaveLength(12);
    expect((await page(t.owner, 'getvideoposts', account)).rows).toBe(0);
  });

  it('refuses a page that is not a positive whole number with a sentence', async () => {
    for (const bad of [0, -1, 1.5, 'two', null, 100_001]) {
      const answer = await list(t.owner, 'getlibraryuploads', { page: bad, account_id: t.acme });
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(answer.json).toMatchObject({
        field: 'page',
        message: expect.stringMatching(/^page: page must be/),
      });
    }
    const noAccount = await list(t.owner, 'getvideoposts', { page: 1 });
    expect(noAccount.status).toBe(400);
  });

  it('lets a read-only member (role 3) read, and nobody outside the account', async () => {
    const viewer = await page(t.viewer, 'getlibraryuploads', t.acme);
    expect(viewer.rows).toBeGreaterThan(0);
    for (const path of ['getlibraryuploads', 'getvideoposts'] as const) {
      const stranger = await list(t.stranger, path, { page: 1, account_id: t.acme });
      expect(stranger.json).toEqual(NO_SUCH_ACCOUNT);
    }
    // The viewer is not a member of Northwind.
    const elsewhere = await list(t.viewer, 'getlibraryuploads', { page: 1, account_id: t.northwind });
    expect(elsewhere.json).toEqual(NO_SUCH_ACCOUNT);
  });
});

describe('POST /api/auth/deleteLibraryMedia', () => {
  const remove = (who: LoggedIn, body: Record<string, unknown>) =>
    call(t.server.app, 'POST', '/api/auth/deleteLibraryMedia', { token: who.token, body });

  it('removes an item of the account: gone from the list and from /media', async () => {
    tick();
    const item = stored(await upload(t.owner, t.acme, await imageFile('to remove.png')));
    const before = await mediaRows();
    const answer = await remove(t.owner, { account_id: t.acme, id: item.id });
    expect(answer.status).toBe(200);
    expect(v.parse(deleteLibraryMediaResponse, answer.json).data).toEqual({ id: item.id, deleted: true });
    expect(await mediaRows()).toBe(before - 1);
    expect((await send('GET', `/media/${item.id}`, {})).status).toBe(404);
    const uploads = await page(t.owner, 'getlibraryuploads', t.acme);
    expect(uploads.data!.some((one) => one.id === item.id)).toBe(false);
    const again = await remove(t.owner, { account_id: t.acme, id: item.id });
    expect(again.json).toEqual({
      status: 404,
      message: libraryMediaMessages.noSuchMedia,
      field: 'id',
      data: null,
    });
  });

  it('refuses another account’s member, role 3, another account of the same person, and a logo', async () => {
    tick();
    const item = stored(await upload(t.owner, t.acme, await imageFile('kept.png')));
    const before = await mediaRows();
    expect((await remove(t.stranger, { account_id: t.acme, id: item.id })).json).toEqual(NO_SUCH_ACCOUNT);
    expect((await remove(t.viewer, { account_id: t.acme, id: item.id })).json).toEqual(ROLE_REFUSED);
    // The owner is a member of Northwind too: naming it does not reach Acme's file.
    const wrongAccount = await remove(t.owner, { account_id: t.northwind, id: item.id });
    expect(wrongAccount.status).toBe(404);
    // Nor does the library's removal reach an account's logo.
    const logoForm = await multipart({ file: { bytes: await png(), name: 'l.png', type: 'image/png' } });
    const logo = await send('POST', '/media/logo', {
      token: t.owner.token,
      headers: { ...logoForm.headers, account_Id: String(t.acme) },
      body: logoForm.body,
    });
    expect(logo.status).toBe(200);
    const logoId = (logo.json as { data: { media: { id: string } } }).data.media.id;
    expect((await remove(t.owner, { account_id: t.acme, id: logoId })).status).toBe(404);
    expect(await mediaRows()).toBe(before + 1);
    expect((await send('GET', `/media/${item.id}`, {})).status).toBe(200);
    for (const bad of [{ account_id: t.acme }, { account_id: t.acme, id: 'nope' }, { id: item.id }]) {
      expect((await remove(t.owner, bad)).status).toBe(400);
    }
  });

  it('refuses (409) while a post that is not published yet uses the file; allows it once published', async () => {
    tick();
    const item = stored(await upload(t.owner, t.acme, await imageFile('in a post.png')));
    const now = t.server.clock.now().toISOString();
    const [post] = await t.server.db.query<{ id: number }>(
      `insert into posts (account_id, description, media, status, created_at, updated_at)
       values ($1, 'Uses the upload', $2::jsonb, 'SCHEDULED', $3, $3) returning id`,
      [t.acme, JSON.stringify([item.url]), now],
    );
    const answer = await remove(t.owner, { account_id: t.acme, id: item.id });
    expect(answer.json).toEqual({
      status: 409,
      message: libraryMediaMessages.inUse,
      field: 'id',
      data: null,
    });
    expect((await send('GET', `/media/${item.id}`, {})).status).toBe(200);
    await t.server.db.query(`update posts set status = 'POSTED' where id = $1`, [post!.id]);
    expect((await remove(t.owner, { account_id: t.acme, id: item.id })).status).toBe(200);
  });
});

describe('serving a video with byte ranges', () => {
  let video: LibraryMediaWire;
  const get = (headers: Record<string, string>) => send('GET', `/media/${video.id}`, { headers });

  it('answers one range with 206 and Content-Range, the same headers as the whole file', async () => {
    tick();
    video = stored(
      await upload(t.owner, t.acme, { file: { bytes: REAL_MP4, name: 'seek.mp4', type: 'video/mp4' } }),
    );
    const whole = await get({});
    const etag = whole.headers.get('etag')!;
    const size = REAL_MP4.length;
    const part = await get({ Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('etag')).toBe(etag);
    expect(part.headers.get('cache-control')).toBe(CACHE_CONTROL.video);
    expect(Buffer.from(part.bytes).equals(REAL_MP4.subarray(0, 100))).toBe(true);

    const middle = await get({ Range: 'bytes=1000-1499' });
    expect(Buffer.from(middle.bytes).equals(REAL_MP4.subarray(1000, 1500))).toBe(true);
    const open = await get({ Range: 'bytes=2000-' });
    expect(open.headers.get('content-range')).toBe(`bytes 2000-${size - 1}/${size}`);
    expect(Buffer.from(open.bytes).equals(REAL_MP4.subarray(2000))).toBe(true);
    const suffix = await get({ Range: 'bytes=-100' });
    expect(Buffer.from(suffix.bytes).equals(REAL_MP4.subarray(size - 100))).toBe(true);
    const past = await get({ Range: `bytes=100-${size + 5000}` });
    expect(past.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`);
  });

  it('answers 416 past the end, the whole file for what it does not serve, 304 for a known ETag', async () => {
    const size = REAL_MP4.length;
    const beyond = await get({ Range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    for (const header of ['bytes=0-1,5-6', 'items=0-5', 'bytes=9-3', 'bytes=abc']) {
      const whole = await get({ Range: header });
      expect([header, whole.status, whole.bytes.length]).toEqual([header, 200, size]);
    }
    const etag = (await get({})).headers.get('etag')!;
    expect((await get({ Range: 'bytes=0-9', 'If-Range': '"old"' })).status).toBe(200);
    expect((await get({ Range: 'bytes=0-9', 'If-Range': etag })).status).toBe(206);
    expect((await get({ Range: 'bytes=0-9', 'If-None-Match': etag })).status).toBe(304);
    // The thumbnail takes ranges too.
    const thumb = await send('GET', `/media/${video.id}/thumbnail`, { headers: { Range: 'bytes=0-3' } });
    expect([thumb.status, new TextDecoder().decode(thumb.bytes)]).toEqual([206, 'RIFF']);
  });

  it('parseByteRange and ifRangeHolds', () => {
    expect(parseByteRange(undefined, 10)).toBeNull();
    expect(parseByteRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseByteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange(`bytes=0-${'9'.repeat(20)}`, 10)).toBeNull();
    expect(ifRangeHolds(undefined, '"a"')).toBe(true);
    expect(ifRangeHolds('"a"', '"a"')).toBe(true);
    expect(ifRangeHolds('W/"a"', '"a"')).toBe(false);
  });
});

describe('the upload rate limit', () => {
  it(`takes ${LIBRARY_UPLOADS_PER_QUARTER_HOUR} uploads a quarter of an hour, then 429 with Retry-After`, async () => {
    t.server.clock.advance(16 * 60_000);
    const tiny = await imageFile('tiny.png', 4, 4);
    for (let n = 0; n < LIBRARY_UPLOADS_PER_QUARTER_HOUR; n += 1) {
      expect((await upload(t.owner, t.acme, tiny)).status).toBe(200);
    }
    const before = await mediaRows();
    const refused = await upload(t.owner, t.acme, tiny);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ status: 429, message: libraryMediaMessages.tooManyUploads, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mediaRows()).toBe(before);
    t.server.clock.advance(16 * 60_000);
    expect((await upload(t.owner, t.acme, tiny)).status).toBe(200);
  });
});
