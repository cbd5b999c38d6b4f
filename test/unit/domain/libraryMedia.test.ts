/**
 * The rules and wording of My library's uploads and videos (src/domain/libraryMedia.ts, issue 18): the video type by
 * its first bytes, the checks before anything is sent, the name kept for display, and how durations, sizes and the
 * poster frame's time are chosen and shown.
 */
import { describe, expect, it } from 'vitest';
import {
  FILE_NAME_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_SNIFF_BYTES,
  checkVideoBytes,
  displayFileName,
  durationWords,
  formatByteSize,
  formatDuration,
  libraryMediaMessages,
  mediaAltText,
  mediaDetails,
  posterTimeSeconds,
  sniffVideoType,
} from '../../../src/domain/libraryMedia.ts';
import { REAL_MP4, REAL_WEBM, mp4, webm } from '../server/videoFixtures.ts';

const head = (bytes: Uint8Array) => bytes.subarray(0, VIDEO_SNIFF_BYTES);

describe('sniffVideoType', () => {
  it('knows MP4 by its ftyp box and WebM by the EBML magic and its DocType', () => {
    expect(sniffVideoType(head(REAL_MP4))).toBe('video/mp4');
    expect(sniffVideoType(head(REAL_WEBM))).toBe('video/webm');
    expect(sniffVideoType(head(mp4({ brand: 'mp42' })))).toBe('video/mp4');
    // Every size written in 8 bytes puts the DocType further in: still within the bytes read.
    expect(sniffVideoType(head(webm()))).toBe('video/webm');
  });

  it('refuses QuickTime, HEIF images, Matroska, images and text', () => {
    expect(sniffVideoType(head(mp4({ brand: 'qt  ' })))).toBeNull();
    expect(sniffVideoType(head(mp4({ brand: 'heic' })))).toBeNull();
    expect(sniffVideoType(head(webm({ docType: 'matroska' })))).toBeNull();
    expect(sniffVideoType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
    expect(sniffVideoType(new TextEncoder().encode('hello, this is text'))).toBeNull();
    expect(sniffVideoType(new Uint8Array())).toBeNull();
  });
});

describe('checkVideoBytes', () => {
  it('refuses in the order a person can act on: empty, too large, wrong type', () => {
    expect(checkVideoBytes(0, new Uint8Array())).toEqual({ ok: false, reason: 'videoEmpty' });
    expect(checkVideoBytes(VIDEO_MAX_BYTES + 1, head(REAL_MP4))).toEqual({
      ok: false,
      reason: 'videoTooLarge',
    });
    expect(checkVideoBytes(100, new TextEncoder().encode('text'))).toEqual({
      ok: false,
      reason: 'videoWrongType',
    });
    expect(checkVideoBytes(VIDEO_MAX_BYTES, head(REAL_MP4))).toEqual({ ok: true, type: 'video/mp4' });
  });

  it('says the limit in its sentence', () => {
    expect(VIDEO_MAX_BYTES).toBe(50 * 1024 * 1024);
    expect(libraryMediaMessages.videoTooLarge).toContain('50 MB');
    expect(libraryMediaMessages.tooLarge).toContain('10 MB');
  });
});

describe('displayFileName', () => {
  it('keeps the last part of a path, trimmed, without control characters', () => {
    expect(displayFileName('  holiday.png ')).toBe('holiday.png');
    expect(displayFileName('C:\\fakepath\\shop front.jpg')).toBe('shop front.jpg');
    expect(displayFileName('a/b/c.webm')).toBe('c.webm');
    expect(displayFileName('bad\u0000name\n.mp4')).toBe('badname.mp4');
    expect(displayFileName('   ')).toBeNull();
    expect(displayFileName('')).toBeNull();
    expect(displayFileName(null)).toBeNull();
  });

  it(`cuts to ${FILE_NAME_MAX} whole characters, never half of one`, () => {
    expect(displayFileName('x'.repeat(300))).toHaveLength(FILE_NAME_MAX);
    const emoji = displayFileName('😀'.repeat(250))!;
    expect(Array.from(emoji)).toHaveLength(FILE_NAME_MAX);
    expect(emoji.endsWith('😀')).toBe(true);
  });
});

describe('durations, sizes and the poster frame', () => {
  it('formats a duration as a clock and in words', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(400)).toBe('0:01');
    expect(formatDuration(2400)).toBe('0:02');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(durationWords(1000)).toBe('1 second');
    expect(durationWords(65_000)).toBe('1 minute 5 seconds');
    expect(durationWords(3_600_000)).toBe('1 hour');
    expect(durationWords(0)).toBe('0 seconds');
  });

  it('formats a size in bytes, KB and MB', () => {
    expect(formatByteSize(512)).toBe('512 bytes');
    expect(formatByteSize(1536)).toBe('1.5 KB');
    expect(formatByteSize(84 * 1024)).toBe('84 KB');
    expect(formatByteSize(23.4 * 1024 * 1024)).toBe('23 MB');
    expect(mediaDetails({ byteSize: 2048, width: 1080, height: 1350 })).toBe('2 KB · 1080 × 1350');
  });

  it('captures the poster a second in, or a tenth of the way through a shorter clip', () => {
    expect(posterTimeSeconds(60)).toBe(1);
    expect(posterTimeSeconds(10)).toBe(1);
    expect(posterTimeSeconds(2.4)).toBeCloseTo(0.24);
    expect(posterTimeSeconds(Number.NaN)).toBe(0);
    expect(posterTimeSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('names a card by its file name, else by what it is', () => {
    expect(mediaAltText('upload', 'menu.png')).toBe('menu.png');
    expect(mediaAltText('upload', null)).toBe(libraryMediaMessages.untitledImage);
    expect(mediaAltText('video', null)).toBe(libraryMediaMessages.untitledVideo);
  });
});
