/**
 * Video files for the library's tests (issue 18), built in code: no binary fixtures. `mp4` and `webm` assemble the
 * boxes and EBML elements src/server/videoProbe.ts reads (and whatever else a real file has around them), so a test
 * can change one number at a time; REAL_MP4 and REAL_WEBM are two tiny files an encoder made (ffmpeg 5.1: `testsrc`
 * at 32 x 24, 5 frames a second; H.264 2.4 s with `-movflags +faststart`, and VP8 1.6 s), kept as base64 so the
 * parser is also checked against what real tools write.
 */

/** ffmpeg -f lavfi -i testsrc=size=32x24:rate=5:duration=2.4 -c:v libx264 -crf 40 -movflags +faststart (2.4 s). */
export const REAL_MP4 = Buffer.from(
  [
    'AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAAN1bW9vdgAAAGxtdmhkAAAAAAAAAAAAAAAAAAAD6AAACWAAAQAAAQAA',
    'AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAA',
    'Ap90cmFrAAAAXHRraGQAAAADAAAAAAAAAAAAAAABAAAAAAAACWAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAA',
    'AAAAAAAAAAAAAABAAAAAACAAAAAYAAAAAAAkZWR0cwAAABxlbHN0AAAAAAAAAAEAAAlgAAAQAAABAAAAAAIXbWRpYQAAACBtZGhk',
    'AAAAAAAAAAAAAAAAAAAoAAAAYABVxAAAAAAALWhkbHIAAAAAAAAAAHZpZGUAAAAAAAAAAAAAAABWaWRlb0hhbmRsZXIAAAABwm1p',
    'bmYAAAAUdm1oZAAAAAEAAAAAAAAAAAAAACRkaW5mAAAAHGRyZWYAAAAAAAAAAQAAAAx1cmwgAAAAAQAAAYJzdGJsAAAAwnN0c2QA',
    'AAAAAAAAAQAAALJhdmMxAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAACAAGABIAAAASAAAAAAAAAABFUxhdmM1OS4zNy4xMDAgbGli',
    'eDI2NAAAAAAAAAAAAAAAGP//AAAAOGF2Y0MBZAAK/+EAGmdkAAqscgRJflwEQAAAAwBAAAADAoPEiWEYAQAHaOhDg5LIsP34+AAA',
    'AAAQcGFzcAAAAAEAAAABAAAAFGJ0cnQAAAAAAAAQkwAAEJMAAAAYc3R0cwAAAAAAAAABAAAADAAACAAAAAAUc3RzcwAAAAAAAAAB',
    'AAAAAQAAABhjdHRzAAAAAAAAAAEAAAAMAAAQAAAAABxzdHNjAAAAAAAAAAEAAAABAAAADAAAAAEAAABEc3RzegAAAAAAAAAAAAAA',
    'DAAAA4EAAAAVAAAAJgAAABwAAAAyAAAAIgAAACAAAAAkAAAAKQAAABoAAAAnAAAAHwAAABRzdGNvAAAAAAAAAAEAAAOlAAAAYnVk',
    'dGEAAABabWV0YQAAAAAAAAAhaGRscgAAAAAAAAAAbWRpcmFwcGwAAAAAAAAAAAAAAAAtaWxzdAAAACWpdG9vAAAAHWRhdGEAAAAB',
    'AAAAAExhdmY1OS4yNy4xMDAAAAAIZnJlZQAABQFtZGF0AAACrwYF//+r3EXpvebZSLeWLNgg2SPu73gyNjQgLSBjb3JlIDE2NCBy',
    'MzA5NSBiYWVlNDAwIC0gSC4yNjQvTVBFRy00IEFWQyBjb2RlYyAtIENvcHlsZWZ0IDIwMDMtMjAyMiAtIGh0dHA6Ly93d3cudmlk',
    'ZW9sYW4ub3JnL3gyNjQuaHRtbCAtIG9wdGlvbnM6IGNhYmFjPTEgcmVmPTE2IGRlYmxvY2s9MTowOjAgYW5hbHlzZT0weDM6MHgx',
    'MzMgbWU9dW1oIHN1Ym1lPTEwIHBzeT0xIHBzeV9yZD0xLjAwOjAuMDAgbWl4ZWRfcmVmPTEgbWVfcmFuZ2U9MjQgY2hyb21hX21l',
    'PTEgdHJlbGxpcz0yIDh4OGRjdD0xIGNxbT0wIGRlYWR6b25lPTIxLDExIGZhc3RfcHNraXA9MSBjaHJvbWFfcXBfb2Zmc2V0PS0y',
    'IHRocmVhZHM9MSBsb29rYWhlYWRfdGhyZWFkcz0xIHNsaWNlZF90aHJlYWRzPTAgbnI9MCBkZWNpbWF0ZT0xIGludGVybGFjZWQ9',
    'MCBibHVyYXlfY29tcGF0PTAgY29uc3RyYWluZWRfaW50cmE9MCBiZnJhbWVzPTggYl9weXJhbWlkPTIgYl9hZGFwdD0yIGJfYmlh',
    'cz0wIGRpcmVjdD0zIHdlaWdodGI9MSBvcGVuX2dvcD0wIHdlaWdodHA9MiBrZXlpbnQ9MjUwIGtleWludF9taW49NSBzY2VuZWN1',
    'dD00MCBpbnRyYV9yZWZyZXNoPTAgcmNfbG9va2FoZWFkPTYwIHJjPWNyZiBtYnRyZWU9MSBjcmY9NDAuMCBxY29tcD0wLjYwIHFw',
    'bWluPTAgcXBtYXg9NjkgcXBzdGVwPTQgaXBfcmF0aW89MS40MCBhcT0xOjEuMDAAgAAAAMpliIEAP9l86Dz1DfMf9dJSi0aQ6ejA',
    't8tYrQGSNtOlQMngoirrYEFdORs39bWTgPov8nndnZIYnXM+uhwUzNtCNPQvgosBOwx2ncqYQGntCc39glxYJyeD7vEoLuspiwsV',
    '74/MuAauGe8SJT5BVRPsWfmo1/M/nHMPYpl0+Ze+mUJ3vXcA9Y3QX5FRM9omI2jDMH6g+Sb1bal3GMWQja9og5lOUeuLj9C7jmcR',
    'alG2MYrd6/3q7OOz+DxkfOHmntC98KcXmwGQi0+xAAAAEUGaCC2L/60Oub+o0qsYfloIAAAAIkGaEEvwIGTKYX+r9ZdlmDdlw/48',
    '1RJyRfxzoJKTFAeuoSEAAAAYQZoYaTwIHkymB/+vNvaatfvka766KEQIAAAALkGaIIl8CB+TKYB/sFyJLJjbLiaY7VsgnchIHtXa',
    'wpqRZBXosBMK8WQcJkFrBW0AAAAeQZooqbwIH+TKYAV/sE803s1TKfs4LztYmPUIWZitAAAAHEGaMMn8CB/5MpgAV6/dT54O1IOA',
    'LK1unp9CV1sAAAAgQZo46I8CB/+TKYABX7BPa/FYCNVlEi9IeKNMi6fe85EAAAAlQZpBCJ8CB//kymAAEn/Dq2feZVKvGwjMKhCq',
    'XoEyAcWzXR1G6gAAABZBmkkorwIH//kymAABN6qvwzmm4F8YAAAAI0GaUUi/Agf//kymAAARH8JndYhVgJYCnFECOPRq35drPeNR',
    'AAAAG0GaWWjPAgf//5MpgAABGf/KKOYkhyzLfIzP3w==',
  ].join(''),
  'base64',
);

