import { describe, it } from 'vitest';
import { cutText, mobileHeaderUserName, truncateLabel } from '../../../src/domain/text.ts';
import { expectEach } from './expectEach.ts';

describe('text truncation (spec 9)', () => {
  it('cuts over 17 characters to 15 plus ...', () => {
    expectEach(truncateLabel, [
      ['12345678901234567', '12345678901234567'],
      ['123456789012345678', '123456789012345...'],
    ]);
  });

  it('cuts the mobile header username to 6 characters when longer than 7', () => {
    expectEach(mobileHeaderUserName, [
      ['Olivia', 'Olivia'],
      ['Maximus', 'Maximus'],
      ['Olivia Owner', 'Olivia...'],
      ['Maximil', 'Maximil'],
      ['Maximili', 'Maximi...'],
    ]);
  });

  it('counts characters, not UTF-16 units, and drops trailing spaces before the ellipsis', () => {
    expectEach(cutText, [
      ['😀😀😀😀', 2, '😀😀...'],
      ['ab  cdef', 3, 'ab...'],
      ['', 3, ''],
    ]);
  });
});
