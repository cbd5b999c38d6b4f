/**
 * The library's ready-made content (migrations 0021, 0022; issue 18: "at least 400 ready-made posts across at least
 * 12 industries and their categories"), checked on a freshly migrated database: counts, the rules a post must keep
 * to be usable as written (Twitter's 280 characters, known image styles, valid hashtags) and that search finds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db.ts';
import { openPglite } from '../../../src/server/db.ts';
import { IMAGE_STYLES } from '../../../src/server/libraryImages.ts';
import { libraryPage } from '../../../src/server/libraryStore.ts';
import { migrate } from '../../../src/server/migrate.ts';

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
});
afterAll(() => db.close());

describe('the ready-made library', () => {
  it('has at least 400 posts across at least 12 industries, each industry in every category', async () => {
    const [total] = await db.query<{ n: number }>('select count(*)::int as n from library_posts');
    expect(total!.n).toBeGreaterThanOrEqual(400);
    const industries = await db.query<{ industry_id: number; posts: number; categories: number }>(
      `select industry_id, count(*)::int as posts, count(distinct category_id)::int as categories
       from library_posts group by industry_id`,
    );
    expect(industries.length).toBeGreaterThanOrEqual(12);
    const [categoryCount] = await db.query<{ n: number }>(
      'select count(*)::int as n from content_categories',
    );
    for (const industry of industries)
      expect(industry.categories, `industry ${industry.industry_id}`).toBe(categoryCount!.n);
  });

  it('keeps every post usable as written', async () => {
    const posts = await db.query<{
      id: number;
      caption: string;
      hashtags: string[];
      networks: number[];
      image_style: string;
    }>('select id, caption, hashtags, networks, image_style from library_posts');
    for (const post of posts) {
      expect(Object.keys(IMAGE_STYLES), `post ${post.id}`).toContain(post.image_style);
      for (const tag of post.hashtags) expect(tag, `post ${post.id}`).toMatch(/^#[A-Za-z0-9_]+$/);
      if (post.networks.includes(2)) {
        expect(
          `${post.caption} ${post.hashtags.join(' ')}`.length,
          `post ${post.id} on Twitter`,
        ).toBeLessThanOrEqual(280);
      }
    }
    const titles = await db.query<{ title: string; n: number }>(
      'select title, count(*)::int as n from library_posts group by title having count(*) > 1',
    );
    expect(titles).toEqual([]);
  });

  it('has reel ideas for every industry with posts, and post texts for every category', async () => {
    const [withoutIdeas] = await db.query<{ n: number }>(
      `select count(distinct industry_id)::int as n from library_posts p
       where not exists (select 1 from reel_ideas r where r.industry_id = p.industry_id)`,
    );
    expect(withoutIdeas!.n).toBe(0);
    const [withoutTexts] = await db.query<{ n: number }>(
      `select count(*)::int as n from content_categories c where not exists (select 1 from diy_texts d where d.category_id = c.id)`,
    );
    expect(withoutTexts!.n).toBe(0);
  });

  it('is found by full-text search', async () => {
    const found = await libraryPage(db, 0, { industries: [1], categories: null, network: null, q: 'tax' }, 1);
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((post) => post.industry_id === 1)).toBe(true);
  });
});
