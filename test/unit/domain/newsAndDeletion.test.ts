/** Industry news and data deletion status rules (src/domain/news.ts, dataDeletion.ts). */
import { describe, expect, it } from 'vitest';
import {
  DEMO_DELETION_CODE,
  deletionCodeProblem,
  deletionMessages,
  deletionStatusHref,
} from '../../../src/domain/dataDeletion.ts';
import {
  filterNews,
  hasSamples,
  industriesOf,
  industryFilterOf,
  shareTextOf,
  topicsHref,
  type NewsItem,
} from '../../../src/domain/news.ts';

const item = (id: number, industryId: number, industry: string): NewsItem => ({
  id,
  industryId,
  industry,
  title: `t${id}`,
  summary: '',
  source: '',
  url: 'https://example.com',
  publishedAt: '2026-11-01T00:00:00Z',
  sample: false,
});

describe('industry news', () => {
  const items = [item(1, 9, 'Food'), item(2, 19, 'Retail'), item(3, 9, 'Food'), item(4, 7, 'Education')];
  const known = [
    { id: 19, name: 'Retail' },
    { id: 9, name: 'Food' },
    { id: 3, name: 'Automotive' },
  ];

  it('lists the industries of the items once, in the server order, unknown ones last by name', () => {
    expect(industriesOf(items, known)).toEqual([
      { id: 19, name: 'Retail' },
      { id: 9, name: 'Food' },
      { id: 7, name: 'Education' },
    ]);
  });

  it('filters by industry, null keeping every item in order', () => {
    expect(filterNews(items, 9).map((news) => news.id)).toEqual([1, 3]);
    expect(filterNews(items, null).map((news) => news.id)).toEqual([1, 2, 3, 4]);
  });

  it('reads the chosen chip from the address only when it is a shown industry', () => {
    expect(industryFilterOf('9', known)).toBe(9);
    for (const raw of [null, '', 'x', '5', '9.0', '-9'])
      expect(industryFilterOf(raw, known), String(raw)).toBe(null);
  });

  it('links to the topics step of the account', () => {
    expect(topicsHref(12)).toBe('/12/topics');
    expect(topicsHref(null)).toBe('/topics');
  });

  it('shares an item as its title, a line break and its link, the link as it is (publishing tracks it)', () => {
    const url = 'http://news.example/a?b=1&c=%20d';
    expect(shareTextOf({ title: '  Bakeries add pre-orders ', url })).toBe(`Bakeries add pre-orders\n${url}`);
  });

  it('says whether the items include seeded samples', () => {
    expect(hasSamples(items)).toBe(false);
    expect(hasSamples([...items, { ...item(5, 9, 'Food'), sample: true }])).toBe(true);
    expect(hasSamples([])).toBe(false);
  });
});

describe('data deletion codes', () => {
  it('accepts 8 to 64 letters and digits, trimmed', () => {
    expect(deletionCodeProblem(DEMO_DELETION_CODE)).toBe(null);
    expect(deletionCodeProblem(`  ${'a1'.repeat(32)} `)).toBe(null);
  });

  it('says why a code is missing or malformed', () => {
    expect(deletionCodeProblem('  ')).toBe(deletionMessages.missingCode);
    for (const code of ['short1', 'has space1', 'a'.repeat(65), 'DEMO-1234-DELETE']) {
      expect(deletionCodeProblem(code), code).toBe(deletionMessages.badCode);
    }
  });

  it('builds the status address with the code', () => {
    expect(deletionStatusHref(' DEMO1234DELETE ')).toBe('/fbDeletionStatus?code=DEMO1234DELETE');
  });
});
