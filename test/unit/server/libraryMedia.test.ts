/**
 * My library's uploads on the server (issue 18; routes/libraryMedia.ts, media.ts, videoProbe.ts): an image stored and
 * listed (the account named in the form or in the header), paging by spec 9 (12 a page, `rows` the total), every bad
 * upload (image or video) refused with the domain's sentence and nothing stored, the roles and the accounts (role 3
 * reads but cannot upload or remove; another account's member can do neither), removal (and not while an unpublished
 * post uses the file), and the upload rate limit. Videos stored and served with byte ranges: libraryVideos.test.ts.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deleteLibraryMediaResponse, type LibraryMediaWire } from '../../../src/contract/libraryMedia.ts';
import { LIBRARY_PAGE_SIZE } from '../../../src/domain/library.ts';
import { VIDEO_MAX_BYTES, libraryMediaMessages } from '../../../src/domain/libraryMedia.ts';
import { MEDIA_MAX_BYTES, mediaMessages } from '../../../src/domain/media.ts';
import {
  LIBRARY_MAX_BODY_BYTES,
  LIBRARY_UPLOADS_PER_QUARTER_HOUR,
} from '../../../src/server/routes/libraryMedia.ts';
import { CACHE_CONTROL } from '../../../src/server/routes/media.ts';
import {
  MEDIA_LOGINS,
  imageFile,
  mediaCalls,
  multipart,
  png,
  stored,
  type Upload,
} from './libraryMediaSupport.ts';
import { NO_SUCH_ACCOUNT, call, seededServer, type LoggedIn } from './support.ts';
import { REAL_MP4, REAL_WEBM, mp4, webm } from './videoFixtures.ts';

const t = seededServer(MEDIA_LOGINS);
const { send, upload, list, page, mediaRows, tick } = mediaCalls(t);

const ROLE_REFUSED = { status: 403, message: 'Your role on this account does not allow this.', data: null };

/** The body of a refusal at `field`. */
const refusedAt = (status: number, message: string, field = 'file') => ({
  status,
  message,
  field,
  data: null,
});

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
