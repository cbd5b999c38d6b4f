/**
 * Whether the planner's design-creation banner (DesignBanner.tsx) was dismissed, remembered per user in the
 * browser's storage: once dismissed it stays away on this device, whichever account the user is on.
 */
import { isFlagSet } from '../../domain/authSession.ts';
import { designBannerStorageKey } from '../../domain/designPages.ts';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or null where it cannot be used (a locked-down browser throws on access). */
function browserStorage(): FlagStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isDesignBannerDismissed(
  userId: number,
  storage: FlagStorage | null = browserStorage(),
): boolean {
  try {
    return isFlagSet(storage?.getItem(designBannerStorageKey(userId)));
  } catch {
    return false;
  }
}

/** Remembers the dismissal; where storage refuses, the banner still goes away until the page is reloaded. */
export function dismissDesignBanner(userId: number, storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.setItem(designBannerStorageKey(userId), 'true');
  } catch {
    // Nothing to remember it in: the view hides the banner for now anyway.
  }
}
