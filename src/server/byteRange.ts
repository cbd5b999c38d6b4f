/**
 * HTTP range requests (RFC 9110 section 14) for served media (issue 18: a library video's <video> seeks by asking
 * for parts of the file). One range of bytes is served as 206; anything else is answered whole, as the RFC allows:
 * a header we do not read (another unit, several ranges, a malformed one) is ignored, and an If-Range that does not
 * name the current ETag asks for the whole file.
 */

/** Bytes `start` to `end`, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What `Range: bytes=...` asks of a file of `size` bytes: one range (clamped to the file), 'unsatisfiable' (416: it
 * starts past the end, or asks for the last 0 bytes), or null (no header, or one we serve the whole file for).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  // Digits past what a number holds exactly are a malformed header, not a huge range.
  if (first.length > 15 || last.length > 15) return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** Whether an If-Range header lets the range be served: absent, or the current strong ETag itself. */
export function ifRangeHolds(header: string | undefined, etag: string): boolean {
  return header === undefined || header.trim() === etag;
}
