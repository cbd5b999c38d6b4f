/**
 * My library's upload calls (src/api/libraryMedia.ts, issue 18) through the one API client against the reference
 * server, in process: an image and a video (with its poster) go out as multipart with the account in the form, a
 * page comes back in the domain's shape, a refusal comes back as the domain's sentence, a removal; and the cache:
 * one entry per account and page, and an upload or removal marks every page of that list (only) stale.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { libraryMediaCalls, libraryMediaErrorSentence } from '../../../src/api/libraryMedia.ts';
import { createQueryClient, fetchCached } from '../../../src/api/queries/client.ts';
import { libraryMediaChanged, libraryMediaPages } from '../../../src/api/queries/libraryMedia.ts';
import { ApiError } from '../../../src/api/client.ts';
import { libraryMediaMessages } from '../../../src/domain/libraryMedia.ts';
import { mediaMessages } from '../../../src/domain/media.ts';
import { OWNER, VIEWER } from '../server/support.ts';
import { REAL_MP4 } from '../server/videoFixtures.ts';
import { seededServer } from './clientSupport.ts';

const live = seededServer({ owner: OWNER, viewer: VIEWER });

const png = async (name: string) =>
  new File(
    [
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    ],
    name,
    { type: 'image/png' },
  );

describe('libraryMediaCalls', () => {
  it('uploads an image and a video with its poster, lists them by kind, removes one', async () => {
    const calls = libraryMediaCalls(live.clientAs(live.as.owner));
    const acme = live.accounts['Acme Bakery']!;
    const image = await calls.upload(acme, await png('shop.png'));
    expect(image).toMatchObject({
      kind: 'upload',
      fileName: 'shop.png',
      width: 40,
      height: 30,
      durationMs: null,
    });
    expect(image.thumbnailUrl).toBe(`${image.url}/thumbnail`);
    const poster = new Blob([
      await sharp({ create: { width: 32, height: 24, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer(),
    ]);
    const video = await calls.upload(
      acme,
      new File([new Uint8Array(REAL_MP4)], 'clip.mp4', { type: 'video/mp4' }),
      poster,
    );
    expect(video).toMatchObject({ kind: 'video', durationMs: 2400, width: 32, height: 24 });

    const uploads = await calls.page('upload', acme, 1);
    expect(uploads.items[0]).toEqual(image);
    expect(uploads.rows).toBeGreaterThanOrEqual(1);
    const videos = await calls.page('video', acme, 1);
    expect(videos.items[0]).toEqual(video);
    expect(videos.items.some((item) => item.id === image.id)).toBe(false);

    await calls.remove(acme, image.id);
    expect((await calls.page('upload', acme, 1)).items.some((item) => item.id === image.id)).toBe(false);
  });

  it("turns the server's refusals into their sentences", async () => {
    const acme = live.accounts['Acme Bakery']!;
    const owner = libraryMediaCalls(live.clientAs(live.as.owner));
    const text = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    const wrong = await owner.upload(acme, text).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(libraryMediaErrorSentence(wrong, 'fallback', 'upload')).toBe(libraryMediaMessages.wrongType);
    const cut = new File([new Uint8Array(REAL_MP4.subarray(0, 1200))], 'cut.mp4');
    const damaged = await owner.upload(acme, cut).catch((error: unknown) => error);
    expect(libraryMediaErrorSentence(damaged, 'fallback', 'video')).toBe(
      libraryMediaMessages.videoUnreadable,
    );
    const gone = await owner.remove(acme, 'AAAAAAAAAAAAAAAAAAAAAA').catch((error: unknown) => error);
    expect(libraryMediaErrorSentence(gone, 'fallback', 'upload')).toBe(libraryMediaMessages.noSuchMedia);

    const viewer = libraryMediaCalls(live.clientAs(live.as.viewer));
    const refused = await viewer.upload(acme, await png('a.png')).catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(403);
    expect((await viewer.page('upload', acme, 1)).rows).toBeGreaterThanOrEqual(0);
  });

  it('says the size sentence of the kind for a 413 without one of ours, and the fallback otherwise', () => {
    const proxy = new ApiError('http', 'Request failed with status 413', 413, null);
    expect(libraryMediaErrorSentence(proxy, 'x', 'video')).toBe(libraryMediaMessages.videoTooLarge);
    expect(libraryMediaErrorSentence(proxy, 'x', 'upload')).toBe(mediaMessages.tooLarge);
    expect(libraryMediaErrorSentence(new ApiError('network', 'Network error'), 'x', 'upload')).toBe('x');
    expect(libraryMediaErrorSentence(new Error('boom'), 'x', 'upload')).toBe('x');
  });
});

describe('the cached pages', () => {
  it('keeps one entry per account and page, and an upload marks that list’s pages stale, not the other', async () => {
    const client = createQueryClient();
    let reads = 0;
    const calls = {
      page: (kind: 'upload' | 'video', accountId: number, page: number) => {
        reads += 1;
        return Promise.resolve({ items: [], rows: kind === 'upload' ? accountId * 100 + page : 0 });
      },
    };
    const read = (kind: 'upload' | 'video', accountId: number, page: number) =>
      fetchCached(libraryMediaPages.query(calls, kind, accountId, page), client);
    expect((await read('upload', 7, 1)).rows).toBe(701);
    expect((await read('upload', 7, 2)).rows).toBe(702);
    await read('video', 7, 1);
    await read('upload', 8, 1);
    expect(reads).toBe(4);
    await read('upload', 7, 1);
    expect(reads).toBe(4);
    await libraryMediaChanged('upload', 7, client);
    await read('upload', 7, 1);
    await read('upload', 7, 2);
    await read('video', 7, 1);
    await read('upload', 8, 1);
    expect(reads).toBe(6);
  });
});
