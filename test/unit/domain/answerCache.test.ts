import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../src/domain/answerCache.ts';

describe('AnswerCache', () => {
  it('computes an answer once per key, null and undefined included', () => {
    const cache = new AnswerCache<string | null | undefined>(8);
    let computed = 0;
    const ask = (key: string, value: string | null | undefined) =>
      cache.answer(key, () => {
        computed += 1;
        return value;
      });
    expect(ask('a', 'A')).toBe('A');
    expect(ask('a', 'other')).toBe('A');
    expect(ask('n', null)).toBeNull();
    expect(ask('n', 'other')).toBeNull();
    expect(ask('u', undefined)).toBeUndefined();
    expect(ask('u', 'other')).toBeUndefined();
    expect(computed).toBe(3);
  });

  it('forgets everything once full, then keeps the new answers', () => {
    const cache = new AnswerCache<number>(2);
    let computed = 0;
    const ask = (key: string) => cache.answer(key, () => ++computed);
    ask('a');
    ask('b');
    ask('c'); // full: a and b forgotten, c kept
    expect(computed).toBe(3);
    ask('c');
    expect(computed).toBe(3);
    expect(ask('a')).toBe(4);
  });

  it('keeps nothing for a computation that throws', () => {
    const cache = new AnswerCache<number>(4);
    expect(() =>
      cache.answer('k', () => {
        throw new RangeError('bad');
      }),
    ).toThrow(RangeError);
    expect(cache.answer('k', () => 7)).toBe(7);
  });
});
