/** The planner's design banner's dismissal (src/features/planner/designBanner.ts): per user, and safe without storage. */
import { describe, expect, it } from 'vitest';
import { dismissDesignBanner, isDesignBannerDismissed } from '../../src/features/planner/designBanner.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the design banner’s dismissal', () => {
  it('is remembered for the user who dismissed it only', () => {
    const storage = memoryStorage();
    expect(isDesignBannerDismissed(3, storage)).toBe(false);
    dismissDesignBanner(3, storage);
    expect(isDesignBannerDismissed(3, storage)).toBe(true);
    expect(isDesignBannerDismissed(4, storage)).toBe(false);
  });

  it('does not fail where storage refuses or is missing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => dismissDesignBanner(3, refusing)).not.toThrow();
    expect(isDesignBannerDismissed(3, refusing)).toBe(false);
    expect(isDesignBannerDismissed(3, null)).toBe(false);
  });
});
