/** Keeps the attribution values of the URL in browser storage (spec 1, 3); see src/domain/utm.ts. */
import { parseUtm } from '../../domain/utm.ts';

export function captureUtm(search: string, storage: Storage = localStorage): void {
  for (const [key, value] of Object.entries(parseUtm(search))) {
    try {
      storage.setItem(key, value);
    } catch (error) {
      // Storage full or blocked: attribution is best effort.
      console.warn('[utm] could not keep', key, error);
    }
  }
}
