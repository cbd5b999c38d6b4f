/**
 * The container reader of library videos (src/server/videoProbe.ts, issue 18): MP4's mvhd (versions 0 and 1, any
 * timescale), mehd for a fragmented file, the picture from tkhd or stsd; WebM's Segment Info Duration (4- and 8-byte
 * floats) with TimecodeScale, the picture of the video TrackEntry, a live recording's unknown sizes; and refusals:
 * files cut short at every length, garbled bytes, no duration, no picture, other containers. Files are built in code
 * (videoFixtures.ts), two of them written by a real encoder.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DURATION_MS, probeVideo } from '../../../src/server/videoProbe.ts';
import { REAL_MP4, REAL_WEBM, box, element, mp4, webm } from './videoFixtures.ts';

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe('probeVideo: files a real encoder wrote', () => {
  it('reads the H.264 MP4 (2.4 s, 32 x 24)', () => {
    expect(probeVideo(bytes(REAL_MP4))).toEqual({
      ok: true,
      type: 'video/mp4',
      durationMs: 2400,
      width: 32,
      height: 24,
    });
  });

  it('reads the VP8 WebM (1.6 s, 32 x 24)', () => {
    expect(probeVideo(bytes(REAL_WEBM))).toEqual({
      ok: true,
      type: 'video/webm',
      durationMs: 1600,
      width: 32,
      height: 24,
    });
  });

  it('refuses either one cut short at any length, never throwing', () => {
    for (const file of [bytes(REAL_MP4), bytes(REAL_WEBM)]) {
      for (let length = 0; length < file.length; length += 1) {
        const probe = probeVideo(file.subarray(0, length));
        expect([length, probe.ok]).toEqual([length, false]);
      }
    }
  });
});

describe('probeVideo: MP4', () => {
  it('reads mvhd version 0 and version 1 (64-bit duration), in any timescale', () => {
    expect(probeVideo(mp4())).toMatchObject({ ok: true, durationMs: 2500, width: 320, height: 180 });
    expect(
      probeVideo(mp4({ version: 1, timescale: 90_000, duration: 90_000n * 3600n + 45_000n })),
    ).toMatchObject({
      ok: true,
      durationMs: 3_600_500,
    });
    expect(probeVideo(mp4({ timescale: 600, duration: 601 }))).toMatchObject({ ok: true, durationMs: 1002 });
    // Under a millisecond still counts as a video of 1 ms.
    expect(probeVideo(mp4({ timescale: 100_000, duration: 1 }))).toMatchObject({ ok: true, durationMs: 1 });
  });

  it('finds moov after mdat, and an mdat with a 64-bit size', () => {
    expect(probeVideo(mp4({ moovFirst: false }))).toMatchObject({ ok: true, durationMs: 2500 });
    expect(probeVideo(mp4({ largeMdat: true }))).toMatchObject({ ok: true, durationMs: 2500 });
  });

  it("takes the first video track's size: tkhd (versions 0 and 1), else its sample entry", () => {
    expect(
      probeVideo(mp4({ tracks: ['audio', { width: 1080, height: 1920, tkhdVersion: 1 }] })),
    ).toMatchObject({
      ok: true,
      width: 1080,
      height: 1920,
    });
    expect(probeVideo(mp4({ tracks: [{ stsdOnly: [640, 360] }] }))).toMatchObject({
      width: 640,
      height: 360,
    });
  });

  it('reads a fragmented file whose mvhd says 0 from mehd', () => {
    expect(probeVideo(mp4({ duration: 0, fragmentDuration: 4200 }))).toMatchObject({
      ok: true,
      durationMs: 4200,
    });
  });

  it('refuses a file without a duration: 0, "unknown" (all ones), a timescale of 0', () => {
    for (const file of [
      mp4({ duration: 0 }),
      mp4({ duration: 0xffffffff }),
      mp4({ version: 1, duration: 0xffffffffffffffffn }),
      mp4({ timescale: 0 }),
      mp4({ duration: 0, fragmentDuration: 0 }),
    ]) {
      expect(probeVideo(file)).toEqual({ ok: false, reason: 'noDuration' });
    }
  });

  it('refuses a duration past what the table holds as unreadable', () => {
    const days = BigInt(Math.ceil(MAX_DURATION_MS / 1000) + 10);
    expect(probeVideo(mp4({ version: 1, timescale: 1, duration: days }))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('refuses sound without a picture', () => {
    expect(probeVideo(mp4({ tracks: ['audio'] }))).toEqual({ ok: false, reason: 'noPicture' });
    expect(probeVideo(mp4({ tracks: [] }))).toEqual({ ok: false, reason: 'noPicture' });
  });

  it('refuses a file without frames (no mdat) or whose boxes do not tile it', () => {
    expect(probeVideo(mp4({ mdat: false }))).toEqual({ ok: false, reason: 'unreadable' });
    const file = mp4();
    expect(probeVideo(new Uint8Array([...file, 0, 0, 0]))).toEqual({ ok: false, reason: 'unreadable' });
    // A box claiming fewer bytes than its own header.
    const tiny = new Uint8Array([...file.subarray(0, 32), 0, 0, 0, 4, 0x66, 0x72, 0x65, 0x65]);
    expect(probeVideo(tiny).ok).toBe(false);
  });

  it('refuses QuickTime and HEIF (same box format, not our videos) as the wrong type', () => {
    expect(probeVideo(mp4({ brand: 'qt  ' }))).toEqual({ ok: false, reason: 'wrongType' });
    expect(probeVideo(mp4({ brand: 'heic' }))).toEqual({ ok: false, reason: 'wrongType' });
  });

  it('never throws, loops or reads past the end on garbled bytes after a real header', () => {
    const file = mp4();
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: file.length - 1 }),
        fc.uint8Array({ minLength: 1, maxLength: 24 }),
        (at, noise) => {
          const garbled = Uint8Array.from(file);
          garbled.set(noise.subarray(0, garbled.length - at), at);
          const probe = probeVideo(garbled);
          if (probe.ok) expect(probe.durationMs).toBeGreaterThan(0);
        },
      ),
      { seed: 18, numRuns: 400 },
    );
  });
});

describe('probeVideo: WebM', () => {
  it('reads Duration as an 8- or 4-byte float in TimecodeScale units (default 1 ms)', () => {
    expect(probeVideo(webm())).toEqual({
      ok: true,
      type: 'video/webm',
      durationMs: 2500,
      width: 320,
      height: 180,
    });
    expect(probeVideo(webm({ duration: 1234.5, durationSize: 4 }))).toMatchObject({ durationMs: 1235 });
    // TimecodeScale 100 000 ns: Duration counts tenths of a millisecond.
    expect(probeVideo(webm({ timecodeScale: 100_000, duration: 30_000 }))).toMatchObject({
      durationMs: 3000,
    });
    expect(probeVideo(webm({ timecodeScale: 1_000_000_000, duration: 90 }))).toMatchObject({
      durationMs: 90_000,
    });
  });

  it('reads a live recording (Segment and Cluster of unknown size) that has a Duration', () => {
    expect(probeVideo(webm({ live: true }))).toMatchObject({ ok: true, durationMs: 2500 });
  });

  it('refuses a file without Duration (what a browser recording often is), or with 0', () => {
    expect(probeVideo(webm({ duration: null }))).toEqual({ ok: false, reason: 'noDuration' });
    expect(probeVideo(webm({ duration: null, live: true }))).toEqual({ ok: false, reason: 'noDuration' });
    expect(probeVideo(webm({ duration: 0 }))).toEqual({ ok: false, reason: 'noDuration' });
    expect(probeVideo(webm({ duration: Number.NaN }))).toEqual({ ok: false, reason: 'noDuration' });
  });

  it('refuses an audio-only file, and one without frames', () => {
    expect(probeVideo(webm({ picture: null }))).toEqual({ ok: false, reason: 'noPicture' });
    expect(probeVideo(webm({ cluster: false }))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses Matroska (.mkv), named or by default, as the wrong type', () => {
    expect(probeVideo(webm({ docType: 'matroska' }))).toEqual({ ok: false, reason: 'wrongType' });
    expect(probeVideo(webm({ docType: null }))).toEqual({ ok: false, reason: 'wrongType' });
  });

  it('refuses a file cut short anywhere, and a Segment that says it is longer than the file', () => {
    const file = webm();
    for (let length = 0; length < file.length; length += 1) {
      expect(probeVideo(file.subarray(0, length)).ok).toBe(false);
    }
    const inner = element(0x1549a966, new Uint8Array(4));
    const segmentAt = file.findIndex((_, at) =>
      [0x18, 0x53, 0x80, 0x67].every((byte, i) => file[at + i] === byte),
    );
    const header = file.subarray(0, segmentAt);
    expect(probeVideo(new Uint8Array([...header, ...element(0x18538067, inner, 5000)])).ok).toBe(false);
  });

  it('never throws on garbled bytes', () => {
    const file = webm();
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: file.length - 1 }),
        fc.uint8Array({ minLength: 1, maxLength: 16 }),
        (at, noise) => {
          const garbled = Uint8Array.from(file);
          garbled.set(noise.subarray(0, garbled.length - at), at);
          probeVideo(garbled);
        },
      ),
      { seed: 18, numRuns: 400 },
    );
  });
});

describe('probeVideo: other files', () => {
  it('refuses what is neither MP4 nor WebM as the wrong type', () => {
    expect(probeVideo(new TextEncoder().encode('not a video at all'))).toEqual({
      ok: false,
      reason: 'wrongType',
    });
    expect(probeVideo(new Uint8Array())).toEqual({ ok: false, reason: 'wrongType' });
    expect(probeVideo(box('moov', new Uint8Array(8)))).toEqual({ ok: false, reason: 'wrongType' });
  });
});
