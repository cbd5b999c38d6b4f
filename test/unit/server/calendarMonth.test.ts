/**
 * The month view's call (issue 20, POST /auth/getCalendarMonth): the counts of each day by filter group and the first
 * posts of each day, checked against the whole range (getCalendarPosts) grouped here with the planner's own rules
 * (src/domain: postFilterGroup, localDayKey), in a zone away from UTC; and bounded for a month of 10,000 posts.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { postFromCalendarWire } from '../../../src/api/posts.ts';
import {
  MONTH_UNDATED_LIMIT,
  calendarMonthResponse,
  calendarPostsResponse,
  type CalendarPostWire,
  type GroupCountsWire,
} from '../../../src/contract/posts.ts';
import { localDayKey } from '../../../src/domain/calendar.ts';
import { POST_FILTERS, postFilterGroup, type PostFilter } from '../../../src/domain/plannerFilter.ts';
import { plannerCalls } from './postSupport.ts';
import { OWNER, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER });
const { post } = plannerCalls(t);

/** Every seeded post of Acme Bakery, and the undated ones. */
const WIDE = { start: '2000-01-01T00:00:00.000Z', end: '2100-01-01T00:00:00.000Z' };
const ZONE = 'America/New_York';

const noCounts = (): GroupCountsWire => ({
  needsApproval: 0,
  scheduled: 0,
  published: 0,
  failed: 0,
  other: 0,
});

async function month(body: Record<string, unknown>, accountId = t.acme) {
  return post('/auth/getCalendarMonth', t.owner.token, {
    account_id: accountId,
    ...WIDE,
    time_zone: ZONE,
    per_day: 3,
    ...body,
  });
}

async function wholeRange(accountId = t.acme): Promise<CalendarPostWire[]> {
  const answer = await post('/auth/getCalendarPosts', t.owner.token, { account_id: accountId, ...WIDE });
  return v.parse(calendarPostsResponse, answer.json).data!;
}

const groupOf = (item: CalendarPostWire) => postFilterGroup(postFromCalendarWire(item));

/** What the month call must answer, worked out from the whole range with the planner's rules. */
function expected(all: CalendarPostWire[], filter: PostFilter, perDay: number) {
  const days = new Map<string, GroupCountsWire>();
  const undated = noCounts();
  const shown = new Map<string, CalendarPostWire[]>();
  const undatedShown: CalendarPostWire[] = [];
  for (const item of all) {
    const group = groupOf(item);
    const matches = filter === 'all' || group === filter;
    if (item.scheduled_at === null) {
      undated[group] += 1;
      if (matches && undatedShown.length < MONTH_UNDATED_LIMIT) undatedShown.push(item);
      continue;
    }
    const day = localDayKey(item.scheduled_at, ZONE);
    const counts = days.get(day) ?? days.set(day, noCounts()).get(day)!;
    counts[group] += 1;
    const list = shown.get(day) ?? shown.set(day, []).get(day)!;
    if (matches && list.length < perDay) list.push(item);
  }
  return {
    days: [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, counts]) => ({ day, counts })),
    posts: [...[...shown.values()].flat(), ...undatedShown],
    undated,
  };
}

