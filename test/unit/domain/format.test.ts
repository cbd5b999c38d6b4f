/** Spec 9: compact numbers, thousands separators, placeholder words. */
import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_WORDS,
  compactNumber,
  isEmptyText,
  meaningfulText,
  withThousands,
} from '../../../src/domain/format.ts';

describe('compact numbers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1549, '1.5K'],
    [1550, '1.6K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [2_000_000, '2M'],
    [2_345_678, '2.3M'],
    [7_100_000_000, '7.1B'],
    [3_000_000_000_000, '3T'],
    [-1500, '-1.5K'],
    [12.34, '12.3'],
    [Number.NaN, '0'],
  ])('%d -> %s', (value, text) => {
    expect(compactNumber(value)).toBe(text);
  });
});

describe('thousands separators', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567, '1,234,567'],
    [-9876.5, '-9,876.5'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%d -> %s', (value, text) => {
    expect(withThousands(value)).toBe(text);
  });
});

describe('placeholder words', () => {
  it('lists the ten words of spec 9', () => {
    expect(PLACEHOLDER_WORDS).toHaveLength(10);
  });

  it.each([...PLACEHOLDER_WORDS, 'N/A', '  Unknown ', 'NULL', '', '   '])('%j is empty', (word) => {
    expect(isEmptyText(word)).toBe(true);
    expect(meaningfulText(word)).toBe('');
  });

  it('keeps real text, trimmed', () => {
    expect(isEmptyText('Bakery')).toBe(false);
    expect(isEmptyText('unknown pleasures')).toBe(false);
    expect(meaningfulText('  Bakery  ')).toBe('Bakery');
    expect(isEmptyText(null)).toBe(true);
    expect(isEmptyText(undefined)).toBe(true);
  });
});
