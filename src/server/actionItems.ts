/**
 * The action items of an account (issue 17; GET /auth/getActionItems): the facts read from the account as it is now,
 * each worded and given its severity and fixing page by src/domain/dashboardLinks.ts `actionItemOf`, most severe
 * first. An item is there exactly while its condition holds:
 * - approvalNeeded: posts waiting for approval (spec 4.1 'Needs approval'); urgent when one is due within
 *   APPROVAL_URGENT_HOURS or overdue;
 * - publishFailed / partiallyPublished: posts due in the last FAILED_POSTS_DAYS days labelled 'Not Published' /
 *   'Partially Published' (spec 4.1);
 * - networkDisconnected: links whose permission was withdrawn or ran out (auto-disconnect, spec 8); noNetwork: no link
 *   at all;
 * - cardFailed (past_due, paywall code 1), subscriptionEnded / subscriptionCanceled (code 2 / 2.2), trialEnding (the
 *   trial ends within TRIAL_ENDING_DAYS), cardExpired / cardExpiring (the saved card of a running plan has expired,
 *   or expires by the end of next month);
 * - scheduleGap: the days of the next SCHEDULE_GAP_DAYS (from tomorrow, in the account's time zone) with no post
 *   scheduled; with a posting schedule (spec 7.5) only its posting days count;
 * - setupUnfinished: the account's first-run setup (routes/setup.ts) has steps left, as the asking member sees it.
 */
import {
  APPROVAL_URGENT_HOURS,
  FAILED_POSTS_DAYS,
  SCHEDULE_GAP_DAYS,
  TRIAL_ENDING_DAYS,
  actionItemOf,
  sortActionItems,
  type ActionItem,
  type ActionItemFact,
} from '../domain/dashboardLinks.ts';
import { resumeStep } from '../domain/onboarding.ts';
import { cardOfAccount, subscriptionOfAccount } from './billing.ts';
import type { Queryable } from './db.ts';
import { feedScheduleOf } from './plannerStore.ts';
import { statusOf } from './routes/setup.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function postFacts(db: Queryable, accountId: number, now: Date): Promise<ActionItemFact[]> {
  const facts: ActionItemFact[] = [];
  const [approval] = await db.query<{ count: number; due_soon: number; first_id: number | null }>(
    `select count(*)::int as count, count(*) filter (where scheduled_at <= $2)::int as due_soon,
       (array_agg(id order by scheduled_at nulls last, id))[1] as first_id
     from posts where account_id = $1 and deleted_at is null and status = 'SCHEDULED' and approved = 0`,
    [accountId, new Date(now.getTime() + APPROVAL_URGENT_HOURS * HOUR_MS).toISOString()],
  );
  if (approval && approval.count > 0 && approval.first_id !== null) {
    facts.push({
      kind: 'approvalNeeded',
      count: approval.count,
      dueSoon: approval.due_soon,
      firstPostId: approval.first_id,
    });
  }
  // Spec 4.1: FAILED without a posted channel is 'Not Published'; a failed and a posted channel together (whatever
  // the post's status) is 'Partially Published'.
  const outcomes = await db.query<{ id: number; status: string; any_failed: boolean; any_posted: boolean }>(
    `select p.id, p.status,
       exists (select 1 from post_channels c where c.post_id = p.id and c.status = 'FAILED') as any_failed,
       exists (select 1 from post_channels c where c.post_id = p.id and c.status = 'POSTED') as any_posted
     from posts p
     where p.account_id = $1 and p.deleted_at is null and p.status in ('POSTED', 'FAILED')
       and p.scheduled_at >= $2 and p.scheduled_at <= $3
     order by p.scheduled_at desc, p.id desc`,
    [accountId, new Date(now.getTime() - FAILED_POSTS_DAYS * DAY_MS).toISOString(), now.toISOString()],
  );
  const failed = outcomes.filter((post) => post.status === 'FAILED' && !post.any_posted);
  const partial = outcomes.filter((post) => post.any_failed && post.any_posted);
  if (failed.length > 0) {
    facts.push({ kind: 'publishFailed', count: failed.length, latestPostId: failed[0]!.id });
  }
  if (partial.length > 0) {
    facts.push({ kind: 'partiallyPublished', count: partial.length, latestPostId: partial[0]!.id });
  }
  return facts;
}