/** ffmpeg -f lavfi -i testsrc=size=32x24:rate=5:duration=1.6 -c:v libvpx real.webm (1.6 s). */
export const REAL_WEBM = Buffer.from(
  [
    'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAAAoYEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZU',
    'rmtTrIHYTbuMU6uEElTDZ1OsggElTbuMU6uEHFO7a1OsggoC7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmsirXsYMPQkBNgI1M',
    'YXZmNTkuMjcuMTAwV0GNTGF2ZjU5LjI3LjEwMESJiECZAAAAAAAAFlSua8iuAQAAAAAAAD/XgQFzxYjWWcv7BwIY4pyBACK1nIN1',
    'bmSIgQCGhVZfVlA4g4EBI+ODhAvrwgDgkLCBILqBGJqBAlWwhFW5gQESVMNn/XNzoGPAgGfImkWjh0VOQ09ERVJEh41MYXZmNTku',
    'MjcuMTAwc3PXY8CLY8WI1lnL+wcCGOJnyKFFo4dFTkNPREVSRIeUTGF2YzU5LjM3LjEwMCBsaWJ2cHhnyKJFo4hEVVJBVElPTkSH',
    'lDAwOjAwOjAxLjYwMDAwMDAwMAAAH0O2dUhV54EAo0KbgQAAgBATAJ0BKiAAGAAARwiFhYiFhIgCAgJ1uiTBvgP4K/qNzYWl/bD9',
    'O8oJ8B/Ef4l+Cm9I/pn+EHuA/wHnAf6b7U38B/yX8B6gH1Af4p1gP8B/gPoN/3j+QfAD+mfoJ3cT8B/BL9numP9AckJ9R/HbRA/z',
    'H8Hv2Jnl3HmP138VfUL8RewD+k/9h/KL+s8gD+gPtZNB0/WfaWgkq1ZcbPRXt9iIAP7//xb4gIdVDEP2Ynwq76o7jQ6xuL97KlGr',
    'Q8AHwZ/4spS9SKGDR89zZhvlweyJ+teM53RKlrFVVyK6f/fDJ0zwEfqB9jE7Uy06FiNww0Leufs4AYZwykp+x2b+yzuaTYEtdgAf',
    '2vELd60vH92yGcHuaw80+I49o+Yosv2Q3dOcKIUgoTN//Z9aUApusurjApXvfE/sa8++TJEtz7e8QkoJvSe2AZ2xDVLF0t361eiW',
    'EMo85DH8dsovBlZZPTR/FDLt+so6Pv+yXyC/Nkyf7sn6h8Ukjqc2C7sH+rtuNflAf/02ZJ1Sti0MeSeSJRgJ02G08Zucw/oy4nRj',
    'YsUoKYwO2DlBroGvND8Ybu1g9sQ/k+11K7+gTru2BpsGXf+9B+X54aEDKCTaBBdRAH5y71lv4XZ3eAUXZ/ysXlpF3v47mVPbCClS',
    'w0wsfzOhiu0Cn8f5KcfeF77O3t6kT8+DUeBRoLXD1I9oyx5WL0Wi8bKw3nz7lqFUVOpcEsapH//6j0RSi/9O5X9ML42j8g+ug5dl',
    'MMHDV3+WJcu/B0Mn88yjSH3uZenvXX808FlBECpm/Qnd9IIp6DtIWUa1J4dsucTl3LMAnzX1CXq1Czjnlf9rJpHcT16EcQWz6usM',
    'I3qnuB/50V+S9J0Z2pH/+gkNDfxH2m7wAKNA4oEAyADRBQABEBAAGAyBe0Zu63Iv+bAfwHdq/3/qf+5V6oDiA/YCxpTuAvqG90IC',
    'YN73TYAAxfQfleHI7Q/n07UK6T8H5EFFW6jhIxX+JgZzRLRVO13fXisBbA6XR0Z6TAePU4WzHX6t0+cy+Y89oQkAaho3RUxCFJuJ',
    'K94ASSl3UEh//8hFkfs1Vjkq4BK5OA4OpudGelIz31cvU5QqCjgQLTkNN/Hbr1BzUGCYjhgvb0rBhozXr3lm/ZEviNUAbAIflrGU',
    'gihKoyV9prHOUesDCjbHCigwjaQrHehW/9oIFcCjQM2BAZAAEQMABRAQABgJw16Acz/RAG5zKCwi/+waerxAtqcAGLAUF4fH/gEv',
    '/6ex6AcVL41lYmnG37vncbjF/gfFsj8h611pJ1KxJMaeJ7m5kVbYweje60Ir986JvUcuDq0VcljlQ+ttV0ZE13+CYK1WZJga62V/',
    'nC8UZKsoxSTh2cYQ2fTgOGo4ZL0lxQ5JAGfruyJ8tBzUMSdl/uB45NCLn/DtDtIvgaYa+MKlSrqfc18WX3YblkQCSccdhMmZUpNF',
    'k7EYCGKb4JrgHJgAo0DUgQJYAFEEAA0QEAAYB6b7f5JV0P/yf9wA/n/t/+b/P//Vlbs/laN81wDLwhGTVrZlPWaF5h6d9rksleSn',
    'lM5O/29MzOwYJOoNdsqMhCce9feEpLWLsCIYIyleXww6O+MU3DX+yEc++2uSk8k4sAHp//YyBYtpJ/qsnGU5UEmIvlkdB4Ka1sJW',
    '9e/a8GFHyhe6APFiYTRaUv+b8A8dU369XAneb5IgReTPaUf8HvNDQrh1djwAtP8fNv1ty1Agv1YyURi72wroxiPELH+m0KaUKg8C',
    '4YCjQM2BAyAAEQMADRAQABgEmzfhmvu+7/YOvdUdzowEve3AyzhzVYtq2aDw/xnf88cCuvtXLAGfS/SD6dOz/fehHxmZVqcfn36A',
    'DfG91uzxgv9sCy3+hEixRZYDIJG3+wYnm1C4n6j82Ncho9kVOwkE3/+DZFkVZRgvCtmo418FvnlPhMjMgF1iy0xrOyR+jDdoFzVN',
    'y1d/sP17V6uZpDffaPsT3ZqwA/bjt20pMf/DIlveiQOMhwnD/a5kpzDHCLO+RiLLY0M7k66kfAVhGowAo0DNgQPoANEDAA0QEAAY',
    'BJQMwBu8Bht22A/gDv/2tm2GBk5sWoU4wBQEyJQ+H9LT7f/Nn2idArQy6a/4JPJ/84InoMpTAOXYU62pK4RrmfiVqiz0o4qLL3hg',
    'JEwAFv9+1lKwrWGt84oMJHgoN4A///WQTQr2KsaQ+yKVW8i+qWg9pt8iQIBpcyIKzOXAvI8zkiHrgA/+XtPv/cijtNEko4Y7xgGu',
    '4U/4uF6NylVnP/V0pJ/gS+gsgN8BrnFPmAZ0G0qA0DG0tWQ00Xml2qzGOKNAsIEEsACxAgAHEBAAGAdP+lf9bwBxAH/gAFVW04DL',
    'QE2rIkKQ0cLifBIdt3U4skvHc42TtU74fLxQsb8cKbglJ4Je0y1pvRrwrkAAt/8hjRmRxl01HGEUOMy/+Uw7ZSm3Sc81omiALvd9',
    'yehNQBmASMuI6b+QZUrTzAErXAN66LdDe9XoH32HkkdCa4cM6xKFWECvBbg9wD9ZYDccMgNwCho3fXROUUtAyPAfPkvW4IkAo0DS',
    'gQV4ADEDAAcQEBRgFMKHq12ByxR/Y6srq5UBV5SwywDLOFPXqgSk1MTttbccLTrR7hWtxU7Sj6waQWdxr8XzdNeFyTYAdaf7HxyG',
    'Pn8lY/EqjEtLGrlhwgLf/t7MkGZWK9wgHafAW/XpocoP/pbenoD0rR3CTPwzeIA7TQFaC1sY63GFhktPHvQMv86msmDBktowUzEi',
    'ZZVzvCMLzU3VoDun8YrXpY2HdU3/v5xRzlb5QWmsBHwdB6CcEn49om2rRnFiwnOsLjtADgwRAQAJIswAHFO7a5G7j7OBALeK94EB',
    '8YIBp/CBAw==',
  ].join(''),
  'base64',
);

