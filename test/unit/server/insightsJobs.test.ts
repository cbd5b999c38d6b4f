/**
 * The daily analytics sync (issue 17): a pg-boss schedule on the queue `insights.sync` (jobs.ts) syncs every
 * connected link of every account into the insight tables (insights.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_SYNC_CRON, QUEUES, startJobs, type Jobs } from '../../../src/server/jobs.ts';
import { OWNER, seededServer, testProviders, waitFor } from './support.ts';

const t = seededServer({ owner: OWNER });
let jobs: Jobs;

beforeAll(async () => {
  jobs = await startJobs({
    db: t.server.db,
    clock: t.server.clock,
    log: t.server.log,
    pollingIntervalSeconds: 0.5,
    publishing: { providers: testProviders(t.server.db, t.server.clock) },
  });
});
afterAll(() => jobs?.stop());

describe('the insights.sync queue', () => {
  it('is scheduled once a day', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: QUEUES.insightsSync, cron: INSIGHTS_SYNC_CRON }),
    );
    expect(INSIGHTS_SYNC_CRON.split(' ').slice(2)).toEqual(['*', '*', '*']);
  });

  it("a run syncs every connected link: a day nobody synced yet (tomorrow's, after a day passes) is stored", async () => {
    const next = new Date(t.server.clock.now().getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const stored = () => t.count('select * from insight_days where day = $1::date', [next]);
    expect(await stored()).toBe(0);
    t.server.clock.advance(24 * 60 * 60 * 1000);
    const id = await jobs.boss.send(QUEUES.insightsSync, {});
    expect(id).toEqual(expect.any(String));
    await waitFor(
      async () => (await jobs.boss.getJobById(QUEUES.insightsSync, id!))?.state === 'completed',
      10_000,
      'the sync job to complete',
    );
    const links = await t.count('select * from social_links where connected');
    expect(links).toBeGreaterThan(0);
    expect(await stored()).toBe(links);
  });
});
