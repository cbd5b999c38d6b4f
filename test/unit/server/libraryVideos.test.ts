/**
 * My library's videos on the server (issue 18; routes/libraryMedia.ts, media.ts, videoProbe.ts, byteRange.ts): an MP4
 * or a WebM stored as sent, with its duration and size read from the container and the browser's poster frame (or a
 * drawn placeholder) as thumbnail, listed among the videos and not the uploads, and served with byte ranges (206, 416,
 * If-Range, 304) for seeking. Images, bad uploads, pages, roles, removal and the rate limit: libraryMedia.test.ts.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LibraryMediaWire } from '../../../src/contract/libraryMedia.ts';
import { ifRangeHolds, parseByteRange } from '../../../src/server/byteRange.ts';
import { CACHE_CONTROL } from '../../../src/server/routes/media.ts';
import { MEDIA_LOGINS, mediaCalls, png, stored } from './libraryMediaSupport.ts';
import { seededServer } from './support.ts';
import { REAL_MP4, REAL_WEBM, mp4, webm } from './videoFixtures.ts';

const t = seededServer(MEDIA_LOGINS);
const { send, upload, page, tick } = mediaCalls(t);

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