// ---- bytes ------------------------------------------------------------------------------------------------------

const concat = (...parts: Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};
const ascii = (text: string) => new TextEncoder().encode(text);
const zeros = (length: number) => new Uint8Array(length);
const u16 = (value: number) => Uint8Array.of(value >>> 8, value & 0xff);
const u32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};
const u64 = (value: bigint | number) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(value));
  return bytes;
};

// ---- MP4 --------------------------------------------------------------------------------------------------------

/** A box: its 32-bit size, its type, its content (or `large`: size 1 and a 64-bit size after the type). */
export function box(type: string, content: Uint8Array, { large = false } = {}): Uint8Array {
  if (large) return concat(u32(1), ascii(type), u64(16 + content.length), content);
  return concat(u32(8 + content.length), ascii(type), content);
}
const fullBox = (type: string, version: number, ...content: Uint8Array[]) =>
  box(type, concat(Uint8Array.of(version, 0, 0, 0), ...content));

const IDENTITY = concat(u32(0x10000), zeros(12), u32(0x10000), zeros(12), u32(0x40000000));

function mvhd(version: 0 | 1, timescale: number, duration: bigint | number) {
  const times =
    version === 0
      ? concat(u32(0), u32(0), u32(timescale), u32(Number(duration)))
      : concat(u64(0), u64(0), u32(timescale), u64(duration));
  // rate, volume, reserved, matrix, pre-defined, next track id.
  return fullBox('mvhd', version, times, u32(0x10000), u16(0x100), zeros(10), IDENTITY, zeros(24), u32(2));
}

