/**
 * The calendar's answer is built in pages (issue 20, plannerStore.ts `calendarPostsJson`): small pages give exactly
 * the answer of one page, in the same order, with the range's total; the limit cuts the list, not the total.
 */
import { describe, expect, it } from 'vitest';
import { calendarPostsJson } from '../../../src/server/plannerStore.ts';
import { seededServer } from './support.ts';

const t = seededServer();

/** A wide range: the seeded months and the undated posts of Acme Bakery. */
const START = '2000-01-01T00:00:00.000Z';
const END = '2100-01-01T00:00:00.000Z';

interface CalendarItem {
  id: number;
  scheduled_at: string | null;
  channels: unknown[];
}

describe('calendarPostsJson in pages', () => {
  it('answers the same posts in the same order whatever the page size', async () => {
    // Two posts without a date: listed after every dated one.
    await t.server.db.query(
      `insert into posts (account_id, description, media, scheduled_at, status, approved, favourite, created_at,
         updated_at)
       select $1, 'Undated draft ' || n, '[]'::jsonb, null, 'INSERTED', 0, 0, now(), now() from generate_series(1, 2) n`,
      [t.acme],
    );
    const whole = await calendarPostsJson(t.server.db, t.acme, START, END, 5000, 100_000);
    const items = JSON.parse(whole.json) as CalendarItem[];
    expect(items.length).toBeGreaterThan(20);
    expect(whole.rows).toBe(items.length);
    for (const pageSize of [1, 7, 20]) {
      const paged = await calendarPostsJson(t.server.db, t.acme, START, END, 5000, pageSize);
      expect(paged.rows).toBe(whole.rows);
      expect(JSON.parse(paged.json)).toEqual(items);
    }
    // Dated posts by time, the undated ones last.
    const dated = items.filter((item) => item.scheduled_at !== null).map((item) => item.scheduled_at!);
    expect(dated).toEqual([...dated].sort());
    expect(items.slice(dated.length).map((item) => item.scheduled_at)).toEqual([null, null]);
  });

  it('cuts the list at the limit and still counts every post of the range', async () => {
    const whole = await calendarPostsJson(t.server.db, t.acme, START, END, 5000);
    const cut = await calendarPostsJson(t.server.db, t.acme, START, END, 9, 4);
    const items = JSON.parse(cut.json) as CalendarItem[];
    expect(items.map((item) => item.id)).toEqual(
      (JSON.parse(whole.json) as CalendarItem[]).slice(0, 9).map((item) => item.id),
    );
    expect(cut.rows).toBe(whole.rows);
  });

  it('an empty range is an empty list', async () => {
    const [other] = await t.server.db.query<{ id: number }>(
      "select id from accounts where account_name = 'Newowner Ventures'",
    );
    const empty = await calendarPostsJson(t.server.db, other!.id, START, END, 5000, 3);
    expect(empty).toEqual({ rows: 0, json: '[]' });
  });
});
