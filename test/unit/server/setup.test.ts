/** The first-run setup of an account (issue 16): steps from the type's flow, rules on the server, resume by landing. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { onboardingStatusResponse, referenceListResponse } from '../../../src/contract/onboarding.ts';
import { onboardingMessages } from '../../../src/domain/onboarding.ts';
import { NEWOWNER, OWNER, VIEWER, accountIds, call, logIn, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, member: VIEWER, newowner: NEWOWNER });

async function statusOf(token: string, accountId: number) {
  const answer = await call(t.server.app, 'GET', '/api/auth/getOnboarding', {
    token,
    headers: { account_Id: String(accountId) },
  });
  expect(answer.status).toBe(200);
  return v.parse(onboardingStatusResponse, answer.json).data!;
}

async function save(token: string, body: Record<string, unknown>) {
  return call(t.server.app, 'POST', '/api/auth/saveOnboardingStep', { token, body });
}

async function landingOf(userId: number, accountId: number) {
  const [row] = await t.server.db.query<{ landing_url: string }>(
    'select landing_url from account_memberships where user_id = $1 and account_id = $2',
    [userId, accountId],
  );
  return row?.landing_url;
}

describe('first-run setup', () => {
  it("lists the type's question steps, then the posting schedule and the networks; nothing done yet", async () => {
    const ids = await accountIds(t.server.db);
    const status = await statusOf(t.newowner.token, ids['Newowner Ventures']!);
    // Type 6 (the default): its questions (migration 0011), then the tail every flow ends with.
    expect(status.steps).toEqual([
      'subjects_services',
      'goals_objectives',
      'topics',
      'categories',
      'dayTimeSchedule',
      'social_accounts',
    ]);
    expect(status).toMatchObject({ done: [], finished: false, answers: {} });
  });

  it('refuses a bad answer with the sentence of the form and saves nothing', async () => {
    const ids = await accountIds(t.server.db);
    const accountId = ids['Newowner Ventures']!;
    const cases = [
      [{ step: 'subjects_services', text: '  short ' }, onboardingMessages.subjectsShort],
      [{ step: 'topics', picks: [] }, onboardingMessages.topicsMissing],
      [{ step: 'topics', picks: [1, 2, 3, 4, 5, 6] }, onboardingMessages.topicsTooMany],
      [{ step: 'topics', picks: [999] }, onboardingMessages.unknownPick],
      [{ step: 'goals_objectives', text: 'World domination' }, onboardingMessages.goalUnknown],
      [{ step: 'dayTimeSchedule' }, onboardingMessages.scheduleMissing],
    ] as const;
    for (const [body, sentence] of cases) {
      const answer = await save(t.newowner.token, { account_id: accountId, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.json as { message: string }).message).toContain(sentence);
    }
    expect((await statusOf(t.newowner.token, accountId)).done).toEqual([]);
    const bad = await save(t.newowner.token, { account_id: accountId, step: 'nonsense', text: 'x' });
    expect(bad.status).toBe(400);
  });

  it('saves each step, reloads what was entered, and moves the landing to the next step, then to the planner', async () => {
    const ids = await accountIds(t.server.db);
    const accountId = ids['Newowner Ventures']!;
    const userId = t.newowner.user.id;
    let answer = await save(t.newowner.token, {
      account_id: accountId,
      step: 'subjects_services',
      text: '  Garden design and landscaping  ',
    });
    expect(answer.status).toBe(200);
    expect(await landingOf(userId, accountId)).toBe('/goals_objectives');
    answer = await save(t.newowner.token, { account_id: accountId, step: 'goals_objectives', text: 'Sales' });
    expect(answer.status).toBe(200);
    expect(await landingOf(userId, accountId)).toBe('/topics');
    answer = await save(t.newowner.token, { account_id: accountId, step: 'topics', picks: [11, 2, 11] });
    expect(answer.status).toBe(200);
    expect(await landingOf(userId, accountId)).toBe('/categories');

    const status = await statusOf(t.newowner.token, accountId);
    expect(status.done).toEqual(['subjects_services', 'goals_objectives', 'topics']);
    expect(status.answers).toEqual({
      subjects_services: { text: 'Garden design and landscaping' },
      goals_objectives: { text: 'Sales' },
      topics: { picks: [2, 11] },
    });

    await save(t.newowner.token, { account_id: accountId, step: 'categories', picks: [1, 3] });
    await call(t.server.app, 'POST', '/api/updateFeedSchedule', {
      token: t.newowner.token,
      body: { account_id: accountId, schedule: [{ day: 1, time: '09:00' }] },
    });
    expect((await save(t.newowner.token, { account_id: accountId, step: 'dayTimeSchedule' })).status).toBe(
      200,
    );
    expect(await landingOf(userId, accountId)).toBe('/social_accounts');
    expect((await save(t.newowner.token, { account_id: accountId, step: 'social_accounts' })).status).toBe(
      200,
    );
    expect(await landingOf(userId, accountId)).toBe('/contentplanner');
    expect((await statusOf(t.newowner.token, accountId)).finished).toBe(true);
    const [picks] = await t.server.db.query<{ n: number }>(
      'select count(*)::int as n from account_categories where account_id = $1',
      [accountId],
    );
    expect(picks?.n).toBe(2);
  });

  it("a member without the settings permission cannot save another account's setup, nor any account they are not in", async () => {
    const ids = await accountIds(t.server.db);
    const viewerSave = await save(t.member.token, {
      account_id: ids['Acme Bakery']!,
      step: 'subjects_services',
      text: 'Fresh bread every morning',
    });
    expect(viewerSave.status).toBe(403);
    const stranger = await save(t.newowner.token, {
      account_id: ids['Acme Bakery']!,
      step: 'subjects_services',
      text: 'Fresh bread every morning',
    });
    expect([403, 404]).toContain(stranger.status);
  });

  it('an established account has no running setup: a step saves as a setting and the landing stays', async () => {
    const ids = await accountIds(t.server.db);
    const acme = ids['Acme Bakery']!;
    const owner = await logIn(t.server.app, OWNER);
    expect((await statusOf(owner.token, acme)).finished).toBe(true);
    const before = await landingOf(owner.user.id, acme);
    const answer = await save(owner.token, {
      account_id: acme,
      step: 'goals_objectives',
      text: 'Engagement',
    });
    expect(answer.status).toBe(200);
    const status = await statusOf(owner.token, acme);
    expect(status).toMatchObject({ finished: true, answers: { goals_objectives: { text: 'Engagement' } } });
    expect(await landingOf(owner.user.id, acme)).toBe(before);
  });

  it('answers the reference lists; the default categories are among the categories', async () => {
    const all = v.parse(referenceListResponse, (await call(t.server.app, 'GET', '/api/getCategories')).json);
    const defaults = v.parse(
      referenceListResponse,
      (await call(t.server.app, 'GET', '/api/getDefaultCategories')).json,
    );
    const industries = v.parse(
      referenceListResponse,
      (await call(t.server.app, 'GET', '/api/getIndustries')).json,
    );
    expect(industries.data!.length).toBeGreaterThanOrEqual(10);
    expect(defaults.data!.length).toBeGreaterThan(0);
    for (const item of defaults.data!) expect(all.data).toContainEqual(item);
  });

  it('addupdateIndustries keeps the picks and refuses unknown ids', async () => {
    const ids = await accountIds(t.server.db);
    const owner = await logIn(t.server.app, OWNER);
    const good = await call(t.server.app, 'POST', '/api/addupdateIndustries', {
      token: owner.token,
      body: { account_id: ids['Acme Bakery']!, ids: [9, 19] },
    });
    expect(good.status).toBe(200);
    const bad = await call(t.server.app, 'POST', '/api/addupdateIndustries', {
      token: owner.token,
      body: { account_id: ids['Acme Bakery']!, ids: [9, 4242] },
    });
    expect(bad.status).toBe(400);
    const rows = await t.server.db.query<{ industry_id: number }>(
      'select industry_id from account_industries where account_id = $1 order by industry_id',
      [ids['Acme Bakery']!],
    );
    expect(rows.map((row) => row.industry_id)).toEqual([9, 19]);
  });
});