function tkhd(version: 0 | 1, width: number, height: number) {
  const times =
    version === 0
      ? concat(u32(0), u32(0), u32(1), zeros(4), u32(0))
      : concat(u64(0), u64(0), u32(1), zeros(4), u64(0));
  // reserved, layer, alternate group, volume, reserved, matrix, width and height in 16.16.
  return fullBox(
    'tkhd',
    version,
    times,
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    zeros(2),
    IDENTITY,
    u32(width * 65536),
    u32(height * 65536),
  );
}

/** A visual sample entry table (stsd) of one 'avc1' entry of `width` x `height`. */
function stsd(width: number, height: number) {
  const entry = box(
    'avc1',
    concat(
      zeros(6),
      u16(1),
      zeros(16),
      u16(width),
      u16(height),
      u32(0x480000),
      u32(0x480000),
      zeros(4),
      u16(1),
      zeros(32),
      u16(0x18),
      u16(0xffff),
    ),
  );
  return fullBox('stsd', 0, u32(1), entry);
}

export interface Mp4Options {
  brand?: string;
  version?: 0 | 1;
  timescale?: number;
  duration?: bigint | number;
  /** moov/mvex/mehd's fragment duration (a fragmented file). */
  fragmentDuration?: number;
  /** The tracks: a picture's size, 'audio', or a video track whose tkhd says 0 x 0 (the size is then stsd's). */
  tracks?: (
    { width: number; height: number; tkhdVersion?: 0 | 1 } | 'audio' | { stsdOnly: [number, number] }
  )[];
  /** Where moov goes: before mdat (a "fast start" file) or after it. */
  moovFirst?: boolean;
  /** mdat with a 64-bit size. */
  largeMdat?: boolean;
  mdat?: boolean;
}

