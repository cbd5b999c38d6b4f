/**
 * Benchmark data (never the tests): a year of one network's insights for an account, as the demo seed stores them
 * (sandbox series, about two posts a week), for the networks the demo seed does not connect for Acme Bakery, so the
 * dashboard benchmarks read 365 days x 5 networks. Used by scripts/benchAnalytics.ts (in process) and
 * scripts/seedBenchInsights.ts (the bench server's database).
 */
import { providerById } from '../src/domain/posts.ts';
import type { Queryable } from '../src/server/db.ts';
import { storeInsights } from '../src/server/insights.ts';
import {
  DAY_MS,
  dayOf,
  daysOf,
  sandboxAccountDays,
  sandboxPostMetrics,
  unitHash,
} from '../src/server/sandbox/insights.ts';
import { SEEDED_INSIGHT_DAYS } from '../src/server/seedInsights.ts';

export async function seedBenchNetwork(
  db: Queryable,
  accountId: number,
  providerId: number,
  now: Date,
): Promise<void> {
  const network = providerById(providerId)?.key ?? String(providerId);
  const externalId = `bench_${network}_${accountId}`;
  const today = dayOf(now);
  const days = daysOf(new Date(now.getTime() - SEEDED_INSIGHT_DAYS * DAY_MS), new Date(now.getTime() + 1));
  const posts = days
    .filter((day) => day < today && unitHash('history', network, externalId, day) < 0.3)
    .map((day) => ({
      externalPostId: `bench_${externalId}_${day}`,
      text: `Bench post on ${network}, ${day}: fresh bread and warm coffee. #BakeryLife #Bench`,
      postedAt: new Date(Date.parse(`${day}T10:30:00Z`)),
    }));
  await storeInsights(
    db,
    accountId,
    providerId,
    {
      days: sandboxAccountDays(network, externalId, days, posts),
      posts: posts.flatMap((post) => {
        const metrics = sandboxPostMetrics(post, today);
        return metrics ? [{ ...post, ...metrics }] : [];
      }),
    },
    today,
    now.toISOString(),
  );
}