async function networkFacts(db: Queryable, accountId: number): Promise<ActionItemFact[]> {
  const links = await db.query<{ provider_id: number; connected: boolean }>(
    'select provider_id, connected from social_links where account_id = $1 order by provider_id',
    [accountId],
  );
  if (links.length === 0) return [{ kind: 'noNetwork' }];
  const disconnected = links.filter((link) => !link.connected).map((link) => link.provider_id);
  return disconnected.length === 0 ? [] : [{ kind: 'networkDisconnected', providerIds: disconnected }];
}

async function billingFacts(db: Queryable, accountId: number, now: Date): Promise<ActionItemFact[]> {
  const subscription = await subscriptionOfAccount(db, accountId);
  if (!subscription) return [];
  if (subscription.status === 'past_due') return [{ kind: 'cardFailed' }];
  if (subscription.status === 'canceled') {
    const endAt = subscription.end_at === null ? null : new Date(subscription.end_at);
    return endAt !== null && endAt.getTime() > now.getTime()
      ? [{ kind: 'subscriptionCanceled', endsAt: endAt.toISOString() }]
      : [{ kind: 'subscriptionEnded' }];
  }
  const facts: ActionItemFact[] = [];
  const trialEnd = subscription.trial_end_at === null ? null : new Date(subscription.trial_end_at);
  const left = trialEnd === null ? 0 : trialEnd.getTime() - now.getTime();
  if (trialEnd !== null && left > 0 && left <= TRIAL_ENDING_DAYS * DAY_MS) {
    facts.push({ kind: 'trialEnding', endsAt: trialEnd.toISOString(), daysLeft: Math.ceil(left / DAY_MS) });
  }
  const card = await cardOfAccount(db, accountId);
  if (card) {
    // Months since year 0: a card is good through the end of its expiry month.
    const expires = card.exp_year * 12 + (card.exp_month - 1);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const fact = { last4: card.last4, month: card.exp_month, year: card.exp_year };
    if (expires < current) facts.push({ kind: 'cardExpired', ...fact });
    else if (expires <= current + 1) facts.push({ kind: 'cardExpiring', ...fact });
  }
  return facts;
}

async function scheduleFacts(db: Queryable, accountId: number, now: Date): Promise<ActionItemFact[]> {
  const [account] = await db.query<{ timezone: string | null }>(
    'select timezone from accounts where id = $1',
    [accountId],
  );
  const zone = account?.timezone ?? 'UTC';
  const days = await db.query<{ day: string; weekday: number; has_post: boolean }>(
    `select to_char(d, 'YYYY-MM-DD') as day, extract(dow from d)::int as weekday,
       exists (select 1 from posts p where p.account_id = $1 and p.deleted_at is null and p.status = 'SCHEDULED'
         and p.scheduled_at >= (d::date::timestamp at time zone $2)
         and p.scheduled_at < ((d::date + 1)::timestamp at time zone $2)) as has_post
     from generate_series(($3::timestamptz at time zone $2)::date + 1,
       ($3::timestamptz at time zone $2)::date + $4::int, interval '1 day') d
     order by d`,
    [accountId, zone, now.toISOString(), SCHEDULE_GAP_DAYS],
  );
  const schedule = await feedScheduleOf(db, accountId);
  const postingDays = new Set(schedule.map((slot) => slot.day));
  const gaps = days
    .filter((day) => !day.has_post && (postingDays.size === 0 || postingDays.has(day.weekday)))
    .map((day) => day.day);
  return gaps.length === 0 ? [] : [{ kind: 'scheduleGap', days: gaps, checkedDays: SCHEDULE_GAP_DAYS }];
}

async function setupFacts(db: Queryable, userId: number, accountId: number): Promise<ActionItemFact[]> {
  const status = await statusOf(db, userId, accountId);
  if (status.finished) return [];
  const step = resumeStep(status.steps, status.done);
  return step === null
    ? []
    : [{ kind: 'setupUnfinished', step, done: status.done.length, total: status.steps.length }];
}

/** The account's action items as `userId` (a member) sees them, most severe first. */
export async function actionItemsOf(
  db: Queryable,
  accountId: number,
  userId: number,
  now: Date,
): Promise<ActionItem[]> {
  const facts = (
    await Promise.all([
      postFacts(db, accountId, now),
      networkFacts(db, accountId),
      billingFacts(db, accountId, now),
      scheduleFacts(db, accountId, now),
      setupFacts(db, userId, accountId),
    ])
  ).flat();
  return sortActionItems(facts.map((fact) => actionItemOf(accountId, fact)));
}