function trak(track: NonNullable<Mp4Options['tracks']>[number]) {
  const audio = track === 'audio';
  const stsdOnly = !audio && 'stsdOnly' in track ? track.stsdOnly : null;
  const header = audio
    ? tkhd(0, 0, 0)
    : stsdOnly
      ? tkhd(0, 0, 0)
      : tkhd(
          (track as { tkhdVersion?: 0 | 1 }).tkhdVersion ?? 0,
          (track as { width: number }).width,
          (track as { height: number }).height,
        );
  const hdlr = fullBox('hdlr', 0, u32(0), ascii(audio ? 'soun' : 'vide'), zeros(12), ascii('Handler\0'));
  const mdhd = fullBox('mdhd', 0, u32(0), u32(0), u32(1000), u32(1000), u16(0x55c4), u16(0));
  const sampleTable = box('stbl', stsdOnly ? stsd(...stsdOnly) : stsd(16, 16));
  return box('trak', concat(header, box('mdia', concat(mdhd, hdlr, box('minf', sampleTable)))));
}

/** An MP4 file of one video track (by default 320 x 180, 2.5 s at timescale 1000, version 0, moov first). */
export function mp4(options: Mp4Options = {}): Uint8Array {
  const {
    brand = 'isom',
    version = 0,
    timescale = 1000,
    duration = 2500,
    tracks = [{ width: 320, height: 180 }],
    moovFirst = true,
    largeMdat = false,
    mdat = true,
  } = options;
  const mvex =
    options.fragmentDuration === undefined
      ? new Uint8Array()
      : box('mvex', fullBox('mehd', 0, u32(options.fragmentDuration)));
  const moov = box('moov', concat(mvhd(version, timescale, duration), mvex, ...tracks.map(trak)));
  const ftyp = box('ftyp', concat(ascii(brand), u32(0x200), ascii('isomiso2mp41')));
  const media = mdat
    ? box(
        'mdat',
        Uint8Array.from({ length: 400 }, (_, index) => index % 251),
        { large: largeMdat },
      )
    : new Uint8Array();
  return moovFirst ? concat(ftyp, box('free', zeros(8)), moov, media) : concat(ftyp, media, moov);
}