describe('POST /auth/getCalendarMonth', () => {
  it('counts every day by filter group and answers its first posts, for each filter, as the planner groups them', async () => {
    await t.server.db.query(
      `insert into posts (account_id, description, media, scheduled_at, status, approved, favourite, created_at,
         updated_at)
       select $1, 'Undated draft ' || n, '[]'::jsonb, null, 'INSERTED', 0, 0, now(), now() from generate_series(1, 3) n`,
      [t.acme],
    );
    const all = await wholeRange();
    // The seed has a busy day and posts of every group: the check means something.
    expect(new Set(all.map(groupOf))).toEqual(new Set(POST_FILTERS.filter((filter) => filter !== 'all')));
    for (const filter of POST_FILTERS) {
      const answer = await month({ filter });
      expect(answer.status).toBe(200);
      const body = v.parse(v.strictObject({ ...calendarMonthResponse.entries }), answer.json);
      const want = expected(all, filter, 3);
      expect(body.rows).toBe(all.length);
      expect(body.data!.days).toEqual(want.days);
      expect(body.data!.undated).toEqual(want.undated);
      expect(body.data!.posts.map((item) => item.id)).toEqual(want.posts.map((item) => item.id));
      // The same post as the range answers, field for field.
      expect(body.data!.posts).toEqual(want.posts);
    }
    // A busy day shows per_day posts and counts the rest.
    const busiest = expected(all, 'all', 3).days.reduce((most, day) =>
      total(day.counts) > total(most.counts) ? day : most,
    );
    expect(total(busiest.counts)).toBeGreaterThan(3);
  });

  it('answers per_day posts of a day, and days in the time zone asked for', async () => {
    const all = await wholeRange();
    const one = v.parse(calendarMonthResponse, (await month({ per_day: 1 })).json).data!;
    expect(one.posts.filter((item) => item.scheduled_at !== null).length).toBe(one.days.length);
    const utc = v.parse(calendarMonthResponse, (await month({ time_zone: 'UTC' })).json).data!;
    expect(utc.days.map((day) => day.day)).toEqual(
      [
        ...new Set(all.filter((item) => item.scheduled_at).map((item) => item.scheduled_at!.slice(0, 10))),
      ].sort(),
    );
  });

  it('stays bounded with 10,000 posts in a month: every day counted, three posts a day, under 100 KB', async () => {
    // Northwind Studio, the owner's second account, has no posts in 2031.
    const accountId = t.northwind;
    await t.server.db.query(
      `insert into posts (account_id, description, media, scheduled_at, status, approved, favourite, created_at,
         updated_at)
       select $1, 'A post of a busy month, number ' || n || ', with a text as long as a real one may be.',
         '["https://example.test/image.jpg"]'::jsonb,
         '2031-01-01T05:00:00Z'::timestamptz + (n * interval '267 seconds'),
         case when n % 3 = 0 then 'POSTED' else 'SCHEDULED' end, n % 2, 0, now(), now()
       from generate_series(0, 9999) n`,
      [accountId],
    );
    const answer = await month(
      {
        start: '2030-12-29T05:00:00.000Z',
        end: '2031-02-09T05:00:00.000Z',
      },
      accountId,
    );
    expect(answer.status).toBe(200);
    expect(answer.text.length).toBeLessThanOrEqual(100 * 1024);
    const body = v.parse(calendarMonthResponse, answer.json);
    expect(body.rows).toBe(10_000);
    expect(body.data!.days.reduce((sum, day) => sum + total(day.counts), 0)).toBe(10_000);
    expect(body.data!.days.length).toBe(31);
    expect(body.data!.posts.length).toBe(31 * 3);
  });

  it('refuses bad input with its sentence, and another account with 404', async () => {
    for (const [body, message] of [
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone must be a time zone name such as Europe/Berlin'],
      [
        { time_zone: "UTC'; drop table posts; --" },
        'time_zone must be a time zone name such as Europe/Berlin',
      ],
      [{ per_day: 0 }, 'per_day must be at least 1'],
      [{ per_day: 21 }, 'per_day can be at most 20'],
      [
        { filter: 'everything' },
        'filter must be one of all, needsApproval, scheduled, published, failed, other',
      ],
      [{ start: 'soon' }, 'start must be an ISO date and time such as 2026-03-02T09:30:00.000Z'],
    ] as const) {
      const answer = await month(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.json as { message: string }).message).toBe(`${Object.keys(body)[0]}: ${message}`);
    }
    const [foreign] = await t.server.db.query<{ id: number }>(
      `select a.id from accounts a where not exists (select 1 from account_memberships m
         where m.account_id = a.id and m.user_id = $1) order by a.id limit 1`,
      [t.owner.user.id],
    );
    expect((await month({}, foreign!.id)).status).toBe(404);
  });
});

function total(counts: GroupCountsWire): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
