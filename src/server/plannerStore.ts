/**
 * The content planner's data of an account beside its posts (postStore.ts): the calendar's range as one JSON text,
 * the days with approved posts, the counts of the scheduling status, the feed schedule and the post settings.
 */
import * as v from 'valibot';
import { feedSlot, type FeedSlot } from '../contract/posts.ts';
import { noCounts, type FilterGroup, type GroupCounts } from '../domain/calendarCounts.ts';
import type { PostFilter } from '../domain/plannerFilter.ts';
import type { Queryable } from './db.ts';

/** UTC ISO 8601 with milliseconds, as `Date.toISOString()` writes it (what the full post answers). */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Posts per query of the calendar's JSON (calendarPostsJson). */
export const CALENDAR_PAGE_SIZE = 200;

/**
 * The calendar's answer (src/contract/posts.ts `calendarPost`) for posts of `accountId` scheduled in [start, end)
 * and every post of the account without a date (the planner lists those beside any range: docs/decisions.md): the
 * total and, ordered by time (undated last), at most `limit` posts as one JSON array text. The database builds the
 * JSON: it hands over one row per page instead of a row per post and per channel, and no object is built in
 * between (the month view of 2,000 posts spent most of its server time there). The values are the full post's
 * (toPost): media only its strings, a channel being published shows as SCHEDULED.
 *
 * In pages (issue 20): first the ordered ids and the total (small), then the JSON of CALENDAR_PAGE_SIZE posts per
 * query. The embedded database runs one query at a time, in the order asked: in one query a 2,000-post month held
 * every other request (a session check, a bell) for its whole length; between pages they take their turn.
 */
export async function calendarPostsJson(
  db: Queryable,
  accountId: number,
  start: string,
  end: string,
  limit: number,
  pageSize: number = CALENDAR_PAGE_SIZE,
): Promise<{ rows: number; json: string }> {
  // count(*) over () is taken before the limit: the range's total.
  const shown = await db.query<{ id: number; total: number }>(
    `select p.id, (count(*) over ())::int as total from posts p
     where p.account_id = $1 and p.deleted_at is null
       and (p.scheduled_at is null or (p.scheduled_at >= $2::timestamptz and p.scheduled_at < $3::timestamptz))
     order by p.scheduled_at nulls last, p.id limit $4`,
    [accountId, start, end, limit],
  );
  const json = await calendarJsonOf(
    db,
    shown.map((row) => row.id),
    pageSize,
  );
  return { rows: shown[0]?.total ?? 0, json };
}

/**
 * The calendar JSON (`calendarPost` items) of the posts `ids`, in their order (by time, undated last, then id),
 * CALENDAR_PAGE_SIZE posts per query.
 */
export async function calendarJsonOf(
  db: Queryable,
  ids: readonly number[],
  pageSize: number = CALENDAR_PAGE_SIZE,
): Promise<string> {
  const pages: string[] = [];
  for (let from = 0; from < ids.length; from += pageSize) {
    const pageIds = ids.slice(from, from + pageSize);
    const [page] = await db.query<{ data: string }>(
      `with shown as (
         select p.id, p.description, p.media, p.scheduled_at, p.status, p.approved from posts p
         where p.id = any($1::int[])
       ),
       channels as (
         select pc.post_id, json_agg(
           (select c from (select pc.provider_id as "provider_Id",
             case when pc.status in ('POSTED', 'FAILED') then pc.status else 'SCHEDULED' end as status,
             pc.error) c)
           order by pc.provider_id) as list
         from post_channels pc join shown on shown.id = pc.post_id group by pc.post_id
       )
       select coalesce(json_agg(row_to_json(x) order by x.scheduled_at nulls last, x.id), '[]')::text as data from (
         select shown.id, shown.description,
           case when jsonb_typeof(shown.media) <> 'array' then '[]'::jsonb
             when shown.media = '[]'::jsonb then shown.media
             else (select coalesce(jsonb_agg(m), '[]'::jsonb) from jsonb_array_elements(shown.media) m
               where jsonb_typeof(m) = 'string') end as media,
           ${isoSql('shown.scheduled_at')} as scheduled_at, shown.status, shown.approved,
           coalesce(channels.list, '[]'::json) as channels
         from shown left join channels on channels.post_id = shown.id) x`,
      [pageIds],
    );
    // Each page is a JSON array: the answer is their items, in order, in one array.
    const items = (page?.data ?? '[]').slice(1, -1).trim();
    if (items.length > 0) pages.push(items);
  }
  return `[${pages.join(',')}]`;
}

