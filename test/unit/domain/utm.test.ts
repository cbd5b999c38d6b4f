import { describe, expect, it } from 'vitest';
import { UTM_KEYS, UTM_MAX_LENGTH, parseUtm } from '../../../src/domain/utm.ts';

describe('parseUtm (spec 1)', () => {
  it('reads the five utm values of the query', () => {
    expect(
      parseUtm(
        '?utm_source=news&utm_medium=email&utm_campaign=spring%20sale&utm_term=bakery&utm_content=top&x=1',
      ),
    ).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
      utm_term: 'bakery',
      utm_content: 'top',
    });
    expect(UTM_KEYS).toHaveLength(5);
  });

  it('keeps only the keys present and not empty, trimmed', () => {
    expect(parseUtm('utm_source=%20ads%20&utm_medium=&utm_campaign')).toEqual({ utm_source: 'ads' });
    expect(parseUtm('')).toEqual({});
    expect(parseUtm('?UTM_SOURCE=upper')).toEqual({});
  });

  it('cuts long values', () => {
    expect(parseUtm(`?utm_term=${'a'.repeat(500)}`).utm_term).toHaveLength(UTM_MAX_LENGTH);
  });

  it('takes the first of repeated keys', () => {
    expect(parseUtm('?utm_source=a&utm_source=b')).toEqual({ utm_source: 'a' });
  });
});
