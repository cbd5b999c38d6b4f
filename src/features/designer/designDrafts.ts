/**
 * The unsaved edits of a design kept on this device (issue 19: "an offline edit is kept locally and saved when back
 * online"): one draft per account and design in localStorage, written at every change and removed once the server
 * holds the same. A draft that does not parse as a design document (an older format, a hand-edited value) is
 * ignored and removed rather than trusted; a full or unavailable storage only means no draft is kept.
 */
import * as v from 'valibot';
import type { DesignDraft } from '../../../machines/designEditor.machine.ts';
import { designDoc } from '../../contract/designs.ts';

const draftSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.maxLength(200)),
  doc: designDoc,
});

export const draftKey = (accountId: number, designId: number) =>
  `brandpilot.designDraft.${accountId}.${designId}`;

export interface DraftStore {
  read(accountId: number, designId: number): DesignDraft | null;
  write(accountId: number, designId: number, draft: DesignDraft): void;
  remove(accountId: number, designId: number): void;
}

export function draftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): DraftStore {
  return {
    read(accountId, designId) {
      const key = draftKey(accountId, designId);
      let text: string | null;
      try {
        text = storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (text === null) return null;
      try {
        const parsed = v.safeParse(draftSchema, JSON.parse(text));
        if (parsed.success) return parsed.output;
      } catch {
        // Not JSON: dropped below.
      }
      this.remove(accountId, designId);
      return null;
    },
    write(accountId, designId, draft) {
      try {
        storage?.setItem(draftKey(accountId, designId), JSON.stringify(draft));
      } catch {
        // Storage full or unavailable: the server copy and the autosave remain.
      }
    },
    remove(accountId, designId) {
      try {
        storage?.removeItem(draftKey(accountId, designId));
      } catch {
        // Unavailable storage holds nothing to remove.
      }
    },
  };
}

/** The browser's store (none where localStorage is unavailable, as in some private modes). */
export function browserDraftStore(): DraftStore {
  let storage: Storage | null;
  try {
    storage = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    storage = null;
  }
  return draftStore(storage);
}