/**
 * The filter group of a post `p` (src/domain/plannerFilter.ts `postFilterGroup`, on the values the calendar answers:
 * a channel being published shows as SCHEDULED, so only a FAILED channel makes a POSTED post 'failed').
 */
const FILTER_GROUP_SQL = `case
    when p.status = 'SCHEDULED' and p.approved = 0 then 'needsApproval'
    when p.status = 'SCHEDULED' then 'scheduled'
    when p.status = 'POSTED' and not exists (select 1 from post_channels fc
      where fc.post_id = p.id and fc.status = 'FAILED') then 'published'
    when p.status in ('POSTED', 'FAILED') then 'failed'
    else 'other' end`;

export interface CalendarMonthQuery {
  start: string;
  end: string;
  timeZone: string;
  filter: PostFilter;
  perDay: number;
  undatedLimit: number;
}

/**
 * The month view's answer (src/contract/posts.ts `calendarMonth`), bounded whatever the month holds: the counts of
 * each day of [start, end) in `timeZone` by filter group, the first `perDay` posts of each day in `filter`, and at
 * most `undatedLimit` posts without a date in `filter` with the counts of all of them. `rows`: every post counted.
 * Two small queries and the JSON of the shown posts (calendarJsonOf), all on the caller's lane.
 */
export async function calendarMonthJson(
  db: Queryable,
  accountId: number,
  { start, end, timeZone, filter, perDay, undatedLimit }: CalendarMonthQuery,
): Promise<{ rows: number; json: string }> {
  const counted = await db.query<{ day: string | null; grp: FilterGroup; n: number }>(
    `select case when p.scheduled_at is null then null
         else to_char(p.scheduled_at at time zone $4, 'YYYY-MM-DD') end as day,
       ${FILTER_GROUP_SQL} as grp, count(*)::int as n
     from posts p
     where p.account_id = $1 and p.deleted_at is null
       and (p.scheduled_at is null or (p.scheduled_at >= $2::timestamptz and p.scheduled_at < $3::timestamptz))
     group by 1, 2`,
    [accountId, start, end, timeZone],
  );
  const shown = await db.query<{ id: number }>(
    `select id from (
       select p.id, p.scheduled_at, row_number() over (
           partition by to_char(p.scheduled_at at time zone $4, 'YYYY-MM-DD') order by p.scheduled_at, p.id) as place
       from posts p
       where p.account_id = $1 and p.deleted_at is null
         and (p.scheduled_at is null or (p.scheduled_at >= $2::timestamptz and p.scheduled_at < $3::timestamptz))
         and ($5 = 'all' or ${FILTER_GROUP_SQL} = $5)
     ) ranked
     where (scheduled_at is not null and place <= $6) or (scheduled_at is null and place <= $7)
     order by scheduled_at nulls last, id`,
    [accountId, start, end, timeZone, filter, perDay, undatedLimit],
  );
  const days = new Map<string, GroupCounts>();
  const undated = noCounts();
  let rows = 0;
  for (const { day, grp, n } of counted) {
    rows += n;
    const counts = day === null ? undated : (days.get(day) ?? days.set(day, noCounts()).get(day)!);
    counts[grp] += n;
  }
  const dayList = [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, counts]) => ({ day, counts }));
  const posts = await calendarJsonOf(
    db,
    shown.map((row) => row.id),
  );
  return {
    rows,
    json: `{"posts":${posts},"days":${JSON.stringify(dayList)},"undated":${JSON.stringify(undated)}}`,
  };
}

