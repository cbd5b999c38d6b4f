/**
 * Number and text formats of spec 9: compact numbers (K, M, B, T with one decimal), thousands separators and the
 * placeholder words that count as empty.
 */

/** Spec 9: placeholder words treated as empty (compared trimmed and case-insensitively). */
export const PLACEHOLDER_WORDS = [
  'unknown',
  'undefined',
  'null',
  'not defined',
  'n/a',
  'empty',
  'not found',
  'uncategorized',
  'not applicable',
  'not specified',
] as const;

/** True for null, undefined, blank text and the placeholder words of spec 9. */
export function isEmptyText(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const text = value.trim().toLowerCase();
  return text === '' || (PLACEHOLDER_WORDS as readonly string[]).includes(text);
}

/** The text, or '' when it is empty or a placeholder word. */
export function meaningfulText(value: string | null | undefined): string {
  return isEmptyText(value) ? '' : (value as string).trim();
}

/** Spec 9: thousands separated by commas (1234567 -> '1,234,567'). */
export function withThousands(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * Spec 9: compact numbers above 1e3 with one decimal and K, M, B or T (1500 -> '1.5K', 2000000 -> '2M'); a trailing
 * '.0' is dropped; smaller numbers keep their thousands format. Rounding that reaches the next unit moves up
 * (999950 -> '1M', not '1000K').
 */
export function compactNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  for (let index = UNITS.length - 1; index >= 0; index -= 1) {
    const unit = UNITS[index]!;
    const next = UNITS[index - 1];
    if (size < unit.size) continue;
    if (next && size >= next.size) continue;
    const rounded = Math.round((size / unit.size) * 10) / 10;
    if (next && rounded >= 1000) return `${sign}${formatOne(size / next.size)}${next.suffix}`;
    return `${sign}${formatOne(size / unit.size)}${unit.suffix}`;
  }
  return `${sign}${withThousands(Math.round(size * 10) / 10)}`;
}

function formatOne(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
