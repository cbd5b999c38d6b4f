/** Industry news (issue 16): GET /auth/getIndustryNews answers the newest items of the account's industries. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { industryNewsResponse } from '../../../src/contract/news.ts';
import { NEWS_LIMIT } from '../../../src/domain/news.ts';
import { OWNER, VIEWER, call, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER });

async function newsAs(token: string, accountId: number) {
  const answer = await call(t.server.app, 'GET', '/api/auth/getIndustryNews', {
    token,
    headers: { account_Id: String(accountId) },
  });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(industryNewsResponse, answer.json).data!;
}

async function pick(accountId: number, ids: number[]) {
  await t.server.db.query('delete from account_industries where account_id = $1', [accountId]);
  for (const id of ids) {
    await t.server.db.query('insert into account_industries (account_id, industry_id) values ($1, $2)', [
      accountId,
      id,
    ]);
  }
}

describe('GET /auth/getIndustryNews', () => {
  it('answers the news of every industry, newest first and at most NEWS_LIMIT, while the account picked none', async () => {
    await pick(t.acme, []);
    const news = await newsAs(t.owner.token, t.acme);
    expect(news.all_industries).toBe(true);
    expect(news.industries).toHaveLength(20);
    expect(news.items).toHaveLength(NEWS_LIMIT);
    const dates = news.items.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of news.items) {
      expect(item.url).toMatch(/^https:\/\/example\.com\//);
      expect(item.title).toMatch(/^Sample: /);
    }
  });

  it("answers only the items of the account's industries once it picked some", async () => {
    await pick(t.acme, [9, 15]);
    try {
      const news = await newsAs(t.owner.token, t.acme);
      expect(news.all_industries).toBe(false);
      expect(news.industries).toEqual([
        { id: 9, name: 'Food and restaurants' },
        { id: 15, name: 'Marketing and media' },
      ]);
      expect(news.items.length).toBe(4);
      expect(new Set(news.items.map((item) => item.industry_id))).toEqual(new Set([9, 15]));
      expect(news.items[0]).toMatchObject({ industry_id: 15, industry: 'Marketing and media' });
    } finally {
      await pick(t.acme, []);
    }
  });

  it('follows POST /addupdateIndustries', async () => {
    const saved = await call(t.server.app, 'POST', '/api/addupdateIndustries', {
      token: t.owner.token,
      body: { account_id: t.acme, ids: [17] },
    });
    expect(saved.status, saved.text).toBe(200);
    try {
      const news = await newsAs(t.owner.token, t.acme);
      expect(news.items.map((item) => item.industry)).toEqual(['Pets', 'Pets']);
    } finally {
      await pick(t.acme, []);
    }
  });

  it('is read by any member (account.view) and refused without a session or for a stranger account', async () => {
    expect((await newsAs(t.viewer.token, t.acme)).items.length).toBeGreaterThan(0);
    const anonymous = await call(t.server.app, 'GET', '/api/auth/getIndustryNews', {
      headers: { account_Id: String(t.acme) },
    });
    expect(anonymous.status).toBe(401);
    const stranger = await call(t.server.app, 'GET', '/api/auth/getIndustryNews', {
      token: t.viewer.token,
      headers: { account_Id: String(t.northwind) },
    });
    expect([403, 404]).toContain(stranger.status);
  });
});