/** The account's time zone (UTC when it has none). */
export async function accountTimezone(db: Queryable, accountId: number): Promise<string> {
  const rows = await db.query<{ timezone: string | null }>('select timezone from accounts where id = $1', [
    accountId,
  ]);
  return rows[0]?.timezone ?? 'UTC';
}

/** The days (YYYY-MM-DD in the account's time zone) with approved, dated posts, in order. */
export async function approvedDays(db: Queryable, accountId: number): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `select distinct to_char(scheduled_at at time zone $2, 'YYYY-MM-DD') as day from posts
     where account_id = $1 and deleted_at is null and approved = 1 and scheduled_at is not null order by day`,
    [accountId, await accountTimezone(db, accountId)],
  );
  return rows.map((row) => row.day);
}

/** The counts of getSchedulingStatus (src/contract/posts.ts `schedulingStatus`). */
export async function schedulingStatusOf(db: Queryable, accountId: number) {
  const [counts] = await db.query<{
    needs_approval: number;
    scheduled: number;
    published: number;
    partial: number;
    failed: number;
    feed: boolean;
  }>(
    `select
       count(*) filter (where status = 'SCHEDULED' and approved = 0)::int as needs_approval,
       count(*) filter (where status = 'SCHEDULED' and approved = 1)::int as scheduled,
       count(*) filter (where status = 'POSTED' and not exists (select 1 from post_channels pc
         where pc.post_id = posts.id and pc.status = 'FAILED'))::int as published,
       count(*) filter (where status = 'POSTED' and exists (select 1 from post_channels pc
         where pc.post_id = posts.id and pc.status = 'FAILED'))::int as partial,
       count(*) filter (where status = 'FAILED')::int as failed,
       exists (select 1 from feed_schedules f where f.account_id = $1) as feed
     from posts where account_id = $1 and deleted_at is null`,
    [accountId],
  );
  return {
    needsApproval: counts?.needs_approval ?? 0,
    scheduled: counts?.scheduled ?? 0,
    published: counts?.published ?? 0,
    partiallyPublished: counts?.partial ?? 0,
    failed: counts?.failed ?? 0,
    feedSchedule: counts?.feed ?? false,
  };
}

/** The account's feed schedule as last saved ([] when none, or when what is stored is not a list of slots). */
export async function feedScheduleOf(db: Queryable, accountId: number): Promise<FeedSlot[]> {
  const rows = await db.query<{ schedule: unknown }>(
    'select schedule from feed_schedules where account_id = $1',
    [accountId],
  );
  const stored = v.safeParse(v.array(feedSlot), rows[0]?.schedule ?? []);
  return stored.success ? stored.output : [];
}

export async function saveFeedSchedule(
  db: Queryable,
  accountId: number,
  schedule: readonly FeedSlot[],
  now: Date,
): Promise<void> {
  await db.query(
    `insert into feed_schedules (account_id, schedule, updated_at) values ($1, $2::jsonb, $3)
     on conflict (account_id) do update set schedule = excluded.schedule, updated_at = excluded.updated_at`,
    [accountId, JSON.stringify(schedule), now.toISOString()],
  );
}

export const OBJECTIVES = [
  'Brand awareness',
  'Engagement',
  'Website traffic',
  'Lead generation',
  'Sales',
  'Customer loyalty',
] as const;
export const LANGUAGES = [
  'English',
  'French',
  'German',
  'Spanish',
  'Italian',
  'Dutch',
  'Portuguese',
] as const;
export const TONES_OF_VOICE = [
  'Friendly',
  'Professional',
  'Playful',
  'Inspirational',
  'Informative',
  'Bold',
] as const;

/** The account's post settings (the first of each list when none were saved) and its time zone. */
export async function postSettingOf(db: Queryable, accountId: number) {
  const rows = await db.query<{ objective: string; language: string; tone_of_voice: string }>(
    'select objective, language, tone_of_voice from post_settings where account_id = $1',
    [accountId],
  );
  const setting = rows[0] ?? {
    objective: OBJECTIVES[0],
    language: LANGUAGES[0],
    tone_of_voice: TONES_OF_VOICE[0],
  };
  return { account_id: accountId, ...setting, timezone: await accountTimezone(db, accountId) };
}
