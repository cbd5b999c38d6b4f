/**
 * Google reviews (issue 17; shapes and rules in src/contract/reviews.ts). An account connects its Google Business
 * Profile through the reviews provider (reviews/provider.ts; the sandbox connects at once, and only in demo mode);
 * the connect fetches the profile's last REVIEWS_HISTORY_DAYS days of reviews and the daily `insights.sync` job keeps
 * them fresh (reviews/sync.ts). GET /auth/getGoogleReviews reads only the stored reviews, so it answers while the
 * provider is down.
 */
import { Hono } from 'hono';
import { rangeProblem } from '../../contract/analytics.ts';
import { googleBusinessRequest, googleReviewsParams, reviewsMessages } from '../../contract/reviews.ts';
import { LATEST_REVIEWS } from '../../domain/dashboardInsights.ts';
import { scopedAccount } from '../accountScope.ts';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, check, ok, parseBody } from '../http.ts';
import { UTC_DAY, dayList, shiftDay } from '../insightQueries.ts';
import type { Logger } from '../logger.ts';
import type { Providers } from '../providers.ts';
import { REVIEWS_HISTORY_DAYS, reviewsRange, syncReviews } from '../reviews/sync.ts';
import { dayOf } from '../sandbox/insights.ts';

/** An average of `sum` over `count` ratings, one decimal (null for none). */
const averageOf = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

const iso = (at: Date | string) => new Date(at).toISOString();

