import { describe, expect, it } from 'vitest';
import { cutText, mobileHeaderUserName, truncateLabel } from '../../../src/domain/text.ts';

describe('text truncation (spec 9)', () => {
  it('cuts over 17 characters to 15 plus ...', () => {
    expect(truncateLabel('12345678901234567')).toBe('12345678901234567');
    expect(truncateLabel('123456789012345678')).toBe('123456789012345...');
  });

  it('cuts the mobile header username to 6 characters when longer than 7', () => {
    expect(mobileHeaderUserName('Olivia')).toBe('Olivia');
    expect(mobileHeaderUserName('Maximus')).toBe('Maximus');
    expect(mobileHeaderUserName('Olivia Owner')).toBe('Olivia...');
    expect(mobileHeaderUserName('Maximil')).toBe('Maximil');
    expect(mobileHeaderUserName('Maximili')).toBe('Maximi...');
  });

  it('counts characters, not UTF-16 units, and drops trailing spaces before the ellipsis', () => {
    expect(cutText('😀😀😀😀', 2)).toBe('😀😀...');
    expect(cutText('ab  cdef', 3)).toBe('ab...');
    expect(cutText('', 3)).toBe('');
  });
});
