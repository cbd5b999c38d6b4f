/** Spec 4.9, 8: a chunk-load failure reloads the page at most once per minute. */
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadForChunk, parseReloadStamp } from '../../../src/domain/chunkReload.ts';

describe('chunk-load errors', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost:3000/assets/planner-abc.js',
    'error loading dynamically imported module: http://localhost/assets/x.js',
    'Importing a module script failed.',
    'Loading chunk 42 failed.',
    'Unable to preload CSS for /assets/index.css',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    const named = new Error('whatever');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
  });
});

describe('once per minute', () => {
  it('allows the first reload and one a minute later, not sooner', () => {
    expect(mayReloadForChunk(null, 1_000_000)).toBe(true);
    expect(mayReloadForChunk(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(mayReloadForChunk(1_000_000, 1_000_000 + 60_000)).toBe(true);
  });

  it('allows a reload when the stored time is in the future (a changed clock) or unreadable', () => {
    expect(mayReloadForChunk(2_000_000, 1_000_000)).toBe(true);
    expect(mayReloadForChunk(parseReloadStamp('garbage'), 1_000_000)).toBe(true);
    expect(parseReloadStamp(null)).toBeNull();
    expect(parseReloadStamp('')).toBeNull();
    expect(parseReloadStamp('1234')).toBe(1234);
  });
});
