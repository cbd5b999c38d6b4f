/**
 * Attribution values (spec 1, 3): utm_source, utm_medium, utm_campaign, utm_term and utm_content are read from
 * the URL query and kept in browser storage under the same names.
 * Last touch wins: a value present in the URL replaces the stored one; keys absent from the URL are left alone.
 * Values are trimmed, empty ones ignored, and cut to UTM_MAX_LENGTH characters.
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmValues = Partial<Record<UtmKey, string>>;

export const UTM_MAX_LENGTH = 200;

/** The utm values of a query string ('?utm_source=news&x=1'), only those present and not empty. */
export function parseUtm(search: string): UtmValues {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const values: UtmValues = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value.slice(0, UTM_MAX_LENGTH);
  }
  return values;
}
