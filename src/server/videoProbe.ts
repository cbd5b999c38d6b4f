/**
 * Reads what the library needs from a video's container, without decoding a frame (issue 18): its type, its
 * duration and the size of its picture, and whether the file is whole. No maintained package fits (docs/decisions.md,
 * issue 18): this walks the two containers we take.
 *
 * MP4 (ISO base media file format, ISO/IEC 14496-12): the top-level boxes must tile the file exactly (a box running
 * past the end is a file cut short), one `moov` and at least one `mdat`. The duration is the movie header's
 * (`moov/mvhd`, version 0 or 1: duration / timescale), else, for a fragmented file whose mvhd says 0, the movie
 * extends header's (`moov/mvex/mehd`). The picture is the first video track's (`trak` whose `mdia/hdlr` is `vide`):
 * its track header's width and height (16.16 fixed point), else its first visual sample entry's (`stsd`).
 *
 * WebM (Matroska with DocType `webm`): the EBML header, then the Segment. The Segment's children must fit in it and
 * in the file (an element running past the end is a file cut short) and include a Cluster (the frames). The duration
 * is Segment/Info's Duration (a float, in TimecodeScale nanoseconds, 1 000 000 by default); the picture is the first
 * video TrackEntry's (TrackType 1) Video/PixelWidth and PixelHeight. A live recording's Segment and Clusters may have
 * an unknown size: the walk then stops at the first such Cluster (the rest of the file is its frames).
 *
 * Every number read is checked against the bytes that are there: a damaged or hostile file is refused, never read
 * past its end, and never makes the walk loop.
 */
import { EBML_MAGIC, NOT_MP4_BRANDS, fourCc, type VideoType } from '../domain/libraryMedia.ts';

/** The most milliseconds a duration may be (what the media table's int4 column holds: about 24 days). */
export const MAX_DURATION_MS = 2_147_483_647;

export type VideoRefusal = 'wrongType' | 'unreadable' | 'noDuration' | 'noPicture';

export interface VideoInfo {
  type: VideoType;
  /** Rounded to the millisecond; at least 1. */
  durationMs: number;
  width: number;
  height: number;
}

export type VideoProbe = ({ ok: true } & VideoInfo) | { ok: false; reason: VideoRefusal };

/** A refusal thrown inside a walk (caught by probeVideo). */
class Refused extends Error {
  constructor(readonly reason: VideoRefusal) {
    super(reason);
  }
}
const refuse = (reason: VideoRefusal): never => {
  throw new Refused(reason);
};

