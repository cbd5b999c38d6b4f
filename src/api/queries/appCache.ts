/**
 * How the shell clears the app's data cache without loading it (issue 14): the cache (./client.ts, on
 * @tanstack/query-core) registers itself here when a page first loads it; the login page never does, so its
 * JavaScript carries no query library. Clearing before the cache exists clears nothing, which is right: there is
 * nothing cached yet.
 */
let clearRegistered: (() => void) | null = null;

/** Called once by ./client.ts with the browser app's cache. */
export function registerAppCache(clear: () => void): void {
  clearRegistered = clear;
}

/** Spec 4.9: a logout or a change of user clears every cached collection (if the cache has been loaded). */
export function clearAppCache(): void {
  clearRegistered?.();
}
