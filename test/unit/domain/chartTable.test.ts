/**
 * A chart's figures as CSV (src/domain/chartTable.ts): RFC 4180 quoting and CRLF line ends, numbers as plain
 * numbers, formula-like text defused (CSV injection), and a page's tables in one file, each under its title.
 */
import { describe, expect, it } from 'vitest';
import { csvOf, csvOfSections, type ChartTable } from '../../../src/domain/chartTable.ts';

describe('csvOf', () => {
  it('writes the header and the rows, each line ended by CRLF', () => {
    const table: ChartTable = {
      columns: ['Day', 'Reach', 'Views'],
      rows: [
        ['2025-01-01', 120, 300],
        ['2025-01-02', 95, 210],
      ],
    };
    expect(csvOf(table)).toBe('Day,Reach,Views\r\n2025-01-01,120,300\r\n2025-01-02,95,210\r\n');
  });

  it('quotes fields with a comma, a quote or a line break, doubling quotes', () => {
    const table: ChartTable = {
      columns: ['Post', 'Likes'],
      rows: [
        ['Fresh bread, every day', 1],
        ['She said "wow"', 2],
        ['two\nlines', 3],
        ['carriage\rreturn', 4],
        ['plain', 5],
      ],
    };
    expect(csvOf(table).split('\r\n').slice(1, -1)).toEqual([
      '"Fresh bread, every day",1',
      '"She said ""wow""",2',
      '"two\nlines",3',
      '"carriage\rreturn",4',
      'plain,5',
    ]);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    const table: ChartTable = {
      columns: ['Text'],
      rows: [['=HYPERLINK("http://x")'], ['+1'], ['-1+2'], ['@SUM(A1)'], ['\tTAB'], ['safe = text']],
    };
    expect(csvOf(table).split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      `'+1`,
      `'-1+2`,
      `'@SUM(A1)`,
      `'\tTAB`,
      'safe = text',
    ]);
  });

  it('keeps numbers as numbers, negative ones too, and writes nothing for a number that is not finite', () => {
    const table: ChartTable = {
      columns: ['Metric', 'Value'],
      rows: [
        ['Change', -12],
        ['Rate', 0.125],
        ['Big', 1234567],
        ['Missing', Number.NaN],
        ['Endless', Number.POSITIVE_INFINITY],
      ],
    };
    expect(csvOf(table).split('\r\n').slice(1, -1)).toEqual([
      'Change,-12',
      'Rate,0.125',
      'Big,1234567',
      'Missing,',
      'Endless,',
    ]);
  });

  it('writes only the header for a table without rows', () => {
    expect(csvOf({ columns: ['Day', 'Likes'], rows: [] })).toBe('Day,Likes\r\n');
  });
});

describe('csvOfSections', () => {
  it("puts each table under its title, a blank line between, in the page's order", () => {
    const text = csvOfSections([
      { title: 'Followers per day', table: { columns: ['Day', 'Followers'], rows: [['2025-01-01', 10]] } },
      {
        title: 'Top posts, by engagement',
        table: { columns: ['Post', 'Engagements'], rows: [['Hello', 3]] },
      },
    ]);
    expect(text).toBe(
      'Followers per day\r\nDay,Followers\r\n2025-01-01,10\r\n' +
        '\r\n' +
        '"Top posts, by engagement"\r\nPost,Engagements\r\nHello,3\r\n',
    );
  });

  it('defuses a title too', () => {
    expect(csvOfSections([{ title: '=cmd', table: { columns: ['A'], rows: [] } }])).toBe("'=cmd\r\nA\r\n");
  });

  it('is empty for a page without tables', () => {
    expect(csvOfSections([])).toBe('');
  });
});