/** What the container says about the file, or why it is refused. */
export function probeVideo(bytes: Uint8Array): VideoProbe {
  try {
    if (fourCc(bytes, 4) === 'ftyp') return { ok: true, ...probeMp4(bytes) };
    if (EBML_MAGIC.every((byte, index) => bytes[index] === byte)) return { ok: true, ...probeWebm(bytes) };
    return { ok: false, reason: 'wrongType' };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** A duration in `units` per second as whole milliseconds; refused when none, zero or past MAX_DURATION_MS. */
function durationMsOf(duration: number, unitsPerSecond: number): number {
  if (
    !Number.isFinite(duration) ||
    !Number.isFinite(unitsPerSecond) ||
    duration <= 0 ||
    unitsPerSecond <= 0
  ) {
    return refuse('noDuration');
  }
  const ms = Math.round((duration * 1000) / unitsPerSecond);
  if (ms > MAX_DURATION_MS) return refuse('unreadable');
  return Math.max(1, ms);
}

const pictureSize = (width: number, height: number) =>
  width >= 1 && height >= 1 && width <= 65_535 && height <= 65_535;

// ---- MP4 ------------------------------------------------------------------------------------------------------

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  start: number;
  end: number;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The boxes from `from` to `to`, which they must tile exactly: a box whose size runs past `to` (or past the file) is
 * refused as `unreadable`, as is a size smaller than its header.
 */
function boxesIn(data: DataView, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) refuse('unreadable');
    let size = data.getUint32(at);
    const type = String.fromCharCode(
      data.getUint8(at + 4),
      data.getUint8(at + 5),
      data.getUint8(at + 6),
      data.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      if (to - at < 16) refuse('unreadable');
      const large = data.getBigUint64(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) refuse('unreadable');
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // "To the end of the file": only the last box may say so.
      size = to - at;
    }
    if (size < header || at + size > to) refuse('unreadable');
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (data: DataView, box: Box, type: string) =>
  boxesIn(data, box.start, box.end).find((inner) => inner.type === type);

/** A full box's version (its first byte), with at least `need` bytes of content checked to be there. */
function fullBoxVersion(data: DataView, box: Box, need: [number, number]): 0 | 1 {
  if (box.end - box.start < 4) refuse('unreadable');
  const version = data.getUint8(box.start);
  if (version !== 0 && version !== 1) refuse('unreadable');
  if (box.end - box.start < need[version]!) refuse('unreadable');
  return version as 0 | 1;
}

const uint64 = (data: DataView, at: number) => Number(data.getBigUint64(at));

/** mvhd: timescale and duration (version 0: 32-bit times; version 1: 64-bit). Duration "all ones" means unknown. */
function movieHeader(data: DataView, mvhd: Box): { timescale: number; duration: number } {
  const version = fullBoxVersion(data, mvhd, [20, 32]);
  if (version === 0) {
    const duration = data.getUint32(mvhd.start + 16);
    return { timescale: data.getUint32(mvhd.start + 12), duration: duration === 0xffffffff ? 0 : duration };
  }
  const unknown = data.getBigUint64(mvhd.start + 24) === 0xffffffffffffffffn;
  return {
    timescale: data.getUint32(mvhd.start + 20),
    duration: unknown ? 0 : uint64(data, mvhd.start + 24),
  };
}

/** mehd: a fragmented file's whole duration, in the movie's timescale. */
function fragmentDuration(data: DataView, moov: Box): number {
  const mvex = child(data, moov, 'mvex');
  const mehd = mvex ? child(data, mvex, 'mehd') : undefined;
  if (!mehd) return 0;
  const version = fullBoxVersion(data, mehd, [8, 12]);
  return version === 0 ? data.getUint32(mehd.start + 4) : uint64(data, mehd.start + 4);
}

/** The width and height of a video track: tkhd's (16.16 fixed point), else its first visual sample entry's. */
function trackPicture(
  bytes: Uint8Array,
  data: DataView,
  trak: Box,
): { width: number; height: number } | null {
  const mdia = child(data, trak, 'mdia');
  const hdlr = mdia ? child(data, mdia, 'hdlr') : undefined;
  // hdlr: version/flags 4, pre-defined 4, handler type 4.
  if (!mdia || !hdlr || hdlr.end - hdlr.start < 12 || fourCc(bytes, hdlr.start + 8) !== 'vide') return null;
  const tkhd = child(data, trak, 'tkhd');
  if (tkhd) {
    const version = fullBoxVersion(data, tkhd, [84, 96]);
    const at = tkhd.start + (version === 0 ? 76 : 88);
    const width = Math.round(data.getUint32(at) / 65_536);
    const height = Math.round(data.getUint32(at + 4) / 65_536);
    if (pictureSize(width, height)) return { width, height };
  }
  const minf = child(data, mdia, 'minf');
  const stbl = minf ? child(data, minf, 'stbl') : undefined;
  const stsd = stbl ? child(data, stbl, 'stsd') : undefined;
  // stsd: version/flags 4, entry count 4, then the first entry: size 4, format 4, reserved 6, data reference 2,
  // pre-defined and reserved 16, width 2, height 2.
  if (stsd && stsd.end - stsd.start >= 8 + 36) {
    const width = data.getUint16(stsd.start + 8 + 32);
    const height = data.getUint16(stsd.start + 8 + 34);
    if (pictureSize(width, height)) return { width, height };
  }
  return null;
}

function probeMp4(bytes: Uint8Array): VideoInfo {
  const brand = fourCc(bytes, 8);
  if (brand === null || NOT_MP4_BRANDS.has(brand)) refuse('wrongType');
  const data = view(bytes);
  const top = boxesIn(data, 0, bytes.length);
  const moov = top.filter((box) => box.type === 'moov');
  if (top[0]?.type !== 'ftyp' || moov.length !== 1 || !top.some((box) => box.type === 'mdat')) {
    refuse('unreadable');
  }
  const movie = moov[0]!;
  const mvhd = child(data, movie, 'mvhd');
  if (!mvhd) return refuse('unreadable');
  const { timescale, duration } = movieHeader(data, mvhd);
  const durationMs = durationMsOf(duration > 0 ? duration : fragmentDuration(data, movie), timescale);
  for (const trak of boxesIn(data, movie.start, movie.end).filter((box) => box.type === 'trak')) {
    const picture = trackPicture(bytes, data, trak);
    if (picture) return { type: 'video/mp4', durationMs, ...picture };
  }
  return refuse('noPicture');
}

// ---- WebM -----------------------------------------------------------------------------------------------------

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
} as const;

interface Element {
  id: number;
  start: number;
  /** null: an unknown size (a live recording's Segment or Cluster). */
  end: number | null;
}

/** An EBML variable-length number at `at`: its length (1 to `max` bytes) and value (with or without the marker). */
function vint(bytes: Uint8Array, at: number, max: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return refuse('unreadable');
  const length = Math.clz32(first) - 23;
  if (length > max || at + length > bytes.length) return refuse('unreadable');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[at + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, allOnes };
}

/** The element at `at`, within `limit`: an element (or its size field) running past `limit` is refused. */
function elementAt(bytes: Uint8Array, at: number, limit: number): Element {
  const id = vint(bytes, at, 4, true);
  const size = vint(bytes, at + id.length, 8, false);
  const start = at + id.length + size.length;
  if (start > limit) refuse('unreadable');
  if (size.allOnes) return { id: id.value, start, end: null };
  if (!Number.isSafeInteger(size.value) || start + size.value > limit) refuse('unreadable');
  return { id: id.value, start, end: start + size.value };
}

/** The elements from `from` to `to`; stops after one of unknown size (which runs to `to`). */
function elementsIn(bytes: Uint8Array, from: number, to: number): Element[] {
  const elements: Element[] = [];
  let at = from;
  while (at < to) {
    const element = elementAt(bytes, at, to);
    elements.push(element);
    if (element.end === null) break;
    at = element.end;
  }
  return elements;
}

function unsigned(bytes: Uint8Array, element: Element): number {
  const end = element.end ?? refuse('unreadable');
  if (end - element.start > 8) refuse('unreadable');
  let value = 0;
  for (let at = element.start; at < end; at += 1) value = value * 256 + bytes[at]!;
  return value;
}

function float(bytes: Uint8Array, element: Element): number {
  const end = element.end ?? refuse('unreadable');
  const data = new DataView(bytes.buffer, bytes.byteOffset + element.start, end - element.start);
  if (end - element.start === 4) return data.getFloat32(0);
  if (end - element.start === 8) return data.getFloat64(0);
  return refuse('unreadable');
}

const closed = (element: Element): Element & { end: number } =>
  element.end === null ? refuse('unreadable') : (element as Element & { end: number });

function videoTrackPicture(bytes: Uint8Array, tracks: Element & { end: number }) {
  for (const entry of elementsIn(bytes, tracks.start, tracks.end).filter((one) => one.id === ID.trackEntry)) {
    const fields = elementsIn(bytes, entry.start, closed(entry).end);
    const type = fields.find((one) => one.id === ID.trackType);
    const video = fields.find((one) => one.id === ID.video);
    if (!type || unsigned(bytes, type) !== 1 || !video) continue;
    const picture = elementsIn(bytes, video.start, closed(video).end);
    const width = picture.find((one) => one.id === ID.pixelWidth);
    const height = picture.find((one) => one.id === ID.pixelHeight);
    if (!width || !height) continue;
    const size = { width: unsigned(bytes, width), height: unsigned(bytes, height) };
    if (pictureSize(size.width, size.height)) return size;
  }
  return null;
}

function probeWebm(bytes: Uint8Array): VideoInfo {
  const header = closed(elementAt(bytes, 0, bytes.length));
  if (header.id !== ID.ebml) refuse('unreadable');
  const docType = elementsIn(bytes, header.start, header.end).find((one) => one.id === ID.docType);
  // DocType defaults to "matroska": only WebM is ours.
  const name = docType
    ? new TextDecoder().decode(bytes.subarray(docType.start, closed(docType).end))
    : 'matroska';
  if (name.replace(/\0+$/, '') !== 'webm') refuse('wrongType');
  if (header.end >= bytes.length) refuse('unreadable');
  const segment = elementAt(bytes, header.end, bytes.length);
  if (segment.id !== ID.segment) refuse('unreadable');
  const children = elementsIn(bytes, segment.start, segment.end ?? bytes.length);
  const info = children.find((one) => one.id === ID.info);
  const tracks = children.find((one) => one.id === ID.tracks);
  if (!info || !tracks || !children.some((one) => one.id === ID.cluster)) refuse('unreadable');
  const infoFields = elementsIn(bytes, info!.start, closed(info!).end);
  const scale = infoFields.find((one) => one.id === ID.timecodeScale);
  const duration = infoFields.find((one) => one.id === ID.duration);
  const timecodeScale = scale ? unsigned(bytes, scale) : 1_000_000;
  if (timecodeScale === 0) refuse('unreadable');
  // Duration counts TimecodeScale nanoseconds: seconds = duration * scale / 1e9.
  const durationMs = durationMsOf(duration ? float(bytes, duration) : 0, 1e9 / timecodeScale);
  const picture = videoTrackPicture(bytes, closed(tracks!));
  if (!picture) return refuse('noPicture');
  return { type: 'video/webm', durationMs, ...picture };
}
