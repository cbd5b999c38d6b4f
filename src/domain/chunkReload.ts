/**
 * Spec 4.9 and 8: a chunk-load failure reloads the page, at most once per minute (`timings.chunkReloadInterval`).
 * Pure rules; the error boundary (src/app/ChunkErrorBoundary.tsx) applies them.
 */
import { timings } from './constants.ts';

/** Browser storage key of the last reload made for a chunk failure (ms since the epoch). */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

/** True for the errors a failed lazy import throws (Chromium, Firefox, Safari, Vite's preload helper). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Whether a reload may happen now: never reloaded for a chunk failure, or the last time a minute ago or more. */
export function mayReloadForChunk(
  lastReloadAt: number | null,
  now: number,
  interval: number = timings.chunkReloadInterval,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= interval || now < lastReloadAt;
}

/** The stored time, or null when missing or not a number. */
export function parseReloadStamp(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const stamp = Number(value);
  return Number.isFinite(stamp) ? stamp : null;
}
