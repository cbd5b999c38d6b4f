/**
 * Industry news (issue 16; src/domain/news.ts), ours: GET /auth/getIndustryNews (header account_Id) answers the
 * newest items (at most NEWS_LIMIT) of the industries the account picked (account_industries, filled by the setup's
 * topics step and POST /addupdateIndustries), or of every industry while it picked none, with `all_industries` set
 * so the page can say so. The items live in `industry_news`: the sample items seeded by migration 0014 (`sample`
 * true), and the articles the `news.fetch` job reads from the feeds of NEWS_FEEDS (newsFeeds.ts, migration 0023).
 * An industry's samples are left out once it has fetched articles, so a deployment with feeds shows real news where
 * it has them, and the offline demo (no feeds) keeps its samples.
 */
import { Hono } from 'hono';
import type { IndustryNewsWire, NewsItemWire } from '../../contract/news.ts';
import { NEWS_LIMIT } from '../../domain/news.ts';
import { scopedAccount } from '../accountScope.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../http.ts';

interface NewsRow extends Omit<NewsItemWire, 'published_at'> {
  published_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The news of `accountId`'s industries, or of all industries when it picked none. */
export async function industryNewsOf(db: Queryable, accountId: number): Promise<IndustryNewsWire> {
  const picked = await db.query<{ id: number; name: string }>(
    `select i.id, i.name from account_industries a join industries i on i.id = a.industry_id
     where a.account_id = $1 order by i.sort_order, i.id`,
    [accountId],
  );
  const allIndustries = picked.length === 0;
  const industries = allIndustries
    ? await db.query<{ id: number; name: string }>('select id, name from industries order by sort_order, id')
    : picked;
  const rows = await db.query<NewsRow>(
    `select n.id, n.industry_id, i.name as industry, n.title, n.summary, n.source_name, n.url, n.published_at,
       n.feed_url is null as sample
     from industry_news n join industries i on i.id = n.industry_id
     where ($1::boolean or n.industry_id = any($2::int[]))
       and (n.feed_url is not null
         or not exists (select 1 from industry_news f where f.industry_id = n.industry_id and f.feed_url is not null))
     order by n.published_at desc, n.id desc
     limit $3`,
    [allIndustries, picked.map((industry) => industry.id), NEWS_LIMIT],
  );
  return {
    all_industries: allIndustries,
    industries,
    items: rows.map((row) => ({ ...row, published_at: iso(row.published_at) })),
  };
}

export function newsRoutes({ db }: { db: Queryable }) {
  const routes = new Hono<AppEnv>();
  routes.get('/auth/getIndustryNews', async (c) => ok(c, await industryNewsOf(db, scopedAccount(c))));
  return routes;
}
