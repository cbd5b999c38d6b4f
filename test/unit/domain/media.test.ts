/** The upload rules (issue 16) the browser's pre-check and the server share, and the media URLs of the contract. */
import { describe, expect, it } from 'vitest';
import { mediaIdOf, mediaUrl, thumbnailUrlOf } from '../../../src/contract/media.ts';
import {
  MEDIA_ACCEPT,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  SNIFF_BYTES,
  checkImageBytes,
  imageCheckSentence,
  mediaMessages,
  sniffImageType,
} from '../../../src/domain/media.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF87 = bytes('GIF87a', [1, 0, 1, 0]);
const GIF89 = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF87a', GIF87, 'image/gif'],
    ['GIF89a', GIF89, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('knows a %s by its first bytes', (_name, head, type) => {
    // The first SNIFF_BYTES bytes are enough.
    expect(sniffImageType(head.subarray(0, SNIFF_BYTES))).toBe(type);
  });

  it.each([
    ['text', bytes('hello, world')],
    ['a PDF', bytes('%PDF-1.7\n%abc')],
    ['an SVG', bytes('<svg xmlns="')],
    ['a WAV (RIFF but not WEBP)', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', PNG.subarray(0, 7)],
    ['two of JPEG three bytes', bytes([0xff, 0xd8])],
    ['a GIF of an unknown version', bytes('GIF88a', [1, 0])],
    ['nothing', new Uint8Array()],
    ['a PNG signature one byte late', bytes([0], [...PNG])],
  ])('refuses %s', (_name, head) => {
    expect(sniffImageType(head)).toBeNull();
  });
});

describe('checkImageBytes', () => {
  it('takes an image of our types up to exactly 10 MB', () => {
    expect(checkImageBytes(1, PNG)).toEqual({ ok: true, type: 'image/png' });
    expect(checkImageBytes(MEDIA_MAX_BYTES, JPEG)).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses, in this order: an empty file, one over 10 MB, one that is not our image', () => {
    expect(checkImageBytes(0, new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(checkImageBytes(MEDIA_MAX_BYTES + 1, bytes('not an image'))).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect(checkImageBytes(MEDIA_MAX_BYTES + 1, PNG)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(checkImageBytes(12, bytes('not an image'))).toEqual({ ok: false, reason: 'wrongType' });
  });

  it('says each refusal in a sentence that names the limits', () => {
    expect(MEDIA_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(imageCheckSentence('tooLarge')).toBe(mediaMessages.tooLarge);
    expect(mediaMessages.tooLarge).toContain('10 MB');
    expect(imageCheckSentence('wrongType')).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(imageCheckSentence('empty')).toBe(mediaMessages.empty);
    const refusals = [
      'wrongType',
      'tooLarge',
      'empty',
      'unreadable',
      'tooManyPixels',
      'noFile',
      'notMultipart',
      'badForm',
      'uploadFailed',
      'removeFailed',
      'tooManyUploads',
    ] as const;
    for (const name of refusals) expect(mediaMessages[name]).toMatch(/^[A-Z].*\.$/);
    expect(mediaMessages.tooManyPixels).toContain('40 megapixels');
  });

  it('offers every accepted type in the picker', () => {
    for (const type of MEDIA_TYPES) expect(MEDIA_ACCEPT.split(',')).toContain(type);
  });
});

describe('media URLs', () => {
  const id = 'abcdefghijklmnopqrstuv';

  it('names the id in the URL; the thumbnail is beside it', () => {
    expect(mediaUrl(id)).toBe(`/api/media/${id}`);
    expect(mediaIdOf(mediaUrl(id))).toBe(id);
    expect(thumbnailUrlOf(mediaUrl(id))).toBe(`/api/media/${id}/thumbnail`);
  });

  it('leaves any other URL as it is and finds no id in it', () => {
    for (const url of [
      'https://cdn.example.com/logo.png',
      `/api/media/${id}/thumbnail`,
      '/api/media/short',
      '',
    ]) {
      expect(mediaIdOf(url)).toBeNull();
      if (url !== '') expect(thumbnailUrlOf(url)).toBe(url);
    }
    expect(mediaIdOf(null)).toBeNull();
  });
});