// ---- WebM -------------------------------------------------------------------------------------------------------

/** An EBML element id's bytes (ids keep their length marker). */
function idBytes(id: number): Uint8Array {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  return Uint8Array.from({ length }, (_, index) => (id >>> (8 * (length - 1 - index))) & 0xff);
}

/** A size as an 8-byte EBML number (or the 8-byte "unknown"). */
function sizeBytes(size: number | 'unknown'): Uint8Array {
  if (size === 'unknown') return Uint8Array.of(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
  const bytes = u64(size);
  bytes[0] = 0x01;
  return bytes;
}

export function element(
  id: number,
  content: Uint8Array,
  size: number | 'unknown' = content.length,
): Uint8Array {
  return concat(idBytes(id), sizeBytes(size), content);
}
const uint = (id: number, value: number) => {
  const bytes: number[] = [];
  let left = value;
  do {
    bytes.unshift(left % 256);
    left = Math.floor(left / 256);
  } while (left > 0);
  return element(id, Uint8Array.from(bytes));
};
const float = (id: number, value: number, size: 4 | 8) => {
  const bytes = new Uint8Array(size);
  if (size === 4) new DataView(bytes.buffer).setFloat32(0, value);
  else new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
};
const text = (id: number, value: string) => element(id, ascii(value));

export const WEBM_IDS = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
} as const;

export interface WebmOptions {
  docType?: string | null;
  /** Absent: the default (1 000 000 ns). */
  timecodeScale?: number;
  /** In TimecodeScale units; null: no Duration element. */
  duration?: number | null;
  durationSize?: 4 | 8;
  /** The video track's size; null: an audio track only. */
  picture?: { width: number; height: number } | null;
  /** A live recording: the Segment and its Cluster of unknown size. */
  live?: boolean;
  cluster?: boolean;
}

/** A WebM file of one video track (by default 320 x 180, 2.5 s, Duration as an 8-byte float). */
export function webm(options: WebmOptions = {}): Uint8Array {
  const {
    docType = 'webm',
    duration = 2500,
    durationSize = 8,
    picture = { width: 320, height: 180 },
    live = false,
    cluster = true,
  } = options;
  const header = element(
    WEBM_IDS.ebml,
    concat(
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      docType === null ? new Uint8Array() : text(0x4282, docType),
      uint(0x4287, 4),
      uint(0x4285, 2),
    ),
  );
  const info = element(
    WEBM_IDS.info,
    concat(
      options.timecodeScale === undefined ? new Uint8Array() : uint(0x2ad7b1, options.timecodeScale),
      text(0x4d80, 'Lavf59.27.100'),
      duration === null ? new Uint8Array() : float(0x4489, duration, durationSize),
    ),
  );
  const entry = picture
    ? concat(
        uint(0xd7, 1),
        uint(0x73c5, 1),
        uint(0x83, 1),
        text(0x86, 'V_VP8'),
        element(0xe0, concat(uint(0xb0, picture.width), uint(0xba, picture.height))),
      )
    : concat(uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 2), text(0x86, 'A_OPUS'));
  const tracks = element(WEBM_IDS.tracks, element(0xae, entry));
  const frames = concat(
    uint(0xe7, 0),
    element(
      0xa3,
      Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256),
    ),
  );
  const clusters = cluster
    ? element(WEBM_IDS.cluster, frames, live ? 'unknown' : frames.length)
    : new Uint8Array();
  const body = concat(element(0xec, zeros(20)), info, tracks, clusters);
  return concat(header, element(WEBM_IDS.segment, body, live ? 'unknown' : body.length));
}
