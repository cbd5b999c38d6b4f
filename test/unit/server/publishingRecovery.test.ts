/**
 * Claims of a process that died mid-publish are recovered while the server runs (issue 12, finding 6): a pg-boss
 * schedule settles them every minute, so the post shows what happened within 2 minutes instead of staying
 * "Scheduled" after its time and refusing edits with 409 until a restart. A network that never answers is given
 * up on after PUBLISH_TIMEOUT_MS the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStatusLabel } from '../../../src/domain/postStatus.ts';
import { QUEUES, RECOVER_CLAIMS_CRON, startJobs, type Jobs } from '../../../src/server/jobs.ts';
import type { Providers, SocialProvider } from '../../../src/server/providers.ts';
import { publishMessages, publishPost, STALE_CLAIM_MS } from '../../../src/server/publishing.ts';
import { OWNER, call, seededServer, testProviders, waitFor } from './support.ts';
import { postCalls } from './postSupport.ts';

const t = seededServer({ owner: OWNER });
let jobs: Jobs;
const MINUTE = 60_000;

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

const posts = postCalls(t);
const addPost = (description: string) => posts.add([1], { description });
const readPost = (id: number) => posts.read(id);

const updatePost = (id: number, description: string) =>
  call(t.server.app, 'POST', '/api/auth/updatePost', {
    token: t.owner.token,
    body: {
      post_id: id,
      account_id: t.acme,
      description,
      scheduled_at: new Date(t.server.clock.now().getTime() + 60 * MINUTE).toISOString(),
      channels: [1],
    },
  });

/** Sends one recovery job (as the schedule does every minute) and waits until it has run. */
async function runRecovery() {
  const id = await jobs.boss.send(QUEUES.recoverClaims, {});
  expect(id).toEqual(expect.any(String));
  await waitFor(
    async () => (await jobs.boss.getJobById(QUEUES.recoverClaims, id!))?.state === 'completed',
    10_000,
    'the recovery job to complete',
  );
}

describe('claims left by a process that died mid-publish', () => {
  it('a pg-boss schedule runs the recovery every minute', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: QUEUES.recoverClaims, cron: RECOVER_CLAIMS_CRON }),
    );
  });

  it('are settled by the running server within 2 minutes: the post shows the reason and can be edited', async () => {
    const post = await addPost('Claimed when the process died');
    t.server.clock.advance(2 * MINUTE);
    // What a process that died after claiming leaves behind.
    await t.server.db.query(
      `update post_channels set status = 'PUBLISHING', attempts = 1, claimed_at = $2 where post_id = $1`,
      [post.id, t.server.clock.now().toISOString()],
    );
    expect((await updatePost(post.id, 'Edited while claimed')).status).toBe(409);

    // Within the recovery's threshold nothing happens: a live process may still be publishing.
    await runRecovery();
    expect((await readPost(post.id)).msp[0]!.status).toBe('SCHEDULED');

    // The schedule's next run after the claim is STALE_CLAIM_MS old (at most 2 minutes after the claim).
    expect(STALE_CLAIM_MS).toBeLessThanOrEqual(MINUTE);
    t.server.clock.advance(STALE_CLAIM_MS + 1000);
    await runRecovery();
    const settled = await readPost(post.id);
    expect(settled.msp[0]!.status).toBe('FAILED');
    expect(postStatusLabel(settled.msp[0]!)).toBe('Not Published');
    const channels = await t.server.db.query<{ status: string; error: string }>(
      'select status, error from post_channels where post_id = $1',
      [post.id],
    );
    expect(channels).toEqual([{ status: 'FAILED', error: publishMessages.interrupted }]);
    expect((await updatePost(post.id, 'Edited after the recovery')).status).toBe(200);
  });
});

describe('a network that never answers', () => {
  it('is given up on after the publish timeout: FAILED as interrupted, and a late answer changes nothing', async () => {
    let answerLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    const base = testProviders(t.server.db, t.server.clock);
    const silent: SocialProvider = {
      ...base.social.facebook!,
      async publish() {
        await late;
        return { status: 'POSTED', externalPostId: 'too_late' };
      },
    };
    const providers: Providers = { ...base, social: { ...base.social, facebook: silent } };
    const post = await addPost('The network never answers');
    t.server.clock.advance(2 * MINUTE);
    const outcome = await publishPost(
      { db: t.server.db, clock: t.server.clock, log: t.server.log, providers, publishTimeoutMs: 50 },
      post.id,
    );
    expect(outcome?.status).toBe('FAILED');
    answerLate();
    const channels = await t.server.db.query<{
      status: string;
      error: string;
      external_post_id: string | null;
    }>('select status, error, external_post_id from post_channels where post_id = $1', [post.id]);
    expect(channels).toEqual([
      { status: 'FAILED', error: publishMessages.interrupted, external_post_id: null },
    ]);
  });
});