/** The Monday (UTC) of the week of `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

export function reviewsRoutes(deps: {
  db: Db;
  clock: Clock;
  log: Logger;
  config: Pick<AppConfig, 'demoMode'>;
  providers: Providers;
}) {
  const { db, clock, log, config, providers } = deps;
  const routes = new Hono<AppEnv>();

  /** The provider, when this server may connect profiles through it (the sandbox: in demo mode only). */
  const provider = () => {
    const reviews = providers.reviews ?? null;
    if (!reviews || (reviews.sandbox && !config.demoMode))
      throw new HttpError(503, reviewsMessages.notAvailable);
    return reviews;
  };

  const statusOf = async (accountId: number) => {
    const [row] = await db.query<{ name: string | null; n: number }>(
      `select (select name from google_business_links where account_id = $1) as name,
         (select count(*)::int from google_reviews where account_id = $1) as n`,
      [accountId],
    );
    return {
      account_id: accountId,
      connected: row?.name != null,
      name: row?.name ?? null,
      reviews: row?.n ?? 0,
    };
  };

  routes.post('/auth/connectGoogleBusiness', async (c) => {
    const { account_id: accountId } = await parseBody(c, googleBusinessRequest);
    const reviews = provider();
    const [existing] = await db.query('select 1 from google_business_links where account_id = $1', [
      accountId,
    ]);
    if (existing) return ok(c, await statusOf(accountId));
    const [account] = await db.query<{ account_name: string }>(
      'select account_name from accounts where id = $1',
      [accountId],
    );
    const result = await reviews.connect({ accountId, accountName: account?.account_name ?? '' });
    if (result.kind !== 'connected') throw new HttpError(409, result.message);
    const inserted = await db.query(
      `insert into google_business_links (account_id, external_id, name, connected_at)
       values ($1, $2, $3, $4) on conflict (account_id) do nothing returning account_id`,
      [accountId, result.profile.externalId, result.profile.name, clock.now().toISOString()],
    );
    if (inserted.length > 0) {
      log.info(`account #${accountId}: Google Business Profile connected (${result.profile.name})`);
      // The profile's last year now; when the provider fails, the daily sync brings them later.
      await syncReviews({ db, reviews, clock, log }, accountId, reviewsRange(clock, REVIEWS_HISTORY_DAYS));
    }
    return ok(c, await statusOf(accountId));
  });

  routes.post('/auth/disconnectGoogleBusiness', async (c) => {
    const { account_id: accountId } = await parseBody(c, googleBusinessRequest);
    const removed = await db.transaction(async (tx) => {
      const rows = await tx.query(
        'delete from google_business_links where account_id = $1 returning account_id',
        [accountId],
      );
      if (rows.length > 0) await tx.query('delete from google_reviews where account_id = $1', [accountId]);
      return rows.length > 0;
    });
    if (!removed) throw new HttpError(404, reviewsMessages.notConnected);
    log.info(`account #${accountId}: Google Business Profile disconnected`);
    return ok(c, await statusOf(accountId));
  });

  routes.get('/auth/getGoogleReviews/:start/:end', async (c) => {
    const { start, end } = check(googleReviewsParams, c.req.param());
    const problem = rangeProblem(start, end, dayOf(clock.now()));
    if (problem) throw new HttpError(400, `${problem.field}: ${problem.message}`, problem.field);
    const accountId = scopedAccount(c);
    const inRange = `account_id = $1 and created_at >= ${UTC_DAY('$2')} and created_at < ${UTC_DAY('$3')} + interval '1 day'`;
    const [links, overall, ratings, weeks, latest] = await Promise.all([
      db.query<{ name: string; connected_at: Date | string; synced_at: Date | string | null }>(
        'select name, connected_at, synced_at from google_business_links where account_id = $1',
        [accountId],
      ),
      db.query<{ n: number; total: number }>(
        'select count(*)::int as n, coalesce(sum(rating), 0)::int as total from google_reviews where account_id = $1',
        [accountId],
      ),
      db.query<{ rating: number; n: number }>(
        `select rating, count(*)::int as n from google_reviews where ${inRange} group by rating`,
        [accountId, start, end],
      ),
      db.query<{ week: string; n: number; total: number }>(
        `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as n,
           sum(rating)::int as total
         from google_reviews where ${inRange} group by 1`,
        [accountId, start, end],
      ),
      db.query<{
        review_id: string;
        author: string;
        rating: number;
        text: string;
        created_at: Date | string;
        reply_text: string | null;
        reply_at: Date | string | null;
      }>(
        `select review_id, author, rating, text, created_at, reply_text, reply_at from google_reviews
         where ${inRange} order by created_at desc, review_id limit $4`,
        [accountId, start, end, LATEST_REVIEWS],
      ),
    ]);
    const link = links[0];
    const count = ratings.reduce((sum, row) => sum + row.n, 0);
    const sum = ratings.reduce((total, row) => total + row.rating * row.n, 0);
    // Every week that touches the range, clipped to it.
    const byWeek = new Map(weeks.map((row) => [row.week, row]));
    const mondays = dayList(mondayOf(start), end).filter((_, index) => index % 7 === 0);
    return ok(c, {
      start,
      end,
      connected: link !== undefined,
      profile: link
        ? {
            name: link.name,
            connected_at: iso(link.connected_at),
            synced_at: link.synced_at === null ? null : iso(link.synced_at),
          }
        : null,
      overall: { average: averageOf(overall[0]?.total ?? 0, overall[0]?.n ?? 0), count: overall[0]?.n ?? 0 },
      range: { average: averageOf(sum, count), count },
      distribution: [5, 4, 3, 2, 1].map((rating) => ({
        rating,
        count: ratings.find((row) => row.rating === rating)?.n ?? 0,
      })),
      weeks: mondays.map((monday) => {
        const week = byWeek.get(monday);
        const sunday = shiftDay(monday, 6);
        return {
          start: monday < start ? start : monday,
          end: sunday > end ? end : sunday,
          average: week ? averageOf(week.total, week.n) : null,
          count: week?.n ?? 0,
        };
      }),
      latest: latest.map((row) => ({
        id: row.review_id,
        author: row.author,
        rating: row.rating,
        text: row.text,
        created_at: iso(row.created_at),
        reply:
          row.reply_text === null || row.reply_at === null
            ? null
            : { text: row.reply_text, created_at: iso(row.reply_at) },
      })),
    });
  });

  return routes;
}
