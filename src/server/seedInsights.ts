/**
 * A year of analytics for the demo accounts (issue 17): for every connected link of a seeded account, the sandbox
 * series (sandbox/insights.ts) of the 365 days before `now` plus today, and each published channel's metrics, stored
 * as a sync would (storeInsights: one statement per link and table). Deterministic: the same seed gives the same
 * figures. Runs after seedPosts, whose published posts lift the days after them.
 */
import type { Queryable } from './db.ts';
import { storeInsights } from './insights.ts';
import { DAY_MS, dayOf, daysOf, sandboxAccountDays, sandboxPostMetrics } from './sandbox/insights.ts';
import { providerById } from '../domain/posts.ts';

export const SEEDED_INSIGHT_DAYS = 365;

export async function seedInsights(tx: Queryable, now: Date): Promise<void> {
  const links = await tx.query<{ account_id: number; provider_id: number; external_id: string }>(
    `select l.account_id, l.provider_id, l.external_id from social_links l
     where l.connected and not exists (select 1 from insight_days i where i.account_id = l.account_id)
     order by l.account_id, l.provider_id`,
  );
  if (links.length === 0) return;
  const posted = await tx.query<{
    account_id: number;
    provider_id: number;
    external_post_id: string;
    description: string;
    posted_at: Date | string;
  }>(
    `select p.account_id, pc.provider_id, pc.external_post_id, p.description, pc.posted_at
     from post_channels pc join posts p on p.id = pc.post_id
     where pc.status = 'POSTED' and pc.external_post_id is not null and pc.posted_at is not null
       and p.account_id = any($1::int[])`,
    [[...new Set(links.map((link) => link.account_id))]],
  );
  const today = dayOf(now);
  const days = daysOf(new Date(now.getTime() - SEEDED_INSIGHT_DAYS * DAY_MS), new Date(now.getTime() + 1));
  const stamp = now.toISOString();
  for (const link of links) {
    const network = providerById(link.provider_id)?.key ?? String(link.provider_id);
    const posts = posted
      .filter((row) => row.account_id === link.account_id && row.provider_id === link.provider_id)
      .map((row) => ({
        externalPostId: row.external_post_id,
        text: row.description,
        postedAt: new Date(row.posted_at),
      }));
    await storeInsights(
      tx,
      link.account_id,
      link.provider_id,
      {
        days: sandboxAccountDays(network, link.external_id, days, posts),
        posts: posts.flatMap((post) => {
          const metrics = sandboxPostMetrics(post, today);
          return metrics ? [{ ...post, ...metrics }] : [];
        }),
      },
      today,
      stamp,
    );
  }
}
