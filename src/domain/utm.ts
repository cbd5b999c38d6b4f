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

/** Whether `key` is one of the utm parameters (utm_source ... utm_content), whatever its case. */
export function isUtmKey(key: string): boolean {
  return (UTM_KEYS as readonly string[]).includes(key.toLowerCase());
}

/**
 * `url` (an absolute http(s) URL) with the utm `values` it does not already carry appended to its query: its own
 * query, any utm parameter the writer put there and its fragment are kept as they are. Null when `url` is not an
 * absolute http(s) URL.
 */
export function withUtm(url: string, values: UtmValues): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const present = new Set([...parsed.searchParams.keys()].map((key) => key.toLowerCase()));
  const missing = UTM_KEYS.flatMap((key) => {
    const value = values[key];
    return value === undefined || value === '' || present.has(key) ? [] : [[key, value] as [string, string]];
  });
  if (missing.length === 0) return parsed.href;
  const extra = new URLSearchParams(missing).toString();
  const query = parsed.search.replace(/^\?/, '');
  parsed.search = query === '' ? `?${extra}` : `?${query}${query.endsWith('&') ? '' : '&'}${extra}`;
  return parsed.href;
}

/** `url` without its utm parameters (the landing page it names); `url` itself when it is not an absolute URL. */
export function withoutUtm(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const kept = parsed.search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !isUtmKey(decodeKey(part.split('=')[0] ?? '')));
  parsed.search = kept.length === 0 ? '' : `?${kept.join('&')}`;
  return parsed.href;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}
