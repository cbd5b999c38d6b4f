/** The hashtag rule of the dashboard's hashtag analytics (src/domain/hashtags.ts; issue 17). */
import { describe, expect, it } from 'vitest';
import { engagementRate } from '../../../src/domain/dashboardInsights.ts';
import { HASHTAG_LIMIT, hashtagFigures, hashtagsOf } from '../../../src/domain/hashtags.ts';

describe('hashtagsOf', () => {
  it('finds # followed by letters, digits and underscores, each once, as first written', () => {
    expect(hashtagsOf('Fresh bread #Sourdough #real_bread #Bakery2025 and #sourdough again')).toEqual([
      'Sourdough',
      'real_bread',
      'Bakery2025',
    ]);
    expect(hashtagsOf('#Bread!#cake, (#Tarts) "#pie" end.#x')).toEqual([
      'Bread',
      'cake',
      'Tarts',
      'pie',
      'x',
    ]);
  });

  it('reads Unicode letters and their marks, and compares after NFC normalisation', () => {
    expect(hashtagsOf('#café #Brötchen #пекарня #パン #बेकरी')).toEqual([
      'café',
      'Brötchen',
      'пекарня',
      'パン',
      'बेकरी',
    ]);
    // "café" written with a combining accent is the same tag as the precomposed one.
    expect(hashtagsOf('#cafe\u0301 #CAFÉ')).toEqual(['café']);
  });

  it('needs a letter, and a # that does not follow a word, an entity, a path or another #', () => {
    expect(hashtagsOf('We are #1 in #2025')).toEqual([]);
    expect(hashtagsOf('#_ #__x')).toEqual(['__x']);
    expect(hashtagsOf('C# and F#, &#39; https://x.test/page#section ##double')).toEqual([]);
    expect(hashtagsOf('mail@#tag a#b')).toEqual(['tag']);
    expect(hashtagsOf('')).toEqual([]);
    expect(hashtagsOf('#')).toEqual([]);
  });
});

describe('hashtagFigures', () => {
  const posts = [
    { text: '#Bread #bread #Cake', reach: 100, engagements: 10 },
    { text: 'More #bread', reach: 300, engagements: 15 },
    { text: 'Just #BREAD', reach: 200, engagements: 5 },
    { text: '#Cake day', reach: 0, engagements: 4 },
    { text: 'no tags', reach: 50, engagements: 50 },
    { text: '#zero', reach: 0, engagements: 0 },
  ];

  it('sums each tag over the posts using it (once per post), sorted by engagements', () => {
    const { hashtags, total } = hashtagFigures(posts);
    expect(total).toBe(3);
    expect(hashtags).toEqual([
      // Bread, bread, BREAD: one post each; a tie between spellings goes to the one that sorts first ('BREAD').
      { tag: '#BREAD', posts: 3, reach: 600, engagements: 30, rate: 5, averageReach: 200 },
      { tag: '#Cake', posts: 2, reach: 100, engagements: 14, rate: 14, averageReach: 50 },
      { tag: '#zero', posts: 1, reach: 0, engagements: 0, rate: null, averageReach: 0 },
    ]);
  });

  it('shows the spelling most posts used', () => {
    const { hashtags } = hashtagFigures([
      { text: '#sourdough', reach: 1, engagements: 1 },
      { text: '#Sourdough', reach: 1, engagements: 1 },
      { text: '#Sourdough', reach: 1, engagements: 1 },
    ]);
    expect(hashtags.map((row) => row.tag)).toEqual(['#Sourdough']);
  });

  it(`keeps the first ${HASHTAG_LIMIT} by engagements, then posts, then the tag`, () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      text: `#tag${String(index).padStart(2, '0')}`,
      reach: 10,
      engagements: index % 7,
    }));
    const { hashtags, total } = hashtagFigures(many);
    expect(total).toBe(60);
    expect(hashtags).toHaveLength(HASHTAG_LIMIT);
    const engagements = hashtags.map((row) => row.engagements);
    expect(engagements).toEqual([...engagements].sort((a, b) => b - a));
    expect(hashtags[0]!.tag).toBe('#tag06');
    expect(hashtags[1]!.tag).toBe('#tag13');
  });
});

describe('engagementRate', () => {
  it('is engagements / reach in percent with one decimal, none without reach', () => {
    expect(engagementRate(1, 3)).toBe(33.3);
    expect(engagementRate(2, 3)).toBe(66.7);
    expect(engagementRate(5, 5)).toBe(100);
    expect(engagementRate(0, 10)).toBe(0);
    expect(engagementRate(7, 0)).toBeNull();
  });
});
